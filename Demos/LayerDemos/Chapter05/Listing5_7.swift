/// The outer and inner views of listings 5.7 and 5.8: a white 200 x 200 view centred in the
/// container with a 100 x 100 blue view centred inside it.
enum NestedViews {
    /// Builds the pair in `container`; returns (outer, inner).
    static func make(in container: CALayer) -> (outer: CALayer, inner: CALayer) {
        let outer = CALayer()
        outer.name = "outerView"
        outer.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        outer.position = boundsCenter(container)
        outer.backgroundColor = CGColor(gray: 1, alpha: 1)
        container.addSublayer(outer)
        let inner = CALayer()
        inner.name = "innerView"
        inner.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        inner.backgroundColor = CGColor(red: 0.2, green: 0.45, blue: 0.9, alpha: 1)
        outer.addSublayer(inner)
        return (outer, inner)
    }
}

/// Listing 5.7: opposite rotations about Z on nested layers cancel (CATALOG.md 5.7).
///
/// The outer view turns by +π/4 and the inner one by −π/4 about Z: the inner square shows
/// upright again (its corners axis-aligned), since 2D rotations in the same plane add up.
public struct Listing5_7: Demo {
    public init() {}
    public var id: String { "5.7" }
    public var title: String { "Nested opposite Z rotations cancel" }
    public var hint: String { "Outer +π/4, inner −π/4 about Z: the inner square is upright" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let (outerView, innerView) = NestedViews.make(in: container)
        let outer = CGAffineTransform(rotationAngle: .pi / 4)
        outerView.setAffineTransform(outer)
        let inner = CGAffineTransform(rotationAngle: -.pi / 4)
        innerView.setAffineTransform(inner)
    }
}

/// Listing 5.8: opposite rotations about Y on nested layers do not cancel (CATALOG.md 5.8).
///
/// Each view has its own `m34 = -1/500` and turns ±π/4 about Y. The outer layer flattens
/// the inner one onto its own plane before it is turned itself, so the inner square stays
/// skewed (the book's Fig 5.18) instead of facing the viewer again (Fig 5.17).
public struct Listing5_8: Demo {
    public init() {}
    public var id: String { "5.8" }
    public var title: String { "Nested opposite Y rotations do not cancel (flattening)" }
    public var hint: String { "Outer +π/4, inner −π/4 about Y, each with m34: the inner is still skewed" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let (outerView, innerView) = NestedViews.make(in: container)
        var outer = CATransform3DIdentity
        outer.m34 = -1.0 / 500.0
        outer = CATransform3DRotate(outer, .pi / 4, 0, 1, 0)
        outerView.transform = outer
        var inner = CATransform3DIdentity
        inner.m34 = -1.0 / 500.0
        inner = CATransform3DRotate(inner, -.pi / 4, 0, 1, 0)
        innerView.transform = inner
    }
}
