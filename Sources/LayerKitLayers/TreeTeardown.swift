/// A tree node that can hand over its children (sublayers, mask) so a deep tree is freed
/// one node at a time, never with a stack frame per level (`CALayer`, `RenderNode`,
/// the compositor's `SceneNode`).
package protocol TreeTeardown: AnyObject {
    associatedtype Child: TreeTeardown where Child.Child == Child
    /// Empties this node's references to its children and returns them.
    func takeChildren() -> [Child]
}

/// The one teardown loop behind `TreeTeardown`.
package enum Teardown {
    /// Frees `children` (just taken from a node being freed): each one that nothing else
    /// holds hands its own children to the work list before it goes.
    package static func free<N: TreeTeardown>(_ children: consuming [N]) where N.Child == N {
        // Moved, not copied: a second reference to the array would keep every child alive
        // past the check below and free them all recursively afterwards.
        var pending = consume children
        while var n = pending.popLast() {
            guard isKnownUniquelyReferenced(&n) else { continue }
            pending += n.takeChildren()
        }
    }
}
