import Foundation
import LayerKitGeometry
@testable import LayerKitRaster
import LayerKitTestSupport
import Testing

/// Shapes that share an edge must cover each pixel exactly once. Oracle: counting hits with
/// additive blending of one step per draw (each pixel's value is its number of hits).
struct TilingTests {
    static let oneStep: UInt32 = 0x0101_0101

    func hits(_ s: Surface) -> [Int: Int] {
        var histogram: [Int: Int] = [:]
        for y in 0..<s.height { for x in 0..<s.width { histogram[Int(s[x, y] & 0xFF), default: 0] += 1 } }
        return histogram
    }

    @Test("two complementary convex polygons cover every pixel of their union exactly once")
    func complementaryPolygons() {
        // A 64x64 square cut top to bottom (slanted through fractional points, and vertically
        // through pixel centres, where the tie rule decides) and left to right.
        let (tl, tr, br, bl) = (CGPoint(x: 0, y: 0), CGPoint(x: 64, y: 0), CGPoint(x: 64, y: 64), CGPoint(x: 0, y: 64))
        var pairs: [(ConvexPolygon, ConvexPolygon)] = []
        for (p, q) in [(CGPoint(x: 10.3, y: 0), CGPoint(x: 50.7, y: 64)), (CGPoint(x: 20.5, y: 0), CGPoint(x: 20.5, y: 64))] {
            // The second polygon is listed in the opposite winding.
            pairs.append((ConvexPolygon([tl, p, q, bl]), ConvexPolygon([p, tr, br, q].reversed())))
        }
        let (p, q) = (CGPoint(x: 0, y: 10.5), CGPoint(x: 64, y: 42.5))
        pairs.append((ConvexPolygon([tl, tr, q, p]), ConvexPolygon([p, q, br, bl])))
        for (a, b) in pairs {
            let s = Surface(width: 64, height: 64)
            for polygon in [a, b] {
                let quad = DrawQuad(transform: .identity, shape: QuadShape(rect: CGRect(x: 0, y: 0, width: 64, height: 64)),
                                    paint: .solid(Self.oneStep), blend: .additive)
                draw(quad, into: s, clip: RasterClip(rect: s.bounds, polygons: [polygon]))
            }
            #expect(hits(s) == [1: 64 * 64], "\(a.points): \(hits(s))")
        }
    }

    @Test("fragments of a fan of triangles around a shared vertex cover a rotated quad once")
    func triangleFan() {
        let c = CGPoint(x: 31.5, y: 29.25)
        let ring = (0..<7).map { i -> CGPoint in
            let a = Double(i) * 2 * .pi / 7 + 0.1
            return CGPoint(x: c.x + 40 * cos(a), y: c.y + 40 * sin(a))
        }
        let s = Surface(width: 64, height: 64)
        let h = Fixture.rotation(0.4, pivot: CGPoint(x: 20, y: 20), at: CGPoint(x: 32, y: 32))
        var shape = QuadShape(rect: CGRect(x: 0, y: 0, width: 40, height: 40))
        shape.antialiasedEdges = []
        for i in 0..<7 {
            let tri = ConvexPolygon([c, ring[i], ring[(i + 1) % 7]])
            draw(DrawQuad(transform: h, shape: shape, paint: .solid(Self.oneStep), blend: .additive),
                 into: s, clip: RasterClip(rect: s.bounds, polygons: [tri]))
        }
        // Once more without the fan: the same pixels, each hit once.
        let whole = Surface(width: 64, height: 64)
        draw(DrawQuad(transform: h, shape: shape, paint: .solid(Self.oneStep), blend: .additive), into: whole,
             clip: RasterClip(rect: whole.bounds))
        #expect(hits(s)[2] == nil, "no pixel is hit twice")
        #expect(Fixture.difference(s, whole).count == 0, "the fan covers exactly the quad's pixels")
    }

