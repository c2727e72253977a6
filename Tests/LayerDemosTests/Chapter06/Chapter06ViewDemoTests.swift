import DemoKit
import Foundation
import LayerDemos
import LayerKitTestSupport
import Testing
import UIKit

/// Chapter 6's layer-backed views checked against CATALOG.md's "Checks" for 6.4 (the label's
/// layer, its text mirrored, its scale) and 6.9 (the reflection's rows and alpha), plus
/// goldens, each looked at when recorded: 6.4 is 6.2's justified paragraph in a white square;
/// 6.9 the anchor card with a faded upside-down copy 2 points below it.
extension HeadlessDemoTests {
    @Suite("Chapter 6 view demos")
    struct Chapter06ViewDemoTests {
        @Test("6.4: the label's layer is a text layer; text, textColor and font mirror into string, foregroundColor, font and fontSize (CATALOG 6.4)")
        func labelMirrorsIntoItsLayer() throws {
            let label = LayerLabel(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            #expect(type(of: label.layer) == CATextLayer.self)
            label.text = "abc"
            #expect(label.textLayer.string as? String == "abc")
            label.textColor = UIColor.red
            #expect(label.textLayer.foregroundColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            label.font = UIFont(name: "Courier", size: 21)!
            #expect((label.textLayer.font as? CGFont)?.fullName == "Courier" && label.textLayer.fontSize == 21)
            // Set up as the book's setUp does: justified, wrapped, UILabel's default 17-point font.
            let fresh = LayerLabel(frame: .zero)
            #expect(fresh.textLayer.alignmentMode == .justified && fresh.textLayer.isWrapped)
            #expect(fresh.textLayer.fontSize == 17 && fresh.textLayer.string == nil)
        }

        @Test("6.4: on a scale-2 screen the label's contentsScale is 2 without being set, so its store is 400 x 400 pixels (CATALOG 6.4)")
        func labelTakesTheScreenScale() throws {
            let run = try DemoRun(Listing6_4(), scale: 2)
            defer { run.finish() }
            _ = try run.frame(at: 0)
            let layer = run.layer("label")
            #expect(layer is CATextLayer)
            #expect(layer.contentsScale == 2)
            let store = try #require(layer.contents as? CGImage)
            #expect(store.width == 400 && store.height == 400)
        }

        @Test("6.4 draws the same paragraph as 6.2a: the same lines of ink at scale 1")
        func labelDrawsTheParagraph() throws {
            let label = try DemoRun.with(Listing6_4()) { try $0.frame(at: 0) }
            let plain = try DemoRun.with(Listing6_2a()) { try $0.frame(at: 0) }
            let a = Chapter06TextDemoTests.lines(label), b = Chapter06TextDemoTests.lines(plain)
            #expect(a.count > 5 && a.count == b.count)
            #expect(zip(a, b).allSatisfy { $0.rows == $1.rows && $0.minX == $1.minX && $0.maxX == $1.maxX })
        }

        /// The reflection view's top, left and height in container pixels at scale 1.
        static let view = (x: Int(Listing6_9.viewFrame.minX), y: Int(Listing6_9.viewFrame.minY),
                           h: Int(Listing6_9.viewFrame.height), w: Int(Listing6_9.viewFrame.width))

        @Test("6.9: the reflection spans y = h + 2 ... 2h + 2 below a 2-point gap (CATALOG 6.9)")
        func reflectionRows() throws {
            let image = try DemoRun.with(Listing6_9()) { try $0.frame(at: 0) }
            let gray = image.rootGray
            let v = Self.view
            func rowIsBackground(_ y: Int) -> Bool {
                (v.x..<(v.x + v.w)).allSatisfy { let c = image.rgba($0, y); return c.r == gray && c.g == gray && c.b == gray && c.a == 255 }
            }
            #expect(!rowIsBackground(v.y + v.h - 1), "the source's last row")
            #expect(rowIsBackground(v.y + v.h) && rowIsBackground(v.y + v.h + 1), "the 2-point gap")
            #expect(!rowIsBackground(v.y + v.h + 2), "the reflection's first row, y = h + 2")
            #expect(!rowIsBackground(v.y + 2 * v.h + 1), "its last row, y = 2h + 1")
            #expect(rowIsBackground(v.y + 2 * v.h + 2), "nothing from y = 2h + 2")
        }

        @Test("6.9: reflection row h + 2 + k is source row h − 1 − k at alpha 0.4 over the background (CATALOG 6.9)")
        func reflectionMirrorsAtAlphaPointFour() throws {
            let image = try DemoRun.with(Listing6_9()) { try $0.frame(at: 0) }
            let gray = image.rootGray
            let v = Self.view
            // Alpha 0.4 is the colour factor round(0.4 · 256) = 102 on premultiplied channels,
            // (255 · c · 102 + 128) >> 8 with c the source, then over the gray: hand computation.
            func expected(_ c: Int) -> Int {
                let src = (c * 102 + 128) >> 8
                return src + (gray * (255 - 102) + 127) / 255
            }
            var worst = 0
            for k in 0..<v.h {
                let source = v.y + v.h - 1 - k, mirror = v.y + v.h + 2 + k
                for x in v.x..<(v.x + v.w) {
                    let s = image.rgba(x, source), m = image.rgba(x, mirror)
                    #expect(s.a == 255)
                    worst = max(worst, abs(m.r - expected(s.r)), abs(m.g - expected(s.g)), abs(m.b - expected(s.b)))
                }
            }
            #expect(worst <= 2, "largest difference from 0.4 · source + 0.6 · background: \(worst)")
            // The card's white corner: 0.4 · 255 + 0.6 · 191.
            #expect(image.isColor(at: CGPoint(x: v.x + 1, y: v.y + 2 * v.h), 217, 217, 217, tolerance: 1))
        }

        @Test("6.9: the replicator has two instances, alpha offset −0.6 and the book's transform (CATALOG 6.9)")
        func reflectionParameters() throws {
            let run = try DemoRun(Listing6_9())
            defer { run.finish() }
            let replicator = try #require(run.layer("reflection") as? CAReplicatorLayer)
            #expect(replicator.instanceCount == 2 && replicator.instanceAlphaOffset == -0.6)
            let t = replicator.instanceTransform
            #expect(t.m22 == -1 && t.m11 == 1 && t.m33 == 0 && t.m42 == 202)
            #expect(run.layer("imageView").contentsScale == 1)
        }

        @Test("goldens: 6.4 and 6.9")
        func goldens() throws {
            try DemoGolden.check(Listing6_4(), at: 0)
            try DemoGolden.check(Listing6_9(), at: 0)
        }
    }
}
