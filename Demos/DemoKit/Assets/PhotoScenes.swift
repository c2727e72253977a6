import Foundation
import LayerKit

/// The eight photo scenes, each drawn in the 800x600 design space of `Scenery`.
enum PhotoScenes {
    /// A rocky coast: blue sky with clouds, the sea, a sandy beach with foam and a cliff.
    static func coast(_ c: CGContext) {
        Scenery.sky(c, [rgb(0x3F_7FCF), rgb(0x8C_C2EC), rgb(0xD4_E8F4)], to: 300)
        Scenery.sun(c, at: CGPoint(x: 150, y: 90), radius: 30, core: rgb(0xFF_FCE8), halo: rgb(0xFF_F4C0, alpha: 0.6))
        Scenery.cloud(c, base: CGPoint(x: 380, y: 120), width: 220, seed: 1)
        Scenery.cloud(c, base: CGPoint(x: 640, y: 80), width: 160, seed: 2)
        Scenery.water(c, CGRect(x: 0, y: 290, width: 800, height: 310), colors: [rgb(0x1E_4F8A), rgb(0x2A_8CB0), rgb(0x5C_C8C8)],
                      streaks: 700, seed: 3)
        let beach = CGMutablePath()
        beach.move(to: CGPoint(x: 0, y: 470))
        beach.addCurve(to: CGPoint(x: 800, y: 560), control1: CGPoint(x: 260, y: 420), control2: CGPoint(x: 520, y: 520))
        beach.addLine(to: CGPoint(x: 800, y: 600))
        beach.addLine(to: CGPoint(x: 0, y: 600))
        beach.closeSubpath()
        c.outline(beach, rgb(0xF4_FAFA, alpha: 0.85), width: 12)
        c.paint(beach, gradient([rgb(0xE8_D4A4), rgb(0xC8_A870)]), from: CGPoint(x: 0, y: 440), to: CGPoint(x: 0, y: 600))
        c.clipped(to: beach) {
            Scenery.speckle(c, CGRect(x: 0, y: 420, width: 800, height: 180), count: 1100, sizes: 0.6...1.6,
                            colors: [rgb(0x9A_7C4C, alpha: 0.6), rgb(0xFF_F4DC, alpha: 0.6)], seed: 4)
        }
        let cliff = Shape.polygon([CGPoint(x: 560, y: 300), CGPoint(x: 600, y: 200), CGPoint(x: 660, y: 170),
                                   CGPoint(x: 720, y: 150), CGPoint(x: 800, y: 140), CGPoint(x: 800, y: 470),
                                   CGPoint(x: 700, y: 440), CGPoint(x: 620, y: 380)])
        c.paint(cliff, gradient([rgb(0x8A_7A68), rgb(0x5A_4C40), rgb(0x3A_302A)]),
                from: CGPoint(x: 560, y: 140), to: CGPoint(x: 800, y: 470))
        c.clipped(to: cliff) {
            Scenery.speckle(c, CGRect(x: 560, y: 140, width: 240, height: 330), count: 500, sizes: 1...4,
                            colors: [rgb(0x2A_221C, alpha: 0.35), rgb(0xB0_A090, alpha: 0.3)], seed: 5)
            let grass = Shape.polygon([CGPoint(x: 590, y: 220), CGPoint(x: 600, y: 200), CGPoint(x: 660, y: 170),
                                       CGPoint(x: 720, y: 150), CGPoint(x: 800, y: 140), CGPoint(x: 800, y: 170),
                                       CGPoint(x: 700, y: 180)])
            c.paint(grass, rgb(0x5E_8A3A))
        }
    }

