import CCairo

/// Painting paths and rectangles, and clipping. Every operation that paints uses the current
/// alpha, blend mode, clip and shadow. As on Apple, painting the current path or clipping to
/// it consumes the path, and the rectangle and ellipse conveniences clear it too.
extension CGContext {
    /// Fills the current path with the fill colour, using `rule` (subpaths are closed implicitly).
    public func fillPath(using rule: CGPathFillRule = .winding) {
        let path = takePath()
        guard !path.isEmpty else { return }
        perform(fillOperation(path, rule: rule))
    }

    /// Strokes the current path with the stroke colour and line settings.
    public func strokePath() {
        let path = takePath()
        guard !path.isEmpty else { return }
        perform(strokeOperation(path))
    }

    /// Fills and/or strokes the current path as `mode` says; fill and stroke are one object
    /// (one shadow).
    public func drawPath(using mode: CGPathDrawingMode) {
        let path = takePath()
        guard !path.isEmpty else { return }
        switch mode {
        case .fill: perform(fillOperation(path, rule: .winding))
        case .eoFill: perform(fillOperation(path, rule: .evenOdd))
        case .stroke: perform(strokeOperation(path))
        case .fillStroke, .eoFillStroke:
            let fill = fillOperation(path, rule: mode == .fillStroke ? .winding : .evenOdd)
            let stroke = strokeOperation(path)
            perform(DrawOperation(bounds: stroke.bounds) { cr, alpha in
                fill.paint(cr, alpha)
                cairo_new_path(cr)
                stroke.paint(cr, alpha)
            })
        }
    }

    /// Fills `rect` (user space) with the fill colour; a non-finite rect is a no-op.
    public func fill(_ rect: CGRect) { fill([rect]) }

    /// Fills every rectangle (one object); if any is not finite, nothing is drawn.
    public func fill(_ rects: [CGRect]) {
        beginPath()
        guard rects.allSatisfy(\.isFiniteRect) else { return }
        let path = CGMutablePath()
        path.addRects(rects, transform: state.ctm)
        perform(fillOperation(path, rule: .winding))
    }

    /// Strokes the outline of `rect` with the current stroke settings.
    public func stroke(_ rect: CGRect) {
        beginPath()
        guard rect.isFiniteRect else { return }
        let path = CGMutablePath()
        path.addRect(rect, transform: state.ctm)
        perform(strokeOperation(path))
    }

