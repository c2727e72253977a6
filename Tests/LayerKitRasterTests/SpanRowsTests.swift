import CLayerKitRaster
import Foundation
import LayerKitGeometry
@testable import LayerKitRaster
import LayerKitTestSupport
import Testing

/// Oracle: the general path (per-pixel inverse mapping), as in AgreementTests. Turned images
/// with every edge antialiased, sampled bilinearly without mips or tint, are the draws whose
/// rows the span path hands to C whole (`lk_span_rows_bilinear`); these scenes are made of them
/// only, so its bounds, edges and row maps are held to the Swift definitions pixel for pixel.
struct SpanRowsTests {
    static func turnedImages(seed: UInt64, count: Int, size: Int) -> [(DrawQuad, RasterClip)] {
        var rng = SeededRandom(seed: seed)
        let textures = [Fixture.noise(16, 16, seed: seed &+ 1), Fixture.checker(9, 7, cell: 2), Fixture.noise(40, 33, seed: seed &+ 3, opaque: true)]
        return (0..<count).map { _ in
            let t = textures[Int(rng.next() % UInt64(textures.count))]
            let rect = CGRect(x: rng.uniform(-10...10), y: rng.uniform(-10...10), width: rng.uniform(3...70), height: rng.uniform(3...70))
            let turn = CGAffineTransform(translationX: -rect.midX, y: -rect.midY)
                .concatenating(CGAffineTransform(scaleX: rng.uniform(0.4...2.2), y: rng.uniform(0.4...2.2)))
                .concatenating(CGAffineTransform(rotationAngle: rng.uniform(-3.2...3.2)))
                .concatenating(CGAffineTransform(translationX: rng.uniform(0...Double(size)), y: rng.uniform(0...Double(size))))
            var q = DrawQuad(transform: Fixture.affine(turn), shape: QuadShape(rect: rect), paint: Fixture.texturePaint(t),
                             opacity: rng.next() % 3 == 0 ? 1 : Float(rng.uniform(0.05...1)))
            if rng.next() % 4 == 0 { q.blend = .additive }
            let clip = RasterClip(rect: IntRect(x: Int(rng.next() % 40), y: Int(rng.next() % 40),
                                                width: Int(rng.next() % UInt64(size)) + 20, height: Int(rng.next() % UInt64(size)) + 20))
            return (q, clip)
        }
    }

    @Test("turned antialiased images drawn by whole rows in C equal the general path exactly, at every SIMD level",
          arguments: [31, 32, 33, 34] as [UInt64])
    func agreesWithGeneral(seed: UInt64) {
        let quads = Self.turnedImages(seed: seed, count: 40, size: 128)
        let s = Surface(width: 128, height: 128)
        let planned = quads.compactMap { DrawJob($0.0, surface: s, clip: $0.1, options: .default)?.plan(.default).fastPath }
        #expect(planned.count > 20 && planned.allSatisfy { $0 == .affine }, "the scene is drawn by the span path")
        let general = AgreementTests.render(quads, size: 128, seed: seed, options: .generalOnly)
        for level in [Int32(LK_SIMD_AVX512), Int32(LK_SIMD_AVX2), Int32(LK_SIMD_SSE2), Int32(LK_SIMD_SCALAR)] {
            var options = RasterOptions.default
            options.maxSimdLevel = level
            let d = Fixture.difference(AgreementTests.render(quads, size: 128, seed: seed, options: options), general)
            #expect(d.count == 0, "level \(level): \(d.count) pixels differ (largest \(d.maxDelta))")
        }
    }
}
