/// How a path's interior is decided when it crosses itself.
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding number.
    case winding = 0
    /// Even-odd crossing count.
    case evenOdd = 1
}

/// The kind of a `CGPathElement`.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0, addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath
}

/// One element of a path as Apple hands it to `applyWithBlock`: a type and its points
/// (1 for move and line, 2 for a quadratic curve, 3 for a cubic, 0 for close).
public struct CGPathElement {
    /// What the element does.
    public var type: CGPathElementType
    /// The element's points (control points first, end point last), valid only during the call.
    public var points: UnsafeMutablePointer<CGPoint>
}

/// A path element, LayerKit's value form.
package enum PathElement: Equatable, Hashable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(CGPoint, CGPoint)
    case cubic(CGPoint, CGPoint, CGPoint)
    case close

    /// The element's points in order (control points first, end point last).
    package var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): return [p]
        case .quad(let c, let p): return [c, p]
        case .cubic(let c1, let c2, let p): return [c1, c2, p]
        case .close: return []
        }
    }

    /// The same element with every point mapped by `f`.
    package func mapPoints(_ f: (CGPoint) -> CGPoint) -> PathElement {
        switch self {
        case .move(let p): return .move(f(p))
        case .line(let p): return .line(f(p))
        case .quad(let c, let p): return .quad(f(c), f(p))
        case .cubic(let c1, let c2, let p): return .cubic(f(c1), f(c2), f(p))
        case .close: return .close
        }
    }
}

/// An immutable vector path: subpaths of lines and quadratic and cubic Bézier curves.
open class CGPath: Equatable, Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The elements, in order.
    package internal(set) var elements: [PathElement] {
        didSet { measurements.clear() }
    }
    /// Subpaths and lengths measured once per path (strokeStart/strokeEnd windows).
    package let measurements = PathMeasurements()

    package init(elements: [PathElement]) { self.elements = elements }

    /// A closed rectangle path (move to the top-left corner, three lines, close).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let p = CGMutablePath()
        p.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: p.elements)
    }

    /// A closed ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let p = CGMutablePath()
        p.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: p.elements)
    }

    /// A closed rounded rectangle; corner sizes are clamped to half the rectangle's sides.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let p = CGMutablePath()
        p.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                         transform: transform?.pointee ?? .identity)
        self.init(elements: p.elements)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The end point of the last element (the subpath start after a close); `.zero` when empty.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for e in elements {
            switch e {
            case .move(let p): start = p; current = p
            case .close: current = start
            default: current = e.points.last!
            }
        }
        return current
    }

    /// The bounds of every point, control points included; `.null` when empty.
    public var boundingBox: CGRect {
        var minX = CGFloat.zero, maxX = CGFloat.zero, minY = CGFloat.zero, maxY = CGFloat.zero, first = true
        forEachPoint { p in
            if first {
                (minX, maxX, minY, maxY, first) = (p.x, p.x, p.y, p.y, false)
            } else {
                minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
                minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
            }
        }
        return first ? .null : CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Calls `body` with every point in order, control points included, without making an
    /// array of them (shape layers ask for their path's bounds every frame they animate).
    package func forEachPoint(_ body: (CGPoint) -> Void) {
        for e in elements {
            switch e {
            case .move(let p), .line(let p): body(p)
            case .quad(let c, let p): body(c); body(p)
            case .cubic(let c1, let c2, let p): body(c1); body(c2); body(p)
            case .close: break
            }
        }
    }

    /// The tight bounds of the drawn outline (curve extrema, not control points); `.null` when empty.
    public var boundingBoxOfPath: CGRect {
        var pts: [CGPoint] = []
        var current = CGPoint.zero, start = CGPoint.zero
        for e in elements {
            switch e {
            case .move(let p): pts.append(p); current = p; start = p
            case .line(let p): pts.append(p); current = p
            case .quad(let c, let p):
                pts.append(p)
                pts += BezierMath.quadExtrema(current, c, p)
                current = p
            case .cubic(let c1, let c2, let p):
                pts.append(p)
                pts += BezierMath.cubicExtrema(current, c1, c2, p)
                current = p
            case .close: current = start
            }
        }
        return .bounding(pts)
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    /// A copy with every point transformed by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return copy() }
        return CGPath(elements: elements.map { $0.mapPoints { $0.applying(t) } })
    }

    /// Calls `block` once per element, with Apple's element layout.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let buffer = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { buffer.deallocate() }
        for e in elements {
            let pts = e.points
            for (i, p) in pts.enumerated() { buffer[i] = p }
            let type: CGPathElementType
            switch e {
            case .move: type = .moveToPoint
            case .line: type = .addLineToPoint
            case .quad: type = .addQuadCurveToPoint
            case .cubic: type = .addCurveToPoint
            case .close: type = .closeSubpath
            }
            var element = CGPathElement(type: type, points: buffer)
            block(&element)
        }
    }

    public static func == (a: CGPath, b: CGPath) -> Bool { a.elements == b.elements }
    public func hash(into h: inout Hasher) { h.combine(elements) }

    public var description: String { "CGPath(\(elements.count) elements, bounds \(boundingBox))" }
}

