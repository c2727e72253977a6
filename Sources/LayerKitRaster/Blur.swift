/// A Gaussian blur of the alpha channel of `s` (for shadows), approximated by three box blurs
/// per axis; the result has the same size, alpha only (premultiplied black: `a << 24`).
///
/// Pixels outside `s` count as transparent, so alpha spreading past the edges is lost: pad
/// the source by about 3 sigma to keep it. `sigma` is in pixels; 0, negative or NaN gives a
/// copy of the alpha. The three box widths are odd (centred boxes), so the blur is symmetric.
package func blurAlpha(_ s: Surface, sigma: Double) -> Surface {
    let w = s.width, h = s.height
    let out = Surface(width: w, height: h)
    guard w > 0, h > 0 else { return out }
    var plane = [Double](repeating: 0, count: w * h)
    for y in 0..<h { for x in 0..<w { plane[y * w + x] = Double(s[x, y] >> 24) } }
    if sigma > 0, sigma.isFinite {
        let radii = boxRadii(sigma: min(sigma, Double(max(w, h))))
        plane.withUnsafeMutableBufferPointer { p in
            var prefix = [Double](repeating: 0, count: max(w, h) + 1)
            for r in radii {
                for y in 0..<h { boxLine(p.baseAddress! + y * w, count: w, step: 1, radius: r, &prefix) }
            }
            for r in radii {
                for x in 0..<w { boxLine(p.baseAddress! + x, count: h, step: w, radius: r, &prefix) }
            }
        }
    }
    for y in 0..<h {
        for x in 0..<w {
            let a = UInt32(min(255, max(0, plane[y * w + x].rounded())))
            out[x, y] = a << 24
        }
    }
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

/// One centred box of radius r along a line of `count` values `step` apart (zero outside).
private func boxLine(_ p: UnsafeMutablePointer<Double>, count: Int, step: Int, radius r: Int,
                     _ prefix: inout [Double]) {
    guard r > 0 else { return }
    prefix[0] = 0
    for i in 0..<count { prefix[i + 1] = prefix[i] + p[i * step] }
    let width = Double(2 * r + 1)
    for i in 0..<count {
        p[i * step] = (prefix[min(count, i + r + 1)] - prefix[max(0, i - r)]) / width
    }
}
