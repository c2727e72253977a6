import CLayerKitRaster

/// A Gaussian blur of the alpha channel of `s` (for shadows), approximated by three box blurs
/// per axis; the result has the same size, alpha only (premultiplied black: `a << 24`).
///
/// Pixels outside `s` count as transparent, so alpha spreading past the edges is lost: pad
/// the source by about 3 sigma to keep it. `sigma` is in pixels; 0, negative or NaN gives a
/// copy of the alpha. The three box widths are odd (centred boxes), so the blur is symmetric.
/// The kernels (`lk_box_blur`) run at the options' SIMD level, every level to the same bytes.
package func blurAlpha(_ s: Surface, sigma: Double, options: RasterOptions = .default) -> Surface {
    let w = s.width, h = s.height
    let out = Surface(width: w, height: h)
    guard w > 0, h > 0 else { return out }
    let simd = options.simdLevel
    // Neither buffer is cleared first: the kernels write every value before they read it.
    let plane = UnsafeMutablePointer<Double>.allocate(capacity: w * h)
    defer { plane.deallocate() }
    lk_alpha_plane(plane, s.pixels, Int32(s.stride), Int32(w), Int32(h), simd)
    if sigma > 0, sigma.isFinite {
        let radii = boxRadii(sigma: min(sigma, Double(max(w, h)))).map(Int32.init)
        let scratch = UnsafeMutablePointer<Double>.allocate(capacity: 4 * (max(w, h) + 1))
        defer { scratch.deallocate() }
        lk_box_blur(plane, Int32(w), Int32(h), radii, Int32(radii.count), scratch, simd)
    }
    lk_plane_alpha(out.pixels, Int32(out.stride), plane, Int32(w), Int32(h), simd)
    return out
}

/// Radii of three odd boxes whose successive application has variance sigma^2 (as near as
/// odd widths allow): widths wl and wl + 2, with the count of each chosen by the standard formula.
func boxRadii(sigma: Double) -> [Int] {
    let n = 3.0
    let ideal = (12 * sigma * sigma / n + 1).squareRoot()
    var wl = Int(ideal.rounded(.down))
    if wl % 2 == 0 { wl -= 1 }
    wl = max(1, wl)
    let wu = wl + 2
    let mIdeal = (12 * sigma * sigma - n * Double(wl * wl) - 4 * n * Double(wl) - 3 * n) / (-4 * Double(wl) - 4)
    let m = Int(mIdeal.rounded())
    return (0..<3).map { i in (i < m ? wl : wu) / 2 }
}
