import Foundation
import LayerKitGraphics

/// UIKit's string drawing: an attributed string measured and drawn on one line per paragraph
/// (no wrapping), laid out by Pango. Attributes: `.font` (a `UIFont`, or Core Text's `CTFont`),
/// `.foregroundColor` (a `UIColor` or `CGColor`), `.underlineStyle`, `.underlineColor`. A range
/// without a font is in 12-point Helvetica and without a colour in black, UIKit's defaults.
extension NSAttributedString {
    /// The size the string takes when drawn, points (its lines' widths and heights).
    public func size() -> CGSize {
        TextRenderer.measure(forTextRenderer(), style: Self.uiKitDefaults, width: nil)
    }

    /// Draws the string with the top-left of its first line's box at `point` (points, in the
    /// current UIKit context); nothing without a current context.
    public func draw(at point: CGPoint) {
        guard let ctx = UIGraphicsGetCurrentContext(), point.x.isFinite, point.y.isFinite else { return }
        let text = forTextRenderer()
        let size = TextRenderer.measure(text, style: Self.uiKitDefaults, width: nil)
        TextRenderer.draw(text, style: Self.uiKitDefaults, in: CGRect(origin: point, size: size), context: ctx)
    }

    /// UIKit's defaults for attributed strings: Helvetica 12, black.
    private static var uiKitDefaults: TextStyle { TextStyle(fontName: "Helvetica", fontSize: 12) }

    /// A copy whose UIKit attribute values (`UIFont`, `UIColor`) are the Core Graphics and
    /// Core Text values the text renderer reads.
    private func forTextRenderer() -> NSAttributedString {
        let copy = NSMutableAttributedString(attributedString: self)
        let whole = NSRange(location: 0, length: copy.length)
        copy.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            if let font = attributes[.font] as? UIFont { copy.addAttribute(.font, value: font.ctFont, range: range) }
            for key in [NSAttributedString.Key.foregroundColor, .underlineColor] {
                if let color = attributes[key] as? UIColor { copy.addAttribute(key, value: color.cgColor, range: range) }
            }
        }
        return copy
    }
}
