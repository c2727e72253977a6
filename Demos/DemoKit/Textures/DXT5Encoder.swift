/// The encoder: for each block, alpha endpoints at the block's extremes (or, when it holds
/// fully transparent or opaque pixels, at the extremes of the others with 0 and 255 kept
/// exact) and colour endpoints along the colours' principal axis, refined by least squares
/// on the indices they give. Simple and correct rather than best: its error is what the
/// format's 5:6:5 endpoints and four colours a block allow, plus a little.
extension DXT5 {
    /// `width` x `height` RGBA pixels (`rgba`, 4 bytes each, first row first) compressed into
    /// DXT5 blocks: `byteCount(width:height:)` bytes. Edge blocks of sizes not divisible by 4
    /// repeat the last row and column.
    /// - Throws: `DXT5SizeError` when `rgba` is not `width` x `height` x 4 bytes.
    public static func encode(rgba: [UInt8], width: Int, height: Int) throws -> [UInt8] {
        guard width >= 0, height >= 0, rgba.count == width * height * 4 else {
            throw DXT5SizeError(what: "the RGBA image", expected: max(0, width * height * 4), actual: rgba.count)
        }
        var out = [UInt8](repeating: 0, count: byteCount(width: width, height: height))
        var block = [SIMD4<Int32>](repeating: .zero, count: 16)
        let across = blocksAcross(width)
        for by in 0..<blocksAcross(height) {
            for bx in 0..<across {
                gather(rgba, width: width, height: height, bx, by, into: &block)
                let offset = (by * across + bx) * blockBytes
                writeAlpha(fitAlpha(block), into: &out, at: offset)
                writeColor(fitColor(block), into: &out, at: offset + 8)
            }
        }
        return out
    }

    /// Copies block (bx, by)'s pixels into `block`, clamping coordinates at the image's edge.
    private static func gather(_ rgba: [UInt8], width: Int, height: Int, _ bx: Int, _ by: Int,
                               into block: inout [SIMD4<Int32>]) {
        for i in 0..<16 {
            let x = min(bx * 4 + i % 4, width - 1), y = min(by * 4 + i / 4, height - 1)
            let p = (y * width + x) * 4
            block[i] = SIMD4(Int32(rgba[p]), Int32(rgba[p + 1]), Int32(rgba[p + 2]), Int32(rgba[p + 3]))
        }
    }

    // MARK: Alpha

    /// Alpha endpoints and sixteen indices, with the squared error they leave.
    struct AlphaFit {
        var a0: UInt8, a1: UInt8, indices: [Int], error: Int32
    }

    /// The better of the eight-level fit between the block's extreme alphas and the six-level
    /// fit (with exact 0 and 255) between the extremes of its other alphas.
    static func fitAlpha(_ block: [SIMD4<Int32>]) -> AlphaFit {
        let alphas = block.map(\.w)
        let eight = assignAlpha(alphas, UInt8(alphas.max()!), UInt8(alphas.min()!))
        let inner = alphas.filter { $0 != 0 && $0 != 255 }
        guard let low = inner.min(), let high = inner.max(), eight.error > 0 else { return eight }
        let six = assignAlpha(alphas, UInt8(low), UInt8(high))
        return six.error < eight.error ? six : eight
    }

    /// Each alpha's nearest level between `a0` and `a1`.
    private static func assignAlpha(_ alphas: [Int32], _ a0: UInt8, _ a1: UInt8) -> AlphaFit {
        let levels = alphaPalette(a0, a1)
        var fit = AlphaFit(a0: a0, a1: a1, indices: [], error: 0)
        for a in alphas {
            let (index, d) = nearest(levels.count) { abs(levels[$0] - a) }
            fit.indices.append(index)
            fit.error += d * d
        }
        return fit
    }

    private static func writeAlpha(_ fit: AlphaFit, into out: inout [UInt8], at offset: Int) {
        out[offset] = fit.a0
        out[offset + 1] = fit.a1
        var bits: UInt64 = 0
        for (i, index) in fit.indices.enumerated() { bits |= UInt64(index) << (3 * i) }
        for k in 0..<6 { out[offset + 2 + k] = UInt8(truncatingIfNeeded: bits >> (8 * k)) }
    }

    // MARK: Colour

    /// Colour endpoints (5:6:5, `c0` > `c1` unless equal) and sixteen indices, with the
    /// squared error they leave.
    struct ColorFit {
        var c0: UInt16, c1: UInt16, indices: [Int], error: Int32
    }