    /// A mountain lake: snowy peaks mirrored in still water, a green shore with pines.
    static func mountainLake(_ c: CGContext) {
        Scenery.sky(c, [rgb(0x5A_8ED8), rgb(0xB8_D4F0)], to: 330)
        Scenery.cloud(c, base: CGPoint(x: 200, y: 90), width: 180, seed: 11)
        let peaks: (CGContext) -> Void = { ctx in
            let outline = [(0, 230), (90, 150), (180, 215), (300, 95), (390, 170), (470, 125), (560, 225), (680, 140), (800, 205)]
                .map { CGPoint(x: $0.0, y: $0.1) }
            Scenery.mountains(ctx, outline: outline, jag: 40, seed: 12, colors: [rgb(0x7A_8CA8), rgb(0x4A_5A74)], snowLine: 175)
            Scenery.mountains(ctx, outline: [CGPoint(x: 0, y: 275), CGPoint(x: 800, y: 265)], jag: 60, seed: 13,
                              colors: [rgb(0x4A_6A5A), rgb(0x2E_4A3C)])
        }
        peaks(c)
        c.withGState {
            c.clip(to: CGRect(x: 0, y: 330, width: 800, height: 270))
            Scenery.sky(c, [rgb(0x3A_6AA8), rgb(0x7A_A8D8)], to: 600)
            c.translateBy(x: 0, y: 660)
            c.scaleBy(x: 1, y: -1)
            c.setAlpha(0.6)
            peaks(c)
        }
        Scenery.ripples(c, CGRect(x: 0, y: 332, width: 800, height: 200), count: 500, seed: 14,
                        color: rgb(0xE0_F0FF, alpha: 0.3))
        let shore = Shape.polygon(Scenery.ridge(y: 520, roughness: 40, seed: 15) + [CGPoint(x: 800, y: 600), CGPoint(x: 0, y: 600)])
        c.paint(shore, gradient([rgb(0x5A_8A3A), rgb(0x2E_5220)]), from: CGPoint(x: 0, y: 500), to: CGPoint(x: 0, y: 600))
        var random = SplitMix64(seed: 16)
        for _ in 0..<9 {
            let x = random.uniform(0...800)
            Scenery.pine(c, base: CGPoint(x: x, y: random.uniform(560...600)), height: random.uniform(90...160),
                         color: rgb(0x1E_3A22, times: random.uniform(0.8...1.2)))
        }
    }

    /// Desert dunes at sunset: a warm sky, a low sun, layered dunes and cactus silhouettes.
    static func desertSunset(_ c: CGContext) {
        Scenery.sky(c, [rgb(0x3A_2A6A), rgb(0xC8_4A5A), rgb(0xFF_A040), rgb(0xFF_D890)], to: 380)
        Scenery.sun(c, at: CGPoint(x: 520, y: 330), radius: 60, core: rgb(0xFF_E8A0), halo: rgb(0xFF_C060, alpha: 0.7))
        Scenery.cloud(c, base: CGPoint(x: 200, y: 150), width: 260, seed: 21, tint: rgb(0xF0_9080, alpha: 0.7))
        let tones: [(UInt32, UInt32)] = [(0xD8_8A4A, 0xB0_6030), (0xC0_7038, 0x8A_4A24), (0x9A_5028, 0x5A_2C14)]
        for (i, tone) in tones.enumerated() {
            let y = 360 + CGFloat(i) * 70
            let dune = Scenery.smoothLand(below: Scenery.ridge(y: y, roughness: 60, seed: 22 + UInt64(i), segments: 8))
            c.paint(dune, gradient([rgb(tone.0), rgb(tone.1)]), from: CGPoint(x: 0, y: y - 40), to: CGPoint(x: 800, y: 600))
        }
        Scenery.ripples(c, CGRect(x: 0, y: 470, width: 800, height: 130), count: 400, seed: 25,
                        color: rgb(0x3A_1C0A, alpha: 0.25))
        for (x, h) in [(CGFloat(150), CGFloat(150)), (640, 110), (720, 70)] { cactus(c, base: CGPoint(x: x, y: 560), height: h) }
    }

