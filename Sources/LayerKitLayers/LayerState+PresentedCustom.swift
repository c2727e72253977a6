/// Animated custom values on a presented state (`LayerState.presentedCustom`).
///
/// The presentation evaluates animations into a copy of the committed state. A custom key's
/// animated value (a shape layer's `strokeEnd`, a gradient's `locations`) is written beside
/// `custom`, not into it: `custom` lives in the shared box, and writing it would copy the box
/// and the dictionary for every animated layer on every frame, and what content parsed from
/// the box (`RareValues.memoized`) would be parsed again. Readers that may see a presented
/// state read through `customValue(_:)`; a presented state handed to app code (a
/// presentation layer, a redraw for an animated key) is folded first, so `custom` alone
/// holds every value there.
extension LayerState {
    /// The custom value for `key`: an animated one when this presented state has one, else
    /// the stored one; nil when neither is set.
    package func customValue(_ key: String) -> Any? {
        for entry in presentedCustom where entry.key == key { return entry.value }
        return custom[key]
    }

    /// Sets the animated custom value for `key` (replacing an earlier one for the same key).
    /// The first one makes room for a few, so a layer animating several keys allocates once
    /// (and a layer animating none, nothing).
    package mutating func setPresentedCustom(_ value: Any, forKey key: String) {
        if let i = presentedCustom.firstIndex(where: { $0.key == key }) {
            presentedCustom[i].value = value
            return
        }
        if presentedCustom.isEmpty { presentedCustom.reserveCapacity(Self.presentedCustomRoom) }
        presentedCustom.append((key, value))
    }

    /// Room made for animated custom values at the first one.
    private static let presentedCustomRoom = 4

    /// Moves the animated custom values into `custom`, so that code reading `custom`
    /// directly sees them (a presented state about to become a layer's).
    package mutating func foldPresentedCustom() {
        guard !presentedCustom.isEmpty else { return }
        for entry in presentedCustom { custom[entry.key] = entry.value }
        presentedCustom = []
    }
}
