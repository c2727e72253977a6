import Foundation

/// Listing 9.1: a `duration` and `repeatCount` tester (CATALOG.md 9.1).
///
/// The 128 x 128 ship at (150, 150) spins with `transform.rotation` by 2π per play. The book
/// reads the duration and repeat count from two text fields; DemoKit has no text field, so
/// each is a `Chapter09.NumberField`: click it and type digits, "." and Backspace (Tab moves
/// to the other field, Enter starts, Esc drops the focus, the book's "hide keyboard"), or use
/// its − and + buttons. While the animation runs, the fields, their buttons and Start are
/// disabled and dimmed to 25% opacity; the stop callback enables them again. A duration or
/// count of 0 is passed on as it is, so Core Animation plays once for 0.25 s.
public struct Listing9_1: Demo {
    public init() {}
    public var id: String { "9.1" }
    public var title: String { "duration and repeatCount tester" }
    public var hint: String { "Type or step a duration and a repeat count (click a box, type digits), then Start" }
    public var contentSize: CGSize { CGSize(width: 400, height: 444) }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let containerView = Chapter08.addContainerView(to: container)
        let shipLayer = Chapter08.addShip(to: containerView, size: 128, position: CGPoint(x: 150, y: 150),
                                          environment: environment)
        Chapter09.addCaption("Duration", frame: CGRect(x: 60, y: 326, width: 100, height: 32), in: container,
                             environment: environment)
        Chapter09.addCaption("Repeat count", frame: CGRect(x: 60, y: 364, width: 100, height: 32), in: container,
                             environment: environment)
        let durationField = Chapter09.NumberField(name: "durationField", text: "1",
                                                  frame: CGRect(x: 170, y: 326, width: 80, height: 32),
                                                  step: 0.5, in: container, environment: environment)
        let repeatField = Chapter09.NumberField(name: "repeatField", text: "1",
                                                frame: CGRect(x: 170, y: 364, width: 80, height: 32),
                                                step: 0.5, in: container, environment: environment)
        let controller = Controller(shipLayer: shipLayer, durationField: durationField, repeatField: repeatField)
        let start = Button(title: "Start", frame: CGRect(x: 150, y: 402, width: 100, height: 34)) { controller.start() }
        start.name = "Start"
        environment.add(start, to: container)
        controller.startButton = start
        durationField.onFocusRequest = { controller.focus(durationField) }
        repeatField.onFocusRequest = { controller.focus(repeatField) }
        controller.focus(durationField)
        environment.onKey { controller.handle($0) }
    }

    /// The view controller: reads the fields, starts the spin, and re-enables the controls
    /// when it stops.
    final class Controller: NSObject, CAAnimationDelegate {
        let shipLayer: CALayer
        let durationField: Chapter09.NumberField
        let repeatField: Chapter09.NumberField
        var startButton: Button?
        private(set) var focused: Chapter09.NumberField?

        init(shipLayer: CALayer, durationField: Chapter09.NumberField, repeatField: Chapter09.NumberField) {
            self.shipLayer = shipLayer
            self.durationField = durationField
            self.repeatField = repeatField
        }

        func focus(_ field: Chapter09.NumberField?) {
            focused = field
            durationField.isFocused = field === durationField
            repeatField.isFocused = field === repeatField
        }

        /// Keys: typing goes to the focused field, Tab switches, Enter starts, Esc unfocuses.
        func handle(_ event: KeyEvent) -> Bool {
            guard startButton?.isEnabled ?? true else { return false }
            switch event.key {
            case .tab:
                focus(focused === durationField ? repeatField : durationField)
                return true
            case .enter:
                start()
                return true
            case .escape where focused != nil:
                focus(nil)
                return true
            default:
                return focused?.type(event) ?? false
            }
        }

        func setControlsEnabled(_ enabled: Bool) {
            durationField.isEnabled = enabled
            repeatField.isEnabled = enabled
            guard let startButton else { return }
            startButton.isEnabled = enabled
            Chapter08.withoutActions { startButton.opacity = enabled ? 1 : 0.25 }
        }

        func start() {
            guard startButton?.isEnabled ?? true else { return }
            let duration = durationField.value
            let repeatCount = Float(repeatField.value)
            // Animate the ship's rotation.
            let animation = CABasicAnimation()
            animation.keyPath = "transform.rotation"
            animation.duration = duration
            animation.repeatCount = repeatCount
            animation.byValue = 2 * CGFloat.pi
            animation.delegate = self
            shipLayer.add(animation, forKey: "rotateAnimation")
            setControlsEnabled(false)
        }

        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            setControlsEnabled(true)
        }
    }
}
