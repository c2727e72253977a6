import DemoKit
import Foundation
import LayerDemos
import LayerKitTestSupport
import Testing

/// Chapter 2 demos rendered headless. Oracles: CATALOG.md chapter 2 ("Checks"), hand
/// computations from the listings' numbers, and goldens looked at when recorded.
@Suite("Chapter 2 demos", .ownMediaClock)
struct Chapter02Tests {
    /// Where the white `layerView` (200 x 200, centred in the 400 x 400 container) starts.
    static let viewOrigin = CGPoint(x: 100, y: 100)

    @Test("each chapter 2 demo matches its golden frame at t = 0 (goldens looked at when recorded)",
          arguments: ["2.1", "2.1a", "2.2", "2.2a", "2.2b", "2.3", "2.4", "2.5"])
    func golden(_ id: String) throws {
        try DemoGolden.check(id, at: 0)
    }

    @Test("the demo run renders the same frames as HeadlessRender (layerdemos --headless), timers included")
    func runMatchesHeadlessRender() throws {
        for (demo, t) in [(Listing2_5() as Demo, 0.0), (Listing3_2(), 1.0), (Listing4_6a(), 1.0)] {
            let reference = Bitmap(try HeadlessRender.render(demo, at: t))
            let frame = try DemoRun.with(demo) { try $0.frame(at: t) }
            #expect(frame == reference, "demo \(demo.id) at t = \(t)")
        }
    }

    /// The snowman's opaque extent in the 1x asset (points).
    static var snowmanExtent: CGRect { Bitmap(DemoAssets.image(.snowman)).alphaBoundingBox()! }

    /// The snowman's drawn extent in view coordinates, measured from coverage.
    static func drawnExtent(_ demo: Demo) throws -> CGRect? {
        try DemoRun.with(demo) { s in
            try CoverageMap(s, backgrounds: [s.layer("layerView")], at: 0).boundingBox()?
                .offsetBy(dx: -viewOrigin.x, dy: -viewOrigin.y)
        }
    }

    @Test("2.1: resize gravity stretches the 200x280 snowman over the 200x200 view, x scale 1.4 times y scale (CATALOG 2.1)")
    func resizeStretches() throws {
        let asset = Self.snowmanExtent
        let drawn = try #require(try Self.drawnExtent(Listing2_1()))
        // Hand computation: x' = x * 200/200, y' = y * 200/280.
        let expected = CGRect(x: asset.minX, y: asset.minY * 200 / 280, width: asset.width, height: asset.height * 200 / 280)
        #expect(near(drawn, expected, 1.5), "drawn \(drawn), expected \(expected)")
        let ratio = (drawn.width / asset.width) / (drawn.height / asset.height)
        #expect(abs(ratio - 1.4) < 0.03, "horizontal / vertical scale \(ratio)")
    }

    @Test("2.1a: resizeAspect draws the snowman in (28.57, 0, 142.86, 200) with white margins left and right (CATALOG 2.1a)")
    func resizeAspectFits() throws {
        let asset = Self.snowmanExtent
        let drawn = try #require(try Self.drawnExtent(Listing2_1a()))
        // The image rect (28.57, 0, 142.86, 200): scale 200/280 both ways, offset 200/7 in x.
        let s: CGFloat = 200 / 280
        let expected = CGRect(x: 200.0 / 7 + asset.minX * s, y: asset.minY * s, width: asset.width * s, height: asset.height * s)
        #expect(near(drawn, expected, 1.5), "drawn \(drawn), expected \(expected)")
        let frame = try HeadlessRender.render(Listing2_1a(), at: 0)
        let b = Bitmap(frame)
        for y in stride(from: 100, to: 300, by: 7) {
            #expect(b.isColor(at: CGPoint(x: 100 + 27, y: y), 255, 255, 255, tolerance: 0), "left margin at y \(y)")
            #expect(b.isColor(at: CGPoint(x: 100 + 172, y: y), 255, 255, 255, tolerance: 0), "right margin at y \(y)")
        }
    }