    private static func cactus(_ c: CGContext, base: CGPoint, height: CGFloat) {
        let w = height * 0.16, color = rgb(0x2A_1A20)
        let shape = CGMutablePath()
        shape.addPath(Shape.roundedRect(CGRect(x: base.x - w / 2, y: base.y - height, width: w, height: height), w / 2))
        shape.addPath(Shape.roundedRect(CGRect(x: base.x - w * 2.2, y: base.y - height * 0.75, width: w * 0.8,
                                               height: height * 0.4), w * 0.4))
        shape.addPath(Shape.rect(CGRect(x: base.x - w * 2, y: base.y - height * 0.4, width: w * 2, height: w * 0.7)))
        shape.addPath(Shape.roundedRect(CGRect(x: base.x + w * 1.4, y: base.y - height * 0.85, width: w * 0.8,
                                               height: height * 0.45), w * 0.4))
        shape.addPath(Shape.rect(CGRect(x: base.x, y: base.y - height * 0.5, width: w * 2, height: w * 0.7)))
        c.paint(shape, color)
    }

    /// A misty pine forest: rows of trees fading into fog, a path and sunbeams.
    static func forest(_ c: CGContext) {
        Scenery.sky(c, [rgb(0xB8_C8C0), rgb(0xDC_E4D8)], to: 400)
        var random = SplitMix64(seed: 31)
        let rows: [(y: CGFloat, height: ClosedRange<Double>, color: UInt32, count: Int)] = [
            (300, 70...110, 0x8A_A096, 46), (350, 110...160, 0x6E_8A78, 34),
            (430, 160...230, 0x46_6450, 20), (610, 300...420, 0x16_2C1C, 5),
        ]
        let ground = Scenery.smoothLand(below: Scenery.ridge(y: 330, roughness: 30, seed: 32, segments: 8))
        c.paint(ground, gradient([rgb(0xA0_A890), rgb(0x4A_5A2E), rgb(0x2A_3418)]),
                from: CGPoint(x: 0, y: 330), to: CGPoint(x: 0, y: 600))
        for (i, row) in rows.enumerated() {
            if i == 3 {
                let path = Shape.polygon([CGPoint(x: 385, y: 440), CGPoint(x: 415, y: 440),
                                          CGPoint(x: 560, y: 600), CGPoint(x: 260, y: 600)])
                c.paint(path, gradient([rgb(0x9A_8A6A), rgb(0x6A_5A40)]), from: CGPoint(x: 0, y: 440), to: CGPoint(x: 0, y: 600))
                Scenery.speckle(c, CGRect(x: 0, y: 430, width: 800, height: 170), count: 1400, sizes: 0.6...2,
                                colors: [rgb(0x7A_8A3A, alpha: 0.5), rgb(0x1A_2410, alpha: 0.5)], seed: 33)
            }
            for k in 0..<row.count {
                let x = (CGFloat(k) + random.uniform(0.1...0.9)) * 800 / CGFloat(row.count)
                let base = row.y + random.uniform(-10...10)
                Scenery.pine(c, base: CGPoint(x: x, y: base), height: random.uniform(row.height),
                             color: rgb(row.color, times: random.uniform(0.85...1.15)))
            }
            if i < 3 { c.paint(Shape.rect(CGRect(x: 0, y: 0, width: 800, height: 600)), rgb(0xDC_E4D8, alpha: 0.18)) }
        }
        c.withGState {
            c.setBlendMode(.screen)
            for (x, w) in [(CGFloat(300), CGFloat(60)), (420, 30), (520, 80)] {
                let beam = Shape.polygon([CGPoint(x: x, y: 0), CGPoint(x: x + w, y: 0),
                                          CGPoint(x: x + w * 3 + 120, y: 600), CGPoint(x: x + 120, y: 600)])
                c.paint(beam, gradient([rgb(0xFF_F4D0, alpha: 0.3), rgb(0xFF_F4D0, alpha: 0)]),
                        from: .zero, to: CGPoint(x: 0, y: 600))
            }
        }
    }
}
