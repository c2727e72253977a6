/// A layer state shared by reference, unchanged while shared: a commit's values, read by
/// every frame until the next commit without copying them (a `RenderNode` is one: its
/// layer's committed values), or a frame's presented values.
///
/// Read a box's values field by field (`box.state.opacity`) and hand the box, not its state,
/// to functions: passing `box.state` whole makes the compiler copy every field (with a
/// retain for each reference), which on the per-frame paths costs more than the work.
///
/// A box is never changed once anything but its maker holds it. The one write,
/// `overwrite(copying:)`, is for a render node that its layer kept as a spare and that nothing
/// else holds any more (`CommittedLayer.takeReusableSpare`).
@usableFromInline package class StateBox: @unchecked Sendable {
    /// The values: the box's first stored property, where `state` reads them.
    @exclusivity(unchecked) private final var stored: LayerState

    /// The values, read in place at their address rather than through the stored property:
    /// Swift checks exclusive access on every read of a class's `var` from another module (a
    /// call into the runtime, whatever the property's attribute says), and the compositor reads
    /// these fields for every layer of every frame. Inlined into other modules because the box
    /// and `LayerState` are `@usableFromInline` (a `package` accessor is otherwise called).
    @inlinable package final var state: LayerState {
        unsafeAddress { UnsafePointer(_getUnsafePointerToStoredProperties(self).assumingMemoryBound(to: LayerState.self)) }
    }

    package init(_ state: consuming LayerState) { stored = consume state }
    /// A box of a copy of `state`, copied straight into the box (a consumed value is first
    /// copied out whole, then moved in: two more copies of every byte).
    package init(copying state: borrowing LayerState) { stored = copy state }

    /// Whether `state` reads the stored values (they are where it looks for them): checked by a
    /// test, since it rests on Swift laying out a root class's stored properties first.
    package var readsItsStoredValues: Bool {
        withUnsafeMutablePointer(to: &stored) { UnsafeRawPointer($0) } == UnsafeRawPointer(_getUnsafePointerToStoredProperties(self))
    }

    /// Replaces the values with a copy of the state at `source`: only for a box nothing else
    /// holds.
    ///
    /// When every reference the two states hold is the same object (`sameReferences`: a
    /// layer that moved keeps its colour and shared box), the bytes are copied as they are:
    /// each object keeps the owners it had, so no reference is retained or released, and no
    /// value witness is called. (An assignment retained and released five references and
    /// walked the contents through three outlined copies, about 300 instructions a layer.)
    final func overwrite(copying source: UnsafePointer<LayerState>) {
        // Through addresses: a state handed to a call whole, the stored one or a borrowed one,
        // was first copied out (with its retains).
        let values = _getUnsafePointerToStoredProperties(self)
        if LayerState.sameReferences(values, source) {
            values.copyMemory(from: source, byteCount: MemoryLayout<LayerState>.size)
        } else {
            values.assumingMemoryBound(to: LayerState.self).pointee = source.pointee
        }
    }

    /// Whether this box holds the values of `other` but for `position`, each reference the very
    /// same object (`LayerState.sameButPosition`): the layer only moved since `other` was made.
    package final func holdsSameValuesButPosition(as other: StateBox) -> Bool {
        let a = _getUnsafePointerToStoredProperties(self).assumingMemoryBound(to: LayerState.self)
        let b = _getUnsafePointerToStoredProperties(other).assumingMemoryBound(to: LayerState.self)
        return LayerState.sameButPosition(a, b)
    }

    /// The layer's coordinates to its superlayer's plane (`CALayer.toParentPlane`).
    package var toParentPlane: CATransform3D {
        CALayer.toParentPlane(anchor: CALayer.anchor(bounds: state.bounds, anchorPoint: state.anchorPoint),
                              anchorPointZ: state.anchorPointZ, transform: state.transform,
                              position: state.position, zPosition: state.zPosition)
    }

    /// What the layer applies to its sublayers (`CALayer.sublayerMatrix`).
    package var sublayerMatrix: CATransform3D {
        CALayer.sublayerMatrix(flipped: state.isGeometryFlipped, bounds: state.bounds, anchorPoint: state.anchorPoint,
                               anchorPointZ: state.anchorPointZ, sublayerTransform: state.sublayerTransform)
    }

    /// The layer's timing (its local time from its parent's).
    package var timing: TimingNode {
        // Field by field: handing `state` over whole would copy all of it.
        TimingNode(beginTime: state.beginTime, duration: state.duration, speed: state.speed, timeOffset: state.timeOffset,
                   repeatCount: state.repeatCount, repeatDuration: state.repeatDuration,
                   autoreverses: state.autoreverses, fillMode: state.fillMode)
    }
}

