import Foundation
import LayerKit

extension PhotoScenes {
    /// A city at night: stars and a moon over a skyline of lit windows, mirrored in a river.
    static func nightCity(_ c: CGContext) {
        Scenery.sky(c, [rgb(0x06_0A20), rgb(0x1A_2450), rgb(0x4A_3A6A)], to: 420)
        Scenery.speckle(c, CGRect(x: 0, y: 0, width: 800, height: 300), count: 260, sizes: 0.5...1.6,
                        colors: [rgb(0xFF_FFFF, alpha: 0.9), rgb(0xC8_D8FF, alpha: 0.7)], seed: 41)
        Scenery.sun(c, at: CGPoint(x: 640, y: 90), radius: 26, core: rgb(0xF4_F0DC), halo: rgb(0xA0_B0E0, alpha: 0.4))
        let skyline = CGMutablePath()
        var windows: [CGRect] = []
        var random = SplitMix64(seed: 42)
        var x: CGFloat = -10
        while x < 800 {
            let w = random.uniform(40...90), h = random.uniform(90...260)
            let building = CGRect(x: x, y: 420 - h, width: w, height: h)
            skyline.addRect(building)
            var wy = building.minY + 8
            while wy < 410 {
                var wx = building.minX + 6
                while wx < building.maxX - 10 {
                    if random.next() % 100 < 45 { windows.append(CGRect(x: wx, y: wy, width: 5, height: 7)) }
                    wx += 10
                }
                wy += 14
            }
            x += w + random.uniform(-4...6)
        }
        c.paint(skyline, gradient([rgb(0x1A_1C2A), rgb(0x0A_0C14)]), from: CGPoint(x: 0, y: 160), to: CGPoint(x: 0, y: 420))
        c.setFillColor(rgb(0xFF_D878))
        c.fill(windows)
        Scenery.water(c, CGRect(x: 0, y: 420, width: 800, height: 180), colors: [rgb(0x10_1430), rgb(0x04_0610)],
                      streaks: 0, seed: 43)
        c.withGState {
            c.clip(to: CGRect(x: 0, y: 420, width: 800, height: 180))
            c.translateBy(x: 0, y: 840)
            c.scaleBy(x: 1, y: -1)
            c.setAlpha(0.35)
            c.setFillColor(rgb(0xFF_D878))
            c.fill(windows)
        }
        Scenery.ripples(c, CGRect(x: 0, y: 422, width: 800, height: 178), count: 900, seed: 44,
                        color: rgb(0x06_0810, alpha: 0.6))
    }

    /// A summer meadow: clouds, rolling hills, a lone tree and flowers in the grass.
    static func meadow(_ c: CGContext) {
        Scenery.sky(c, [rgb(0x2E_78D8), rgb(0x9C_CCF4)], to: 340)
        Scenery.cloud(c, base: CGPoint(x: 180, y: 140), width: 240, seed: 51)
        Scenery.cloud(c, base: CGPoint(x: 560, y: 100), width: 200, seed: 52)
        Scenery.cloud(c, base: CGPoint(x: 700, y: 220), width: 120, seed: 53)
        let far = Scenery.smoothLand(below: Scenery.ridge(y: 330, roughness: 50, seed: 54, segments: 8))
        c.paint(far, gradient([rgb(0x7A_B050), rgb(0x5A_9040)]), from: CGPoint(x: 0, y: 300), to: CGPoint(x: 0, y: 420))
        let near = Scenery.smoothLand(below: Scenery.ridge(y: 410, roughness: 60, seed: 55, segments: 8))
        c.paint(near, gradient([rgb(0x6A_B03A), rgb(0x2E_6A1E)]), from: CGPoint(x: 0, y: 390), to: CGPoint(x: 0, y: 600))
        // A round tree on the far hill.
        c.paint(Shape.rect(CGRect(x: 596, y: 300, width: 10, height: 40)), rgb(0x4A_3020))
        let crown = CGMutablePath()
        for (dx, dy, r) in [(CGFloat(-18), CGFloat(-10), CGFloat(26)), (16, -12, 24), (0, -30, 28), (0, 0, 24)] {
            crown.addPath(Shape.circle(CGPoint(x: 601 + dx, y: 290 + dy), r))
        }
        c.paint(crown, gradient([rgb(0x5A_9A3A), rgb(0x2A_5A1A)]), from: CGPoint(x: 0, y: 250), to: CGPoint(x: 0, y: 320))
        c.clipped(to: near) {
            Scenery.ripples(c, CGRect(x: 0, y: 380, width: 800, height: 220), count: 1500, seed: 56,
                            color: rgb(0x1E_4A12, alpha: 0.35))
            Scenery.speckle(c, CGRect(x: 0, y: 400, width: 800, height: 200), count: 1600, sizes: 1.2...3.4,
                            colors: [rgb(0xFF_E040), rgb(0xFF_FFFF), rgb(0xE8_3A6A), rgb(0xB8_6AE0)], seed: 57)
        }
    }

