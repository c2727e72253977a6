import CLayerKitRaster
import Foundation
import LayerKitGeometry
@testable import LayerKitRaster
import LayerKitTestSupport
import Testing

/// Random scenes with fixed seeds, drawn with different options; the oracle is the general path
/// (per-pixel inverse mapping). The brief allows the fast paths one step per channel; they
/// evaluate the same half-planes and kernel formulas, so these tests hold them to exact equality.
struct AgreementTests {
    /// A random quad of every kind the draw list holds.
    static func randomQuad(_ rng: inout SeededRandom, textures: [Texture], size: Int, projective: Bool?) -> DrawQuad {
        if projective != true, rng.next() % 5 == 0 { return randomBlit(&rng, textures: textures, size: size) }
        let w = rng.uniform(4...90), h = rng.uniform(4...90)
        let rect = CGRect(x: rng.uniform(-20...20), y: rng.uniform(-20...20), width: w, height: h)
        let centre = CGPoint(x: rect.midX, y: rect.midY)
        let at = CGPoint(x: rng.uniform(0...Double(size)), y: rng.uniform(0...Double(size)))
        let isProjective = projective ?? (rng.next() % 3 == 0)
        let transform: Homography
        switch (isProjective, rng.next() % 4) {
        case (true, _):
            transform = Fixture.perspective(yaw: rng.uniform(-1.2...1.2), pitch: rng.uniform(-0.8...0.8), pivot: centre,
                                            at: at, distance: rng.uniform(150...600))
        case (false, 0):
            // Unrotated, possibly integer-aligned (the axis-aligned paths).
            let snap = rng.next() % 2 == 0
            let tx = snap ? at.x.rounded() - rect.minX.rounded() : at.x - rect.minX
            let ty = snap ? at.y.rounded() - rect.minY.rounded() : at.y - rect.minY
            transform = Fixture.affine(CGAffineTransform(translationX: tx, y: ty))
        case (false, 1):
            transform = Fixture.affine(CGAffineTransform(a: rng.uniform(0.3...2.5), b: 0, c: 0, d: rng.uniform(0.3...2.5),
                                                         tx: at.x, ty: at.y))
        default:
            let skew = CGAffineTransform(a: 1, b: rng.uniform(-0.5...0.5), c: rng.uniform(-0.5...0.5), d: 1, tx: 0, ty: 0)
            transform = Fixture.affine(CGAffineTransform(translationX: -centre.x, y: -centre.y)
                .concatenating(skew)
                .concatenating(CGAffineTransform(scaleX: rng.uniform(0.2...2.2), y: rng.uniform(0.2...2.2)))
                .concatenating(CGAffineTransform(rotationAngle: rng.uniform(-3.2...3.2)))
                .concatenating(CGAffineTransform(translationX: at.x, y: at.y)))
        }
        var shape = QuadShape(rect: rect)
        if rng.next() % 3 == 0 {
            shape.radii = CornerRadii(topLeft: rng.uniform(0...30), topRight: rng.uniform(0...30),
                                      bottomRight: rng.uniform(0...30), bottomLeft: rng.uniform(0...30))
        }
        if rng.next() % 4 == 0 { shape.ringWidth = rng.uniform(0.5...15) }
        shape.antialiasedEdges = EdgeMask(rawValue: UInt8(rng.next() % 16))
        let tex = textures[Int(rng.next() % UInt64(textures.count))]
        let filters: [SampleFilter] = [.nearest, .bilinear, .trilinear(bias: Float(rng.uniform(-1...1)))]
        let filter = filters[Int(rng.next() % 3)]
        let paint: Paint
        switch rng.next() % 4 {
        case 0:
            paint = .solid(Fixture.premultipliedColour(&rng))
        case 1:
            paint = .alphaTint(tex, colour: Fixture.premultipliedColour(&rng),
                               source: CGRect(x: 0, y: 0, width: tex.width, height: tex.height), filter: filter)
        case 2:
            // A sub-rect beyond the texture (clamp to edge) with a clamp rect inside it.
            let src = CGRect(x: rng.uniform(-8...8), y: rng.uniform(-8...8), width: rng.uniform(1...40), height: rng.uniform(1...40))
            let clamp = CGRect(x: rng.uniform(0...10), y: rng.uniform(0...10), width: rng.uniform(0.5...30), height: rng.uniform(0.5...30))
            paint = .texture(tex, source: src, clamp: clamp, filter: filter)
        default:
            paint = Fixture.texturePaint(tex, filter: filter)
        }
        let opacity = rng.next() % 2 == 0 ? 1 : Float(rng.uniform(0.05...1))
        let blend: BlendMode = rng.next() % 5 == 0 ? .additive : .sourceOver
        return DrawQuad(transform: transform, shape: shape, paint: paint, opacity: opacity, blend: blend)
    }

