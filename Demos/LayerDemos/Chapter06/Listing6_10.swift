/// Listing 6.10: a minimal scroll view from `CAScrollLayer` and a pan gesture (CATALOG.md 6.10).
///
/// The scroll layer masks to its bounds and shows content larger than itself; each pan
/// callback scrolls to `bounds.origin - translation` and resets the translation, so the
/// content follows the pointer exactly, with no limits, bounce or scroll bars.
public struct Listing6_10: Demo {
    /// The demo.
    public init() {}
    /// "6.10".
    public var id: String { "6.10" }
    /// The listing's title.
    public var title: String { "CAScrollLayer + pan gesture = minimal scroll view" }
    /// What to try.
    public var hint: String { "Drag inside the frame to scroll the content; there are no limits at the edges" }

    /// The scroll view's frame in the container.
    public static let scrollFrame = CGRect(x: 50, y: 50, width: 300, height: 300)
    /// How much larger than its 200 x 280 point asset size the snowman is shown.
    public static let contentMagnification: CGFloat = 2
    /// The content's size: the snowman at twice its size (400 x 560), larger than the scroll
    /// view in both directions.
    public static let contentSize = CGSize(width: AssetName.snowman.size.width * contentMagnification,
                                           height: AssetName.snowman.size.height * contentMagnification)

    /// Builds the masking scroll layer with the snowman inside and the pan that scrolls it.
    public func build(in container: CALayer, environment: DemoEnvironment) {
        let scrollLayer = CAScrollLayer()
        scrollLayer.name = "scrollView"
        scrollLayer.frame = Self.scrollFrame
        scrollLayer.masksToBounds = true
        scrollLayer.backgroundColor = CGColor(gray: 1, alpha: 1)
        container.addSublayer(scrollLayer)

        // The book's image view larger than the scroll view (Fig 6.11): the snowman, drawn at
        // twice its 200 x 280 point size so it exceeds the 300 x 300 scroll view both ways.
        let content = CALayer()
        content.name = "content"
        content.frame = CGRect(origin: .zero, size: Self.contentSize)
        content.contents = DemoAssets.image(.snowman, scale: Self.contentMagnification * environment.scale)
        content.contentsScale = environment.scale
        scrollLayer.addSublayer(content)

        let pan = PanGestureRecognizer.scrolling(scrollLayer)
        environment.addGestureRecognizer(pan, to: scrollLayer)
    }
}
