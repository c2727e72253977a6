/// Listing 8.11: a `CATransition` crossfade of an image view (CATALOG.md 8.11).
///
/// The book's `UIImageView` is a 200 x 200 layer showing its image aspect-fit. "Switch Image"
/// adds a fade transition to the layer (transitions always sit under the key "transition";
/// one per layer) and then changes `contents` to the next image, Anchor → Cone → Igloo →
/// Spaceship → Anchor. The change is made with actions disabled, as a view's layer would
/// make it, so only the transition animates it: 0.25 s, the default duration.
public struct Listing8_11: Demo {
    public init() {}
    public var id: String { "8.11" }
    public var title: String { "CATransition crossfade of an image view" }
    public var hint: String { "Click Switch Image: the next picture fades in over 0.25 s" }

    /// The images in the order the button shows them.
    public static let imageNames: [AssetName] = [.anchor, .cone, .igloo, .ship]

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let images = Chapter08.imageViewImages(Self.imageNames, side: 200, scale: environment.scale)
        let imageView = Chapter08.addImageView(to: container, image: images[0], scale: environment.scale)
        var index = 0
        Chapter08.addButtons(["Switch Image"], in: container, environment: environment, actions: [{
            // Set up the crossfade transition.
            let transition = CATransition()
            transition.type = .fade
            // Apply the transition to the image view's layer.
            imageView.add(transition, forKey: nil)
            // Cycle to the next image.
            index = (index + 1) % images.count
            Chapter08.withoutActions { imageView.contents = images[index] }
        }])
    }
}

extension Chapter08 {
    /// The images of 8.11 and 8.13, each drawn crisp for a `side`-point aspect-fit view.
    static func imageViewImages(_ names: [AssetName], side: CGFloat, scale: CGFloat) -> [CGImage] {
        names.map { name in
            DemoAssets.image(name, scale: scale * side / max(name.size.width, name.size.height))
        }
    }

    /// The book's 200 x 200 image view: a layer showing `image` aspect-fit, centred where
    /// `layerView` would be, in `parent`.
    static func addImageView(to parent: CALayer, image: CGImage, scale: CGFloat,
                             center: CGPoint = layerViewCenter) -> CALayer {
        let imageView = CALayer()
        imageView.name = "imageView"
        imageView.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        imageView.position = center
        imageView.contentsGravity = .resizeAspect
        imageView.contents = image
        imageView.contentsScale = scale
        parent.addSublayer(imageView)
        return imageView
    }
}
