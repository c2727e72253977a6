import CCairo

/// Gradients paint the whole clip (they are not limited to the current path; clip first to
/// paint a shape), in user space through the CTM.
extension CGContext {
    /// Paints `gradient` along the line from `start` to `end` (user space): colours are
    /// constant on lines perpendicular to it. Outside the segment the clip is left unpainted
    /// unless `options` extend the end colours. Non-finite points, or `start == end`: no-op.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint,
                                   options: CGGradientDrawingOptions) {
        guard start.isFinite, end.isFinite, start != end else { return }
        let axis = GradientAxis(c0: start, r0: 0, c1: end, r1: 0)
        drawGradient(gradient, axis: axis, options: options) { a in
            cairo_pattern_create_linear(a.c0.x, a.c0.y, a.c1.x, a.c1.y)!
        }
    }

    /// Paints `gradient` across the circles that interpolate between the start circle and the
    /// end circle (user space), later circles over earlier ones, as Apple and PDF define it.
    /// `.drawsBeforeStartLocation` continues the circles before the start (down to radius 0),
    /// `.drawsAfterEndLocation` after the end, in the end colours. Non-finite values or a
    /// negative radius: no-op.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        guard startCenter.isFinite, endCenter.isFinite, startRadius.isFinite, endRadius.isFinite,
              startRadius >= 0, endRadius >= 0, startCenter != endCenter || startRadius != endRadius else { return }
        let axis = GradientAxis(c0: startCenter, r0: startRadius, c1: endCenter, r1: endRadius)
        drawGradient(gradient, axis: axis, options: options) { a in
            cairo_pattern_create_radial(a.c0.x, a.c0.y, a.r0, a.c1.x, a.c1.y, a.r1)!
        }
    }

    /// Paints a gradient pattern over the clip. Both extensions map to cairo's PAD and none to
    /// NONE; one alone is made by extending the axis itself far enough past the extended end
    /// to cover the clip (and, for circles, no further than radius 0), with the end colour there.
    private func drawGradient(_ gradient: CGGradient, axis: GradientAxis, options: CGGradientDrawingOptions,
                              makePattern: @escaping (GradientAxis) -> OpaquePointer) {
        guard state.ctm.isInvertible else { return }
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        let ctm = state.ctm
        var (t0, t1): (CGFloat, CGFloat) = (0, 1)
        if before != after {
            let reach = axis.parameterReach(covering: boundingBoxOfClipPath)
            if before { t0 = -axis.extension(towardsStart: true, reach: reach) }
            if after { t1 = 1 + axis.extension(towardsStart: false, reach: reach) }
        }
        let a = axis.sub(t0, t1)
        let stops = gradient.stops.map { CGGradient.Stop(location: ($0.location - t0) / (t1 - t0), color: $0.color) }
        perform(DrawOperation(bounds: nil) { cr, alpha in
            CGContext.setMatrix(cr, ctm)
            let pattern = makePattern(a)
            defer { cairo_pattern_destroy(pattern) }
            if t0 < 0, let first = gradient.stops.first { GradientAxis.addStop(pattern, 0, first.color) }
            for s in stops { GradientAxis.addStop(pattern, s.location, s.color) }
            if t1 > 1, let last = gradient.stops.last { GradientAxis.addStop(pattern, 1, last.color) }
            cairo_pattern_set_extend(pattern, before && after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
            cairo_set_source(cr, pattern)
            cairo_paint_with_alpha(cr, alpha)
        })
    }
}

/// The geometry of a gradient: circles `c(t), r(t)` for t in 0...1 (radii 0 for linear ones).
struct GradientAxis {
    var c0: CGPoint, r0: CGFloat, c1: CGPoint, r1: CGFloat

    /// The circle at parameter `t` (extrapolated outside 0...1).
    func center(_ t: CGFloat) -> CGPoint { CGPoint(x: c0.x + (c1.x - c0.x) * t, y: c0.y + (c1.y - c0.y) * t) }
    func radius(_ t: CGFloat) -> CGFloat { r0 + (r1 - r0) * t }

    /// The axis from parameter `t0` to `t1`.
    func sub(_ t0: CGFloat, _ t1: CGFloat) -> GradientAxis {
        GradientAxis(c0: center(t0), r0: radius(t0), c1: center(t1), r1: radius(t1))
    }

    /// How many parameter units it takes to sweep past everything in `rect` (user space).
    func parameterReach(covering rect: CGRect) -> CGFloat {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
        let far = corners.map { max(hypot($0.x - c0.x, $0.y - c0.y), hypot($0.x - c1.x, $0.y - c1.y)) }.max() ?? 0
        let speed = max(hypot(c1.x - c0.x, c1.y - c0.y), abs(r1 - r0), 1e-9)
        return min(1e6, (far + r0 + r1 + 1) / speed)
    }

    /// How far to extend past the start (or end): `reach`, or less where the radius reaches 0.
    func `extension`(towardsStart: Bool, reach: CGFloat) -> CGFloat {
        let shrink = towardsStart ? r1 - r0 : r0 - r1 // radius lost per parameter unit outward
        let r = towardsStart ? r0 : r1
        if shrink > 0 { return min(reach, r / shrink) }
        return reach
    }

    static func addStop(_ pattern: OpaquePointer, _ offset: CGFloat, _ c: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat)) {
        func clamp(_ v: CGFloat) -> CGFloat { min(1, max(0, v)) }
        cairo_pattern_add_color_stop_rgba(pattern, clamp(offset), clamp(c.r), clamp(c.g), clamp(c.b), clamp(c.a))
    }
}
