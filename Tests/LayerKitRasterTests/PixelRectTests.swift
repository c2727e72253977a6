import Foundation
import LayerKitGeometry
@testable import LayerKitRaster
import LayerKitTestSupport
import Testing

/// Oracle: the general path (per-pixel inverse mapping), as in AgreementTests: the pixel-rect
/// path must give exactly its pixels for the rects it takes, and take no other.
struct PixelRectTests {
    /// Solid rects on whole pixels after a whole-number scale and offset, with random colours,
    /// opacities, blend modes, edge antialiasing and clip rects.
    static func wholePixelRects(seed: UInt64, count: Int, size: Int) -> [(DrawQuad, RasterClip)] {
        var rng = SeededRandom(seed: seed)
        return (0..<count).map { _ in
            let k = CGFloat(1 + rng.next() % 3)
            let rect = CGRect(x: CGFloat(Int(rng.next() % 40)) - 10, y: CGFloat(Int(rng.next() % 40)) - 10,
                              width: CGFloat(1 + rng.next() % 40), height: CGFloat(1 + rng.next() % 40))
            let t = Homography(CGAffineTransform(a: k, b: 0, c: 0, d: k, tx: CGFloat(Int(rng.next() % UInt64(size))),
                                                 ty: CGFloat(Int(rng.next() % UInt64(size)))))
            var shape = QuadShape(rect: rect)
            shape.antialiasedEdges = EdgeMask(rawValue: UInt8(rng.next() % 16))
            var q = DrawQuad(transform: t, shape: shape, paint: .solid(Fixture.premultipliedColour(&rng)),
                             opacity: rng.next() % 3 == 0 ? 1 : Float(rng.uniform(0...1)))
            if rng.next() % 4 == 0 { q.blend = .additive }
            let clip = RasterClip(rect: IntRect(x: Int(rng.next() % 40), y: Int(rng.next() % 40),
                                                width: Int(rng.next() % UInt64(size)), height: Int(rng.next() % UInt64(size))))
            return (q, clip)
        }
    }

    @Test("solid rects on whole pixels drawn by the pixel-rect path equal the general path exactly", arguments: [1, 2, 3] as [UInt64])
    func agreesWithGeneral(seed: UInt64) {
        let quads = Self.wholePixelRects(seed: seed, count: 80, size: 128)
        let s = Surface(width: 128, height: 128)
        #expect(quads.allSatisfy { PixelRect($0.0, clip: $0.1, surface: s.bounds) != nil })
        let fast = AgreementTests.render(quads, size: 128, seed: seed, options: .default)
        let general = AgreementTests.render(quads, size: 128, seed: seed, options: .generalOnly)
        let d = Fixture.difference(fast, general)
        #expect(d.count == 0, "\(d.count) pixels differ (largest \(d.maxDelta))")
    }

    @Test("rects off whole pixels, rotated, rounded, ringed or clipped by a shape are left to the other paths")
    func declines() {
        let s = IntRect(x: 0, y: 0, width: 64, height: 64)
        let whole = DrawQuad(transform: Homography(CGAffineTransform(translationX: 3, y: 4)),
                             shape: QuadShape(rect: CGRect(x: 0, y: 0, width: 10, height: 10)), paint: .solid(0xFF00_00FF))
        #expect(PixelRect(whole, clip: RasterClip(rect: s), surface: s) != nil)
        var half = whole
        half.transform = Homography(CGAffineTransform(translationX: 3.5, y: 4))
        #expect(PixelRect(half, clip: RasterClip(rect: s), surface: s) == nil)
        var turned = whole
        turned.transform = Homography(CGAffineTransform(rotationAngle: 0.1))
        #expect(PixelRect(turned, clip: RasterClip(rect: s), surface: s) == nil)
        var rounded = whole
        rounded.shape.radii = CornerRadii(2)
        #expect(PixelRect(rounded, clip: RasterClip(rect: s), surface: s) == nil)
        var ring = whole
        ring.shape.ringWidth = 2
        #expect(PixelRect(ring, clip: RasterClip(rect: s), surface: s) == nil)
        var shaped = RasterClip(rect: s)
        shaped.polygons = [ConvexPolygon([CGPoint(x: 0, y: 0), CGPoint(x: 20, y: 0), CGPoint(x: 0, y: 20)])]
        #expect(PixelRect(whole, clip: shaped, surface: s) == nil)
    }
}
