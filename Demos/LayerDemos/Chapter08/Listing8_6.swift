/// Listing 8.6: a ship following a Bézier path (CATALOG.md 8.6).
///
/// The cubic curve from (0, 150) to (300, 150) with control points (75, 0) and (225, 300) is
/// stroked red, 3 points wide, by a `CAShapeLayer` as in the book. The 64 x 64 ship starts at
/// (0, 150) and a 4 s keyframe animation on `position` follows the path. The model is not
/// updated, so the ship jumps back to the start at the end. It always points right.
public struct Listing8_6: Demo {
    public init() {}
    public var id: String { "8.6" }
    public var title: String { "Ship following a Bézier path" }
    public var hint: String { "The ship glides along the S-curve in 4 s, always pointing right; click to fly again" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        Chapter08.buildShipPathDemo(in: container, environment: environment, rotationMode: nil)
    }
}

/// Listing 8.7: `rotationMode = .rotateAuto` turns the ship along the path's tangent
/// (CATALOG.md 8.7): the 8.6 scene with the keyframe animation's rotation mode set.
public struct Listing8_7: Demo {
    public init() {}
    public var id: String { "8.7" }
    public var title: String { "rotationMode = auto (align to the tangent)" }
    public var hint: String { "The ship turns to follow the curve: −63° at the ends, +34° in the middle; click to fly again" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        Chapter08.buildShipPathDemo(in: container, environment: environment, rotationMode: .rotateAuto)
    }
}

extension Chapter08 {
    /// The scene of 8.6 and 8.7: the stroked path, the ship at (0, 150) and a 4 s keyframe
    /// animation along the path, started now and again on every click in `containerView`.
    static func buildShipPathDemo(in container: CALayer, environment: DemoEnvironment,
                                  rotationMode: CAAnimationRotationMode?) {
        let containerView = addContainerView(to: container)
        addPathLayer(to: containerView)
        let shipLayer = addShip(to: containerView, position: CGPoint(x: 0, y: 150), environment: environment)
        let fly = {
            // Create the keyframe animation along the path.
            let animation = CAKeyframeAnimation()
            animation.keyPath = "position"
            animation.duration = 4.0
            animation.path = shipPath
            animation.rotationMode = rotationMode
            shipLayer.add(animation, forKey: nil)
        }
        fly()
        environment.addGestureRecognizer(TapGestureRecognizer { _ in fly() }, to: containerView)
    }
}
