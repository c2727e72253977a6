/// Listing 8.5: a keyframe colour sequence (CATALOG.md 8.5).
///
/// "Change Color" adds a `CAKeyframeAnimation` of `backgroundColor` through blue, red, green
/// and back to blue over 2 s. Without `keyTimes` the four values sit at 0, ⅓, ⅔ and 1 of the
/// duration, linearly interpolated; the first and last values equal the model, so nothing
/// jumps when the animation ends.
public struct Listing8_5: Demo {
    public init() {}
    public var id: String { "8.5" }
    public var title: String { "Keyframe colour sequence" }
    public var hint: String { "Click Change Color: blue → red → green → blue over 2 s" }

    /// The keyframe values: blue, red, green, blue.
    public static let colors = [Chapter08.blue, Chapter08.red, Chapter08.green, Chapter08.blue]

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let layerView = Chapter08.addLayerView(to: container, environment: environment)
        let colorLayer = Chapter08.addColorLayer(to: layerView)
        Chapter08.addButtons(["Change Color"], in: container, environment: environment, actions: [{
            let animation = CAKeyframeAnimation()
            animation.keyPath = "backgroundColor"
            animation.duration = 2.0
            animation.values = Self.colors
            colorLayer.add(animation, forKey: nil)
        }])
    }
}
