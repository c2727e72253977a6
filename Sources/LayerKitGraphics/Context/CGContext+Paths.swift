/// Building the current path. Points are given in user space and transformed by the CTM as
/// they are added (as in Core Graphics), so later transforms do not move them. Any call with
/// a non-finite coordinate, size, radius or angle is a no-op that leaves the path unchanged.
extension CGContext {
    /// Discards the current path.
    public func beginPath() { devicePath = CGMutablePath() }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) {
        guard point.isFinite else { return }
        devicePath.move(to: point, transform: state.ctm)
    }

    /// Adds a line from the current point to `point` (a move when there is no current point).
    public func addLine(to point: CGPoint) {
        guard point.isFinite else { return }
        devicePath.addLine(to: point, transform: state.ctm)
    }

    /// Adds a polyline: a move to the first point, then lines through the others.
    public func addLines(between points: [CGPoint]) {
        guard points.allSatisfy(\.isFinite) else { return }
        devicePath.addLines(between: points, transform: state.ctm)
    }

    /// Adds a cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard end.isFinite, control1.isFinite, control2.isFinite else { return }
        devicePath.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
    }

    /// Adds a quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard end.isFinite, control.isFinite else { return }
        devicePath.addQuadCurve(to: end, control: control, transform: state.ctm)
    }

    /// Adds a circular arc with `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:)`'s
    /// convention: angles in radians from the +x axis; `clockwise` false means increasing angle,
    /// which turns clockwise on screen in this y-down context. A line joins the current point
    /// to the arc's start.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        guard center.isFinite, radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
        devicePath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                          clockwise: clockwise, transform: state.ctm)
    }

    /// Adds an arc of `radius` tangent to the lines from the current point to `tangent1End`
    /// and from `tangent1End` to `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        guard tangent1End.isFinite, tangent2End.isFinite, radius.isFinite else { return }
        devicePath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm)
    }

    /// Adds a closed rectangle.
    public func addRect(_ rect: CGRect) {
        guard rect.isFiniteRect else { return }
        devicePath.addRect(rect, transform: state.ctm)
    }

    /// Adds each rectangle as a closed subpath (no-op if any is not finite).
    public func addRects(_ rects: [CGRect]) {
        guard rects.allSatisfy(\.isFiniteRect) else { return }
        devicePath.addRects(rects, transform: state.ctm)
    }

    /// Adds a closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) {
        guard rect.isFiniteRect else { return }
        devicePath.addEllipse(in: rect, transform: state.ctm)
    }

    /// Adds `path` (in user space). A path with a non-finite point is not added.
    public func addPath(_ path: CGPath) {
        guard path.hasOnlyFinitePoints else { return }
        devicePath.addPath(path, transform: state.ctm)
    }

    /// Closes the current subpath with a line back to its start.
    public func closePath() { devicePath.closeSubpath() }

    /// Whether the current path has no elements.
    public var isPathEmpty: Bool { devicePath.isEmpty }

    /// The current point of the path, in user space.
    public var currentPointOfPath: CGPoint { devicePath.currentPoint.applying(state.ctm.inverted()) }

    /// The bounding box of the current path in user space (control points included); `.null` when empty.
    public var boundingBoxOfPath: CGRect { userPath.boundingBox }

    /// A copy of the current path in user space; nil when the path is empty.
    public var path: CGPath? { devicePath.isEmpty ? nil : userPath }

    /// Replaces the current path with the outline of its stroke under the current line width,
    /// cap, join, miter limit and dash (see `CGPath.copy(strokingWithWidth:...)`), to be filled
    /// with the non-zero winding rule.
    public func replacePathWithStrokedPath() {
        guard !devicePath.isEmpty, state.ctm.isInvertible else { return }
        let stroked = strokeOutline(userPath)
        devicePath = CGMutablePath()
        devicePath.addPath(stroked, transform: state.ctm)
    }

    /// The current path mapped back to user space.
    var userPath: CGPath {
        let inverse = state.ctm.inverted()
        return CGPath(elements: devicePath.elements.map { $0.mapPoints { $0.applying(inverse) } })
    }

    /// The area a stroke of `path` (user space) covers under the current stroke settings, in
    /// user space; with `visible` (user space), dashes are only made where they can show.
    func strokeOutline(_ path: CGPath, visible: CGRect? = nil) -> CGPath {
        let dashed = state.dashLengths.isEmpty ? path : path.dashed(phase: state.dashPhase, lengths: state.dashLengths, within: visible)
        return dashed.copy(strokingWithWidth: effectiveLineWidth, lineCap: state.lineCap,
                           lineJoin: state.lineJoin, miterLimit: state.miterLimit)
    }

    /// The line width in user units, with 0 mapped to about one device pixel.
    var effectiveLineWidth: CGFloat {
        guard state.lineWidth == 0 else { return state.lineWidth }
        let det = abs(state.ctm.determinant)
        return det > 0 ? 1 / det.squareRoot() : 1
    }
}

extension CGPoint {
    var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGRect {
    /// Whether origin and size are finite (`.null` and `.infinite` are not).
    var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
            && (origin.x + size.width).isFinite && (origin.y + size.height).isFinite
    }
}
