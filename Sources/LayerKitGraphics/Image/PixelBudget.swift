/// The one total pixel budget for bitmaps LayerKit makes on a caller's behalf (a renderer's
/// framebuffer, a GL layer's read-back), the same as decoded images have:
/// `CGImageDecodingError.maximumSide` pixels a side and `maximumPixelCount` pixels in all.
package enum PixelBudget {
    /// `width` x `height` (pixels, at least 0) cut to the budget: each side to the maximum, then
    /// both scaled by the same factor (rounded down, at least 1) until the area fits.
    package static func fit(width: Int, height: Int) -> (width: Int, height: Int) {
        let side = CGImageDecodingError.maximumSide
        var w = min(max(0, width), side), h = min(max(0, height), side)
        let budget = CGImageDecodingError.maximumPixelCount
        if w > 0, h > 0, w * h > budget {
            let k = (Double(budget) / (Double(w) * Double(h))).squareRoot()
            w = max(1, Int(Double(w) * k)); h = max(1, Int(Double(h) * k))
            while w * h > budget { if w >= h { w -= 1 } else { h -= 1 } }
        }
        return (w, h)
    }

    /// Whether `width` x `height` is over the budget (so `fit` changes it).
    package static func exceeds(width: Int, height: Int) -> Bool {
        let f = fit(width: width, height: height)
        return f.width != max(0, width) || f.height != max(0, height)
    }
}