    @Test("2.2: the @2x snowman at contentsScale 2 is 200x280 pt, centred, spanning y -40...240 of the view (CATALOG 2.2)")
    func centredAtImageScale() throws {
        let asset = Self.snowmanExtent
        let drawn = try #require(try Self.drawnExtent(Listing2_2()))
        // 200 x 280 points centred on 200 x 200: origin (0, -40).
        let expected = asset.offsetBy(dx: 0, dy: -40)
        #expect(near(drawn, expected, 1.5), "drawn \(drawn), expected \(expected)")
        // The image rect behind the drawing: top = drawn top - the asset's top margin.
        let imageTop = drawn.minY - asset.minY
        #expect(abs(imageTop - -40) <= 1.5 && abs(imageTop + 280 - 240) <= 1.5, "image spans y \(imageTop)...\(imageTop + 280)")
        try DemoRun.with(Listing2_2()) { s in
            let view = s.layer("layerView")
            let image = try #require(view.contents as? CGImage)
            #expect(image.width == 400 && image.height == 560)
            #expect(view.contentsScale == 2 && view.contentsGravity == .center)
        }
    }

    @Test("2.2a: with masksToBounds no snowman pixel lies outside the 200x200 view (CATALOG 2.2a)")
    func masksToBoundsClips() throws {
        let drawn = try #require(try Self.drawnExtent(Listing2_2a()))
        #expect(drawn.minY >= 0 && drawn.maxY <= 200 && drawn.minX >= 0 && drawn.maxX <= 200, "\(drawn)")
        // Head and feet are cut: the drawing reaches both edges.
        #expect(drawn.minY == 0 && drawn.maxY == 200, "\(drawn)")
    }

