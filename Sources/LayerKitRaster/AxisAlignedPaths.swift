import CLayerKitRaster

/// The `solid` fast path: an unrotated solid rect. Its vertical edges give the same column
/// ranges on every row and its horizontal edges one factor per row, so no pixel is mapped back;
/// coverage is the general path's product, edge by edge, computed from those factors.
struct AxisAlignedSolid {
    let job: DrawJob
    let colour: UInt32
    /// Columns with any coverage, and those where both vertical edges cover fully.
    let cols: (Int, Int), fullCols: (Int, Int)

    init?(_ job: DrawJob) {
        guard let c = job.paint.colour else { return nil }
        self.job = job
        colour = c
        let e = job.geometry.outer.edges, b = job.geometry.bounds
        // With no rotation the vertical edges have b = 0, so their offset is the same on every row.
        var lo = b.minX, hi = b.maxX
        for k in stride(from: 0, through: 2, by: 2) { (lo, hi) = e[k].anyRange(e[k].rowOffset(0.5), lo, hi) }
        var flo = lo, fhi = hi
        for k in stride(from: 0, through: 2, by: 2) where flo < fhi { (flo, fhi) = e[k].fullRange(e[k].rowOffset(0.5), flo, fhi) }
        if flo >= fhi { flo = lo; fhi = lo }
        cols = (lo, hi)
        fullCols = (flo, fhi)
    }

    func run() {
        let b = job.geometry.bounds, e = job.geometry.outer.edges
        guard cols.0 < cols.1 else { return }
        let left = e[0], top = e[1], right = e[2], bottom = e[3]
        let width = cols.1 - cols.0
        withUnsafeTemporaryAllocation(of: UInt16.self, capacity: width) { buf in
            let factors = buf.baseAddress!
            // Rows fully covered by the horizontal edges share their factors and are drawn as blocks.
            var block: (start: Int, factorsReady: Bool)? = nil
            for y in b.minY...b.maxY {
                let py = Double(y) + 0.5
                let ft = y < b.maxY ? top.coverage(0.5, top.rowOffset(py)) : 0
                let fb = y < b.maxY ? bottom.coverage(0.5, bottom.rowOffset(py)) : 0
                if ft == 1 && fb == 1 {
                    if block == nil { block = (y, false) }
                    continue
                }
                if let start = block?.start {
                    drawBlock(rows: start..<y, factors: factors, left: left, right: right, py: Double(start) + 0.5)
                    block = nil
                }
                guard ft > 0, fb > 0 else { continue }
                computeFactors(factors, left, ft, right, fb, py)
                drawRows(y..<y + 1, factors, m: job.factor(1.0 * ft * 1.0 * fb))
            }
        }
    }

    /// Blend factors of the partly covered columns on a row: the general path's product, edge
    /// by edge in its order (left, top, right, bottom).
    private func computeFactors(_ factors: UnsafeMutablePointer<UInt16>, _ left: HalfPlane, _ ft: Double,
                                _ right: HalfPlane, _ fb: Double, _ py: Double) {
        let rl = left.rowOffset(py), rr = right.rowOffset(py)
        for x in cols.0..<cols.1 where x < fullCols.0 || x >= fullCols.1 {
            let px = Double(x) + 0.5
            factors[x - cols.0] = UInt16(job.factor(left.coverage(px, rl) * ft * right.coverage(px, rr) * fb))
        }
    }

    /// Rows covered fully by the horizontal edges: the vertical edges' offsets do not depend on
    /// the row (b = 0), so one set of factors serves every row of the block.
    private func drawBlock(rows: Range<Int>, factors: UnsafeMutablePointer<UInt16>, left: HalfPlane, right: HalfPlane, py: Double) {
        computeFactors(factors, left, 1, right, 1, py)
        drawRows(rows, factors, m: job.fullFactor)
    }

    /// Draws `rows`: the fully covered columns with factor m, the others with `factors`.
    private func drawRows(_ rows: Range<Int>, _ factors: UnsafeMutablePointer<UInt16>, m: Int32) {
        let additive = job.blend == .additive, simd = job.simd, s = job.surface
        if fullCols.0 < fullCols.1 {
            let dst = s.row(rows.lowerBound) + fullCols.0
            let w = Int32(fullCols.1 - fullCols.0), h = Int32(rows.count), stride = Int32(s.stride)
            if additive { lk_add_solid_rect(dst, stride, w, h, colour, m, simd) } else { lk_over_solid_rect(dst, stride, w, h, colour, m, simd) }
        }
        guard fullCols != cols else { return }
        for y in rows {
            let out = s.row(y)
            if fullCols.0 > cols.0 { blend(out + cols.0, fullCols.0 - cols.0, factors, additive, simd) }
            if cols.1 > fullCols.1 { blend(out + fullCols.1, cols.1 - fullCols.1, factors + (fullCols.1 - cols.0), additive, simd) }
        }
    }