    /// A texture drawn 1:1 at an integer offset (the copy and translate paths), sometimes with a
    /// source beyond the texture or a clamp that cuts it.
    static func randomBlit(_ rng: inout SeededRandom, textures: [Texture], size: Int) -> DrawQuad {
        let tex = textures[Int(rng.next() % UInt64(textures.count))]
        let w = Int(rng.next() % 30) + 1, h = Int(rng.next() % 30) + 1
        let rect = CGRect(x: Int(rng.next() % 20), y: Int(rng.next() % 20), width: w, height: h)
        let src = CGRect(x: Int(rng.next() % 6), y: Int(rng.next() % 6), width: w, height: h)
        let whole = CGRect(x: 0, y: 0, width: tex.width, height: tex.height)
        let clamp = rng.next() % 3 == 0 ? CGRect(x: 1, y: 1, width: 5, height: 4) : whole
        let filters: [SampleFilter] = [.nearest, .bilinear, .trilinear(bias: -0.5)]
        let t = CGAffineTransform(translationX: CGFloat(Int(rng.next() % UInt64(size))) - 20, y: CGFloat(Int(rng.next() % UInt64(size))) - 20)
        return DrawQuad(transform: Fixture.affine(t), shape: QuadShape(rect: rect, antialiasedEdges: EdgeMask(rawValue: UInt8(rng.next() % 16))),
                        paint: .texture(tex, source: src, clamp: clamp, filter: filters[Int(rng.next() % 3)]),
                        opacity: rng.next() % 2 == 0 ? 1 : Float(rng.uniform(0.05...1)),
                        blend: rng.next() % 5 == 0 ? .additive : .sourceOver)
    }

    /// A random clip: a rect, sometimes rounded or rotated clip shapes, sometimes a polygon.
    static func randomClip(_ rng: inout SeededRandom, size: Int) -> RasterClip {
        var clip = RasterClip(rect: IntRect(x: Int(rng.next() % 20), y: Int(rng.next() % 20),
                                            width: size - Int(rng.next() % 30), height: size - Int(rng.next() % 30)))
        if rng.next() % 3 == 0 {
            let h = rng.next() % 2 == 0
                ? Fixture.rotation(rng.uniform(-1...1), pivot: .zero, at: CGPoint(x: rng.uniform(0...60), y: rng.uniform(0...60)))
                : Fixture.affine(CGAffineTransform(translationX: rng.uniform(0...40).rounded(), y: rng.uniform(0...40).rounded()))
            clip.shapes.append(ClipShape(inverse: h.inverse()!, rect: CGRect(x: 0, y: 0, width: rng.uniform(20...120), height: rng.uniform(20...120)),
                                         radii: CornerRadii(rng.next() % 2 == 0 ? 0 : rng.uniform(0...25)),
                                         antialiased: rng.next() % 4 != 0))
        }
        if rng.next() % 4 == 0 {
            let c = CGPoint(x: rng.uniform(30...90), y: rng.uniform(30...90))
            let pts = (0..<5).map { i -> CGPoint in
                let a = Double(i) * 2 * .pi / 5 + rng.uniform(-0.3...0.3)
                return CGPoint(x: c.x + 50 * cos(a), y: c.y + 50 * sin(a))
            }
            clip.polygons.append(ConvexPolygon(pts))
        }
        return clip
    }

    static func render(_ quads: [(DrawQuad, RasterClip)], size: Int, seed: UInt64, options: RasterOptions) -> Surface {
        let s = Surface(width: size, height: size)
        var rng = SeededRandom(seed: seed ^ 0xABCD)
        for y in 0..<size { for x in 0..<size { s[x, y] = Fixture.premultipliedColour(&rng) } }
        for (q, c) in quads { draw(q, into: s, clip: c, options: options) }
        return s
    }

