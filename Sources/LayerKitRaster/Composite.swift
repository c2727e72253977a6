import CLayerKitRaster

/// Blends `source`, placed with its origin at device pixel `origin`, OVER `destination`
/// inside `clip` (integer translation only: the screen-space pass of an offscreen surface for
/// group opacity and masks).
///
/// With a `mask`, each source pixel is first scaled by the alpha of the mask pixel at the same
/// position in the source (colour channels ignored; pixels outside the mask are not drawn).
/// `opacity` (0...1, NaN draws nothing) scales everything. Only the source's `paintedBounds`
/// are blended when it has them. Source and destination must not be the same surface.
package func composite(_ source: Surface, at origin: (x: Int, y: Int), mask: Surface? = nil, opacity: Float = 1,
                       into destination: Surface, clip: IntRect, options: RasterOptions = .default) {
    let op = Double(opacity)
    guard op > 0 else { return }
    let op256 = Int32(min(op, 1) * 256 + 0.5)
    var placed = IntRect(x: origin.x, y: origin.y, width: source.width, height: source.height)
    if let p = source.paintedBounds { placed = IntRect(x: origin.x + p.x, y: origin.y + p.y, width: p.width, height: p.height) }
    if let mask { placed = placed.intersection(IntRect(x: origin.x, y: origin.y, width: mask.width, height: mask.height)) }
    let r = placed.intersection(clip).intersection(destination.bounds)
    guard !r.isEmpty else { return }
    let simd = options.simdLevel, chunk = 256
    withUnsafeTemporaryAllocation(of: UInt16.self, capacity: chunk) { buf in
        let factors = buf.baseAddress!
        for y in r.minY..<r.maxY {
            let sx = r.minX - origin.x, sy = y - origin.y
            let src = source.row(sy) + sx, dst = destination.row(y) + r.minX
            guard let mask else {
                lk_over(dst, src, Int32(r.width), op256, simd)
                continue
            }
            let m = UnsafePointer(mask.row(sy) + sx)
            var k = 0
            while k < r.width {
                let n = Int32(min(chunk, r.width - k))
                lk_mask_factors(factors, m + k, n, op256)
                lk_over_mask(dst + k, src + k, n, factors, simd)
                k += Int(n)
            }
        }
    }
}
