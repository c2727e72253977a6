import CLayerKitRaster

/// The affine and projective fast paths: scanline by scanline, only the pixels the quad can
/// cover, split into runs that need no coverage (interior), a product of edge distances (near
/// straight edges, `lk_coverage`), or the full per-pixel coverage (near corners, ring holes
/// and rounded clips, `QuadGeometry.coverage`); pixels inside a ring's hole are skipped.
///
/// Runs come from the half-planes the general path evaluates. Where a run's kind claims an
/// exact value (interior: coverage 1; hole: coverage 0; outside a non-antialiased edge: 0) its
/// boundary is a subset of the exact one; where a run computes coverage, a superset is enough,
/// because its kernels compute the general path's coverage for any pixel. The sampling kernels
/// compute the general path's texels bit for bit.
struct SpanPath {
    let job: DrawJob
    private let source: Source

    /// Where source pixels come from.
    private enum Source {
        case solid(UInt32)
        /// Kernel sampling of level `level`, mixed with level `next` by `mix` / 256 when `mix` > 0.
        case kernel(level: Int, next: Int, mix: Int32, nearest: Bool)
        /// The general path's sampler, pixel by pixel (trilinear under perspective).
        case perPixel
    }

    /// Kind of a run of pixels within a row.
    private enum Run { case interior, edges, perPixel, hole }

    private static let chunk = 256

    init(_ job: DrawJob) {
        self.job = job
        let p = job.paint
        if let c = p.colour {
            source = .solid(c)
            return
        }
        switch p.filter {
        case .nearest: source = .kernel(level: 0, next: 0, mix: 0, nearest: true)
        case .bilinear: source = .kernel(level: 0, next: 0, mix: 0, nearest: false)
        case .trilinear(let bias):
            if p.projective {
                source = .perPixel
            } else {
                // Affine: one level of detail for the whole quad.
                let b = job.geometry.bounds
                let (l, n, f) = p.mipChoice(p.lod(Double(b.minX) + 0.5, Double(b.minY) + 0.5, bias: bias))
                source = .kernel(level: l, next: n, mix: f, nearest: false)
            }
        }
    }

    /// The half-planes of one draw, sorted by how rows use them, in one buffer that outlives
    /// the rows (plain pointers: rows touch no reference counts).
    private struct Planes {
        /// Antialiased outline and clip edges: bound rows loosely, and are what `lk_coverage` multiplies.
        var antialiased: UnsafeBufferPointer<HalfPlane>
        /// Other limiting half-planes (non-antialiased edges, polygons, horizon): bound rows exactly.
        var exact: UnsafeBufferPointer<HalfPlane>
        /// Corner boxes as consecutive pairs (x box, y box).
        var boxes: UnsafeBufferPointer<HalfPlane>
        var hole: UnsafeBufferPointer<HalfPlane>
    }

    /// Per-draw buffers, reused row by row.
    private struct Scratch {
        let src: UnsafeMutablePointer<UInt32>, src2: UnsafeMutablePointer<UInt32>
        let factors: UnsafeMutablePointer<UInt16>
        let edges: UnsafeMutablePointer<lk_edge>
        let maps: UnsafeMutablePointer<lk_span_map>
        let textures: UnsafeMutablePointer<lk_texture>
        /// The paint's levels (copied once per draw), whose row maps `maps` holds.
        let levels: UnsafeBufferPointer<SampleLevel>
        /// The antialiased planes in the order the general path multiplies them.
        let antialiased: UnsafeBufferPointer<HalfPlane>
        /// The target's first pixel and row stride (pixels).
        let target: UnsafeMutablePointer<UInt32>, stride: Int
        var runs: [(Int, Int, Run)] = []
        var cuts: [Int] = []
        var perPixel: [(Int, Int)] = []
        var py = 0.0
        var edgesResolved = false
        var mapsResolved = false
    }

