import Foundation
import Testing
@testable import LayerKitCompositor
import LayerKitTestSupport

/// CAReplicatorLayer.preservesDepth: flattened (false), instances draw in instance order;
/// preserved (true), the replicator "acts similarly to the CATransformLayer and has the same
/// restrictions" (Apple's documentation): instances are sorted by depth with each other, and
/// the replicator draws nothing of its own. Pixels by hand computation of where each instance
/// lands and which is nearer (z grows toward the viewer).
@Suite("CAReplicatorLayer.preservesDepth sorts instances in 3D", .ownMediaClock)
struct ReplicatorDepthTests {
    /// A black 200 x 200 root holding a replicator that fills it (red background) with one
    /// white square at `square`; instance 1 is cyan (red offset −1).
    func scene(_ r: CAReplicatorLayer, square: CGRect) -> CALayer {
        let root = stage(CGSize(width: 200, height: 200), gray: 0)
        r.frame = root.bounds
        r.backgroundColor = rgb(1, 0, 0)
        r.instanceCount = 2
        r.instanceRedOffset = -1
        root.addSublayer(r)
        r.addSublayer(box(square, rgb(1, 1, 1)))
        return root
    }

    static let white = [255, 255, 255, 255], cyan = [0, 255, 255, 255]

    @Test("an instance moved behind another is drawn under it with preservesDepth, over it when flattened")
    func parallelInstances() {
        // Instance 1 is the 60 x 60 square at (40, 70) moved 40 right and 10 back: they overlap
        // in x 80 ..< 100.
        func draw(preservingDepth: Bool) -> Bitmap {
            let r = CAReplicatorLayer()
            r.instanceTransform = CATransform3DMakeTranslation(40, 0, -10)
            r.preservesDepth = preservingDepth
            return render(scene(r, square: CGRect(x: 40, y: 70, width: 60, height: 60)), size: CGSize(width: 200, height: 200))
        }
        let flat = draw(preservingDepth: false), deep = draw(preservingDepth: true)
        #expect(px(flat, 90, 100) == Self.cyan, "flattened: instance 1 drawn last, on top")
        #expect(px(deep, 90, 100) == Self.white, "in depth: instance 0 is nearer")
        for b in [flat, deep] {
            #expect(px(b, 50, 100) == Self.white && px(b, 130, 100) == Self.cyan, "each alone where they do not overlap")
        }
    }

    @Test("instances that cross are split where they cross: each half of the nearer one shows (BSP), not instance order")
    func crossingInstances() {
        // Instance 1 is the 100 x 60 square centred on the replicator's centre (100, 100), turned
        // π/3 about the vertical axis through it: its point x_rel from the centre goes to
        // x_rel · cos(π/3) across and z = −x_rel · sin(π/3) deep, behind instance 0 (z = 0) on
        // the right and in front of it on the left. At x = 110 instance 1 is 17 pt behind; at
        // x = 90, 17 pt in front.
        func draw(preservingDepth: Bool) -> Bitmap {
            let r = CAReplicatorLayer()
            r.instanceTransform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
            r.preservesDepth = preservingDepth
            return render(scene(r, square: CGRect(x: 50, y: 70, width: 100, height: 60)), size: CGSize(width: 200, height: 200))
        }
        let flat = draw(preservingDepth: false), deep = draw(preservingDepth: true)
        #expect(px(flat, 90, 100) == Self.cyan && px(flat, 110, 100) == Self.cyan, "flattened: instance 1 covers")
        #expect(px(deep, 90, 100) == Self.cyan, "left of the crossing instance 1 is nearer")
        #expect(px(deep, 110, 100) == Self.white, "right of it instance 0 is nearer")
        #expect(px(deep, 140, 100) == Self.white && px(deep, 60, 100) == Self.white, "instance 0 alone past instance 1's ends")
    }

    @Test("a replicator that preserves depth draws no background of its own, as a transform layer (Apple's docs)")
    func noOwnDrawing() {
        let r = CAReplicatorLayer()
        r.instanceTransform = CATransform3DMakeTranslation(0, 80, 0)
        let root = scene(r, square: CGRect(x: 90, y: 20, width: 20, height: 20))
        #expect(px(render(root, size: CGSize(width: 200, height: 200)), 10, 10) == [255, 0, 0, 255])
        r.preservesDepth = true
        let b = render(root, size: CGSize(width: 200, height: 200))
        #expect(px(b, 10, 10) == [0, 0, 0, 255], "no red background")
        #expect(px(b, 100, 30) == Self.white && px(b, 100, 110) == Self.cyan, "both instances, tinted")
    }

    @Test("instances that preserve depth inside a transform layer sort with its other faces; flattened, the replicator is one face")
    func insideTransformLayer() {
        // A transform layer holds the replicator and a gray face at z = −5, (70, 70, 60, 60).
        // Instance 0 is the white square (40, 40, 60, 60) at z = 0; instance 1 is moved 60 right
        // and 10 back, to (100, 40, 60, 60) at z = −10, behind the face where they overlap.
        func draw(preservingDepth: Bool) -> Bitmap {
            let root = stage(CGSize(width: 200, height: 200), gray: 0)
            let scene3D = CATransformLayer()
            scene3D.frame = root.bounds
            root.addSublayer(scene3D)
            let r = CAReplicatorLayer()
            r.frame = scene3D.bounds
            r.instanceCount = 2
            r.instanceRedOffset = -1
            r.instanceTransform = CATransform3DMakeTranslation(60, 0, -10)
            r.preservesDepth = preservingDepth
            r.addSublayer(box(CGRect(x: 40, y: 40, width: 60, height: 60), rgb(1, 1, 1)))
            let face = box(CGRect(x: 70, y: 70, width: 60, height: 60), rgb(0.5, 0.5, 0.5))
            face.zPosition = -5
            scene3D.addSublayer(r)
            scene3D.addSublayer(face)
            return render(root, size: CGSize(width: 200, height: 200))
        }
        let gray = [128, 128, 128, 255]
        let deep = draw(preservingDepth: true), flat = draw(preservingDepth: false)
        #expect(px(deep, 85, 85) == Self.white, "instance 0 is in front of the face")
        #expect(px(deep, 115, 85) == gray, "instance 1 is behind it")
        #expect(px(deep, 150, 50) == Self.cyan && px(deep, 115, 120) == gray, "each alone")
        // Flattened, the replicator is one face at z = 0, all in front of the face.
        #expect(px(flat, 85, 85) == Self.white && px(flat, 115, 85) == Self.cyan)
    }
}
