import LayerKitLayers

/// Reusing the last frame's scene nodes of plain leaves whose render node changed (a layer
/// moved by its model each frame): the node is updated in place instead of a new one made
/// and the old one freed. Only a node that nothing but the builder holds is recycled, so a
/// frame can never see a node change under it; the result is the node `plainLeaf` would make.
extension SceneBuilder {
    /// Whether `node`'s sublayers are, one for one and in order, the layers of `previous`'s
    /// sublayers (the last frame's node of the same layer): then each sublayer's last node is
    /// found at its own index.
    static func lineUp(_ previous: SceneNode, _ node: RenderNode) -> Bool {
        let old = previous.sourceChildren, new = node.children
        guard old.count == new.count, !new.isEmpty else { return false }
        for i in new.indices where old[i].id != new[i].id { return false }
        return true
    }

    /// `old`, the last frame's node of `node`'s layer, recycled as this frame's: when both are
    /// plain leaves, the render node is new (an unchanged one reuses `old` as it is), and `old`
    /// is held by nothing but the caller. Nil otherwise, with `old` left as it was.
    static func recycled(_ old: inout SceneNode, as node: RenderNode) -> SceneNode? {
        guard old.isPlainLeaf, !old.isPresented(from: node), old.keepsSublayersIn3D == node.keepsSublayersIn3D,
              isPlainLeaf(node), isKnownUniquelyReferenced(&old) else { return nil }
        old.recycle(as: node)
        return old
    }
}
