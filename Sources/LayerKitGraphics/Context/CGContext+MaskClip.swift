import CCairo

/// An image mask clip in device space: one coverage value (cairo A8) per device pixel, the
/// product of every `clip(to:mask:)` of the graphics state and its saved states. Immutable
/// once made, so a saved state and the current one share it; freed with the last of them.
final class MaskClip: @unchecked Sendable {
    /// The A8 coverage surface, the context's device size, at its device origin.
    let surface: OpaquePointer

    init(surface: OpaquePointer) { self.surface = surface }

    deinit { cairo_surface_destroy(surface) }
}

extension CGContext {
    /// Maps `mask` into `rect` (user space) and intersects it with the clip, as
    /// `CGContextClipToMask` does: later drawing is multiplied, per point, by the mask's sample
    /// there (Apple's documentation for an image mask argument: "if the value of the source
    /// sample in mask is S, then the corresponding point in the current clipping area is
    /// multiplied by an alpha of S"), so white passes and black clips away; nothing outside
    /// `rect` is drawn. The image is placed as `draw(_:in:)` places it (upside down in a
    /// layer's context, as on iOS) and sampled by `interpolationQuality`. Apple takes a
    /// DeviceGray image without alpha; here an opaque image gives its gray level (Rec. 601
    /// luma of a colour pixel), and an image with transparency its alpha. The clip is part of
    /// the graphics state: `restoreGState()` removes it. Clears the current path. A non-finite
    /// rect is a no-op; an empty one clips everything away.
    public func clip(to rect: CGRect, mask: CGImage) {
        guard rect.isFiniteRect else { beginPath(); return }
        if state.ctm.isInvertible, rect.width != 0, rect.height != 0, let made = maskSurface(mask, in: rect.standardized) {
            state.maskClip = MaskClip(surface: made)
        }
        clip(to: rect)
    }

    /// The device coverage of `mask` drawn into `rect` times the coverage already in force.
    private func maskSurface(_ mask: CGImage, in r: CGRect) -> OpaquePointer? {
        guard let coverage = Self.coverageSurface(mask) else { return nil }
        defer { cairo_surface_destroy(coverage) }
        let device = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        let cr = cairo_create(device)!
        defer { cairo_destroy(cr) }
        CGContext.setMatrix(cr, state.ctm)
        let pattern = cairo_pattern_create_for_surface(coverage)!
        defer { cairo_pattern_destroy(pattern) }
        let sx = CGFloat(mask.width) / r.width, sy = CGFloat(mask.height) / r.height
        var m = drawsImagesFlipped
            ? cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: -sy, x0: -r.minX * sx, y0: r.maxY * sy)
            : cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: sy, x0: -r.minX * sx, y0: -r.minY * sy)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_filter(pattern, state.interpolationQuality.cairoFilter)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
        cairo_fill(cr)
        if let earlier = state.maskClip {
            // Coverage multiplies: the new mask inside the old one.
            cairo_identity_matrix(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
            cairo_set_source_surface(cr, earlier.surface, 0, 0)
            cairo_paint(cr)
        }
        cairo_surface_flush(device)
        return device
    }

    /// An A8 surface of `image`'s coverage: its gray level when opaque, else its alpha.
    private static func coverageSurface(_ image: CGImage) -> OpaquePointer? {
        let w = image.width, h = image.height
        guard w > 0, h > 0, w <= 32767, h <= 32767 else { return nil }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h))!
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { cairo_surface_destroy(surface); return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let opaque = image.isOpaque, storage = image.storage
        for y in 0..<h {
            let row = data + y * stride
            for x in 0..<w {
                let p = storage[x, y]
                row[x] = UInt8(opaque ? CGImage.gray(p) : p >> 24)
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// Paints `op` through the mask clip: drawn into a group, the group then laid on the
    /// target with the state's blend mode through the coverage.
    func paintMasked(_ op: DrawOperation, mask: MaskClip, shadow: ShadowMask?) {
        cairo_push_group(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_set_antialias(cr, state.antialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        if let shadow { shadow.composite(on: cr, alpha: state.alpha) }
        cairo_new_path(cr)
        op.paint(cr, state.alpha)
        cairo_pop_group_to_source(cr)
        applyCompositing(to: cr)
        cairo_identity_matrix(cr)
        cairo_mask_surface(cr, mask.surface, 0, 0)
    }
}
