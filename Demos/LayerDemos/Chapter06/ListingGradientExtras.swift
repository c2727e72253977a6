/// LayerKit's own gradient demo (not in the book): a band of light sweeping across an axial
/// gradient by animating its `locations`, over a radial and a conic gradient.
///
/// The top layer's colours are dark blue, white, dark blue; its locations go from
/// [0, 0.1, 0.2] to [0.8, 0.9, 1] and back in 2 s each way, forever, so the white band sweeps
/// left and right. Below, a radial gradient (white centre to dark blue) and a conic one
/// (red, yellow, green, blue, red around its centre) show the other two types.
public struct ListingGradientSweep: Demo {
    /// The demo.
    public init() {}
    /// "6.6x": a LayerKit extra placed after the book's 6.6.
    public var id: String { "6.6x" }
    /// The demo's title.
    public var title: String { "LayerKit: moving gradient locations; radial and conic gradients" }
    /// What to try.
    public var hint: String { "The white band sweeps as the locations animate; below, the radial and conic types" }

    /// One sweep across, seconds.
    public static let sweepDuration: CFTimeInterval = 2

    static let navy = CGColor(red: 0.05, green: 0.1, blue: 0.35, alpha: 1)

    /// Adds the three gradient layers and starts the sweep.
    public func build(in container: CALayer, environment: DemoEnvironment) {
        let band = CAGradientLayer()
        band.name = "band"
        band.frame = CGRect(x: 20, y: 20, width: 360, height: 160)
        band.colors = [Self.navy, CGColor(gray: 1, alpha: 1), Self.navy]
        band.locations = [0, 0.1, 0.2]
        band.startPoint = CGPoint(x: 0, y: 0.5)
        band.endPoint = CGPoint(x: 1, y: 0.5)
        container.addSublayer(band)

        let sweep = CABasicAnimation(keyPath: "locations")
        sweep.fromValue = [0, 0.1, 0.2] as [NSNumber]
        sweep.toValue = [0.8, 0.9, 1] as [NSNumber]
        sweep.duration = Self.sweepDuration
        sweep.autoreverses = true
        sweep.repeatCount = .infinity
        sweep.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        band.add(sweep, forKey: "sweep")

        let radial = CAGradientLayer()
        radial.name = "radial"
        radial.type = .radial
        radial.frame = CGRect(x: 20, y: 200, width: 170, height: 170)
        radial.colors = [CGColor(gray: 1, alpha: 1), Self.navy]
        radial.startPoint = CGPoint(x: 0.5, y: 0.5)
        radial.endPoint = CGPoint(x: 1, y: 1)
        container.addSublayer(radial)

        let conic = CAGradientLayer()
        conic.name = "conic"
        conic.type = .conic
        conic.frame = CGRect(x: 210, y: 200, width: 170, height: 170)
        conic.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 1, green: 1, blue: 0, alpha: 1),
                        CGColor(red: 0, green: 1, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1),
                        CGColor(red: 1, green: 0, blue: 0, alpha: 1)]
        conic.startPoint = CGPoint(x: 0.5, y: 0.5)
        conic.endPoint = CGPoint(x: 1, y: 0.5)
        conic.cornerRadius = 85
        conic.masksToBounds = true
        container.addSublayer(conic)
    }
}
