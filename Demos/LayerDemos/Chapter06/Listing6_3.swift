import Foundation

/// Listing 6.3: rich text, a `CATextLayer` showing an attributed string (CATALOG.md 6.3).
///
/// The whole paragraph is black 15-point system font (a `CTFont` under `kCTFontAttributeName`);
/// the second word, "ipsum" (location 6, length 5), is red with a single underline. The layer
/// is justified and wrapped, drawn at the screen's scale.
public struct Listing6_3: Demo {
    /// The demo.
    public init() {}
    /// "6.3".
    public var id: String { "6.3" }
    /// The listing's title.
    public var title: String { "Rich text (attributed string)" }
    /// What to try.
    public var hint: String { "Black justified text with the word \"ipsum\" red and underlined" }

    /// The range of "ipsum", the listing's (6, 5).
    static let redRange = NSRange(location: 6, length: 5)

    /// Adds the label view and its text layer showing the attributed string.
    public func build(in container: CALayer, environment: DemoEnvironment) {
        let labelView = LoremIpsum.labelView(in: container)
        // Create a text layer.
        let textLayer = CATextLayer()
        textLayer.name = "text"
        textLayer.frame = labelView.bounds
        textLayer.contentsScale = environment.scale
        labelView.addSublayer(textLayer)
        // Set the text attributes.
        textLayer.alignmentMode = .justified
        textLayer.isWrapped = true
        textLayer.string = Self.attributedText()
    }

    /// The listing's attributed string: black system font for the whole text, "ipsum" red and
    /// underlined.
    static func attributedText() -> NSAttributedString {
        let string = NSMutableAttributedString(string: LoremIpsum.text)
        // Convert the UIFont to a CTFont.
        let fontRef = CTFontCreateWithName(".SFUI-Regular", 15, nil)
        // Set the text attributes.
        let attribs: [NSAttributedString.Key: Any] = [
            NSAttributedString.Key(kCTForegroundColorAttributeName): CGColor(gray: 0, alpha: 1),
            NSAttributedString.Key(kCTFontAttributeName): fontRef,
        ]
        string.setAttributes(attribs, range: NSRange(location: 0, length: string.length))
        let red: [NSAttributedString.Key: Any] = [
            NSAttributedString.Key(kCTForegroundColorAttributeName): CGColor(red: 1, green: 0, blue: 0, alpha: 1),
            NSAttributedString.Key(kCTUnderlineStyleAttributeName): NSUnderlineStyle.single.rawValue,
            NSAttributedString.Key(kCTFontAttributeName): fontRef,
        ]
        string.setAttributes(red, range: redRange)
        return string
    }
}

/// LayerKit: a text layer whose `fontSize` and `foregroundColor` animate (both animatable on
/// Apple), extending 6.2: "Core Animation" grows from 18 to 42 points while it turns from
/// blue to orange, and back, every 2 seconds. The layer redraws each frame with the
/// animated values; its layout is made again only because the size changes (a colour
/// animation alone lays nothing out).
public struct ListingTextPulse: Demo {
    /// The demo.
    public init() {}
    /// "6.2x".
    public var id: String { "6.2x" }
    /// The title.
    public var title: String { "LayerKit: animated fontSize and foregroundColor" }
    /// What to try.
    public var hint: String { "The words grow and turn orange, then shrink back to blue (2 s each way)" }

    /// Seconds from small and blue to large and orange.
    public static let halfPeriod: CFTimeInterval = 2
    /// The blue the text starts in.
    public static let blue = CGColor(red: 0, green: 0.3, blue: 1, alpha: 1)
    /// The orange it turns to.
    public static let orange = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)

    /// Adds the centred text layer and its two repeating animations.
    public func build(in container: CALayer, environment: DemoEnvironment) {
        let text = CATextLayer()
        text.name = "text"
        text.frame = CGRect(x: 20, y: 170, width: 360, height: 60)
        text.contentsScale = environment.scale
        text.alignmentMode = .center
        text.string = "Core Animation"
        text.fontSize = 18
        text.foregroundColor = Self.blue
        container.addSublayer(text)
        text.add(Self.pulse("fontSize", from: CGFloat(18), to: CGFloat(42)), forKey: "size")
        text.add(Self.pulse("foregroundColor", from: Self.blue, to: Self.orange), forKey: "colour")
    }

    /// A linear animation of `keyPath` there and back, forever.
    static func pulse(_ keyPath: String, from: Any, to: Any) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: keyPath)
        a.fromValue = from
        a.toValue = to
        a.duration = halfPeriod
        a.autoreverses = true
        a.repeatCount = .infinity
        return a
    }
}
