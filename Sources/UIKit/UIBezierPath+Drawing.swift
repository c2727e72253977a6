import LayerKitGraphics

/// UIKit's drawing methods of `UIBezierPath`: they draw the path, with its own line
/// attributes, into the current UIKit context (`UIGraphicsGetCurrentContext()`), leaving that
/// context's state as it was. Without a current context they do nothing, as UIKit's (which
/// logs "invalid context").
extension UIBezierPath {
    /// Fills the path with the context's fill colour (`UIColor.setFill()`), by the winding
    /// rule or, with `usesEvenOddFillRule`, the even-odd rule.
    public func fill() {
        withCurrentContext { ctx in
            ctx.addPath(cgPath)
            ctx.fillPath(using: fillRule)
        }
    }

    /// Strokes the path with the context's stroke colour (`UIColor.setStroke()`) and this
    /// path's `lineWidth`, `lineCapStyle`, `lineJoinStyle` and `miterLimit`.
    public func stroke() {
        withCurrentContext { ctx in
            ctx.setLineWidth(lineWidth)
            ctx.setLineCap(lineCapStyle)
            ctx.setLineJoin(lineJoinStyle)
            ctx.setMiterLimit(miterLimit)
            ctx.addPath(cgPath)
            ctx.strokePath()
        }
    }

    /// Intersects the current context's clip with the path's interior (by its fill rule).
    /// Unlike `fill()` and `stroke()`, this changes the context's state, as UIKit's does.
    public func addClip() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.addPath(cgPath)
        ctx.clip(using: fillRule)
    }

    private var fillRule: CGPathFillRule { usesEvenOddFillRule ? .evenOdd : .winding }

    private func withCurrentContext(_ body: (CGContext) -> Void) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        body(ctx)
        ctx.restoreGState()
    }
}
