import DemoKit
import Foundation
import LayerDemos
import LayerKitTestSupport
import Testing

/// Chapter 4 demos rendered headless. Oracles: CATALOG.md chapter 4 ("Checks"), hand
/// computations (OVER compositing of the listings' colours and opacities), the assets' own
/// pixels, and goldens looked at when recorded.
@Suite("Chapter 4 demos", .ownMediaClock)
struct Chapter04Tests {
    @Test("each chapter 4 demo matches its golden frame (LCD clocks at t = 0 and t = 1; goldens looked at when recorded)",
          arguments: [("4.1", 0.0), ("4.2", 0.0), ("4.3", 0.0), ("4.4", 0.0), ("4.5", 0.0), ("4.6", 0.0), ("4.6", 1.0),
                      ("4.6a", 0.0), ("4.6a", 1.0), ("4.7", 0.0)])
    func golden(_ id: String, _ time: Double) throws {
        try DemoGolden.check(id, at: time)
    }

    /// A point given in the local coordinates of a view whose frame is `frame` (container points).
    static func local(_ frame: CGRect, _ x: CGFloat, _ y: CGFloat) -> CGPoint {
        CGPoint(x: frame.minX + x, y: frame.minY + y)
    }

    static let view1 = RoundedViewsScene.frame1, view2 = RoundedViewsScene.frame2

    @Test("4.1: the clipped view's corner (2, 2) is root gray, the unclipped view's red pokes out at (-10, -10) (CATALOG 4.1)")
    func cornerRadiusAndClipping() throws {
        let b = Bitmap(try HeadlessRender.render(Listing4_1(), at: 0))
        #expect(b.isRootGray(at: Self.local(Self.view2, 2, 2)), "view 2 (2, 2): \(b.color(at: Self.local(Self.view2, 2, 2)))")
        #expect(b.isColor(at: Self.local(Self.view1, -10, -10), 255, 0, 0, tolerance: 0))
        // The red square is cut away outside view 2, and drawn unclipped inside view 1's corner.
        #expect(b.isRootGray(at: Self.local(Self.view2, -10, -10)))
        #expect(b.isColor(at: Self.local(Self.view1, 2, 2), 255, 0, 0, tolerance: 0))
        // cornerRadius rounds view 1's own background (bottom-left corner), not its sublayer.
        #expect(b.isRootGray(at: Self.local(Self.view1, 2, 157)))
        #expect(b.isColor(at: Self.local(Self.view1, 2, 100), 255, 255, 255, tolerance: 0))
    }

    @Test("4.2: the 5-pt border is black 2 pt inside the edge even over the red subview, follows the corner and ignores the overflow (CATALOG 4.2)")
    func borders() throws {
        let b = Bitmap(try HeadlessRender.render(Listing4_2(), at: 0))
        for v in [Self.view1, Self.view2] {
            #expect(b.isColor(at: Self.local(v, 2, 40), 0, 0, 0, tolerance: 0), "left edge of \(v)")
            #expect(b.isColor(at: Self.local(v, 100, 157), 0, 0, 0, tolerance: 0), "bottom edge of \(v)")
            #expect(b.isColor(at: Self.local(v, 100, 100), 255, 255, 255, tolerance: 0), "inside \(v)")
        }
        // View 1: red just outside the bounds and just inside the border: the border traces the bounds.
        #expect(b.isColor(at: Self.local(Self.view1, -2, 40), 255, 0, 0, tolerance: 0))
        #expect(b.isColor(at: Self.local(Self.view1, 7, 40), 255, 0, 0, tolerance: 0))
        // It follows the radius: the corner pixel outside the rounded border shows the red subview.
        #expect(b.isColor(at: Self.local(Self.view1, 1, 1), 255, 0, 0, tolerance: 0))
        #expect(b.isRootGray(at: Self.local(Self.view2, 1, 1)))
    }