    private func blend(_ dst: UnsafeMutablePointer<UInt32>, _ n: Int, _ m: UnsafeMutablePointer<UInt16>, _ additive: Bool,
                       _ simd: Int32) {
        if additive { lk_add_solid_mask(dst, Int32(n), colour, m, simd) } else { lk_over_solid_mask(dst, Int32(n), colour, m, simd) }
    }
}

/// The `copy` and `translate` fast paths: a texture drawn 1:1 at an integer offset whose every
/// edge falls between pixels, so each covered pixel is exactly one texel (what bilinear and
/// nearest sampling give at texel centres) and rows are copied (opaque, opacity 1, OVER) or
/// blended directly from the texture.
struct TextureBlit {
    let job: DrawJob
    /// Device pixels drawn.
    let rect: IntRect
    /// The texel of device pixel (0, 0).
    let offset: (x: Int, y: Int)
    /// Rows can be copied instead of blended.
    let isCopy: Bool

    init?(_ job: DrawJob) {
        let p = job.paint
        guard p.colour == nil, p.tint == nil, let level = p.levels.first else { return nil }
        if case .trilinear(let bias) = p.filter {
            let b = job.geometry.bounds
            guard p.mipChoice(p.lod(Double(b.minX) + 0.5, Double(b.minY) + 0.5, bias: bias)) == (0, 0, 0) else { return nil }
        }
        let t = level.map
        guard t.m11 == 1, t.m22 == 1, t.m12 == 0, t.m21 == 0, t.m13 == 0, t.m23 == 0, t.m33 == 1,
              t.m31 == t.m31.rounded(), t.m32 == t.m32.rounded(), abs(t.m31) < 1e9, abs(t.m32) < 1e9 else { return nil }
        // Every edge must give coverage 0 or 1 on every pixel in bounds.
        let e = job.geometry.outer.edges, b = job.geometry.bounds
        var cols = (b.minX, b.maxX), rows = (b.minY, b.maxY)
        for k in stride(from: 0, through: 2, by: 2) {
            let r = e[k].rowOffset(0.5)
            let any = e[k].anyRange(r, cols.0, cols.1)
            guard any == e[k].fullRange(r, cols.0, cols.1) else { return nil }
            cols = any
        }
        for k in stride(from: 1, through: 3, by: 2) {
            var v = e[k]
            v.a = e[k].b; v.b = 0
            let any = v.anyRange(e[k].c, rows.0, rows.1)
            guard any == v.fullRange(e[k].c, rows.0, rows.1) else { return nil }
            rows = any
        }
        rect = IntRect(minX: cols.0, minY: rows.0, maxX: cols.1, maxY: rows.1)
        guard !rect.isEmpty else { return nil }
        offset = (Int(t.m31), Int(t.m32))
        // Texel coordinates of the first and last pixels must lie inside the clamp unchanged.
        let tex = level.texture
        let u0 = Double(rect.minX) + 0.5 + t.m31, u1 = Double(rect.maxX - 1) + 0.5 + t.m31
        let v0 = Double(rect.minY) + 0.5 + t.m32, v1 = Double(rect.maxY - 1) + 0.5 + t.m32
        guard u0 >= tex.ulo, u1 <= tex.uhi, v0 >= tex.vlo, v1 <= tex.vhi else { return nil }
        isCopy = p.isOpaque && job.fullFactor == 256 && job.blend == .sourceOver
        self.job = job
    }

    /// How many rows ahead of the one copying the source and target rows are prefetched: each
    /// row of a small image is too short for the hardware prefetchers to ramp up on.
    private static let rowsAhead = 2

    func run() {
        let tex = job.paint.levels[0].texture
        let src = tex.pixels + Int(rect.minY + offset.y) * Int(tex.stride) + rect.minX + offset.x
        let mode: RowMode = isCopy ? .copy : job.blend == .additive ? .add : .over
        TextureBlit.blendRows(from: src, stride: Int(tex.stride), into: job.surface.row(rect.minY) + rect.minX,
                              stride: job.surface.stride, width: rect.width, height: rect.height, factor: job.fullFactor,
                              mode: mode, simd: job.simd)
    }

    /// How a blit's rows meet the target.
    enum RowMode { case copy, over, add }

    /// Copies, or blends by `factor` (OVER or ADD), `height` rows of `width` texels from `src`
    /// onto `dst` (strides in pixels), prefetching a few rows ahead on both sides.
    static func blendRows(from src: UnsafePointer<UInt32>, stride sstride: Int, into dst: UnsafeMutablePointer<UInt32>,
                          stride dstride: Int, width: Int, height: Int, factor m: Int32, mode: RowMode, simd: Int32) {
        let rowMode: Int32
        switch mode {
        case .copy: rowMode = Int32(LK_ROWS_COPY)
        case .over: rowMode = Int32(LK_ROWS_OVER)
        case .add: rowMode = Int32(LK_ROWS_ADD)
        }
        lk_blend_rows(dst, Int32(dstride), src, Int32(sstride), Int32(width), Int32(height), m, rowMode, Int32(rowsAhead), simd)
    }
}
