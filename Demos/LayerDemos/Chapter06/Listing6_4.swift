import UIKit

/// The book's `LayerLabel` (listing 6.4): a label view whose backing layer is a `CATextLayer`,
/// so the text is drawn by the layer itself, with no text layer added as a sublayer.
///
/// Its `text`, `textColor` and `font` setters mirror into the layer (`string`,
/// `foregroundColor`, `font` and `fontSize`); justification and wrapping are fixed, and the
/// layer is displayed once at set-up, as in the book. The view sets the layer's
/// `contentsScale` to the screen's when it is shown, so the text is sharp without the scale
/// being set by hand. (The book's class is a `UILabel` subclass; the UIKit module has no
/// `UILabel`, so here the label's three properties are the class's own, with UILabel's
/// defaults: no text, black, the 17-point system font.)
public final class LayerLabel: UIView {
    /// The backing layer's class: a text layer.
    public override class var layerClass: AnyClass { CATextLayer.self }

    /// The backing layer as what it is.
    public var textLayer: CATextLayer { layer as! CATextLayer }

    /// The text shown (nil by default, as UILabel's).
    public var text: String? {
        didSet { textLayer.string = text }
    }

    /// The text colour (black by default, as UILabel's).
    public var textColor = UIColor.black {
        didSet { textLayer.foregroundColor = textColor.cgColor }
    }

    /// The font and its size (UILabel's default: the 17-point system font).
    public var font = UIFont.systemFont(ofSize: 17) {
        didSet { setLayerFont() }
    }

    /// A label at `frame` (superview points).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Decoding is not supported: always nil.
    public required init?(coder: NSCoder) { nil }

    private func setUp() {
        // Set defaults from the label's settings.
        textLayer.string = text
        textLayer.foregroundColor = textColor.cgColor
        setLayerFont()
        // We should really derive these from the label's settings too, but that's
        // complicated, so for now we'll just hard-code them.
        textLayer.alignmentMode = .justified
        textLayer.isWrapped = true
        layer.display()
    }

    /// The book's `setFont:`: a `CGFont` made from the font's name, and its point size.
    private func setLayerFont() {
        textLayer.font = CGFont(font.fontName)
        textLayer.fontSize = font.pointSize
    }
}

/// Listing 6.4: the paragraph of 6.2 shown by a `LayerLabel` (CATALOG.md 6.4).
///
/// The label is made in code (the book's `initWithFrame:` path) at the label view's place,
/// white, with the 15-point system font, and put on screen; its layer is the text layer, and
/// its `contentsScale` is the screen's scale without the demo setting it, so unlike 6.2 the
/// text is sharp on a scale-2 screen.
public struct Listing6_4: Demo {
    /// The demo.
    public init() {}
    /// "6.4".
    public var id: String { "6.4" }
    /// The listing's title.
    public var title: String { "LayerLabel: a label view backed by CATextLayer" }
    /// What to try.
    public var hint: String { "The 6.2 paragraph drawn by the view's own text layer, sharp at any scale" }

    /// Adds the label to `container`.
    public func build(in container: CALayer, environment: DemoEnvironment) {
        let label = LayerLabel(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        label.layer.name = "label"
        label.backgroundColor = UIColor.white
        label.font = UIFont.systemFont(ofSize: 15)
        label.text = LoremIpsum.text
        environment.add(label)
    }
}
