import CCairo

/// One drawing operation, replayable on any cairo context whose device space is the
/// bitmap's (the bitmap itself, or an offscreen with a device offset for shadows).
struct DrawOperation {
    /// Conservative device-space bounds of what it paints; nil when it may paint the whole clip.
    var bounds: CGRect?
    /// Draws on `cr` with every component multiplied by `alpha`; the operator and antialias
    /// are already set. It sets cairo's matrix itself and may change the clip (the caller
    /// saves and restores cairo's state around it).
    var paint: (_ cr: OpaquePointer, _ alpha: CGFloat) -> Void
}

extension CGContext {
    /// Draws `op` with the current alpha, blend mode, clip and shadow, keeps a caller's
    /// buffer in another layout in sync, and recovers if cairo reports an error.
    func perform(_ op: DrawOperation) {
        guard state.ctm.isInvertible else { return }
        let clip = deviceClipExtents()
        guard !clip.isEmpty else { return }
        let unbounded = state.blendMode.cairoOperator.isUnbounded
        var dirty = unbounded ? clip : (op.bounds.map { $0.insetBy(dx: -2, dy: -2).intersection(clip) } ?? clip)
        let shadow = state.shadow.flatMap { makeShadowMask(for: op, style: $0, clip: clip) }
        if let shadow { dirty = dirty.union(shadow.deviceRect.intersection(clip)) }
        guard !dirty.isNull, !dirty.isEmpty else { return }

        beginPixelAccess(dirty)
        cairo_save(cr)
        if let mask = state.maskClip {
            paintMasked(op, mask: mask, shadow: shadow)
        } else {
            applyCompositing(to: cr)
            if let shadow { shadow.composite(on: cr, alpha: state.alpha) }
            cairo_new_path(cr)
            op.paint(cr, state.alpha)
        }
        cairo_restore(cr)
        recoverIfNeeded()
        endPixelAccess(dirty)
    }

    /// Sets the operator and antialias mode of the current state on `cr`.
    func applyCompositing(to cr: OpaquePointer) {
        cairo_set_operator(cr, state.blendMode.cairoOperator)
        cairo_set_antialias(cr, state.antialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    /// Brings the native pixels up to date with a caller's buffer before direct pixel work.
    func beginPixelAccess(_ region: CGRect?) {
        guard let mirror, let storage else { return }
        cairo_surface_flush(surface)
        mirror.read(into: storage, region: region)
        if let r = region?.integral {
            cairo_surface_mark_dirty_rectangle(surface, Int32(r.minX), Int32(r.minY), Int32(r.width), Int32(r.height))
        } else {
            cairo_surface_mark_dirty(surface)
        }
    }

    /// Copies what was drawn back to a caller's buffer.
    func endPixelAccess(_ region: CGRect?) {
        guard let mirror, let storage else { return }
        cairo_surface_flush(surface)
        mirror.write(from: storage, region: region)
    }

    /// The clip's bounds in device pixels (the whole bitmap when nothing is clipped).
    func deviceClipExtents() -> CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        cairo_restore(cr)
        let r = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1).intersection(deviceBounds)
        return r.isNull ? .zero : r
    }

    /// Replaces the cairo context if it entered an error state, so later drawing still works:
    /// cairo ignores every call on a context in error. The saved states' clips are replayed.
    func recoverIfNeeded() {
        guard cairo_status(cr) != CAIRO_STATUS_SUCCESS else { return }
        cairo_destroy(cr)
        cr = cairo_create(surface)
        for saved in savedStates {
            for clip in saved.clips { applyClip(clip, to: cr) }
            cairo_save(cr)
        }
        for clip in state.clips { applyClip(clip, to: cr) }
    }

    /// Intersects `cr`'s clip with a recorded device-space clip.
    func applyClip(_ clip: ClipRecord, to cr: OpaquePointer) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        clip.path.addToCairo(cr)
        cairo_restore(cr)
        cairo_set_fill_rule(cr, clip.rule.cairoRule)
        cairo_set_antialias(cr, clip.antialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        cairo_clip(cr)
    }

