import CLayerKitRaster

/// The per-pixel definitions of the kernels, written again in Swift for the general path: the
/// same integer formulas and the same double operations in the same order as `lk_internal.h`,
/// so the general path is an independent implementation that agrees bit for bit.
enum PixelMath {
    @inline(__always) static func div255(_ t: UInt32) -> UInt32 {
        let u = t + 128
        return (u + (u >> 8)) >> 8
    }

    /// (c * m + 128) >> 8 per channel, m in 0...256.
    @inline(__always) static func scale(_ s: UInt32, _ m: UInt32) -> UInt32 {
        var r: UInt32 = 0
        for sh: UInt32 in [0, 8, 16, 24] { r |= ((((s >> sh) & 255) * m + 128) >> 8) << sh }
        return r
    }

    @inline(__always) static func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
        let ia = 255 - (s >> 24)
        var r: UInt32 = 0
        for sh: UInt32 in [0, 8, 16, 24] { r |= min(255, ((s >> sh) & 255) + div255(((d >> sh) & 255) * ia)) << sh }
        return r
    }

    @inline(__always) static func add(_ s: UInt32, _ d: UInt32) -> UInt32 {
        var r: UInt32 = 0
        for sh: UInt32 in [0, 8, 16, 24] { r |= min(255, ((s >> sh) & 255) + ((d >> sh) & 255)) << sh }
        return r
    }

    @inline(__always) static func tint(_ colour: UInt32, _ a: UInt32) -> UInt32 {
        var r: UInt32 = 0
        for sh: UInt32 in [0, 8, 16, 24] { r |= div255(((colour >> sh) & 255) * a) << sh }
        return r
    }

    @inline(__always) static func lerp(_ a: UInt32, _ b: UInt32, _ f: UInt32) -> UInt32 {
        var r: UInt32 = 0
        for sh: UInt32 in [0, 8, 16, 24] {
            r |= ((((a >> sh) & 255) * (256 - f) + ((b >> sh) & 255) * f + 128) >> 8) << sh
        }
        return r
    }

    @inline(__always) static func bilerp(_ t00: UInt32, _ t01: UInt32, _ t10: UInt32, _ t11: UInt32,
                                         _ wx: Int32, _ wy: Int32) -> UInt32 {
        var r: UInt32 = 0
        for sh: UInt32 in [0, 8, 16, 24] {
            let a = Int32((t00 >> sh) & 255), b = Int32((t01 >> sh) & 255)
            let c = Int32((t10 >> sh) & 255), d = Int32((t11 >> sh) & 255)
            let l = a * 128 + (c - a) * wy, rr = b * 128 + (d - b) * wy
            r |= UInt32((l * (128 - wx) + rr * wx + 8192) >> 14) << sh
        }
        return r
    }

    /// Fixed 16.16 texel coordinates of pixel `x` on a row, as `lk_coords1`.
    @inline(__always) static func coords(_ m: lk_span_map, _ t: lk_texture, _ x: Int) -> (Int32, Int32) {
        if m.fixed != 0 {
            let k = Int32(truncatingIfNeeded: x) &- m.x0
            var u = m.u0 &+ k &* m.du, v = m.v0 &+ k &* m.dv
            u = u > t.fulo ? u : t.fulo
            u = u < t.fuhi ? u : t.fuhi
            v = v > t.fvlo ? v : t.fvlo
            v = v < t.fvhi ? v : t.fvhi
            return (u, v)
        }
        let xf = Double(x) + 0.5
        var u = m.nu + m.au * xf, v = m.nv + m.av * xf
        if m.projective != 0 {
            let w = m.nw + m.aw * xf
            let rw = 1.0 / w
            u = u * rw
            v = v * rw
        }
        u = u > t.ulo ? u : t.ulo
        u = u < t.uhi ? u : t.uhi
        v = v > t.vlo ? v : t.vlo
        v = v < t.vhi ? v : t.vhi
        return (Int32(u * 65536), Int32(v * 65536))
    }

    @inline(__always) static func bilinear(_ m: lk_span_map, _ t: lk_texture, _ x: Int) -> UInt32 {
        let (fu, fv) = coords(m, t, x)
        let fx = fu - 32768, fy = fv - 32768
        let i0 = min(fx >> 16, t.i0max), j0 = min(fy >> 16, t.j0max)
        let wx = (fx - (i0 << 16)) >> 9, wy = (fy - (j0 << 16)) >> 9
        let p = t.pixels! + Int(j0 * t.stride + i0)
        let dx = Int(t.dx), dy = Int(t.dy)
        return bilerp(p[0], p[dx], p[dy], p[dy + dx], wx, wy)
    }

    @inline(__always) static func nearest(_ m: lk_span_map, _ t: lk_texture, _ x: Int) -> UInt32 {
        let (fu, fv) = coords(m, t, x)
        let i = min(fu >> 16, t.imax), j = min(fv >> 16, t.jmax)
        return t.pixels[Int(j * t.stride + i)]
    }
}
