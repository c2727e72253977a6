import DemoKit
import Foundation
import LayerDemos
import LayerKit
import LayerKitTestSupport
import Testing

/// Chapter 6's two cubes checked against CATALOG.md's "Checks" for 6.5 (the front face's
/// projected size by hand computation, 100 · 500 / 450; a transform layer draws nothing of its
/// own, Apple's documentation of CATransformLayer), plus a golden. Golden oracle: looked at when
/// recorded; it shows the CATALOG's view, a cube nearly front-on and one seen from a corner.
extension HeadlessDemoTests {
    @Suite("Chapter 6 transform-layer cubes")
    struct Chapter06CubesDemoTests {
        @Test("6.5: cube 1's front face projects to 111.1 points a side (100 · 500 / 450)")
        func frontFaceSize() throws {
            let run = try DemoRun(Listing6_5())
            defer { run.finish() }
            let image = try run.frame(at: 0)
            // The front face sits 50 points nearer than the cube's centre, at x = -100 from the
            // container's centre (200, 200): it covers 200 - 100 ± 55.6 across row 200.
            let face = image[88, 200]
            let expected: Double = 100.0 * 500 / 450
            let columns = Double((0..<200).filter { image[$0, 200] == face }.count)
            let rows = Double((100..<300).filter { image[88, $0] == face }.count)
            let columnError = abs(columns - expected), rowError = abs(rows - expected)
            #expect(columnError <= 1.5, "\(columns) columns")
            #expect(rowError <= 1.5, "\(rows) rows")
        }

        @Test("6.5: a transform layer draws no background or border of its own, even when set")
        func transformLayerDrawsNothing() throws {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 120, height: 120)
            root.backgroundColor = CGColor(gray: 1, alpha: 1)
            let t = CATransformLayer()
            t.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
            t.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            t.borderWidth = 4
            t.borderColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            root.addSublayer(t)
            let r = CARenderer(size: CGSize(width: 120, height: 120))
            r.layer = root
            CATransaction.flush()
            r.beginFrame(atTime: 0); _ = r.updateBounds(); r.render(); r.endFrame()
            let image = Bitmap(r.image)
            #expect(image.isColor(at: CGPoint(x: 60, y: 60), 255, 255, 255, tolerance: 0))
            #expect(image.isColor(at: CGPoint(x: 11, y: 11), 255, 255, 255, tolerance: 0))
        }

        @Test("goldens: 6.5")
        func goldens() throws {
            try DemoGolden.check(Listing6_5(), at: 0)
        }
    }
}