/// A path that can be extended; every builder takes an optional transform applied to its points.
open class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() { super.init(elements: []) }

    package override init(elements: [PathElement]) { super.init(elements: elements) }

    private var lastMoveIndexIsOpen: Bool {
        guard let last = elements.last else { return false }
        if case .close = last { return false }
        return true
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.move(point.applying(transform)))
    }

    /// Adds a line from the current point; starts a subpath at `point` if there is none.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        let p = point.applying(transform)
        elements.append(lastMoveIndexIsOpen ? .line(p) : .move(p))
    }

    /// Adds a polyline through `points` (a move to the first, then lines).
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    /// Adds a quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        ensureCurrentPoint(control.applying(transform))
        elements.append(.quad(control.applying(transform), end.applying(transform)))
    }

    /// Adds a cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        ensureCurrentPoint(control1.applying(transform))
        elements.append(.cubic(control1.applying(transform), control2.applying(transform), end.applying(transform)))
    }

    private func ensureCurrentPoint(_ p: CGPoint) {
        if !lastMoveIndexIsOpen { elements.append(.move(p)) }
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        if lastMoveIndexIsOpen { elements.append(.close) }
    }

    /// Adds a closed rectangle as its own subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// Adds each rectangle as a closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// Adds a closed ellipse inscribed in `rect`, starting at its right-most point and turning
    /// with increasing angle (clockwise on a y-down screen).
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let t = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY)
            .concatenating(transform)
        move(to: CGPoint(x: 1, y: 0), transform: t)
        BezierMath.appendArc(to: self, radius: 1, start: 0, sweep: 2 * .pi, transform: t)
        closeSubpath()
    }

    /// Adds a closed rounded rectangle; corner sizes are clamped to 0...half the sides.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let cw = min(max(0, cornerWidth.isFinite ? cornerWidth : 0), r.width / 2)
        let ch = min(max(0, cornerHeight.isFinite ? cornerHeight : 0), r.height / 2)
        if cw == 0 || ch == 0 { addRect(r, transform: transform); return }
        func corner(_ cx: CGFloat, _ cy: CGFloat, _ start: CGFloat) {
            let t = CGAffineTransform(a: cw, b: 0, c: 0, d: ch, tx: cx, ty: cy).concatenating(transform)
            BezierMath.appendArc(to: self, radius: 1, start: start, sweep: .pi / 2, transform: t)
        }
        move(to: CGPoint(x: r.minX + cw, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - cw, y: r.minY), transform: transform)
        corner(r.maxX - cw, r.minY + ch, -.pi / 2)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ch), transform: transform)
        corner(r.maxX - cw, r.maxY - ch, 0)
        addLine(to: CGPoint(x: r.minX + cw, y: r.maxY), transform: transform)
        corner(r.minX + cw, r.maxY - ch, .pi / 2)
        addLine(to: CGPoint(x: r.minX, y: r.minY + ch), transform: transform)
        corner(r.minX + cw, r.minY + ch, .pi)
        closeSubpath()
    }

    /// Adds a circular arc. Angles are radians from the +x axis; with `clockwise` false the
    /// angle increases from start to end (clockwise on a y-down screen, counter-clockwise in
    /// Apple's y-up default space). A line joins the current point to the arc's start. The
    /// arc runs from the start point to the end point in the direction asked, so it never
    /// covers more than a whole turn; angles a whole number of turns apart give the whole
    /// circle in either direction (see `BezierMath.arcSweep`).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        guard radius.isFinite, startAngle.isFinite, endAngle.isFinite, center.x.isFinite, center.y.isFinite else { return }
        let sweep = BezierMath.arcSweep(from: startAngle, to: endAngle, clockwise: clockwise)
        let t = CGAffineTransform(translationX: center.x, y: center.y).concatenating(transform)
        let start = CGPoint(x: radius * cos(startAngle), y: radius * sin(startAngle))
        addLine(to: start, transform: t)
        BezierMath.appendArc(to: self, radius: radius, start: startAngle, sweep: sweep, transform: t)
    }

    /// Adds an arc of `delta` radians (positive: increasing angle) starting at `startAngle`.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta,
               clockwise: delta < 0, transform: transform)
    }

    /// Adds an arc tangent to the lines current-point → `tangent1End` and `tangent1End` → `tangent2End`.
    public func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        let inv = transform.inverted()
        let p0 = currentPoint.applying(inv)
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard l1 > 0, l2 > 0, radius > 0, abs(cross) > 1e-12 else { addLine(to: p1, transform: transform); return }
        let angle = acos(max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2))))
        let d = radius / tan(angle / 2)
        let t1 = CGPoint(x: p1.x + v1.x / l1 * d, y: p1.y + v1.y / l1 * d)
        let t2 = CGPoint(x: p1.x + v2.x / l2 * d, y: p1.y + v2.y / l2 * d)
        let bis = CGPoint(x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
        let bl = hypot(bis.x, bis.y), h = radius / sin(angle / 2)
        let c = CGPoint(x: p1.x + bis.x / bl * h, y: p1.y + bis.y / bl * h)
        let a1 = atan2(t1.y - c.y, t1.x - c.x), a2 = atan2(t2.y - c.y, t2.x - c.x)
        addArc(center: c, radius: radius, startAngle: a1, endAngle: a2, clockwise: cross > 0, transform: transform)
    }

    /// Appends every element of `path`, transformed.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements += path.elements.map { $0.mapPoints { $0.applying(transform) } }
    }
}

