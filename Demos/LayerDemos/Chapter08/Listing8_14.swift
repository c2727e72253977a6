/// Listing 8.14: a custom transition from a `render(in:)` snapshot (CATALOG.md 8.14).
///
/// "Perform Transition" draws the demo's root layer tree into an opaque bitmap `CGContext` at
/// the display scale with `CALayer.render(in:)` (the book's `renderInContext:`), puts the
/// image in a cover layer on top, and gives the root a new random background colour
/// underneath. The book's 1 s UIView animation (ease-in-ease-out) becomes what UIKit builds
/// from it: a `CAAnimationGroup` taking the cover from identity to scale 0.01 and rotation
/// π/2 and from opacity 1 to 0, with the model set to the end values (actions disabled), in a
/// `CATransaction` whose completion block removes the cover.
public struct Listing8_14: Demo {
    /// The colour sequence's seed.
    public let seed: UInt64
    public init(seed: UInt64 = Chapter08.RandomColors.defaultSeed) { self.seed = seed }
    public var id: String { "8.14" }
    public var title: String { "Custom transition via a render(in:) snapshot" }
    public var hint: String { "Click Perform Transition: the old screen shrinks and spins away over a new colour" }

    /// The root's colour before the first transition.
    public static let initialColor = CGColor(red: 0.55, green: 0.75, blue: 0.95, alpha: 1)

    public func build(in container: CALayer, environment: DemoEnvironment) {
        container.backgroundColor = Self.initialColor
        var colors = Chapter08.RandomColors(seed: seed)
        // The button lives in the container, so its action holds the container weakly (a UIKit
        // button's target is weak too).
        Chapter08.addButtons(["Perform Transition"], width: 180, in: container, environment: environment, actions: [{ [weak container] in
            guard let container, let coverImage = Self.snapshot(of: container, scale: environment.scale) else {
                environment.log("cannot make a snapshot context")
                return
            }
            // Insert the snapshot in front of everything, then change the colour underneath.
            let coverView = CALayer()
            coverView.name = "coverView"
            coverView.frame = container.bounds
            coverView.contents = coverImage
            coverView.contentsScale = environment.scale
            Chapter08.withoutActions {
                container.addSublayer(coverView)
                container.backgroundColor = colors.next()
            }
            Self.animateAway(coverView)
        }])
    }

    /// The tree under `layer` drawn into an opaque bitmap of its size at `scale`.
    public static func snapshot(of layer: CALayer, scale: CGFloat) -> CGImage? {
        let size = layer.bounds.size
        let info = CGImageAlphaInfo.noneSkipFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        guard let ctx = CGContext(data: nil, width: Int((size.width * scale).rounded(.up)),
                                  height: Int((size.height * scale).rounded(.up)), bitsPerComponent: 8,
                                  bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info) else { return nil }
        ctx.scaleBy(x: scale, y: scale)
        layer.render(in: ctx)
        return ctx.makeImage()
    }

    /// The book's animation block: 1 s, ease-in-ease-out, scale 0.01 and a quarter turn while
    /// fading out; the cover is removed on completion.
    static func animateAway(_ coverView: CALayer) {
        let end = CATransform3DRotate(CATransform3DMakeScale(0.01, 0.01, 1), .pi / 2, 0, 0, 1)
        let transform = CABasicAnimation(keyPath: "transform")
        transform.fromValue = CATransform3DIdentity
        transform.toValue = end
        let opacity = CABasicAnimation(keyPath: "opacity")
        opacity.fromValue = 1 as Float
        opacity.toValue = 0 as Float
        let group = CAAnimationGroup()
        group.animations = [transform, opacity]
        group.duration = 1.0
        group.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        CATransaction.begin()
        CATransaction.setCompletionBlock { coverView.removeFromSuperlayer() }
        CATransaction.setDisableActions(true)
        coverView.transform = end
        coverView.opacity = 0
        coverView.add(group, forKey: "transition")
        CATransaction.commit()
    }
}
