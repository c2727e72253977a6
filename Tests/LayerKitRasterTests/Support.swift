import Foundation
import LayerKitGeometry
@testable import LayerKitRaster
import LayerKitTestSupport

/// Shared fixtures of the raster tests.
enum Fixture {
    /// A w x h surface filled with `value`.
    static func surface(_ w: Int, _ h: Int, fill value: UInt32 = 0) -> Surface {
        let s = Surface(width: w, height: h)
        s.clear(s.bounds, to: value)
        return s
    }

    /// The pixels of a surface as a test `Bitmap`.
    static func bitmap(_ s: Surface) -> Bitmap {
        Bitmap(width: s.width, height: s.height, stride: s.stride, rows: UnsafePointer(s.pixels))
    }

    /// A texture whose texels come from `texel(i, j)`.
    static func texture(_ w: Int, _ h: Int, opaque: Bool = false, mips: Bool = false,
                        _ texel: (Int, Int) -> UInt32) -> Texture {
        let s = Surface(width: w, height: h)
        for j in 0..<h { for i in 0..<w { s[i, j] = texel(i, j) } }
        let t = Texture(s, isOpaque: opaque)!
        return mips ? t.withMips() : t
    }

    /// A checkerboard of `cell`-texel squares in two opaque colours.
    static func checker(_ w: Int, _ h: Int, cell: Int = 1, _ a: UInt32 = 0xFF00_0000, _ b: UInt32 = 0xFFFF_FFFF,
                        mips: Bool = false) -> Texture {
        texture(w, h, opaque: true, mips: mips) { i, j in (i / cell + j / cell) % 2 == 0 ? a : b }
    }

    /// Random premultiplied texels (alpha first, colour channels at most alpha).
    static func noise(_ w: Int, _ h: Int, seed: UInt64, opaque: Bool = false, mips: Bool = false) -> Texture {
        var rng = SeededRandom(seed: seed)
        return texture(w, h, opaque: opaque, mips: mips) { _, _ in premultipliedColour(&rng, opaque: opaque) }
    }

    static func premultipliedColour(_ rng: inout SeededRandom, opaque: Bool = false) -> UInt32 {
        let a = opaque ? 255 : UInt32(rng.next() % 256)
        func c() -> UInt32 { a == 0 ? 0 : UInt32(rng.next() % UInt64(a + 1)) }
        return a << 24 | c() << 16 | c() << 8 | c()
    }

    /// The homography of an affine map.
    static func affine(_ t: CGAffineTransform) -> Homography { Homography(t) }

    /// Rotation by `angle` radians about local point `pivot`, then translation so the pivot
    /// lands on device point `at`.
    static func rotation(_ angle: Double, pivot: CGPoint, at: CGPoint, scale: Double = 1) -> Homography {
        let t = CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
            .concatenating(CGAffineTransform(rotationAngle: angle))
            .concatenating(CGAffineTransform(translationX: at.x, y: at.y))
        return Homography(t)
    }

    /// A layer-style perspective: rotate about the y axis by `angle` around `pivot` (local),
    /// with the eye at `distance`, then place the pivot at device point `at`.
    static func perspective(yaw angle: Double, pitch: Double = 0, pivot: CGPoint, at: CGPoint,
                            distance: Double = 500) -> Homography {
        var t = CATransform3DMakeTranslation(-pivot.x, -pivot.y, 0)
        t = CATransform3DConcat(t, CATransform3DMakeRotation(angle, 0, 1, 0))
        t = CATransform3DConcat(t, CATransform3DMakeRotation(pitch, 1, 0, 0))
        var p = CATransform3DIdentity
        p.m34 = -1 / distance
        t = CATransform3DConcat(t, p)
        t = CATransform3DConcat(t, CATransform3DMakeTranslation(at.x, at.y, 0))
        return Homography(t)
    }

    /// How many pixels differ by more than `tolerance` in some channel, and the largest difference.
    static func difference(_ a: Surface, _ b: Surface, tolerance: Int = 0) -> (maxDelta: Int, count: Int) {
        bitmap(a).difference(from: bitmap(b), tolerance: tolerance)
    }

    /// Pixels whose alpha is not 0.
    static func coveredCount(_ s: Surface) -> Int {
        var n = 0
        for y in 0..<s.height { for x in 0..<s.width where s[x, y] >> 24 != 0 { n += 1 } }
        return n
    }

    /// A texture paint mapping the whole texture onto `rect`.
    static func texturePaint(_ t: Texture, filter: SampleFilter = .bilinear) -> Paint {
        let all = CGRect(x: 0, y: 0, width: t.width, height: t.height)
        return .texture(t, source: all, clamp: all, filter: filter)
    }
}