/// Bézier helpers shared by path building, bounds and flattening.
package enum BezierMath {
    /// The signed angle (radians, positive for increasing angle) an arc from `start` to `end`
    /// turns through, going the way `clockwise` asks (false: increasing angle):
    /// - a turn or more in the direction asked is the whole circle (one turn);
    /// - angles a non-zero whole number of turns apart (to 1e-9 of the difference) are the
    ///   whole circle too, whichever way: Apple draws `startAngle: 0, endAngle: 2 * .pi` as a
    ///   circle with either `clockwise` (the published recordings of iOS spinners built that
    ///   way; Microsoft's WinObjC port of Core Graphics matched the same case on its
    ///   reference platform);
    /// - otherwise the difference taken modulo a turn into the direction asked, so the arc ends
    ///   at `end`'s point; equal angles give an empty arc.
    /// Constant time for any finite angles (a sweep of 1e300 radians is reduced by `remainder`).
    package static func arcSweep(from start: CGFloat, to end: CGFloat, clockwise: Bool) -> CGFloat {
        let full = 2 * CGFloat.pi
        let delta = end - start
        let direction: CGFloat = clockwise ? -1 : 1
        guard delta.isFinite else { return direction * full }
        if delta * direction >= full { return direction * full }
        let r = delta.remainder(dividingBy: full)
        if delta != 0, Swift.abs(r) <= 1e-9 * Swift.max(1, Swift.abs(delta)) { return direction * full }
        if clockwise { return r > 0 ? r - full : r }
        return r < 0 ? r + full : r
    }

    /// Appends cubic curves approximating a circular arc of `radius` about the origin of `t`
    /// (in at most quarter-turn pieces), continuing from the current point.
    package static func appendArc(to path: CGMutablePath, radius: CGFloat, start: CGFloat, sweep: CGFloat,
                                  transform t: CGAffineTransform) {
        guard sweep != 0 else { return }
        let n = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up) - 1e-9))
        let step = sweep / CGFloat(n)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a = start
        for _ in 0..<n {
            let b = a + step
            let p0 = CGPoint(x: cos(a), y: sin(a)), p3 = CGPoint(x: cos(b), y: sin(b))
            let c1 = CGPoint(x: p0.x - k * p0.y, y: p0.y + k * p0.x)
            let c2 = CGPoint(x: p3.x + k * p3.y, y: p3.y - k * p3.x)
            func s(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x * radius, y: p.y * radius).applying(t) }
            path.elements.append(.cubic(s(c1), s(c2), s(p3)))
            a = b
        }
    }

    /// Points where a quadratic curve reaches an extremum in x or y.
    package static func quadExtrema(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint) -> [CGPoint] {
        var out: [CGPoint] = []
        for axis in 0..<2 {
            let a = axis == 0 ? p0.x : p0.y, b = axis == 0 ? c.x : c.y, d = axis == 0 ? p1.x : p1.y
            let den = a - 2 * b + d
            if den != 0 {
                let t = (a - b) / den
                if t > 0 && t < 1 { out.append(quadPoint(p0, c, p1, t)) }
            }
        }
        return out
    }

    /// Points where a cubic curve reaches an extremum in x or y.
    package static func cubicExtrema(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
        var out: [CGPoint] = []
        for axis in 0..<2 {
            let v = axis == 0 ? [p0.x, c1.x, c2.x, p3.x] : [p0.y, c1.y, c2.y, p3.y]
            // Derivative coefficients: a t^2 + b t + c.
            let a = -v[0] + 3 * v[1] - 3 * v[2] + v[3]
            let b = 2 * (v[0] - 2 * v[1] + v[2])
            let c = v[1] - v[0]
            var roots: [CGFloat] = []
            if abs(a) < 1e-12 {
                if b != 0 { roots = [-c / b] }
            } else {
                let disc = b * b - 4 * a * c
                if disc >= 0 {
                    let s = disc.squareRoot()
                    roots = [(-b + s) / (2 * a), (-b - s) / (2 * a)]
                }
            }
            for t in roots where t > 0 && t < 1 { out.append(cubicPoint(p0, c1, c2, p3, t)) }
        }
        return out
    }

    /// The control points of the cubic curve that traces the quadratic curve from `p0` through
    /// control `c` to `p1` (each 2/3 of the way from an end point to `c`), parameter for
    /// parameter.
    package static func cubicControls(quadFrom p0: CGPoint, _ c: CGPoint, _ p1: CGPoint) -> (CGPoint, CGPoint) {
        (CGPoint(x: p0.x + 2 / 3 * (c.x - p0.x), y: p0.y + 2 / 3 * (c.y - p0.y)),
         CGPoint(x: p1.x + 2 / 3 * (c.x - p1.x), y: p1.y + 2 / 3 * (c.y - p1.y)))
    }

    /// The point at parameter `t` of a quadratic curve.
    package static func quadPoint(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x,
                       y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
    }

    /// The point at parameter `t` of a cubic curve.
    package static func cubicPoint(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p3.x, y: a * p0.y + b * c1.y + c * c2.y + d * p3.y)
    }
}
