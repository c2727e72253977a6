/// Listing 4.7: group opacity through `shouldRasterize` (CATALOG.md 4.7, Figs 4.20 and 4.21).
///
/// Each "button" is a white 150 x 50 layer with corner radius 10 holding a label at
/// (20, 10, 110, 30) reading "Hello World", centred, on an opaque white background as labels
/// had in iOS 6. UIButton and UILabel become a plain layer and DemoKit's `Label`. The
/// listing adds an opaque button at centre (50, 150) and a translucent one (alpha 0.5) at
/// (250, 150) of a container view, and flattens the translucent one with `shouldRasterize`
/// and `rasterizationScale` = the screen scale, so it is uniformly half-transparent
/// (Fig 4.21).
///
/// The book targets iOS 6, where opacity applied to each layer separately: without
/// rasterization the label's white is blended over the button's half-transparent white and
/// looks lighter (75% against 50% coverage, Fig 4.20). LayerKit, like iOS 7 and later,
/// defaults `allowsGroupOpacity` to true, which alone would hide that artifact, so both
/// translucent buttons here set it to false, as iOS 6 behaved. The top row shows the book's
/// "before" (no rasterization, Fig 4.20), the bottom row the listing (rasterized, Fig 4.21).
public struct Listing4_7: Demo {
    public init() {}
    public var id: String { "4.7" }
    public var title: String { "Group opacity via shouldRasterize" }
    public var hint: String { "Top: alpha 0.5 per layer, the label looks lighter (iOS 6). Bottom: shouldRasterize flattens it first" }

    /// The container views' frames: the top row (without rasterization), then the listing's.
    public static let containerFrames = [CGRect(x: 50, y: -30, width: 300, height: 200),
                                         CGRect(x: 50, y: 140, width: 300, height: 200)]
    /// The label's frame in its button.
    public static let labelFrame = CGRect(x: 20, y: 10, width: 110, height: 30)

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let captions = ["iOS 6 look: alpha 0.5 layer by layer (Fig 4.20)",
                        "Listing 4.7: alpha 0.5 + shouldRasterize (Fig 4.21)"]
        for (row, frame) in Self.containerFrames.enumerated() {
            let caption = Label(text: captions[row], frame: CGRect(x: 10, y: frame.minY + 50, width: 380, height: 24),
                                fontSize: 13)
            caption.alignment = .center
            environment.add(caption)

            let containerView = CALayer()
            containerView.name = row == 0 ? "containerViewWithoutRasterization" : "containerView"
            containerView.frame = frame
            container.addSublayer(containerView)
            buildRow(in: containerView, rasterize: row == 1, environment: environment)
        }
    }

    /// The listing's `viewDidLoad` in `containerView`, with or without its rasterization lines.
    private func buildRow(in containerView: CALayer, rasterize: Bool, environment: DemoEnvironment) {
        // Create an opaque button.
        let button1 = customButton(environment: environment)
        button1.name = "button1"
        button1.position = CGPoint(x: 50, y: 150)
        containerView.addSublayer(button1)
        // Create a translucent button.
        let button2 = customButton(environment: environment)
        button2.name = "button2"
        button2.position = CGPoint(x: 250, y: 150)
        button2.opacity = 0.5
        // iOS 6 applied opacity layer by layer (see the type's documentation).
        button2.allowsGroupOpacity = false
        containerView.addSublayer(button2)
        if rasterize {
            // Enable rasterization for the translucent button.
            button2.shouldRasterize = true
            button2.rasterizationScale = environment.scale
        }
    }

    /// The listing's `customButton`: a white rounded 150 x 50 layer with a centred label.
    private func customButton(environment: DemoEnvironment) -> CALayer {
        let button = CALayer()
        button.bounds = CGRect(x: 0, y: 0, width: 150, height: 50)
        button.backgroundColor = CGColor(gray: 1, alpha: 1)
        button.cornerRadius = 10
        // Add a label.
        let label = Label(text: "Hello World", frame: Self.labelFrame)
        label.name = "label"
        label.alignment = .center
        // iOS 6 labels had an opaque white background.
        label.backgroundColor = CGColor(gray: 1, alpha: 1)
        environment.add(label, to: button)
        return button
    }
}
