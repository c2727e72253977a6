import CLayerKitRaster
import LayerKitGeometry

/// One texture level ready for the kernels: its clamp as `lk_texture`, and the device-to-texel
/// map of this level.
struct SampleLevel {
    var texture: lk_texture
    var map: Matrix3
    let width: Int, height: Int
    /// For affine maps whose texel coordinates stay within +-16384 from the anchor column over
    /// the draw's bounds: the 16.16 steps per pixel of the fixed mode (see `lk_span_map`) and
    /// the anchor column x0 each row starts from.
    var fixed: (du: Int32, dv: Int32, x0: Int)?

    /// The kernels' row map of this level for the pixel row with centre `py`.
    @inline(__always) func rowMap(_ py: Double, projective: Bool) -> lk_span_map {
        let nu = map.m21 * py + map.m31, nv = map.m22 * py + map.m32
        var m = lk_span_map(nu: nu, nv: nv, nw: map.m23 * py + map.m33, au: map.m11, av: map.m12, aw: map.m13,
                            projective: projective ? 1 : 0, fixed: 0, x0: 0, u0: 0, v0: 0, du: 0, dv: 0)
        if let f = fixed {
            let xf = Double(f.x0) + 0.5
            m.fixed = 1
            m.x0 = Int32(f.x0)
            m.u0 = Int32(floorToInt((nu + map.m11 * xf) * 65536))
            m.v0 = Int32(floorToInt((nv + map.m12 * xf) * 65536))
            m.du = f.du
            m.dv = f.dv
        }
        return m
    }

    /// Fills `maps` with the row map of each of `levels`, in order, for the pixel row with
    /// centre `py` (the general path's levels, or the span path's copy of them).
    @inline(__always) static func rowMaps<C: Collection>(_ levels: C, _ py: Double, projective: Bool,
                                                         into maps: UnsafeMutablePointer<lk_span_map>) where C.Element == SampleLevel {
        for (k, level) in levels.enumerated() { maps[k] = level.rowMap(py, projective: projective) }
    }

    /// Enables the fixed mode when the map is affine and in range from column `anchor` over
    /// `bounds` (the anchor does not depend on the clip, so neither do the texels).
    mutating func useFixedMode(over bounds: IntRect, anchor: Int) {
        guard map.isAffine, !bounds.isEmpty, anchor <= bounds.minX, bounds.maxX - anchor < 1 << 16,
              abs(map.m11) < 1e4, abs(map.m12) < 1e4 else { return }
        let limit = 16384.0
        for k in 0..<4 {
            let px = Double(k % 2 == 0 ? anchor : bounds.maxX - 1) + 0.5
            let py = Double(k < 2 ? bounds.minY : bounds.maxY - 1) + 0.5
            let u = map.m11 * px + map.m21 * py + map.m31, v = map.m12 * px + map.m22 * py + map.m32
            guard abs(u) < limit, abs(v) < limit else { return }
        }
        fixed = (Int32((map.m11 * 65536).rounded()), Int32((map.m12 * 65536).rounded()), anchor)
    }
}

/// A paint prepared for one draw: colour, or texture levels with their maps and filter.
struct PreparedPaint {
    enum Filter { case nearest, bilinear, trilinear(bias: Double) }

    /// Solid colour (premultiplied), or nil for a texture paint.
    let colour: UInt32?
    /// Level 0 first; empty for solid paint.
    let levels: SampleLevels
    let filter: Filter
    /// For alpha tint: the colour the texture's alpha multiplies.
    let tint: UInt32?
    let projective: Bool
    /// The texture is opaque (every texel alpha 255) and no tint applies.
    let isOpaque: Bool

    /// Prepares `paint` for a quad whose local rect is `rect`, whose device-to-local map is
    /// `toLocal`, which draws within `bounds` and whose own bounds start at column `anchorX`;
    /// nil when the source rect is not finite.
    init?(_ paint: Paint, rect: CGRect, toLocal: Matrix3, bounds: IntRect, anchorX: Int) {
        projective = !toLocal.isAffine
        switch paint {
        case .solid(let c):
            colour = c; levels = SampleLevels(); filter = .nearest; tint = nil; isOpaque = c >> 24 == 255
        case let .texture(tex, source, clamp, f):
            guard let lv = PreparedPaint.levels(tex, rect: rect, source: source, clamp: clamp, toLocal: toLocal,
                                                trilinear: f.isTrilinear, bounds: bounds, anchorX: anchorX) else { return nil }
            colour = nil; levels = lv; filter = Filter(f); tint = nil; isOpaque = tex.isOpaque
        case let .alphaTint(tex, c, source, f):
            let whole = CGRect(x: 0, y: 0, width: tex.width, height: tex.height)
            guard let lv = PreparedPaint.levels(tex, rect: rect, source: source, clamp: whole, toLocal: toLocal,
                                                trilinear: f.isTrilinear, bounds: bounds, anchorX: anchorX) else { return nil }
            colour = nil; levels = lv; filter = Filter(f); tint = c; isOpaque = false
        }
    }

