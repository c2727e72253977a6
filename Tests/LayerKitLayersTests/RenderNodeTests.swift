import Testing
@testable import LayerKitLayers

@Suite("Render nodes made by commits", .serialized)
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
        // Every node a commit makes carries that commit's sequence number, later than any before.
        #expect(after[0].sequence == after[2].sequence && after[1].sequence == after[2].sequence)
        #expect(after[2].sequence > before.map(\.sequence).max()!)
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
}