    @Test("2.2b: the @2x bitmap at contentsScale 1 is drawn 400x560 pt, twice too large (CATALOG 2.2, Fig 2.3)")
    func wrongScaleDoubles() throws {
        let asset = Self.snowmanExtent
        let drawn = try #require(try Self.drawnExtent(Listing2_2b()))
        // 400 x 560 points centred on the view: origin (-100, -180); x fits the 400-pt frame.
        #expect(abs(drawn.minX - (-100 + 2 * asset.minX)) <= 2 && abs(drawn.maxX - (-100 + 2 * asset.maxX)) <= 2,
                "drawn \(drawn)")
        // Vertically it overflows the whole 400-pt frame (view y -100...300).
        #expect(drawn.minY == -100 && drawn.maxY == 300, "\(drawn)")
    }

    @Test("2.3: the four views share one image and the cone view shows only the top-right quadrant (CATALOG 2.3)")
    func spriteSheet() throws {
        try DemoRun.with(Listing2_3()) { s in
            let views = Listing2_3.sprites.map { s.layer($0.name) }
            let images = views.map { $0.contents as AnyObject? }
            #expect(images.allSatisfy { $0 != nil && $0 === images[0] }, "one CGImage object shared by 4 layers")
            #expect(views.map(\.contentsRect) == Listing2_3.sprites.map(\.contentsRect))

            // Oracle: the cone view redrawn from the top-right quadrant cropped out of the sheet.
            let cone = s.layer("coneView")
            let sheet = try #require(cone.contents as? CGImage)
            let actual = try s.frame(at: 0)
            let quadrant = try #require(sheet.cropping(to: CGRect(x: 256, y: 0, width: 256, height: 256)))
            s.change {
                cone.contents = quadrant
                cone.contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
            }
            let expected = try s.frame(at: 1.0 / 60)
            let f = Listing2_3.sprites[1].frame
            var worst = 0
            for y in Int(f.minY)..<Int(f.maxY) {
                for x in Int(f.minX)..<Int(f.maxX) { worst = max(worst, Pixel.delta(actual[x, y], expected[x, y])) }
            }
            #expect(worst <= 2, "cone view differs from the cropped quadrant by \(worst)")
        }
    }

    @Test("2.4: nine-slice corners stay 16x16 (a quarter of the 64-px image), edges and centre stretch (CATALOG 2.4)")
    func nineSlice() throws {
        let frame = Bitmap(try HeadlessRender.render(Listing2_4(), at: 0))
        let art = Bitmap(DemoAssets.image(.button))
        let gray = UInt32(frame.rootGray)
        /// The asset pixel composited over the root gray (premultiplied OVER).
        func overGray(_ p: UInt32) -> UInt32 {
            let a = p >> 24
            func ch(_ s: UInt32) -> UInt32 { (p >> s & 0xFF) + (gray * (255 - a) + 127) / 255 }
            return 0xFF00_0000 | ch(16) << 16 | ch(8) << 8 | ch(0)
        }
        for f in [Listing2_4.button1Frame, Listing2_4.button2Frame] {
            let (x0, y0, w, h) = (Int(f.minX), Int(f.minY), Int(f.width), Int(f.height))
            // Corners: the asset's 16 x 16 corner cells pixel for pixel.
            var worst = 0
            for (cx, cy) in [(0, 0), (48, 0), (0, 48), (48, 48)] {
                let dx = cx == 0 ? 0 : w - 64, dy = cy == 0 ? 0 : h - 64
                for y in cy..<(cy + 16) {
                    for x in cx..<(cx + 16) {
                        worst = max(worst, Pixel.delta(frame[x0 + x + dx, y0 + y + dy], overGray(art[x, y])))
                    }
                }
            }
            #expect(worst <= 2, "corner cells of \(f) differ from the asset's by \(worst)")
            // Centre (W - 32) x (H - 32): green just inside its edges; red sides, blue top and bottom outside.
            func dominant(_ x: Int, _ y: Int) -> String {
                let c = frame.rgba(x0 + x, y0 + y)
                if c.g > c.r + 40 && c.g > c.b + 40 { return "green" }
                if c.r > c.g + 60 && c.r > c.b + 60 { return "red" }
                if c.b > c.r + 60 && c.b > c.g + 30 { return "blue" }
                return "other"
            }
            let (mx, my) = (w / 2, h / 2)
            #expect(dominant(17, my) == "green" && dominant(w - 18, my) == "green")
            #expect(dominant(mx, 17) == "green" && dominant(mx, h - 18) == "green")
            #expect(dominant(14, my) == "red" && dominant(w - 15, my) == "red")
            #expect(dominant(mx, 14) == "blue" && dominant(mx, h - 15) == "blue")
        }
    }

    @Test("2.4: an @2x bitmap at contentsScale 1 gets 32-pt corners: point (20, 20) of button1 is corner yellow, not centre green (CATALOG 2.4)")
    func nineSliceAt2x() throws {
        let f = Listing2_4.button1Frame
        let at1 = Bitmap(try HeadlessRender.render(Listing2_4(), at: 0, scale: 1)).rgba(Int(f.minX) + 20, Int(f.minY) + 20)
        let at2 = Bitmap(try HeadlessRender.render(Listing2_4(), at: 0, scale: 2)).rgba(2 * (Int(f.minX) + 20), 2 * (Int(f.minY) + 20))
        #expect(at1.g > at1.r + 40, "1x: centre green \(at1)")
        #expect(at2.r > 200 && at2.g > 150 && at2.b < 80, "2x: corner yellow \(at2)")
    }

    @Test("2.5: the delegate's red ring is clipped to the blue layer and drawn once after display() (CATALOG 2.5)")
    func delegateDrawing() throws {
        try DemoRun.with(Listing2_5()) { s in
            let blue = s.layer("blueLayer")
            let b = try s.frame(at: 1)
            let origin = CGPoint(x: 150, y: 150) // blue layer's origin in the container
            func at(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: origin.x + x, y: origin.y + y) }
            #expect(b.isColor(at: at(50, 2), 255, 0, 0), "(50, 2) red: \(b.color(at: at(50, 2)))")
            #expect(b.isColor(at: at(50, 50), 0, 0, 255))
            #expect(b.isColor(at: at(2, 2), 0, 0, 255))
            // The stroke is 10 wide, centred on the edge: about 5 pt shows inside.
            #expect(b.isColor(at: at(50, 3), 255, 0, 0), "(50, 3) red: \(b.color(at: at(50, 3)))")
            #expect(b.isColor(at: at(50, 7), 0, 0, 255, tolerance: 2), "inner edge of the 5-pt ring: \(b.color(at: at(50, 7)))")
            var redOutside = 0
            for y in 0..<b.height {
                for x in 0..<b.width where !(150..<250).contains(x) || !(150..<250).contains(y) {
                    let c = b.rgba(x, y)
                    if c.r > c.g + 30 && c.r > c.b + 30 { redOutside += 1 }
                }
            }
            #expect(redOutside == 0, "\(redOutside) reddish pixels outside the 100x100 rect")
            let controller = try #require(blue.delegate as? Listing2_5.DrawingController)
            #expect(controller.drawCount == 1)
        }
    }

    @Test("2.5: the backing store is bounds x contentsScale: 200x200 pixels at scale 2 (CATALOG 2.5)")
    func backingStoreScale() throws {
        try DemoRun.with(Listing2_5(), scale: 2) { s in
            let blue = s.layer("blueLayer")
            let store = try #require(blue.contents as? CGImage)
            #expect(store.width == 200 && store.height == 200 && blue.contentsScale == 2)
        }
    }
}