    func run() {
        let g = job.geometry
        var antialiased: [HalfPlane] = [], exact: [HalfPlane] = [], boxes: [HalfPlane] = [], hole: [HalfPlane] = []
        func add(_ shape: ShapeModel) {
            for k in 0..<4 {
                let e = shape.edges[k]
                if e.antialiased { antialiased.append(e) } else { exact.append(e) }
            }
            for c in shape.corners { boxes += [c.boxX, c.boxY] }
        }
        add(g.outer)
        for c in g.clips { add(c) }
        exact += g.polygonEdges
        if let h = g.horizon { exact.append(h) }
        if let h = g.hole {
            for k in 0..<4 { hole.append(h.edges[k]) }
            for c in h.corners { boxes += [c.boxX, c.boxY] }
        }
        let all = antialiased + exact + boxes + hole
        let levels = job.paint.levels
        let levelCount = max(1, levels.count)
        let n = SpanPath.chunk + Int(LK_PAD)
        all.withUnsafeBufferPointer { planeBuffer in
            func slice(_ start: Int, _ count: Int) -> UnsafeBufferPointer<HalfPlane> {
                UnsafeBufferPointer(rebasing: planeBuffer[start..<start + count])
            }
            var at = 0
            func next(_ count: Int) -> UnsafeBufferPointer<HalfPlane> { defer { at += count }; return slice(at, count) }
            let planes = Planes(antialiased: next(antialiased.count), exact: next(exact.count),
                                boxes: next(boxes.count), hole: next(hole.count))
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 2 * n) { pixels in
                withUnsafeTemporaryAllocation(of: UInt16.self, capacity: n) { factors in
                    withUnsafeTemporaryAllocation(of: lk_edge.self, capacity: max(1, antialiased.count)) { edges in
                        withUnsafeTemporaryAllocation(of: lk_span_map.self, capacity: levelCount) { maps in
                            withUnsafeTemporaryAllocation(of: lk_texture.self, capacity: levelCount) { textures in
                                withUnsafeTemporaryAllocation(of: SampleLevel.self, capacity: levelCount) { copied in
                                    for (k, level) in levels.enumerated() {
                                        textures[k] = level.texture
                                        (copied.baseAddress! + k).initialize(to: level)
                                    }
                                    let levelCopy = UnsafeBufferPointer(rebasing: copied[..<levels.count])
                                    prefetchTexels(levelCopy)
                                    var scratch = Scratch(src: pixels.baseAddress!, src2: pixels.baseAddress! + n,
                                                          factors: factors.baseAddress!, edges: edges.baseAddress!,
                                                          maps: maps.baseAddress!, textures: textures.baseAddress!,
                                                          levels: levelCopy,
                                                          antialiased: planes.antialiased,
                                                          target: job.surface.pixels, stride: job.surface.stride)
                                    drawRows(planes, &scratch)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Draws every row of the bounds: runs of plain bilinear rows in C (`lk_span_rows_bilinear`,
    /// the same pixels as `row`), the others (and every row of other draws) through `row`.
    private func drawRows(_ planes: Planes, _ s: inout Scratch) {
        let b = job.geometry.bounds
        var y = b.minY
        withUnsafeTemporaryAllocation(of: lk_row_plane.self, capacity: max(1, planes.antialiased.count)) { rowPlanes in
            let map = plainRowMap(planes, s)
            if map != nil {
                for (k, e) in planes.antialiased.enumerated() { rowPlanes[k] = lk_row_plane(a: e.a, b: e.b, c: e.c, inv: e.inverseA) }
            }
            while y < b.maxY {
                if var m = map, case let .kernel(level, _, _, _) = source {
                    y = Int(lk_span_rows_bilinear(s.target, Int32(s.stride), Int32(y), Int32(b.maxY), Int32(b.minX), Int32(b.maxX),
                                                  Int32(SpanPath.rowsAhead), rowPlanes.baseAddress!, Int32(planes.antialiased.count),
                                                  &m, s.textures + level, job.fullFactor, job.opacity,
                                                  job.blend == .additive ? 1 : 0, job.simd))
                    if y >= b.maxY { return }
                }
                // The target row a few rows on starts loading while this one draws.
                let ahead = y + SpanPath.rowsAhead
                if ahead < b.maxY { lk_prefetch_rect(s.target, Int32(s.stride), Int32(b.minX), Int32(ahead), Int32(b.width), 1) }
                row(y, planes, &s)
                y += 1
            }
        }
    }

    /// The fixed-mode map for `lk_span_rows_bilinear` when the draw is one it takes: plain
    /// bilinear sampling (no mip mix, no tint) through an affine map in the fixed mode, inside
    /// antialiased half-planes only (no exact planes, corners or hole); nil otherwise.
    private func plainRowMap(_ planes: Planes, _ s: Scratch) -> lk_row_map? {
        guard case let .kernel(level, _, mix, nearest) = source, mix == 0, !nearest, job.paint.tint == nil,
              !job.paint.projective, planes.exact.isEmpty, planes.boxes.isEmpty, planes.hole.isEmpty,
              planes.antialiased.count <= 32, let f = s.levels[level].fixed else { return nil }
        let m = s.levels[level].map
        return lk_row_map(m11: m.m11, m12: m.m12, m21: m.m21, m22: m.m22, m31: m.m31, m32: m.m32, du: f.du, dv: f.dv, x0: Int32(f.x0))
    }

    /// Starts loading the texels the draw samples when they are few: rows of a turned image
    /// walk its texture diagonally, which hardware prefetchers do not follow, so without this
    /// every texture line is a cache miss waited for alone.
    private func prefetchTexels(_ levels: UnsafeBufferPointer<SampleLevel>) {
        guard case let .kernel(level, next, mix, _) = source else { return }
        let area = job.geometry.bounds.width * job.geometry.bounds.height
        func prefetch(_ l: SampleLevel) {
            guard let p = l.texture.pixels else { return }
            Self.prefetch(p, stride: l.texture.stride, width: l.width, height: l.height, drawing: area, near: true)
        }
        prefetch(levels[level])
        if mix > 0 { prefetch(levels[next]) }
    }

    /// The most texels a draw prefetches (256 KiB, a quarter of a typical L2).
    static let prefetchLimit = 65536

    /// Starts loading a `width` x `height` texture (`stride` texels per row) that a draw of
    /// `area` device pixels samples, when it is small: at most `prefetchLimit` texels and at
    /// most four per drawn pixel (a shrunk image samples a fraction of its texels). `near`: into
    /// the nearest cache (sampled now) or the second level (sampled by the next draw).
    static func prefetch(_ pixels: UnsafePointer<UInt32>, stride: Int32, width: Int, height: Int, drawing area: Int,
                         near: Bool) {
        let texels = width * height
        guard texels <= prefetchLimit, texels <= 4 * area else { return }
        lk_prefetch_rect_to(pixels, stride, 0, 0, Int32(width), Int32(height), near ? 1 : 0)
    }

    /// How many rows ahead of the one drawing the target is prefetched.
    private static let rowsAhead = 3

    private func row(_ y: Int, _ planes: Planes, _ s: inout Scratch) {
        let b = job.geometry.bounds
        let py = Double(y) + 0.5
        var lo = b.minX, hi = b.maxX, flo = b.minX, fhi = b.maxX
        if let r = SpanPath.looseBounds(planes.antialiased, py, lo, hi) {
            (lo, hi, flo, fhi) = r
            if lo >= hi { return }
        } else {
            for e in planes.antialiased {
                let r = e.rowOffset(py)
                (lo, hi) = e.looseAnyRange(r, lo, hi)
                if lo >= hi { return }
                if flo < fhi { (flo, fhi) = e.looseFullRange(r, flo, fhi) }
            }
        }
        for e in planes.exact {
            (lo, hi) = e.anyRange(e.rowOffset(py), lo, hi)
            if lo >= hi { return }
        }
        flo = max(flo, lo)
        fhi = min(fhi, hi)
        if flo >= fhi { flo = lo; fhi = lo }
        s.py = py
        s.edgesResolved = false
        s.mapsResolved = false
        if planes.boxes.isEmpty && planes.hole.isEmpty {
            drawPlain(lo, flo, fhi, hi, s.target + y * s.stride, &s)
            return
        }
        s.runs.removeAll(keepingCapacity: true)
        splitRow(lo, hi, flo, fhi, planes, &s)
        draw(lo, hi, s.target + y * s.stride, &s)
    }

    /// The loop over antialiased planes in `row` in one pass: each plane's `looseAnyRange` and
    /// `looseFullRange` from one row offset, with no clamping to the range so far. The ranges
    /// are intersections of half-lines, so taking the bounds' max and min in any order gives
    /// the loop's ranges wherever they are not empty, and an empty range where it returns
    /// early. Nil where some plane needs `solve` (the loop then runs as written).
    @inline(__always)
    private static func looseBounds(_ planes: UnsafeBufferPointer<HalfPlane>, _ py: Double, _ lo: Int, _ hi: Int)
        -> (Int, Int, Int, Int)? {
        var lo = lo, hi = hi, flo = lo, fhi = hi
        for e in planes {
            let r = e.rowOffset(py)
            // looseRange's estimates for t = -0.5 (any coverage) and t = 0.5 (full), and its guard.
            let xa = (-0.5 - r) * e.inverseA - 0.5, xf = (0.5 - r) * e.inverseA - 0.5
            guard e.antialiased, e.inverseA != 0, abs(r) < 1e7, abs(xa) < 1e9, abs(xf) < 1e9 else { return nil }
            let da = 0.01 + abs(xa) * 1e-12, df = 0.01 + abs(xf) * 1e-12
            if e.a > 0 {
                lo = max(lo, ceilToInt(xa - da))
                flo = max(flo, floorToInt(xf + df) + 1)
            } else {
                hi = min(hi, floorToInt(xa + da) + 1)
                fhi = min(fhi, ceilToInt(xf - df))
            }
        }
        return (lo, hi, flo, fhi)
    }

    /// Draws a row of no corners and no hole, the common case: edges in `lo ..< flo`, interior
    /// in `flo ..< fhi`, edges in `fhi ..< hi`, chunk by chunk, without listing runs. Sampled
    /// paint goes through `lk_blend_span`, one pass over the row's pixels.
    private func drawPlain(_ lo: Int, _ flo: Int, _ fhi: Int, _ hi: Int, _ out: UnsafeMutablePointer<UInt32>,
                           _ s: inout Scratch) {
        var x = lo
        if case .kernel = source {
            if lo < flo || fhi < hi { resolveEdges(&s) }
            let additive: Int32 = job.blend == .additive ? 1 : 0
            while x < hi {
                let end = min(hi, x + SpanPath.chunk)
                fetch(x, end - x, into: s.src, &s)
                lk_blend_span(out + x, s.src, Int32(end - x), Int32(x), Int32(flo), Int32(fhi), job.fullFactor, s.edges,
                              Int32(s.antialiased.count), job.opacity, additive, job.simd)
                x = end
            }
            return
        }
        while x < hi {
            let end = min(hi, x + SpanPath.chunk)
            fetch(x, end - x, into: s.src, &s)
            let a = max(x, lo), b = min(end, flo)
            if a < b { blend(.edges, a, b - a, out + a, s.src + (a - x), &s) }
            let c = max(x, flo), d = min(end, fhi)
            if c < d { blend(.interior, c, d - c, out + c, s.src + (c - x), &s) }
            let e = max(x, fhi), f = min(end, hi)
            if e < f { blend(.edges, e, f - e, out + e, s.src + (e - x), &s) }
            x = end
        }
    }

    /// The antialiased planes resolved for the current row, once per row.
    private func resolveEdges(_ s: inout Scratch) {
        if s.edgesResolved { return }
        for (k, e) in s.antialiased.enumerated() { s.edges[k] = lk_edge(a: e.a, r: e.rowOffset(s.py)) }
        s.edgesResolved = true
    }

    /// Splits a row with corners or a hole into runs: per-pixel coverage in corner boxes and
    /// the hole's rim (supersets), nothing inside the hole (a subset), interior, edges.
    private func splitRow(_ lo: Int, _ hi: Int, _ flo: Int, _ fhi: Int, _ planes: Planes, _ s: inout Scratch) {
        let py = s.py
        s.perPixel.removeAll(keepingCapacity: true)
        for k in stride(from: 0, to: planes.boxes.count, by: 2) {
            let bx = planes.boxes[k], by = planes.boxes[k + 1]
            let (a0, a1) = bx.looseStrictRange(bx.rowOffset(py), lo, hi)
            let (c0, c1) = by.looseStrictRange(by.rowOffset(py), a0, a1)
            if c0 < c1 { s.perPixel.append((c0, c1)) }
        }
        var hole = (lo, lo)
        if !planes.hole.isEmpty {
            var h0 = lo, h1 = hi, f0 = lo, f1 = hi
            for e in planes.hole where h0 < h1 {
                let r = e.rowOffset(py)
                (h0, h1) = e.looseAnyRange(r, h0, h1)
                if f0 < f1 { (f0, f1) = e.looseFullRange(r, f0, f1) }
            }
            f0 = max(f0, h0)
            f1 = min(f1, h1)
            if h0 < h1 {
                if f0 < f1 {
                    hole = (f0, f1)
                    s.perPixel.append((h0, f0))
                    s.perPixel.append((f1, h1))
                } else {
                    s.perPixel.append((h0, h1))
                }
            }
        }
        s.cuts.removeAll(keepingCapacity: true)
        s.cuts += [flo, fhi, hole.0, hole.1]
        for (a, c) in s.perPixel { s.cuts.append(a); s.cuts.append(c) }
        s.cuts.sort()
        func classify(_ x: Int) -> Run {
            for (a, c) in s.perPixel where x >= a && x < c { return .perPixel }
            if x >= hole.0 && x < hole.1 { return .hole }
            return x >= flo && x < fhi ? .interior : .edges
        }
        var start = lo, kind = classify(lo)
        for x in s.cuts where x > start && x < hi {
            let k = classify(x)
            if k != kind {
                s.runs.append((start, x, kind))
                start = x
                kind = k
            }
        }
        s.runs.append((start, hi, kind))
    }

    /// Draws the row's runs within lo ..< hi, chunk by chunk. Texels are fetched once per
    /// chunk for all its runs (per run when the row has a hole, whose pixels need none).
    private func draw(_ lo: Int, _ hi: Int, _ out: UnsafeMutablePointer<UInt32>, _ s: inout Scratch) {
        let perRunFetch = s.runs.contains { $0.2 == .hole }
        var x = lo
        while x < hi {
            let end = min(hi, x + SpanPath.chunk)
            if !perRunFetch { fetch(x, end - x, into: s.src, &s) }
            for (a, c, kind) in s.runs where a < end && c > x && kind != .hole {
                let r0 = max(a, x), r1 = min(c, end)
                let src = s.src + (r0 - x)
                if perRunFetch { fetch(r0, r1 - r0, into: src, &s) }
                blend(kind, r0, r1 - r0, out + r0, src, &s)
            }
            x = end
        }
    }

    /// Blends n pixels of one run starting at column x from `src` into `dst`.
    private func blend(_ kind: Run, _ x: Int, _ n: Int, _ dst: UnsafeMutablePointer<UInt32>,
                       _ src: UnsafeMutablePointer<UInt32>, _ s: inout Scratch) {
        var mask: UnsafeMutablePointer<UInt16>?
        switch kind {
        case .interior, .hole:
            mask = nil
        case .edges:
            resolveEdges(&s)
            lk_coverage(s.factors, Int32(n), Int32(x), s.edges, Int32(s.antialiased.count), job.opacity, job.simd)
            mask = s.factors
        case .perPixel:
            for k in 0..<n { s.factors[k] = UInt16(job.factor(job.geometry.coverage(Double(x + k) + 0.5, s.py))) }
            mask = s.factors
        }
        let simd = job.simd, count = Int32(n), additive = job.blend == .additive
        if case .solid(let c) = source {
            switch (mask, additive) {
            case (nil, false): lk_over_solid(dst, count, c, job.fullFactor, simd)
            case (nil, true): lk_add_solid(dst, count, c, job.fullFactor, simd)
            case (let m?, false): lk_over_solid_mask(dst, count, c, m, simd)
            case (let m?, true): lk_add_solid_mask(dst, count, c, m, simd)
            }
            return
        }
        switch (mask, additive) {
        case (nil, false): lk_over(dst, src, count, job.fullFactor, simd)
        case (nil, true): lk_add(dst, src, count, job.fullFactor, simd)
        case (let m?, false): lk_over_mask(dst, src, count, m, simd)
        case (let m?, true): lk_add_mask(dst, src, count, m, simd)
        }
    }

    /// Samples the paint for columns x ..< x + n of the current row into `dst` (which has room
    /// for LK_PAD more pixels).
    private func fetch(_ x: Int, _ n: Int, into dst: UnsafeMutablePointer<UInt32>, _ s: inout Scratch) {
        if case .solid = source { return }
        if !s.mapsResolved {
            SampleLevel.rowMaps(s.levels, s.py, projective: job.paint.projective, into: s.maps)
            s.mapsResolved = true
        }
        let simd = job.simd, count = Int32(n), x0 = Int32(x)
        switch source {
        case .solid:
            return
        case let .kernel(level, next, mix, nearest):
            if nearest {
                lk_fetch_nearest(dst, count, x0, s.maps + level, s.textures + level, simd)
            } else {
                lk_fetch_bilinear(dst, count, x0, s.maps + level, s.textures + level, simd)
            }
            if mix > 0 {
                lk_fetch_bilinear(s.src2, count, x0, s.maps + next, s.textures + next, simd)
                lk_lerp(dst, dst, s.src2, count, mix, simd)
            }
            if let t = job.paint.tint { lk_tint(dst, count, t, simd) }
        case .perPixel:
            for k in 0..<n { dst[k] = job.sample(x + k, Double(x + k) + 0.5, s.py, s.maps) }
        }
    }
}

extension DrawQuad {
    /// Starts loading, into the second-level cache, the texels a later draw of this quad will
    /// sample, when the texture is small (`area`: the device pixels the draw covers). A frame
    /// calls it one draw ahead for turned and scaled quads, so these loads overlap the draw
    /// before instead of stalling this one's first rows. Changes no pixels.
    package func prefetchTexels(drawing area: Int) {
        let texture: Texture
        switch paint {
        case .texture(let t, _, _, _), .alphaTint(let t, _, _, _): texture = t
        default: return
        }
        SpanPath.prefetch(texture.pixels, stride: Int32(texture.stride), width: texture.width, height: texture.height,
                          drawing: area, near: false)
    }
}
