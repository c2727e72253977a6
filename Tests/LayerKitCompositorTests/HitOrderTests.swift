import Testing
@testable import LayerKitCompositor
import LayerKitTestSupport

/// Oracle: issue 9 ("in 3D, hit testing answers the face that is drawn on top at that pixel")
/// and Apple's CATransformLayer documentation (its sublayers share its 3D space): two faces of a
/// transform layer that cross each other are each on top on one side of the line they cross
/// in, and a click on either side finds the face drawn there.
@Suite("One drawing order: hit testing answers what is drawn on top", .ownMediaClock)
struct HitOrderTests {
    /// A red face turned +30 degrees and a blue face turned -30 degrees about y, both centred
    /// in a transform layer seen in perspective: they cross along the vertical centre line.
    func crossingFaces() -> (root: CALayer, red: CALayer, blue: CALayer) {
        let root = stage(CGSize(width: 300, height: 200), gray: 0)
        var p = CATransform3DIdentity
        p.m34 = -1.0 / 500
        root.sublayerTransform = p
        let t = CATransformLayer()
        t.frame = root.bounds
        root.addSublayer(t)
        let red = box(CGRect(x: 50, y: 50, width: 200, height: 100), rgb(1, 0, 0))
        red.transform = CATransform3DMakeRotation(.pi / 6, 0, 1, 0)
        let blue = box(CGRect(x: 50, y: 50, width: 200, height: 100), rgb(0, 0, 1))
        blue.transform = CATransform3DMakeRotation(-.pi / 6, 0, 1, 0)
        t.addSublayer(red)
        t.addSublayer(blue)
        return (root, red, blue)
    }

    @Test("where two faces of a transform layer cross, a hit on each side finds the face drawn there",
          arguments: [CGPoint(x: 90, y: 100), CGPoint(x: 120, y: 80), CGPoint(x: 180, y: 100), CGPoint(x: 210, y: 120)])
    func hitMatchesDrawing(_ p: CGPoint) throws {
        let (root, red, blue) = crossingFaces()
        let img = render(root, size: CGSize(width: 300, height: 200))
        let drawn = px(img, Int(p.x), Int(p.y))
        let hit = root.hitTest(p)
        if drawn == [255, 0, 0, 255] {
            #expect(hit === red, "red is drawn at \(p)")
        } else if drawn == [0, 0, 255, 255] {
            #expect(hit === blue, "blue is drawn at \(p)")
        } else {
            Issue.record("neither face is drawn at \(p): \(drawn)")
        }
    }

    @Test("each face is on top on one side of the crossing line (the faces really cross)")
    func facesCross() {
        let (root, _, _) = crossingFaces()
        let img = render(root, size: CGSize(width: 300, height: 200))
        #expect(px(img, 90, 100) != px(img, 210, 100))
    }
}
