import Testing
@testable import LayerKitCompositor
@testable import LayerKitLayers
import LayerKitRaster
import LayerKitTestSupport

/// A root of `count` 8x8 boxes in a row, each a plain leaf (no sublayers, mask or animation).
private func row(_ count: Int) -> (root: CALayer, boxes: [CALayer]) {
    let root = stage(CGSize(width: 320, height: 240))
    let boxes = (0..<count).map { i in box(CGRect(x: 10 * i, y: 20, width: 8, height: 8), rgb(CGFloat(i % 3) / 2, 0.5, 1)) }
    for b in boxes { root.addSublayer(b) }
    return (root, boxes)
}

/// Commits and presents `root`'s render tree at `time` through `cache`.
private func present(_ root: CALayer, at time: CFTimeInterval, _ cache: SceneCache) throws -> SceneNode {
    CATransaction.flush()
    return SceneBuilder.presented(try #require(root.renderNode), at: time, cache: cache)
}

/// The scene node of each sublayer of `scene`, in the render tree's order.
private func leaves(_ scene: SceneNode) -> [SceneNode] { scene.sourceChildren }

/// The identities of those nodes, holding none of them (a node another holder keeps is not
/// recycled). A node made while the old one of its index is alive cannot share its address.
private func identities(_ scene: SceneNode) -> [ObjectIdentifier] { scene.sourceChildren.map(ObjectIdentifier.init) }

/// Oracle: `SceneBuilder.plainLeaf`'s definition (a plain leaf's scene node is its render
/// node's values as they are) and frames rendered from scratch from the model tree; the claim
/// about objects is the render-tree issue's "cost follows what changed".
@Suite("Scene recycling: a moved plain leaf's scene node is updated in place, never while another holds it", .ownMediaClock)
struct SceneRecyclingTests {
    @Test("a plain leaf moved in every frame keeps its scene node, which shows the new values")
    func keepsNode() throws {
        let (root, boxes) = row(4)
        let cache = SceneCache()
        let first = identities(try present(root, at: 0, cache))
        CATransaction.setDisableActions(true)
        boxes[1].position = CGPoint(x: 100, y: 100)
        boxes[2].opacity = 0.5
        let second = leaves(try present(root, at: 1, cache))
        #expect(first == second.map(ObjectIdentifier.init))
        for (b, n) in zip(boxes, second) {
            #expect(n.box === b.renderNode)
            #expect(n.source === b.renderNode)
        }
        #expect(second[1].state.position == CGPoint(x: 100, y: 100))
        #expect(second[2].state.opacity == 0.5)
        // Counted as a change, as a node made anew would be; the unchanged boxes start again at 0.
        #expect(second.map(\.changeStreak) == [0, 1, 1, 0])
    }

    @Test("a node another holder still references is not recycled")
    func heldNodeIsNotRecycled() throws {
        let (root, boxes) = row(2)
        let cache = SceneCache()
        let held = leaves(try present(root, at: 0, cache))[0]
        let oldBox = held.box
        CATransaction.setDisableActions(true)
        boxes[0].position = CGPoint(x: 200, y: 200)
        let second = leaves(try present(root, at: 1, cache))
        #expect(second[0] !== held)
        #expect(held.box === oldBox)
        #expect(second[0].state.position == CGPoint(x: 200, y: 200))
    }

    @Test("a leaf that gains a sublayer, an animation or a mask gets a new node, not its old one")
    func onlyPlainLeavesAreRecycled() throws {
        let (root, boxes) = row(3)
        let cache = SceneCache()
        let first = identities(try present(root, at: 0, cache))
        CATransaction.setDisableActions(true)
        boxes[0].addSublayer(box(CGRect(x: 0, y: 0, width: 2, height: 2), rgb(1, 0, 0)))
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 10
        boxes[1].add(fade, forKey: "fade")
        boxes[2].mask = box(CGRect(x: 0, y: 0, width: 4, height: 4), rgb(0, 0, 0))
        let second = leaves(try present(root, at: 1, cache))
        #expect(zip(first, second).allSatisfy { $0 != ObjectIdentifier($1) })
        #expect(second[0].children.count == 1)
        #expect(second[1].animates)
        #expect(second[2].mask != nil)
    }

    @Test("frames of leaves moving every frame equal frames rendered from scratch")
    func framesMatchScratch() {
        let (root, boxes) = row(24)
        let r = CARenderer(size: CGSize(width: 320, height: 240), scale: 1, options: .default, threads: 1)
        r.layer = root
        drawFrame(r)
        CATransaction.setDisableActions(true)
        for f in 1...5 {
            for (i, b) in boxes.enumerated() {
                b.position = CGPoint(x: 10 * CGFloat(i) + 4 + CGFloat(f * (i % 4)), y: 24 + CGFloat(f * (i % 3)))
                if i % 5 == f % 5 { b.backgroundColor = rgb(CGFloat(f) / 5, 0.2, 0.4) }
            }
            drawFrame(r, at: Double(f) / 60)
            #expect(Bitmap(r.image) == render(root, size: CGSize(width: 320, height: 240)))
        }
    }

    @Test("a layer's extent is worked out once per scene node, and again for a recycled leaf with new bounds or a parent whose sublayer moved")
    func extentFollowsChanges() throws {
        let (root, boxes) = row(2)
        let holder = CALayer()
        holder.frame = CGRect(x: 100, y: 100, width: 10, height: 10)
        let inner = box(CGRect(x: 0, y: 0, width: 4, height: 4), rgb(1, 0, 0))
        holder.addSublayer(inner)
        root.addSublayer(holder)
        let cache = SceneCache()
        let builder = DrawListBuilder(textures: TextureCache())
        let first = try present(root, at: 0, cache)
        #expect(builder.localExtent(leaves(first)[0]) == CGRect(x: 0, y: 0, width: 8, height: 8))
        #expect(builder.localExtent(leaves(first)[2]) == CGRect(x: 0, y: 0, width: 10, height: 10))
        CATransaction.setDisableActions(true)
        boxes[0].bounds = CGRect(x: 0, y: 0, width: 30, height: 20)
        inner.position = CGPoint(x: 40, y: 2)
        let leafID = ObjectIdentifier(leaves(first)[0])
        let second = try present(root, at: 1, cache)
        // The same (recycled) node, with its new bounds; the holder reaches its moved sublayer.
        #expect(ObjectIdentifier(leaves(second)[0]) == leafID)
        #expect(builder.localExtent(leaves(second)[0]) == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(builder.localExtent(leaves(second)[2]) == CGRect(x: 0, y: 0, width: 42, height: 10))
    }
}
