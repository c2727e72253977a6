import CLayerKitRaster
import Foundation
@testable import LayerKitRaster
import LayerKitTestSupport
import Testing

/// Oracle: the kernels it fuses. `lk_bilinear_blend` (one pass at AVX-512, samples kept in
/// registers) must give exactly the pixels of `lk_fetch_bilinear` into a buffer followed by
/// `lk_blend_span`, both at the scalar level, which BuildingBlockTests holds to their
/// definitions.
struct BilinearBlendTests {
    @Test("one-pass sampling and blending equals fetch then blend at every SIMD level: clamped rows, edges, opacity, ADD, every tail, nothing written past n")
    func fusedEqualsFetchThenBlend() {
        var rng = SeededRandom(seed: 23)
        let sentinel: UInt32 = 0x1234_5678
        // 9 x 7 texels, 11 per row, with channel extremes and clear texels in the first row.
        let (w, h, stride) = (9, 7, 11)
        var texels = (0..<stride * h).map { _ in Fixture.premultipliedColour(&rng) }
        for (i, t) in [UInt32(0xFFFF_FFFF), 0, 0xFF00_0000, 0, 0, 0, 0, 0xFF00_FF00, 0xFFFF_FFFF].enumerated() { texels[i] = t }
        let edges = [lk_edge(a: 0.6, r: -2.3), lk_edge(a: -0.8, r: 27.9)]
        texels.withUnsafeBufferPointer { buffer in
            var tex = lk_texture(pixels: buffer.baseAddress!, stride: Int32(stride), i0max: Int32(w - 2), j0max: Int32(h - 2),
                                 imax: Int32(w - 1), jmax: Int32(h - 1), dx: 1, dy: Int32(stride),
                                 ulo: 0.5, uhi: Double(w) - 0.5, vlo: 0.5, vhi: Double(h) - 0.5,
                                 fulo: 32768, fuhi: Int32((Double(w) - 0.5) * 65536), fvlo: 32768, fvhi: Int32((Double(h) - 0.5) * 65536))
            for _ in 0..<8 {
                // Steps of up to 1.5 texels a pixel from up to 3 texels outside: rows cross the clamp.
                let du = rng.uniform(-1.5...1.5), dv = rng.uniform(-1.5...1.5), u0 = rng.uniform(-3...12), v0 = rng.uniform(-3...10)
                var map = lk_span_map(nu: u0, nv: v0, nw: 1, au: du, av: dv, aw: 0, projective: 0, fixed: 1, x0: 2,
                                      u0: Int32(u0 * 65536), v0: Int32(v0 * 65536), du: Int32(du * 65536), dv: Int32(dv * 65536))
                for n in [1, 2, 7, 15, 16, 17, 33, 40, 300] {
                    let dst0 = (0..<n).map { _ in Fixture.premultipliedColour(&rng) } + Array(repeating: sentinel, count: 16)
                    for (opacity, additive) in [(1.0, Int32(0)), (0.7, 0), (0.45, 1)] {
                        let full = Int32(opacity * 256 + 0.5)
                        edges.withUnsafeBufferPointer { e in
                            var blend = lk_span_blend(full_lo: 5, full_hi: 30, m_full: full, count: 2, additive: additive,
                                                      edges: e.baseAddress!, opacity: opacity)
                            var samples = [UInt32](repeating: 0, count: n + Int(LK_PAD))
                            lk_fetch_bilinear(&samples, Int32(n), 3, &map, &tex, Int32(LK_SIMD_SCALAR))
                            var reference = dst0
                            lk_blend_span(&reference, samples, Int32(n), 3, 5, 30, full, e.baseAddress!, 2, opacity, additive, Int32(LK_SIMD_SCALAR))
                            for level in [Int32(LK_SIMD_SCALAR), Int32(LK_SIMD_SSE2), Int32(LK_SIMD_AVX2), Int32(LK_SIMD_AVX512)]
                            where level <= lk_simd_available() {
                                var out = dst0
                                lk_bilinear_blend(&out, Int32(n), 3, &map, &tex, &blend, level)
                                #expect(out == reference, "level \(level), n \(n), opacity \(opacity), additive \(additive)")
                            }
                        }
                    }
                }
            }
        }
    }
}
