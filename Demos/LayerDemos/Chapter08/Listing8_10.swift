/// Listing 8.10: a `CAAnimationGroup` of a path and a colour (CATALOG.md 8.10).
///
/// The 8.6 path (stroked by a `CAShapeLayer`, as in the book) and a
/// green 64 x 64 layer at (0, 150). A 4 s group holds a keyframe `position` animation along
/// the path with `rotationMode` auto and a basic `backgroundColor` animation to red; the
/// children leave their durations unset and so span the whole group. Click to replay.
public struct Listing8_10: Demo {
    public init() {}
    public var id: String { "8.10" }
    public var title: String { "CAAnimationGroup: path + colour" }
    public var hint: String { "The square follows the curve while turning from green to red; click to play again" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let containerView = Chapter08.addContainerView(to: container)
        Chapter08.addPathLayer(to: containerView)
        let colorLayer = CALayer()
        colorLayer.name = "colorLayer"
        colorLayer.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
        colorLayer.position = CGPoint(x: 0, y: 150)
        colorLayer.backgroundColor = Chapter08.green
        containerView.addSublayer(colorLayer)
        let play = {
            let animation1 = CAKeyframeAnimation()
            animation1.keyPath = "position"
            animation1.path = Chapter08.shipPath
            animation1.rotationMode = .rotateAuto
            let animation2 = CABasicAnimation()
            animation2.keyPath = "backgroundColor"
            animation2.toValue = Chapter08.red
            let groupAnimation = CAAnimationGroup()
            groupAnimation.animations = [animation1, animation2]
            groupAnimation.duration = 4.0
            colorLayer.add(groupAnimation, forKey: nil)
        }
        play()
        environment.addGestureRecognizer(TapGestureRecognizer { _ in play() }, to: containerView)
    }
}
