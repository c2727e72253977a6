import DemoKit
import Foundation
import LayerKitGraphics
import LayerKitTestSupport
import Testing

/// What each asset shows, checked at pixels whose expected content follows from the asset's
/// description (CATALOG.md section 0 and the chapters that use it) and its layout in points.
@Suite("Demo asset content", .ownMediaClock)
struct AssetContentTests {
    /// How far the alpha of mirror-image pixels of a symmetric drawing may differ: cairo's
    /// coverage sampling grid is not itself mirror-symmetric (17 levels were measured).
    static let antialiasingSlack = 32

    // MARK: Button (chapter 2.4: contentsCenter (0.25, 0.25, 0.5, 0.5))

    static func isYellow(_ c: (r: Int, g: Int, b: Int, a: Int)) -> Bool { c.a > 200 && c.r > 200 && c.g > 160 && c.b < 120 }
    static func isBlue(_ c: (r: Int, g: Int, b: Int, a: Int)) -> Bool { c.a == 255 && c.b > c.r + 60 && c.b > c.g + 20 }
    static func isRed(_ c: (r: Int, g: Int, b: Int, a: Int)) -> Bool { c.a == 255 && c.r > c.g + 80 && c.r > c.b + 80 }
    static func isGreen(_ c: (r: Int, g: Int, b: Int, a: Int)) -> Bool { c.a == 255 && c.g > c.r + 60 && c.g > c.b + 60 }

    @Test("the button has yellow corners, blue top and bottom edges, red left and right edges and a green centre, split at a quarter of each side",
          arguments: [1, 2] as [CGFloat])
    func buttonRegions(_ scale: CGFloat) {
        let b = Bitmap(DemoAssets.image(.button, scale: scale))
        let q = b.width / 4
        // Every pixel of each region, sampled on a grid including the pixels next to the boundaries.
        let inner = [0, q - 1, q, 2 * q - 1, 2 * q, 3 * q - 1, 3 * q, 4 * q - 1]
        func region(_ i: Int) -> Int { i < q ? 0 : (i < 3 * q ? 1 : 2) }
        for y in inner {
            for x in inner {
                let c = b.rgba(x, y), (col, row) = (region(x), region(y))
                switch (col, row) {
                case (1, 1): #expect(Self.isGreen(c), "centre (\(x), \(y)) is \(c)")
                case (1, _): #expect(Self.isBlue(c), "top/bottom (\(x), \(y)) is \(c)")
                case (_, 1): #expect(Self.isRed(c), "left/right (\(x), \(y)) is \(c)")
                default: break
                }
            }
        }
        // Corners: yellow around the inner corner, rounded away (transparent) at the outer corner.
        for (x, y) in [(q - 2, q - 2), (3 * q + 1, q - 2), (q - 2, 3 * q + 1), (3 * q + 1, 3 * q + 1)] {
            #expect(Self.isYellow(b.rgba(x, y)), "corner near (\(x), \(y)) is \(b.rgba(x, y))")
        }
        for (x, y) in [(0, 0), (b.width - 1, 0), (0, b.height - 1), (b.width - 1, b.height - 1)] {
            #expect(b.rgba(x, y).a == 0)
        }
    }

    // MARK: Digits (chapter 4.6)

