/// Key-value coding of `CAEmitterCell`: the table of its property keys and the search Apple's
/// `CALayer` documentation gives for a key (own value, `style`, the style's nested `"style"`,
/// recursively, then `defaultValue(forKey:)`).
extension CAEmitterCell {
    /// How deep nested `"style"` dictionaries are searched (a dictionary that contains itself
    /// through a reference type would otherwise never end).
    static let maximumStyleDepth = 32

    /// The value for `key` in `style` or its nested styles, nearest first, or nil.
    package func styleValue(forKey key: String) -> Any? {
        var s = style
        var depth = 0
        while let current = s, depth < Self.maximumStyleDepth {
            if let v = current[key] { return v }
            s = current["style"] as? [AnyHashable: Any]
            depth += 1
        }
        return nil
    }

    /// What an unset property `key` of type `V` reads: the style's value, else the class's
    /// default; a value that cannot stand for a `V` is said once and passed over.
    package func inheritedValue<V>(forKey key: String, as type: V.Type) -> V? {
        if style != nil, let raw = styleValue(forKey: key) {
            if let v = CellValueConversion.converted(raw, to: V.self) { return v }
            Diagnostics.warnOnce("ignored the style value for '\(key)' of a CAEmitterCell: it is not a \(V.self)")
        }
        guard let raw = Swift.type(of: self).defaultValue(forKey: key) else { return nil }
        return CellValueConversion.converted(raw, to: V.self)
    }

    /// What `value(forKey:)` does.
    func keyedValue(forKey key: String) -> Any? {
        if let property = CellKey.table[key] { return property.read(self) }
        if key == "style" { return style }
        return ownValues[key] ?? styleValue(forKey: key) ?? Swift.type(of: self).defaultValue(forKey: key)
    }

    /// What `setValue(_:forKey:)` does.
    func setKeyedValue(_ value: Any?, forKey key: String) {
        if let property = CellKey.table[key] {
            if !property.write(self, value) {
                Diagnostics.warnOnce("ignored setValue(_:forKey: \"\(key)\") on \(Swift.type(of: self)): the value does not fit that key")
            }
        } else if key == "style" {
            if value == nil || value is [AnyHashable: Any] {
                style = value as? [AnyHashable: Any]
            } else {
                Diagnostics.warnOnce("ignored setValue(_:forKey: \"style\") on \(Swift.type(of: self)): not a dictionary")
            }
        } else {
            ownValues[key] = value
        }
    }
}

/// One property key of `CAEmitterCell`: reads and writes the typed property (so a subclass's
/// override is what key-value coding sees, as on Apple).
struct CellKey: Sendable {
    let read: @Sendable (CAEmitterCell) -> Any?
    /// Sets the property from a loosely typed value; false when it does not fit.
    let write: @Sendable (CAEmitterCell, Any?) -> Bool

    /// A key of a non-optional property: nil does not fit.
    static func of<V>(_ path: ReferenceWritableKeyPath<CAEmitterCell, V> & Sendable) -> CellKey {
        CellKey(read: { $0[keyPath: path] }, write: { cell, raw in
            guard let raw, let v = CellValueConversion.converted(raw, to: V.self) else { return false }
            cell[keyPath: path] = v
            return true
        })
    }

    /// A key of an optional property: nil sets nil.
    static func of<V>(_ path: ReferenceWritableKeyPath<CAEmitterCell, V?> & Sendable) -> CellKey {
        CellKey(read: { cell in cell[keyPath: path].map { $0 as Any } }, write: { cell, raw in
            guard let raw else { cell[keyPath: path] = nil; return true }
            guard let v = CellValueConversion.converted(raw, to: V.self) else { return false }
            cell[keyPath: path] = v
            return true
        })
    }

    /// Every property key of the cell, by Apple's key-value coding name.
    static let table: [String: CellKey] = [
        "name": .of(\.name), "enabled": .of(\.isEnabled), "birthRate": .of(\.birthRate),
        "lifetime": .of(\.lifetime), "lifetimeRange": .of(\.lifetimeRange),
        "emissionLatitude": .of(\.emissionLatitude), "emissionLongitude": .of(\.emissionLongitude),
        "emissionRange": .of(\.emissionRange), "velocity": .of(\.velocity), "velocityRange": .of(\.velocityRange),
        "xAcceleration": .of(\.xAcceleration), "yAcceleration": .of(\.yAcceleration),
        "zAcceleration": .of(\.zAcceleration), "scale": .of(\.scale), "scaleRange": .of(\.scaleRange),
        "scaleSpeed": .of(\.scaleSpeed), "spin": .of(\.spin), "spinRange": .of(\.spinRange),
        "color": .of(\.color), "redRange": .of(\.redRange), "greenRange": .of(\.greenRange),
        "blueRange": .of(\.blueRange), "alphaRange": .of(\.alphaRange), "redSpeed": .of(\.redSpeed),
        "greenSpeed": .of(\.greenSpeed), "blueSpeed": .of(\.blueSpeed), "alphaSpeed": .of(\.alphaSpeed),
        "contents": .of(\.contents), "contentsRect": .of(\.contentsRect), "contentsScale": .of(\.contentsScale),
        "emitterCells": .of(\.emitterCells), "beginTime": .of(\.beginTime), "duration": .of(\.duration),
        "speed": .of(\.speed), "timeOffset": .of(\.timeOffset), "repeatCount": .of(\.repeatCount),
        "repeatDuration": .of(\.repeatDuration), "autoreverses": .of(\.autoreverses), "fillMode": .of(\.fillMode),
        "minificationFilter": .of(\.minificationFilter), "magnificationFilter": .of(\.magnificationFilter),
        "minificationFilterBias": .of(\.minificationFilterBias),
    ]
}

/// Conversions of the loosely typed values a style dictionary or `setValue(_:forKey:)` gives
/// (`NSNumber`, another numeric type, an `NSValue` box, a string for a fill mode) to a cell
/// property's type.
enum CellValueConversion {
    /// `raw` as a `V`, or nil when it cannot stand for one.
    static func converted<V>(_ raw: Any, to type: V.Type) -> V? {
        if let v = raw as? V { return v }
        if let animatable = V.self as? any AnimatableValue.Type { return coerced(raw, animatable) as? V }
        if V.self == CAMediaTimingFillMode.self, let name = raw as? String {
            return CAMediaTimingFillMode(rawValue: name) as? V
        }
        return nil
    }

    private static func coerced<A: AnimatableValue>(_ raw: Any, _ type: A.Type) -> Any? { A.coerce(raw) }
}