    /// A winter village: pale sky, snowy mountains, little houses with lit windows, snowfall.
    static func winterVillage(_ c: CGContext) {
        Scenery.sky(c, [rgb(0x8A_A4C8), rgb(0xD8_E2EE)], to: 360)
        let outline = [(0, 220), (120, 140), (230, 215), (360, 105), (480, 200), (600, 130), (720, 190), (800, 160)]
            .map { CGPoint(x: $0.0, y: $0.1) }
        Scenery.mountains(c, outline: outline, jag: 40, seed: 61, colors: [rgb(0x8A_9CB4), rgb(0x5A_6C84)], snowLine: 190)
        let ground = Scenery.smoothLand(below: Scenery.ridge(y: 400, roughness: 30, seed: 62, segments: 8))
        c.paint(ground, gradient([rgb(0xF4_F8FC), rgb(0xC8_D4E4)]), from: CGPoint(x: 0, y: 380), to: CGPoint(x: 0, y: 600))
        var random = SplitMix64(seed: 63)
        for _ in 0..<14 {
            Scenery.pine(c, base: CGPoint(x: random.uniform(0...800), y: random.uniform(390...420)), height: random.uniform(60...110),
                         color: rgb(0x2A_4A3A, times: random.uniform(0.8...1.2)))
        }
        let walls: [UInt32] = [0xA8_3A2A, 0xD8_A050, 0x6A_7A9A, 0x8A_5A3A, 0xC8_6A3A]
        for i in 0..<5 {
            let w = random.uniform(80...120), h = random.uniform(60...90)
            house(c, CGRect(x: 40 + CGFloat(i) * 150 + random.uniform(-15...15), y: 470 - h + random.uniform(0...40), width: w, height: h),
                  wall: rgb(walls[i]))
        }
        Scenery.speckle(c, CGRect(x: 0, y: 0, width: 800, height: 600), count: 700, sizes: 0.8...2.6,
                        colors: [rgb(0xFF_FFFF, alpha: 0.9), rgb(0xFF_FFFF, alpha: 0.5)], seed: 64)
    }

    private static func house(_ c: CGContext, _ r: CGRect, wall: CGColor) {
        c.paint(Shape.rect(r), wall)
        let roof = Shape.polygon([CGPoint(x: r.minX - 10, y: r.minY + 4), CGPoint(x: r.midX, y: r.minY - r.height * 0.6),
                                  CGPoint(x: r.maxX + 10, y: r.minY + 4)])
        c.paint(roof, rgb(0x4A_3A3A))
        c.outline(roof, rgb(0xF8_FAFC), width: 7)
        c.setFillColor(rgb(0xFF_D070))
        c.fill([CGRect(x: r.minX + r.width * 0.15, y: r.minY + r.height * 0.25, width: r.width * 0.2, height: r.height * 0.25),
                CGRect(x: r.minX + r.width * 0.65, y: r.minY + r.height * 0.25, width: r.width * 0.2, height: r.height * 0.25)])
        c.paint(Shape.rect(CGRect(x: r.midX - r.width * 0.09, y: r.maxY - r.height * 0.45, width: r.width * 0.18,
                                  height: r.height * 0.45)), rgb(0x3A_2418))
    }

