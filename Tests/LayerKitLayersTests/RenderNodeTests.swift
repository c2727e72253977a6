import Testing
@testable import LayerKitLayers
import LayerKitTestSupport

@Suite("Render nodes made by commits", .ownMediaClock)
struct RenderNodeTests {
    /// root > (group > (moved, still), aside), committed once.
    private func tree() -> (root: CALayer, group: CALayer, moved: CALayer, still: CALayer, aside: CALayer) {
        let root = CALayer(), group = CALayer(), moved = CALayer(), still = CALayer(), aside = CALayer()
        root.addSublayer(group)
        group.addSublayer(moved)
        group.addSublayer(still)
        root.addSublayer(aside)
        CATransaction.flush()
        return (root, group, moved, still, aside)
    }

    @Test("a commit makes new nodes for the changed layer and its ancestors only; untouched subtrees keep the very node of the last commit (RenderNode's contract, issue 9)")
    func changedPathOnly() throws {
        let t = tree()
        let layers = [t.root, t.group, t.moved, t.still, t.aside]
        let before = try layers.map { try #require($0.renderNode) }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        t.moved.position = CGPoint(x: 5, y: 6)
        CATransaction.commit()
        let after = try layers.map { try #require($0.renderNode) }
        #expect(after[0] !== before[0] && after[1] !== before[1] && after[2] !== before[2])
        #expect(after[3] === before[3] && after[4] === before[4])
        #expect(after[0].children.map(ObjectIdentifier.init) == [ObjectIdentifier(after[1]), ObjectIdentifier(before[4])])
        #expect(after[1].children.map(ObjectIdentifier.init) == [ObjectIdentifier(after[2]), ObjectIdentifier(before[3])])
        #expect(after[2].state.position == CGPoint(x: 5, y: 6) && before[2].state.position == .zero)
        // A node is its layer's committed state; ancestors made again only for their sublayer
        // lists keep their values.
        #expect(layers.allSatisfy { $0.committed?.box === $0.renderNode })
        #expect(after[1].state.position == before[1].state.position && after[0].state.bounds == before[0].state.bounds)
    }

    @Test("a sublayer nothing was set on joins the committed tree with a node of its default values and its own sublayers")
    func uncommittedSublayerJoins() throws {
        let t = tree()
        let plain = CALayer(), inner = CALayer()
        plain.addSublayer(inner)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        t.aside.addSublayer(plain)
        CATransaction.commit()
        // The implicit transaction `addSublayer(inner)` opened encloses the explicit one.
        CATransaction.flush()
        let node = try #require(t.root.renderNode)
        let asideNode = try #require(node.children.last)
        #expect(asideNode.children.count == 1 && asideNode.children[0] === plain.renderNode)
        #expect(plain.renderNode?.children.first === inner.renderNode && inner.renderNode != nil)
        #expect(plain.committed?.generation == 1 && node.height == 4)
    }

    @Test("a layer is indexed for its animations while it has committed ones, and not before or after")
    func animationIndexFollowsCommits() {
        let t = tree()
        let id = ObjectIdentifier(t.still)
        #expect(AnimatedLayers.layer(id) == nil && !t.still.isIndexedForAnimations)
        let a = CABasicAnimation(keyPath: "opacity")
        a.toValue = 0
        a.duration = 100
        t.still.add(a, forKey: "fade")
        CATransaction.flush()
        #expect(AnimatedLayers.layer(id) === t.still && t.still.renderNode?.animations.count == 1)
        #expect(t.root.renderNode?.subtreeHasAnimations == true)
        t.still.removeAllAnimations()
        CATransaction.flush()
        #expect(AnimatedLayers.layer(id) == nil && !t.still.isIndexedForAnimations)
        #expect(t.root.renderNode?.subtreeHasAnimations == false)
    }

    @Test("a leaf committed again keeps its node, generation and capture in step with the model as it gains and loses a sublayer, a mask and an animation (the leaf shortcut of makeCapturedNode)")
    func leafRecommits() throws {
        let t = tree()
        let leaf = t.aside
        func commit(_ change: () -> Void) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            change()
            CATransaction.commit()
            CATransaction.flush()
        }
        var generation = try #require(leaf.committed?.generation)
        func expectStep(_ what: String) {
            #expect(leaf.committed?.generation == generation + 1, "\(what)")
            #expect(leaf.committed?.box === leaf.renderNode && t.root.renderNode?.children.last === leaf.renderNode, "\(what)")
            generation = leaf.committed?.generation ?? 0
        }
        commit { leaf.position = CGPoint(x: 3, y: 4) }
        expectStep("moved")
        #expect(leaf.renderNode?.state.position == CGPoint(x: 3, y: 4) && leaf.renderNode?.height == 1)
        let sub = CALayer()
        commit { leaf.addSublayer(sub) }
        expectStep("sublayer added")
        #expect(leaf.renderNode?.children.count == 1 && leaf.committed?.sublayers.count == 1 && leaf.renderNode?.height == 2)
        commit { sub.removeFromSuperlayer(); leaf.opacity = 0.5 }
        expectStep("sublayer removed")
        #expect(leaf.renderNode?.children.isEmpty == true && leaf.committed?.holdsNoLayers == true)
        #expect(leaf.renderNode?.state.opacity == 0.5 && leaf.renderNode?.height == 1)
        let mask = CALayer()
        commit { leaf.mask = mask }
        expectStep("mask set")
        #expect(leaf.renderNode?.mask === mask.renderNode && leaf.renderNode?.mask != nil)
        commit { leaf.mask = nil }
        expectStep("mask cleared")
        #expect(leaf.renderNode?.mask == nil && leaf.committed?.holdsNoLayers == true)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        fade.duration = 100
        commit { leaf.add(fade, forKey: "fade") }
        expectStep("animation added")
        #expect(leaf.renderNode?.animations.count == 1 && leaf.committed?.animations.count == 1)
        #expect(t.root.renderNode?.subtreeHasAnimations == true && leaf.isIndexedForAnimations)
        commit { leaf.removeAllAnimations() }
        expectStep("animation removed")
        #expect(leaf.renderNode?.animations.isEmpty == true && !leaf.isIndexedForAnimations)
        #expect(t.root.renderNode?.subtreeHasAnimations == false)
        commit { leaf.position = CGPoint(x: 7, y: 8) }
        expectStep("moved again")
        #expect(leaf.renderNode?.state.position == CGPoint(x: 7, y: 8) && leaf.renderNode?.mask == nil)
    }
}
