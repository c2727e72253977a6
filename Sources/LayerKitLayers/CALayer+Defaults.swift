/// The class defaults `CALayer.defaultValue(forKey:)` answers, as Apple's does: the values of
/// the layer's own properties that are not a "zero" (Apple's header and the Core Animation
/// Programming Guide's "Default Value Support"; measured on Apple by GNUstep's libs-quartzcore
/// tests: `anchorPoint` (0.5, 0.5), `contentsScale` 1, `speed` 1, a layer's `duration`
/// infinite, `fillMode` removed; no default for `bounds`, `position` or `frame`).
extension CALayer {
    /// Every documented non-zero default of a plain layer, by key (the types the properties have).
    // Immutable after its first use; `Any` only because its values are of many types.
    nonisolated(unsafe) package static let documentedDefaults: [String: Any] = [
        "anchorPoint": CGPoint(x: 0.5, y: 0.5),
        "transform": CATransform3D.identity, "sublayerTransform": CATransform3D.identity,
        "opacity": Float(1),
        "doubleSided": true,
        "contentsGravity": CALayerContentsGravity.resize,
        "contentsRect": CGRect(x: 0, y: 0, width: 1, height: 1),
        "contentsCenter": CGRect(x: 0, y: 0, width: 1, height: 1),
        "contentsScale": CGFloat(1), "rasterizationScale": CGFloat(1),
        "minificationFilter": CALayerContentsFilter.linear, "magnificationFilter": CALayerContentsFilter.linear,
        "borderColor": CGColor(gray: 0, alpha: 1),
        "shadowColor": CGColor(gray: 0, alpha: 1),
        "shadowOffset": CGSize(width: 0, height: -3), "shadowRadius": CGFloat(3),
        "allowsGroupOpacity": true,
        "maskedCorners": CACornerMask([.layerMinXMinYCorner, .layerMaxXMinYCorner,
                                       .layerMinXMaxYCorner, .layerMaxXMaxYCorner]),
        "edgeAntialiasingMask": CAEdgeAntialiasingMask([.layerLeftEdge, .layerRightEdge,
                                                        .layerBottomEdge, .layerTopEdge]),
        // A layer's timeline is endless (Apple measured: `duration` infinite, where an
        // animation's default is 0); `speed` 1, `fillMode` removed.
        "speed": Float(1), "duration": CFTimeInterval.infinity,
        "fillMode": CAMediaTimingFillMode.removed,
    ]

    /// Whether `value`, a subclass's default for `key`, is the plain layer's own default (so
    /// the initial state has it already). Values compare by equality where their type has it,
    /// objects by identity.
    static func isPlainDefault(_ value: Any, forKey key: String) -> Bool {
        guard let base = documentedDefaults[key] else { return false }
        if let e = value as? any Equatable { return e.isEqual(toAny: base) }
        return (value as AnyObject) === (base as AnyObject)
    }
}

private extension Equatable {
    func isEqual(toAny other: Any) -> Bool { (other as? Self).map { $0 == self } ?? false }
}
