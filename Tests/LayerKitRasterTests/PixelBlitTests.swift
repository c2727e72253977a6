import CLayerKitRaster
import Foundation
import LayerKitGeometry
@testable import LayerKitRaster
import LayerKitTestSupport
import Testing

/// Oracle: the general path (per-pixel inverse mapping), as in AgreementTests, and the planned
/// `TextureBlit`: the pixel-blit path must give exactly their pixels for the draws it takes,
/// and take none whose texels would be clamped or resampled.
struct PixelBlitTests {
    static let textures = [Fixture.noise(24, 20, seed: 5), Fixture.noise(17, 9, seed: 6, opaque: true),
                           Fixture.checker(9, 7, cell: 2)]

    /// Textures (or sub-rects of them, clamped to themselves) moved by whole pixels, partly off
    /// the surface, with random opacities, blend modes, filters, edge antialiasing and clip rects.
    static func wholePixelBlits(seed: UInt64, count: Int, size: Int) -> [(DrawQuad, RasterClip)] {
        var rng = SeededRandom(seed: seed)
        return (0..<count).map { _ in
            let t = textures[Int(rng.next() % UInt64(textures.count))]
            let sx = Int(rng.next() % 4), sy = Int(rng.next() % 4)
            let w = 1 + Int(rng.next() % UInt64(t.width - sx)), h = 1 + Int(rng.next() % UInt64(t.height - sy))
            let source = CGRect(x: sx, y: sy, width: w, height: h)
            let rect = CGRect(x: Int(rng.next() % 9) - 4, y: Int(rng.next() % 9) - 4, width: w, height: h)
            let move = Homography(CGAffineTransform(translationX: CGFloat(Int(rng.next() % UInt64(size + 20)) - 20),
                                                    y: CGFloat(Int(rng.next() % UInt64(size + 20)) - 20)))
            let filter: SampleFilter = [.bilinear, .nearest, .trilinear(bias: 0)][Int(rng.next() % 3)]
            var shape = QuadShape(rect: rect)
            shape.antialiasedEdges = EdgeMask(rawValue: UInt8(rng.next() % 16))
            var q = DrawQuad(transform: move, shape: shape, paint: .texture(t, source: source, clamp: source, filter: filter),
                             opacity: rng.next() % 3 == 0 ? 1 : Float(rng.uniform(0...1)))
            if rng.next() % 4 == 0 { q.blend = .additive }
            let clip = RasterClip(rect: IntRect(x: Int(rng.next() % 30), y: Int(rng.next() % 30),
                                                width: Int(rng.next() % UInt64(size)), height: Int(rng.next() % UInt64(size))))
            return (q, clip)
        }
    }

    @Test("textures moved by whole pixels drawn by the pixel-blit path equal the planned blit and the general path exactly",
          arguments: [1, 2, 3] as [UInt64])
    func agreesWithGeneral(seed: UInt64) {
        let size = 96
        let blits = Self.wholePixelBlits(seed: seed, count: 150, size: size)
        let bounds = IntRect(x: 0, y: 0, width: size, height: size)
        #expect(blits.allSatisfy { PixelBlit($0.0, clip: $0.1, surface: bounds) != nil })
        let fast = AgreementTests.render(blits, size: size, seed: seed, options: .default)
        let general = AgreementTests.render(blits, size: size, seed: seed, options: .generalOnly)
        // The same draws through DrawJob's planning (TextureBlit), on the same background.
        let planned = AgreementTests.render([], size: size, seed: seed, options: .default)
        for (q, c) in blits { DrawJob(q, surface: planned, clip: c, options: .default)?.plan(.default).run() }
        let d = Fixture.difference(fast, general), p = Fixture.difference(fast, planned)
        #expect(d.count == 0, "\(d.count) pixels differ from the general path (largest \(d.maxDelta))")
        #expect(p.count == 0, "\(p.count) pixels differ from TextureBlit (largest \(p.maxDelta))")
    }

