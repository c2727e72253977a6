/// A push button: a rounded white rectangle with a centred title that calls `action` when
/// clicked (UIKit's `UIButton` with a `.touchUpInside` action).
public final class Button: Control {
    /// The title shown.
    public var title: String {
        didSet { titleLayer.string = title }
    }
    /// Called when the button is clicked (a tap inside it).
    public var action: (() -> Void)?

    private let titleLayer: CATextLayer
    /// The title's font size, points.
    public var fontSize: CGFloat = 15 {
        didSet { titleLayer.fontSize = fontSize; setNeedsLayout() }
    }

    /// A button titled `title` at `frame` (superlayer points) that calls `action` on a click.
    public init(title: String, frame: CGRect = .zero, action: (() -> Void)? = nil) {
        self.title = title
        self.action = action
        titleLayer = Control.makeText(title, size: 15, color: Control.tint)
        super.init()
        self.frame = frame
        backgroundColor = CGColor(gray: 1, alpha: 1)
        cornerRadius = 8
        borderWidth = 1
        borderColor = CGColor(gray: 0.6, alpha: 1)
        addSublayer(titleLayer)
        addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.clicked() })
    }

    /// A presentation copy (carries no parts or recognizers of its own).
    public required init(layer: Any) {
        title = (layer as? Button)?.title ?? ""
        titleLayer = CATextLayer()
        super.init(layer: layer)
    }

    /// Decoding is not supported: always nil.
    public required init?(coder: NSCoder) { nil }

    /// An untitled button with no action (what a layer class made from its type gets).
    public required convenience init() { self.init(title: "") }

    override func releaseCallbacks() { action = nil }

    override var textLayers: [CATextLayer] { [titleLayer] }

    override func layoutParts() {
        titleLayer.frame = Control.lineFrame(in: bounds.insetBy(dx: 4, dy: 0), fontSize: fontSize)
    }

    /// Simulates a click: flashes the button and calls `action` (when enabled).
    public func sendAction() { clicked() }

    private func clicked() {
        guard isEnabled else { return }
        let flash = CABasicAnimation(keyPath: "backgroundColor")
        flash.fromValue = CGColor(red: 0.8, green: 0.88, blue: 1, alpha: 1)
        flash.toValue = CGColor(gray: 1, alpha: 1)
        flash.duration = 0.3
        add(flash, forKey: "flash")
        action?()
    }
}

/// A line of text (UIKit's `UILabel`), drawn by a `CATextLayer` filling the bounds: one line
/// centred vertically, or wrapped from the top when `isWrapped`.
public final class Label: Control {
    private let textLayer: CATextLayer

    /// The text shown.
    public var text: String {
        didSet { textLayer.string = text }
    }
    /// The font size, points (17 by default, as UIKit's).
    public var fontSize: CGFloat = 17 {
        didSet { textLayer.fontSize = fontSize; setNeedsLayout() }
    }
    /// The text colour (black by default).
    public var textColor = CGColor(gray: 0, alpha: 1) {
        didSet { textLayer.foregroundColor = textColor }
    }
    /// The horizontal alignment (left by default).
    public var alignment: CATextLayerAlignmentMode = .left {
        didSet { textLayer.alignmentMode = alignment }
    }
    /// Whether the text wraps onto several lines, from the top (false by default).
    public var isWrapped = false {
        didSet { textLayer.isWrapped = isWrapped; setNeedsLayout() }
    }

    /// A label showing `text` at `frame` (superlayer points).
    public init(text: String, frame: CGRect = .zero, fontSize: CGFloat = 17) {
        self.text = text
        self.fontSize = fontSize
        textLayer = Control.makeText(text, size: fontSize, color: CGColor(gray: 0, alpha: 1), alignment: .left)
        super.init()
        self.frame = frame
        addSublayer(textLayer)
    }

    /// A presentation copy (carries no parts or recognizers of its own).
    public required init(layer: Any) {
        text = (layer as? Label)?.text ?? ""
        textLayer = CATextLayer()
        super.init(layer: layer)
    }

    /// Decoding is not supported: always nil.
    public required init?(coder: NSCoder) { nil }

    /// An empty label (what a layer class made from its type gets).
    public required convenience init() { self.init(text: "") }

    override var textLayers: [CATextLayer] { [textLayer] }

    /// Whether the text does not fit the label and is cut with "…": one line wider than the
    /// label, or wrapped lines taller than it (measured as the text layer lays it out, points).
    package var isTruncated: Bool {
        layoutIfNeeded()
        return TextFit.isCut(textLayer)
    }

    override func layoutParts() {
        textLayer.frame = isWrapped ? bounds : Control.lineFrame(in: bounds, fontSize: fontSize)
    }
}
