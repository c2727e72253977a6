import Testing
@testable import LayerKitCompositor
import LayerKitTestSupport

private func perspective(_ d: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m34 = -1 / d
    return t
}

/// Oracles: Apple's CALayer docs (isDoubleSided, flattening, CATransformLayer) and the book's
/// chapter 5 and 6.5 checks.
@Suite("3D: perspective, back faces, near plane, flattening, transform layers", .ownMediaClock)
struct ThreeDTests {
    @Test("5.5: perspective makes the near edge taller than the far edge (116.47 vs 87.61 half-heights)")
    func perspectiveEdges() {
        let root = stage(CGSize(width: 400, height: 400), gray: 0)
        let l = box(CGRect(x: 100, y: 100, width: 200, height: 200), rgb(1, 1, 1))
        l.transform = CATransform3DRotate(perspective(500), .pi / 4, 0, 1, 0)
        root.addSublayer(l)
        let img = render(root, size: CGSize(width: 400, height: 400))
        // Left edge at x = 200 - 82.36 spans y 200 -/+ 116.47; right edge at 261.95 spans -/+ 87.61.
        #expect(px(img, 122, 200 - 112) == [255, 255, 255, 255])
        #expect(px(img, 122, 200 - 120) == [0, 0, 0, 255])
        #expect(px(img, 258, 200 - 84) == [255, 255, 255, 255])
        #expect(px(img, 258, 200 - 92) == [0, 0, 0, 255])
        Golden.check(img, named: "perspective-5.5", tolerance: 1)
    }

    @Test("a layer turned 135 degrees about y shows its mirrored back, unless isDoubleSided is false")
    func backFaces() {
        let root = stage(CGSize(width: 200, height: 100), gray: 0)
        let faces = [true, false].enumerated().map { i, doubleSided -> CALayer in
            let l = CALayer()
            l.frame = CGRect(x: 10 + 100 * CGFloat(i), y: 10, width: 80, height: 80)
            l.contents = quadrantImage(32, 32)
            l.transform = CATransform3DRotate(perspective(400), 3 * .pi / 4, 0, 1, 0)
            l.isDoubleSided = doubleSided
            root.addSublayer(l)
            return l
        }
        let img = render(root, size: CGSize(width: 200, height: 100))
        // Mirrored: the image's right (green) half now shows on the left.
        #expect(px(img, 40, 35)[1] == 255 && px(img, 40, 35)[0] == 0)
        #expect(px(img, 60, 35)[0] == 255 && px(img, 60, 35)[1] == 0)
        #expect(px(img, 150, 50) == [0, 0, 0, 255], "culled back face")
        _ = faces
        Golden.check(img, named: "back-faces-doublesided", tolerance: 1)
    }

