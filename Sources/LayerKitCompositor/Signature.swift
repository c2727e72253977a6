import LayerKitRaster

/// Hashes of everything that decides an item's pixels, so frames can be compared for damage.
package enum Signature {
    package static func of(_ q: DrawQuad, _ clip: RasterClip) -> Int {
        var h = FastHasher()
        combine(q, into: &h)
        combine(clip, into: &h)
        return h.finalize()
    }

    package static func combine(_ q: DrawQuad, into h: inout FastHasher) {
        combine(q.transform, into: &h)
        h.combine(q.shape.rect.origin.x); h.combine(q.shape.rect.origin.y)
        h.combine(q.shape.rect.width); h.combine(q.shape.rect.height)
        let r = q.shape.radii
        h.combine(r.topLeft); h.combine(r.topRight); h.combine(r.bottomRight); h.combine(r.bottomLeft)
        h.combine(q.shape.ringWidth)
        h.combine(q.shape.antialiasedEdges.rawValue)
        h.combine(q.opacity)
        h.combine(q.blend == .additive)
        switch q.paint {
        case .solid(let c):
            h.combine(0); h.combine(c)
        case .texture(let t, let source, let clamp, let filter):
            h.combine(1); combine(t, into: &h); combine(source, into: &h); combine(clamp, into: &h); combine(filter, into: &h)
        case .alphaTint(let t, let colour, let source, let filter):
            h.combine(2); combine(t, into: &h); h.combine(colour); combine(source, into: &h); combine(filter, into: &h)
        }
    }

    package static func combine(_ c: RasterClip, into h: inout FastHasher) {
        h.combine(c.rect)
        for s in c.shapes {
            combine(s.inverse, into: &h); combine(s.rect, into: &h)
            h.combine(s.radii.topLeft); h.combine(s.radii.topRight); h.combine(s.radii.bottomRight); h.combine(s.radii.bottomLeft)
            h.combine(s.antialiased)
        }
        for p in c.polygons { for pt in p.points { h.combine(pt.x); h.combine(pt.y) } }
    }

    package static func combine(_ m: Homography, into h: inout FastHasher) {
        h.combine(m.m11); h.combine(m.m12); h.combine(m.m13)
        h.combine(m.m21); h.combine(m.m22); h.combine(m.m23)
        h.combine(m.m31); h.combine(m.m32); h.combine(m.m33)
    }

    static func combine(_ r: CGRect, into h: inout FastHasher) {
        h.combine(r.origin.x); h.combine(r.origin.y); h.combine(r.width); h.combine(r.height)
    }

    static func combine(_ t: Texture, into h: inout FastHasher) {
        h.combine(UInt64(UInt(bitPattern: t.pixels))); h.combine(t.width); h.combine(t.height); h.combine(t.stride)
    }

    static func combine(_ f: SampleFilter, into h: inout FastHasher) {
        switch f {
        case .nearest: h.combine(0)
        case .bilinear: h.combine(1)
        case .trilinear(let bias): h.combine(2); h.combine(bias)
        }
    }
}

extension RasterClip {
    /// The same clip in a target moved by `(-dx, -dy)` (an offscreen pass whose origin is at
    /// `(dx, dy)` of the original target).
    package func shifted(by dx: Int, _ dy: Int) -> RasterClip {
        let back = DeviceGeometry.translation(CGFloat(dx), CGFloat(dy))
        return RasterClip(
            rect: IntRect(x: rect.x - dx, y: rect.y - dy, width: rect.width, height: rect.height),
            shapes: shapes.map { s in
                var c = s
                c.inverse = back.concatenating(s.inverse)
                return c
            },
            polygons: polygons.map { ConvexPolygon($0.points.map { CGPoint(x: $0.x - CGFloat(dx), y: $0.y - CGFloat(dy)) }) })
    }
}

/// A fast, non-cryptographic hash for draw-item signatures (FNV-1a over 64-bit words with a
/// final mix): signatures are compared within one process, frame to frame, never stored, and
/// a frame's items are hashed every frame, so speed matters more than SipHash's resistance.
package struct FastHasher {
    private var h: UInt64 = 0xCBF2_9CE4_8422_2325

    package init() {}

    @inline(__always) package mutating func combine(_ v: UInt64) {
        h = (h ^ v) &* 0x0000_0100_0000_01B3
    }
    @inline(__always) package mutating func combine(_ v: Int) { combine(UInt64(bitPattern: Int64(v))) }
    @inline(__always) package mutating func combine(_ v: UInt32) { combine(UInt64(v)) }
    @inline(__always) package mutating func combine(_ v: UInt8) { combine(UInt64(v)) }
    @inline(__always) package mutating func combine(_ v: Bool) { combine(v ? 1 as UInt64 : 2) }
    @inline(__always) package mutating func combine(_ v: Double) { combine(v.bitPattern) }
    @inline(__always) package mutating func combine(_ v: Float) { combine(UInt64(v.bitPattern)) }
    @inline(__always) package mutating func combine(_ v: CGFloat?) { combine(v.map { Double($0).bitPattern } ?? 0x7FF8_DEAD) }
    @inline(__always) package mutating func combine(_ r: IntRect) {
        combine(r.x); combine(r.y); combine(r.width); combine(r.height)
    }

    /// The hash, mixed so that nearby inputs spread.
    package func finalize() -> Int {
        var z = h
        z = (z ^ (z >> 33)) &* 0xFF51_AFD7_ED55_8CCD
        z = (z ^ (z >> 33)) &* 0xC4CE_B9FE_1A85_EC53
        return Int(bitPattern: UInt(z ^ (z >> 33)))
    }
}
