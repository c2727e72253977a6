/// Listing 2.4: nine-slice stretching with `contentsCenter` (CATALOG.md 2.4).
///
/// Two views of different proportions, `button1` tall and narrow and `button2` wide and
/// short, show `Button.png` with `contentsCenter` (0.25, 0.25, 0.5, 0.5) and the default
/// `resize` gravity: the corners keep their size, the red sides stretch vertically, the blue
/// top and bottom horizontally and the green centre both ways. As in the book,
/// `contentsScale` stays 1, so the corners are a quarter of the bitmap's pixel size taken as
/// points (16 points for the 64 x 64 image at scale 1; twice that with a @2x bitmap).
public struct Listing2_4: Demo {
    public init() {}
    public var id: String { "2.4" }
    public var title: String { "Stretchable images via contentsCenter" }
    public var hint: String { "One 9-slice image on a tall and a wide view: corners keep their size, edges and centre stretch" }

    /// The unit rectangle that stretches.
    public static let contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
    /// `button1`'s frame: tall and narrow.
    public static let button1Frame = CGRect(x: 50, y: 60, width: 80, height: 280)
    /// `button2`'s frame: wide and short.
    public static let button2Frame = CGRect(x: 160, y: 160, width: 200, height: 80)

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let image = DemoAssets.image(.button, scale: environment.scale)
        for (name, frame) in [("button1", Self.button1Frame), ("button2", Self.button2Frame)] {
            let button = CALayer()
            button.name = name
            button.frame = frame
            container.addSublayer(button)
            Self.addStretchableImage(image, withContentCenter: Self.contentsCenter, to: button)
        }
    }

    /// The listing's `addStretchableImage:withContentCenter:toLayer:`.
    static func addStretchableImage(_ image: CGImage, withContentCenter rect: CGRect, to layer: CALayer) {
        layer.contents = image
        layer.contentsCenter = rect
    }
}
