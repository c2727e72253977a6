import Foundation
import LayerKitGeometry
@testable import LayerKitRaster
import LayerKitTestSupport
import Testing

/// Bad input is a documented no-op or clipped correctly, never a crash or a hang (the
/// contract in Module.swift and `draw`'s documentation).
struct BadInputTests {
    static let nan = CGFloat.nan, inf = CGFloat.infinity

    func untouched(_ quad: DrawQuad, clip: RasterClip? = nil, sourceOptions: [RasterOptions] = [.default, .generalOnly]) -> Bool {
        sourceOptions.allSatisfy { options in
            let s = Fixture.surface(32, 32, fill: 0xFF11_2233)
            draw(quad, into: s, clip: clip ?? RasterClip(rect: s.bounds), options: options)
            return (0..<32 * 32).allSatisfy { s[$0 % 32, $0 / 32] == 0xFF11_2233 }
        }
    }

    static let unit = QuadShape(rect: CGRect(x: 0, y: 0, width: 10, height: 10))

    @Test("NaN and infinite homographies draw nothing", arguments: [nan, inf, -inf])
    func nonFiniteTransforms(v: CGFloat) {
        for k in 0..<9 {
            var m = [CGFloat](repeating: 0, count: 9)
            m[0] = 1; m[4] = 1; m[8] = 1
            m[k] = v
            let h = Homography(m11: m[0], m12: m[1], m13: m[2], m21: m[3], m22: m[4], m23: m[5], m31: m[6], m32: m[7], m33: m[8])
            #expect(untouched(DrawQuad(transform: h, shape: Self.unit, paint: .solid(0xFFFF_FFFF))), "entry \(k) = \(v)")
        }
    }

    @Test("singular transforms draw nothing (a quad seen edge-on has no area)")
    func singular() {
        let flat = Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 0, m23: 0, m31: 5, m32: 5, m33: 1)
        let zero = Homography(m11: 0, m12: 0, m13: 0, m21: 0, m22: 0, m23: 0, m31: 0, m32: 0, m33: 0)
        for h in [flat, zero] { #expect(untouched(DrawQuad(transform: h, shape: Self.unit, paint: .solid(0xFFFF_FFFF)))) }
    }

    @Test("zero-size and non-finite rects draw nothing")
    func emptyRects() {
        for r in [CGRect(x: 1, y: 1, width: 0, height: 5), CGRect(x: 1, y: 1, width: 5, height: 0),
                  CGRect(x: Self.nan, y: 0, width: 5, height: 5), CGRect(x: 0, y: 0, width: Self.inf, height: 5)] {
            #expect(untouched(DrawQuad(transform: .identity, shape: QuadShape(rect: r), paint: .solid(0xFFFF_FFFF))), "\(r)")
        }
    }

    @Test("a negative size is the same rect standardized")
    func negativeSize() {
        let a = Fixture.surface(32, 32), b = Fixture.surface(32, 32)
        draw(DrawQuad(transform: .identity, shape: QuadShape(rect: CGRect(x: 20, y: 20, width: -10, height: -10)),
                      paint: .solid(0xFFFF_FFFF)), into: a, clip: RasterClip(rect: a.bounds))
        draw(DrawQuad(transform: .identity, shape: QuadShape(rect: CGRect(x: 10, y: 10, width: 10, height: 10)),
                      paint: .solid(0xFFFF_FFFF)), into: b, clip: RasterClip(rect: b.bounds))
        #expect(Fixture.difference(a, b).count == 0)
    }

    @Test("zero, negative and NaN opacities and ring widths draw nothing")
    func zeroOpacityAndRing() {
        for o: Float in [0, -1, .nan, 0.001] {
            #expect(untouched(DrawQuad(transform: .identity, shape: Self.unit, paint: .solid(0xFFFF_FFFF), opacity: o)), "\(o)")
        }
        for w in [0, -2, Self.nan] {
            var shape = Self.unit
            shape.ringWidth = w
            #expect(untouched(DrawQuad(transform: .identity, shape: shape, paint: .solid(0xFFFF_FFFF))), "\(w)")
        }
    }

    @Test("huge coordinates clip to the surface: a giant quad fills it, a far one draws nothing")
    func hugeCoordinates() {
        let s = Fixture.surface(32, 32)
        let giant = DrawQuad(transform: Fixture.rotation(0.3, pivot: .zero, at: CGPoint(x: 16, y: 16)),
                             shape: QuadShape(rect: CGRect(x: -1e12, y: -1e12, width: 2e12, height: 2e12)), paint: .solid(0xFFFF_FFFF))
        for options in [RasterOptions.default, .generalOnly] {
            s.clear(s.bounds)
            draw(giant, into: s, clip: RasterClip(rect: s.bounds), options: options)
            #expect((0..<32 * 32).allSatisfy { s[$0 % 32, $0 / 32] == 0xFFFF_FFFF })
        }
        let far = DrawQuad(transform: Fixture.affine(CGAffineTransform(translationX: 1e15, y: -3e14)), shape: Self.unit,
                           paint: .solid(0xFFFF_FFFF))
        #expect(untouched(far))
        let tiny = DrawQuad(transform: Fixture.affine(CGAffineTransform(scaleX: 1e-300, y: 1e-300)), shape: Self.unit,
                            paint: .solid(0xFFFF_FFFF))
        #expect(untouched(tiny))
    }

