import Foundation

/// Listing 8.15: starting and stopping a named animation (CATALOG.md 8.15).
///
/// "Start" adds the 8.9 rotation (`transform.rotation` by 2π over 2 s) under the key
/// "rotateAnimation" with the controller as delegate; "Stop" removes it by that key. The
/// delegate shows `The animation stopped (finished: YES/NO)` in the status line, where the
/// book logs it: NO when stopped early, YES when it ran to the end.
public struct Listing8_15: Demo {
    public init() {}
    public var id: String { "8.15" }
    public var title: String { "Start and stop a named animation" }
    public var hint: String { "Start spins the ship for 2 s; Stop removes it early (see the status line)" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let containerView = Chapter08.addContainerView(to: container)
        let shipLayer = Chapter08.addShip(to: containerView, size: 128, position: CGPoint(x: 150, y: 150),
                                          environment: environment)
        let controller = Controller(shipLayer: shipLayer, environment: environment)
        Chapter08.addButtons(["Start", "Stop"], width: 120, in: container, environment: environment,
                             actions: [{ controller.start() }, { controller.stop() }])
    }

    final class Controller: NSObject, CAAnimationDelegate {
        let shipLayer: CALayer
        weak var environment: DemoEnvironment?

        init(shipLayer: CALayer, environment: DemoEnvironment) {
            self.shipLayer = shipLayer
            self.environment = environment
        }

        func start() {
            let animation = CABasicAnimation()
            animation.keyPath = "transform.rotation"
            animation.duration = 2.0
            animation.byValue = 2 * CGFloat.pi
            animation.delegate = self
            shipLayer.add(animation, forKey: "rotateAnimation")
        }

        func stop() {
            shipLayer.removeAnimation(forKey: "rotateAnimation")
        }

        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            environment?.log("The animation stopped (finished: \(flag ? "YES" : "NO"))")
        }
    }
}
