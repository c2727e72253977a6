/// One key of `LayerState` that key-value coding, actions and animations reach by name.
///
/// The table below is the only place that maps key names to storage, so there is no
/// `switch` on key paths anywhere: KVC, implicit animations and presentation all go through it.
package struct LayerProperty {
    package let key: String
    /// Whether changing it runs an implicit animation (Apple's "Animatable" list).
    package let isAnimatable: Bool
    let read: (LayerState) -> Any?
    let write: (inout LayerState, Any?) -> Bool
    let readAnimatable: (LayerState) -> (any AnimatableValue)?
    let writeAnimatable: (inout LayerState, any AnimatableValue) -> Bool

    /// An animatable value stored at `path`.
    static func value<V: AnimatableValue>(_ key: String, _ path: WritableKeyPath<LayerState, V>,
                                          animatable: Bool = true) -> LayerProperty {
        LayerProperty(
            key: key, isAnimatable: animatable,
            read: { $0[keyPath: path] },
            write: { state, any in
                guard let any, let v = V.coerce(any) else { return false }
                state[keyPath: path] = v
                return true
            },
            readAnimatable: { $0[keyPath: path] },
            writeAnimatable: { state, any in
                guard let v = (any as? V) ?? V.coerce(any) else { return false }
                state[keyPath: path] = v
                return true
            })
    }

    /// An optional colour; nil animates as transparent black, as on Apple.
    static func color(_ key: String, _ path: WritableKeyPath<LayerState, CGColor?>) -> LayerProperty {
        LayerProperty(
            key: key, isAnimatable: true,
            read: { $0[keyPath: path] },
            write: { state, any in
                if any == nil || any is NSNull { state[keyPath: path] = nil; return true }
                guard let c = any as? CGColor else { return false }
                state[keyPath: path] = c
                return true
            },
            readAnimatable: { $0[keyPath: path] ?? CGColor(red: 0, green: 0, blue: 0, alpha: 0) },
            writeAnimatable: { state, any in
                guard let c = (any as? CGColor) ?? CGColor.coerce(any) else { return false }
                state[keyPath: path] = c
                return true
            })
    }

    /// A value that does not animate, converted from `Any` by `convert`.
    static func plain<V>(_ key: String, _ path: WritableKeyPath<LayerState, V>,
                         _ convert: @escaping (Any?) -> V?) -> LayerProperty {
        LayerProperty(
            key: key, isAnimatable: false,
            read: { $0[keyPath: path] },
            write: { state, any in
                guard let v = convert(any) else { return false }
                state[keyPath: path] = v
                return true
            },
            readAnimatable: { _ in nil },
            writeAnimatable: { _, _ in false })
    }

    /// A raw-string constant such as a gravity or a filter name.
    static func name<V: RawRepresentable>(_ key: String, _ path: WritableKeyPath<LayerState, V>) -> LayerProperty
    where V.RawValue == String {
        plain(key, path) { any in
            if let v = any as? V { return v }
            if let s = any as? String { return V(rawValue: s) }
            return nil
        }
    }

    /// Every key of a plain layer, by name.
    package static let table: [String: LayerProperty] = {
        let list: [LayerProperty] = [
            .value("bounds", \.bounds), .value("position", \.position), .value("zPosition", \.zPosition),
            .value("anchorPoint", \.anchorPoint), .value("anchorPointZ", \.anchorPointZ),
            .value("transform", \.transform), .value("sublayerTransform", \.sublayerTransform),
            .value("geometryFlipped", \.isGeometryFlipped, animatable: false),
            .value("doubleSided", \.isDoubleSided), .value("hidden", \.isHidden),
            .value("masksToBounds", \.masksToBounds),
            .value("contents", \.contents),
            .value("contentsRect", \.contentsRect), .value("contentsCenter", \.contentsCenter),
            .name("contentsGravity", \.contentsGravity),
            .value("contentsScale", \.contentsScale, animatable: false),
            .name("minificationFilter", \.minificationFilter), .name("magnificationFilter", \.magnificationFilter),
            .value("minificationFilterBias", \.minificationFilterBias, animatable: false),
            .value("opaque", \.isOpaque, animatable: false),
            .color("backgroundColor", \.backgroundColor),
            .value("cornerRadius", \.cornerRadius),
            .plain("maskedCorners", \.maskedCorners) { any in
                (any as? CACornerMask) ?? (any as? NSNumber).map { CACornerMask(rawValue: $0.uintValue) }
            },
            .value("borderWidth", \.borderWidth), .color("borderColor", \.borderColor),
            .value("opacity", \.opacity),
            .value("allowsGroupOpacity", \.allowsGroupOpacity, animatable: false),
            .value("allowsEdgeAntialiasing", \.allowsEdgeAntialiasing, animatable: false),
            .plain("edgeAntialiasingMask", \.edgeAntialiasingMask) { any in
                (any as? CAEdgeAntialiasingMask) ?? (any as? NSNumber).map { CAEdgeAntialiasingMask(rawValue: $0.uint32Value) }
            },
            .value("shouldRasterize", \.shouldRasterize, animatable: false),
            .value("rasterizationScale", \.rasterizationScale, animatable: false),
            .color("shadowColor", \.shadowColor), .value("shadowOpacity", \.shadowOpacity),
            .value("shadowOffset", \.shadowOffset), .value("shadowRadius", \.shadowRadius),
            .plain("shadowPath", \.shadowPath) { any in
                if any == nil || any is NSNull { return .some(nil) }
                return (any as? CGPath).map { .some($0) }
            },
            .value("beginTime", \.beginTime, animatable: false), .value("duration", \.duration, animatable: false),
            .value("speed", \.speed, animatable: false), .value("timeOffset", \.timeOffset, animatable: false),
            .value("repeatCount", \.repeatCount, animatable: false),
            .value("repeatDuration", \.repeatDuration, animatable: false),
            .value("autoreverses", \.autoreverses, animatable: false),
            .name("fillMode", \.fillMode),
        ]
        return Dictionary(uniqueKeysWithValues: list.map { ($0.key, $0) })
    }()
}

/// Contents animate as a cross-fade between the two images.
extension LayerContents: AnimatableValue {
    package static func coerce(_ value: Any) -> LayerContents? { LayerContents(value) }

    package func interpolated(to other: LayerContents, fraction t: Double) -> LayerContents {
        if t <= 0 { return self }
        if t >= 1 { return other }
        func shown(_ c: LayerContents) -> CGImage? {
            if case .crossfade(let a, let b, let f) = c { return f < 0.5 ? a : b }
            return c.image
        }
        return .crossfade(from: shown(self), to: shown(other), fraction: t)
    }

    package func adding(_ other: LayerContents) -> LayerContents { other }
    package func subtracting(_ other: LayerContents) -> LayerContents { self }
    package func scaled(by s: Double) -> LayerContents { self }
    package func distance(to other: LayerContents) -> Double { 0 }
}
