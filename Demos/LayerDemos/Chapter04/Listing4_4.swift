/// Listing 4.4: `shadowPath` (CATALOG.md 4.4, Fig 4.11).
///
/// Two image views show the cone (transparent background) with shadow opacity 0.5 and the
/// other shadow settings at their defaults (offset (0, -3), radius 3, black). The shadow's
/// shape comes from `shadowPath`, not from the cone's alpha: a rectangle of the bounds on the
/// left, the ellipse inscribed in the bounds on the right.
public struct Listing4_4: Demo {
    public init() {}
    public var id: String { "4.4" }
    public var title: String { "shadowPath" }
    public var hint: String { "The shadows ignore the cone's shape: shadowPath is a square on the left and a circle on the right" }

    /// `layerView1`'s frame in the container.
    public static let frame1 = CGRect(x: 30, y: 120, width: 160, height: 160)
    /// `layerView2`'s frame in the container.
    public static let frame2 = CGRect(x: 210, y: 120, width: 160, height: 160)

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let cone = DemoAssets.image(.cone, scale: environment.scale)
        let views = [("layerView1", Self.frame1), ("layerView2", Self.frame2)].map { name, frame -> CALayer in
            let view = CALayer()
            view.name = name
            view.frame = frame
            view.contents = cone
            view.contentsScale = environment.scale
            container.addSublayer(view)
            return view
        }
        let (layerView1, layerView2) = (views[0], views[1])
        // Enable layer shadows.
        layerView1.shadowOpacity = 0.5
        layerView2.shadowOpacity = 0.5
        // Create a square shadow.
        let squarePath = CGMutablePath()
        squarePath.addRect(layerView1.bounds)
        layerView1.shadowPath = squarePath
        // Create a circular shadow.
        let circlePath = CGMutablePath()
        circlePath.addEllipse(in: layerView2.bounds)
        layerView2.shadowPath = circlePath
    }
}
