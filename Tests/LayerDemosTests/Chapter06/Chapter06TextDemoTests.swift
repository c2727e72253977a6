import DemoKit
import Foundation
import LayerDemos
import LayerKitGraphics
import LayerKitTestSupport
import Testing

/// Chapter 6's text demos checked against CATALOG.md's "Checks" for 6.2, 6.2a and 6.3, the
/// animated extra against hand computation, plus goldens (each looked at when recorded: a
/// justified black paragraph in a white 200-point square; "ipsum" red and underlined).
extension HeadlessDemoTests {
    @Suite("Chapter 6 text demos")
    struct Chapter06TextDemoTests {
        /// The label view's pixel rectangle at scale 1.
        static let label = (x: 100, y: 100, size: 200)

        /// The text lines inside the label: each a run of rows holding dark pixels, with the
        /// first and last column of dark ink on those rows.
        static func lines(_ image: Bitmap, scale: Int = 1) -> [(rows: ClosedRange<Int>, minX: Int, maxX: Int)] {
            var out: [(rows: ClosedRange<Int>, minX: Int, maxX: Int)] = []
            let x0 = label.x * scale, y0 = label.y * scale, n = label.size * scale
            var current: (rows: ClosedRange<Int>, minX: Int, maxX: Int)?
            for y in y0..<(y0 + n) {
                let dark = (x0..<(x0 + n)).filter { image.rgba($0, y).r < 128 }
                if let first = dark.first, let last = dark.last {
                    if let c = current { current = (c.rows.lowerBound...y, min(c.minX, first), max(c.maxX, last)) }
                    else { current = (y...y, first, last) }
                } else if let c = current {
                    out.append(c)
                    current = nil
                }
            }
            if let current { out.append(current) }
            return out
        }

        @Test("6.2: the text wraps within the label into many lines, each justified to both edges (CATALOG 6.2)")
        func wrappedAndJustified() throws {
            let run = try DemoRun(Listing6_2())
            defer { run.finish() }
            let lines = Self.lines(try run.frame(at: 0))
            // Hand computation: about 330 characters of 15-point text at about 7 points each in 200
            // points is 11 or more lines; 200 points hold 11 lines of 17.25 points.
            #expect(lines.count >= 10, "\(lines.count) lines")
            // Every line but the paragraph's last is justified: ink from the left edge to the right
            // edge (glyph side bearings: 2 points). With Liberation Sans the whole paragraph fits
            // in 12 lines, so the last ("sit amet lobortis") is visible and ends short.
            for line in lines.dropLast() {
                #expect(line.minX <= 102 && line.maxX >= 297 && line.maxX < 300, "\(line)")
            }
            let last = try #require(lines.last)
            #expect(last.minX <= 102 && last.maxX < 250, "the last line is not stretched")
        }

