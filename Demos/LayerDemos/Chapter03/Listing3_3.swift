/// Listing 3.3: `zPosition` changes the drawing order (CATALOG.md 3.3, Figs 3.8 and 3.9).
///
/// Two overlapping views: the green one comes first among the subviews, so it would be
/// drawn under the red one; setting its layer's `zPosition` to 1 brings it in front. The
/// book sizes the views in Interface Builder; here they are 160 x 160 point squares
/// overlapping in an 80 x 80 point square.
public struct Listing3_3: Demo {
    public init() {}
    public var id: String { "3.3" }
    public var title: String { "zPosition changes drawing order" }
    public var hint: String { "The green view is first in the sublayers (drawn below) but zPosition 1 draws it in front of the red" }

    /// The green view's frame.
    public static let greenFrame = CGRect(x: 80, y: 80, width: 160, height: 160)
    /// The red view's frame.
    public static let redFrame = CGRect(x: 160, y: 160, width: 160, height: 160)

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let greenView = CALayer()
        greenView.name = "greenView"
        greenView.frame = Self.greenFrame
        greenView.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        let redView = CALayer()
        redView.name = "redView"
        redView.frame = Self.redFrame
        redView.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        container.addSublayer(greenView)
        container.addSublayer(redView)

        // The listing: move the green view's zPosition nearer to the camera.
        greenView.zPosition = 1
    }
}
