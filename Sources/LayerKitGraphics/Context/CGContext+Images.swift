import CCairo

extension CGContext {
    /// Draws `image` scaled into `rect` (user space), as `CGContextDrawImage` does: the
    /// image's first row at the rect's `maxY` in an Apple layer's context
    /// (`drawsImagesFlipped`: the context `draw(in:)` gets), whose user space is y-down, so
    /// the image appears upside down there as on iOS, and Apple code that flips the context
    /// first (`translateBy(x: 0, y: rect.minY + rect.maxY); scaleBy(x: 1, y: -1)`) draws it
    /// upright; at `minY` in the other contexts (bitmap contexts, LayerKit's y-down stand-in
    /// for Apple's y-up bitmap contexts, where the image is upright as on Apple). Sampling
    /// follows `interpolationQuality`; the edges are the rect's, anti-aliased, not blurred
    /// into transparency. With `byTiling`, copies of the image of `rect`'s size are repeated
    /// from `rect` over the whole clip. A non-finite or empty rect is a no-op. Images wider or
    /// taller than 32767 pixels (cairo's limit) are not drawn.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        drawImage(image, in: rect, byTiling: byTiling, firstRowAtMaxY: drawsImagesFlipped)
    }

    /// Draws `image` into `rect` with its first row at `minY` whatever the context: for
    /// LayerKit's own drawing (a dithered gradient's pixels), which must not turn over in a
    /// layer's context.
    package func drawUpright(_ image: CGImage, in rect: CGRect) {
        drawImage(image, in: rect, byTiling: false, firstRowAtMaxY: false)
    }

    private func drawImage(_ image: CGImage, in rect: CGRect, byTiling: Bool, firstRowAtMaxY: Bool) {
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
                // User space to image pixels: rows grow down from minY, or up from maxY.
                var m = firstRowAtMaxY
                    ? cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: -sy, x0: -r.minX * sx, y0: r.maxY * sy)
                    : cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: sy, x0: -r.minX * sx, y0: -r.minY * sy)
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
