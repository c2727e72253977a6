/// Animation values a layer's property cannot take, said once when the animation is added:
/// an animation whose values do not convert to its property's type has no effect (as the
/// evaluation documents), and that is never silent.
extension CALayer {
    /// Warns once for each value of `animation` (and of a group's animations) that the
    /// property at its key path on this layer cannot take: `fromValue`/`toValue`/`byValue`,
    /// `values`, or a `path` on a property that holds no point. Value functions take numbers
    /// of their own and are not checked here; nor are key paths the layer does not have.
    func reportUnusableValues(_ animation: CAAnimation) {
        if let group = animation as? CAAnimationGroup {
            for a in group.animations ?? [] { reportUnusableValues(a) }
            return
        }
        guard let p = animation as? CAPropertyAnimation, let keyPath = p.keyPath, p.valueFunction == nil,
              let current = LayerKeyPath.animatableValue(state, keyPath, Swift.type(of: self)) else { return }
        var given: [Any] = []
        if let b = p as? CABasicAnimation { given = [b.fromValue, b.toValue, b.byValue].compactMap { $0 } }
        if let k = p as? CAKeyframeAnimation {
            if k.path != nil {
                if CAKeyframeAnimation.pathPoint(current) == nil {
                    Diagnostics.warnOnce("a CAKeyframeAnimation path on '\(keyPath)' of \(Swift.type(of: self)) has no "
                                         + "effect: the property holds a \(Swift.type(of: current)), not a point")
                }
                return
            }
            given = k.values ?? []
        }
        for value in given where !Self.fits(value, current) {
            Diagnostics.warnOnce("a \(Swift.type(of: p)) value of type \(Swift.type(of: value)) cannot animate '\(keyPath)' "
                                 + "of \(Swift.type(of: self)) (a \(Swift.type(of: current))): the animation has no effect")
        }
    }

    /// Whether `value` converts to the type of `current`.
    private static func fits<V: AnimatableValue>(_ value: Any, _ current: V) -> Bool { V.coerce(value) != nil }
}
