import CCairo

extension CGPath {
    /// Appends the path to cairo's current path, each point mapped by `transform` and then by
    /// cairo's current matrix. The one place where paths become cairo paths (CGContext,
    /// CAShapeLayer). Callers check `hasOnlyFinitePoints` first: cairo has no NaN handling.
    package func addToCairo(_ cr: OpaquePointer, transform: CGAffineTransform = .identity) {
        var pen = CGPoint.zero, start = CGPoint.zero
        for element in elements {
            switch element.mapPoints({ $0.applying(transform) }) {
            case .move(let p):
                cairo_move_to(cr, p.x, p.y)
                pen = p; start = p
            case .line(let p):
                cairo_line_to(cr, p.x, p.y)
                pen = p
            case .quad(let c, let p):
                let (c1, c2) = BezierMath.cubicControls(quadFrom: pen, c, p)
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                pen = p
            case .cubic(let c1, let c2, let p):
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                pen = p
            case .close:
                cairo_close_path(cr)
                pen = start
            }
        }
    }
}
