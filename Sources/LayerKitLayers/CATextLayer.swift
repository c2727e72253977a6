/// How a text layer aligns its lines.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
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
    public let rawValue: String
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
/// Defaults are Apple's: 36-point Helvetica (fontconfig's match: DejaVu Sans or a metric
/// clone), opaque white, not wrapped, natural alignment, no truncation, `contentsScale` 1.
open class CATextLayer: CALayer {
    private static let textKeys: Set<String> = ["string", "font", "fontSize", "foregroundColor", "wrapped",
                                                "alignmentMode", "truncationMode", "bounds", "contentsScale"]

    /// The text: a `String` or an `NSAttributedString` (other values draw nothing).
    public var string: Any? {
        get { customValue("string") }
        set { changeCustom("string", to: newValue.map { $0 as Any }, same: { _, _ in false }) }
    }

    /// The font: a font name (`String`), a `CTFont` or a `CGFont`; its size is ignored, as on Apple.
    public var font: Any? {
        get { customValue("font") }
        set { changeCustom("font", to: newValue.map { $0 as Any }, same: { _, _ in false }) }
    }

    /// The font size in points (36 by default); animatable.
    public var fontSize: CGFloat {
        get { customValue("fontSize") ?? 36 }
        set { changeCustom("fontSize", to: newValue, same: ==) }
    }

    /// The colour of plain text (opaque white by default); animatable.
    public var foregroundColor: CGColor? {
        get { customValue("foregroundColor") }
        set { changeCustom("foregroundColor", to: newValue, same: ==) }
    }

    /// Whether lines wrap to the bounds' width (default false).
    public var isWrapped: Bool {
        get { customValue("wrapped") ?? false }
        set { changeCustom("wrapped", to: newValue, same: ==) }
    }

    /// How lines are aligned (`.natural` by default).
    public var alignmentMode: CATextLayerAlignmentMode {
        get { customValue("alignmentMode") ?? .natural }
        set { changeCustom("alignmentMode", to: newValue, same: ==) }
    }

    /// Where text that does not fit is cut with an ellipsis (`.none` by default).
    public var truncationMode: CATextLayerTruncationMode {
        get { customValue("truncationMode") ?? .none }
        set { changeCustom("truncationMode", to: newValue, same: ==) }
    }

    /// Recorded for compatibility; glyph positions are never quantised.
    public var allowsFontSubpixelQuantization: Bool {
        get { customValue("allowsFontSubpixelQuantization") ?? false }
        set { changeCustom("allowsFontSubpixelQuantization", to: newValue, same: ==) }
    }

    open override class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "fontSize": return CGFloat(36)
        case "foregroundColor": return CGColor(gray: 1, alpha: 1)
        case "font": return "Helvetica"
        default: return super.defaultValue(forKey: key)
        }
    }

    open override class func needsDisplay(forKey key: String) -> Bool {
        textKeys.contains(key) || super.needsDisplay(forKey: key)
    }

    package override class var implicitlyAnimatedKeys: Set<String> {
        CALayer.baseAnimatableKeys.union(["fontSize", "foregroundColor"])
    }

    open override func draw(in ctx: CGContext) {
        let style = textStyle
        switch string {
        case let s as String: TextRenderer.draw(s, style: style, in: bounds, context: ctx)
        case let a as NSAttributedString: TextRenderer.draw(a, style: style, in: bounds, context: ctx)
        default: break
        }
        super.draw(in: ctx)
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
        case let f as CTFont: return f.name
        case let f as CGFont: return f.fullName ?? "Helvetica"
        default: return "Helvetica"
        }
    }
}