    @Test("quads sharing non-antialiased edges under one transform tile without gaps or overlaps")
    func sharedEdges() {
        let h = Fixture.rotation(0.3, pivot: CGPoint(x: 0, y: 0), at: CGPoint(x: 30.25, y: 8.5), scale: 1.37)
        let s = Surface(width: 96, height: 96)
        for (i, x) in [0.0, 13.7, 27.1, 40].enumerated().dropLast() {
            let next = [0.0, 13.7, 27.1, 40][i + 1]
            for (y, ny) in [(0.0, 21.3), (21.3, 45.0)] {
                let shape = QuadShape(rect: CGRect(x: x, y: y, width: next - x, height: ny - y), antialiasedEdges: [])
                draw(DrawQuad(transform: h, shape: shape, paint: .solid(Self.oneStep), blend: .additive), into: s,
                     clip: RasterClip(rect: s.bounds))
            }
        }
        let covered = Surface(width: 96, height: 96)
        draw(DrawQuad(transform: h, shape: QuadShape(rect: CGRect(x: 0, y: 0, width: 40, height: 45), antialiasedEdges: []),
                      paint: .solid(Self.oneStep), blend: .additive), into: covered, clip: RasterClip(rect: covered.bounds))
        #expect(hits(s)[2] == nil)
        #expect(Fixture.difference(s, covered).count == 0, "six pieces cover exactly what the whole covers")
    }

    @Test("drawing in parallel bands gives the same pixels as drawing whole")
    func parallelBandsMatch() {
        let quads = AgreementTests.scene(seed: 91, count: 30, size: 128, projective: nil)
        let whole = AgreementTests.render(quads, size: 128, seed: 91, options: .default)
        let banded = Surface(width: 128, height: 128)
        var rng = SeededRandom(seed: 91 ^ 0xABCD)
        for y in 0..<128 { for x in 0..<128 { banded[x, y] = Fixture.premultipliedColour(&rng) } }
        for (q, c) in quads {
            parallelBands(IntRect(x: 0, y: 0, width: 128, height: 128), count: 3) { band in
                var clip = c
                clip.rect = c.rect.intersection(band)
                draw(q, into: banded, clip: clip)
            }
        }
        #expect(Fixture.difference(banded, whole).count == 0)
    }

    @Test("drawing through any tiling of clip rects gives the same pixels as drawing whole")
    func clipTilesMatch() {
        let quads = AgreementTests.scene(seed: 93, count: 40, size: 128, projective: nil)
        let whole = AgreementTests.render(quads, size: 128, seed: 93, options: .default)
        let tiled = Surface(width: 128, height: 128)
        var rng = SeededRandom(seed: 93 ^ 0xABCD)
        for y in 0..<128 { for x in 0..<128 { tiled[x, y] = Fixture.premultipliedColour(&rng) } }
        // Uneven columns and rows, like damage rectangles.
        let xs = [0, 17, 50, 51, 90, 128], ys = [0, 33, 34, 80, 128]
        for (q, c) in quads {
            for i in 0..<xs.count - 1 {
                for j in 0..<ys.count - 1 {
                    var clip = c
                    clip.rect = c.rect.intersection(IntRect(minX: xs[i], minY: ys[j], maxX: xs[i + 1], maxY: ys[j + 1]))
                    draw(q, into: tiled, clip: clip)
                }
            }
        }
        let d = Fixture.difference(tiled, whole)
        #expect(d.count == 0, "\(d.count) pixels differ (largest \(d.maxDelta))")
    }

    @Test("parallel bands split the rect into disjoint rows that cover it")
    func bandsPartition() {
        let lock = NSLock()
        var rows: [Int] = []
        parallelBands(IntRect(x: 3, y: 5, width: 10, height: 7), count: 4) { band in
            #expect(band.minX == 3 && band.width == 10)
            lock.lock(); rows += Array(band.minY..<band.maxY); lock.unlock()
        }
        #expect(rows.sorted() == Array(5..<12))
        var ran = false
        parallelBands(.zero, count: 2) { _ in ran = true }
        #expect(!ran, "an empty rect runs nothing")
    }
}