    /// Sets cairo's matrix to `transform` (which the caller has checked is invertible).
    static func setMatrix(_ cr: OpaquePointer, _ t: CGAffineTransform) {
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_set_matrix(cr, &m)
    }

    /// Sets a solid source: `color` clamped to 0...1, its alpha multiplied by `alpha`.
    static func setSource(_ cr: OpaquePointer, _ color: CGColor, alpha: CGFloat) {
        let c = color.rgba
        func clamp(_ v: CGFloat) -> CGFloat { min(1, max(0, v)) }
        cairo_set_source_rgba(cr, clamp(c.r), clamp(c.g), clamp(c.b), clamp(c.a) * alpha)
    }
}

extension CGPathFillRule {
    var cairoRule: cairo_fill_rule_t { self == .winding ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD }
}

extension cairo_operator_t {
    /// Operators that change destination pixels outside the drawn shape (within the clip).
    var isUnbounded: Bool {
        [CAIRO_OPERATOR_IN, CAIRO_OPERATOR_OUT, CAIRO_OPERATOR_DEST_IN, CAIRO_OPERATOR_DEST_ATOP].contains(self)
    }
}

extension CGBlendMode {
    /// The cairo operator with the same definition; `.plusDarker` has none and draws as `.normal`.
    var cairoOperator: cairo_operator_t { CGBlendMode.operators[Int(rawValue)] }

    /// Indexed by raw value.
    private static let operators: [cairo_operator_t] = [
        CAIRO_OPERATOR_OVER, CAIRO_OPERATOR_MULTIPLY, CAIRO_OPERATOR_SCREEN, CAIRO_OPERATOR_OVERLAY,
        CAIRO_OPERATOR_DARKEN, CAIRO_OPERATOR_LIGHTEN, CAIRO_OPERATOR_COLOR_DODGE, CAIRO_OPERATOR_COLOR_BURN,
        CAIRO_OPERATOR_SOFT_LIGHT, CAIRO_OPERATOR_HARD_LIGHT, CAIRO_OPERATOR_DIFFERENCE, CAIRO_OPERATOR_EXCLUSION,
        CAIRO_OPERATOR_HSL_HUE, CAIRO_OPERATOR_HSL_SATURATION, CAIRO_OPERATOR_HSL_COLOR, CAIRO_OPERATOR_HSL_LUMINOSITY,
        CAIRO_OPERATOR_CLEAR, CAIRO_OPERATOR_SOURCE, CAIRO_OPERATOR_IN, CAIRO_OPERATOR_OUT,
        CAIRO_OPERATOR_ATOP, CAIRO_OPERATOR_DEST_OVER, CAIRO_OPERATOR_DEST_IN, CAIRO_OPERATOR_DEST_OUT,
        CAIRO_OPERATOR_DEST_ATOP, CAIRO_OPERATOR_XOR, CAIRO_OPERATOR_OVER /* plusDarker */, CAIRO_OPERATOR_ADD,
    ]
}

extension CGContext {
    /// Lets another stage write the context's pixels directly (the compositor's
    /// `CALayer.render(in:)`): `body` gets the premultiplied ARGB32 pixels, the current CTM
    /// (user space to device pixels, y-down) and the device clip box in pixels (rounded out).
    /// Afterwards cairo is told the pixels changed and a caller's buffer in another byte
    /// layout is brought up to date. Nothing runs when the clip is empty. A recording context
    /// hands `body` transparent pixels and records painting them over (`recordDirectPixels`).
    package func withDirectPixels(_ body: (PixelStorage, CGAffineTransform, CGRect) -> Void) {
        let clip = deviceClipExtents().integral
        guard !clip.isEmpty, state.ctm.isInvertible else { return }
        guard let storage else { return recordDirectPixels(clip: clip, body) }
        cairo_surface_flush(surface)
        beginPixelAccess(clip)
        body(storage, state.ctm, clip)
        cairo_surface_mark_dirty_rectangle(surface, Int32(clip.minX), Int32(clip.minY), Int32(clip.width), Int32(clip.height))
        endPixelAccess(clip)
    }
}
