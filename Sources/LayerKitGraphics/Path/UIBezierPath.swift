/// The corners of a rectangle, for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`
/// (UIKit's type, a LayerKit addition). Named for a y-down screen: `.topLeft` is the corner at
/// the rectangle's minimum x and minimum y.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// A set with the given raw bits (UIKit's values: 1, 2, 4, 8).
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The corner at (minX, minY).
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The corner at (maxX, minY).
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The corner at (minX, maxY).
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The corner at (maxX, maxY).
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path built with UIKit's names (a LayerKit addition standing in for UIKit's class, so the
/// book's listings that build a `CAShapeLayer.path` port line by line); it wraps a
/// `CGMutablePath` and hands it out as `cgPath`.
///
/// Coordinates are points in a y-down space (UIKit's): `clockwise` means clockwise on screen.
/// Path building and the stroke attributes live here; UIKit's `fill()`, `stroke()` and
/// `addClip()`, which draw into UIKit's current context, come with the `UIKit` module (an
/// extension of this class, so a file importing both modules sees one `UIBezierPath`).
open class UIBezierPath {
    private var path = CGMutablePath()

    /// The width `stroke()` draws with, points (default 1).
    open var lineWidth: CGFloat = 1
    /// The line ends `stroke()` draws (default `.butt`).
    open var lineCapStyle: CGLineCap = .butt
    /// The corners `stroke()` draws (default `.miter`).
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit `stroke()` draws with (default 10).
    open var miterLimit: CGFloat = 10
    /// Whether `fill()` and `addClip()` use the even-odd rule (default false: non-zero winding).
    open var usesEvenOddFillRule = false

    /// An empty path.
    public init() {}

    /// A path with the elements of `cgPath` (copied).
    public init(cgPath: CGPath) { path.addPath(cgPath) }

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// A closed ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A closed rectangle with all four corners rounded by `cornerRadius` (clamped to half the
    /// shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners,
                  cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A closed rectangle whose `corners` are rounded with quarter ellipses of radii
    /// `cornerRadii` (each clamped to half the side it lies along; non-finite or negative radii
    /// are 0); the other corners are square. Starts at the top edge and runs clockwise on screen.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        func clamp(_ v: CGFloat, _ side: CGFloat) -> CGFloat { v.isFinite ? min(max(0, v), side / 2) : 0 }
        let rx = clamp(cornerRadii.width, r.width), ry = clamp(cornerRadii.height, r.height)
        func radii(_ c: UIRectCorner) -> CGSize { corners.contains(c) ? CGSize(width: rx, height: ry) : .zero }
        let tl = radii(.topLeft), tr = radii(.topRight), br = radii(.bottomRight), bl = radii(.bottomLeft)
        path.move(to: CGPoint(x: r.minX + tl.width, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - tr.width, y: r.minY))
        addCorner(center: CGPoint(x: r.maxX - tr.width, y: r.minY + tr.height), radii: tr, from: -.pi / 2)
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.height))
        addCorner(center: CGPoint(x: r.maxX - br.width, y: r.maxY - br.height), radii: br, from: 0)
        path.addLine(to: CGPoint(x: r.minX + bl.width, y: r.maxY))
        addCorner(center: CGPoint(x: r.minX + bl.width, y: r.maxY - bl.height), radii: bl, from: .pi / 2)
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + tl.height))
        addCorner(center: CGPoint(x: r.minX + tl.width, y: r.minY + tl.height), radii: tl, from: .pi)
        path.closeSubpath()
    }

    /// An open circular arc (see `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A quarter ellipse turning clockwise on screen from angle `from`; nothing for zero radii.
    private func addCorner(center: CGPoint, radii: CGSize, from angle: CGFloat) {
        guard radii.width > 0, radii.height > 0 else { return }
        let t = CGAffineTransform(a: radii.width, b: 0, c: 0, d: radii.height, tx: center.x, ty: center.y)
        BezierMath.appendArc(to: path, radius: 1, start: angle, sweep: .pi / 2, transform: t)
    }

    /// The path as a `CGPath` (a copy; later changes to this object do not change it). Setting
    /// it replaces every element.
    public var cgPath: CGPath {
        get { CGPath(elements: path.elements) }
        set { path = CGMutablePath(elements: newValue.elements) }
    }

    /// The point the next element starts from (points; zero for an empty path).
    public var currentPoint: CGPoint { path.currentPoint }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// The smallest rectangle containing every point of the path, control points included (points).
    public var bounds: CGRect { path.boundingBox }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { path.move(to: point) }

    /// Adds a straight line from the current point to `point`.
    public func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// Adds a cubic Bézier curve from the current point to `endPoint`.
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds a quadratic Bézier curve from the current point to `endPoint`.
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds a circular arc about `center` from `startAngle` to `endAngle` (radians from the +x
    /// axis), turning clockwise on screen when `clockwise` (UIKit's y-down sense: angles
    /// increase clockwise), with a line from the current point to the arc's start if there is
    /// one. Non-finite values add nothing.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool) {
        // CGPath's `clockwise` is Apple's y-up sense, the opposite of UIKit's on a y-down screen.
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath with a line back to its start.
    public func close() { path.closeSubpath() }

    /// Appends every element of `bezierPath`.
    public func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// Transforms every point of the path by `transform`.
    public func apply(_ transform: CGAffineTransform) {
        path = CGMutablePath(elements: path.elements.map { $0.mapPoints { $0.applying(transform) } })
    }

    /// Removes every element.
    public func removeAllPoints() { path = CGMutablePath() }
}
