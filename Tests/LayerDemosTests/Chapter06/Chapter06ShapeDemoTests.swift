import DemoKit
import Foundation
import LayerDemos
import LayerKitTestSupport
import Testing

/// Chapter 6's shape demos checked against CATALOG.md's "Checks" for 6.1 and 6.1a, and the
/// signature extra against hand computation (a linear strokeEnd animation), plus goldens.
/// Golden oracle: each was looked at when recorded and shows what the CATALOG describes.
extension HeadlessDemoTests {
    @Suite("Chapter 6 shape demos")
    struct Chapter06ShapeDemoTests {
        static let red = (255, 0, 0)

        @Test("6.1: the stick man's arms, head and left foot are red; inside the head is the background (CATALOG 6.1)")
        func stickFigure() throws {
            let run = try DemoRun(Listing6_1())
            defer { run.finish() }
            let image = try run.frame(at: 0)
            for p in [CGPoint(x: 150, y: 150), CGPoint(x: 175, y: 100), CGPoint(x: 125, y: 225)] {
                #expect(image.isColor(at: p, 255, 0, 0, tolerance: 0), "\(p) is red")
            }
            #expect(image.isRootGray(at: CGPoint(x: 150, y: 100)), "inside the head is the gray background")
        }

        @Test("6.1: the shape layer has no bitmap backing and an empty frame: the figure is drawn outside its bounds")
        func noBacking() throws {
            let run = try DemoRun(Listing6_1())
            defer { run.finish() }
            try run.run(until: 0)
            let shape = try #require(run.layer("stickFigure") as? CAShapeLayer)
            #expect(shape.contents == nil)
            #expect(shape.bounds.isEmpty && !shape.masksToBounds)
        }

        @Test("6.1a: the top-left corner is square (51,51 filled) and the bottom-left round (51,149 empty) (CATALOG 6.1a)")
        func roundedCorners() throws {
            let run = try DemoRun(Listing6_1a())
            defer { run.finish() }
            let image = try run.frame(at: 0)
            #expect(image.isColor(at: CGPoint(x: 51, y: 51), 255, 0, 0, tolerance: 0))
            #expect(image.isRootGray(at: CGPoint(x: 51, y: 149)))
            // Hand computation: the other rounded corners are empty at their tips too, and
            // the middle of each edge is filled.
            #expect(image.isRootGray(at: CGPoint(x: 148, y: 51)) && image.isRootGray(at: CGPoint(x: 148, y: 148)))
            #expect(image.isColor(at: CGPoint(x: 100, y: 51), 255, 0, 0, tolerance: 0))
        }

        @Test("6.1x: the linear 3 s strokeEnd animation has written half the signature at 1.5 s and all of it at 2.99 s")
        func signature() throws {
            let run = try DemoRun(ListingSignature())
            defer { run.finish() }
            try run.run(until: 1.5)
            #expect(abs(run.number("signature", "strokeEnd") - 0.5) < 1e-6)
            // The underline comes last: not yet drawn at half time, drawn just before the end.
            let half = run.frame
            #expect(half.isRootGray(at: CGPoint(x: 300, y: 287)))
            #expect(!half.isRootGray(at: CGPoint(x: 50, y: 259)), "the first stroke starts at (50, 260)")
            let full = try run.frame(at: 2.99)
            #expect(!full.isRootGray(at: CGPoint(x: 300, y: 286)))
        }

        @Test("goldens: 6.1, 6.1a, and the signature half written")
        func goldens() throws {
            try DemoGolden.check(Listing6_1(), at: 0)
            try DemoGolden.check(Listing6_1a(), at: 0)
            try DemoGolden.check(ListingSignature(), at: 1.5)
        }
    }
}
