/// Listing 8.8: rotating the ship by animating `transform` (CATALOG.md 8.8).
///
/// The 128 x 128 ship at (150, 150) gets a 2 s basic animation of `transform` to a rotation
/// of π about z. Matrices are interpolated through their decomposition, so the ship turns
/// half-way (π/2) at 1 s. Click to play it again.
public struct Listing8_8: Demo {
    public init() {}
    public var id: String { "8.8" }
    public var title: String { "Rotating via the transform key path" }
    public var hint: String { "The ship turns half a circle in 2 s (matrix interpolation); click to play again" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let containerView = Chapter08.addContainerView(to: container)
        let shipLayer = Chapter08.addShip(to: containerView, size: 128, position: CGPoint(x: 150, y: 150),
                                          environment: environment)
        let spin = {
            let animation = CABasicAnimation()
            animation.keyPath = "transform"
            animation.duration = 2.0
            animation.toValue = CATransform3DMakeRotation(.pi, 0, 0, 1)
            shipLayer.add(animation, forKey: nil)
        }
        spin()
        environment.addGestureRecognizer(TapGestureRecognizer { _ in spin() }, to: containerView)
    }
}

/// Variant 8.8a: the two pitfalls of animating `transform` as a matrix (CATALOG.md 8.8a).
///
/// "toValue 2π": a rotation of 2π is the identity matrix, so interpolating from the identity
/// to it shows no motion at all. "byValue π": `byValue` adds matrices entry by entry (it does
/// not add angles), so identity + Rz(π) is a degenerate matrix and the ship shrinks to nothing
/// and grows back in odd ways instead of turning. Both run 2 s with key nil; listing 8.9's
/// `transform.rotation` is the fix.
public struct Listing8_8a: Demo {
    public init() {}
    public var id: String { "8.8a" }
    public var title: String { "Pitfalls: a 2π matrix target, a matrix byValue" }
    public var hint: String { "toValue 2π: nothing moves; byValue π: the ship scales oddly instead of rotating" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let containerView = Chapter08.addContainerView(to: container)
        let shipLayer = Chapter08.addShip(to: containerView, size: 128, position: CGPoint(x: 150, y: 150),
                                          environment: environment)
        Chapter08.addButtons(["toValue 2π", "byValue π"], in: container, environment: environment, actions: [{
            let animation = CABasicAnimation()
            animation.keyPath = "transform"
            animation.duration = 2.0
            animation.toValue = CATransform3DMakeRotation(2 * .pi, 0, 0, 1)
            shipLayer.add(animation, forKey: nil)
        }, {
            let animation = CABasicAnimation()
            animation.keyPath = "transform"
            animation.duration = 2.0
            animation.byValue = CATransform3DMakeRotation(.pi, 0, 0, 1)
            shipLayer.add(animation, forKey: nil)
        }])
    }
}

/// Listing 8.9: the virtual key path `transform.rotation` (CATALOG.md 8.9).
///
/// A 2 s basic animation with `byValue` 2π on "transform.rotation" turns the 128 x 128 ship a
/// full circle, linearly (π/2 at 0.5 s, π at 1 s): the value is an angle, not a matrix, so
/// the turn is relative and works from any rotation. Click to play it again.
public struct Listing8_9: Demo {
    public init() {}
    public var id: String { "8.9" }
    public var title: String { "Virtual key path transform.rotation" }
    public var hint: String { "byValue 2π on transform.rotation: one full turn in 2 s; click to play again" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let containerView = Chapter08.addContainerView(to: container)
        let shipLayer = Chapter08.addShip(to: containerView, size: 128, position: CGPoint(x: 150, y: 150),
                                          environment: environment)
        let spin = {
            let animation = CABasicAnimation()
            animation.keyPath = "transform.rotation"
            animation.duration = 2.0
            animation.byValue = 2 * CGFloat.pi
            shipLayer.add(animation, forKey: nil)
        }
        spin()
        environment.addGestureRecognizer(TapGestureRecognizer { _ in spin() }, to: containerView)
    }
}
