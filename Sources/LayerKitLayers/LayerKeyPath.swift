/// Reads and writes layer values by key path (`"position"`, `"position.x"`,
/// `"transform.rotation.z"`, a subclass key, or an arbitrary key), on a `LayerState`.
///
/// The first component names a property (the table, or `custom` with the class's default);
/// the rest is a part of that value (`KeyValueComposite`).
package enum LayerKeyPath {
    /// Splits `"a.b.c"` into `"a"` and `"b.c"` (nil when there is no dot). The dot is looked
    /// for in the UTF-8 bytes: every animation reads and writes its key path each frame, and a
    /// search by `Character` breaks the string into graphemes first.
    static func split(_ keyPath: String) -> (key: String, rest: String?) {
        let bytes = keyPath.utf8
        guard let dot = bytes.firstIndex(of: UInt8(ascii: ".")) else { return (keyPath, nil) }
        return (String(keyPath[..<dot]), String(keyPath[bytes.index(after: dot)...]))
    }

    /// The public value at `keyPath`, or nil.
    static func value(_ state: LayerState, _ keyPath: String, _ type: CALayer.Type) -> Any? {
        let (key, rest) = split(keyPath)
        let base: Any?
        if let p = LayerProperty.table[key] { base = p.read(state) } else { base = state.customValue(key) ?? type.defaultValue(forKey: key) }
        guard let rest else { return base }
        return (base as? KeyValueComposite)?.value(forSubKeyPath: rest)
    }

    /// Sets the value at `keyPath`; false when the key path or the value's type does not fit.
    static func setValue(_ state: inout LayerState, _ value: Any?, _ keyPath: String, _ type: CALayer.Type) -> Bool {
        let (key, rest) = split(keyPath)
        guard let rest else {
            if let p = LayerProperty.table[key] { return p.write(&state, value) }
            state.custom[key] = value.map { unboxed($0, like: type.defaultValue(forKey: key)) }
            return true
        }
        guard let part = value,
              let base = Self.value(state, key, type) as? KeyValueComposite,
              let updated = base.setting(part, forSubKeyPath: rest) else { return false }
        return setValue(&state, updated, key, type)
    }

    /// `value` unboxed when it is an `NSValue` box (`NSValue(caTransform3D:)`...) of the type of
    /// the key's default (a subclass property such as `instanceTransform`), so that the
    /// property reads it as it reads the bare value; any other value as given.
    static func unboxed(_ value: Any, like defaultValue: Any?) -> Any {
        guard value is NSValue, !(value is NSNumber), let d = defaultValue as? any AnimatableValue else { return value }
        func coerce<A: AnimatableValue>(_ like: A) -> Any? { A.coerce(value) }
        return coerce(d) ?? value
    }

    /// The animatable value at `keyPath` (nil colours as transparent black), or nil.
    static func animatableValue(_ state: LayerState, _ keyPath: String, _ type: CALayer.Type) -> (any AnimatableValue)? {
        var state = state
        return ResolvedLayerKeyPath(keyPath, layerType: type).animatableValue(&state)
    }

    /// Writes an animated value at `keyPath`; false when it does not fit.
    @discardableResult
    static func setAnimatableValue(_ state: inout LayerState, _ value: any AnimatableValue, _ keyPath: String,
                                   _ type: CALayer.Type) -> Bool {
        ResolvedLayerKeyPath(keyPath, layerType: type).setAnimatableValue(value, in: &state)
    }
}

extension CALayer {
    /// What `value(forKeyPath:)` does.
    package func readValue(forKeyPath keyPath: String) -> Any? {
        LayerKeyPath.value(state, keyPath, Swift.type(of: self))
    }

    /// What `setValue(_:forKeyPath:)` does.
    package func writeValue(_ value: Any?, forKeyPath keyPath: String) {
        var s = state
        guard LayerKeyPath.setValue(&s, value, keyPath, Swift.type(of: self)) else {
            Diagnostics.warnOnce("ignored setValue(_:forKeyPath: \"\(keyPath)\") on \(Swift.type(of: self)): the value does not fit that key path")
            return
        }
        let key = LayerKeyPath.split(keyPath).key
        if let v = LayerKeyPath.value(s, key, Swift.type(of: self)) as? FiniteCheckable, !v.isFiniteValue {
            Diagnostics.warnOnce("ignored a non-finite value for '\(keyPath)' on \(Swift.type(of: self))")
            return
        }
        state = s
        didChange(key, timing: Self.isTimingKey(key))
    }
}
