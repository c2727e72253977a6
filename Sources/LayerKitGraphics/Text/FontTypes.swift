/// A font face by name, Core Graphics' font type (for `CATextLayer.font`); LayerKit resolves
/// names through fontconfig when text is drawn.
public final class CGFont: Hashable, @unchecked Sendable {
    /// The name the font was created with.
    public let fullName: String?
    /// The same name (LayerKit does not look up PostScript names).
    public var postScriptName: String? { fullName }

    /// A font named `name` (a family like "Helvetica" or a PostScript-style name like
    /// "Helvetica-Bold"). Never nil for a non-empty name: fontconfig substitutes the best
    /// installed match (DejaVu Sans for unknown sans-serif families) when drawing, where
    /// Apple returns nil for a font that is not installed. Nil for an empty name.
    public init?(_ name: String) {
        guard !name.isEmpty else { return nil }
        fullName = name
    }

    public static func == (a: CGFont, b: CGFont) -> Bool { a.fullName == b.fullName }
    public func hash(into h: inout Hasher) { h.combine(fullName) }
}

/// A font at a size, Core Text's font type: a value for `NSAttributedString.Key.font`.
public final class CTFont: Hashable, @unchecked Sendable {
    /// The name the font was created with (family or PostScript-style name).
    public let name: String
    /// The size in points.
    public let size: CGFloat

    init(name: String, size: CGFloat) { self.name = name; self.size = size }

    public static func == (a: CTFont, b: CTFont) -> Bool { a.name == b.name && a.size == b.size }
    public func hash(into h: inout Hasher) { h.combine(name); h.combine(size) }
}

/// A font named `name` at `size` points (Apple's function; `name` is a `String` where Apple
/// takes a `CFString`). A size of 0 or below, or not finite, gives 12 points, as on Apple.
/// The matrix is not supported and must be nil (a non-nil matrix is ignored).
public func CTFontCreateWithName(_ name: String, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?) -> CTFont {
    CTFont(name: name.isEmpty ? "sans-serif" : name, size: size.isFinite && size > 0 ? size : 12)
}

/// The point size of `font`.
public func CTFontGetSize(_ font: CTFont) -> CGFloat { font.size }

/// Underline styles, Apple's `NSUnderlineStyle` raw values (LayerKit draws `single`,
/// `thick` and `double`; other bits are ignored).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
}

extension NSAttributedString.Key {
    /// The text colour of a range: a `CGColor` (Apple's raw value "NSColor"; Apple's UIKit
    /// takes a UIColor, Core Text a CGColor under `kCTForegroundColorAttributeName`, which
    /// LayerKit also reads).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The underline of a range: an `NSUnderlineStyle`, or its raw value as `Int` or `NSNumber`.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The underline colour of a range (a `CGColor`); the text colour when absent.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// The font of a range: a `CTFont` (name and size), a `CGFont` (name; the style's size)
    /// or a font name `String`.
    public static let font = NSAttributedString.Key("NSFont")
}

/// Core Text's attribute names, for code written against Core Text (`String` where Apple has
/// `CFString`: write `NSAttributedString.Key(kCTForegroundColorAttributeName)`).
public let kCTForegroundColorAttributeName = "CTForegroundColor"
/// Core Text's underline attribute name (the same key as `NSAttributedString.Key.underlineStyle`).
public let kCTUnderlineStyleAttributeName = "NSUnderline"
/// Core Text's font attribute name (the same key as `NSAttributedString.Key.font`).
public let kCTFontAttributeName = "NSFont"
