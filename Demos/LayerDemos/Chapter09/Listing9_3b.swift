import Foundation

/// Variant 9.3b: hierarchical time (CATALOG.md 9.3b; the book describes it in text only).
///
/// Two tracks hold a square each; the lower track layer has `speed` 2. Play gives both
/// squares the same 2 s animation of `position.x`; a layer's timing applies to everything
/// below it, so the lower one arrives in 1 s. Each stop callback logs the media time it
/// took. Both tracks sit in a "window" layer whose speed the segmented control sets (the
/// book's `window.layer.speed = 100` trick for UI tests); on a change the window's
/// `beginTime` and `timeOffset` are reset so its local time carries on from where it is
/// instead of jumping.
public struct Listing9_3b: Demo {
    public init() {}
    public var id: String { "9.3b" }
    public var title: String { "Hierarchical time: layer speed applies to its sublayers" }
    public var hint: String { "Click Play: the square in the speed-2 layer arrives in half the time; try the window speeds" }

    /// The window speeds offered.
    public static let windowSpeeds: [Float] = [0.5, 1, 2, 10]
    /// The track layers' speeds, top to bottom.
    public static let trackSpeeds: [Float] = [1, 2]

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let window = CALayer()
        window.name = "window"
        window.frame = Chapter08.containerViewFrame
        window.backgroundColor = CGColor(gray: 1, alpha: 1)
        container.addSublayer(window)
        var squares: [CALayer] = []
        for (i, speed) in Self.trackSpeeds.enumerated() {
            let track = CALayer()
            track.name = "track speed \(Self.label(speed))"
            track.frame = CGRect(x: 10, y: 50 + CGFloat(i) * 120, width: 280, height: 80)
            track.backgroundColor = CGColor(gray: 0.92, alpha: 1)
            track.speed = speed
            window.addSublayer(track)
            let caption = Label(text: "layer speed = \(Self.label(speed))", frame: CGRect(x: 6, y: 2, width: 200, height: 20),
                                fontSize: 13)
            environment.add(caption, to: track)
            let square = CALayer()
            square.name = "square \(i)"
            square.frame = CGRect(x: 10, y: 28, width: 44, height: 44)
            square.backgroundColor = i == 0 ? CGColor(red: 0.1, green: 0.45, blue: 0.9, alpha: 1)
                                            : CGColor(red: 0.9, green: 0.35, blue: 0.1, alpha: 1)
            track.addSublayer(square)
            squares.append(square)
        }
        let controller = Controller(squares: squares, environment: environment)
        Chapter09.addCaption("window", frame: CGRect(x: 20, y: Chapter08.buttonRowY - 2, width: 64, height: 32),
                             fontSize: 14, in: container, environment: environment)
        let speeds = SegmentedControl(items: Self.windowSpeeds.map { "×\(Self.label($0))" },
                                      frame: CGRect(x: 84, y: Chapter08.buttonRowY - 2, width: 196, height: 32),
                                      selectedSegmentIndex: 1)
        speeds.name = "windowSpeed"
        speeds.onValueChanged = { Self.setSpeed(Self.windowSpeeds[$0], of: window) }
        environment.add(speeds, to: container)
        let play = Button(title: "Play", frame: CGRect(x: 290, y: Chapter08.buttonRowY - 2, width: 90, height: 32)) {
            controller.play()
        }
        play.name = "Play"
        environment.add(play, to: container)
        controller.play()
    }

    /// Changes `layer`'s speed without a jump in its local time: its current local time
    /// becomes the `timeOffset` from now (`beginTime`) on.
    static func setSpeed(_ speed: Float, of layer: CALayer) {
        let now = CACurrentMediaTime()
        let local = layer.convertTime(now, from: nil)
        layer.beginTime = layer.superlayer?.convertTime(now, from: nil) ?? now
        layer.timeOffset = local
        layer.speed = speed
    }

    static func label(_ speed: Float) -> String { String(format: "%g", speed) }

    final class Controller: NSObject, CAAnimationDelegate {
        let squares: [CALayer]
        weak var environment: DemoEnvironment?
        private var started: CFTimeInterval = 0

        init(squares: [CALayer], environment: DemoEnvironment) {
            self.squares = squares
            self.environment = environment
        }

        func play() {
            started = CACurrentMediaTime()
            for (i, square) in squares.enumerated() {
                let animation = CABasicAnimation(keyPath: "position.x")
                animation.fromValue = 32
                animation.toValue = 248
                animation.duration = 2
                animation.delegate = self
                animation.setValue(i, forKey: "row")
                square.add(animation, forKey: "move")
            }
        }

        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            guard flag, let row = anim.value(forKey: "row") as? Int else { return }
            let took = CACurrentMediaTime() - started
            environment?.log(String(format: "layer speed %@: done after %.2f s", Listing9_3b.label(Listing9_3b.trackSpeeds[row]), took))
        }
    }
}
