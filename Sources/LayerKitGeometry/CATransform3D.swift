/// A 4x4 homogeneous transform applied to row vectors, `[x y z 1] * M`, as on Apple.
///
/// `m41, m42, m43` hold the translation; `m34` is the perspective term (`-1/d` for an eye at
/// distance `d`). Entries are `CGFloat` (doubles on 64-bit).
public struct CATransform3D: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Row 1: the image of the x axis (`m11...m13`); `m14` feeds w from x (perspective).
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// Row 2: the image of the y axis (`m21...m23`); `m24` feeds w from y (perspective).
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// Row 3: the image of the z axis (`m31...m33`); `m34` feeds w from z (`-1/d` for perspective).
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// Row 4: the translation (`m41...m43`, points) and `m44`, the w of the origin (1 for affine).
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// Creates the identity transform.
    public init() {
        m11 = 1; m12 = 0; m13 = 0; m14 = 0
        m21 = 0; m22 = 1; m23 = 0; m24 = 0
        m31 = 0; m32 = 0; m33 = 1; m34 = 0
        m41 = 0; m42 = 0; m43 = 0; m44 = 1
    }

    /// Creates a transform from all sixteen entries, row by row.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The identity transform.
    public static let identity = CATransform3D()

    /// The entries row by row (`[m11, m12, ..., m44]`).
    public var entries: [CGFloat] {
        get { [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44] }
        set {
            precondition(newValue.count == 16, "CATransform3D needs 16 entries")
            m11 = newValue[0]; m12 = newValue[1]; m13 = newValue[2]; m14 = newValue[3]
            m21 = newValue[4]; m22 = newValue[5]; m23 = newValue[6]; m24 = newValue[7]
            m31 = newValue[8]; m32 = newValue[9]; m33 = newValue[10]; m34 = newValue[11]
            m41 = newValue[12]; m42 = newValue[13]; m43 = newValue[14]; m44 = newValue[15]
        }
    }

    /// Entry at zero-based `row` and `column` (each 0...3). Field by field: going through
    /// `entries` made an array of sixteen for every entry read.
    @inlinable public subscript(row: Int, column: Int) -> CGFloat {
        get {
            switch row * 4 + column {
            case 0: return m11
            case 1: return m12
            case 2: return m13
            case 3: return m14
            case 4: return m21
            case 5: return m22
            case 6: return m23
            case 7: return m24
            case 8: return m31
            case 9: return m32
            case 10: return m33
            case 11: return m34
            case 12: return m41
            case 13: return m42
            case 14: return m43
            case 15: return m44
            default: preconditionFailure("CATransform3D has rows and columns 0...3, not (\(row), \(column))")
            }
        }
        set {
            switch row * 4 + column {
            case 0: m11 = newValue
            case 1: m12 = newValue
            case 2: m13 = newValue
            case 3: m14 = newValue
            case 4: m21 = newValue
            case 5: m22 = newValue
            case 6: m23 = newValue
            case 7: m24 = newValue
            case 8: m31 = newValue
            case 9: m32 = newValue
            case 10: m33 = newValue
            case 11: m34 = newValue
            case 12: m41 = newValue
            case 13: m42 = newValue
            case 14: m43 = newValue
            case 15: m44 = newValue
            default: preconditionFailure("CATransform3D has rows and columns 0...3, not (\(row), \(column))")
            }
        }
    }

    /// Whether every entry is finite (field by field, no array).
    public var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite
            && m21.isFinite && m22.isFinite && m23.isFinite && m24.isFinite
            && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
            && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
    }

    public var description: String {
        "CATransform3D([\(m11), \(m12), \(m13), \(m14)], [\(m21), \(m22), \(m23), \(m24)], "
            + "[\(m31), \(m32), \(m33), \(m34)], [\(m41), \(m42), \(m43), \(m44)])"
    }

    /// `self * t`: apply `self`, then `t`.
    public func concatenating(_ t: CATransform3D) -> CATransform3D {
        let a = self, b = t
        return CATransform3D(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
            m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
            m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
            m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
            m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
            m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
            m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
            m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
    }

    /// The determinant of the full 4x4 matrix.
    public var determinant: CGFloat {
        let s0 = m11 * m22 - m21 * m12, s1 = m11 * m23 - m21 * m13, s2 = m11 * m24 - m21 * m14
        let s3 = m12 * m23 - m22 * m13, s4 = m12 * m24 - m22 * m14, s5 = m13 * m24 - m23 * m14
        let c5 = m33 * m44 - m43 * m34, c4 = m32 * m44 - m42 * m34, c3 = m32 * m43 - m42 * m33
        let c2 = m31 * m44 - m41 * m34, c1 = m31 * m43 - m41 * m33, c0 = m31 * m42 - m41 * m32
        return s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    }

    /// The inverse, or nil when the matrix is singular or not finite.
    public func inverse() -> CATransform3D? {
        let s0 = m11 * m22 - m21 * m12, s1 = m11 * m23 - m21 * m13, s2 = m11 * m24 - m21 * m14
        let s3 = m12 * m23 - m22 * m13, s4 = m12 * m24 - m22 * m14, s5 = m13 * m24 - m23 * m14
        let c5 = m33 * m44 - m43 * m34, c4 = m32 * m44 - m42 * m34, c3 = m32 * m43 - m42 * m33
        let c2 = m31 * m44 - m41 * m34, c1 = m31 * m43 - m41 * m33, c0 = m31 * m42 - m41 * m32
        let det = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
        guard det != 0, det.isFinite else { return nil }
        let i = 1 / det
        let r = CATransform3D(
            m11: (m22 * c5 - m23 * c4 + m24 * c3) * i, m12: (-m12 * c5 + m13 * c4 - m14 * c3) * i,
            m13: (m42 * s5 - m43 * s4 + m44 * s3) * i, m14: (-m32 * s5 + m33 * s4 - m34 * s3) * i,
            m21: (-m21 * c5 + m23 * c2 - m24 * c1) * i, m22: (m11 * c5 - m13 * c2 + m14 * c1) * i,
            m23: (-m41 * s5 + m43 * s2 - m44 * s1) * i, m24: (m31 * s5 - m33 * s2 + m34 * s1) * i,
            m31: (m21 * c4 - m22 * c2 + m24 * c0) * i, m32: (-m11 * c4 + m12 * c2 - m14 * c0) * i,
            m33: (m41 * s4 - m42 * s2 + m44 * s0) * i, m34: (-m31 * s4 + m32 * s2 - m34 * s0) * i,
            m41: (-m21 * c3 + m22 * c1 - m23 * c0) * i, m42: (m11 * c3 - m12 * c1 + m13 * c0) * i,
            m43: (-m41 * s3 + m42 * s1 - m43 * s0) * i, m44: (m31 * s3 - m32 * s1 + m33 * s0) * i)
        return r.isFinite ? r : nil
    }

    /// `self` followed by dropping z (`self * diag(1, 1, 0, 1)`): points land on the plane
    /// z = 0 with their `w` kept, which is how a layer flattens its sublayers into its plane.
    public var flattened: CATransform3D {
        var t = self
        t.m13 = 0; t.m23 = 0; t.m33 = 0; t.m43 = 0
        return t
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D.identity

/// Whether `t` is exactly the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == .identity }

/// Whether `a` and `b` are exactly equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A translation by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D.identity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

/// A scale by `(sx, sy, sz)` about the origin.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D.identity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// A rotation by `angle` radians about the axis `(x, y, z)` (normalised); a zero axis
/// gives the identity. About +z a positive angle turns clockwise on a y-down screen.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let len = (x * x + y * y + z * z).squareRoot()
    guard len > 0, len.isFinite, angle.isFinite else { return .identity }
    let ux = x / len, uy = y / len, uz = z / len
    let s = sin(angle), c = cos(angle), k = 1 - c
    return CATransform3D(
        m11: c + k * ux * ux, m12: k * ux * uy + s * uz, m13: k * ux * uz - s * uy, m14: 0,
        m21: k * ux * uy - s * uz, m22: c + k * uy * uy, m23: k * uy * uz + s * ux, m24: 0,
        m31: k * ux * uz + s * uy, m32: k * uy * uz - s * ux, m33: c + k * uz * uz, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `t` preceded by a translation: the translation happens in `t`'s local space.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}

/// `t` preceded by a scale.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}

/// `t` preceded by a rotation.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}

/// `a` followed by `b` (`a * b`).
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    a.concatenating(b)
}

/// The inverse of `t`; a singular matrix is returned unchanged, as on Apple.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D { t.inverse() ?? t }

/// The 3D form of an affine transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3D.identity
    t.m11 = m.a; t.m12 = m.b; t.m21 = m.c; t.m22 = m.d; t.m41 = m.tx; t.m42 = m.ty
    return t
}

/// Whether `t` maps the plane z = 0 onto itself affinely (no z terms, no perspective).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
        && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t` (m11, m12, m21, m22, m41, m42); other entries are ignored.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
