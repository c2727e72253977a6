/// A pacing curve: a cubic Bézier from (0, 0) to (1, 1) with two control points, mapping the
/// fraction of time elapsed to the fraction of change.
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    private let c1: (x: Float, y: Float)
    private let c2: (x: Float, y: Float)

    /// One of Apple's named curves.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// A curve with control points `(c1x, c1y)` and `(c2x, c2y)`; x values are clamped to 0...1
    /// so that the curve stays a function of time.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        func clampX(_ v: Float) -> Float { v.isFinite ? min(1, max(0, v)) : 0 }
        func finiteY(_ v: Float) -> Float { v.isFinite ? v : 0 }
        c1 = (clampX(c1x), finiteY(c1y))
        c2 = (clampX(c2x), finiteY(c2y))
        super.init()
    }

    /// Writes control point `index` (0: (0,0), 1 and 2: the control points, 3: (1,1)) into
    /// `ptr[0]` (x) and `ptr[1]` (y); other indices write nothing.
    public func getControlPoint(at index: Int, values ptr: UnsafeMutablePointer<Float>) {
        let p: (Float, Float)
        switch index {
        case 0: p = (0, 0)
        case 1: p = (c1.x, c1.y)
        case 2: p = (c2.x, c2.y)
        case 3: p = (1, 1)
        default: return
        }
        ptr[0] = p.0; ptr[1] = p.1
    }

    /// The fraction of change at the fraction of time `t` (clamped to 0...1), solved to about 1e-7.
    public func solve(_ t: Double) -> Double {
        let x = min(1, max(0, t.isFinite ? t : 0))
        if c1.x == c1.y && c2.x == c2.y { return x }
        let u = parameter(forX: x)
        return Self.bezier(u, Double(c1.y), Double(c2.y))
    }

    /// The curve parameter whose x is `x`, by Newton's method with a bisection fallback.
    private func parameter(forX x: Double) -> Double {
        let ax = Double(c1.x), bx = Double(c2.x)
        var u = x
        for _ in 0..<8 {
            let err = Self.bezier(u, ax, bx) - x
            if abs(err) < 1e-9 { return u }
            let d = Self.derivative(u, ax, bx)
            if abs(d) < 1e-9 { break }
            u -= err / d
            if u < 0 || u > 1 { break }
        }
        var lo = 0.0, hi = 1.0
        u = x
        for _ in 0..<60 {
            let v = Self.bezier(u, ax, bx)
            if abs(v - x) < 1e-10 { break }
            if v < x { lo = u } else { hi = u }
            u = (lo + hi) / 2
        }
        return u
    }

    /// One coordinate of the curve with end values 0 and 1 and control values `a`, `b`.
    private static func bezier(_ u: Double, _ a: Double, _ b: Double) -> Double {
        let v = 1 - u
        return 3 * v * v * u * a + 3 * v * u * u * b + u * u * u
    }

    private static func derivative(_ u: Double, _ a: Double, _ b: Double) -> Double {
        let v = 1 - u
        return 3 * v * v * a + 6 * v * u * (b - a) + 3 * u * u * (1 - b)
    }

    open override var description: String {
        "CAMediaTimingFunction((\(c1.x), \(c1.y)), (\(c2.x), \(c2.y)))"
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? CAMediaTimingFunction else { return false }
        return c1 == o.c1 && c2 == o.c2
    }
}

/// A named function turning animated scalars into a transform (`rotateZ`, `scale`, `translate`...).
open class CAValueFunction: NSObject, @unchecked Sendable {
    /// The function's name.
    public let name: CAValueFunctionName

    private static let known: Set<String> = ["rotateX", "rotateY", "rotateZ", "scale", "scaleX", "scaleY",
                                             "scaleZ", "translate", "translateX", "translateY", "translateZ"]

    /// The function named `name`; nil for names Apple does not define.
    public init?(name: CAValueFunctionName) {
        guard Self.known.contains(name.rawValue) else { return nil }
        self.name = name
        super.init()
    }
}
