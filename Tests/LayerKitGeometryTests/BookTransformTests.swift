import Testing
@testable import LayerKitGeometry

/// The 200x200 layer of the book's chapter 5, centred on its anchor.
private let square = CGRect(x: -100, y: -100, width: 200, height: 200)
private let corners = [CGPoint(x: -100, y: -100), CGPoint(x: 100, y: -100), CGPoint(x: 100, y: 100), CGPoint(x: -100, y: 100)]

/// Oracle: the book, chapter 5 checks (CATALOG.md 5.1–5.9), computed by hand there.
@Suite("Book chapter 5 transforms")
struct BookTransformTests {
    @Test("5.1: a 200-pt square rotated π/4 has a 282.84 bounding box about the same centre")
    func rotatedFrame() {
        let r = square.applying(CGAffineTransform(rotationAngle: .pi / 4))
        #expect(abs(r.width - 282.8427) < 1e-4 && abs(r.height - 282.8427) < 1e-4)
        #expect(abs(r.midX) < 1e-12 && abs(r.midY) < 1e-12)
    }

    @Test("5.2: scale 0.5, rotate 30°, translate (200,0) moves the centre by (86.6, 50.0); the box is 136.6")
    func compound() {
        let t = CGAffineTransform.identity.scaledBy(x: 0.5, y: 0.5).rotated(by: .pi / 6).translatedBy(x: 200, y: 0)
        let c = CGPoint.zero.applying(t)
        #expect(abs(c.x - 86.6025) < 1e-4 && abs(c.y - 50) < 1e-9)
        let box = square.applying(t)
        #expect(abs(box.width - 136.6025) < 1e-4 && abs(box.height - 136.6025) < 1e-4)
    }

    @Test("5.3: a 45° horizontal shear maps x' = x - y: top edge +100, bottom -100, frame 400 x 200")
    func shear() {
        let t = CGAffineTransform(a: 1, b: 0, c: -1, d: 1, tx: 0, ty: 0)
        #expect(CGPoint(x: -100, y: -100).applying(t) == CGPoint(x: 0, y: -100))
        #expect(CGPoint(x: -100, y: 100).applying(t) == CGPoint(x: -200, y: 100))
        let box = square.applying(t)
        #expect(box.width == 400 && box.height == 200)
    }

    @Test("5.4: π/4 about y without perspective projects to width 141.4, edges still 200 tall")
    func orthographicY() throws {
        let t = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        let p = try corners.map { try #require(t.project($0)) }
        #expect(abs(p[1].x - p[0].x - 141.4214) < 1e-4)
        #expect(abs(p[3].y - p[0].y - 200) < 1e-12 && abs(p[2].y - p[1].y - 200) < 1e-12)
    }

    @Test("5.5: m34 = -1/500 then π/4 about y: left edge x -82.36 half-height 116.47, right x 61.95 half-height 87.61")
    func perspective() throws {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        t = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
        let p = try corners.map { try #require(t.project($0)) }
        #expect(abs(p[0].x + 82.36) < 0.005 && abs(p[3].y - 116.47) < 0.005 && abs(p[0].y + 116.47) < 0.005)
        #expect(abs(p[1].x - 61.95) < 0.005 && abs(p[2].y - 87.61) < 0.005)
    }

    @Test("5.9: the front face 100 pt toward a camera 500 pt away projects to 250 x 250")
    func cubeFace() throws {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        let face = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, 100), perspective)
        let p = try corners.map { try #require(face.project($0)) }
        #expect(abs(p[1].x - p[0].x - 250) < 1e-9 && abs(p[3].y - p[0].y - 250) < 1e-9)
    }
}

/// Oracle: hand computation of the plane-to-plane maps (row vectors, w the homogeneous term).
@Suite("Homographies")
struct HomographyTests {
    func perspectiveTransform() -> CATransform3D {
        var t = CATransform3DMakeTranslation(20, -10, 0)
        t = CATransform3DRotate(t, 0.6, 0, 1, 0)
        t = CATransform3DRotate(t, -0.3, 1, 0, 0)
        var p = CATransform3DIdentity
        p.m34 = -1.0 / 500
        return CATransform3DConcat(t, p)
    }

    @Test("a homography composed with its inverse is the identity, up to scale")
    func inverse() throws {
        let h = perspectiveTransform().homography
        let inv = try #require(h.inverse())
        let id = h.concatenating(inv)
        let s = id.m33
        #expect([id.m11 / s - 1, id.m12 / s, id.m13 / s, id.m21 / s, id.m22 / s - 1, id.m23 / s, id.m31 / s, id.m32 / s].allSatisfy { abs($0) < 1e-12 })
        let flat = Homography(m11: 1, m12: 0, m13: 0, m21: 2, m22: 0, m23: 0, m31: 0, m32: 0, m33: 1)
        #expect(flat.inverse() == nil)
    }

    @Test("unproject(project(p)) returns p for points in front of the eye", arguments: 0..<10)
    func roundTrip(i: Int) throws {
        let t = perspectiveTransform()
        let p = CGPoint(x: CGFloat(i * 23 % 200) - 100, y: CGFloat(i * 37 % 200) - 100)
        let screen = try #require(t.project(p))
        let back = try #require(t.unproject(screen))
        #expect(abs(back.x - p.x) < 1e-9 && abs(back.y - p.y) < 1e-9)
        let viaHomography = try #require(t.homography.apply(p))
        #expect(abs(viaHomography.x - screen.x) < 1e-12 && abs(viaHomography.y - screen.y) < 1e-12)
    }

    @Test("points behind the eye (w <= 0) project to nil, and screen points whose ray meets the plane behind unproject to nil")
    func behindTheEye() {
        var p = CATransform3DIdentity
        p.m34 = -1.0 / 500
        let pushed = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, 600), p)   // w = 1 - 600/500 < 0
        #expect(pushed.project(.zero) == nil)
        #expect(pushed.homography.apply(.zero) == nil)
        let edge = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, 500), p)     // w = 0 exactly
        #expect(edge.project(.zero) == nil)
        let steep = CATransform3DConcat(CATransform3DMakeRotation(1.47, 0, 1, 0), p)     // x = -1000 swings to z ≈ 995
        let behind = steep.homography.map(x: -1000, y: 10)
        #expect(behind.w < 0 && steep.project(CGPoint(x: -1000, y: 10)) == nil)
        #expect(steep.unproject(CGPoint(x: behind.x / behind.w, y: behind.y / behind.w)) == nil)
        #expect(steep.unproject(steep.project(CGPoint(x: 50, y: 10))!) != nil)
    }

    @Test("affine homographies report isAffine and give back their CGAffineTransform")
    func affine() {
        let a = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let h = Homography(a)
        #expect(h.isAffine && h.affine == a)
        #expect(Homography(CATransform3DMakeAffineTransform(a)) == h)
        #expect(!perspectiveTransform().homography.isAffine)
    }
}