    /// The texel levels of `tex` for the map local `rect` -> texel `source`, clamped to `clamp`.
    static func levels(_ tex: Texture, rect: CGRect, source: CGRect, clamp: CGRect, toLocal: Matrix3,
                       trilinear: Bool, bounds: IntRect, anchorX: Int) -> SampleLevels? {
        let r = rect.standardized
        let sx = Double(source.width) / Double(r.width), sy = Double(source.height) / Double(r.height)
        let ox = Double(source.minX) - sx * Double(r.minX), oy = Double(source.minY) - sy * Double(r.minY)
        guard sx.isFinite, sy.isFinite, ox.isFinite, oy.isFinite else { return nil }
        let localToTexel = Matrix3(m11: sx, m12: 0, m13: 0, m21: 0, m22: sy, m23: 0, m31: ox, m32: oy, m33: 1)
        let base = toLocal.concatenating(localToTexel)
        guard base.isFinite else { return nil }
        let c = clamp.standardized
        func level(_ pixels: UnsafePointer<UInt32>, _ w: Int, _ h: Int, _ stride: Int) -> SampleLevel {
            let kx = Double(w) / Double(tex.width), ky = Double(h) / Double(tex.height)
            let scale = Matrix3(m11: kx, m12: 0, m13: 0, m21: 0, m22: ky, m23: 0, m31: 0, m32: 0, m33: 1)
            let ax = axis(size: w, lo: Double(c.minX) * kx, hi: Double(c.maxX) * kx)
            let ay = axis(size: h, lo: Double(c.minY) * ky, hi: Double(c.maxY) * ky)
            let t = lk_texture(pixels: pixels, stride: Int32(stride), i0max: ax.i0max, j0max: ay.i0max,
                               imax: ax.imax, jmax: ay.imax, dx: w >= 2 ? 1 : 0, dy: h >= 2 ? Int32(stride) : 0,
                               ulo: ax.lo, uhi: ax.hi, vlo: ay.lo, vhi: ay.hi,
                               fulo: Int32(ax.lo * 65536), fuhi: Int32(ax.hi * 65536),
                               fvlo: Int32(ay.lo * 65536), fvhi: Int32(ay.hi * 65536))
            var level = SampleLevel(texture: t, map: base.concatenating(scale), width: w, height: h)
            level.useFixedMode(over: bounds, anchor: anchorX)
            return level
        }
        var out = SampleLevels(level(tex.pixels, tex.width, tex.height, tex.stride))
        if trilinear, let mips = tex.mips {
            out.mips = mips.levels.map { level(UnsafePointer($0.pixels), $0.width, $0.height, $0.stride) }
        }
        return out
    }

    /// One axis of the clamp: the coordinate range [lo, hi] that samples stay in, and the
    /// largest footprint origin and nearest index (see `lk_texture`).
    static func axis(size n: Int, lo cmin: Double, hi cmax: Double) -> (lo: Double, hi: Double, i0max: Int32, imax: Int32) {
        let size = Double(n)
        var lo = 0.0, hi = size
        if cmin.isFinite, cmax.isFinite, cmax >= cmin {
            lo = min(max(cmin, 0), size); hi = min(max(cmax, 0), size)
            if !(hi > lo) {
                lo = min(lo.rounded(.down), size - 1); hi = lo + 1
            }
        }
        let imin = min(Int(lo.rounded(.down)), n - 1)
        let imax = max(imin, min(Int(hi.rounded(.up)) - 1, n - 1))
        if imin == imax {
            let centre = Double(imin) + 0.5
            return (centre, centre, Int32(imin > 0 ? imin - 1 : 0), Int32(imax))
        }
        var ulo = lo + 0.5, uhi = hi - 0.5
        if uhi < ulo { ulo = (lo + hi) / 2; uhi = ulo }
        return (ulo, uhi, Int32(imax - 1), Int32(imax))
    }

    /// The level of detail at pixel centre (px, py): log2 of level-0 texels per pixel along
    /// the longer axis of the pixel's footprint, plus the bias.
    @inline(__always) func lod(_ px: Double, _ py: Double, bias: Double) -> Double {
        let m = levels[0].map
        let w = (m.m13 * px + (m.m23 * py + m.m33))
        let u = (m.m11 * px + (m.m21 * py + m.m31)) / w, v = (m.m12 * px + (m.m22 * py + m.m32)) / w
        let duX = (m.m11 - u * m.m13) / w, dvX = (m.m12 - v * m.m13) / w
        let duY = (m.m21 - u * m.m23) / w, dvY = (m.m22 - v * m.m23) / w
        let rho = max((duX * duX + dvX * dvX).squareRoot(), (duY * duY + dvY * dvY).squareRoot())
        return log2(rho) + bias
    }

    /// The two levels to mix at level of detail `lod`, and the 8-bit weight of the second.
    @inline(__always) func mipChoice(_ lod: Double) -> (Int, Int, Int32) {
        guard lod > 0 else { return (0, 0, 0) }
        let last = levels.count - 1
        let l = lod.rounded(.down)
        guard l < Double(last) else { return (last, last, 0) }
        let level = Int(l)
        return (level, level + 1, Int32((lod - l) * 256))
    }
}

/// A paint's texture levels: level 0 held inline, the mip levels (trilinear only) in an array,
/// so the common single-level paint allocates nothing.
struct SampleLevels: RandomAccessCollection {
    private var base: SampleLevel?
    var mips: [SampleLevel] = []

    init() { base = nil }
    init(_ level0: SampleLevel) { base = level0 }

    var startIndex: Int { 0 }
    var endIndex: Int { base == nil ? 0 : 1 + mips.count }
    subscript(k: Int) -> SampleLevel { k == 0 ? base! : mips[k - 1] }
}

extension PreparedPaint.Filter {
    init(_ f: SampleFilter) {
        switch f {
        case .nearest: self = .nearest
        case .bilinear: self = .bilinear
        case .trilinear(let bias): self = .trilinear(bias: bias.isFinite ? Double(bias) : 0)
        }
    }
}

extension SampleFilter {
    var isTrilinear: Bool { if case .trilinear = self { return true } else { return false } }
}
