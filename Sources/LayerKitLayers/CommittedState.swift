/// An immutable layer state shared by reference: a commit's values, read by every frame
/// until the next commit without copying them (a `RenderNode` is one: its layer's committed
/// values), or a frame's presented values.
///
/// Read a box's values field by field (`box.state.opacity`) and hand the box, not its state,
/// to functions: passing `box.state` whole makes the compiler copy every field (with a
/// retain for each reference), which on the per-frame paths costs more than the work.
package class StateBox: @unchecked Sendable {
    package let state: LayerState
    package init(_ state: consuming LayerState) { self.state = consume state }

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
    package let sublayers: [CALayer]
    package let mask: CALayer?
    /// Attached animations, in order, with begin times stamped.
    package var animations: [AttachedAnimation]
    /// Increases with every commit or render-side change of this layer.
    package var generation: UInt64

    package init(node: RenderNode, sublayers: [CALayer], mask: CALayer?, animations: [AttachedAnimation], generation: UInt64) {
        self.node = node
        self.sublayers = sublayers
        self.mask = mask
        self.animations = animations
        self.generation = generation
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
