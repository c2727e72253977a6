extension CGColor: AnimatableValue {
    /// A `CGColor`; other values are not colours.
    package static func coerce(_ value: Any) -> Self? { value as? Self }

    private static func make(_ c: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat)) -> Self {
        Self(red: c.r, green: c.g, blue: c.b, alpha: c.a)
    }

    /// Component-wise in un-premultiplied RGBA; gray colours are promoted to RGB, so the result
    /// is always an RGB colour.
    package func interpolated(to other: CGColor, fraction t: Double) -> Self {
        let a = rgba, b = other.rgba, k = CGFloat(t)
        return Self.make((a.r + (b.r - a.r) * k, a.g + (b.g - a.g) * k, a.b + (b.b - a.b) * k, a.a + (b.a - a.a) * k))
    }
    /// Component-wise sum; components may leave 0...1 (they are clamped only when drawn).
    package func adding(_ other: CGColor) -> Self {
        let a = rgba, b = other.rgba
        return Self.make((a.r + b.r, a.g + b.g, a.b + b.b, a.a + b.a))
    }
    package func subtracting(_ other: CGColor) -> Self {
        let a = rgba, b = other.rgba
        return Self.make((a.r - b.r, a.g - b.g, a.b - b.b, a.a - b.a))
    }
    package func scaled(by s: Double) -> Self {
        let a = rgba, k = CGFloat(s)
        return Self.make((a.r * k, a.g * k, a.b * k, a.a * k))
    }
    /// Euclidean distance in RGBA.
    package func distance(to other: CGColor) -> Double {
        let a = rgba, b = other.rgba
        let d = [a.r - b.r, a.g - b.g, a.b - b.b, a.a - b.a]
        return Double(d.reduce(0) { $0 + $1 * $1 }.squareRoot())
    }
}

/// Paths interpolate point by point. `CGPath` is an open class without a public required
/// initializer, so results are built as `CGPath` or `CGMutablePath` (matching the receiver);
/// a subclass defined outside LayerKit cannot be rebuilt and keeps its own value (no animation).
extension CGPath: AnimatableValue {
    /// A copy of a `CGPath` or `CGMutablePath` (so later mutation of the original does not
    /// change the animation).
    package static func coerce(_ value: Any) -> Self? {
        guard let p = value as? CGPath else { return nil }
        let copy: CGPath = Self.self == CGMutablePath.self ? CGMutablePath(elements: p.elements) : CGPath(elements: p.elements)
        return copy as? Self
    }

    private func rebuilt(_ elements: [PathElement]) -> Self {
        let made: CGPath = self is CGMutablePath ? CGMutablePath(elements: elements) : CGPath(elements: elements)
        return (made as? Self) ?? self
    }

    /// Whether both paths have the same elements in the same order (kinds, not points).
    package func hasSameStructure(as other: CGPath) -> Bool {
        elements.count == other.elements.count
            && zip(elements, other.elements).allSatisfy { $0.points.count == $1.points.count && Self.kind($0) == Self.kind($1) }
    }

    private static func kind(_ e: PathElement) -> Int {
        switch e {
        case .move: return 0
        case .line: return 1
        case .quad: return 2
        case .cubic: return 3
        case .close: return 4
        }
    }

    /// Point by point when both paths have the same structure; otherwise discrete: the path
    /// switches to `other` at fraction 0.5 (as Apple shows an unmatched path change).
    package func interpolated(to other: CGPath, fraction t: Double) -> Self {
        combined(other, discrete: t >= 0.5 ? other : self) { $0.interpolated(to: $1, fraction: t) }
    }
    /// Point-by-point sum; with different structures `self` is kept.
    package func adding(_ other: CGPath) -> Self { combined(other, discrete: self) { $0.adding($1) } }
    package func subtracting(_ other: CGPath) -> Self { combined(other, discrete: self) { $0.subtracting($1) } }
    package func scaled(by s: Double) -> Self { combined(self, discrete: self) { a, _ in a.scaled(by: s) } }
    /// An additive path animation's value added to the property's path (Apple: "added to the
    /// current render tree value", the addition type-dependent): point by point when both
    /// have the same elements; an empty base (a shape layer whose path is nil) is the sum's
    /// identity, so the animation's path shows as it is; paths of different structure cannot
    /// be added (Apple leaves mismatched paths undefined) and the base is kept.
    package func combinedAdditively(with base: CGPath) -> Self {
        if base.elements.isEmpty { return rebuilt(elements) }
        return combined(base, discrete: base) { $1.adding($0) }
    }
    /// The sum of the distances of corresponding points; 1 between paths of different structure.
    package func distance(to other: CGPath) -> Double {
        guard hasSameStructure(as: other) else { return 1 }
        return zip(elements.flatMap(\.points), other.elements.flatMap(\.points)).reduce(0) { $0 + $1.0.distance(to: $1.1) }
    }

    private func combined(_ other: CGPath, discrete: CGPath, _ f: (CGPoint, CGPoint) -> CGPoint) -> Self {
        guard hasSameStructure(as: other) else { return rebuilt(discrete.elements) }
        let mixed = zip(elements, other.elements).map { a, b -> PathElement in
            let q = zip(a.points, b.points).map(f)
            switch a {
            case .move: return .move(q[0])
            case .line: return .line(q[0])
            case .quad: return .quad(q[0], q[1])
            case .cubic: return .cubic(q[0], q[1], q[2])
            case .close: return .close
            }
        }
        return rebuilt(mixed)
    }
}