    /// Strokes the outline of `rect` with line width `width` (the state's width is unchanged).
    public func stroke(_ rect: CGRect, width: CGFloat) {
        guard width.isFinite, width >= 0 else { beginPath(); return }
        let saved = state.lineWidth
        state.lineWidth = width
        stroke(rect)
        state.lineWidth = saved
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        beginPath()
        guard rect.isFiniteRect else { return }
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: state.ctm)
        perform(fillOperation(path, rule: .winding))
    }

    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        guard rect.isFiniteRect else { return }
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: state.ctm)
        perform(strokeOperation(path))
    }

    /// Strokes separate segments between point pairs (0-1, 2-3, ...); an odd last point is ignored.
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        guard points.allSatisfy(\.isFinite) else { return }
        let path = CGMutablePath()
        for i in Swift.stride(from: 0, to: points.count - 1, by: 2) {
            path.move(to: points[i], transform: state.ctm)
            path.addLine(to: points[i + 1], transform: state.ctm)
        }
        guard !path.isEmpty else { return }
        perform(strokeOperation(path))
    }

    /// Sets the pixels of `rect` (user space, within the clip) to transparent black,
    /// regardless of alpha, blend mode and shadow. A non-finite rect is a no-op.
    public func clear(_ rect: CGRect) {
        beginPath()
        guard rect.isFiniteRect, state.ctm.isInvertible else { return }
        let path = CGMutablePath()
        path.addRect(rect, transform: state.ctm)
        let safe = CairoSafePath.fillable(path, deviceBounds: deviceBounds)
        let dirty = path.boundingBox.insetBy(dx: -2, dy: -2).intersection(deviceClipExtents())
        guard !dirty.isNull, !dirty.isEmpty else { return }
        beginPixelAccess(dirty)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        safe.addToCairo(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_set_antialias(cr, state.antialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        cairo_fill(cr)
        cairo_restore(cr)
        recoverIfNeeded()
        endPixelAccess(dirty)
    }

    // MARK: Clipping

    /// Intersects the clip with the current path's interior under `rule`, then clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        let path = takePath()
        addClip(path, rule: rule)
    }

    /// Intersects the clip with `rect` (user space). A non-finite rect is a no-op.
    public func clip(to rect: CGRect) { clip(to: [rect]) }

    /// Intersects the clip with the union of `rects`. If any is not finite: no-op.
    public func clip(to rects: [CGRect]) {
        beginPath()
        guard rects.allSatisfy(\.isFiniteRect) else { return }
        let path = CGMutablePath()
        path.addRects(rects, transform: state.ctm)
        addClip(path, rule: .winding)
    }

    /// The bounding box of the clip in user space (the whole bitmap when nothing is clipped).
    public var boundingBoxOfClipPath: CGRect {
        deviceClipExtents().applying(state.ctm.inverted())
    }

    /// Intersects cairo's clip with a device-space path and records it. An empty path clips
    /// everything away, as on Apple.
    private func addClip(_ path: CGPath, rule: CGPathFillRule) {
        let record = ClipRecord(path: CairoSafePath.fillable(path, deviceBounds: deviceBounds),
                                rule: rule, antialias: state.antialias)
        state.clips.append(record)
        applyClip(record, to: cr)
        recoverIfNeeded()
    }

    // MARK: Operations

    /// The current path, which is cleared.
    func takePath() -> CGPath {
        let p = devicePath
        devicePath = CGMutablePath()
        return p
    }

    /// Fills a device-space path with `color` (by default the fill colour).
    func fillOperation(_ path: CGPath, rule: CGPathFillRule, color: CGColor? = nil) -> DrawOperation {
        let safe = CairoSafePath.fillable(path, deviceBounds: deviceBounds)
        let color = color ?? state.fillColor
        return DrawOperation(bounds: safe.boundingBox) { cr, alpha in
            cairo_identity_matrix(cr)
            safe.addToCairo(cr)
            cairo_set_fill_rule(cr, rule.cairoRule)
            CGContext.setSource(cr, color, alpha: alpha)
            cairo_fill(cr)
        }
    }

    /// Strokes a device-space path with the stroke colour and the state's line settings
    /// (interpreted in user space, through the CTM).
    func strokeOperation(_ path: CGPath) -> DrawOperation {
        let ctm = state.ctm, color = state.strokeColor
        let halfReach = effectiveLineWidth / 2 * max(state.miterLimit, 1.5) * ctm.norm + 1
        let bounds = path.boundingBox.insetBy(dx: -halfReach, dy: -halfReach)
        if !CairoSafePath.isSafe(bounds) {
            // Beyond cairo's fixed-point range: stroke it ourselves and fill the outline.
            let visible = deviceBounds.insetBy(dx: -halfReach, dy: -halfReach).applying(ctm.inverted())
            let outline = strokeOutline(path.copy(using: [ctm.inverted()])!, visible: visible)
            return fillOperation(outline.copy(using: [ctm])!, rule: .winding, color: color)
        }
        let width = effectiveLineWidth, cap = state.lineCap, join = state.lineJoin
        let miter = state.miterLimit, phase = state.dashPhase, dashes = state.dashLengths
        return DrawOperation(bounds: bounds) { cr, alpha in
            cairo_identity_matrix(cr)
            path.addToCairo(cr)
            CGContext.setMatrix(cr, ctm)
            cairo_set_line_width(cr, width)
            cairo_set_line_cap(cr, cairo_line_cap_t(rawValue: UInt32(cap.rawValue)))
            cairo_set_line_join(cr, cairo_line_join_t(rawValue: UInt32(join.rawValue)))
            cairo_set_miter_limit(cr, miter)
            cairo_set_dash(cr, dashes.map { Double($0) }, Int32(dashes.count), phase)
            CGContext.setSource(cr, color, alpha: alpha)
            cairo_stroke(cr)
        }
    }
}

extension CGAffineTransform {
    /// An upper bound of how much the transform stretches a length (the Frobenius norm).
    var norm: CGFloat { (a * a + b * b + c * c + d * d).squareRoot() }
}
