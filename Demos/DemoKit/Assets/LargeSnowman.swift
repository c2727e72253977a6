import Foundation
import LayerKit

/// The large snowman for `CATiledLayer` (chapter 6.11-6.12): a detailed, opaque winter
/// scene designed in an 800x800 box and rendered at any pixel side. Sky, mountains, trees,
/// snow texture and seeded snowfall give every 256x256 tile of the 2048x2048 image its own
/// content.
enum LargeSnowmanArt {
    static let design: CGFloat = 800
    /// Where the snowman stands in the design box (its own 200x280 design, scaled 2x).
    static let snowmanRect = CGRect(x: 200, y: 210, width: 400, height: 560)

    static func render(side: Int) -> CGImage {
        AssetCanvas.image(size: CGSize(width: design, height: design), scale: CGFloat(side) / design) { c in
            drawBackground(c)
            drawSnowman(c)
            Scenery.speckle(c, CGRect(x: 0, y: 0, width: design, height: design), count: 2600, sizes: 0.5...2.4,
                            colors: [rgb(0xFF_FFFF, alpha: 0.95), rgb(0xFF_FFFF, alpha: 0.6), rgb(0xE8_F0FF, alpha: 0.4)],
                            seed: 0x5A0F)
        }
    }

    private static func drawBackground(_ c: CGContext) {
        let all = Shape.rect(CGRect(x: 0, y: 0, width: design, height: design))
        c.paint(all, gradient([rgb(0x24_4C8A), rgb(0x6A_9AD0), rgb(0xC8_DCF0), rgb(0xEE_F4FA)]),
                from: .zero, to: CGPoint(x: 0, y: 560))
        Scenery.sun(c, at: CGPoint(x: 660, y: 120), radius: 34, core: rgb(0xFF_FAEC), halo: rgb(0xFF_F0C8, alpha: 0.55))
        Scenery.cloud(c, base: CGPoint(x: 150, y: 140), width: 220, seed: 81)
        Scenery.cloud(c, base: CGPoint(x: 470, y: 70), width: 150, seed: 82)
        let far = [(0, 420), (110, 300), (220, 380), (330, 260), (450, 360), (560, 280), (690, 370), (800, 310)]
            .map { CGPoint(x: $0.0, y: $0.1) }
        Scenery.mountains(c, outline: far, jag: 50, seed: 83, colors: [rgb(0x8A_A0BC), rgb(0x6A_7E9C)], snowLine: 360)
        let near = Scenery.smoothLand(below: Scenery.ridge(y: 500, roughness: 60, seed: 84, segments: 8), to: design)
        c.paint(near, gradient([rgb(0xDA_E6F2), rgb(0xB4_C6DC)]), from: CGPoint(x: 0, y: 470), to: CGPoint(x: 0, y: 560))
        var random = SplitMix64(seed: 85)
        for _ in 0..<26 {
            Scenery.pine(c, base: CGPoint(x: random.uniform(0...800), y: random.uniform(500...560)), height: random.uniform(60...140),
                         color: rgb(0x24_4432, times: random.uniform(0.75...1.25)))
        }
        drawSnowField(c)
    }

    /// The snowy foreground: drifts in blue-white gradients, sparkle and a trail of footprints.
    private static func drawSnowField(_ c: CGContext) {
        let field = Scenery.smoothLand(below: Scenery.ridge(y: 640, roughness: 50, seed: 86, segments: 8), to: design)
        c.paint(field, gradient([rgb(0xFF_FFFF), rgb(0xDC_E6F2), rgb(0xC0_D0E4)]),
                from: CGPoint(x: 0, y: 600), to: CGPoint(x: 0, y: design))
        c.clipped(to: field) {
            var random = SplitMix64(seed: 87)
            for _ in 0..<14 {
                let center = CGPoint(x: random.uniform(0...800), y: random.uniform(650...800))
                let w = random.uniform(80...220)
                c.paint(Shape.ellipse(CGRect(x: center.x - w / 2, y: center.y - w * 0.06, width: w, height: w * 0.12)),
                        rgb(0xA8_BCD8, alpha: 0.35))
            }
            Scenery.speckle(c, CGRect(x: 0, y: 600, width: 800, height: 200), count: 1800, sizes: 0.4...1.2,
                            colors: [rgb(0x9A_B0CC, alpha: 0.5), rgb(0xFF_FFFF)], seed: 88)
            for i in 0..<9 {
                let t = CGFloat(i)
                let print = CGPoint(x: 40 + t * 20 + (i % 2 == 0 ? 0 : 6), y: 790 - t * 14 + (i % 2 == 0 ? 0 : 8))
                c.paint(Shape.ellipse(CGRect(x: print.x, y: print.y, width: 9, height: 5)), rgb(0x8A_A2C4, alpha: 0.6))
            }
        }
    }

    /// The snowman at twice its asset size, with packed-snow texture on the balls.
    private static func drawSnowman(_ c: CGContext) {
        SnowmanArt.draw(in: c, rect: snowmanRect)
        c.drawing(in: snowmanRect, design: SnowmanArt.design) {
            c.clipped(to: SnowmanArt.bodyPath) {
                Scenery.speckle(c, CGRect(x: 0, y: 0, width: 200, height: 280), count: 1500, sizes: 0.25...0.9,
                                colors: [rgb(0x9A_AEC8, alpha: 0.35), rgb(0xFF_FFFF, alpha: 0.8)], seed: 89)
            }
            // Redraw the face, scarf and buttons over the texture so they stay crisp.
            SnowmanArt.drawDetails(c)
        }
    }
}
