import DemoKit
import Foundation
import LayerDemos
import LayerKitTestSupport
import Testing

/// Chapter 6's replicator demos checked against CATALOG.md's "Checks" for 6.8 (instance
/// colours, instance 5's place), the spinner against hand computation of its delays, plus
/// goldens. Golden oracle: each was looked at when recorded and shows what the CATALOG
/// describes (Fig 6.8: white at the top, pale pink to the right, red to the left).
extension HeadlessDemoTests {
    @Suite("Chapter 6 replicator demos")
    struct Chapter06ReplicatorDemoTests {
        /// Where instance k's square is centred: the square's centre (150, 150) turned k · 36°
        /// clockwise about the pivot (150, 350) (hand computation).
        static func centre(ofInstance k: Int) -> CGPoint {
            let a = CGFloat(k) * .pi / 5
            return CGPoint(x: 150 + 200 * sin(a), y: 350 - 200 * cos(a))
        }

        @Test("6.8: instance k is (1, 1 − 0.1k, 1 − 0.1k); instance 9 is (1, 0.1, 0.1) (CATALOG 6.8)")
        func instanceColours() throws {
            let run = try DemoRun(Listing6_8())
            defer { run.finish() }
            let image = try run.frame(at: 0)
            // The instances inside the 300 x 300 container: 0, 1 and 9. Factor round(256 · c),
            // channel (255 · f + 128) >> 8: 0.9 → f 230 → 229, 0.1 → f 26 → 26.
            #expect(image.isColor(at: Self.centre(ofInstance: 0), 255, 255, 255, tolerance: 0))
            #expect(image.isColor(at: Self.centre(ofInstance: 1), 255, 229, 229, tolerance: 0))
            #expect(image.isColor(at: Self.centre(ofInstance: 9), 255, 26, 26, tolerance: 0))
        }

        @Test("6.8: instance 5 is turned by π and sits 400 pt below the original, colour (1, 0.5, 0.5) (CATALOG 6.8)")
        func instanceFive() throws {
            let run = try DemoRun(Listing6_8())
            defer { run.finish() }
            let replicator = try #require(run.layer("replicator") as? CAReplicatorLayer)
            // Five steps of the instance transform: a half turn about (0, 200) from the centre.
            var m = CATransform3DIdentity
            for _ in 0..<5 { m = CATransform3DConcat(m, replicator.instanceTransform) }
            #expect(abs(m.m11 + 1) < 1e-9 && abs(m.m22 + 1) < 1e-9 && abs(m.m12) < 1e-9)
            #expect(abs(m.m41) < 1e-9 && abs(m.m42 - 400) < 1e-9, "the centre goes 400 pt down")
            // Drawn: render(in:) the replicator into a context tall enough for the whole ring.
            let ctx = try #require(CGContext(data: nil, width: 300, height: 800, bitsPerComponent: 8, bytesPerRow: 300 * 4,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
            replicator.render(in: ctx)
            let image = try #require(ctx.makeImage())
            let p = image.pixel(atX: 150, y: 550)
            #expect(p.red == 255 && p.green == 128 && p.blue == 128 && p.alpha == 255, "\(p)")
            let above = image.pixel(atX: 150, y: 150)
            #expect(above.red == 255 && above.green == 255 && above.blue == 255, "the original")
            #expect(image.pixel(atX: 150, y: 350).alpha == 0, "nothing at the pivot")
        }

        @Test("6.8x: instance k of the spinner fades k · period / 12 later (hand computation)")
        func spinnerDelay() throws {
            let run = try DemoRun(ListingReplicatorSpinner())
            defer { run.finish() }
            let spinner = try #require(run.layer("spinner") as? CAReplicatorLayer)
            #expect(spinner.instanceCount == 12 && abs(spinner.instanceDelay - 0.1) < 1e-12)
            // At 0.5 s, instance 5 is at local time 0: opacity 1, full blue (0.1, 0.3, 0.8) over the
            // gray; instance 4 is 0.1 s in: opacity 1 − 0.85 / 12 ≈ 0.929.
            let image = try run.frame(at: 0.5)
            func barCentre(_ k: Int) -> CGPoint {
                let a = CGFloat(k) * .pi / 6
                return CGPoint(x: 200 + 58 * sin(a), y: 200 - 58 * cos(a))
            }
            #expect(image.isColor(at: barCentre(5), 26, 77, 204, tolerance: 1))
            let four = image.rgba(Int(barCentre(4).x), Int(barCentre(4).y))
            let five = image.rgba(Int(barCentre(5).x), Int(barCentre(5).y))
            #expect(four.r > five.r && four.b < five.b, "instance 4 is a little fainter: \(four) vs \(five)")
        }

        @Test("goldens: 6.8, and the spinner at 0.5 s and 1.75 s")
        func goldens() throws {
            try DemoGolden.check(Listing6_8(), at: 0)
            try DemoGolden.check(ListingReplicatorSpinner(), at: 0.5)
            try DemoGolden.check(ListingReplicatorSpinner(), at: 1.75)
        }
    }
}
