/// LayerKit's own shape demo (not in the book): a signature written by animating a shape
/// layer's `strokeEnd` from 0 to 1.
///
/// The signature is one path of cubic curves, stroked dark blue 4 points wide with round caps
/// and joins and no fill. A linear 3-second `strokeEnd` animation repeats forever, so the pen
/// moves at constant speed along the path's length (strokeEnd trims by length).
public struct ListingSignature: Demo {
    /// The demo.
    public init() {}
    /// "6.1x": a LayerKit extra placed after the book's 6.1.
    public var id: String { "6.1x" }
    /// The demo's title.
    public var title: String { "LayerKit: a signature drawn with strokeEnd" }
    /// What to try.
    public var hint: String { "The pen writes the signature in 3 s at constant speed, again and again" }

    /// How long one writing of the signature takes, seconds.
    public static let duration: CFTimeInterval = 3

    /// The signature: loops and strokes of cubic curves (container points).
    public static var signature: CGPath {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 50, y: 260))
        p.addCurve(to: CGPoint(x: 100, y: 110), control1: CGPoint(x: 70, y: 200), control2: CGPoint(x: 80, y: 110))
        p.addCurve(to: CGPoint(x: 95, y: 250), control1: CGPoint(x: 125, y: 110), control2: CGPoint(x: 90, y: 200))
        p.addCurve(to: CGPoint(x: 160, y: 200), control1: CGPoint(x: 100, y: 290), control2: CGPoint(x: 140, y: 240))
        p.addCurve(to: CGPoint(x: 190, y: 170), control1: CGPoint(x: 175, y: 170), control2: CGPoint(x: 165, y: 150))
        p.addCurve(to: CGPoint(x: 210, y: 240), control1: CGPoint(x: 215, y: 190), control2: CGPoint(x: 185, y: 240))
        p.addCurve(to: CGPoint(x: 250, y: 160), control1: CGPoint(x: 240, y: 240), control2: CGPoint(x: 230, y: 150))
        p.addCurve(to: CGPoint(x: 280, y: 230), control1: CGPoint(x: 270, y: 170), control2: CGPoint(x: 250, y: 230))
        p.addCurve(to: CGPoint(x: 350, y: 180), control1: CGPoint(x: 310, y: 230), control2: CGPoint(x: 330, y: 190))
        // The underline, a second subpath.
        p.move(to: CGPoint(x: 70, y: 300))
        p.addCurve(to: CGPoint(x: 340, y: 285), control1: CGPoint(x: 160, y: 310), control2: CGPoint(x: 260, y: 280))
        return p
    }

    /// Adds the signature layer and starts the repeating writing animation.
    public func build(in container: CALayer, environment: DemoEnvironment) {
        let shapeLayer = CAShapeLayer()
        shapeLayer.name = "signature"
        shapeLayer.path = Self.signature
        shapeLayer.fillColor = nil
        shapeLayer.strokeColor = CGColor(red: 0.1, green: 0.15, blue: 0.5, alpha: 1)
        shapeLayer.lineWidth = 4
        shapeLayer.lineCap = .round
        shapeLayer.lineJoin = .round
        container.addSublayer(shapeLayer)

        let write = CABasicAnimation(keyPath: "strokeEnd")
        write.fromValue = CGFloat(0)
        write.toValue = CGFloat(1)
        write.duration = Self.duration
        write.timingFunction = CAMediaTimingFunction(name: .linear)
        write.repeatCount = .infinity
        shapeLayer.add(write, forKey: "write")
    }
}