    @Test("a quad entirely behind the eye draws nothing")
    func behindTheEye() {
        var t = CATransform3DMakeTranslation(0, 0, 200)
        var p = CATransform3DIdentity
        p.m34 = -1.0 / 100
        t = CATransform3DConcat(t, p)
        #expect(untouched(DrawQuad(transform: Homography(t), shape: Self.unit, paint: .solid(0xFFFF_FFFF))))
        let negated = Homography(m11: -1, m12: 0, m13: 0, m21: 0, m22: -1, m23: 0, m31: 0, m32: 0, m33: -1)
        #expect(untouched(DrawQuad(transform: negated, shape: Self.unit, paint: .solid(0xFFFF_FFFF))), "w = -1 everywhere")
    }

    @Test("non-finite texture source rects and clamp rects are handled: nothing, or the whole texture")
    func badTextureRects() {
        let t = Fixture.noise(8, 8, seed: 3, opaque: true)
        let all = CGRect(x: 0, y: 0, width: 8, height: 8)
        let nanRect = CGRect(x: Self.nan, y: 0, width: 8, height: 8)
        #expect(untouched(DrawQuad(transform: .identity, shape: Self.unit, paint: .texture(t, source: nanRect, clamp: all, filter: .bilinear))))
        // A NaN clamp falls back to the whole texture: the draw happens and stays inside it.
        let s = Fixture.surface(32, 32)
        draw(DrawQuad(transform: .identity, shape: QuadShape(rect: all), paint: .texture(t, source: all, clamp: nanRect, filter: .bilinear)),
             into: s, clip: RasterClip(rect: s.bounds))
        for j in 0..<8 { for i in 0..<8 { #expect(s[i, j] == t[i, j]) } }
    }

    @Test("degenerate clip polygons and non-finite clip shapes clip everything away")
    func badClips() {
        let q = DrawQuad(transform: .identity, shape: QuadShape(rect: CGRect(x: 0, y: 0, width: 32, height: 32)), paint: .solid(0xFFFF_FFFF))
        let all = IntRect(x: 0, y: 0, width: 32, height: 32)
        for polygon in [ConvexPolygon([]), ConvexPolygon([CGPoint(x: 1, y: 1), CGPoint(x: 5, y: 5)]),
                        ConvexPolygon([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 20)]),
                        ConvexPolygon([CGPoint(x: 0, y: 0), CGPoint(x: Self.nan, y: 10), CGPoint(x: 20, y: 0)])] {
            #expect(untouched(q, clip: RasterClip(rect: all, polygons: [polygon])), "\(polygon.points)")
        }
        let bad = Homography(m11: Self.nan, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
        #expect(untouched(q, clip: RasterClip(rect: all, shapes: [ClipShape(inverse: bad, rect: CGRect(x: 0, y: 0, width: 9, height: 9))])))
        #expect(untouched(q, clip: RasterClip(rect: IntRect(x: 40, y: 0, width: 10, height: 10))), "a clip rect off the surface")
    }

    @Test("NaN or huge corner radii are cleaned and fitted")
    func badRadii() {
        let r = CornerRadii(topLeft: Self.nan, topRight: -4, bottomRight: Self.inf, bottomLeft: 1e9).fitted(to: CGSize(width: 10, height: 20))
        #expect(r.topLeft == 0 && r.topRight == 0 && r.bottomRight == 0)
        #expect(r.bottomLeft == 10, "one huge radius fits the shorter side it shares")
        let s = Fixture.surface(32, 32)
        draw(DrawQuad(transform: .identity, shape: QuadShape(rect: CGRect(x: 2, y: 2, width: 20, height: 20),
                                                             radii: CornerRadii(topLeft: Self.nan, topRight: 1e30, bottomRight: 5, bottomLeft: -1)),
                      paint: .solid(0xFFFF_FFFF)), into: s, clip: RasterClip(rect: s.bounds))
        #expect(s[12, 12] == 0xFFFF_FFFF)
    }

    @Test("textures with impossible sizes are refused; empty surfaces draw and composite nothing")
    func badSizes() {
        let storage = Surface(width: 4, height: 4)
        let p = UnsafePointer(storage.pixels)
        #expect(Texture(pixels: p, width: 0, height: 4, stride: 4, isOpaque: false, owner: storage) == nil)
        #expect(Texture(pixels: p, width: 4, height: 4, stride: 3, isOpaque: false, owner: storage) == nil)
        #expect(Texture(pixels: p, width: 40000, height: 1, stride: 40000, isOpaque: false, owner: storage) == nil)
        #expect(Surface(wrapping: storage.pixels, width: 4, height: -1, stride: 4) == nil)
        let empty = Surface(width: -3, height: 5)
        #expect(empty.width == 0 && Texture(empty) == nil)
        draw(DrawQuad(transform: .identity, shape: Self.unit, paint: .solid(0xFFFF_FFFF)), into: empty, clip: RasterClip(rect: empty.bounds))
        composite(storage, at: (0, 0), into: empty, clip: IntRect(x: 0, y: 0, width: 9, height: 9))
        #expect(blurAlpha(empty, sigma: 3).width == 0)
    }
}
