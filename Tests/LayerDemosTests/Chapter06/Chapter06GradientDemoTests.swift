import DemoKit
import Foundation
import LayerDemos
import LayerKitTestSupport
import Testing

/// Chapter 6's gradient demos checked against CATALOG.md's "Checks" for 6.6 and 6.7 (colours
/// at named points, t = (u + v) / 2 on a square layer), the sweep extra against hand
/// computation, plus goldens. Golden oracle: each was looked at when recorded and shows what
/// the CATALOG describes.
extension HeadlessDemoTests {
    @Suite("Chapter 6 gradient demos")
    struct Chapter06GradientDemoTests {
        @Test("6.6: top-left ≈ red, bottom-right ≈ blue, centre ≈ (0.5, 0, 0.5) (CATALOG 6.6)")
        func diagonal() throws {
            let run = try DemoRun(Listing6_6())
            defer { run.finish() }
            let image = try run.frame(at: 0)
            #expect(image.isColor(at: CGPoint(x: 0, y: 0), 255, 0, 0, tolerance: 2))
            #expect(image.isColor(at: CGPoint(x: 399, y: 399), 0, 0, 255, tolerance: 2))
            #expect(image.isColor(at: CGPoint(x: 200, y: 200), 127, 0, 127, tolerance: 2))
        }

        @Test("6.6: on the square layer t = (u + v) / 2: equal along anti-diagonals (CATALOG 6.6)")
        func diagonalLocation() throws {
            let run = try DemoRun(Listing6_6())
            defer { run.finish() }
            let image = try run.frame(at: 0)
            // Hand computation: (100, 300), (300, 100) and (200, 200) all have t ≈ 0.5; (100, 100)
            // has t ≈ 0.25, so red ≈ 0.75 · 255.
            for p in [CGPoint(x: 100, y: 300), CGPoint(x: 300, y: 100)] {
                #expect(image.isColor(at: p, 127, 0, 127, tolerance: 2), "\(p)")
            }
            #expect(image.isColor(at: CGPoint(x: 100, y: 100), 191, 0, 64, tolerance: 2))
        }

        @Test("6.7: unit (0.25, 0.25) is yellow; every pixel with (u + v) / 2 ≥ 0.5 is pure green (CATALOG 6.7)")
        func threeColours() throws {
            let run = try DemoRun(Listing6_7())
            defer { run.finish() }
            let image = try run.frame(at: 0)
            #expect(image.isColor(at: CGPoint(x: 100, y: 100), 255, 255, 0, tolerance: 2))
            var notGreen = 0
            for y in 0..<400 { for x in 0..<400 where x + y >= 400 {
                if !image.isColor(at: CGPoint(x: x, y: y), 0, 255, 0, tolerance: 0) { notGreen += 1 }
            } }
            #expect(notGreen == 0)
        }

        @Test("6.7: with a locations count different from the colours' the gradient is blank (CATALOG 6.7)")
        func blankWhenMismatched() throws {
            let run = try DemoRun(Listing6_7())
            defer { run.finish() }
            let gradient = try #require(run.layer("gradient") as? CAGradientLayer)
            run.change { gradient.locations = [0, 0.5] }
            let image = try run.frame(at: 0.1)
            #expect(image.isRootGray(at: CGPoint(x: 50, y: 50)) && image.isRootGray(at: CGPoint(x: 350, y: 350)))
        }

        @Test("6.6x: the band's locations are halfway, [0.4, 0.5, 0.6], at the sweep's half time")
        func sweep() throws {
            let run = try DemoRun(ListingGradientSweep())
            defer { run.finish() }
            try run.run(until: ListingGradientSweep.sweepDuration / 2)
            let band = try #require(run.layer("band", in: .presentation) as? CAGradientLayer)
            let locations = try #require(band.locations).map(\.doubleValue)
            #expect(zip(locations, [0.4, 0.5, 0.6]).allSatisfy { abs($0 - $1) < 1e-6 })
            // The white stop at 0.5 of the 360-point band is at x 20 + 180 = 200; pixel 200 is
            // sampled at 200.5, 1.4% of the way to navy.
            #expect(run.frame.isColor(at: CGPoint(x: 200, y: 100), 255, 255, 255, tolerance: 4))  // centre 200.5: t 0.5014, 251.6
        }

        @Test("goldens: 6.6, 6.7, and the sweep halfway across (1 s)")
        func goldens() throws {
            try DemoGolden.check(Listing6_6(), at: 0)
            try DemoGolden.check(Listing6_7(), at: 0)
            try DemoGolden.check(ListingGradientSweep(), at: 1)
        }
    }
}
