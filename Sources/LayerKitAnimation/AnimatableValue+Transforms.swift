extension CATransform3D: AnimatableValue {
    /// A finite `CATransform3D`, or a `CGAffineTransform` (made 3D), bare or boxed in an
    /// `NSValue` (`NSValue(caTransform3D:)`, `NSValue(cgAffineTransform:)`).
    package static func coerce(_ value: Any) -> CATransform3D? {
        var t = value as? CATransform3D
        if t == nil, let a = value as? CGAffineTransform { t = CATransform3DMakeAffineTransform(a) }
        if t == nil, let box = value as? NSValue {
            t = box.boxedCATransform3D ?? box.boxedCGAffineTransform.map(CATransform3DMakeAffineTransform)
        }
        guard let t, t.isFinite else { return nil }
        return t
    }

    /// Both ends decomposed (translation, scale, skew, perspective, rotation quaternion), the
    /// pieces interpolated, the rotation by slerp, and the result recomposed: a half-turn passes
    /// through the quarter-turn, and a full turn looks like the identity (book 8.8, 8.8a).
    /// When either end cannot be decomposed (singular, not finite), entries interpolate one by one.
    package func interpolated(to other: CATransform3D, fraction t: Double) -> CATransform3D {
        if let a = decomposed(), let b = other.decomposed() {
            let mid = CATransform3D(a.interpolated(to: b, fraction: CGFloat(t)))
            if mid.isFinite { return mid }
        }
        return elementwise(other) { $0 + ($1 - $0) * CGFloat(t) }
    }

    /// Entry-by-entry sum, as Apple adds matrices for `byValue` and cumulative repeats: a
    /// rotation matrix as `byValue` scales and shears oddly instead of rotating (book 8.8a).
    package func adding(_ other: CATransform3D) -> CATransform3D { elementwise(other, +) }
    package func subtracting(_ other: CATransform3D) -> CATransform3D { elementwise(other, -) }
    package func scaled(by s: Double) -> CATransform3D { elementwise(self) { a, _ in a * CGFloat(s) } }
    /// The Frobenius norm of the difference.
    package func distance(to other: CATransform3D) -> Double {
        Double(zip(entries, other.entries).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot())
    }
    /// `self` concatenated with `base`: the animated transform applies first, then the base.
    package func combinedAdditively(with base: CATransform3D) -> CATransform3D { concatenating(base) }
    /// The identity, the neutral element of concatenation.
    package var additiveIdentity: CATransform3D { .identity }

    private func elementwise(_ o: CATransform3D, _ f: (CGFloat, CGFloat) -> CGFloat) -> CATransform3D {
        CATransform3D(m11: f(m11, o.m11), m12: f(m12, o.m12), m13: f(m13, o.m13), m14: f(m14, o.m14),
                      m21: f(m21, o.m21), m22: f(m22, o.m22), m23: f(m23, o.m23), m24: f(m24, o.m24),
                      m31: f(m31, o.m31), m32: f(m32, o.m32), m33: f(m33, o.m33), m34: f(m34, o.m34),
                      m41: f(m41, o.m41), m42: f(m42, o.m42), m43: f(m43, o.m43), m44: f(m44, o.m44))
    }
}

extension CGAffineTransform: AnimatableValue {
    /// A finite `CGAffineTransform`, or a `CATransform3D` whose affine part is taken, bare or
    /// boxed in an `NSValue`.
    package static func coerce(_ value: Any) -> CGAffineTransform? {
        var a = value as? CGAffineTransform
        if a == nil, let t = value as? CATransform3D { a = CATransform3DGetAffineTransform(t) }
        if a == nil, let box = value as? NSValue {
            a = box.boxedCGAffineTransform ?? box.boxedCATransform3D.map(CATransform3DGetAffineTransform)
        }
        guard let a, [a.a, a.b, a.c, a.d, a.tx, a.ty].allSatisfy(\.isFinite) else { return nil }
        return a
    }
    /// Interpolated as the 3D transforms (decomposed, rotation by slerp).
    package func interpolated(to other: CGAffineTransform, fraction t: Double) -> CGAffineTransform {
        CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(self)
            .interpolated(to: CATransform3DMakeAffineTransform(other), fraction: t))
    }
    package func adding(_ o: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a + o.a, b: b + o.b, c: c + o.c, d: d + o.d, tx: tx + o.tx, ty: ty + o.ty)
    }
    package func subtracting(_ o: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a - o.a, b: b - o.b, c: c - o.c, d: d - o.d, tx: tx - o.tx, ty: ty - o.ty)
    }
    package func scaled(by s: Double) -> CGAffineTransform {
        let k = CGFloat(s)
        return CGAffineTransform(a: a * k, b: b * k, c: c * k, d: d * k, tx: tx * k, ty: ty * k)
    }
    package func distance(to o: CGAffineTransform) -> Double {
        CATransform3DMakeAffineTransform(self).distance(to: CATransform3DMakeAffineTransform(o))
    }
    /// `self` concatenated with `base`.
    package func combinedAdditively(with base: CGAffineTransform) -> CGAffineTransform { concatenating(base) }
    package var additiveIdentity: CGAffineTransform { .identity }
}
