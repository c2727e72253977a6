/// Text with per-range attributes, in the form Pango takes: UTF-8 byte ranges.
struct TextContent: Equatable {
    /// Attributes of one range of the text.
    struct Run: Equatable {
        /// UTF-8 byte offsets into `text`.
        var bytes: Range<Int>
        var color: CGColor?
        var underline: NSUnderlineStyle?
        var underlineColor: CGColor?
        var fontName: String?
        var fontSize: CGFloat?
    }

    var text: String
    var runs: [Run] = []

    init(_ text: String) { self.text = text }

    /// Reads the attributes LayerKit draws from `attributed`: foreground colour (`CGColor`
    /// under `.foregroundColor` or `kCTForegroundColorAttributeName`), underline style and
    /// colour, and font (`CTFont`, `CGFont` or a name). Values of other types are ignored.
    init(_ attributed: NSAttributedString) {
        text = attributed.string
        let utf8Offsets = TextContent.utf8Offsets(of: text)
        let whole = NSRange(location: 0, length: attributed.length)
        attributed.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            let lo = min(range.location, utf8Offsets.count - 1), hi = min(range.location + range.length, utf8Offsets.count - 1)
            var run = Run(bytes: utf8Offsets[lo]..<utf8Offsets[hi])
            for (key, value) in attributes { TextContent.apply(key, value, to: &run) }
            if run.color != nil || run.underline != nil || run.underlineColor != nil || run.fontName != nil || run.fontSize != nil {
                runs.append(run)
            }
        }
    }

    /// What each attribute key sets on a run.
    private static let appliers: [NSAttributedString.Key: @Sendable (Any, inout Run) -> Void] = [
        .foregroundColor: { v, r in if let c = v as? CGColor { r.color = c } },
        NSAttributedString.Key(kCTForegroundColorAttributeName): { v, r in if let c = v as? CGColor { r.color = c } },
        .underlineColor: { v, r in if let c = v as? CGColor { r.underlineColor = c } },
        .underlineStyle: { v, r in r.underline = underlineStyle(v) },
        .font: { v, r in
            if let f = v as? CTFont { r.fontName = f.name; r.fontSize = f.size }
            else if let f = v as? CGFont { r.fontName = f.fullName }
            else if let name = v as? String { r.fontName = name }
        },
    ]

    private static func apply(_ key: NSAttributedString.Key, _ value: Any, to run: inout Run) {
        appliers[key]?(value, &run)
    }

    private static func underlineStyle(_ value: Any) -> NSUnderlineStyle? {
        if let s = value as? NSUnderlineStyle { return s }
        if let n = value as? NSNumber { return NSUnderlineStyle(rawValue: n.intValue) }
        if let i = value as? Int { return NSUnderlineStyle(rawValue: i) }
        return nil
    }

    /// For each UTF-16 offset 0...count, the UTF-8 offset of the same position (a position
    /// inside a surrogate pair maps to the start of its character).
    static func utf8Offsets(of text: String) -> [Int] {
        var out: [Int] = [0]
        var utf8 = 0
        for scalar in text.unicodeScalars {
            let u16 = scalar.utf16.count
            if u16 == 2 { out.append(utf8) }
            utf8 += scalar.utf8.count
            out.append(utf8)
        }
        return out
    }
}
