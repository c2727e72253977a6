/// A transform taken apart into the pieces that interpolate well: translation, scale,
/// skew, perspective and a rotation quaternion (the unmatrix method, as used by Apple and
/// the CSS transforms specification, for row-vector matrices).
public struct DecomposedTransform3D: Equatable, Sendable {
    /// Translation, points: the normalised `m41, m42, m43`, applied after scale, skew and rotation.
    public var translation: (x: CGFloat, y: CGFloat, z: CGFloat)
    /// Scale factors along x, y, z (all negated when the transform mirrors).
    public var scale: (x: CGFloat, y: CGFloat, z: CGFloat)
    /// Shear factors XY, XZ, YZ.
    public var skew: (xy: CGFloat, xz: CGFloat, yz: CGFloat)
    /// The perspective column `(m14, m24, m34, m44)` of the part applied last; `(0, 0, 0, 1)` for none.
    public var perspective: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat)
    /// The rotation as a unit quaternion `(x, y, z, w)`.
    public var quaternion: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat)

    public static func == (a: Self, b: Self) -> Bool {
        a.translation == b.translation && a.scale == b.scale && a.skew == b.skew
            && a.perspective == b.perspective && a.quaternion == b.quaternion
    }

    /// The identity's decomposition.
    public static let identity = DecomposedTransform3D(
        translation: (0, 0, 0), scale: (1, 1, 1), skew: (0, 0, 0), perspective: (0, 0, 0, 1),
        quaternion: (0, 0, 0, 1))

    /// Interpolates every piece linearly, and the rotation by spherical interpolation along
    /// the shorter arc, so that a half-turn passes through the quarter-turn instead of
    /// collapsing, and a turn from 180° to 186° moves 6°, not 354° the other way (`q` and
    /// `-q` are the same rotation; Core Animation always takes the shortest path, which the
    /// book's clock (listing 8.4) relies on when a hand crosses the half-turn).
    public func interpolated(to o: DecomposedTransform3D, fraction t: CGFloat) -> DecomposedTransform3D {
        func l(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        return DecomposedTransform3D(
            translation: (l(translation.x, o.translation.x), l(translation.y, o.translation.y), l(translation.z, o.translation.z)),
            scale: (l(scale.x, o.scale.x), l(scale.y, o.scale.y), l(scale.z, o.scale.z)),
            skew: (l(skew.xy, o.skew.xy), l(skew.xz, o.skew.xz), l(skew.yz, o.skew.yz)),
            perspective: (l(perspective.x, o.perspective.x), l(perspective.y, o.perspective.y),
                          l(perspective.z, o.perspective.z), l(perspective.w, o.perspective.w)),
            quaternion: Self.slerp(quaternion, o.quaternion, t))
    }

    static func slerp(_ a: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat),
                      _ b: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat),
                      _ t: CGFloat) -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        var b = b
        var dot = a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w
        if dot < 0 {
            b = (-b.x, -b.y, -b.z, -b.w)
            dot = -dot
        }
        dot = min(1, dot)
        if dot >= 1 - 1e-12 { return a }
        let theta = acos(dot)
        let wb = sin(t * theta) / (1 - dot * dot).squareRoot()
        let wa = cos(t * theta) - dot * wb
        return (a.x * wa + b.x * wb, a.y * wa + b.y * wb, a.z * wa + b.z * wb, a.w * wa + b.w * wb)
    }
}

private typealias Row3 = (CGFloat, CGFloat, CGFloat)
private func dot3(_ a: Row3, _ b: Row3) -> CGFloat { a.0 * b.0 + a.1 * b.1 + a.2 * b.2 }
private func len3(_ a: Row3) -> CGFloat { dot3(a, a).squareRoot() }
private func scale3(_ a: Row3, _ s: CGFloat) -> Row3 { (a.0 * s, a.1 * s, a.2 * s) }
private func combine3(_ a: Row3, _ b: Row3, _ sa: CGFloat, _ sb: CGFloat) -> Row3 {
    (a.0 * sa + b.0 * sb, a.1 * sa + b.1 * sb, a.2 * sa + b.2 * sb)
}
private func cross3(_ a: Row3, _ b: Row3) -> Row3 {
    (a.1 * b.2 - a.2 * b.1, a.2 * b.0 - a.0 * b.2, a.0 * b.1 - a.1 * b.0)
}

extension CATransform3D {
    /// This transform's pieces, or nil when it cannot be decomposed (singular, `m44 == 0`).
    public func decomposed() -> DecomposedTransform3D? {
        guard m44 != 0, isFinite else { return nil }
        var m = self
        m.entries = entries.map { $0 / m44 }
        var p = m
        p.m14 = 0; p.m24 = 0; p.m34 = 0; p.m44 = 1
        guard p.determinant != 0 else { return nil }

        var perspective: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) = (0, 0, 0, 1)
        if m.m14 != 0 || m.m24 != 0 || m.m34 != 0 {
            guard let inv = p.inverse() else { return nil }
            // rhs * transpose(inverse(p)), written out.
            let r = (m.m14, m.m24, m.m34, m.m44)
            perspective = (r.0 * inv.m11 + r.1 * inv.m12 + r.2 * inv.m13 + r.3 * inv.m14,
                           r.0 * inv.m21 + r.1 * inv.m22 + r.2 * inv.m23 + r.3 * inv.m24,
                           r.0 * inv.m31 + r.1 * inv.m32 + r.2 * inv.m33 + r.3 * inv.m34,
                           r.0 * inv.m41 + r.1 * inv.m42 + r.2 * inv.m43 + r.3 * inv.m44)
        }
        let translation = (x: m.m41, y: m.m42, z: m.m43)