    /// Endpoints at the ends of the colours' spread along their principal axis, then up to two
    /// least-squares refinements, each kept only if it lowers the error.
    static func fitColor(_ block: [SIMD4<Int32>]) -> ColorFit {
        let colors = block.map { SIMD3<Float>(Float($0.x), Float($0.y), Float($0.z)) }
        let ends = principalEnds(colors)
        var best = assignColor(block, ends.0, ends.1)
        for _ in 0..<2 {
            guard let refined = leastSquaresEnds(colors, best) else { break }
            let candidate = assignColor(block, refined.0, refined.1)
            guard candidate.error < best.error else { break }
            best = candidate
        }
        return best
    }

    /// The colours' extremes along their principal axis (power iteration on the covariance);
    /// the mean twice for a block of one colour.
    private static func principalEnds(_ colors: [SIMD3<Float>]) -> (SIMD3<Float>, SIMD3<Float>) {
        let mean = colors.reduce(SIMD3<Float>.zero, +) / Float(colors.count)
        var cov = (SIMD3<Float>.zero, SIMD3<Float>.zero, SIMD3<Float>.zero)
        for c in colors {
            let d = c - mean
            cov.0 += d * d.x
            cov.1 += d * d.y
            cov.2 += d * d.z
        }
        guard cov.0.x + cov.1.y + cov.2.z > 1e-3 else { return (mean, mean) }
        var axis = SIMD3<Float>(1, 1, 1)
        for _ in 0..<8 {
            let next = cov.0 * axis.x + cov.1 * axis.y + cov.2 * axis.z
            let length = (next * next).sum().squareRoot()
            guard length > 1e-6 else { break }
            axis = next / length
        }
        let t = colors.map { ((($0 - mean) * axis).sum()) }
        return (mean + axis * t.max()!, mean + axis * t.min()!)
    }

    /// The endpoints that best reproduce `colors` with `fit`'s indices kept (each colour is
    /// w c0 + (1 - w) c1, w = 1, 0, 2/3, 1/3 by index); nil when the indices do not pin both.
    private static func leastSquaresEnds(_ colors: [SIMD3<Float>], _ fit: ColorFit) -> (SIMD3<Float>, SIMD3<Float>)? {
        let weights: [Float] = [1, 0, 2.0 / 3, 1.0 / 3]
        var aa: Float = 0, ab: Float = 0, bb: Float = 0
        var ax = SIMD3<Float>.zero, bx = SIMD3<Float>.zero
        for (c, index) in zip(colors, fit.indices) {
            let w = weights[index], v = 1 - w
            aa += w * w; ab += w * v; bb += v * v
            ax += c * w; bx += c * v
        }
        let det = aa * bb - ab * ab
        guard abs(det) > 1e-4 else { return nil }
        return ((ax * bb - bx * ab) / det, (bx * aa - ax * ab) / det)
    }

    /// Quantises `e0` and `e1` to 5:6:5 (ordered so `c0` > `c1`: the four-colour mode on any
    /// decoder) and gives each pixel its nearest palette colour.
    private static func assignColor(_ block: [SIMD4<Int32>], _ e0: SIMD3<Float>, _ e1: SIMD3<Float>) -> ColorFit {
        var c0 = to565(e0), c1 = to565(e1)
        if c0 < c1 { swap(&c0, &c1) }
        let palette = colorPalette(c0, c1)
        var fit = ColorFit(c0: c0, c1: c1, indices: [], error: 0)
        for p in block {
            let rgb = SIMD3(p.x, p.y, p.z)
            let (index, d) = nearest(4) { let e = palette[$0] &- rgb; return (e &* e).wrappedSum() }
            fit.indices.append(index)
            fit.error += d
        }
        return fit
    }

    /// `c` (0...255 a channel, clamped) rounded to 5:6:5.
    private static func to565(_ c: SIMD3<Float>) -> UInt16 {
        func q(_ v: Float, _ top: Float) -> UInt16 { UInt16((min(255, max(0, v)) * top / 255).rounded()) }
        return q(c.x, 31) << 11 | q(c.y, 63) << 5 | q(c.z, 31)
    }

    private static func writeColor(_ fit: ColorFit, into out: inout [UInt8], at offset: Int) {
        var bits: UInt32 = 0
        for (i, index) in fit.indices.enumerated() { bits |= UInt32(index) << (2 * i) }
        for (k, byte) in [UInt8(fit.c0 & 0xFF), UInt8(fit.c0 >> 8), UInt8(fit.c1 & 0xFF), UInt8(fit.c1 >> 8)].enumerated() {
            out[offset + k] = byte
        }
        for k in 0..<4 { out[offset + 4 + k] = UInt8(truncatingIfNeeded: bits >> (8 * k)) }
    }

    /// The index in 0..<count with the smallest `distance`, first on ties, and that distance.
    private static func nearest(_ count: Int, _ distance: (Int) -> Int32) -> (Int, Int32) {
        var best = (0, distance(0))
        for i in 1..<count {
            let d = distance(i)
            if d < best.1 { best = (i, d) }
        }
        return best
    }
}
