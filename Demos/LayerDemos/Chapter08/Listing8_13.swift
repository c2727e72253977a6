/// Listing 8.13: UIKit's "flip from left" transition, rebuilt with layers (CATALOG.md 8.13).
///
/// UIKit's `transition(with:duration:options:animations:)` has no Core Animation type; as
/// CATALOG.md directs, the flip is a perspective rotation about y: 0 → π/2 (ease in) over the
/// first 0.5 s, the image swapped when the view is edge-on, then −π/2 → 0 (ease out) over the
/// second 0.5 s, with the left edge swinging towards the viewer. The three parts run in one
/// 1 s `CAAnimationGroup`; the swap is a discrete keyframe animation of `contents` at 0.5,
/// and the model takes the new image at once (actions disabled). The perspective (m34
/// −1/500) is the holder's `sublayerTransform`. Images cycle as in 8.11.
public struct Listing8_13: Demo {
    public init() {}
    public var id: String { "8.13" }
    public var title: String { "Flip from left (UIKit transition, rebuilt)" }
    public var hint: String { "Click Switch Image: the picture flips over from the left in 1 s" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let holder = CALayer()
        holder.name = "perspective"
        holder.frame = container.bounds
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        holder.sublayerTransform = perspective
        container.addSublayer(holder)
        let images = Chapter08.imageViewImages(Listing8_11.imageNames, side: 200, scale: environment.scale)
        let imageView = Chapter08.addImageView(to: holder, image: images[0], scale: environment.scale)
        var index = 0
        Chapter08.addButtons(["Switch Image"], in: container, environment: environment, actions: [{
            let old = images[index]
            index = (index + 1) % images.count
            Self.flipFromLeft(imageView, from: old, to: images[index], duration: 1.0)
        }])
    }

    /// Flips `layer` over from the left in `duration` seconds, showing `newImage` from the
    /// half-way point on.
    static func flipFromLeft(_ layer: CALayer, from oldImage: CGImage, to newImage: CGImage, duration: CFTimeInterval) {
        let half = duration / 2
        let away = CABasicAnimation(keyPath: "transform.rotation.y")
        away.fromValue = 0
        away.toValue = CGFloat.pi / 2
        away.duration = half
        away.timingFunction = CAMediaTimingFunction(name: .easeIn)
        let back = CABasicAnimation(keyPath: "transform.rotation.y")
        back.fromValue = -CGFloat.pi / 2
        back.toValue = 0
        back.beginTime = half
        back.duration = half
        back.timingFunction = CAMediaTimingFunction(name: .easeOut)
        let swap = CAKeyframeAnimation(keyPath: "contents")
        swap.calculationMode = .discrete
        swap.values = [oldImage, newImage]
        swap.keyTimes = [0, 0.5, 1]
        let flip = CAAnimationGroup()
        flip.animations = [away, back, swap]
        flip.duration = duration
        Chapter08.withoutActions { layer.contents = newImage }
        layer.add(flip, forKey: "flip")
    }
}