    static func scene(seed: UInt64, count: Int, size: Int, projective: Bool?) -> [(DrawQuad, RasterClip)] {
        var rng = SeededRandom(seed: seed)
        let textures = [Fixture.noise(16, 16, seed: seed &+ 1, mips: true), Fixture.checker(9, 7, cell: 2, mips: true),
                        Fixture.noise(1, 5, seed: seed &+ 2), Fixture.noise(40, 33, seed: seed &+ 3, opaque: true, mips: true)]
        return (0..<count).map { _ in (randomQuad(&rng, textures: textures, size: size, projective: projective), randomClip(&rng, size: size)) }
    }

    @Test("fast paths draw random affine scenes exactly as the general path does", arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func affineAgreement(seed: UInt64) {
        let quads = Self.scene(seed: seed, count: 40, size: 128, projective: false)
        let general = Self.render(quads, size: 128, seed: seed, options: .generalOnly)
        let fast = Self.render(quads, size: 128, seed: seed, options: .default)
        let d = Fixture.difference(fast, general)
        #expect(d.count == 0, "\(d.count) pixels differ (largest \(d.maxDelta))")
    }

    @Test("fast paths draw random perspective scenes exactly as the general path does", arguments: [11, 12, 13, 14] as [UInt64])
    func projectiveAgreement(seed: UInt64) {
        let quads = Self.scene(seed: seed, count: 30, size: 128, projective: true)
        let general = Self.render(quads, size: 128, seed: seed, options: .generalOnly)
        let fast = Self.render(quads, size: 128, seed: seed, options: .default)
        let d = Fixture.difference(fast, general)
        #expect(d.count == 0, "\(d.count) pixels differ (largest \(d.maxDelta))")
    }

    @Test("each fast path alone draws exactly as the general path does", arguments: FastPaths.named.map(\.0))
    func singlePathAgreement(name: String) {
        let path = FastPaths.named.first { $0.0 == name }!.1
        let quads = Self.scene(seed: 77, count: 60, size: 128, projective: nil)
        let general = Self.render(quads, size: 128, seed: 77, options: .generalOnly)
        let one = Self.render(quads, size: 128, seed: 77, options: RasterOptions(fastPaths: path, simd: true))
        let d = Fixture.difference(one, general)
        #expect(d.count == 0, "\(name): \(d.count) pixels differ (largest \(d.maxDelta))")
    }

    @Test("the random scenes exercise every fast path")
    func scenesCoverEveryPath() {
        var used: FastPaths = []
        let s = Surface(width: 128, height: 128)
        for seed: UInt64 in [1, 2, 3, 4, 5, 6, 11, 77] {
            for (q, c) in Self.scene(seed: seed, count: 60, size: 128, projective: nil) {
                if let p = DrawJob(q, surface: s, clip: c, options: .default)?.plan(.default).fastPath { used.insert(p) }
            }
        }
        #expect(used == .drawPaths, "paths used: \(used.rawValue)")
    }

    @Test("SSE2, AVX2, AVX-512 and scalar kernels give identical pixels", arguments: [21, 22] as [UInt64])
    func simdMatchesScalar(seed: UInt64) {
        let quads = Self.scene(seed: seed, count: 40, size: 128, projective: nil)
        let scalar = Self.render(quads, size: 128, seed: seed, options: RasterOptions(fastPaths: .all, simd: false))
        func capped(_ level: Int32) -> RasterOptions {
            var o = RasterOptions.default
            o.maxSimdLevel = level
            return o
        }
        // Levels above the CPU's run its best, so every level the CPU has is compared.
        for options in [capped(Int32(LK_SIMD_AVX512)), capped(Int32(LK_SIMD_AVX2)), capped(Int32(LK_SIMD_SSE2))] {
            let d = Fixture.difference(Self.render(quads, size: 128, seed: seed, options: options), scalar)
            #expect(d.count == 0, "level \(options.simdLevel): \(d.count) pixels differ (largest \(d.maxDelta))")
        }
    }
}
