/// The scene of listings 4.1 to 4.3 (CATALOG.md 4.1): two white 160 x 160 point views side
/// by side, each with a red 100 x 100 subview at (-30, -30) that pokes out past its top-left
/// corner. The book sets these sizes in Interface Builder; they are the ones measured from
/// Fig 4.2.
public struct RoundedViewsScene {
    /// The left view (never clips).
    public let layerView1: CALayer
    /// The right view (clips in every listing of the scene).
    public let layerView2: CALayer
    /// The clear view that holds `layerView2` in listing 4.3 and carries its shadow; nil in
    /// 4.1 and 4.2.
    public let shadowView: CALayer?

    /// `layerView1`'s frame in the container.
    public static let frame1 = CGRect(x: 40, y: 120, width: 160, height: 160)
    /// `layerView2`'s frame in the container (or `shadowView`'s, when there is one).
    public static let frame2 = CGRect(x: 220, y: 120, width: 160, height: 160)
    /// Each red subview's frame in its white view.
    public static let redFrame = CGRect(x: -30, y: -30, width: 100, height: 100)

    /// Builds the scene in `container`; with `shadowView`, `layerView2` sits inside a clear
    /// view of the same frame, as in listing 4.3.
    init(in container: CALayer, shadowView wantsShadowView: Bool) {
        layerView1 = Self.whiteView("layerView1", frame: Self.frame1)
        container.addSublayer(layerView1)
        if wantsShadowView {
            let wrapper = CALayer()
            wrapper.name = "shadowView"
            wrapper.frame = Self.frame2
            container.addSublayer(wrapper)
            layerView2 = Self.whiteView("layerView2", frame: wrapper.bounds)
            wrapper.addSublayer(layerView2)
            shadowView = wrapper
        } else {
            layerView2 = Self.whiteView("layerView2", frame: Self.frame2)
            container.addSublayer(layerView2)
            shadowView = nil
        }
    }

    private static func whiteView(_ name: String, frame: CGRect) -> CALayer {
        let view = CALayer()
        view.name = name
        view.frame = frame
        view.backgroundColor = CGColor(gray: 1, alpha: 1)
        let red = CALayer()
        red.name = "\(name).red"
        red.frame = redFrame
        red.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        view.addSublayer(red)
        return view
    }
}

/// Listing 4.1: `cornerRadius` with and without `masksToBounds` (CATALOG.md 4.1, Fig 4.2).
///
/// Both white views get a corner radius of 20; only the right one masks to its bounds. The
/// radius rounds the background only: on the left the red subview still sticks out past
/// the corner, on the right it is trimmed to the rounded outline.
public struct Listing4_1: Demo {
    public init() {}
    public var id: String { "4.1" }
    public var title: String { "cornerRadius with and without masksToBounds" }
    public var hint: String { "cornerRadius 20 on both; only the right view masks to bounds, trimming the red square to the curve" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let scene = RoundedViewsScene(in: container, shadowView: false)
        // Set the corner radius on our layers.
        scene.layerView1.cornerRadius = 20
        scene.layerView2.cornerRadius = 20
        // Enable clipping on the second layer.
        scene.layerView2.masksToBounds = true
    }
}

/// Listing 4.2: borders (CATALOG.md 4.2, Fig 4.4). The views of 4.1 get a 5-point border, in
/// the default colour, opaque black. It is drawn inside the bounds, follows the corner radius,
/// lies over the contents and sublayers (the red square on the left), and ignores sublayers
/// outside the bounds.
public struct Listing4_2: Demo {
    public init() {}
    public var id: String { "4.2" }
    public var title: String { "Borders" }
    public var hint: String { "borderWidth 5: drawn inside the bounds, over the red subview, following the rounded corners" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let scene = RoundedViewsScene(in: container, shadowView: false)
        scene.layerView1.cornerRadius = 20
        scene.layerView2.cornerRadius = 20
        // Add a border to our layers.
        scene.layerView1.borderWidth = 5
        scene.layerView2.borderWidth = 5
        scene.layerView2.masksToBounds = true
    }
}

/// Listing 4.3: drop shadows, and the workaround for a clipped layer's shadow (CATALOG.md 4.3,
/// Figs 4.7 and 4.10).
///
/// Shadow opacity 0.5, offset (0, 5) and radius 5 on the left view and on `shadowView`, a
/// clear view that holds the right view. The shadow follows the alpha of the contents and
/// sublayers, so the left one includes the red square's silhouette. `masksToBounds` would
/// clip the right view's own shadow, so the unclipped wrapper draws it instead, shaped by
/// the clipped view inside it.
public struct Listing4_3: Demo {
    public init() {}
    public var id: String { "4.3" }
    public var title: String { "Drop shadows and the shadow-clipping workaround" }
    public var hint: String { "Shadows follow the layer's alpha (left: with the red square); the clipped right view's shadow comes from a wrapper" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let scene = RoundedViewsScene(in: container, shadowView: true)
        let shadowView = scene.shadowView!
        scene.layerView1.cornerRadius = 20
        scene.layerView2.cornerRadius = 20
        scene.layerView1.borderWidth = 5
        scene.layerView2.borderWidth = 5
        // Add a shadow to layerView1.
        scene.layerView1.shadowOpacity = 0.5
        scene.layerView1.shadowOffset = CGSize(width: 0, height: 5)
        scene.layerView1.shadowRadius = 5
        // Add the same shadow to the shadowView (not layerView2).
        shadowView.shadowOpacity = 0.5
        shadowView.shadowOffset = CGSize(width: 0, height: 5)
        shadowView.shadowRadius = 5
        // Enable clipping on the second layer.
        scene.layerView2.masksToBounds = true
    }
}
