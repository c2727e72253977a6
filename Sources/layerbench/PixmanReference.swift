import CPixman
import LayerKitGeometry
import LayerKitRaster

/// Pixman objects for the reference side of raster scenes: images wrapping our own pixel
/// buffers (so both sides can be compared), transforms from homographies.
enum Pixman {
    /// An a8r8g8b8 image over a surface's pixels (premultiplied ARGB32, the same layout).
    static func image(_ s: Surface) -> OpaquePointer {
        pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(s.width), Int32(s.height), s.pixels, Int32(s.stride * 4))!
    }

    /// A solid image of a premultiplied ARGB32 colour.
    static func solid(_ argb: UInt32) -> OpaquePointer {
        func c(_ shift: UInt32) -> UInt16 { UInt16(argb >> shift & 255) * 257 }
        var colour = pixman_color_t(red: c(16), green: c(8), blue: c(0), alpha: c(24))
        return pixman_image_create_solid_fill(&colour)!
    }

    /// Sets `image`'s transform to the device-to-texel map `deviceToTexel` (row-vector
    /// convention) seen from a destination rectangle whose origin is at `origin`; pixman's
    /// matrices are column-vector, so the matrix is transposed, and normalised to w = 1 at the
    /// rectangle's origin (pixman works in 16.16 fixed point).
    static func setTransform(_ image: OpaquePointer, deviceToTexel h: Homography, origin: (x: Int, y: Int)) {
        let shift = Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0,
                               m31: CGFloat(origin.x), m32: CGFloat(origin.y), m33: 1)
        let m = shift.concatenating(h)
        let entries = [m.m11, m.m21, m.m31, m.m12, m.m22, m.m32, m.m13, m.m23, m.m33].map(Double.init)
        let k = 1 / entries[8]
        var f = pixman_f_transform()
        withUnsafeMutableBytes(of: &f.m) { raw in
            let d = raw.bindMemory(to: Double.self)
            for i in 0..<9 { d[i] = entries[i] * k }
        }
        var t = pixman_transform()
        _ = pixman_transform_from_pixman_f_transform(&t, &f)
        pixman_image_set_transform(image, &t)
    }

    /// Fills the whole image with `argb` (SRC).
    static func clear(_ s: Surface, to argb: UInt32) {
        pixman_fill(s.pixels, Int32(s.stride), 32, 0, 0, Int32(s.width), Int32(s.height), argb)
    }
}