    @Test("every digit pixel is opaque black or transparent, and each 5x7 cell keeps a one-pixel clear margin",
          arguments: [1, 2] as [CGFloat])
    func digitsArePureBlackOnClear(_ scale: CGFloat) {
        let b = Bitmap(DemoAssets.image(.digits, scale: scale))
        let s = Int(scale)
        #expect(b.pixels.allSatisfy { $0 == 0 || $0 == 0xFF00_0000 })
        for y in 0..<b.height {
            for x in 0..<b.width {
                let (cx, cy) = ((x / s) % 5, y / s)
                if cx == 0 || cx == 4 || cy == 0 || cy == 6 { #expect(b[x, y] == 0, "margin pixel (\(x), \(y))") }
            }
        }
    }

    @Test("the ten digit cells differ from each other; 8 has a middle bar where 0 is hollow")
    func digitCellsDiffer() {
        let image = DemoAssets.image(.digits)
        let cells = (0..<10).map { AssetCheck.region(image, $0 * 5, 0, 5, 7) }
        #expect(Set(cells.map { $0.description }).count == 10)
        let b = Bitmap(image)
        // Glyph pixel (1, 2), the middle of the 3x5 glyph: cell x = 1 + 1, y = 1 + 2.
        #expect(b[8 * 5 + 2, 3] == 0xFF00_0000)
        #expect(b[0 * 5 + 2, 3] == 0)
        // 1 is narrower than 0: 0's glyph fills its left column, 1's does not at the bottom-but-one row.
        #expect(b[0 * 5 + 1, 4] == 0xFF00_0000 && b[1 * 5 + 1, 4] == 0)
    }

    // MARK: Ship (chapters 8-9: the nose points +x)

    @Test("the ship points right: its rightmost pixel is a narrow nose on the centre row, and it is mirror-symmetric top to bottom",
          arguments: [1, 2] as [CGFloat])
    func shipNosePointsRight(_ scale: CGFloat) {
        let b = Bitmap(DemoAssets.image(.ship, scale: scale))
        let w = b.width, h = b.height
        func opaqueRows(inColumn x: Int) -> [Int] { (0..<h).filter { b.rgba(x, $0).a > 128 } }
        let rightmost = (0..<w).last { !opaqueRows(inColumn: $0).isEmpty }!
        let leftmost = (0..<w).first { !opaqueRows(inColumn: $0).isEmpty }!
        #expect(rightmost >= w * 56 / 64)
        // The nose: the rightmost columns are only a few pixels tall, centred on the middle row.
        let nose = opaqueRows(inColumn: rightmost - w / 32)
        #expect(nose.count <= h / 10 && nose.allSatisfy { abs($0 - h / 2) <= h / 12 })
        // The tail end is wide (engines); the far right is not.
        #expect(opaqueRows(inColumn: leftmost + w / 8).count > 3 * nose.count)
        for y in 0..<(h / 2) {
            for x in 0..<w { #expect(abs(b.rgba(x, y).a - b.rgba(x, h - 1 - y).a) <= Self.antialiasingSlack) }
        }
    }

    // MARK: Door (chapter 9.2)

    @Test("the door is opaque brown with its brass knob in the right half and hinges on the left edge")
    func doorKnobOnTheRight() {
        let b = Bitmap(DemoAssets.image(.door))
        #expect(b.pixels.allSatisfy { $0 >> 24 == 0xFF })
        var brassX: [Int] = []
        for y in 0..<b.height {
            for x in 0..<b.width {
                let c = b.rgba(x, y)
                if c.r > 170 && c.g * 10 > c.r * 7 && c.b * 2 < c.g { brassX.append(x) }
            }
        }
        #expect(brassX.count > 100)
        #expect(brassX.allSatisfy { $0 > b.width / 2 })
        let wood = b.rgba(36, 64)
        #expect(wood.r > wood.g && wood.g > wood.b && wood.r > 80)
        let hinge = b.rgba(3, 30)
        #expect(abs(hinge.r - hinge.b) < 16 && hinge.r < 110)
    }

    // MARK: Clock (chapter 3)

    @Test("each clock hand is an upward arrow: opaque from near the top to near the bottom on its centre line, symmetric, with its hub at 90% of the height",
          arguments: [AssetName.hourHand, .minuteHand, .secondHand])
    func clockHands(_ name: AssetName) {
        let b = Bitmap(DemoAssets.image(name, scale: 2))
        let cx = b.width / 2
        let column = (0..<b.height).filter { b.rgba(cx, $0).a > 128 || b.rgba(cx - 1, $0).a > 128 }
        #expect(column.first! <= 4 && column.last! >= b.height - 4)
        #expect(column.count >= b.height - 8)
        // The widest rows are the arrow head (top quarter) and the hub (around 90%).
        func width(_ y: Int) -> Int { (0..<b.width).filter { b.rgba($0, y).a > 128 }.count }
        let pivotRow = Int((CGFloat(b.height) * 0.9).rounded())
        #expect(width(pivotRow) > width(b.height / 2))
        let headWidest = (0..<(b.height / 4)).map(width).max()!
        #expect(headWidest > width(b.height / 2))
        // The hub's centre: the pivot pixel is the outline colour, opaque.
        #expect(b.rgba(cx, pivotRow).a == 255)
        for y in 0..<b.height {
            for x in 0..<(b.width / 2) { #expect(abs(b.rgba(x, y).a - b.rgba(b.width - 1 - x, y).a) <= Self.antialiasingSlack) }
        }
    }

    @Test("the clock face is a white disc with a black outline and inked numerals at 12, 3, 6 and 9")
    func clockFace() {
        let b = Bitmap(DemoAssets.image(.clockFace))
        #expect(b.rgba(0, 0).a == 0 && b.rgba(255, 255).a == 0)
        let centre = b.rgba(128, 128)
        #expect(centre.a == 255 && centre.r > 240 && centre.g > 240 && centre.b > 240)
        for (x, y) in [(128, 6), (250, 128), (128, 250), (6, 128)] {
            let rim = b.rgba(x, y)
            #expect(rim.a == 255 && rim.r < 40, "outline at (\(x), \(y)) is \(rim)")
        }
        // Numerals centred 76 points from the centre: dark ink in a 24x24 box around each.
        for (x, y) in [(128, 52), (204, 128), (128, 204), (52, 128)] {
            let inked = (y - 12..<y + 12).contains { yy in (x - 12..<x + 12).contains { b.rgba($0, yy).r < 60 } }
            #expect(inked, "no numeral around (\(x), \(y))")
        }
    }

    // MARK: Round things and particles

    @Test("the circle is a filled blue disc touching the edges, transparent outside")
    func circle() {
        let b = Bitmap(DemoAssets.image(.circle))
        let c = b.rgba(32, 32)
        #expect(c.a == 255 && c.b > 200 && c.r < 80)
        #expect(b.rgba(32, 0).a > 100 && b.rgba(0, 32).a > 100)
        #expect(b.rgba(1, 1).a == 0 && b.rgba(62, 62).a == 0)
    }

    @Test("the ball is an opaque red sphere with a light highlight, transparent in the corners")
    func ball() {
        let b = Bitmap(DemoAssets.image(.ball))
        let c = b.rgba(36, 40)
        #expect(c.a == 255 && c.r > 150 && c.g < 80)
        let shine = b.rgba(22, 14)
        #expect(shine.g > 150)
        #expect(b.rgba(1, 1).a == 0)
    }

    @Test("the spark is white, brightest and most opaque at its centre, fading to clear at its edges")
    func spark() {
        let b = Bitmap(DemoAssets.image(.spark))
        let centre = b.rgba(14, 14)
        #expect(centre.a > 240 && centre.r > 250 && centre.g > 250 && centre.b > 250)
        #expect(b.rgba(14, 14).a > b.rgba(20, 20).a && b.rgba(20, 20).a > b.rgba(25, 25).a)
        #expect(b.rgba(0, 0).a == 0)
        // The four points reach further along the axes than along the diagonals.
        #expect(b.rgba(14, 1).a > b.rgba(5, 5).a)
    }

    @Test("the chalk stamp is white with varying alpha")
    func chalk() {
        let b = Bitmap(DemoAssets.image(.chalk))
        var alphas = Set<Int>()
        for y in 0..<b.height {
            for x in 0..<b.width where b.rgba(x, y).a > 0 {
                let c = b.rgba(x, y)
                #expect(c.r >= 250 && c.g >= 250 && c.b >= 250)
                alphas.insert(c.a / 32)
            }
        }
        #expect(alphas.count >= 5)
        #expect(b.rgba(0, 0).a == 0)
    }

    @Test("the key's bow has a see-through hole, its blade is opaque brass")
    func key() {
        let b = Bitmap(DemoAssets.image(.key))
        // The hole's centre (12, 32) before the 45-degree turn about (32, 32) lands near (18, 18).
        #expect(b.rgba(18, 18).a == 0)
        let blade = b.rgba(32, 32)
        #expect(blade.a == 255 && blade.r > 180 && blade.b < 120)
        #expect(b.rgba(60, 4).a == 0)
    }

    @Test("the crate is opaque wood")
    func crate() {
        let b = Bitmap(DemoAssets.image(.crate))
        #expect(b.pixels.allSatisfy { $0 >> 24 == 0xFF })
        let plank = b.rgba(9, 40)
        #expect(plank.r > plank.g && plank.g > plank.b)
    }

    // MARK: Snowman and sprites

    @Test("the snowman stands on a transparent background: white snow in the middle, an orange carrot, brown arms")
    func snowman() {
        let b = Bitmap(DemoAssets.image(.snowman))
        for (x, y) in [(0, 0), (199, 0), (0, 279), (199, 279), (20, 200)] { #expect(b.rgba(x, y).a == 0) }
        let snow = b.rgba(80, 200)
        #expect(snow.a == 255 && snow.r > 220 && snow.b > 220)
        let carrot = b.rgba(118, 54)
        #expect(carrot.r > 200 && carrot.g > 80 && carrot.g < 190 && carrot.b < 90)
        let arm = b.rgba(39, 93)  // the left arm's curve at t = 0.5
        #expect(arm.a > 200 && arm.r > arm.b + 30 && arm.r < 150)
    }

    @Test("the sprite sheet is the igloo, cone, anchor and ship, each drawn to fill its quadrant")
    func spriteSheetQuadrants() {
        let sheet = DemoAssets.image(.sprites)
        func quadrant(_ col: Int, _ row: Int) -> Bitmap {
            Bitmap(sheet.cropping(to: CGRect(x: col * 256, y: row * 256, width: 256, height: 256))!)
        }
        // The single images at the scale that makes them 256 pixels wide draw the same objects.
        let expected: [(Int, Int, AssetName)] = [(0, 0, .igloo), (1, 0, .cone), (0, 1, .anchor), (1, 1, .ship)]
        for (col, row, name) in expected {
            let single = Bitmap(DemoAssets.image(name, scale: 256 / name.size.width))
            let (maxDelta, count) = quadrant(col, row).difference(from: single, tolerance: 2)
            #expect(count <= 256 * 256 / 500, "\(name): \(count) pixels differ (largest \(maxDelta))")
        }
    }
}
