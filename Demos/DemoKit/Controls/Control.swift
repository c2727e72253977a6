/// A control drawn with layers and driven by gesture recognizers: the base of `Button`,
/// `Slider`, `Switch`, `SegmentedControl` and `Label` (UIKit's controls rebuilt for demos).
///
/// A control is itself a layer: add it to the tree with `addSublayer` (or
/// `DemoEnvironment.add(_:to:)`, which also sets `textScale`) and set its `frame` in the
/// superlayer's points. Its parts are laid out whenever its bounds change. Callbacks run on
/// the main thread, from the host's input handling.
open class Control: CALayer {
    /// Whether the control reacts to input (dimmed to 40% opacity when false).
    public var isEnabled = true {
        didSet { withoutActions { opacity = isEnabled ? 1 : 0.4 } }
    }

    /// The `contentsScale` of the control's text (1 by default; use the display scale).
    public var textScale: CGFloat = 1 {
        didSet { for t in textLayers { t.contentsScale = textScale } }
    }

    /// Creates a control; subclasses add their parts and recognizers.
    public required init() { super.init() }

    /// Presentation copies carry no parts of their own.
    public required init(layer: Any) { super.init(layer: layer) }

    /// Decoding is not supported.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The text layers whose scale follows `textScale`.
    var textLayers: [CATextLayer] { [] }

    /// Positions the parts for the current bounds (called from `layoutSublayers`).
    func layoutParts() {}

    /// Drops the control's callbacks, so what they captured (often the demo's own layers,
    /// which hold the control) can be freed; a torn-down demo's controls call nothing.
    func releaseCallbacks() {}

    open override func layoutSublayers() {
        super.layoutSublayers()
        withoutActions { layoutParts() }
    }

    /// Runs `body` with implicit animations off.
    func withoutActions(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }

    /// A text layer in the controls' style: sans-serif, `size` points, `color`.
    static func makeText(_ string: String, size: CGFloat, color: CGColor, alignment: CATextLayerAlignmentMode = .center) -> CATextLayer {
        let t = CATextLayer()
        t.string = string
        t.font = "Sans"
        t.fontSize = size
        t.foregroundColor = color
        t.alignmentMode = alignment
        t.truncationMode = .end
        return t
    }

    /// `frame` for a single line of text of `fontSize` centred vertically in `rect`.
    static func lineFrame(in rect: CGRect, fontSize: CGFloat) -> CGRect {
        let h = (fontSize * 1.3).rounded(.up)
        return CGRect(x: rect.minX, y: (rect.midY - h / 2).rounded(), width: rect.width, height: h)
    }

    /// The controls' tint (UIKit's system blue).
    static let tint = CGColor(red: 0, green: 0.478, blue: 1, alpha: 1)
}
