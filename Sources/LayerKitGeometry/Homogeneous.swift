/// A homogeneous point `(x, y, z, w)`, a row vector for `CATransform3D`.
public struct Vector4: Equatable, Sendable {
    /// The coordinates; the 2D point is `(x/w, y/w)`, z the depth (points).
    public var x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat

    /// Creates a homogeneous point.
    public init(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat = 0, _ w: CGFloat = 1) {
        self.x = x; self.y = y; self.z = z; self.w = w
    }

    /// The point `(p.x, p.y, 0, 1)` on a layer's plane.
    public init(_ p: CGPoint) { self.init(p.x, p.y, 0, 1) }

    /// This vector times `m` (row-vector convention).
    public func applying(_ m: CATransform3D) -> Vector4 {
        Vector4(x * m.m11 + y * m.m21 + z * m.m31 + w * m.m41,
                x * m.m12 + y * m.m22 + z * m.m32 + w * m.m42,
                x * m.m13 + y * m.m23 + z * m.m33 + w * m.m43,
                x * m.m14 + y * m.m24 + z * m.m34 + w * m.m44)
    }

    /// The projected 2D point `(x/w, y/w)`; meaningful only for `w > 0`.
    public var projected: CGPoint { CGPoint(x: x / w, y: y / w) }

    /// Linear interpolation in homogeneous space (used to clip against planes).
    public func mix(_ o: Vector4, _ t: CGFloat) -> Vector4 {
        Vector4(x + (o.x - x) * t, y + (o.y - y) * t, z + (o.z - z) * t, w + (o.w - w) * t)
    }
}

/// A 2D projective map `[x y 1] * H` between two planes, the z = 0 slice of a `CATransform3D`.
///
/// Every layer in a flattened tree reaches the screen through one of these, so the raster
/// stage draws with homographies only; `isAffine` lets fast paths skip the per-pixel divide.
public struct Homography: Equatable, Sendable {
    /// Row 1: the image of the x axis (`m11, m12`) and its w term `m13` (0 when affine).
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat
    /// Row 2: the image of the y axis (`m21, m22`) and its w term `m23` (0 when affine).
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat
    /// Row 3: the translation (`m31, m32`) and `m33`, the w of the origin (1 when affine).
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat

    /// Creates a homography from its nine entries, row by row (row-vector convention).
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    /// The identity.
    public static let identity = Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    /// The map of the plane z = 0 through `t` with z dropped: rows 1, 2, 4 and columns 1, 2, 4.
    public init(_ t: CATransform3D) {
        self.init(m11: t.m11, m12: t.m12, m13: t.m14, m21: t.m21, m22: t.m22, m23: t.m24,
                  m31: t.m41, m32: t.m42, m33: t.m44)
    }

    /// An affine homography.
    public init(_ a: CGAffineTransform) {
        self.init(m11: a.a, m12: a.b, m13: 0, m21: a.c, m22: a.d, m23: 0, m31: a.tx, m32: a.ty, m33: 1)
    }

    /// Whether the map has no perspective terms (after normalising `m33` to 1).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 != 0 }

    /// Whether the map is a translation alone: unit scale, no rotation, skew or perspective,
    /// `m33` exactly 1 (what whole-pixel copies and blends can draw).
    @inlinable public var isTranslation: Bool {
        m11 == 1 && m22 == 1 && m12 == 0 && m21 == 0 && m13 == 0 && m23 == 0 && m33 == 1
    }

    /// The affine form, valid when `isAffine`.
    public var affine: CGAffineTransform {
        CGAffineTransform(a: m11 / m33, b: m12 / m33, c: m21 / m33, d: m22 / m33, tx: m31 / m33, ty: m32 / m33)
    }

    /// `self` followed by `o`.
    public func concatenating(_ o: Homography) -> Homography {
        Homography(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31, m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32,
            m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31, m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32,
            m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31, m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32,
            m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33)
    }

    /// The homogeneous image `(X, Y, W)` of the point `(x, y)`.
    @inline(__always)
    public func map(x: CGFloat, y: CGFloat) -> (x: CGFloat, y: CGFloat, w: CGFloat) {
        (x * m11 + y * m21 + m31, x * m12 + y * m22 + m32, x * m13 + y * m23 + m33)
    }

    /// The projected image of `p`, or nil where the point maps to `w <= 0` (behind the eye).
    public func apply(_ p: CGPoint) -> CGPoint? {
        let h = map(x: p.x, y: p.y)
        guard h.w > 0 else { return nil }
        return CGPoint(x: h.x / h.w, y: h.y / h.w)
    }

    /// The determinant.
    public var determinant: CGFloat {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// The inverse, or nil when singular or not finite.
    public func inverse() -> Homography? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let i = 1 / det
        let r = Homography(
            m11: (m22 * m33 - m23 * m32) * i, m12: (m13 * m32 - m12 * m33) * i, m13: (m12 * m23 - m13 * m22) * i,
            m21: (m23 * m31 - m21 * m33) * i, m22: (m11 * m33 - m13 * m31) * i, m23: (m13 * m21 - m11 * m23) * i,
            m31: (m21 * m32 - m22 * m31) * i, m32: (m12 * m31 - m11 * m32) * i, m33: (m11 * m22 - m12 * m21) * i)
        let finite = [r.m11, r.m12, r.m13, r.m21, r.m22, r.m23, r.m31, r.m32, r.m33].allSatisfy { $0.isFinite }
        return finite ? r : nil
    }
}

extension CATransform3D {
    /// The homography of this transform on the plane z = 0.
    public var homography: Homography { Homography(self) }

    /// The image of a 2D point on the plane z = 0, with perspective divide; nil behind the eye.
    public func project(_ p: CGPoint) -> CGPoint? {
        let v = Vector4(p).applying(self)
        guard v.w > 0 else { return nil }
        return v.projected
    }

    /// The point on the plane z = 0 of this transform's source space whose image is `p`:
    /// the ray through `p` along the view axis, intersected with the transformed plane.
    /// Nil when the plane is seen edge-on or the hit lies behind the eye.
    public func unproject(_ p: CGPoint) -> CGPoint? {
        let h = homography
        guard let inv = h.inverse() else { return nil }
        let l = inv.map(x: p.x, y: p.y)
        guard l.w != 0 else { return nil }
        let local = CGPoint(x: l.x / l.w, y: l.y / l.w)
        guard local.x.isFinite, local.y.isFinite, h.map(x: local.x, y: local.y).w > 0 else { return nil }
        return local
    }
}
