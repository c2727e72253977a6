import Testing
@testable import LayerKitGeometry

private func close(_ a: CATransform3D, _ b: CATransform3D, _ eps: CGFloat = 1e-12) -> Bool {
    zip(a.entries, b.entries).allSatisfy { abs($0 - $1) <= eps }
}
private func close(_ a: Vector4, _ b: Vector4, _ eps: CGFloat = 1e-12) -> Bool {
    abs(a.x - b.x) <= eps && abs(a.y - b.y) <= eps && abs(a.z - b.z) <= eps && abs(a.w - b.w) <= eps
}

/// Oracles: Apple's CATransform3D documentation and header (row vectors, `m41...m43`
/// translation, Concat(a, b) = a then b, Translate/Scale/Rotate act before the given
/// transform), and hand-computed rotation matrices.
@Suite("CATransform3D functions")
struct TransformFunctionTests {
    @Test("rotation about z: m11 = cos, m12 = sin, m21 = -sin, m22 = cos; +x turns toward +y (clockwise on y-down)")
    func rotationZ() {
        let a: CGFloat = 0.3
        let r = CATransform3DMakeRotation(a, 0, 0, 1)
        var e = CATransform3D.identity
        e.m11 = cos(a); e.m12 = sin(a); e.m21 = -sin(a); e.m22 = cos(a)
        #expect(close(r, e))
        #expect(close(Vector4(1, 0, 0).applying(CATransform3DMakeRotation(.pi / 2, 0, 0, 1)), Vector4(0, 1, 0), 1e-15))
    }

    @Test("rotation about x: m22 = cos, m23 = sin, m32 = -sin, m33 = cos")
    func rotationX() {
        let a: CGFloat = 0.7
        var e = CATransform3D.identity
        e.m22 = cos(a); e.m23 = sin(a); e.m32 = -sin(a); e.m33 = cos(a)
        #expect(close(CATransform3DMakeRotation(a, 1, 0, 0), e))
    }

    @Test("rotation about y: m11 = cos, m13 = -sin, m31 = sin, m33 = cos")
    func rotationY() {
        let a: CGFloat = -1.1
        var e = CATransform3D.identity
        e.m11 = cos(a); e.m13 = -sin(a); e.m31 = sin(a); e.m33 = cos(a)
        #expect(close(CATransform3DMakeRotation(a, 0, 1, 0), e))
    }

    @Test("a third of a turn about (1,1,1) cycles the axes x → y → z → x; the axis need not be unit length")
    func arbitraryAxis() {
        let r = CATransform3DMakeRotation(2 * .pi / 3, 2, 2, 2)
        #expect(close(Vector4(1, 0, 0).applying(r), Vector4(0, 1, 0), 1e-15))
        #expect(close(Vector4(0, 1, 0).applying(r), Vector4(0, 0, 1), 1e-15))
        #expect(close(Vector4(0, 0, 1).applying(r), Vector4(1, 0, 0), 1e-15))
    }