    @Test("4.3: 5 pt below each view the shadow darkens the gray by less than half; view 1's shadow includes the red overflow (CATALOG 4.3)")
    func shadows() throws {
        let b = Bitmap(try HeadlessRender.render(Listing4_3(), at: 0))
        let gray = Double(b.rootGray)
        for v in [Self.view1, Self.view2] {
            let below = b.brightness(at: Self.local(v, 80, 165))
            #expect(below < gray - 10 && below > gray * 0.5, "5 pt below \(v): \(below) against \(gray)")
        }
        // Under the red square's bottom-left, outside the white view: shadow for view 1 only.
        let underRed1 = b.brightness(at: Self.local(Self.view1, -15, 73))
        #expect(underRed1 < gray - 10, "under view 1's red overflow: \(underRed1)")
        // Its extent is the red square's: 15 pt further down (past the blur) the gray is untouched.
        #expect(b.isRootGray(at: Self.local(Self.view1, -15, 90)), "\(b.color(at: Self.local(Self.view1, -15, 90)))")
        // View 2's red is clipped, so nothing left of view 2 is darker than the shadow of view 1
        // reaching into the gap: the same spot left of view 1's white is darker still.
        #expect(b.brightness(at: Self.local(Self.view2, -15, 73)) > underRed1 + 10)
        try DemoRun.with(Listing4_3()) { s in
            let shadowView = s.layer("shadowView"), layerView2 = s.layer("layerView2")
            #expect(layerView2.superlayer === shadowView && layerView2.frame == shadowView.bounds)
            #expect(shadowView.shadowOpacity == 0.5 && shadowView.shadowOffset == CGSize(width: 0, height: 5)
                && shadowView.shadowRadius == 5 && layerView2.shadowOpacity == 0 && layerView2.masksToBounds)
        }
    }

    @Test("4.4: at the views' interior corner (cone alpha 0) the square shadowPath gives shadow gray, the circle root gray (CATALOG 4.4)")
    func shadowPaths() throws {
        #expect(DemoAssets.image(.cone).pixel(atX: 3, y: 3).alpha == 0, "the cone is transparent at (3, 3)")
        let b = Bitmap(try HeadlessRender.render(Listing4_4(), at: 0))
        let gray = Double(b.rootGray)
        #expect(b.brightness(at: Self.local(Listing4_4.frame1, 3, 3)) < gray - 20)
        #expect(b.isRootGray(at: Self.local(Listing4_4.frame2, 3, 3)))
        // Inside the circle's shadow, below the cone's transparent top: both are shadow gray.
        #expect(b.brightness(at: Self.local(Listing4_4.frame2, 30, 80)) < gray - 20)
    }

    @Test("4.5: each output pixel is the igloo's coverage times the cone's alpha over the root gray (CATALOG 4.5)")
    func maskAlphaProduct() throws {
        try DemoRun.with(Listing4_5()) { s in
            let masked = try s.frame(at: 0)
            let imageView = s.layer("imageView")
            s.change { imageView.mask = nil }
            let unmasked = try s.frame(at: 1.0 / 60)
            let cone = Bitmap(DemoAssets.image(.cone))
            let f = Listing4_5.imageViewFrame
            let gray = Double(masked.rootGray)
            var worst = 0.0, grayWhereTransparent = true
            for y in 0..<Int(f.height) {
                for x in 0..<Int(f.width) {
                    let (px, py) = (Int(f.minX) + x, Int(f.minY) + y)
                    let am = Double(cone[x, y] >> 24) / 255
                    let m = masked.rgba(px, py), u = unmasked.rgba(px, py)
                    // M = gray + αmask (U - gray), U being the igloo composited alone.
                    for (mc, uc) in [(m.r, u.r), (m.g, u.g), (m.b, u.b)] {
                        worst = max(worst, abs(Double(mc) - (gray + am * (Double(uc) - gray))))
                    }
                    if am == 0 && !masked.isRootGray(at: CGPoint(x: px, y: py), tolerance: 0) { grayWhereTransparent = false }
                }
            }
            #expect(worst <= 2, "largest difference from the alpha product: \(worst)")
            #expect(grayWhereTransparent, "root gray wherever the cone is transparent")
        }
    }

    @Test("4.6: at 12:34:56 the six contentsRect x values are 0.1 ... 0.6 (CATALOG 4.6)")
    func digitsAtFixedDate() throws {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let date = utc.date(from: DateComponents(year: 2025, month: 1, day: 1, hour: 12, minute: 34, second: 56))!
        #expect(LCDClock.digits(at: date, calendar: utc) == [1, 2, 3, 4, 5, 6])
        try DemoRun.with(Listing4_6(now: { _ in date })) { s in
            try s.run(until: 1)
            let rects = (0..<6).map { s.layer("digitView\($0)").contentsRect }
            for (i, r) in rects.enumerated() {
                #expect(abs(r.minX - 0.1 * CGFloat(i + 1)) < 1e-12 && r.width == 0.1 && r.minY == 0 && r.height == 1, "\(r)")
            }
            let first = s.layer("digitView0")
            #expect(first.contentsGravity == .resizeAspect && first.magnificationFilter == .linear)
            let shared = rects.indices.map { s.layer("digitView\($0)").contents as AnyObject? }
            #expect(shared.allSatisfy { $0 != nil && $0 === shared[0] }, "one Digits image for the six views")
        }
    }

    @Test("4.6: the timer ticks once a second: the last digit shows 0 at 10:09:30 (t = 0) and 1 at t = 1")
    func digitsTick() throws {
        try DemoRun.with(Listing4_6()) { s in
            try s.run(until: 0.9)
            let last = s.layer("digitView5")
            #expect(last.contentsRect.minX == 0)
            #expect((0..<6).map { s.layer("digitView\($0)").contentsRect.minX * 10 }.map { Int($0.rounded()) } == [1, 0, 0, 9, 3, 0])
            try s.run(until: 1)
            #expect(abs(last.contentsRect.minX - 0.1) < 1e-12)
        }
    }

    /// Counts the pixels inside the digit views that are neither opaque black nor root gray.
    static func blendedDigitPixels(_ demo: Demo) throws -> (blended: Int, black: Int) {
        let b = Bitmap(try HeadlessRender.render(demo, at: 0))
        let gray = b.rootGray
        var blended = 0, black = 0
        for f in LCDClock.digitFrames {
            for y in Int(f.minY)..<Int(f.maxY) {
                for x in Int(f.minX)..<Int(f.maxX) {
                    let c = b.rgba(x, y)
                    if c.r == 0 && c.g == 0 && c.b == 0 { black += 1 } else if !(c.r == gray && c.g == gray && c.b == gray) { blended += 1 }
                }
            }
        }
        return (blended, black)
    }

    @Test("4.6: with the default linear filter the 10x magnified digits blend black into the background (CATALOG 4.6)")
    func linearBlurs() throws {
        let counts = try Self.blendedDigitPixels(Listing4_6())
        #expect(counts.blended > 1000, "\(counts)")
    }

    @Test("4.6a: with the nearest filter every digit-view pixel is opaque black or the unblended root gray (CATALOG 4.6a)")
    func nearestIsCrisp() throws {
        let counts = try Self.blendedDigitPixels(Listing4_6a())
        #expect(counts.blended == 0 && counts.black > 0, "\(counts)")
        // 10:09:30 lights 5 + 3 ... texels: each lit texel is a 10 x 10 block of black.
        #expect(counts.black % 100 == 0)
    }

    /// Button 2's frame (container points) in the row whose container view is `row`.
    static func button2(inRow row: Int) -> CGRect {
        let c = Listing4_7.containerFrames[row]
        return CGRect(x: c.minX + 250 - 75, y: c.minY + 150 - 25, width: 150, height: 50)
    }

    @Test("4.7: rasterized, the label background blends like the button (equal pixels); per layer (iOS 6) it is lighter, 75% against 50% (CATALOG 4.7)")
    func groupOpacity() throws {
        let b = Bitmap(try HeadlessRender.render(Listing4_7(), at: 0))
        let g = Double(b.rootGray)
        func pixels(row: Int) -> (label: Double, button: Double) {
            let f = Self.button2(inRow: row)
            let l = Listing4_7.labelFrame
            // A corner of the label's white background (no text there), and the button's white beside the label.
            return (b.brightness(at: CGPoint(x: f.minX + l.minX + 2, y: f.minY + l.minY + 2)),
                    b.brightness(at: CGPoint(x: f.minX + 8, y: f.minY + 25)))
        }
        let half = 0.5 * 255 + 0.5 * g, threeQuarters = 0.75 * 255 + 0.25 * g
        let rasterized = pixels(row: 1)
        #expect(abs(rasterized.label - rasterized.button) <= 1, "\(rasterized)")
        #expect(abs(rasterized.button - half) <= 1.5, "\(rasterized) against \(half)")
        let perLayer = pixels(row: 0)
        #expect(abs(perLayer.button - half) <= 1.5 && abs(perLayer.label - threeQuarters) <= 1.5,
                "\(perLayer) against \(half), \(threeQuarters)")
        // The opaque button is plain white.
        let f = Self.button2(inRow: 1).offsetBy(dx: -200, dy: 0)
        #expect(b.isColor(at: CGPoint(x: f.minX + 8, y: f.minY + 25), 255, 255, 255, tolerance: 0))
    }

    @Test("4.7: with allowsGroupOpacity at its LayerKit default (true, as on iOS 7+) the label blends like the button even without rasterization")
    func groupOpacityDefault() throws {
        #expect(CALayer().allowsGroupOpacity, "LayerKit's default, as iOS 7 and later")
        try DemoRun.with(Listing4_7()) { s in
            let row = s.layer("containerViewWithoutRasterization")
            let button2 = try #require(row.sublayers?.first { $0.name == "button2" })
            #expect(!button2.shouldRasterize && !button2.allowsGroupOpacity && button2.opacity == 0.5)
            let rasterized = try #require(s.layer("containerView").sublayers?.first { $0.name == "button2" })
            #expect(rasterized.shouldRasterize && rasterized.rasterizationScale == 1)
            s.change { button2.allowsGroupOpacity = true }
            let b = try s.frame(at: 0)
            let f = Self.button2(inRow: 0), l = Listing4_7.labelFrame
            let label = b.brightness(at: CGPoint(x: f.minX + l.minX + 2, y: f.minY + l.minY + 2))
            let button = b.brightness(at: CGPoint(x: f.minX + 8, y: f.minY + 25))
            #expect(abs(label - button) <= 1, "label \(label), button \(button)")
        }
    }
}
