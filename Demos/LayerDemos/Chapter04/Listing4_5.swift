/// Listing 4.5: a layer `mask` (CATALOG.md 4.5, Fig 4.13).
///
/// An image view shows the igloo; its layer's mask is a layer with the view's bounds and the
/// cone as contents. Only the mask's alpha matters: the igloo shows where the cone is opaque,
/// fades where it is translucent, and the root background shows where it is transparent.
/// The image view is 160 x 160 points, the cone's own size, so the mask is drawn one to one.
public struct Listing4_5: Demo {
    public init() {}
    public var id: String { "4.5" }
    public var title: String { "Layer mask" }
    public var hint: String { "The igloo image masked by the cone's alpha: only a cone-shaped piece of igloo shows" }

    /// The image view's frame in the container.
    public static let imageViewFrame = CGRect(x: 120, y: 120, width: 160, height: 160)

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let imageView = CALayer()
        imageView.name = "imageView"
        imageView.frame = Self.imageViewFrame
        imageView.contents = DemoAssets.image(.igloo, scale: environment.scale)
        imageView.contentsScale = environment.scale
        container.addSublayer(imageView)

        // Create the mask layer.
        let maskLayer = CALayer()
        maskLayer.name = "maskLayer"
        maskLayer.frame = imageView.bounds
        let maskImage = DemoAssets.image(.cone, scale: environment.scale)
        maskLayer.contents = maskImage
        maskLayer.contentsScale = environment.scale
        // Apply the mask to the image layer.
        imageView.mask = maskLayer
    }
}
