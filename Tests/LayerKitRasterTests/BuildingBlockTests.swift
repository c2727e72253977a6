import CLayerKitRaster
import Foundation
import LayerKitGeometry
@testable import LayerKitRaster
import LayerKitTestSupport
import Testing

/// The pieces under the paths: pixel arithmetic, options, surfaces, rects, mips, blur, clip
/// reduction. Oracles: hand computations from the formulas in the brief and Module.swift.
struct BuildingBlockTests {
    @Test("OVER rounds d * (255 - sa) / 255 to nearest (hand computation)")
    func overRounding() {
        // 50% grey (premultiplied 0x80808080) over opaque white: 128 + round(255 * 127 / 255) = 255.
        #expect(PixelMath.over(0x8080_8080, 0xFFFF_FFFF) == 0xFFFF_FFFF)
        // 25% black over 200: 0 + round(200 * 191 / 255) = round(149.80) = 150.
        #expect(PixelMath.over(0x4000_0000, 0xFFC8_C8C8) & 0xFF == 150)
        // A transparent source leaves the destination exactly.
        for d: UInt32 in [0, 1, 0x7F3F_1F0F, 0xFFFF_FFFF] { #expect(PixelMath.over(0, d) == d) }
    }

    @Test("opacity scales the source in 1/256 steps: 256 is exact, 128 halves with rounding")
    func opacityScale() {
        #expect(PixelMath.scale(0xFFC8_6401, 256) == 0xFFC8_6401)
        #expect(PixelMath.scale(0xFFC8_6401, 128) == 0x8064_3201, "(c * 128 + 128) >> 8")
        let s = Fixture.surface(4, 4, fill: 0xFF00_0000)
        draw(DrawQuad(transform: .identity, shape: QuadShape(rect: CGRect(x: 0, y: 0, width: 4, height: 4)),
                      paint: .solid(0xFFFF_FFFF), opacity: 0.5), into: s, clip: RasterClip(rect: s.bounds))
        #expect(s[1, 1] == 0xFF80_8080, "opaque white at opacity 0.5 over black")
    }

    @Test("every SIMD level computes the scalar definition of each kernel, at every tail length, writing nothing past n")
    func kernelLevelsAgree() {
        var rng = SeededRandom(seed: 7)
        let sentinel: UInt32 = 0x1234_5678
        for n in [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 13, 16, 37, 71] {
            let src = (0..<n + 8).map { _ in Fixture.premultipliedColour(&rng) }
            let dst0 = (0..<n).map { _ in Fixture.premultipliedColour(&rng) } + Array(repeating: sentinel, count: 8)
            let mask = (0..<n).map { _ in UInt16(rng.next() % 257) } + Array(repeating: 0, count: 8)
            for level in [Int32(LK_SIMD_SSE2), Int32(LK_SIMD_AVX2), Int32(LK_SIMD_AVX512)] where level <= lk_simd_available() {
                func run(_ simd: Int32, _ body: (UnsafeMutablePointer<UInt32>, Int32) -> Void) -> [UInt32] {
                    var d = dst0
                    d.withUnsafeMutableBufferPointer { body($0.baseAddress!, simd) }
                    return d
                }
                let kernels: [(String, (UnsafeMutablePointer<UInt32>, Int32) -> Void)] = [
                    ("over", { d, l in lk_over(d, src, Int32(n), 200, l) }),
                    ("over_mask", { d, l in lk_over_mask(d, src, Int32(n), mask, l) }),
                    ("add", { d, l in lk_add(d, src, Int32(n), 256, l) }),
                    ("add_mask", { d, l in lk_add_mask(d, src, Int32(n), mask, l) }),
                    ("over_solid", { d, l in lk_over_solid(d, Int32(n), 0xC080_4020, 177, l) }),
                    ("over_solid_mask", { d, l in lk_over_solid_mask(d, Int32(n), 0xC080_4020, mask, l) }),
                    ("add_solid_mask", { d, l in lk_add_solid_mask(d, Int32(n), 0xC080_4020, mask, l) }),
                    ("fill", { d, l in lk_fill(d, Int32(n), 0xFF20_80C0, l) }),
                    ("lerp", { d, l in lk_lerp(d, d, src, Int32(n), 77, l) }),
                    ("tint", { d, l in lk_tint(d, Int32(n), 0xFF20_80C0, l) }),
                    ("modulate", { d, l in lk_modulate(d, Int32(n), ChannelFactors(red: 1, green: 0.3, blue: 0.7, alpha: 0.9).packed, l) }),
                ]
                for (name, k) in kernels {
                    let out = run(level, k)
                    #expect(out == run(Int32(LK_SIMD_SCALAR), k), "\(name) at level \(level), n \(n)")
                    #expect(out[n...].allSatisfy { $0 == sentinel }, "\(name) at level \(level) wrote past n \(n)")
                }
            }
        }
    }

    @Test("lk_blend_span gives every SIMD level the scalar pixels, equal to coverage then a masked blend, writing nothing past n")
    func blendSpanLevelsAgree() {
        var rng = SeededRandom(seed: 11)
        let sentinel: UInt32 = 0x1234_5678
        // A turned edge on each side of the row (distances in pixels), as a rotated quad has.
        let edges = [lk_edge(a: 0.6, r: -2.3), lk_edge(a: -0.8, r: 27.9)]
        for n in [1, 2, 3, 7, 8, 9, 15, 16, 17, 33, 40] {
            let src = (0..<n + 8).map { _ in Fixture.premultipliedColour(&rng) }
            let dst0 = (0..<n).map { _ in Fixture.premultipliedColour(&rng) } + Array(repeating: sentinel, count: 8)
            for (opacity, additive) in [(1.0, Int32(0)), (0.7, 0), (0.45, 1)] {
                let full = Int32(opacity * 256 + 0.5)
                // Columns 5 ..< 30 have coverage 1 under both edges: the interior the caller names.
                func run(_ simd: Int32, _ x0: Int32) -> [UInt32] {
                    var d = dst0
                    d.withUnsafeMutableBufferPointer {
                        lk_blend_span($0.baseAddress!, src, Int32(n), x0, 5, 30, full, edges, 2, opacity, additive, simd)
                    }
                    return d
                }
                for x0: Int32 in [0, 3, 22] {
                    let reference = run(Int32(LK_SIMD_SCALAR), x0)
                    var factors = [UInt16](repeating: 0, count: n + 8)
                    lk_coverage(&factors, Int32(n), x0, edges, 2, opacity, Int32(LK_SIMD_SCALAR))
                    var composed = dst0
                    if additive == 1 { lk_add_mask(&composed, src, Int32(n), factors, Int32(LK_SIMD_SCALAR)) }
                    else { lk_over_mask(&composed, src, Int32(n), factors, Int32(LK_SIMD_SCALAR)) }
                    #expect(reference == composed, "scalar span equals coverage + mask blend, n \(n), x0 \(x0)")
                    for level in [Int32(LK_SIMD_SSE2), Int32(LK_SIMD_AVX2), Int32(LK_SIMD_AVX512)] where level <= lk_simd_available() {
                        let out = run(level, x0)
                        #expect(out == reference, "level \(level), n \(n), x0 \(x0), opacity \(opacity)")
                        #expect(out[n...].allSatisfy { $0 == sentinel }, "level \(level) wrote past n \(n)")
                    }
                }
            }
        }
    }

    @Test("lk_fetch_bilinear gives every SIMD level the scalar texels: fixed, affine and projective maps, clamped edges, extreme texels, every tail")
    func bilinearLevelsAgree() {
        var rng = SeededRandom(seed: 17)
        // 9 x 7 texels, 11 per row; the first row holds the extremes of each channel, where a
        // byte-pair multiply would saturate first.
        let (w, h, stride) = (9, 7, 11)
        var texels = (0..<stride * h).map { _ in Fixture.premultipliedColour(&rng) }
        for (i, t) in [UInt32(0xFFFF_FFFF), 0, 0xFF00_0000, 0xFFFF_FFFF, 0x0101_0101, 0xFFFF_FFFF, 0, 0xFF00_FF00, 0xFFFF_FFFF].enumerated() { texels[i] = t }
        texels.withUnsafeBufferPointer { buffer in
            let tex = lk_texture(pixels: buffer.baseAddress!, stride: Int32(stride), i0max: Int32(w - 2), j0max: Int32(h - 2),
                                 imax: Int32(w - 1), jmax: Int32(h - 1), dx: 1, dy: Int32(stride),
                                 ulo: 0.5, uhi: Double(w) - 0.5, vlo: 0.5, vhi: Double(h) - 0.5,
                                 fulo: 32768, fuhi: Int32((Double(w) - 0.5) * 65536), fvlo: 32768, fvhi: Int32((Double(h) - 0.5) * 65536))
            var maps: [lk_span_map] = []
            for _ in 0..<12 {
                // Steps of up to 1.5 texels a pixel, starting up to 3 texels outside: rows cross the clamp.
                let du = rng.uniform(-1.5...1.5), dv = rng.uniform(-1.5...1.5), u0 = rng.uniform(-3...12), v0 = rng.uniform(-3...10)
                maps.append(lk_span_map(nu: u0, nv: v0, nw: 1, au: du, av: dv, aw: 0, projective: 0, fixed: 1, x0: 2,
                                        u0: Int32(u0 * 65536), v0: Int32(v0 * 65536), du: Int32(du * 65536), dv: Int32(dv * 65536)))
                maps.append(lk_span_map(nu: u0, nv: v0, nw: 1, au: du, av: dv, aw: 0, projective: 0, fixed: 0, x0: 0, u0: 0, v0: 0, du: 0, dv: 0))
                let nw = rng.uniform(0.8...1.2), aw = rng.uniform(-0.01...0.01)
                maps.append(lk_span_map(nu: u0, nv: v0, nw: nw, au: du, av: dv, aw: aw, projective: 1, fixed: 0, x0: 0, u0: 0, v0: 0, du: 0, dv: 0))
            }
            for n in [1, 2, 5, 8, 15, 16, 17, 31, 40] {
                for var map in maps {
                    func run(_ simd: Int32) -> [UInt32] {
                        var out = [UInt32](repeating: 0, count: n + Int(LK_PAD))
                        lk_fetch_bilinear(&out, Int32(n), 3, &map, [tex], simd)
                        return Array(out[..<n])
                    }
                    let reference = run(Int32(LK_SIMD_SCALAR))
                    for level in [Int32(LK_SIMD_SSE2), Int32(LK_SIMD_AVX2), Int32(LK_SIMD_AVX512)] where level <= lk_simd_available() {
                        #expect(run(level) == reference, "level \(level), n \(n), fixed \(map.fixed), projective \(map.projective)")
                    }
                }
            }
        }
    }

    @Test("lk_over_solid_rect gives every SIMD level the scalar pixels, row by row, touching nothing outside the rect")
    func solidRectLevelsAgree() {
        var rng = SeededRandom(seed: 13)
        let stride = 40, rows = 6
        let background = (0..<stride * rows).map { _ in Fixture.premultipliedColour(&rng) }
        for w in [1, 3, 7, 8, 9, 16, 17, 31] {
            for (colour, m) in [(UInt32(0xC080_4020), Int32(256)), (0x8040_2010, 177), (0xFF20_80C0, 256), (0xFF20_80C0, 100), (0, 256)] {
                func run(_ simd: Int32) -> [UInt32] {
                    var d = background
                    d.withUnsafeMutableBufferPointer { lk_over_solid_rect($0.baseAddress! + stride + 2, Int32(stride), Int32(w), 4, colour, m, simd) }
                    return d
                }
                let reference = run(Int32(LK_SIMD_SCALAR))
                for level in [Int32(LK_SIMD_SSE2), Int32(LK_SIMD_AVX2), Int32(LK_SIMD_AVX512)] where level <= lk_simd_available() {
                    #expect(run(level) == reference, "level \(level), width \(w), colour \(colour), m \(m)")
                }
                // Outside rows 1...4, columns 2 ..< 2 + w: untouched (scalar is the reference).
                for (i, p) in reference.enumerated() where i / stride < 1 || i / stride > 4 || i % stride < 2 || i % stride >= 2 + w {
                    #expect(p == background[i], "pixel \(i) outside the rect changed")
                }
            }
        }
    }

    @Test("modulation multiplies each channel by its factor: (c * f + 128) >> 8, 256 exact (hand computation)")
    func modulation() {
        // Opaque white times (1, 0.5, 0.25, 1): factors 256, 128, 64, 256.
        let s = Fixture.surface(9, 2, fill: 0xFFFF_FFFF)
        modulate(s, by: ChannelFactors(red: 1, green: 0.5, blue: 0.25, alpha: 1), in: IntRect(x: 0, y: 0, width: 9, height: 1))
        #expect(s[8, 0] == 0xFFFF_8040, "(255 * 128 + 128) >> 8 = 128, (255 * 64 + 128) >> 8 = 64")
        #expect(s[8, 1] == 0xFFFF_FFFF, "outside the region unchanged")
        // Alpha 0.4 premultiplies the colour factors: white becomes (102, 102, 102, 102).
        let t = Fixture.surface(3, 1, fill: 0xFFFF_FFFF)
        modulate(t, by: ChannelFactors(red: 1, green: 1, blue: 1, alpha: 0.4), in: t.bounds)
        #expect(t[0, 0] == 0x6666_6666)
        #expect(ChannelFactors(red: 1, green: 1, blue: 1, alpha: 1).isIdentity)
        #expect(ChannelFactors(red: .nan, green: 2, blue: -1, alpha: 1) == ChannelFactors(red: 0, green: 1, blue: 0, alpha: 1))
    }

    @Test("LAYERKIT_DISABLE_FASTPATHS and LAYERKIT_DISABLE_SIMD are read from the environment")
    func optionsFromEnvironment() {
        #expect(RasterOptions.fromEnvironment([:]) == .default)
        #expect(RasterOptions.fromEnvironment(["LAYERKIT_DISABLE_FASTPATHS": "all"]).fastPaths == [])
        let some = RasterOptions.fromEnvironment(["LAYERKIT_DISABLE_FASTPATHS": " affine, Copy ,bogus", "LAYERKIT_DISABLE_SIMD": "1"])
        #expect(some.fastPaths == [.solid, .translate, .projective, .rasterCache, .backdrop, .tightContent, .solidBatch, .onlyMoved])
        #expect(RasterOptions.fromEnvironment(["LAYERKIT_DISABLE_FASTPATHS": "backdrop"]).fastPaths == FastPaths.all.subtracting(.backdrop))
        #expect(RasterOptions.fromEnvironment(["LAYERKIT_DISABLE_FASTPATHS": "tightcontent"]).fastPaths == FastPaths.all.subtracting(.tightContent))
        #expect(RasterOptions.fromEnvironment(["LAYERKIT_DISABLE_FASTPATHS": "solidbatch"]).fastPaths == FastPaths.all.subtracting(.solidBatch))
        #expect(RasterOptions.fromEnvironment(["LAYERKIT_DISABLE_FASTPATHS": "onlymoved"]).fastPaths == FastPaths.all.subtracting(.onlyMoved))
        #expect(!some.simd)
        #expect(RasterOptions.fromEnvironment(["LAYERKIT_DISABLE_SIMD": "0"]).simd)
    }

    @Test("disabled fast paths fall back to the general path")
    func pathChoice() {
        let s = Surface(width: 16, height: 16)
        let solid = DrawQuad(transform: .identity, shape: QuadShape(rect: CGRect(x: 1, y: 1, width: 5, height: 5)), paint: .solid(0xFF00_00FF))
        #expect(DrawJob(solid, surface: s, clip: RasterClip(rect: s.bounds), options: .default)?.plan(.default).fastPath == .solid)
        let none = RasterOptions(fastPaths: [])
        #expect(DrawJob(solid, surface: s, clip: RasterClip(rect: s.bounds), options: none)?.plan(none).fastPath == nil)
        let noSolid = RasterOptions(fastPaths: [.affine])
        #expect(DrawJob(solid, surface: s, clip: RasterClip(rect: s.bounds), options: noSolid)?.plan(noSolid).fastPath == .affine)
    }

    @Test("IntRect intersection, union and emptiness")
    func intRect() {
        let a = IntRect(x: 0, y: 0, width: 10, height: 10), b = IntRect(x: 5, y: -2, width: 10, height: 4)
        #expect(a.intersection(b) == IntRect(x: 5, y: 0, width: 5, height: 2))
        #expect(a.union(b) == IntRect(minX: 0, minY: -2, maxX: 15, maxY: 10))
        #expect(a.intersection(IntRect(x: 20, y: 0, width: 3, height: 3)).isEmpty)
        #expect(IntRect(x: 0, y: 0, width: -4, height: 3).isEmpty && IntRect.zero.union(a) == a)
        #expect(a.contains(x: 9, y: 0) && !a.contains(x: 10, y: 0))
    }

    @Test("surfaces clear rects clipped to themselves and can wrap memory they do not own")
    func surfaces() {
        let s = Surface(width: 8, height: 6)
        #expect(s[3, 3] == 0, "new surfaces are transparent")
        s.clear(IntRect(x: 6, y: 4, width: 10, height: 10), to: 0xFF12_3456)
        #expect(s[7, 5] == 0xFF12_3456 && s[5, 5] == 0 && s[7, 3] == 0)
        var storage = [UInt32](repeating: 7, count: 4 * 10)
        storage.withUnsafeMutableBufferPointer { p in
            let w = Surface(wrapping: p.baseAddress!, width: 3, height: 4, stride: 10)!
            w.clear(w.bounds, to: 9)
        }
        #expect(storage[0] == 9 && storage[2] == 9 && storage[3] == 7 && storage[32] == 9, "only the wrapped rect changes")
    }

    @Test("mip levels halve down to 1x1 with rounded 2x2 box averages of premultiplied texels")
    func mipChain() {
        let t = Fixture.texture(5, 3) { i, j in UInt32(i * 10 + j) << 24 }
        let m = MipChain(t)
        #expect(m.levels.map { [$0.width, $0.height] } == [[2, 1], [1, 1]])
        #expect(m.count == 3)
        // Level 1 texel (1, 0) averages texels (2...3, 0...1): alphas 20, 30, 21, 31 -> 25.5 -> 26.
        #expect(m.levels[0][1, 0] >> 24 == 26)
    }

    @Test("blurAlpha keeps the total alpha of a padded shape and is symmetric; sigma 0 copies")
    func blur() {
        let s = Surface(width: 41, height: 41)
        s.clear(IntRect(x: 14, y: 10, width: 13, height: 21), to: 0xFF00_0000)
        let b = blurAlpha(s, sigma: 3)
        func total(_ x: Surface) -> Int { (0..<41 * 41).reduce(0) { $0 + Int(x[$1 % 41, $1 / 41] >> 24) } }
        #expect(abs(total(b) - total(s)) < total(s) / 100, "\(total(b)) vs \(total(s))")
        for y in 0..<41 { for x in 0..<41 {
            #expect(b[x, y] == b[40 - x, y] && b[x, y] == b[x, 40 - y], "mirror symmetry at \(x), \(y)")
            #expect(b[x, y] & 0x00FF_FFFF == 0, "alpha only")
        } }
        #expect(b[20, 20] >> 24 > 200 && b[20, 20] >> 24 < 255 && b[20, 4] >> 24 > 0, "spread and softened")
        let copy = blurAlpha(s, sigma: 0)
        #expect(Fixture.difference(copy, s).count == 0)
        #expect(Fixture.difference(blurAlpha(s, sigma: .nan), s).count == 0)
        #expect(boxRadii(sigma: 3).allSatisfy { $0 >= 1 })
    }

    @Test("an axis-aligned clip shape without radii reduces to a clip rect; a rotated one does not")
    func clipReduction() {
        let s = Surface(width: 64, height: 64)
        let q = DrawQuad(transform: .identity, shape: QuadShape(rect: CGRect(x: 0, y: 0, width: 64, height: 64)), paint: .solid(0xFFFF_FFFF))
        let shift = Fixture.affine(CGAffineTransform(translationX: 10, y: 12))
        let straight = ClipShape(inverse: shift.inverse()!, rect: CGRect(x: 0, y: 0, width: 20, height: 30))
        let g = DrawJob(q, surface: s, clip: RasterClip(rect: s.bounds, shapes: [straight]), options: .default)!.geometry
        #expect(g.clips.isEmpty && g.bounds == IntRect(x: 10, y: 12, width: 20, height: 30))
        let fractional = ClipShape(inverse: Fixture.affine(CGAffineTransform(translationX: -0.5, y: 0)), rect: CGRect(x: 0, y: 0, width: 20, height: 30))
        #expect(DrawJob(q, surface: s, clip: RasterClip(rect: s.bounds, shapes: [fractional]), options: .default)!.geometry.clips.count == 1,
                "antialiased edges between pixel centres keep partial coverage")
        let rotated = ClipShape(inverse: Fixture.rotation(0.2, pivot: .zero, at: .zero).inverse()!, rect: CGRect(x: 0, y: 0, width: 20, height: 30))
        #expect(DrawJob(q, surface: s, clip: RasterClip(rect: s.bounds, shapes: [rotated]), options: .default)!.geometry.clips.count == 1)
    }
}
