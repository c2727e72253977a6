/// Three numbers along x, y and z.
package struct Axes3: Equatable, Sendable {
    package var x: CGFloat, y: CGFloat, z: CGFloat
    package init(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat) { self.x = x; self.y = y; self.z = z }
}

/// A transform as the parts Apple's `transform.*` key paths name: translation, scale, and
/// rotation as Euler angles, plus the skew and perspective that ride along unchanged.
///
/// The transform is `Scale * Skew * Rotation * Translation * Perspective` (row vectors, applied
/// left to right), and `Rotation = Rx(rotation.x) * Ry(rotation.y) * Rz(rotation.z)`: a point is
/// turned about x first, then y, then z (each as `CATransform3DMakeRotation`). Angles are in
/// radians, each read back in (-π, π]; of the two Euler triples of a rotation the one with the
/// smaller total magnitude is read, so setting one angle of an otherwise unrotated transform
/// reads back the same angle. At y = ±π/2 (gimbal lock) x reads as 0 and z carries the rest.
/// A mirrored transform (negative determinant) carries its reflection as a negative scale on
/// the axis that leaves the smallest rotation, so setting one negative scale reads back.
/// A singular transform (a zero scale) keeps its translation and the scales of its rows; its
/// rotation is recovered from the non-zero rows where two remain, else read as 0; its skew is
/// dropped when it is rebuilt.
package struct TransformComponents: Equatable, Sendable {
    package var translation: Axes3
    package var scale: Axes3
    package var rotation: Axes3
    /// Shear factors XY, XZ, YZ.
    package var skew: Axes3
    /// The perspective row `(m14, m24, m34, m44)` of the normalized matrix.
    package var perspective: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat)

    package static func == (a: Self, b: Self) -> Bool {
        a.translation == b.translation && a.scale == b.scale && a.rotation == b.rotation && a.skew == b.skew
            && a.perspective == b.perspective
    }

    private init(translation: Axes3, scale: Axes3, rotation: Axes3, skew: Axes3,
                 perspective: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat)) {
        self.translation = translation; self.scale = scale; self.rotation = rotation
        self.skew = skew; self.perspective = perspective
    }

    /// The parts of `t`.
    package init(_ t: CATransform3D) {
        // The identity (a layer with no transform, the usual start of a `transform.rotation`
        // animation) is decomposed once: every animation frame reads and writes through it.
        if Self.isExactlyIdentity(t) { self = Self.identityParts; return }
        self = Self.regular(t) ?? Self.singular(t)
    }

    /// The identity's parts, as the decomposition gives them.
    private static let identityParts = regular(.identity) ?? singular(.identity)

    /// Whether `t` is the identity bit for bit (a negative zero anywhere could decompose to a
    /// negative zero angle, so only the exact identity takes the stored parts).
    private static func isExactlyIdentity(_ t: CATransform3D) -> Bool {
        let one = CGFloat(1).bitPattern
        return t.m11.bitPattern == one && t.m22.bitPattern == one && t.m33.bitPattern == one && t.m44.bitPattern == one
            && (t.m12.bitPattern | t.m13.bitPattern | t.m14.bitPattern | t.m21.bitPattern | t.m23.bitPattern
                | t.m24.bitPattern | t.m31.bitPattern | t.m32.bitPattern | t.m34.bitPattern | t.m41.bitPattern
                | t.m42.bitPattern | t.m43.bitPattern) == 0
    }

    /// The parts of an invertible transform, from its decomposition.
    private static func regular(_ t: CATransform3D) -> TransformComponents? {
        guard let d = t.decomposed() else { return nil }
        var scale = Axes3(d.scale.x, d.scale.y, d.scale.z)
        var skew = Axes3(d.skew.xy, d.skew.xz, d.skew.yz)
        var rows = rotationRows(d.quaternion)
        if scale.x < 0 && scale.y < 0 && scale.z < 0 {
            // M = diag(s) K R with s < 0 equals diag(s') K' R' with one negative scale:
            // flip axis i (R' keeps row i and negates the others, K' negates the skews that mix i).
            let i = [rows[0].x, rows[1].y, rows[2].z].enumerated().max { $0.element < $1.element }!.offset
            for r in 0..<3 where r != i { rows[r] = Axes3(-rows[r].x, -rows[r].y, -rows[r].z) }
            if i != 0 { scale.x = -scale.x }
            if i != 1 { scale.y = -scale.y }
            if i != 2 { scale.z = -scale.z }
            if i != 2 { skew.x = -skew.x }   // xy mixes x and y
            if i != 1 { skew.y = -skew.y }   // xz mixes x and z
            if i != 0 { skew.z = -skew.z }   // yz mixes y and z
        }
        return TransformComponents(translation: Axes3(d.translation.x, d.translation.y, d.translation.z),
                                   scale: scale, rotation: eulerAngles(rows), skew: skew, perspective: d.perspective)
    }

    /// The parts of a singular transform, as far as they can be recovered.
    private static func singular(_ t: CATransform3D) -> TransformComponents {
        let w = t.m44 != 0 && t.m44.isFinite ? t.m44 : 1
        func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        var rows = [Axes3(t.m11, t.m12, t.m13), Axes3(t.m21, t.m22, t.m23), Axes3(t.m31, t.m32, t.m33)]
            .map { Axes3(finite($0.x), finite($0.y), finite($0.z)) }
        let lengths = rows.map { ($0.x * $0.x + $0.y * $0.y + $0.z * $0.z).squareRoot() }
        var parts = TransformComponents(
            translation: Axes3(finite(t.m41 / w), finite(t.m42 / w), finite(t.m43 / w)),
            scale: Axes3(lengths[0], lengths[1], lengths[2]), rotation: Axes3(0, 0, 0), skew: Axes3(0, 0, 0),
            perspective: (finite(t.m14 / w), finite(t.m24 / w), finite(t.m34 / w), 1))
        let zero = lengths.map { $0 < 1e-12 }
        guard zero.filter({ $0 }).count == 1 else { return parts }
        for i in 0..<3 where !zero[i] { rows[i] = Axes3(rows[i].x / lengths[i], rows[i].y / lengths[i], rows[i].z / lengths[i]) }
        let missing = zero.firstIndex(of: true)!
        rows[missing] = cross(rows[(missing + 1) % 3], rows[(missing + 2) % 3])
        parts.rotation = eulerAngles(rows)
        return parts
    }

    /// The transform these parts describe.
    package var transform: CATransform3D {
        var m = CATransform3D.identity
        m.m14 = perspective.x; m.m24 = perspective.y; m.m34 = perspective.z; m.m44 = perspective.w
        m = m.translatedFirst(x: translation.x, y: translation.y, z: translation.z)
        m = rotationMatrix.concatenating(m)
        var k = CATransform3D.identity
        k.m21 = skew.x; k.m31 = skew.y; k.m32 = skew.z
        m = k.concatenating(m)
        return CATransform3DMakeScale(scale.x, scale.y, scale.z).concatenating(m)
    }

    /// `Rx * Ry * Rz` of the Euler angles.
    package var rotationMatrix: CATransform3D {
        CATransform3DMakeRotation(rotation.x, 1, 0, 0)
            .concatenating(CATransform3DMakeRotation(rotation.y, 0, 1, 0))
            .concatenating(CATransform3DMakeRotation(rotation.z, 0, 0, 1))
    }

    /// The rows of the rotation matrix of a unit quaternion (as `CATransform3D(DecomposedTransform3D)` builds it).
    private static func rotationRows(_ q: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat)) -> [Axes3] {
        let (x, y, z, w) = q
        return [Axes3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
                Axes3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
                Axes3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y))]
    }

    private static func cross(_ a: Axes3, _ b: Axes3) -> Axes3 {
        Axes3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }

    /// Euler angles of `R = Rx(a) Ry(b) Rz(c)` from its rows, where
    /// `R13 = -sin b`, `(R12, R11) = cos b (sin c, cos c)`, `(R23, R33) = cos b (sin a, cos a)`.
    private static func eulerAngles(_ r: [Axes3]) -> Axes3 {
        let sb = min(1, max(-1, -r[0].z))
        let b = asin(sb)
        if abs(cos(b)) < 1e-9 {
            // Gimbal lock: only a combination of a and c is defined; put it all in c.
            return Axes3(0, wrapAngle(b), wrapAngle(atan2(-r[1].x, r[1].y)))
        }
        let a = atan2(r[1].z, r[2].z), c = atan2(r[0].y, r[0].x)
        let first = Axes3(wrapAngle(a), wrapAngle(b), wrapAngle(c))
        let second = Axes3(wrapAngle(a + .pi), wrapAngle(.pi - b), wrapAngle(c + .pi))
        func size(_ e: Axes3) -> CGFloat { abs(e.x) + abs(e.y) + abs(e.z) }
        return size(second) < size(first) - 1e-12 ? second : first
    }
}

/// `angle` wrapped into (-π, π].
package func wrapAngle(_ angle: CGFloat) -> CGFloat {
    guard angle.isFinite else { return 0 }
    let twoPi = 2 * CGFloat.pi
    let w = angle - twoPi * ((angle - .pi) / twoPi).rounded(.up)
    return w <= -.pi ? w + twoPi : w
}
