import Testing
@testable import LayerKitLayers
import LayerKitTestSupport

@Suite("Hit testing and containsPoint", .ownMediaClock)
struct HitTestTests {
    /// The book's 3.4/3.5 scene: a white 200x200 layer with a blue (50,50,100,100) sublayer.
    private func scene() -> (root: CALayer, white: CALayer, blue: CALayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        let white = CALayer()
        white.frame = CGRect(x: 100, y: 100, width: 200, height: 200)
        let blue = CALayer()
        blue.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        root.addSublayer(white)
        white.addSublayer(blue)
        return (root, white, blue)
    }

    @Test("3.5: hitTest returns the deepest layer containing the point, nil outside")
    func deepest() {
        let (root, white, blue) = scene()
        #expect(root.hitTest(CGPoint(x: 200, y: 200)) === blue)
        #expect(root.hitTest(CGPoint(x: 110, y: 110)) === white)
        #expect(white.hitTest(CGPoint(x: 390, y: 390)) == nil)
        #expect(root.hitTest(CGPoint(x: 390, y: 390)) === root)
        #expect(root.hitTest(CGPoint(x: 500, y: 500)) == nil)
    }

    @Test("3.4: containsPoint takes the receiver's own coordinates")
    func containsLocal() {
        let (_, white, blue) = scene()
        #expect(blue.contains(blue.convert(CGPoint(x: 100, y: 100), from: white)))
        #expect(!blue.contains(blue.convert(CGPoint(x: 10, y: 10), from: white)))
        #expect(white.contains(CGPoint(x: 10, y: 10)))
        #expect(!white.contains(CGPoint(x: 200, y: 10)))
    }

    @Test("higher zPosition is searched first, then later sublayers (DESIGN.md Apple facts)")
    func zOrder() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let a = CALayer(), b = CALayer()
        a.frame = root.bounds; b.frame = root.bounds
        root.addSublayer(a); root.addSublayer(b)
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === b)
        a.zPosition = 1
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === a)
    }

    @Test("hidden layers are skipped, and their sublayers with them")
    func hidden() {
        let (root, white, blue) = scene()
        blue.isHidden = true
        #expect(root.hitTest(CGPoint(x: 200, y: 200)) === white)
        blue.isHidden = false
        white.isHidden = true
        #expect(root.hitTest(CGPoint(x: 200, y: 200)) === root)
    }

    @Test("a sublayer outside its superlayer's bounds is hit unless the superlayer masks to bounds")
    func outsideBounds() {
        let (root, white, _) = scene()
        let out = CALayer()
        out.frame = CGRect(x: -50, y: -50, width: 40, height: 40)
        white.addSublayer(out)
        #expect(root.hitTest(CGPoint(x: 70, y: 70)) === out)
        white.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 70, y: 70)) === root)
    }

    @Test("hit testing goes through perspective: the projected quad, not the untransformed bounds, is hit")
    func throughPerspective() {
        let (root, l) = turnedInPerspective()
        // The right edge projects to x = 200 + 61.95: just inside and just outside.
        #expect(root.hitTest(CGPoint(x: 261, y: 200)) === l)
        #expect(root.hitTest(CGPoint(x: 263, y: 200)) === root)
    }

    @Test("5.10a: in the cube, later faces intercept the pointer where they project, even facing away")
    func cubeFaces() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        var p = CATransform3DIdentity
        p.m34 = -1.0 / 500
        root.sublayerTransform = p
        func face(_ t: CATransform3D) -> CALayer {
            let f = CALayer()
            f.frame = CGRect(x: 100, y: 100, width: 200, height: 200)
            f.transform = t
            root.addSublayer(f)
            return f
        }
        let front = face(CATransform3DMakeTranslation(0, 0, 100))
        let back = face(CATransform3DRotate(CATransform3DMakeTranslation(0, 0, -100), .pi, 0, 1, 0))
        back.isDoubleSided = false
        // The back face projects to a 166.7-pt square in the middle: it is hit there (added later)...
        #expect(root.hitTest(CGPoint(x: 200, y: 200)) === back)
        // ...while near the front face's projected edge (250 pt wide) only the front face is there.
        #expect(root.hitTest(CGPoint(x: 80, y: 200)) === front)
        #expect(root.hitTest(CGPoint(x: 70, y: 200)) === root)
    }

    @Test("inside a transform layer, the face nearest the viewer wins")
    func transformLayerDepth() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        let cube = CATransformLayer()
        cube.frame = root.bounds
        root.addSublayer(cube)
        let near = CALayer(), far = CALayer()
        for l in [near, far] { l.frame = CGRect(x: 150, y: 150, width: 100, height: 100) }
        near.transform = CATransform3DMakeTranslation(0, 0, 50)
        far.transform = CATransform3DMakeTranslation(0, 0, -50)
        cube.addSublayer(near); cube.addSublayer(far)
        #expect(root.hitTest(CGPoint(x: 200, y: 200)) === near)
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === root)
    }
}
