import LayerKitRaster

/// The draw items of a layer's sublayers as runs between the sublayers that animate: a layer
/// that animates is drawn again every frame, but while its sublayers stay the same, the runs
/// of those that do not animate are the same items, so a frame walks the animating sublayers
/// and the runs between them, not every sublayer (a tree of 100,000 static layers under a
/// root with one animating sublayer costs a frame about what a tree of 1,000 does).
struct ChildSpans {
    /// One piece of the sublayers' drawing, in drawing order.
    enum Segment {
        /// The items of consecutive sublayers that do not animate, as one run (nil: none drawn).
        case span(DrawItem?)
        /// A sublayer that animates, by index in `children`: drawn again each frame.
        case child(Int)
    }

    /// Layers with fewer sublayers draw them one by one.
    static let minChildren = 8

    /// What the segments were drawn with: the layer's own inputs and its sublayer matrix.
    var inputs: DrawListBuilder.DrawInputs
    var sub: CATransform3D?
    var segments: [Segment]
}

extension DrawListBuilder {
    /// Appends `child` placed by `sub` (its parent's sublayer matrix) and `h`.
    func appendChild(_ child: SceneNode, sub: CATransform3D?, _ h: Homography, _ clip: RasterClip, opacity: Float,
                     flipped: Bool, into items: inout [DrawItem]) {
        let hc = Homography(child.toParent(then: sub)).concatenating(h)
        appendLayer(child, hc, clip, opacity: opacity, flipped: flipped, into: &items)
    }

    /// Appends the sublayers of `node` through the last frame's child spans when they still
    /// serve: the same inputs and sublayer matrix, and no animating sublayer turned out of the
    /// layer's plane (the static ones are the nodes the spans were made from, which were all
    /// in it). Looks only at the animating sublayers; false when the spans do not serve.
    func appendInheritedSpans(_ node: SceneNode, sub: CATransform3D?, _ h: Homography, _ clip: RasterClip,
                              opacity: Float, flipped: Bool, into items: inout [DrawItem]) -> Bool {
        guard let spans = node.childSpans, spans.sub == sub, spans.inputs == DrawInputs(h, clip, opacity, flipped),
              spans.segments.allSatisfy({ segment in
                  guard case .child(let i) = segment else { return true }
                  let c = node.children[i], m = c.toParent(then: sub)
                  return !c.keepsSublayersIn3D && (c.isInvisible || (m.m13 == 0 && m.m23 == 0))
              }) else { return false }
        for segment in spans.segments {
            switch segment {
            case .span(let run): if let run { items.append(run) }
            case .child(let i): appendChild(node.children[i], sub: sub, h, clip, opacity: opacity, flipped: flipped, into: &items)
            }
        }
        return true
    }

    /// Appends the sublayers of `node` (none of them a transform layer, all in its plane) and
    /// makes its child spans anew.
    func appendChildSpans(_ node: SceneNode, sub: CATransform3D?, _ h: Homography, _ clip: RasterClip,
                          opacity: Float, flipped: Bool, into items: inout [DrawItem]) {
        let inputs = DrawInputs(h, clip, opacity, flipped)
        var segments: [ChildSpans.Segment] = []
        var pending: [DrawItem] = []
        func closeSpan() {
            guard !pending.isEmpty else { return }
            let run = DrawItem.run(pending, key: ItemKey(node.id, .run, index: segments.count + 1))
            segments.append(.span(run))
            if let run { items.append(run) }
            pending = []
        }
        for (i, child) in node.children.enumerated() {
            if child.animates {
                closeSpan()
                segments.append(.child(i))
                appendChild(child, sub: sub, h, clip, opacity: opacity, flipped: flipped, into: &items)
            } else {
                appendChild(child, sub: sub, h, clip, opacity: opacity, flipped: flipped, into: &pending)
            }
        }
        closeSpan()
        node.childSpans = ChildSpans(inputs: inputs, sub: sub, segments: segments)
    }
}
