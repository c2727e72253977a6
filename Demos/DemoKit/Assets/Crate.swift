import Foundation
import LayerKit

/// The opaque wooden crate face of chapter 11, designed in a 128x128 box: horizontal
/// boards behind a plank frame and a diagonal brace, with grain and nails.
enum CrateArt {
    static let design = CGSize(width: 128, height: 128)
    static let plankWidth: CGFloat = 18

    static func draw(in context: CGContext, rect: CGRect) {
        context.drawing(in: rect, design: design) {
            drawBoards(context)
            drawBrace(context)
            drawFrame(context)
            drawNails(context)
        }
    }

    /// Five horizontal boards, each a slightly different wood tone, with dark gaps.
    private static func drawBoards(_ c: CGContext) {
        c.paint(Shape.rect(CGRect(origin: .zero, size: design)), rgb(0x3A_220E))
        let tones: [UInt32] = [0xB0_7A3C, 0xA0_6C32, 0xB8_8444, 0xA6_7036, 0xAE_783A]
        for (i, tone) in tones.enumerated() {
            let board = CGRect(x: 0, y: CGFloat(i) * 25.6 + 0.8, width: 128, height: 24)
            c.paint(Shape.rect(board), gradient([rgb(tone, times: 1.08), rgb(tone, times: 0.78)]),
                    from: CGPoint(x: 0, y: board.minY), to: CGPoint(x: 0, y: board.maxY))
            drawGrain(c, board, seed: UInt64(i + 1), horizontal: true)
        }
    }

    /// Grain: thin wavy streaks along the plank, seeded.
    static func drawGrain(_ c: CGContext, _ r: CGRect, seed: UInt64, horizontal: Bool) {
        var random = SplitMix64(seed: seed)
        let streaks = CGMutablePath()
        let across = horizontal ? r.height : r.width
        for _ in 0..<Int(across / 3) {
            let offset = random.uniform(1...(across - 1)), phase = random.uniform(0...6.28), amp = random.uniform(0.3...1.2)
            var t: CGFloat = 0
            let length = horizontal ? r.width : r.height
            func point(_ t: CGFloat) -> CGPoint {
                let wobble = amp * sin(t / 11 + phase)
                return horizontal ? CGPoint(x: r.minX + t, y: r.minY + offset + wobble)
                                  : CGPoint(x: r.minX + offset + wobble, y: r.minY + t)
            }
            streaks.move(to: point(0))
            while t < length {
                t += 6
                streaks.addLine(to: point(t))
            }
        }
        c.clipped(to: Shape.rect(r)) { c.outline(streaks, rgb(0x4A_2A10, alpha: 0.3), width: 0.7) }
    }

    /// The frame planks around the edge; verticals run full height, horizontals between them.
    static var framePlanks: [(rect: CGRect, horizontal: Bool)] {
        let p = plankWidth
        return [(CGRect(x: 0, y: 0, width: p, height: 128), false), (CGRect(x: 128 - p, y: 0, width: p, height: 128), false),
                (CGRect(x: p, y: 0, width: 128 - 2 * p, height: p), true),
                (CGRect(x: p, y: 128 - p, width: 128 - 2 * p, height: p), true)]
    }

    private static func drawFrame(_ c: CGContext) {
        for (i, plank) in framePlanks.enumerated() {
            let wood = gradient([rgb(0xD0_9A58), rgb(0xA8_7038)])
            let (a, b) = plank.horizontal ? (CGPoint(x: 0, y: plank.rect.minY), CGPoint(x: 0, y: plank.rect.maxY))
                                          : (CGPoint(x: plank.rect.minX, y: 0), CGPoint(x: plank.rect.maxX, y: 0))
            c.paint(Shape.rect(plank.rect), wood, from: a, to: b)
            drawGrain(c, plank.rect, seed: UInt64(20 + i), horizontal: plank.horizontal)
            c.outline(Shape.rect(plank.rect.insetBy(dx: 0.75, dy: 0.75)), rgb(0x4A_2A10), width: 1.5)
        }
    }

    /// A diagonal plank from the bottom-left inner corner to the top-right one.
    private static func drawBrace(_ c: CGContext) {
        let p = plankWidth
        let brace = Shape.polygon([CGPoint(x: p, y: 128 - p - 12), CGPoint(x: 128 - p - 12, y: p),
                                   CGPoint(x: 128 - p, y: p), CGPoint(x: 128 - p, y: p + 12),
                                   CGPoint(x: p + 12, y: 128 - p), CGPoint(x: p, y: 128 - p)])
        c.withGState {
            c.setShadow(offset: CGSize(width: 1, height: 2), blur: 3, color: rgb(0x00_0000, alpha: 0.5))
            c.paint(brace, rgb(0xB8_8446))
        }
        c.paint(brace, gradient([rgb(0xD4_A060), rgb(0xA4_6C36)]), from: CGPoint(x: 40, y: 40), to: CGPoint(x: 52, y: 52))
        c.clipped(to: brace) {
            var random = SplitMix64(seed: 99)
            let streaks = CGMutablePath()
            for _ in 0..<6 {
                let d = random.uniform(-7...7)
                streaks.move(to: CGPoint(x: 0 + d, y: 128 + d))
                streaks.addLine(to: CGPoint(x: 128 + d, y: 0 + d))
            }
            c.outline(streaks, rgb(0x4A_2A10, alpha: 0.3), width: 0.7)
        }
        c.outline(brace, rgb(0x4A_2A10), width: 1.5)
    }

    private static func drawNails(_ c: CGContext) {
        let p = plankWidth / 2
        for x in [p, 128 - p] {
            for y in [p, 128 - p, 64] {
                let nail = CGPoint(x: x, y: y)
                c.paint(Shape.circle(nail, 2.2), gradient([rgb(0xD8_D8DC), rgb(0x50_5058)]),
                        focus: CGPoint(x: x - 0.8, y: y - 0.8), center: nail, radius: 2.2)
            }
        }
    }
}
