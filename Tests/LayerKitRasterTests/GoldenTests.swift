import Foundation
import LayerKitGeometry
@testable import LayerKitRaster
import LayerKitTestSupport
import Testing

/// Small golden images, one behaviour each, compared exactly (the raster stage is
/// deterministic). Each test also checks its behaviour by numbers where a hand computation
/// gives them; the goldens were looked at when recorded.
struct GoldenTests {
    static let orange: UInt32 = 0xFFFF_8000
    static let blue: UInt32 = 0xFF20_60E0

    func drawn(_ w: Int, _ h: Int, _ quads: [DrawQuad], clip: RasterClip? = nil, background: UInt32 = 0) -> Surface {
        let s = Fixture.surface(w, h, fill: background)
        for q in quads { draw(q, into: s, clip: clip ?? RasterClip(rect: s.bounds)) }
        return s
    }

    @Test("an integer-aligned solid rect fills exactly its pixels (hand count)")
    func solidRectExact() {
        let q = DrawQuad(transform: Fixture.affine(CGAffineTransform(translationX: 4, y: 6)),
                         shape: QuadShape(rect: CGRect(x: 0, y: 0, width: 16, height: 20)), paint: .solid(Self.blue))
        let s = drawn(32, 32, [q])
        for y in 0..<32 { for x in 0..<32 {
            let inside = (4..<20).contains(x) && (6..<26).contains(y)
            #expect(s[x, y] == (inside ? Self.blue : 0), "pixel \(x), \(y)")
        } }
        Golden.check(Fixture.bitmap(s), named: "solid_rect_exact")
    }

    @Test("a rotated rect is antialiased along its edges and solid inside")
    func antialiasedRotatedRect() {
        let q = DrawQuad(transform: Fixture.rotation(.pi / 6, pivot: CGPoint(x: 14, y: 9), at: CGPoint(x: 24, y: 24)),
                         shape: QuadShape(rect: CGRect(x: 0, y: 0, width: 28, height: 18)), paint: .solid(Self.orange))
        let s = drawn(48, 48, [q])
        #expect(s[24, 24] == Self.orange)
        let partial = (0..<48 * 48).filter { let a = s[$0 % 48, $0 / 48] >> 24; return a > 0 && a < 255 }.count
        #expect(partial > 60, "an antialiased outline has partially covered pixels (\(partial))")
        Golden.check(Fixture.bitmap(s), named: "aa_rotated_rect")
    }

    @Test("rounded corners clear the corner pixel and keep the straight edges sharp")
    func roundedCorners() {
        let shape = QuadShape(rect: CGRect(x: 0, y: 0, width: 40, height: 32),
                              radii: CornerRadii(topLeft: 12, topRight: 4, bottomRight: 0, bottomLeft: 8))
        let s = drawn(48, 48, [DrawQuad(transform: Fixture.affine(CGAffineTransform(translationX: 4, y: 8)),
                                        shape: shape, paint: .solid(Self.blue))])
        #expect(s[4, 8] == 0, "the top-left corner pixel lies outside a 12-unit arc")
        #expect(s[43, 39] == Self.blue, "the square bottom-right corner is filled")
        #expect(s[24, 8] == Self.blue && s[24, 39] == Self.blue, "straight edges on pixel boundaries stay exact")
        Golden.check(Fixture.bitmap(s), named: "rounded_corners")
    }

    @Test("a ring draws only the band inside the rounded outline")
    func ringWithRadius() {
        let shape = QuadShape(rect: CGRect(x: 0, y: 0, width: 40, height: 40), radii: CornerRadii(12), ringWidth: 4)
        let s = drawn(48, 48, [DrawQuad(transform: Fixture.affine(CGAffineTransform(translationX: 4, y: 4)),
                                        shape: shape, paint: .solid(Self.orange))])
        #expect(s[24, 24] == 0, "the centre is inside the hole")
        #expect(s[24, 5] == Self.orange && s[6, 24] == Self.orange, "the band is drawn")
        #expect(s[24, 9] == 0, "past the width the hole begins")
        Golden.check(Fixture.bitmap(s), named: "ring_with_radius")
    }