        @Test("6.2: the first line starts with \"Lorem\": its first 5 glyphs match \"Lorem\" drawn alone (CATALOG 6.2)")
        func startsWithLorem() throws {
            let run = try DemoRun(Listing6_2())
            defer { run.finish() }
            let demo = try run.frame(at: 0)
            let ctx = try #require(CGContext(pixelWidth: 200, pixelHeight: 40, scale: 1))
            ctx.setFillColor(CGColor(gray: 1, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: 200, height: 40))
            var style = TextStyle(fontName: ".SFUI-Regular", fontSize: 15, color: CGColor(gray: 0, alpha: 1))
            style.isWrapped = true
            TextRenderer.draw("Lorem", style: style, in: CGRect(x: 0, y: 0, width: 200, height: 40), context: ctx)
            let alone = Bitmap(try #require(ctx.makeImage()))
            var worst = 0
            for y in 0..<20 { for x in 0..<44 {
                worst = max(worst, abs(alone.rgba(x, y).r - demo.rgba(100 + x, 100 + y).r))
            } }
            #expect(worst <= 2)
        }

        @Test("6.2: contentsScale is 1, so at scale 2 the backing store has the bounds' size in pixels (CATALOG 6.2a)")
        func blurryAtScaleTwo() throws {
            let run = try DemoRun(Listing6_2(), scale: 2)
            defer { run.finish() }
            _ = try run.frame(at: 0)
            let text = run.layer("text")
            let store = try #require(text.contents as? CGImage)
            #expect(text.contentsScale == 1 && store.width == 200 && store.height == 200)
        }

        @Test("6.2a: with contentsScale = the screen's 2 the backing store is 2x the bounds, and edges are sharper (CATALOG 6.2a)")
        func sharpAtScaleTwo() throws {
            let sharp = try DemoRun(Listing6_2a(), scale: 2)
            defer { sharp.finish() }
            let sharpImage = try sharp.frame(at: 0)
            let store = try #require(sharp.layer("text").contents as? CGImage)
            #expect(store.width == 400 && store.height == 400)
            sharp.finish()
            let blurry = try DemoRun(Listing6_2(), scale: 2)
            defer { blurry.finish() }
            let blurryImage = try blurry.frame(at: 0)
            // A sharp rendering has more nearly black pixels: the 1x store magnified twice
            // spreads every edge over two device pixels.
            func nearBlack(_ b: Bitmap) -> Int {
                var n = 0
                for y in 200..<600 { for x in 200..<600 where b.rgba(x, y).r < 40 { n += 1 } }
                return n
            }
            #expect(nearBlack(sharpImage) > nearBlack(blurryImage) * 11 / 10)
        }

        @Test("6.3: \"ipsum\" is red with a red underline below it; every other glyph is black (CATALOG 6.3)")
        func richText() throws {
            let run = try DemoRun(Listing6_3())
            defer { run.finish() }
            let image = try run.frame(at: 0)
            var red: [(x: Int, y: Int)] = [], coloured: [(x: Int, y: Int)] = []
            for y in 100..<300 { for x in 100..<300 {
                let c = image.rgba(x, y)
                if c.r > 200 && c.g < 60 && c.b < 60 { red.append((x, y)) }
                if abs(c.r - c.g) > 40 { coloured.append((x, y)) }
            } }
            #expect(red.count > 40, "red glyph pixels")
            // The first line is 17.25 points high (Liberation Sans 15 pt); its underline is within it.
            #expect(red.allSatisfy { $0.y < 100 + 18 }, "red only on the first line")
            // "ipsum" starts after "Lorem " (about 45 points) and is about 40 points wide.
            let xs = red.map(\.x)
            #expect(xs.min()! > 140 && xs.max()! < 200)
            // Every coloured (not gray) pixel, anti-aliased edges included, is in the red word's box.
            let box = (x: (xs.min()! - 2)...(xs.max()! + 2), y: 100...(red.map(\.y).max()! + 2))
            #expect(coloured.allSatisfy { box.x.contains($0.x) && box.y.contains($0.y) }, "all other glyphs are black")
            // The underline: a row of at least 25 red pixels in a row below the glyphs' baseline.
            let rows = Dictionary(grouping: red, by: \.y).mapValues(\.count)
            #expect(rows.values.contains { $0 >= 25 })
        }

        @Test("6.2x: at half the pulse the text is 30 points and the colour midway from blue to orange")
        func pulseHalfway() throws {
            let run = try DemoRun(ListingTextPulse())
            defer { run.finish() }
            try run.run(until: ListingTextPulse.halfPeriod / 2)
            let size = run.number("text", "fontSize")
            #expect(abs(size - 30) < 1e-6)
            // Hand computation: colour (0.5, 0.4, 0.5) = (128, 102, 128) in the glyphs' solid parts.
            let image = run.frame
            var found = false
            for y in 170..<230 { for x in 20..<380 where image.isColor(at: CGPoint(x: x, y: y), 128, 102, 128, tolerance: 3) {
                found = true
            } }
            #expect(found)
        }

        @Test("goldens: 6.2, 6.2a at scale 2, 6.3, and the pulse at 1 s")
        func goldens() throws {
            try DemoGolden.check(Listing6_2(), at: 0)
            try DemoGolden.check(Listing6_2a(), at: 0, scale: 2)
            try DemoGolden.check(Listing6_3(), at: 0)
            try DemoGolden.check(ListingTextPulse(), at: 1)
        }
    }
}