    @Test("a quad crossing the eye plane draws only its visible part, with no garbage")
    func nearPlane() {
        let root = stage(CGSize(width: 200, height: 200), gray: 0)
        root.sublayerTransform = perspective(150)
        let floor = box(CGRect(x: -400, y: 0, width: 1000, height: 400), rgb(0, 0.5, 1))
        // Tilted back about x so its lower part comes toward the viewer past the eye.
        floor.transform = CATransform3DMakeRotation(-1.2, 1, 0, 0)
        root.addSublayer(floor)
        let img = render(root, size: CGSize(width: 200, height: 200))
        let colours = Set((0..<200).flatMap { x in (0..<200).map { y in px(img, x, y) } })
        #expect(colours.isSubset(of: [[0, 0, 0, 255], [0, 128, 255, 255]]) || colours.count < 40,
                "only the floor's colour, the background and edge blends appear")
        #expect(px(img, 100, 190) == [0, 128, 255, 255], "the near part reaching the bottom is drawn")
        #expect(px(img, 100, 5) == [0, 0, 0, 255], "above the horizon nothing is drawn")
        Golden.check(img, named: "near-plane-crossing", tolerance: 1)
    }

    @Test("5.8: nested opposite y rotations do not cancel, because each layer flattens its sublayers")
    func flattening() {
        let root = stage(CGSize(width: 300, height: 300), gray: 0)
        let outer = box(CGRect(x: 50, y: 50, width: 200, height: 200), rgb(0.2, 0.2, 0.2))
        outer.transform = CATransform3DRotate(perspective(500), .pi / 4, 0, 1, 0)
        let inner = box(CGRect(x: 50, y: 50, width: 100, height: 100), rgb(1, 0, 0))
        inner.transform = CATransform3DRotate(perspective(500), -.pi / 4, 0, 1, 0)
        outer.addSublayer(inner)
        root.addSublayer(outer)
        let img = render(root, size: CGSize(width: 300, height: 300))
        // If the rotations cancelled, the inner layer would be a 100-pt upright square; flattened
        // into the outer plane it stays foreshortened.
        let redColumns = (0..<300).filter { x in px(img, x, 150) == [255, 0, 0, 255] }
        #expect(redColumns.count < 80, "the inner layer is foreshortened, not facing front")
        let left = (0..<300).filter { y in px(img, redColumns.first ?? 0, y) == [255, 0, 0, 255] }.count
        let right = (0..<300).filter { y in px(img, redColumns.last ?? 0, y) == [255, 0, 0, 255] }.count
        #expect(left != right, "and its edges differ in height: not an axis-aligned square")
        Golden.check(img, named: "flattening-5.8", tolerance: 1)
    }

    @Test("5.9: the cube's front face at z = 100 projects to 250 pt with m34 = -1/500")
    func cubeFront() {
        let root = stage(CGSize(width: 400, height: 400), gray: 0)
        root.sublayerTransform = perspective(500)
        let face = box(CGRect(x: 100, y: 100, width: 200, height: 200), rgb(1, 1, 1))
        face.transform = CATransform3DMakeTranslation(0, 0, 100)
        root.addSublayer(face)
        let img = render(root, size: CGSize(width: 400, height: 400))
        #expect(px(img, 76, 200) == [255, 255, 255, 255] && px(img, 73, 200) == [0, 0, 0, 255])
        #expect(px(img, 323, 200) == [255, 255, 255, 255] && px(img, 326, 200) == [0, 0, 0, 255])
    }

    @Test("two layers crossing inside a CATransformLayer are drawn correctly on both sides of the crossing")
    func intersectingFaces() {
        let root = stage(CGSize(width: 200, height: 200), gray: 0)
        root.sublayerTransform = perspective(400)
        let scene = CATransformLayer()
        scene.frame = root.bounds
        root.addSublayer(scene)
        let red = box(CGRect(x: 50, y: 50, width: 100, height: 100), rgb(1, 0, 0))
        red.transform = CATransform3DMakeRotation(.pi / 6, 0, 1, 0)
        let blue = box(CGRect(x: 50, y: 50, width: 100, height: 100), rgb(0, 0, 1))
        blue.transform = CATransform3DMakeRotation(-.pi / 6, 0, 1, 0)
        scene.addSublayer(red); scene.addSublayer(blue)
        let img = render(root, size: CGSize(width: 200, height: 200))
        // Red turns its left edge toward the viewer (positive angle about y moves x<0 to +z),
        // blue its right edge: red is in front on the left, blue on the right.
        #expect(px(img, 75, 100) == [255, 0, 0, 255])
        #expect(px(img, 125, 100) == [0, 0, 255, 255])
        // Drawing order alone (blue last) would put blue in front on both sides.
        Golden.check(img, named: "transform-layer-intersecting", tolerance: 1)
    }

    @Test("6.5: a cube in a transform layer shows its front face at 100 x 500/450 = 111.1 pt")
    func transformLayerCube() {
        let root = stage(CGSize(width: 300, height: 300), gray: 0)
        root.sublayerTransform = perspective(500)
        let cube = CATransformLayer()
        cube.position = CGPoint(x: 150, y: 150)
        cube.transform = CATransform3DMakeTranslation(-100, 0, 0)
        root.addSublayer(cube)
        let transforms = [CATransform3DMakeTranslation(0, 0, 50),
                          CATransform3DRotate(CATransform3DMakeTranslation(50, 0, 0), .pi / 2, 0, 1, 0),
                          CATransform3DRotate(CATransform3DMakeTranslation(0, 0, -50), .pi, 0, 1, 0)]
        for (i, t) in transforms.enumerated() {
            let f = box(CGRect(x: -50, y: -50, width: 100, height: 100), [rgb(1, 0, 0), rgb(0, 1, 0), rgb(0, 0, 1)][i])
            f.transform = t
            cube.addSublayer(f)
        }
        let img = render(root, size: CGSize(width: 300, height: 300))
        // Front face centre: x = 150 + (-100) * 500/450 = 38.9; half-size 55.6.
        #expect(px(img, 39, 150) == [255, 0, 0, 255])
        #expect(px(img, 39, 150 - 53) == [255, 0, 0, 255] && px(img, 39, 150 - 58) == [0, 0, 0, 255])
        Golden.check(img, named: "transform-layer-cube-6.5", tolerance: 1)
    }

    @Test("5.9a: sublayers turned out of a plain layer's plane are drawn back to front, not in sublayer order")
    func flatteningLayerSortsTurnedSublayers() {
        // The book's cube (5.9, 5.9a) is six sibling views in a plain container, and its text
        // says faces 4-6 "are obscured by faces 1, 2, and 3" although they were added later.
        let root = stage(CGSize(width: 300, height: 300), gray: 0)
        var camera = perspective(500)
        camera = CATransform3DRotate(camera, -.pi / 4, 0, 1, 0)
        root.sublayerTransform = camera
        let front = box(CGRect(x: 100, y: 100, width: 100, height: 100), rgb(1, 0, 0))
        front.transform = CATransform3DMakeTranslation(0, 0, 50)
        let right = box(CGRect(x: 100, y: 100, width: 100, height: 100), rgb(0, 1, 0))
        right.transform = CATransform3DRotate(CATransform3DMakeTranslation(50, 0, 0), .pi / 2, 0, 1, 0)
        let back = box(CGRect(x: 100, y: 100, width: 100, height: 100), rgb(0, 0, 1))
        back.transform = CATransform3DRotate(CATransform3DMakeTranslation(0, 0, -50), .pi, 0, 1, 0)
        let left = box(CGRect(x: 100, y: 100, width: 100, height: 100), rgb(1, 1, 0))
        left.transform = CATransform3DRotate(CATransform3DMakeTranslation(-50, 0, 0), -.pi / 2, 0, 1, 0)
        for l in [front, right, back, left] { root.addSublayer(l) }
        let img = render(root, size: CGSize(width: 300, height: 300))
        // Turned -45 degrees about y, the front face shows left of centre and the right face
        // right of it; the back and left faces, added later, lie behind them.
        #expect(px(img, 120, 150) == [255, 0, 0, 255])
        #expect(px(img, 180, 150) == [0, 255, 0, 255])
        let colours = Set((0..<300).map { x in px(img, x, 150) })
        #expect(!colours.contains([0, 0, 255, 255]) && !colours.contains([255, 255, 0, 255]),
                "no pixel of the hidden faces shows on the middle row")
        // Hit testing still goes by sublayer order (the book's 5.10a): the left face, tried
        // first as the last sublayer, takes a point where the front face is seen.
        #expect(root.hitTest(CGPoint(x: 120, y: 150)) === left)
        Golden.check(img, named: "flattening-layer-depth-order", tolerance: 1)
    }

    @Test("sublayers that all stay in their parent's plane keep the zPosition-then-array drawing order")
    func flatSublayersKeepOrder() {
        let root = stage(CGSize(width: 100, height: 100), gray: 0)
        root.sublayerTransform = perspective(500)
        let a = box(CGRect(x: 20, y: 20, width: 60, height: 60), rgb(1, 0, 0))
        let b = box(CGRect(x: 30, y: 30, width: 40, height: 40), rgb(0, 0, 1))
        b.transform = CATransform3DMakeRotation(.pi / 8, 0, 0, 1)
        root.addSublayer(a); root.addSublayer(b)
        #expect(px(render(root, size: CGSize(width: 100, height: 100)), 50, 50) == [0, 0, 255, 255])
        a.zPosition = 1
        #expect(px(render(root, size: CGSize(width: 100, height: 100)), 50, 50) == [255, 0, 0, 255])
    }
}
