/// How a piece of text is laid out and drawn by `TextRenderer` (for CATextLayer and labels).
package struct TextStyle: Sendable {
    /// Horizontal placement of lines within the layout rectangle.
    package enum Alignment: Sendable {
        /// Left, or right for right-to-left paragraphs.
        case natural
        case left, right, center
        /// Both edges flush except on a paragraph's last line (only when wrapped).
        case justified
    }

    /// Where an ellipsis replaces text that does not fit.
    package enum Truncation: Sendable {
        case none, start, middle, end
    }

    /// A font family ("DejaVu Sans"), a generic family ("sans-serif", the default, which
    /// fontconfig resolves to DejaVu Sans), or a PostScript-style name whose suffix names the
    /// face ("Helvetica-Bold", "Georgia-Italic"). Families that are not installed fall back
    /// to fontconfig's best match.
    package var fontName: String
    /// The font size in user units (points), as `CATextLayer.fontSize`.
    package var fontSize: CGFloat
    /// The weight on the CSS/OpenType scale: 400 regular, 700 bold.
    package var weight: Int
    package var isItalic: Bool
    /// The text colour (un-premultiplied; premultiplied when drawn).
    package var color: CGColor
    package var alignment: Alignment
    /// Whether lines wrap at the layout rectangle's width (at word boundaries, or inside
    /// words that do not fit).
    package var isWrapped: Bool
    package var truncation: Truncation
    /// Extra space between lines in points; 0 gives the font's natural line height.
    package var lineSpacing: CGFloat

    /// The defaults: 12-point regular sans-serif, opaque black, natural alignment, not wrapped,
    /// not truncated, natural line height.
    package init(fontName: String = "sans-serif", fontSize: CGFloat = 12, weight: Int = 400, isItalic: Bool = false,
                 color: CGColor = .black, alignment: Alignment = .natural, isWrapped: Bool = false,
                 truncation: Truncation = .none, lineSpacing: CGFloat = 0) {
        self.fontName = fontName
        self.fontSize = fontSize
        self.weight = weight
        self.isItalic = isItalic
        self.color = color
        self.alignment = alignment
        self.isWrapped = isWrapped
        self.truncation = truncation
        self.lineSpacing = lineSpacing
    }

    /// Whether the weight is bold or heavier.
    package var isBold: Bool {
        get { weight >= 700 }
        set { weight = newValue ? 700 : 400 }
    }

    /// The font size, or 12 when the size is not finite and positive.
    var validFontSize: CGFloat { fontSize.isFinite && fontSize > 0 ? min(fontSize, 10_000) : 12 }
}

/// A font face resolved from a name: family, weight and slant.
struct FontFace: Equatable {
    var family: String
    var weight: Int?
    var isItalic: Bool

    /// Splits a PostScript-style suffix ("-Bold", "-BoldItalic", "-Oblique", "-Light", ...) off `name`.
    init(name: String) {
        family = name.isEmpty ? "sans-serif" : name
        isItalic = false
        guard let dash = name.lastIndex(of: "-"), dash != name.startIndex else { return }
        var suffix = name[name.index(after: dash)...].lowercased()
        if suffix.hasSuffix("italic") || suffix.hasSuffix("oblique") {
            isItalic = true
            suffix = String(suffix.dropLast(suffix.hasSuffix("italic") ? 6 : 7))
        }
        let weights = ["": nil, "regular": 400, "roman": 400, "book": 400, "thin": 100, "ultralight": 200,
                       "extralight": 200, "light": 300, "medium": 500, "semibold": 600, "demibold": 600,
                       "bold": 700, "extrabold": 800, "heavy": 800, "black": 900]
        guard let w = weights[suffix] else { isItalic = false; return }
        weight = w
        family = String(name[..<dash])
    }
}
