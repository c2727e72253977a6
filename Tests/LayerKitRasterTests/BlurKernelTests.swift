import CLayerKitRaster
import LayerKitGeometry
@testable import LayerKitRaster
import Testing

/// The shadow blur's kernels (`lk_box_blur` and the alpha conversions, scalar C and AVX2)
/// against the blur as first written in Swift, kept here as the oracle: the same prefix sums,
/// differences and divisions per value, so the bytes must be equal, not near.
struct BlurKernelTests {
    /// The blur as LayerKit first wrote it: alpha as doubles, three centred boxes per row, then
    /// per column, each value `(prefix[hi] - prefix[lo]) / width`, rounded half away from zero.
    private static func reference(_ s: Surface, sigma: Double) -> Surface {
        let w = s.width, h = s.height
        let out = Surface(width: w, height: h)
        guard w > 0, h > 0 else { return out }
        let plane = referencePlane(s, sigma: sigma)
        for y in 0..<h { for x in 0..<w { out[x, y] = UInt32(min(255, max(0, plane[y * w + x].rounded()))) << 24 } }
        return out
    }

    /// The reference's values before rounding.
    private static func referencePlane(_ s: Surface, sigma: Double) -> [Double] {
        let w = s.width, h = s.height
        var plane = [Double](repeating: 0, count: w * h)
        for y in 0..<h { for x in 0..<w { plane[y * w + x] = Double(s[x, y] >> 24) } }
        func boxLine(_ start: Int, count: Int, step: Int, radius r: Int) {
            guard r > 0 else { return }
            var prefix = [Double](repeating: 0, count: count + 1)
            for i in 0..<count { prefix[i + 1] = prefix[i] + plane[start + i * step] }
            let width = Double(2 * r + 1)
            for i in 0..<count { plane[start + i * step] = (prefix[min(count, i + r + 1)] - prefix[max(0, i - r)]) / width }
        }
        if sigma > 0, sigma.isFinite {
            let radii = boxRadii(sigma: min(sigma, Double(max(w, h))))
            for r in radii { for y in 0..<h { boxLine(y * w, count: w, step: 1, radius: r) } }
            for r in radii { for x in 0..<w { boxLine(x, count: h, step: w, radius: r) } }
        }
        return plane
    }

    /// `s` blurred by `lk_box_blur` at SIMD `level`, before rounding.
    private static func kernelPlane(_ s: Surface, sigma: Double, level: Int32) -> [Double] {
        let w = s.width, h = s.height
        var plane = [Double](repeating: 0, count: w * h)
        let radii = boxRadii(sigma: min(sigma, Double(max(w, h)))).map(Int32.init)
        var scratch = [Double](repeating: 0, count: 4 * (max(w, h) + 1))
        plane.withUnsafeMutableBufferPointer { p in
            lk_alpha_plane(p.baseAddress!, s.pixels, Int32(s.stride), Int32(w), Int32(h), level)
            scratch.withUnsafeMutableBufferPointer { lk_box_blur(p.baseAddress!, Int32(w), Int32(h), radii, Int32(radii.count), $0.baseAddress!, level) }
        }
        return plane
    }

    /// A `w` x `h` surface of alphas from `seed`: a hard-edged patch, a ramp and noise, so that
    /// sums land on halves now and then.
    private static func source(_ w: Int, _ h: Int, seed: UInt64) -> Surface {
        var rng = SplitMix64(seed: seed)
        let s = Surface(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                let inPatch = x > w / 4 && x < 3 * w / 4 && y > h / 3 && y < 2 * h / 3
                let a: UInt32 = inPatch ? 255 : (x + y) % 7 == 0 ? UInt32(rng.next() % 256) : UInt32(x * 255 / max(1, w - 1)) / 3
                s[x, y] = a << 24 | (a >> 1) << 16
            }
        }
        return s
    }

    @Test("every SIMD level blurs to the bytes of the Swift blur, at odd sizes and sigmas", arguments: [
        (1, 1, 2.0), (3, 2, 1.0), (5, 9, 0.7), (17, 4, 3.0), (40, 31, 4.0), (118, 66, 8.0 / 3), (64, 64, 12.0), (9, 130, 40.0),
    ])
    func levelsAgree(size: (Int, Int, Double)) {
        let (w, h, sigma) = size
        for seed: UInt64 in [1, 2] {
            let s = Self.source(w, h, seed: seed)
            let expected = Self.reference(s, sigma: sigma)
            // The values before rounding, bit for bit: a division done as a multiplication by
            // the reciprocal changes a few of them by one unit in the last place, which the
            // rounded bytes would mostly hide.
            let values = Self.referencePlane(s, sigma: sigma).map(\.bitPattern)
            for level in [LK_SIMD_SCALAR, LK_SIMD_AVX2] {
                #expect(Self.kernelPlane(s, sigma: sigma, level: Int32(level)).map(\.bitPattern) == values,
                        "\(w)x\(h) sigma \(sigma) seed \(seed) level \(level), before rounding")
            }
            for level in [LK_SIMD_SCALAR, LK_SIMD_SSE2, LK_SIMD_AVX2, LK_SIMD_AVX512] {
                var options = RasterOptions.default
                options.maxSimdLevel = Int32(level)
                if level == LK_SIMD_SCALAR { options.simd = false }
                let got = blurAlpha(s, sigma: sigma, options: options)
                #expect(Fixture.difference(got, expected).count == 0, "\(w)x\(h) sigma \(sigma) seed \(seed) level \(level)")
            }
        }
    }

    @Test("rounding is half away from zero and clamped, as Swift's rounded() then 0...255")
    func rounding() {
        // One row of values placed straight into the plane conversion.
        let values: [Double] = [-3, -0.6, -0.5, -1e-12, 0, 0.49999999999999994, 0.5, 1.5, 2.5, 127.5, 254.4999, 254.5, 255.2, 300]
        var plane = values
        for level in [LK_SIMD_SCALAR, LK_SIMD_AVX2] {
            let out = Surface(width: values.count, height: 1)
            plane.withUnsafeMutableBufferPointer { lk_plane_alpha(out.pixels, Int32(out.stride), $0.baseAddress!, Int32(values.count), 1, Int32(level)) }
            let got = (0..<values.count).map { out[$0, 0] >> 24 }
            #expect(got == values.map { UInt32(min(255, max(0, $0.rounded()))) }, "level \(level)")
        }
    }
}