        var row0: Row3 = (m.m11, m.m12, m.m13), row1: Row3 = (m.m21, m.m22, m.m23), row2: Row3 = (m.m31, m.m32, m.m33)
        var scale: (x: CGFloat, y: CGFloat, z: CGFloat) = (len3(row0), 0, 0)
        guard scale.x != 0 else { return nil }
        row0 = scale3(row0, 1 / scale.x)
        var skew: (xy: CGFloat, xz: CGFloat, yz: CGFloat) = (dot3(row0, row1), 0, 0)
        row1 = combine3(row1, row0, 1, -skew.xy)
        scale.y = len3(row1)
        guard scale.y != 0 else { return nil }
        row1 = scale3(row1, 1 / scale.y)
        skew.xy /= scale.y
        skew.xz = dot3(row0, row2)
        row2 = combine3(row2, row0, 1, -skew.xz)
        skew.yz = dot3(row1, row2)
        row2 = combine3(row2, row1, 1, -skew.yz)
        scale.z = len3(row2)
        guard scale.z != 0 else { return nil }
        row2 = scale3(row2, 1 / scale.z)
        skew.xz /= scale.z
        skew.yz /= scale.z

        if dot3(row0, cross3(row1, row2)) < 0 {
            scale = (-scale.x, -scale.y, -scale.z)
            row0 = scale3(row0, -1); row1 = scale3(row1, -1); row2 = scale3(row2, -1)
        }
        let q = Self.quaternion(rows: row0, row1, row2)
        return DecomposedTransform3D(translation: translation, scale: scale, skew: skew,
                                     perspective: perspective, quaternion: q)
    }

    /// The unit quaternion of a rotation given by its rows, by Shepperd's method: the largest of
    /// `w`, `x`, `y`, `z` is taken from the diagonal and the others from off-diagonal sums and
    /// differences, so half-turns (where `w` is 0) keep the relative signs of their axis.
    private static func quaternion(rows r0: Row3, _ r1: Row3, _ r2: Row3) -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        let trace = r0.0 + r1.1 + r2.2
        if trace >= r0.0 && trace >= r1.1 && trace >= r2.2 {
            let w = 0.5 * max(1 + trace, 0).squareRoot()
            return ((r1.2 - r2.1) / (4 * w), (r2.0 - r0.2) / (4 * w), (r0.1 - r1.0) / (4 * w), w)
        }
        if r0.0 >= r1.1 && r0.0 >= r2.2 {
            let x = 0.5 * max(1 + r0.0 - r1.1 - r2.2, 0).squareRoot()
            return canonical((x, (r0.1 + r1.0) / (4 * x), (r0.2 + r2.0) / (4 * x), (r1.2 - r2.1) / (4 * x)))
        }
        if r1.1 >= r2.2 {
            let y = 0.5 * max(1 - r0.0 + r1.1 - r2.2, 0).squareRoot()
            return canonical(((r0.1 + r1.0) / (4 * y), y, (r1.2 + r2.1) / (4 * y), (r2.0 - r0.2) / (4 * y)))
        }
        let z = 0.5 * max(1 - r0.0 - r1.1 + r2.2, 0).squareRoot()
        return canonical(((r0.2 + r2.0) / (4 * z), (r1.2 + r2.1) / (4 * z), z, (r0.1 - r1.0) / (4 * z)))
    }

    /// `q` or `-q` (the same rotation), whichever has `w >= 0`.
    private static func canonical(_ q: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat)) -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        q.w < 0 ? (-q.x, -q.y, -q.z, -q.w) : q
    }

    /// Rebuilds a transform from its pieces (the inverse of `decomposed()`).
    public init(_ d: DecomposedTransform3D) {
        var m = CATransform3D.identity
        m.m14 = d.perspective.x; m.m24 = d.perspective.y; m.m34 = d.perspective.z; m.m44 = d.perspective.w
        m = m.translatedFirst(x: d.translation.x, y: d.translation.y, z: d.translation.z)
        // The decomposition is M = Scale * Skew * Rotation * Translation * Perspective.
        let (x, y, z, w) = d.quaternion
        var r = CATransform3D.identity
        r.m11 = 1 - 2 * (y * y + z * z); r.m12 = 2 * (x * y + z * w); r.m13 = 2 * (x * z - y * w)
        r.m21 = 2 * (x * y - z * w); r.m22 = 1 - 2 * (x * x + z * z); r.m23 = 2 * (y * z + x * w)
        r.m31 = 2 * (x * z + y * w); r.m32 = 2 * (y * z - x * w); r.m33 = 1 - 2 * (x * x + y * y)
        m = r.concatenating(m)
        var k = CATransform3D.identity
        k.m21 = d.skew.xy; k.m31 = d.skew.xz; k.m32 = d.skew.yz
        m = k.concatenating(m)
        m = CATransform3DMakeScale(d.scale.x, d.scale.y, d.scale.z).concatenating(m)
        self = m
    }
}

extension CATransform3D {
    /// This transform after a translation by `(x, y, z)` (points): row 4 becomes
    /// `[x y z 1] * self`, the other rows stay. Summed column by column in the order
    /// `m4i + x m1i + y m2i + z m3i`, the one order the decomposition's rebuilds use.
    public func translatedFirst(x: CGFloat, y: CGFloat, z: CGFloat) -> CATransform3D {
        var m = self
        for i in 0..<4 {
            var acc = m[3, i]
            acc += x * m[0, i]
            acc += y * m[1, i]
            acc += z * m[2, i]
            m[3, i] = acc
        }
        return m
    }
}
