import Foundation

/// Listing 10.5: the clock with a custom timing function (CATALOG.md 10.5).
///
/// 8.4's clock, but each tick's 0.5 s `transform` animation runs from the presentation
/// layer's transform to the new rotation with the timing function of control points
/// (1, 0) and (0.75, 1) (10.4a), and the model is set to the new rotation before the
/// animation is added: with actions disabled, since the book's hands are views whose layers
/// do not animate implicitly. The hands hesitate, then snap, then settle.
public struct Listing10_5: Demo {
    public init() {}
    public var id: String { "10.5" }
    public var title: String { "Clock with a custom timing function" }
    public var hint: String { "Each second the hands hesitate, snap and settle (curve (1, 0) (0.75, 1))" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let controller = Controller(clock: Chapter08.ClockLayers(in: container, environment: environment),
                                    environment: environment)
        controller.updateHands(animated: false)
        environment.scheduleTimer(withTimeInterval: 1, repeats: true) { _ in controller.updateHands(animated: true) }
    }

    final class Controller: Chapter08.ClockController {
        override func setAngle(_ angle: CGFloat, forHand handView: CALayer, animated: Bool) {
            let transform = CATransform3DMakeRotation(angle, 0, 0, 1)
            if animated {
                let animation = CABasicAnimation()
                animation.keyPath = "transform"
                animation.fromValue = handView.presentation()?.value(forKey: "transform")
                animation.toValue = transform
                animation.duration = 0.5
                animation.delegate = self
                animation.timingFunction = Listing10_4a.clockFunction
                // Apply the animation.
                Chapter08.withoutActions { handView.transform = transform }
                handView.add(animation, forKey: nil)
            } else {
                Chapter08.withoutActions { handView.transform = transform }
            }
        }
    }
}
