import Foundation

extension Chapter08 {
    /// The clock of listings 3.1-3.2, reused by 8.4 and 10.5: ClockFace.png (256 x 256)
    /// centred in the demo's root and three hands whose `anchorPoint` (0.5, 0.9) puts the
    /// pivot on the face's centre.
    final class ClockLayers {
        let face = CALayer()
        let hourHand = CALayer()
        let minuteHand = CALayer()
        let secondHand = CALayer()

        /// The hands, hour first.
        var hands: [CALayer] { [hourHand, minuteHand, secondHand] }

        /// Builds the face and hands in `container`, centred.
        init(in container: CALayer, environment: DemoEnvironment) {
            let center = CGPoint(x: container.bounds.midX, y: container.bounds.midY)
            let parts: [(CALayer, AssetName, String)] = [(face, .clockFace, "clockFace"), (hourHand, .hourHand, "hourHand"),
                                                         (minuteHand, .minuteHand, "minuteHand"),
                                                         (secondHand, .secondHand, "secondHand")]
            for (layer, asset, name) in parts {
                layer.name = name
                layer.bounds = CGRect(origin: .zero, size: asset.size)
                layer.position = center
                layer.contents = DemoAssets.image(asset, scale: environment.scale)
                layer.contentsScale = environment.scale
                if layer !== face { layer.anchorPoint = CGPoint(x: 0.5, y: 0.9) }
                container.addSublayer(layer)
            }
        }

        /// The book's hand angles for `date` (radians, clockwise from 12): whole hours of 12,
        /// whole minutes of 60 and whole seconds of 60, as listing 3.1 computes them.
        static func angles(for date: Date, calendar: Calendar) -> (hour: CGFloat, minute: CGFloat, second: CGFloat) {
            let c = calendar.dateComponents([.hour, .minute, .second], from: date)
            return (CGFloat(c.hour ?? 0) / 12 * 2 * .pi, CGFloat(c.minute ?? 0) / 60 * 2 * .pi,
                    CGFloat(c.second ?? 0) / 60 * 2 * .pi)
        }
    }
}

extension Chapter08 {
    /// What 8.4's and 10.5's clocks share: the hands, and each second an update of all three
    /// from the environment's date; subclasses decide how a hand moves (`setAngle`).
    class ClockController: NSObject, CAAnimationDelegate {
        let clock: Chapter08.ClockLayers
        weak var environment: DemoEnvironment?

        init(clock: Chapter08.ClockLayers, environment: DemoEnvironment) {
            self.clock = clock
            self.environment = environment
        }

        /// Sets every hand for the current date, animated or not.
        func updateHands(animated: Bool) {
            guard let env = environment else { return }
            let a = Chapter08.ClockLayers.angles(for: env.currentDate, calendar: env.calendar)
            setAngle(a.hour, forHand: clock.hourHand, animated: animated)
            setAngle(a.minute, forHand: clock.minuteHand, animated: animated)
            setAngle(a.second, forHand: clock.secondHand, animated: animated)
        }

        /// Turns `handView` to `angle`; without animation by default.
        func setAngle(_ angle: CGFloat, forHand handView: CALayer, animated: Bool) {
            Chapter08.withoutActions { handView.transform = CATransform3DMakeRotation(angle, 0, 0, 1) }
        }

        /// Declared here so that subclasses can override it (the protocol's default would
        /// otherwise be the witness for every subclass).
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
    }
}

/// Listing 8.4: an animated clock whose animations carry their hand as a key-value tag
/// (CATALOG.md 8.4).
///
/// Every second (a scene timer on media time, standing in for the book's `NSTimer`) each hand
/// gets a 0.5 s linear `transform` animation to its new rotation, with the controller as
/// delegate and the hand stored on the animation under the arbitrary key "handView". When an
/// animation stops, the delegate looks the hand up from that tag and applies the final
/// transform with actions disabled. The first layout is set without animation. The time is
/// `DemoEnvironment.currentDate` (a fixed date plus media time when headless).
public struct Listing8_4: Demo {
    public init() {}
    public var id: String { "8.4" }
    public var title: String { "Animated clock with KVC-tagged animations" }
    public var hint: String { "Each second the hands turn for 0.5 s; the animation's \"handView\" tag names the hand" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let controller = Controller(clock: Chapter08.ClockLayers(in: container, environment: environment),
                                    environment: environment)
        controller.updateHands(animated: false)
        environment.scheduleTimer(withTimeInterval: 1, repeats: true) { _ in controller.updateHands(animated: true) }
    }

    final class Controller: Chapter08.ClockController {
        override func setAngle(_ angle: CGFloat, forHand handView: CALayer, animated: Bool) {
            let transform = CATransform3DMakeRotation(angle, 0, 0, 1)
            guard animated else {
                Chapter08.withoutActions { handView.transform = transform }
                return
            }
            let animation = CABasicAnimation()
            animation.keyPath = "transform"
            animation.toValue = transform
            animation.duration = 0.5
            animation.delegate = self
            animation.setValue(handView, forKey: "handView")
            handView.add(animation, forKey: nil)
        }

        override func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            // Set the final position of the hand view.
            guard let handView = anim.value(forKey: "handView") as? CALayer,
                  let transform = (anim as? CABasicAnimation)?.toValue as? CATransform3D else { return }
            Chapter08.withoutActions { handView.transform = transform }
        }
    }
}
