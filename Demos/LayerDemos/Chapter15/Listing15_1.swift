/// Listing 15.1: a rounded rectangle drawn by a `CAShapeLayer`, with no offscreen pass
/// (CATALOG.md 15.1).
///
/// Rounding a layer's corners with `cornerRadius` and `masksToBounds` clips its sublayers,
/// which costs an offscreen pass on Apple; a shape layer filling a rounded-rect path draws the
/// same blue shape directly. Frame (50, 50, 100, 100), path (0, 0, 100, 100) with radius 20.
public struct Listing15_1: Demo {
    public init() {}
    public var id: String { "15.1" }
    public var title: String { "Rounded corners with CAShapeLayer: no offscreen pass" }
    public var hint: String { "A blue rounded square drawn by a path instead of cornerRadius + masksToBounds" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        // Create shape layer.
        let blueLayer = CAShapeLayer()
        blueLayer.name = "blueLayer"
        blueLayer.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        blueLayer.fillColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        blueLayer.path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 20).cgPath
        // Add it to our view.
        container.addSublayer(blueLayer)
    }
}

/// Listing 15.2: a rounded rectangle from a stretchable image (CATALOG.md 15.2).
///
/// A plain layer shows Circle.png with `contentsCenter` (0.5, 0.5, 0, 0): only the image's
/// centre pixel stretches, so the four quarter-circles stay the image's size as corners and
/// the middle is the circle's flat colour; drawn as a 3 x 3 grid of quads, no offscreen pass.
public struct Listing15_2: Demo {
    public init() {}
    public var id: String { "15.2" }
    public var title: String { "Rounded corners with a stretchable image (contentsCenter)" }
    public var hint: String { "Circle.png stretched from its centre pixel: corners of radius 32, no offscreen pass" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        // Create layer.
        let blueLayer = CALayer()
        blueLayer.name = "blueLayer"
        blueLayer.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        blueLayer.contentsCenter = CGRect(x: 0.5, y: 0.5, width: 0, height: 0)
        blueLayer.contentsScale = environment.scale
        blueLayer.contents = environment.image(.circle)
        // Add it to our view.
        container.addSublayer(blueLayer)
    }
}