/// A layer as the last commit captured it: a value the layer holds, replaced by the next
/// commit (or changed when the render side retires an animation), so capturing a layer
/// allocates nothing for it but its render node. Model side only: it holds layers, so no
/// render node may hold it.
package struct CommittedLayer {
    /// The layer's render node: the committed values, shared with the frames that draw them,
    /// and what the last commit handed the render side (`CALayer.renderNode`).
    package var node: RenderNode
    /// The committed values (the render node).
    package var box: StateBox { node }
    /// The committed values.
    package var state: LayerState { _read { yield box.state } }
    package private(set) var sublayers: [CALayer]
    package private(set) var mask: CALayer?
    /// Attached animations, in order, with begin times stamped.
    package var animations: [AttachedAnimation]
    /// Increases with every commit or render-side change of this layer.
    package var generation: UInt64
    /// The node `node` replaced, kept so that a later commit of this layer can write its values
    /// into it once no frame holds it (`takeReusableSpare`): only a plain leaf's (no sublayers,
    /// mask, animations, contents or class content), so that keeping it keeps little alive.
    private var spare: RenderNode?

    package init(node: RenderNode, sublayers: [CALayer], mask: CALayer?, animations: [AttachedAnimation], generation: UInt64) {
        self.node = node
        self.sublayers = sublayers
        self.mask = mask
        self.animations = animations
        self.generation = generation
    }

    /// Becomes the next commit's capture: `node`, over `sublayers` and `mask`, with
    /// `animations`, one generation on. In place, storing only what differs: most commits
    /// change a layer's values, not its sublayer list, mask or animations, and storing the
    /// same ones again costs a retain and a release each.
    package mutating func recapture(node: RenderNode, sublayers: [CALayer], mask: CALayer?, animations: [AttachedAnimation]) {
        self.node = node
        if !Self.shareStorage(self.sublayers, sublayers) { self.sublayers = sublayers }
        if self.mask !== mask { self.mask = mask }
        if !Self.shareStorage(self.animations, animations) { self.animations = animations }
        generation &+= 1
    }

    /// Whether the capture holds no sublayers, mask or animations.
    /// Inlined, so that asking it of a capture stored in a layer reads the three lists in place
    /// instead of copying the capture with every reference in it.
    @inline(__always) package var holdsNoLayers: Bool { sublayers.isEmpty && mask == nil && animations.isEmpty }

    /// `recapture` of a capture that holds no sublayers, mask or animations, and still holds
    /// none (`holdsNoLayers`): only the node changes.
    package mutating func recapture(leaf node: consuming RenderNode) {
        swap(&self.node, &node)
        if node.isPlainLeaf { spare = consume node }
        generation &+= 1
    }

    /// The spare node, to be written with this layer's next values and become its next leaf
    /// node, when nothing but this capture holds it any more (the frames that drew it are
    /// gone); nil otherwise, and the spare is dropped. A leaf that changes frame after frame
    /// then costs its commit no allocation and no freeing: two nodes take turns, one drawn,
    /// one written.
    package mutating func takeReusableSpare() -> RenderNode? {
        guard var node = spare.take(), isKnownUniquelyReferenced(&node) else { return nil }
        return node
    }

    /// Whether two arrays are one storage (equal without looking at their elements).
    private static func shareStorage<T>(_ a: [T], _ b: [T]) -> Bool {
        a.count == b.count && a.withUnsafeBufferPointer { pa in b.withUnsafeBufferPointer { pb in pa.baseAddress == pb.baseAddress } }
    }
}

/// A transition in progress on a presented layer.
package struct ActiveTransition {
    package var transition: CATransition
    /// 0...1, after timing and start/end progress.
    package var progress: Double
    /// The layer's committed tree before the change; nil when it had not been shown.
    package var from: RenderNode?
}
