/// How a text layer aligns its lines.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// Apple's name for the mode.
    public let rawValue: String
    /// A value with the given raw name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A value with the given raw name (the same as `init(rawValue:)`).
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Flush with the paragraph's starting edge: left, or right for right-to-left text (the default).
    public static let natural = CATextLayerAlignmentMode("natural")
    /// Flush with the left edge of the bounds.
    public static let left = CATextLayerAlignmentMode("left")
    /// Flush with the right edge of the bounds.
    public static let right = CATextLayerAlignmentMode("right")
    /// Centred horizontally in the bounds.
    public static let center = CATextLayerAlignmentMode("center")
    /// Both edges flush, except a paragraph's last line (wrapped text only; otherwise natural).
    public static let justified = CATextLayerAlignmentMode("justified")
}

/// Where a text layer puts the ellipsis when text does not fit.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// Apple's name for the mode.
    public let rawValue: String
    /// A value with the given raw name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A value with the given raw name (the same as `init(rawValue:)`).
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// No ellipsis (the default): text that does not fit is cut off at the bounds.
    public static let none = CATextLayerTruncationMode("none")
    /// The ellipsis replaces text at the start of a line that does not fit.
    public static let start = CATextLayerTruncationMode("start")
    /// The ellipsis replaces text at the end of a line that does not fit.
    public static let end = CATextLayerTruncationMode("end")
    /// The ellipsis replaces text in the middle of a line that does not fit.
    public static let middle = CATextLayerTruncationMode("middle")
}

/// A layer that draws a plain or attributed string into its backing store, laid out by
/// Pango (shaping, wrapping, alignment, truncation). It redraws itself when its text
/// properties, bounds or `contentsScale` change.
///
/// Defaults are Apple's: 36-point Helvetica (Liberation Sans, its metric clone, see the
/// README's font table), opaque white, not wrapped, natural alignment, no truncation,
/// `contentsScale` 1 (set it to the screen's scale for sharp text, as on Apple).
///
/// The layout is kept between draws (`TextLayoutCache`, shared with the presentation copies):
/// redrawing with the same string, font, size, wrapping, alignment, truncation, bounds size and
/// `contentsScale` lays nothing out again, and a `foregroundColor` change or animation only
/// repaints. Bad input is refused with a one-time warning and the property keeps its value: a
/// `string` that is not text, a `font` that is not a name, `CTFont` or `CGFont`, a non-finite
/// `fontSize`. A font name LayerKit does not know draws in DejaVu Sans; a `fontSize` of 0 or
/// less draws at 12 points.
open class CATextLayer: CALayer {
    private static let textKeys: Set<String> = ["string", "font", "fontSize", "foregroundColor", "wrapped",
                                                "alignmentMode", "truncationMode", "bounds", "contentsScale"]

    /// The laid-out text, kept between draws; presentation copies share their model's.
    package private(set) var layoutCache = TextLayoutCache()

    /// Creates a text layer with Apple's defaults.
    public required init() { super.init() }

    /// Creates a shadow copy of `layer`, sharing its laid-out text.
    public required init(layer: Any) {
        super.init(layer: layer)
        if let text = layer as? CATextLayer { layoutCache = text.layoutCache }
    }

    /// Decoding is not supported; the layer has Apple's defaults.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The text: a `String` or an `NSAttributedString` (nil draws nothing). Any other value is
    /// refused with a one-time warning and the property keeps its value.
    open var string: Any? {
        get { state.customValue("string") ?? Swift.type(of: self).defaultValue(forKey: "string") }
        set {
            guard newValue == nil || Self.text(newValue) != nil else {
                Diagnostics.warnOnce("ignored CATextLayer.string of type \(type(of: newValue!)): it must be a String or an NSAttributedString; the property keeps its value")
                return
            }
            changeCustom("string", to: newValue.map { $0 as Any }, same: { _, _ in false })
        }
    }

    /// The font: a font name (`String`), a `CTFont` or a `CGFont`; its size is ignored, as on
    /// Apple (`fontSize` gives the size). Any other value is refused with a one-time warning.
    open var font: Any? {
        get { state.customValue("font") ?? Swift.type(of: self).defaultValue(forKey: "font") }
        set {
            guard newValue == nil || Self.isFont(newValue!) else {
                Diagnostics.warnOnce("ignored CATextLayer.font of type \(type(of: newValue!)): it must be a font name, a CTFont or a CGFont; the property keeps its value")
                return
            }
            changeCustom("font", to: newValue.map { $0 as Any }, same: { _, _ in false })
        }
    }