    @Test("a texture drawn 1:1 at an integer offset reproduces its texels exactly, bilinear or nearest")
    func textureOneToOne() {
        let t = Fixture.noise(20, 14, seed: 5)
        for filter in [SampleFilter.bilinear, .nearest, .trilinear(bias: 0)] {
            for options in [RasterOptions.default, .generalOnly, RasterOptions(fastPaths: .affine)] {
                let s = Surface(width: 32, height: 32)
                let q = DrawQuad(transform: Fixture.affine(CGAffineTransform(translationX: 5, y: 3)),
                                 shape: QuadShape(rect: CGRect(x: 0, y: 0, width: 20, height: 14)),
                                 paint: Fixture.texturePaint(t, filter: filter))
                draw(q, into: s, clip: RasterClip(rect: s.bounds), options: options)
                for j in 0..<14 { for i in 0..<20 { #expect(s[i + 5, j + 3] == t[i, j]) } }
                if filter == .bilinear && options == .default { Golden.check(Fixture.bitmap(s), named: "texture_1to1_exact") }
            }
        }
    }

    @Test("magnifying a tiny checker: nearest keeps hard cells, bilinear blends between texel centres")
    func nearestVersusBilinear() {
        let t = Fixture.checker(4, 4)
        func magnified(_ f: SampleFilter) -> Surface {
            drawn(32, 32, [DrawQuad(transform: .identity, shape: QuadShape(rect: CGRect(x: 0, y: 0, width: 32, height: 32)),
                                    paint: Fixture.texturePaint(t, filter: f))])
        }
        let nearest = magnified(.nearest), bilinear = magnified(.bilinear)
        #expect(nearest[7, 3] == 0xFF00_0000 && nearest[8, 3] == 0xFFFF_FFFF, "nearest switches at the cell boundary")
        // Pixel 7's centre (7.5) maps to texel coordinate 0.9375, between centres 0.5 and 1.5.
        let mid = bilinear[7, 4] & 0xFF
        #expect(mid > 0 && mid < 255, "bilinear mixes neighbouring texels (\(mid))")
        Golden.check(Fixture.bitmap(nearest), named: "magnify_nearest")
        Golden.check(Fixture.bitmap(bilinear), named: "magnify_bilinear")
    }

    @Test("trilinear minification of a fine checker averages to grey where bilinear aliases")
    func trilinearMinification() {
        let t = Fixture.checker(64, 64, mips: true)
        func minified(_ f: SampleFilter) -> Surface {
            drawn(24, 24, [DrawQuad(transform: Fixture.rotation(0.2, pivot: CGPoint(x: 32, y: 32), at: CGPoint(x: 12, y: 12), scale: 0.3),
                                    shape: QuadShape(rect: CGRect(x: 0, y: 0, width: 64, height: 64)),
                                    paint: Fixture.texturePaint(t, filter: f))])
        }
        let tri = minified(.trilinear(bias: 0)), bi = minified(.bilinear)
        func spread(_ s: Surface) -> Int {
            var lo = 255, hi = 0
            for y in 8..<16 { for x in 8..<16 { let g = Int(s[x, y] & 0xFF); lo = min(lo, g); hi = max(hi, g) } }
            return hi - lo
        }
        #expect(spread(tri) < 40, "trilinear is close to uniform grey (\(spread(tri)))")
        #expect(spread(bi) > spread(tri), "bilinear alone aliases more")
        Golden.check(Fixture.bitmap(tri), named: "minify_trilinear")
    }

    @Test("a sprite sub-rect clamps to its own edge texels, not its neighbours'")
    func subRectClampToEdge() {
        // Four 8x8 quadrants: red, green / blue, white.
        let t = Fixture.texture(16, 16, opaque: true) { i, j in
            [[0xFFFF_0000, 0xFF00_FF00], [0xFF00_00FF, 0xFFFF_FFFF]][j / 8][i / 8]
        }
        // The green quadrant, with the source reaching 4 texels beyond it on every side.
        let q = DrawQuad(transform: .identity, shape: QuadShape(rect: CGRect(x: 0, y: 0, width: 32, height: 32)),
                         paint: .texture(t, source: CGRect(x: 4, y: -4, width: 16, height: 16),
                                         clamp: CGRect(x: 8, y: 0, width: 8, height: 8), filter: .bilinear))
        let s = drawn(32, 32, [q])
        for y in 0..<32 { for x in 0..<32 { #expect(s[x, y] == 0xFF00_FF00, "pixel \(x), \(y)") } }
        Golden.check(Fixture.bitmap(s), named: "subrect_clamp")
    }

    @Test("a perspective-textured quad keeps straight lines straight and shrinks with depth")
    func perspectiveTexture() {
        let t = Fixture.checker(64, 64, cell: 8, 0xFF30_3030, 0xFFE0_E0E0)
        let q = DrawQuad(transform: Fixture.perspective(yaw: 0.9, pivot: CGPoint(x: 22, y: 22), at: CGPoint(x: 32, y: 32), distance: 150),
                         shape: QuadShape(rect: CGRect(x: 0, y: 0, width: 44, height: 44)), paint: Fixture.texturePaint(t))
        let s = drawn(64, 64, [q])
        func height(_ x: Int) -> Int { (0..<64).filter { s[x, $0] >> 24 == 255 }.count }
        let left = (0..<64).first { height($0) > 0 }!, right = (0..<64).last { height($0) > 0 }!
        #expect(height(left + 2) != height(right - 2), "the near side is taller than the far side")
        Golden.check(Fixture.bitmap(s), named: "perspective_texture")
    }

    @Test("a quad crossing the near plane draws only the part in front of the eye")
    func nearPlaneCrossing() {
        // Tilted about x so the far half passes behind the eye (w <= 0); oracle: unproject.
        var t = CATransform3DMakeRotation(1.2, 1, 0, 0)
        var p = CATransform3DIdentity
        p.m34 = -1.0 / 60
        t = CATransform3DConcat(t, p)
        t = CATransform3DConcat(t, CATransform3DMakeTranslation(32, 40, 0))
        let rect = CGRect(x: -60, y: -60, width: 120, height: 120)
        let s = drawn(64, 64, [DrawQuad(transform: Homography(t), shape: QuadShape(rect: rect), paint: .solid(Self.blue))])
        var behind = 0, drawnBehind = 0, inside = 0, drawnInside = 0
        for y in 0..<64 { for x in 0..<64 {
            guard let local = t.unproject(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)) else {
                behind += 1
                if s[x, y] != 0 { drawnBehind += 1 }
                continue
            }
            if rect.insetBy(dx: 3, dy: 3).contains(local) { inside += 1; if s[x, y] == Self.blue { drawnInside += 1 } }
        } }
        #expect(behind > 100 && drawnBehind == 0, "nothing behind the eye (\(drawnBehind) of \(behind))")
        #expect(inside > 100 && drawnInside == inside, "everything visible inside is drawn (\(drawnInside) of \(inside))")
        Golden.check(Fixture.bitmap(s), named: "near_plane_crossing")
    }

    @Test("a rounded clip under rotation cuts a texture to a rotated rounded rect")
    func roundedClipRotated() {
        let t = Fixture.checker(48, 48, cell: 6, 0xFF10_4080, 0xFFF0_C040)
        let h = Fixture.rotation(0.35, pivot: CGPoint(x: 20, y: 14), at: CGPoint(x: 24, y: 24))
        let clip = RasterClip(rect: IntRect(x: 0, y: 0, width: 48, height: 48),
                              shapes: [ClipShape(inverse: h.inverse()!, rect: CGRect(x: 0, y: 0, width: 40, height: 28), radii: CornerRadii(9))])
        let q = DrawQuad(transform: .identity, shape: QuadShape(rect: CGRect(x: 0, y: 0, width: 48, height: 48)),
                         paint: Fixture.texturePaint(t, filter: .nearest))
        let s = drawn(48, 48, [q], clip: clip)
        #expect(s[24, 24] >> 24 == 255 && s[2, 2] == 0 && s[45, 45] == 0)
        Golden.check(Fixture.bitmap(s), named: "rounded_clip_rotated")
    }

    @Test("additive blending adds and saturates per channel (hand computation)")
    func additiveBlend() {
        let a = DrawQuad(transform: Fixture.affine(CGAffineTransform(translationX: 2, y: 2)),
                         shape: QuadShape(rect: CGRect(x: 0, y: 0, width: 18, height: 18)), paint: .solid(0xC0C0_4000), blend: .additive)
        let b = DrawQuad(transform: Fixture.affine(CGAffineTransform(translationX: 12, y: 12)),
                         shape: QuadShape(rect: CGRect(x: 0, y: 0, width: 18, height: 18)), paint: .solid(0xC000_C060), blend: .additive)
        let s = drawn(32, 32, [a, b], background: 0xFF10_1010)
        #expect(s[5, 5] == 0xFFD0_5010, "0xFF101010 + 0xC0C04000 per channel, alpha saturated")
        #expect(s[15, 15] == 0xFFD0_FF70, "0xFFD05010 + 0xC000C060: green saturates at 255")
        Golden.check(Fixture.bitmap(s), named: "additive_blend")
    }

    @Test("composite with a mask scales each source pixel by the mask's alpha and the opacity")
    func compositeWithMask() {
        let src = Surface(width: 24, height: 24), mask = Surface(width: 24, height: 24)
        for y in 0..<24 { for x in 0..<24 {
            src[x, y] = 0xFF00_0000 | UInt32(x * 10) << 16 | UInt32(y * 10) << 8 | 0x80
            let d = hypot(Double(x) - 11.5, Double(y) - 11.5)
            mask[x, y] = UInt32(max(0, min(255, (11 - d) * 60))) << 24
        } }
        let dst = Fixture.surface(32, 32, fill: 0xFFFF_FFFF)
        composite(src, at: (5, 7), mask: mask, opacity: 0.75, into: dst, clip: dst.bounds)
        // Centre: mask 255 -> factor (255 * 192 + 127) / 255 = 192; opacity 0.75 = 192 / 256.
        let s = src[12, 12], d = dst[17, 19]
        let expected = PixelMath.over(PixelMath.scale(s, 192), 0xFFFF_FFFF)
        #expect(d == expected)
        #expect(dst[5, 7] == 0xFFFF_FFFF, "where the mask is clear nothing is drawn")
        Golden.check(Fixture.bitmap(dst), named: "composite_mask")
    }
}
