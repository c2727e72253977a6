/// Listing 6.1: a stick figure drawn by a `CAShapeLayer` (CATALOG.md 6.1).
///
/// One `UIBezierPath` with four subpaths (head, body and left leg, right leg, arms), stroked
/// red 5 points wide with round joins and caps and no fill. The shape layer keeps its default
/// zero-sized frame at the container's origin: the path is in container coordinates and is
/// drawn outside the layer's (empty) bounds, since a shape layer is not clipped.
public struct Listing6_1: Demo {
    /// The demo.
    public init() {}
    /// "6.1".
    public var id: String { "6.1" }
    /// The listing's title.
    public var title: String { "Stick figure with CAShapeLayer" }
    /// What to try.
    public var hint: String { "A red stick man drawn by one path of four subpaths, with round joins and caps" }
    /// 300 x 300 points: the book's figure spans (97.5, 72.5) to (202.5, 227.5), so this
    /// stage has it in the middle (the path is the book's, in container points).
    public var contentSize: CGSize { CGSize(width: 300, height: 300) }

    /// The book's path: head, body and left leg (one subpath, so the hip is a round join),
    /// right leg, arms (container points).
    public static var stickFigure: UIBezierPath {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 175, y: 100))
        path.addArc(withCenter: CGPoint(x: 150, y: 100), radius: 25, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        path.move(to: CGPoint(x: 150, y: 125))
        path.addLine(to: CGPoint(x: 150, y: 175))
        path.addLine(to: CGPoint(x: 125, y: 225))
        path.move(to: CGPoint(x: 150, y: 175))
        path.addLine(to: CGPoint(x: 175, y: 225))
        path.move(to: CGPoint(x: 100, y: 150))
        path.addLine(to: CGPoint(x: 200, y: 150))
        return path
    }

    /// Adds the shape layer with the stick figure to `container`.
    public func build(in container: CALayer, environment: DemoEnvironment) {
        // Create the shape layer.
        let shapeLayer = CAShapeLayer()
        shapeLayer.name = "stickFigure"
        shapeLayer.strokeColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        shapeLayer.fillColor = CGColor.clear
        shapeLayer.lineWidth = 5
        shapeLayer.lineJoin = .round
        shapeLayer.lineCap = .round
        shapeLayer.path = Self.stickFigure.cgPath
        // Add it to our view.
        container.addSublayer(shapeLayer)
    }
}

/// Listing 6.1a: a rectangle with three rounded corners, from
/// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` (CATALOG.md 6.1a).
///
/// The rectangle (50, 50, 100, 100) has its top-right, bottom-right and bottom-left corners
/// rounded with 20 x 20 radii; the top-left stays square. The book gives only the path; here
/// a shape layer fills it red.
public struct Listing6_1a: Demo {
    /// The demo.
    public init() {}
    /// "6.1a".
    public var id: String { "6.1a" }
    /// The listing's title.
    public var title: String { "Rounded rect with selected corners" }
    /// What to try.
    public var hint: String { "Three corners rounded (20 x 20), the top-left one square" }
    /// 200 x 200 points: the book's rectangle (50, 50, 100, 100) in the middle.
    public var contentSize: CGSize { CGSize(width: 200, height: 200) }

    /// The book's rectangle, container points.
    public static let rect = CGRect(x: 50, y: 50, width: 100, height: 100)

    /// Adds a shape layer filling the rounded rectangle red.
    public func build(in container: CALayer, environment: DemoEnvironment) {
        // Define the path parameters.
        let radii = CGSize(width: 20, height: 20)
        let corners: UIRectCorner = [.topRight, .bottomRight, .bottomLeft]
        // Create the path.
        let path = UIBezierPath(roundedRect: Self.rect, byRoundingCorners: corners, cornerRadii: radii)
        let shapeLayer = CAShapeLayer()
        shapeLayer.name = "roundedRect"
        shapeLayer.fillColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        shapeLayer.path = path.cgPath
        container.addSublayer(shapeLayer)
    }
}
