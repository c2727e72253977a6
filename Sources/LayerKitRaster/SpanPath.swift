import CLayerKitRaster

/// The affine and projective fast paths: scanline by scanline, only the pixels the quad can
/// cover, split into runs that need no coverage (interior), a product of edge distances (near
/// straight edges, `lk_coverage`), or the full per-pixel coverage (near corners, ring holes
/// and rounded clips, `QuadGeometry.coverage`); pixels inside a ring's hole are skipped.
///
/// The runs come from the same half-planes the general path evaluates, with boundaries found
/// by evaluating those half-planes exactly, so every interior pixel is one the general path
/// also covers fully, and the sampling kernels compute the general path's texels bit for bit.
struct SpanPath {
    let job: DrawJob
    /// Half-planes whose zero-coverage side clips a row.
    private let limiting: [HalfPlane]
    /// The antialiased edges `lk_coverage` multiplies.
    private let aaEdges: [HalfPlane]
    /// Corner boxes (pairs of half-planes) where coverage is computed per pixel.
    private let boxes: [(HalfPlane, HalfPlane)]
    private let holeEdges: [HalfPlane]
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
        let g = job.geometry
        limiting = g.limitingEdges
        aaEdges = g.linearEdges
        boxes = g.cornerBoxes
        holeEdges = g.hole?.edges ?? []
        let p = job.paint
        if let c = p.colour {
            source = .solid(c)
        } else {
            switch p.filter {
            case .nearest: source = .kernel(level: 0, next: 0, mix: 0, nearest: true)
            case .bilinear: source = .kernel(level: 0, next: 0, mix: 0, nearest: false)
            case .trilinear(let bias):
                if p.projective {
                    source = .perPixel
                } else {
                    // Affine: one level of detail for the whole quad.
                    let b = g.bounds
                    let (l, n, f) = p.mipChoice(p.lod(Double(b.minX) + 0.5, Double(b.minY) + 0.5, bias: bias))
                    source = .kernel(level: l, next: n, mix: f, nearest: false)
                }
            }
        }
    }

    func run() {
        let levels = max(1, job.paint.levels.count)
        let n = SpanPath.chunk
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 2 * n) { pixels in
            withUnsafeTemporaryAllocation(of: UInt16.self, capacity: n) { factors in
                withUnsafeTemporaryAllocation(of: lk_edge.self, capacity: max(1, aaEdges.count)) { edges in
                    withUnsafeTemporaryAllocation(of: lk_span_map.self, capacity: levels) { maps in
                        withUnsafeTemporaryAllocation(of: lk_texture.self, capacity: levels) { textures in
                            for (k, level) in job.paint.levels.enumerated() { textures[k] = level.texture }
                            var scratch = Scratch(src: pixels.baseAddress!, src2: pixels.baseAddress! + n,
                                                  factors: factors.baseAddress!, edges: edges.baseAddress!,
                                                  maps: maps.baseAddress!, textures: textures.baseAddress!)
                            let b = job.geometry.bounds
                            for y in b.minY..<b.maxY { row(y, &scratch) }
                        }
                    }
                }
            }
        }
    }

    /// Per-draw buffers, reused row by row.
    private struct Scratch {
        let src: UnsafeMutablePointer<UInt32>, src2: UnsafeMutablePointer<UInt32>
        let factors: UnsafeMutablePointer<UInt16>
        let edges: UnsafeMutablePointer<lk_edge>
        let maps: UnsafeMutablePointer<lk_span_map>
        let textures: UnsafeMutablePointer<lk_texture>
        var cuts: [Int] = []
        var perPixelRuns: [(Int, Int)] = []
        var py = 0.0
        var edgesResolved = false
        var mapsResolved = false
    }

    private func row(_ y: Int, _ s: inout Scratch) {
        let b = job.geometry.bounds
        let py = Double(y) + 0.5
        var lo = b.minX, hi = b.maxX
        for e in limiting {
            (lo, hi) = e.anyRange(e.rowOffset(py), lo, hi)
            if lo >= hi { return }
        }
        var flo = lo, fhi = hi
        for e in limiting where flo < fhi { (flo, fhi) = e.fullRange(e.rowOffset(py), flo, fhi) }
        if flo >= fhi { flo = lo; fhi = lo }
        s.py = py
        s.edgesResolved = false
        s.mapsResolved = false

        // Runs that need per-pixel coverage, and the hole.
        s.perPixelRuns.removeAll(keepingCapacity: true)
        for (bx, by) in boxes {
            let (a0, a1) = bx.strictRange(bx.rowOffset(py), lo, hi)
            let (c0, c1) = by.strictRange(by.rowOffset(py), a0, a1)
            if c0 < c1 { s.perPixelRuns.append((c0, c1)) }
        }
        var hole = (lo, lo)
        if !holeEdges.isEmpty {
            var h0 = lo, h1 = hi
            for e in holeEdges where h0 < h1 { (h0, h1) = e.anyRange(e.rowOffset(py), h0, h1) }
            if h0 < h1 {
                var f0 = h0, f1 = h1
                for e in holeEdges where f0 < f1 { (f0, f1) = e.fullRange(e.rowOffset(py), f0, f1) }
                if f0 < f1 {
                    hole = (f0, f1)
                    s.perPixelRuns.append((h0, f0))
                    s.perPixelRuns.append((f1, h1))
                } else {
                    s.perPixelRuns.append((h0, h1))
                }
            }
        }
        let out = job.surface.row(y)
        if s.perPixelRuns.isEmpty {
            draw(.edges, lo, flo, out, &s)
            draw(.interior, flo, fhi, out, &s)
            draw(.edges, fhi, hi, out, &s)
            return
        }
        // Cut the row at every run boundary and classify each piece.
        s.cuts.removeAll(keepingCapacity: true)
        s.cuts += [lo, hi, flo, fhi, hole.0, hole.1]
        for (a, c) in s.perPixelRuns { s.cuts.append(a); s.cuts.append(c) }
        s.cuts.sort()
        var start = lo
        var kind = classify(lo, flo, fhi, hole, s.perPixelRuns)
        for x in s.cuts where x > start && x < hi {
            let k = classify(x, flo, fhi, hole, s.perPixelRuns)
            if k != kind {
                draw(kind, start, x, out, &s)
                start = x
                kind = k
            }
        }
        draw(kind, start, hi, out, &s)
    }

    private func classify(_ x: Int, _ flo: Int, _ fhi: Int, _ hole: (Int, Int), _ runs: [(Int, Int)]) -> Run {
        for (a, c) in runs where x >= a && x < c { return .perPixel }
        if x >= hole.0 && x < hole.1 { return .hole }
        return x >= flo && x < fhi ? .interior : .edges
    }

    /// Draws pixels x0 ..< x1 of the current row as `kind`, in chunks.
    private func draw(_ kind: Run, _ x0: Int, _ x1: Int, _ out: UnsafeMutablePointer<UInt32>, _ s: inout Scratch) {
        guard x0 < x1, kind != .hole else { return }
        var x = x0
        while x < x1 {
            let n = min(SpanPath.chunk, x1 - x)
            switch kind {
            case .interior:
                blend(x, n, out + x, mask: nil, &s)
            case .edges:
                if !s.edgesResolved {
                    for (k, e) in aaEdges.enumerated() { s.edges[k] = lk_edge(a: e.a, r: e.rowOffset(s.py)) }
                    s.edgesResolved = true
                }
                lk_coverage(s.factors, Int32(n), Int32(x), s.edges, Int32(aaEdges.count), job.opacity)
                blend(x, n, out + x, mask: s.factors, &s)
            case .perPixel:
                for k in 0..<n {
                    s.factors[k] = UInt16(job.factor(job.geometry.coverage(Double(x + k) + 0.5, s.py)))
                }
                blend(x, n, out + x, mask: s.factors, &s)
            case .hole:
                break
            }
            x += n
        }
    }

    /// Blends n source pixels starting at column x into `dst`, with the full factor or a mask.
    private func blend(_ x: Int, _ n: Int, _ dst: UnsafeMutablePointer<UInt32>, mask: UnsafeMutablePointer<UInt16>?,
                       _ s: inout Scratch) {
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
        fetch(x, n, &s)
        switch (mask, additive) {
        case (nil, false): lk_over(dst, s.src, count, job.fullFactor, simd)
        case (nil, true): lk_add(dst, s.src, count, job.fullFactor, simd)
        case (let m?, false): lk_over_mask(dst, s.src, count, m, simd)
        case (let m?, true): lk_add_mask(dst, s.src, count, m, simd)
        }
    }

    /// Samples the paint for columns x ..< x + n of the current row into `s.src`.
    private func fetch(_ x: Int, _ n: Int, _ s: inout Scratch) {
        if !s.mapsResolved {
            job.rowMaps(s.py, s.maps)
            s.mapsResolved = true
        }
        let simd = job.simd, count = Int32(n), x0 = Int32(x)
        switch source {
        case .solid:
            return
        case let .kernel(level, next, mix, nearest):
            if nearest {
                lk_fetch_nearest(s.src, count, x0, s.maps + level, s.textures + level, simd)
            } else {
                lk_fetch_bilinear(s.src, count, x0, s.maps + level, s.textures + level, simd)
            }
            if mix > 0 {
                lk_fetch_bilinear(s.src2, count, x0, s.maps + next, s.textures + next, simd)
                lk_lerp(s.src, s.src, s.src2, count, mix, simd)
            }
            if let t = job.paint.tint { lk_tint(s.src, count, t, simd) }
        case .perPixel:
            for k in 0..<n { s.src[k] = job.sample(x + k, Double(x + k) + 0.5, s.py, s.maps) }
        }
    }
}