    /// A tropical island: turquoise lagoon, a sandy island with palms, a sailboat.
    static func island(_ c: CGContext) {
        Scenery.sky(c, [rgb(0x1E_88E0), rgb(0xA8_E0F8)], to: 300)
        Scenery.cloud(c, base: CGPoint(x: 620, y: 150), width: 260, seed: 71)
        Scenery.cloud(c, base: CGPoint(x: 140, y: 90), width: 140, seed: 72)
        Scenery.water(c, CGRect(x: 0, y: 300, width: 800, height: 300), colors: [rgb(0x10_6AA8), rgb(0x20_B0C0), rgb(0x60_E0D0)],
                      streaks: 800, seed: 73)
        let sand = Shape.ellipse(CGRect(x: 120, y: 400, width: 420, height: 90))
        c.paint(Shape.ellipse(CGRect(x: 100, y: 392, width: 460, height: 106)), rgb(0x90_F0E0, alpha: 0.6))
        c.paint(sand, gradient([rgb(0xF8_E8B8), rgb(0xD8_C088)]), from: CGPoint(x: 0, y: 400), to: CGPoint(x: 0, y: 490))
        palm(c, base: CGPoint(x: 300, y: 440), height: 230, lean: -40)
        palm(c, base: CGPoint(x: 380, y: 445), height: 180, lean: 50)
        // A sailboat on the right.
        let hull = Shape.polygon([CGPoint(x: 640, y: 380), CGPoint(x: 720, y: 380), CGPoint(x: 706, y: 394), CGPoint(x: 652, y: 394)])
        c.paint(hull, rgb(0x7A_3A1A))
        c.paint(Shape.polygon([CGPoint(x: 680, y: 300), CGPoint(x: 680, y: 374), CGPoint(x: 640, y: 374)]), rgb(0xFA_FAF4))
        c.paint(Shape.polygon([CGPoint(x: 684, y: 310), CGPoint(x: 684, y: 374), CGPoint(x: 716, y: 374)]), rgb(0xE8_4A3A))
    }

    private static func palm(_ c: CGContext, base: CGPoint, height: CGFloat, lean: CGFloat) {
        let top = CGPoint(x: base.x + lean, y: base.y - height)
        let trunk = CGMutablePath()
        trunk.move(to: base)
        trunk.addQuadCurve(to: top, control: CGPoint(x: base.x + lean * 0.1, y: base.y - height * 0.6))
        c.outline(trunk, rgb(0x6A_4A2A), width: 12, cap: .butt)
        c.setLineDash(phase: 0, lengths: [3, 9])
        c.outline(trunk, rgb(0x4A_301A), width: 12, cap: .butt)
        c.setLineDash(phase: 0, lengths: [])
        for i in 0..<7 {
            let angle = CGFloat.pi * (1.05 + CGFloat(i) * 0.15)
            let tip = CGPoint(x: top.x + cos(angle) * 90, y: top.y + sin(angle) * 40 + 50)
            let leaf = CGMutablePath()
            leaf.move(to: top)
            leaf.addQuadCurve(to: tip, control: CGPoint(x: top.x + cos(angle) * 60, y: top.y - 30 + CGFloat(i % 2) * 10))
            leaf.addQuadCurve(to: top, control: CGPoint(x: top.x + cos(angle) * 50, y: top.y + 5))
            c.paint(leaf, gradient([rgb(0x3A_8A2A), rgb(0x1A_5A1A)]), from: top, to: tip)
        }
    }
}
