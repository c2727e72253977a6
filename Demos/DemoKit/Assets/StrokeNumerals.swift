import Foundation
import LayerKit

/// Decimal digits as centre-line paths for stroking (a tiny stroke font), so numerals are
/// drawn with paths alone: no font files, the same pixels on every machine.
///
/// A glyph is designed in a box `glyphWidth` wide and 1 high (y down) and meant to be
/// stroked with round caps and joins at about 0.12 of the height.
enum StrokeNumerals {
    static let glyphWidth: CGFloat = 0.56
    /// The gap between glyphs, as a fraction of the height.
    static let spacing: CGFloat = 0.16

    /// The centre lines of `text`'s digits, `height` tall, with the top-left of the first
    /// glyph box at `origin`. Characters other than 0-9 are skipped (they leave no gap).
    static func path(_ text: String, height: CGFloat, origin: CGPoint) -> CGPath {
        let path = CGMutablePath()
        var x = origin.x
        for ch in text {
            guard let digit = ch.wholeNumberValue, (0...9).contains(digit) else { continue }
            let t = CGAffineTransform(a: height, b: 0, c: 0, d: height, tx: x, ty: origin.y)
            path.addPath(glyph(digit), transform: t)
            x += (glyphWidth + spacing) * height
        }
        return path
    }

    /// The width `path(_:height:origin:)` gives `text` (without trailing spacing).
    static func width(_ text: String, height: CGFloat) -> CGFloat {
        let count = CGFloat(text.filter { $0.wholeNumberValue.map { (0...9).contains($0) } ?? false }.count)
        return count == 0 ? 0 : (count * glyphWidth + (count - 1) * spacing) * height
    }

    /// The centre line of one digit in its unit-height box.
    static func glyph(_ digit: Int) -> CGPath {
        let w = glyphWidth, p = CGMutablePath()
        func pt(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
        switch digit {
        case 0:
            p.addEllipse(in: CGRect(x: 0, y: 0, width: w, height: 1))
        case 1:
            p.addLines(between: [pt(w * 0.22, 0.2), pt(w * 0.58, 0), pt(w * 0.58, 1)])
        case 2:
            p.addArc(center: pt(w / 2, w / 2), radius: w / 2, startAngle: .pi * 1.05, endAngle: .pi * 2.2, clockwise: false)
            p.addLine(to: pt(0, 1))
            p.addLine(to: pt(w, 1))
        case 3:
            p.addArc(center: pt(w / 2, 0.24), radius: 0.24, startAngle: .pi * 1.1, endAngle: .pi * 2.5, clockwise: false)
            p.addArc(center: pt(w / 2, 0.74), radius: 0.26, startAngle: -.pi / 2, endAngle: .pi * 0.9, clockwise: false)
        case 4:
            p.addLines(between: [pt(w * 0.72, 1), pt(w * 0.72, 0), pt(0, 0.7), pt(w, 0.7)])
        case 5:
            p.addLines(between: [pt(w * 0.92, 0), pt(w * 0.12, 0), pt(w * 0.04, 0.44)])
            p.addArc(center: pt(w / 2, 0.68), radius: 0.3, startAngle: -.pi * 0.8, endAngle: .pi * 0.85, clockwise: false)
        case 6:
            p.addEllipse(in: CGRect(x: 0, y: 1 - w, width: w, height: w))
            p.move(to: pt(0, 1 - w / 2))
            p.addCurve(to: pt(w * 0.85, 0.02), control1: pt(0, 0.3), control2: pt(w * 0.3, 0))
        case 7:
            p.addLines(between: [pt(0, 0), pt(w, 0), pt(w * 0.35, 1)])
        case 8:
            p.addEllipse(in: CGRect(x: w * 0.08, y: 0, width: w * 0.84, height: 0.46))
            p.addEllipse(in: CGRect(x: 0, y: 0.46, width: w, height: 0.54))
        default:
            // 9 is 6 turned half a turn.
            var turn = CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: 1)
            return glyph(6).copy(using: &turn) ?? glyph(6)
        }
        return p
    }
}
