/// The book's paragraph for listings 6.2 to 6.4. The listing's string is written over several
/// source lines with backslash continuations whose indentation ends up in the string, so a
/// few words are followed by runs of spaces (the gaps after "adipiscing" and before
/// "elementum" in the book's figures 6.2 and 6.4); they are kept here.
enum LoremIpsum {
    /// The text, stray spaces included.
    static let text = "Lorem ipsum dolor sit amet, consectetur adipiscing     elit. Quisque massa arcu, "
        + "eleifend vel varius in, facilisis pulvinar leo. Nunc quis nunc at mauris pharetra "
        + "condimentum ut ac neque. Nunc     elementum, libero ut porttitor dictum, diam odio "
        + "congue lacus, vel fringilla sapien diam at purus. Etiam suscipit pretium nunc sit amet lobortis"

    /// The book's label view: a white 200 x 200 view in the middle of the 400 x 400 container,
    /// named "labelView".
    static func labelView(in container: CALayer) -> CALayer {
        let labelView = CALayer()
        labelView.name = "labelView"
        labelView.frame = CGRect(x: 100, y: 100, width: 200, height: 200)
        labelView.backgroundColor = CGColor(gray: 1, alpha: 1)
        container.addSublayer(labelView)
        return labelView
    }

    /// The system font as a `CGFont`: the book makes one from `UIFont.systemFont(ofSize: 15)`'s
    /// name, which LayerKit's font table maps to Liberation Sans (Helvetica's metrics).
    static var systemFont: CGFont { CGFont(".SFUI-Regular")! }
}

/// Listing 6.2: a `CATextLayer` used as a label (CATALOG.md 6.2).
///
/// A text layer filling the label view draws the paragraph in black 15-point system font,
/// wrapped and justified. Its `contentsScale` is left at 1, so on a scale-2 screen the text is
/// blurry (listing 6.2a fixes that).
public struct Listing6_2: Demo {
    /// The demo.
    public init() {}
    /// "6.2".
    public var id: String { "6.2" }
    /// The listing's title.
    public var title: String { "CATextLayer as a label" }
    /// What to try.
    public var hint: String { "A justified, wrapped paragraph; blurry on a scale-2 screen (contentsScale 1)" }

    /// Adds the label view and its text layer to `container`.
    public func build(in container: CALayer, environment: DemoEnvironment) {
        Self.addText(to: LoremIpsum.labelView(in: container), scale: nil)
    }

    /// The listing's text layer in `labelView`, with `contentsScale` set to `scale` when given.
    static func addText(to labelView: CALayer, scale: CGFloat?) {
        // Create a text layer.
        let textLayer = CATextLayer()
        textLayer.name = "text"
        textLayer.frame = labelView.bounds
        labelView.addSublayer(textLayer)
        // Set the text attributes.
        textLayer.foregroundColor = CGColor(gray: 0, alpha: 1)
        textLayer.alignmentMode = .justified
        textLayer.isWrapped = true
        // Choose a font.
        textLayer.font = LoremIpsum.systemFont
        textLayer.fontSize = 15
        if let scale { textLayer.contentsScale = scale }
        // Set the layer's text.
        textLayer.string = LoremIpsum.text
    }
}

/// Listing 6.2a: the same label with `contentsScale` set to the screen's scale (CATALOG.md 6.2a).
///
/// A text layer's `contentsScale` is 1 by default; setting it to the screen's scale gives it a
/// backing store of that many pixels per point, so the text is sharp.
public struct Listing6_2a: Demo {
    /// The demo.
    public init() {}
    /// "6.2a".
    public var id: String { "6.2a" }
    /// The listing's title.
    public var title: String { "contentsScale fix" }
    /// What to try.
    public var hint: String { "The same label with contentsScale = the screen's scale: sharp text" }

    /// Adds the label view and a text layer drawn at the environment's scale.
    public func build(in container: CALayer, environment: DemoEnvironment) {
        Listing6_2.addText(to: LoremIpsum.labelView(in: container), scale: environment.scale)
    }
}
