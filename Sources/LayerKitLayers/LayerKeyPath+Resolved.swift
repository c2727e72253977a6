/// A key path split and looked up once (`LayerKeyPath.resolved`): what an animation names
/// every frame, so a frame neither splits the string nor hashes it into the property table.
///
/// Depends on the key path only: the class's defaults and stand-ins for custom keys are asked
/// for on each read, as before resolution.
final class ResolvedLayerKeyPath {
    /// The first component: a property of the table or a custom key.
    let key: String
    /// The part of the value below `key` (`"rotation.z"` of `"transform.rotation.z"`), if any.
    let rest: String?
    /// The table's entry for `key`; nil for custom keys.
    let property: LayerProperty?

    /// `keyPath` split at its first dot, its first component looked up in the table.
    init(_ keyPath: String) {
        (key, rest) = LayerKeyPath.split(keyPath)
        property = LayerProperty.table[key]
    }

    /// The animatable value at the key path in `state` of a layer of class `type`
    /// (nil colours as transparent black), or nil. `state` is only read; it is `inout` so that
    /// the evaluator's state is read in place: passed by value from a class's property, it is
    /// copied whole for each read, as the class's default may run any code meanwhile.
    func animatableValue(_ state: inout LayerState, _ type: CALayer.Type) -> (any AnimatableValue)? {
        let base = baseValue(&state, type)
        guard let rest else { return base }
        return base?.animatablePart(forSubKeyPath: rest)
    }

    /// Writes an animated value at the key path; false when it does not fit.
    @discardableResult
    func setAnimatableValue(_ value: any AnimatableValue, in state: inout LayerState, _ type: CALayer.Type) -> Bool {
        guard let rest else { return setBaseValue(value, in: &state) }
        guard let updated = baseValue(&state, type)?.settingAnimatablePart(value, forSubKeyPath: rest) else { return false }
        return setBaseValue(updated, in: &state)
    }

    /// The whole value at `key`: the table's, or the stored custom value, the class's default,
    /// or the class's stand-in for animation.
    private func baseValue(_ state: inout LayerState, _ type: CALayer.Type) -> (any AnimatableValue)? {
        if let property { return property.readAnimatable(state) }
        return Self.animatable(state.custom[key] ?? type.defaultValue(forKey: key)) ?? type.animationStandIn(forKey: key)
    }

    /// Replaces the whole value at `key`.
    private func setBaseValue(_ value: any AnimatableValue, in state: inout LayerState) -> Bool {
        if let property { return property.writeAnimatable(&state, value) }
        state.custom[key] = value
        return true
    }

    /// `raw` as an animatable value, or nil. A `CGFloat` (what shape layers and most custom
    /// properties hold) is cast to first: the general cast to an existential searches the
    /// runtime's conformances, on every frame of every custom-key animation. (An `NSNumber`
    /// does not cast to `CGFloat` here, as it does not conform to `AnimatableValue`.)
    private static func animatable(_ raw: Any?) -> (any AnimatableValue)? {
        guard let raw else { return nil }
        if let f = raw as? CGFloat { return f }
        return raw as? any AnimatableValue
    }
}