    /// The font size in points (36 by default); animatable.
    open var fontSize: CGFloat {
        get { customValue("fontSize") ?? 36 }
        set { changeCustom("fontSize", to: newValue, same: ==) }
    }

    /// The colour of plain text (opaque white by default); animatable.
    open var foregroundColor: CGColor? {
        get { customValue("foregroundColor") }
        set { changeCustom("foregroundColor", to: newValue, same: ==) }
    }

    /// Whether lines wrap to the bounds' width (default false).
    open var isWrapped: Bool {
        get { customValue("wrapped") ?? false }
        set { changeCustom("wrapped", to: newValue, same: ==) }
    }

    /// How lines are aligned (`.natural` by default).
    open var alignmentMode: CATextLayerAlignmentMode {
        get { customValue("alignmentMode") ?? .natural }
        set { changeCustom("alignmentMode", to: newValue, same: ==) }
    }

    /// Where text that does not fit is cut with an ellipsis (`.none` by default).
    open var truncationMode: CATextLayerTruncationMode {
        get { customValue("truncationMode") ?? .none }
        set { changeCustom("truncationMode", to: newValue, same: ==) }
    }

    /// Recorded for compatibility; glyph positions are never quantised.
    open var allowsFontSubpixelQuantization: Bool {
        get { customValue("allowsFontSubpixelQuantization") ?? false }
        set { changeCustom("allowsFontSubpixelQuantization", to: newValue, same: ==) }
    }

    /// Apple's defaults for the text keys: 36 points, opaque white, Helvetica.
    open override class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "fontSize": return CGFloat(36)
        case "foregroundColor": return CGColor(gray: 1, alpha: 1)
        case "font": return "Helvetica"
        default: return super.defaultValue(forKey: key)
        }
    }

    /// True for the keys that change the drawn text (so their animations redraw each frame).
    open override class func needsDisplay(forKey key: String) -> Bool {
        textKeys.contains(key) || super.needsDisplay(forKey: key)
    }

    package override class var implicitlyAnimatedKeys: Set<String> {
        CALayer.baseAnimatableKeys.union(["fontSize", "foregroundColor"])
    }

    /// Draws the string in the bounds with the layer's text properties (through the layout
    /// cache), then what `CALayer.draw(in:)` draws (the delegate's drawing).
    open override func draw(in ctx: CGContext) {
        let style = textStyle
        switch Self.text(string) {
        case .plain(let s)?: TextRenderer.draw(s, style: style, in: bounds, context: ctx, cache: layoutCache)
        case .attributed(let a)?: TextRenderer.draw(a, style: style, in: bounds, context: ctx, cache: layoutCache)
        case nil: break
        }
        super.draw(in: ctx)
    }

    /// A `string` value as text LayerKit draws.
    private enum Text {
        case plain(String)
        case attributed(NSAttributedString)
    }

    /// `value` as text, or nil when it is not text (set by key with another type, say).
    private static func text(_ value: Any?) -> Text? {
        switch value {
        case let a as NSAttributedString: return .attributed(a)
        case let s as String: return .plain(s)
        case let s as NSString: return .plain(String(describing: s))
        case let s as Substring: return .plain(String(s))
        default: return nil
        }
    }

    /// Whether `value` is a font `CATextLayer.font` takes.
    private static func isFont(_ value: Any) -> Bool {
        value is String || value is NSString || value is CTFont || value is CGFont
    }

    /// The layout and colour the layer's properties describe.
    package var textStyle: TextStyle {
        var style = TextStyle(fontName: Self.fontName(font), fontSize: fontSize,
                              color: foregroundColor ?? CGColor(gray: 1, alpha: 1))
        style.isWrapped = isWrapped
        style.alignment = [.left: .left, .right: .right, .center: .center, .justified: .justified][alignmentMode] ?? .natural
        style.truncation = [.start: .start, .middle: .middle, .end: .end][truncationMode] ?? .none
        return style
    }

    private static func fontName(_ font: Any?) -> String {
        switch font {
        case let s as String: return s
        case let s as NSString: return String(describing: s)
        case let f as CTFont: return f.name
        case let f as CGFont: return f.fullName ?? "Helvetica"
        default: return "Helvetica"
        }
    }
}