    @Test("blits off whole pixels, scaled, clamped, rounded, ringed, clipped by a shape or sampled from mips are left to the other paths")
    func declines() {
        let s = IntRect(x: 0, y: 0, width: 64, height: 64)
        let t = Self.textures[0]
        let whole = DrawQuad(transform: Homography(CGAffineTransform(translationX: 3, y: 4)),
                             shape: QuadShape(rect: CGRect(x: 0, y: 0, width: 10, height: 10)),
                             paint: .texture(t, source: CGRect(x: 2, y: 2, width: 10, height: 10), clamp: CGRect(x: 0, y: 0, width: 24, height: 20),
                                             filter: .bilinear))
        let clip = RasterClip(rect: s)
        #expect(PixelBlit(whole, clip: clip, surface: s) != nil)
        var half = whole
        half.transform = Homography(CGAffineTransform(translationX: 3.5, y: 4))
        #expect(PixelBlit(half, clip: clip, surface: s) == nil)
        var scaled = whole
        scaled.paint = .texture(t, source: CGRect(x: 0, y: 0, width: 20, height: 10), clamp: CGRect(x: 0, y: 0, width: 24, height: 20), filter: .bilinear)
        #expect(PixelBlit(scaled, clip: clip, surface: s) == nil)
        var clamped = whole
        clamped.paint = .texture(t, source: CGRect(x: 2, y: 2, width: 10, height: 10), clamp: CGRect(x: 4, y: 0, width: 20, height: 20), filter: .bilinear)
        #expect(PixelBlit(clamped, clip: clip, surface: s) == nil, "texels left of the clamp would be clamped")
        var outside = whole
        outside.paint = .texture(t, source: CGRect(x: 20, y: 0, width: 10, height: 10), clamp: CGRect(x: 0, y: 0, width: 24, height: 20), filter: .nearest)
        #expect(PixelBlit(outside, clip: clip, surface: s) == nil, "texels past the texture's edge repeat its last column")
        var rounded = whole
        rounded.shape.radii = CornerRadii(2)
        #expect(PixelBlit(rounded, clip: clip, surface: s) == nil)
        var ring = whole
        ring.shape.ringWidth = 2
        #expect(PixelBlit(ring, clip: clip, surface: s) == nil)
        var mipped = whole
        mipped.paint = .texture(t.withMips(), source: CGRect(x: 2, y: 2, width: 10, height: 10), clamp: CGRect(x: 0, y: 0, width: 24, height: 20),
                                filter: .trilinear(bias: 2))
        #expect(PixelBlit(mipped, clip: clip, surface: s) == nil)
        var shaped = clip
        shaped.polygons = [ConvexPolygon([CGPoint(x: 0, y: 0), CGPoint(x: 20, y: 0), CGPoint(x: 0, y: 20)])]
        #expect(PixelBlit(whole, clip: shaped, surface: s) == nil)
    }
}

/// Oracle: `lk_over` called row by row, at the same SIMD level.
@Suite("lk_blend_rows")
struct OverRowsTests {
    @Test("blending rows in one call equals lk_over on each row, at every SIMD level the CPU has, for widths across vector tails")
    func equalsRowByRow() {
        var rng = SeededRandom(seed: 11)
        for level in 0...lk_simd_available() {
            for (width, rows) in [(1, 3), (15, 4), (16, 5), (17, 2), (128, 9), (131, 7)] {
                let sstride = width + 5, dstride = width + 3
                let src = (0..<(sstride * rows)).map { _ in Self.premultiplied(rng.next()) }
                let dst0 = (0..<(dstride * rows)).map { _ in Self.premultiplied(rng.next()) }
                for m: Int32 in [256, 200, 1] {
                    Self.expectRowsMatch(src, sstride: sstride, dst0, dstride: dstride, width: width, rows: rows,
                                         factor: m, level: level)
                }
            }
        }
    }

    @Test("rows with runs of clear and opaque texels (the kernels' skip and copy shortcuts) blend as lk_over on each row, at every SIMD level")
    func shortcutRunsEqualRowByRow() {
        var rng = SeededRandom(seed: 12)
        for level in 0...lk_simd_available() {
            for (width, rows) in [(40, 3), (128, 6), (133, 5)] {
                let sstride = width, dstride = width + 7
                // Runs of 8 to 24 texels: clear, opaque or translucent, so whole vectors take each shortcut.
                var src: [UInt32] = []
                while src.count < sstride * rows {
                    let kind = rng.next() % 3, run = 8 + Int(rng.next() % 17)
                    for _ in 0..<run {
                        let bits = rng.next()
                        src.append(kind == 0 ? 0 : kind == 1 ? 0xFF00_0000 | UInt32(bits & 0xFF_FFFF) : Self.premultiplied(bits))
                    }
                }
                src.removeLast(src.count - sstride * rows)
                let dst0 = (0..<(dstride * rows)).map { _ in Self.premultiplied(rng.next()) }
                for m: Int32 in [256, 128] {
                    Self.expectRowsMatch(src, sstride: sstride, dst0, dstride: dstride, width: width, rows: rows,
                                         factor: m, level: level)
                }
            }
        }
    }

    /// Expects `lk_blend_rows` (OVER) of `rows` rows of `src` onto `dst0` to equal `lk_over` row
    /// by row, at SIMD level `level`.
    static func expectRowsMatch(_ src: [UInt32], sstride: Int, _ dst0: [UInt32], dstride: Int, width: Int, rows: Int,
                                factor m: Int32, level: Int32) {
        var one = dst0, each = dst0
        one.withUnsafeMutableBufferPointer { d in
            lk_blend_rows(d.baseAddress!, Int32(dstride), src, Int32(sstride), Int32(width), Int32(rows), m,
                          Int32(LK_ROWS_OVER), 2, level)
        }
        each.withUnsafeMutableBufferPointer { d in
            src.withUnsafeBufferPointer { s in
                for y in 0..<rows { lk_over(d.baseAddress! + y * dstride, s.baseAddress! + y * sstride, Int32(width), m, level) }
            }
        }
        #expect(one == each, "level \(level), width \(width), factor \(m)")
    }

    /// A premultiplied ARGB pixel from random bits (each channel at most alpha).
    static func premultiplied(_ bits: UInt64) -> UInt32 {
        let a = UInt32(bits & 0xFF)
        func c(_ shift: UInt64) -> UInt32 { a == 0 ? 0 : UInt32((bits >> shift) & 0xFF) % (a + 1) }
        return a << 24 | c(8) << 16 | c(16) << 8 | c(24)
    }
}
