/// A key path split and looked up once for layers of one class: what an animation names every
/// frame, so a frame neither splits the string, nor hashes it into the property table, nor
/// asks the class again for the default of a custom key the model has not set.
///
/// The class's `defaultValue(forKey:)` and `animationStandIn(forKey:)` are read when the key
/// path is resolved: they depend on the class and the key only.
final class ResolvedLayerKeyPath {
    /// The first component: a property of the table or a custom key.
    let key: String
    /// The part of the value below `key` (`"rotation.z"` of `"transform.rotation.z"`), if any.
    let rest: String?
    /// The table's entry for `key`; nil for custom keys.
    let property: LayerProperty?
    /// For a custom key, what animates in place of a stored value that is not animatable: the
    /// class's stand-in (transparent black for a nil colour...), or nil.
    private let standIn: (any AnimatableValue)?
    /// For a custom key, the value when none is stored: the class's default as an animatable
    /// value, else `standIn`.
    private let unset: (any AnimatableValue)?

    /// Whether the key path is a custom key as a whole (no table property, no part).
    var isWholeCustomKey: Bool { property == nil && rest == nil }

    /// `keyPath` split at its first dot, its first component looked up in the table, and for
    /// a custom key the defaults of layer class `type`.
    init(_ keyPath: String, layerType type: CALayer.Type) {
        (key, rest) = LayerKeyPath.split(keyPath)
        property = LayerProperty.table[key]
        standIn = property == nil ? type.animationStandIn(forKey: key) : nil
        unset = property == nil ? Self.animatable(type.defaultValue(forKey: key)) ?? standIn : nil
    }

    /// The animatable value at the key path in `state` (nil colours as transparent black), or
    /// nil. `state` is only read; it is `inout` so that the evaluator's state is read in place:
    /// passed by value from a class's property, it would be copied whole for each read.
    func animatableValue(_ state: inout LayerState) -> (any AnimatableValue)? {
        let base = baseValue(&state)
        guard let rest else { return base }
        return base?.animatablePart(forSubKeyPath: rest)
    }

    /// Writes an animated value at the key path; false when it does not fit.
    @discardableResult
    func setAnimatableValue(_ value: any AnimatableValue, in state: inout LayerState) -> Bool {
        guard let rest else { return setBaseValue(value, in: &state) }
        guard let updated = baseValue(&state)?.settingAnimatablePart(value, forSubKeyPath: rest) else { return false }
        return setBaseValue(updated, in: &state)
    }

    /// The whole value at `key`: the table's, or the custom value (animated or stored; its
    /// stand-in when it is not animatable), or the value for an unset key.
    private func baseValue(_ state: inout LayerState) -> (any AnimatableValue)? {
        if let property { return property.readAnimatable(state) }
        guard let raw = state.customValue(key) else { return unset }
        return Self.animatable(raw) ?? standIn
    }

    /// Replaces the whole value at `key`; a custom key's beside `custom`, as a presented
    /// state holds animated custom values (`LayerState.presentedCustom`).
    private func setBaseValue(_ value: any AnimatableValue, in state: inout LayerState) -> Bool {
        if let property { return property.writeAnimatable(&state, value) }
        state.setPresentedCustom(value, forKey: key)
        return true
    }

    /// `raw` as an animatable value, or nil. A `CGFloat` (what shape layers and most custom
    /// properties hold) is cast to first: the general cast to an existential searches the
    /// runtime's conformances, on every frame of every custom-key animation. An `NSNumber`
    /// (which does not cast to `CGFloat` here) is read as a `CGFloat`.
    private static func animatable(_ raw: Any?) -> (any AnimatableValue)? {
        guard let raw else { return nil }
        if let f = raw as? CGFloat { return f }
        if let v = raw as? any AnimatableValue { return v }
        // A number stored boxed (`setValue(NSNumber(value: 0.5), forKey:)`, Apple's way) animates as a CGFloat.
        return (raw as? NSNumber).map { CGFloat($0.doubleValue) }
    }
}
