import Foundation

/// Listing 9.3: `timeOffset` and `speed` sliders (CATALOG.md 9.3).
///
/// The 8.7 path (stroked by a `CAShapeLayer`, as in the book) and the
/// 64 x 64 ship. "Play" adds a 1 s keyframe animation along the path (`rotationMode` auto,
/// `isRemovedOnCompletion` false, key "slide") with `timeOffset` and `speed` from the two
/// sliders: 0...1 s and 0...2 (the book gives no ranges; CATALOG.md's choice, matching
/// Fig 9.3). The labels show the values with two decimals. `timeOffset` skips ahead, is not
/// scaled by `speed`, and wraps around inside the active duration.
public struct Listing9_3: Demo {
    public init() {}
    public var id: String { "9.3" }
    public var title: String { "timeOffset and speed sliders" }
    public var hint: String { "Set the time offset and speed, then click Play" }
    public var contentSize: CGSize { CGSize(width: 400, height: 444) }

    /// The time offset slider's frame in the demo's root (0...1 s).
    public static let timeOffsetSliderFrame = CGRect(x: 150, y: 326, width: 180, height: 32)
    /// The speed slider's frame in the demo's root (0...2).
    public static let speedSliderFrame = CGRect(x: 150, y: 364, width: 180, height: 32)

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let containerView = Chapter08.addContainerView(to: container)
        Chapter08.addPathLayer(to: containerView)
        let shipLayer = Chapter08.addShip(to: containerView, position: CGPoint(x: 0, y: 150), environment: environment)
        Chapter09.addCaption("timeOffset", frame: CGRect(x: 50, y: 326, width: 96, height: 32), in: container,
                             environment: environment)
        Chapter09.addCaption("speed", frame: CGRect(x: 50, y: 364, width: 96, height: 32), in: container,
                             environment: environment)
        let timeOffsetLabel = Chapter09.addCaption("", frame: CGRect(x: 336, y: 326, width: 50, height: 32),
                                                   in: container, environment: environment)
        let speedLabel = Chapter09.addCaption("", frame: CGRect(x: 336, y: 364, width: 50, height: 32),
                                              in: container, environment: environment)
        timeOffsetLabel.name = "timeOffsetLabel"
        speedLabel.name = "speedLabel"
        let timeOffsetSlider = Slider(frame: Self.timeOffsetSliderFrame, value: 0, range: 0...1)
        let speedSlider = Slider(frame: Self.speedSliderFrame, value: 1, range: 0...2)
        timeOffsetSlider.name = "timeOffsetSlider"
        speedSlider.name = "speedSlider"
        let updateSliders = {
            timeOffsetLabel.text = Self.format(timeOffsetSlider.value)
            speedLabel.text = Self.format(speedSlider.value)
        }
        timeOffsetSlider.onValueChanged = { _ in updateSliders() }
        speedSlider.onValueChanged = { _ in updateSliders() }
        environment.add(timeOffsetSlider, to: container)
        environment.add(speedSlider, to: container)
        updateSliders()
        let play = Button(title: "Play", frame: CGRect(x: 150, y: 402, width: 100, height: 34)) {
            // Configure the keyframe animation.
            let animation = CAKeyframeAnimation()
            animation.keyPath = "position"
            animation.timeOffset = CFTimeInterval(timeOffsetSlider.value)
            animation.speed = speedSlider.value
            animation.duration = 1.0
            animation.path = Chapter08.shipPath
            animation.rotationMode = .rotateAuto
            animation.isRemovedOnCompletion = false
            shipLayer.add(animation, forKey: "slide")
        }
        play.name = "Play"
        environment.add(play, to: container)
    }

    /// A slider value as the labels show it: two decimals ("0.50").
    public static func format(_ value: Float) -> String { String(format: "%0.2f", value) }
}