    @Test("a zero axis or a non-finite angle gives the identity (documented no-op)")
    func degenerateRotation() {
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == .identity)
        #expect(CATransform3DMakeRotation(.nan, 0, 0, 1) == .identity)
    }

    @Test("translate, scale and rotate act before the given transform (in its local space)")
    func compositionOrder() {
        let r = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let t = CATransform3DTranslate(r, 10, 0, 0)   // translate first, then rotate
        #expect(close(Vector4(0, 0, 0).applying(t), Vector4(0, 10, 0), 1e-12))
        let s = CATransform3DScale(CATransform3DMakeTranslation(5, 0, 0), 2, 2, 2)   // scale, then translate
        #expect(close(Vector4(1, 1, 0).applying(s), Vector4(7, 2, 0), 1e-12))
        let rr = CATransform3DRotate(CATransform3DMakeTranslation(5, 0, 0), .pi / 2, 0, 0, 1)
        #expect(close(Vector4(1, 0, 0).applying(rr), Vector4(5, 1, 0), 1e-12))
    }

    @Test("Concat(a, b) applies a first, then b")
    func concatOrder() {
        let t = CATransform3DMakeTranslation(10, 0, 0), r = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(close(Vector4(0, 0, 0).applying(CATransform3DConcat(t, r)), Vector4(0, 10, 0), 1e-12))
        #expect(close(Vector4(0, 0, 0).applying(CATransform3DConcat(r, t)), Vector4(10, 0, 0), 1e-12))
    }

    @Test("invert gives the inverse; a singular matrix comes back unchanged (Apple)")
    func invert() {
        var m = CATransform3DMakeTranslation(3, -4, 5)
        m = CATransform3DRotate(m, 0.8, 1, 2, 3)
        m = CATransform3DScale(m, 2, 0.5, 3)
        m.m34 = -1 / 500
        #expect(close(CATransform3DConcat(m, CATransform3DInvert(m)), .identity, 1e-12))
        let singular = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DInvert(singular) == singular)
        var nan = CATransform3D.identity
        nan.m11 = .nan
        let back = CATransform3DInvert(nan)   // not finite: returned unchanged
        #expect(back.m11.isNaN && Array(back.entries.dropFirst()) == Array(nan.entries.dropFirst()))
    }

    @Test("affine round trips: MakeAffineTransform, GetAffineTransform, IsAffine")
    func affineRoundTrip() {
        let a = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(a)
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == a)
        var p = t
        p.m34 = -0.002
        #expect(!CATransform3DIsAffine(p))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.1, 1, 0, 0)))
        #expect(CATransform3DIsAffine(CATransform3DMakeRotation(0.1, 0, 0, 1)))
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeTranslation(1, 2, 3)) == CGAffineTransform(translationX: 1, y: 2))
    }

    @Test("identity and equality")
    func identity() {
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(!CATransform3DIsIdentity(CATransform3DMakeScale(1, 1, 2)))
        #expect(CATransform3DEqualToTransform(CATransform3DMakeTranslation(1, 0, 0), CATransform3DTranslate(.identity, 1, 0, 0)))
    }
}

/// Oracle: Apple's CGAffineTransform documentation (row vectors: x' = a x + c y + tx;
/// concatenating applies the receiver first) and hand computation.
@Suite("CGAffineTransform")
struct AffineTransformTests {
    @Test("a positive rotation turns +x toward +y: clockwise on a y-down screen")
    func rotation() {
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(p.x) < 1e-15 && abs(p.y - 1) < 1e-15)
    }

    @Test("concatenating applies the receiver first; translatedBy acts before (in local space)")
    func order() {
        let t = CGAffineTransform(translationX: 10, y: 0), r = CGAffineTransform(rotationAngle: .pi / 2)
        let tr = CGPoint.zero.applying(t.concatenating(r))
        #expect(abs(tr.x) < 1e-12 && abs(tr.y - 10) < 1e-12)
        let local = CGPoint.zero.applying(r.translatedBy(x: 10, y: 0))
        #expect(abs(local.x) < 1e-12 && abs(local.y - 10) < 1e-12)
        #expect(CGPoint(x: 1, y: 1).applying(CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 2, y: 3)) == CGPoint(x: 7, y: 3))
    }

    @Test("inverted undoes; a singular transform comes back unchanged (Apple)")
    func inverted() {
        let m = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 4, ty: -5)
        let id = m.concatenating(m.inverted())
        #expect(abs(id.a - 1) < 1e-12 && abs(id.b) < 1e-12 && abs(id.c) < 1e-12 && abs(id.d - 1) < 1e-12 && abs(id.tx) < 1e-12 && abs(id.ty) < 1e-12)
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
        #expect(CGAffineTransform.identity.isIdentity && !m.isIdentity)
    }

    @Test("applying: points get the translation, sizes only the linear part, rects their bounding box")
    func applying() {
        let m = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(m) == CGPoint(x: 12, y: 23))
        #expect(CGSize(width: 1, height: 1).applying(m) == CGSize(width: 2, height: 3))
        #expect(CGSize(width: 1, height: 0).applying(CGAffineTransform(scaleX: -1, y: 1)) == CGSize(width: -1, height: 0))
        #expect(CGRect(x: 0, y: 0, width: 1, height: 1).applying(m) == CGRect(x: 10, y: 20, width: 2, height: 3))
        #expect(CGRect.null.applying(m).isNull)
    }
}
