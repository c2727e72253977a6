import CCairo

extension CGContext {
    /// Draws `image` scaled into `rect` (user space). The image's first row is at the rect's
    /// top (`minY`), so images appear upright in this y-down context (on Apple's y-up bitmap
    /// contexts the first row is at `maxY`, which is also upright there). Sampling follows
    /// `interpolationQuality`; the edges are the rect's, anti-aliased, not blurred into
    /// transparency. With `byTiling`, copies of the image of `rect`'s size are repeated from
    /// `rect`'s origin over the whole clip. A non-finite or empty rect is a no-op. Images
    /// wider or taller than 32767 pixels (cairo's limit) are not drawn.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        guard rect.isFiniteRect, rect.width != 0, rect.height != 0 else { return }
        let r = rect.standardized
        let ctm = state.ctm, filter = state.interpolationQuality.cairoFilter
        let bounds: CGRect? = byTiling ? nil : r.applying(ctm)
        perform(DrawOperation(bounds: bounds) { cr, alpha in
            image.withCairoSurface { source in
                CGContext.setMatrix(cr, ctm)
                let pattern = cairo_pattern_create_for_surface(source)!
                defer { cairo_pattern_destroy(pattern) }
                let sx = CGFloat(image.width) / r.width, sy = CGFloat(image.height) / r.height
                var m = cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: sy, x0: -r.minX * sx, y0: -r.minY * sy)
                cairo_pattern_set_matrix(pattern, &m)
                cairo_pattern_set_filter(pattern, filter)
                cairo_pattern_set_extend(pattern, byTiling ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
                cairo_set_source(cr, pattern)
                if !byTiling {
                    cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
                    cairo_clip(cr)
                }
                cairo_paint_with_alpha(cr, alpha)
            }
        })
    }
}

extension CGInterpolationQuality {
    /// The cairo filter for this quality.
    var cairoFilter: cairo_filter_t {
        switch self {
        case .none: return CAIRO_FILTER_NEAREST
        case .low: return CAIRO_FILTER_BILINEAR
        case .default, .medium: return CAIRO_FILTER_GOOD
        case .high: return CAIRO_FILTER_BEST
        }
    }
}

extension CGImage {
    /// Calls `body` with a cairo image surface over the image's pixels (no copy; cairo only
    /// reads them). The surface is finished when `body` returns.
    package func withCairoSurface<R>(_ body: (OpaquePointer) -> R) -> R {
        let bytes = UnsafeMutableRawPointer(storage.pixels).assumingMemoryBound(to: UInt8.self)
        let surface = cairo_image_surface_create_for_data(bytes, CAIRO_FORMAT_ARGB32, Int32(storage.width),
                                                          Int32(storage.height), Int32(storage.stride * 4))!
        defer {
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
        return body(surface)
    }
}
