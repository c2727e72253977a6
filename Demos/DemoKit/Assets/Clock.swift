import Foundation
import LayerKit

/// The clock of chapters 3, 8 and 10: a face and three hands. Every hand is an outlined
/// upward arrow in its own image whose pivot (a round hub) sits 90% down from the top, the
/// point the book's `anchorPoint` (0.5, 0.9) selects.
enum ClockArt {
    enum Hand {
        case hour, minute, second

        var size: CGSize {
            switch self {
            case .hour: return AssetName.hourHand.size
            case .minute: return AssetName.minuteHand.size
            case .second: return AssetName.secondHand.size
            }
        }

        /// Fill and outline colours.
        var colors: (fill: CGColor, outline: CGColor) {
            switch self {
            case .hour, .minute: return (rgb(0x3A_4048), rgb(0x00_0000))
            case .second: return (rgb(0xE0_2A22), rgb(0x6E_0A06))
            }
        }
    }

    // MARK: Face

    /// The face designed in a 256x256 box: a white disc with a black outline, minute and
    /// hour ticks, and the numerals 12, 3, 6 and 9.
    static func drawFace(in context: CGContext, rect: CGRect) {
        context.drawing(in: rect, design: CGSize(width: 256, height: 256)) {
            let center = CGPoint(x: 128, y: 128)
            let disc = Shape.circle(center, 122)
            context.paint(disc, gradient([(0, rgb(0xFF_FFFF)), (0.85, rgb(0xFA_FAFA)), (1, rgb(0xDE_E0E4))]),
                          focus: center, center: center, radius: 122)
            context.outline(disc, rgb(0x00_0000), width: 7)
            drawTicks(context, center: center)
            drawNumerals(context, center: center)
        }
    }

    private static func drawTicks(_ c: CGContext, center: CGPoint) {
        let minor = CGMutablePath(), major = CGMutablePath()
        for i in 0..<60 {
            let angle = CGFloat(i) * .pi / 30
            let isHour = i % 5 == 0
            let outer: CGFloat = 112, inner: CGFloat = isHour ? 98 : 106
            let d = CGPoint(x: sin(angle), y: -cos(angle))
            let path = isHour ? major : minor
            path.move(to: CGPoint(x: center.x + d.x * inner, y: center.y + d.y * inner))
            path.addLine(to: CGPoint(x: center.x + d.x * outer, y: center.y + d.y * outer))
        }
        c.outline(minor, rgb(0x50_545A), width: 1.6, cap: .butt)
        c.outline(major, rgb(0x10_1214), width: 4, cap: .butt)
    }

    private static func drawNumerals(_ c: CGContext, center: CGPoint) {
        let height: CGFloat = 30, radius: CGFloat = 76
        let placements: [(String, CGFloat)] = [("12", 0), ("3", 0.5), ("6", 1), ("9", 1.5)]
        let numerals = CGMutablePath()
        for (text, turns) in placements {
            let angle = turns * .pi
            let mid = CGPoint(x: center.x + sin(angle) * radius, y: center.y - cos(angle) * radius)
            let w = StrokeNumerals.width(text, height: height)
            numerals.addPath(StrokeNumerals.path(text, height: height,
                                                 origin: CGPoint(x: mid.x - w / 2, y: mid.y - height / 2)))
        }
        c.outline(numerals, rgb(0x10_1214), width: 4.2)
    }

    // MARK: Hands

    /// Draws `hand` filling its own image (see `Hand.size`).
    static func drawHand(_ hand: Hand, in c: CGContext) {
        let size = hand.size
        let pivot = CGPoint(x: size.width / 2, y: size.height * 0.9)
        let parts = handParts(size: size, pivot: pivot)
        let lineWidth: CGFloat = hand == .second ? 1 : 2
        let (fill, outline) = hand.colors
        // Outline the union of the parts: stroke all at double width, then fill all.
        for part in parts { c.outline(part, outline, width: 2 * lineWidth) }
        for part in parts { c.paint(part, fill) }
        let highlight = Shape.polyline([CGPoint(x: size.width / 2, y: size.height * 0.14),
                                        CGPoint(x: size.width / 2, y: pivot.y - size.width * 0.3)])
        if hand != .second { c.outline(highlight, rgb(0xFF_FFFF, alpha: 0.35), width: size.width * 0.08) }
        c.paint(Shape.circle(pivot, size.width * 0.12), outline)
    }

    /// The arrow head, the shaft down to a short tail, and the hub around the pivot, inset
    /// so their outline stays inside the image.
    static func handParts(size: CGSize, pivot: CGPoint) -> [CGPath] {
        let inset: CGFloat = size.width < 10 ? 1 : 2.5
        let w = size.width, cx = w / 2
        let headLength = min(size.height * 0.22, w * 1.1)
        let shaftHalf = max(0.9, w * 0.14)
        let head = Shape.polygon([CGPoint(x: cx, y: inset), CGPoint(x: w - inset, y: inset + headLength),
                                  CGPoint(x: cx + shaftHalf, y: inset + headLength * 0.82),
                                  CGPoint(x: cx - shaftHalf, y: inset + headLength * 0.82),
                                  CGPoint(x: inset, y: inset + headLength)])
        let shaft = Shape.rect(CGRect(x: cx - shaftHalf, y: inset + headLength * 0.8,
                                      width: 2 * shaftHalf, height: size.height - 2 * inset - headLength * 0.8))
        let hubRadius = min(cx - inset, size.height - pivot.y - inset)
        return [head, shaft, Shape.circle(pivot, hubRadius)]
    }
}
