import LayerKitRaster

/// Sibling layers that draw only a solid background on whole device pixels, drawn as one
/// item (fast path `solidBatch`): a thousand moving squares cost a frame one item, one
/// signature and one damage comparison instead of a thousand of each.
///
/// In: a run of consecutive sublayers of one layer, each a leaf with a background colour and
/// nothing else to draw (no corners, border, shadow, contents, content of its class, mask,
/// transition or rasterization), placed by a scale and translation that puts its edges on
/// pixel boundaries. Out: the backgrounds blended in sublayer order, each exactly as the
/// `solid` path blends that layer's own background item. Damage compares two batches of the
/// same layers layer by layer. Immutable; never holds a layer or a render node.
package final class SolidBatch {
    /// One layer's background.
    package struct Element: Equatable {
        /// The layer.
        package var layer: ObjectIdentifier
        /// The device pixels it covers (before clipping).
        package var rect: IntRect
        /// Its colour, premultiplied ARGB32.
        package var colour: UInt32
        /// Its opacity as a 0...256 blend factor.
        package var factor: Int32
    }

    /// The layers' backgrounds, in drawing order.
    package let elements: [Element]

    init(_ elements: [Element]) { self.elements = elements }

    /// Blends every element into `target` inside `clip` (device pixels).
    func draw(into target: Surface, clip: IntRect, options: RasterOptions) {
        for e in elements {
            WholePixelSolid.blend(e.rect, colour: e.colour, factor: e.factor, into: target, clip: clip, options: options)
        }
    }

    /// Adds the old and new pixels of every element that differs from `old`'s, both clipped to
    /// `clip`, to `merger` (until it covers the whole frame), when `old` holds the same layers
    /// in the same order; false (nothing added) otherwise.
    func addChanges(from old: SolidBatch, clip: IntRect, into merger: inout DamageMerger) -> Bool {
        let a = old.elements, b = elements
        guard a.count == b.count, zip(a, b).allSatisfy({ $0.layer == $1.layer }) else { return false }
        for i in b.indices where a[i] != b[i] {
            let was = a[i].rect.intersection(clip), now = b[i].rect.intersection(clip)
            if was.isEmpty { merger.add(now) } else if now.isEmpty { merger.add(was) } else { merger.addPair(was, now) }
            // A thousand moved squares damage the whole frame after about two hundred.
            if merger.isWhole { break }
        }
        return true
    }

    /// The same layers painted `colour` at full strength (debug overlays).
    func tinted(_ colour: UInt32) -> SolidBatch {
        SolidBatch(elements.map { Element(layer: $0.layer, rect: $0.rect, colour: colour, factor: 256) })
    }

    /// Each layer as an item of its own (a batch of one) inside `clip`, keyed as its background
    /// item would be: for the debug overlays, which tint layer by layer.
    func layerItems(clip: RasterClip) -> [DrawItem] {
        elements.compactMap { e in
            let bounds = e.rect.intersection(clip.rect)
            guard !bounds.isEmpty else { return nil }
            return DrawItem(operation: .solids(SolidBatch([e])), clip: clip, bounds: bounds,
                            key: ItemKey(e.layer, .background), signature: 0)
        }
    }

    /// Whether every element paints opaque.
    var isOpaque: Bool { elements.allSatisfy { $0.colour >> 24 == 0xFF && $0.factor >= 256 } }
}

extension DrawListBuilder {
    /// Fewest consecutive layers that make a batch: shorter runs keep an item per layer.
    static let minSolidBatch = 8

    /// Whether sublayers drawn inside `clip` may be batched at all: the fast path is on and
    /// the clip is a plain rect. Asked once for all the sublayers of a layer.
    func batches(inside clip: RasterClip) -> Bool {
        solidBatches && clip.shapes.isEmpty && clip.polygons.isEmpty
    }

    /// The batch element of `child` (placed by `sub` and `h`, or by `grid` when the parent's
    /// plane lies on the pixel grid) when it may join a batch inside a clip that `batches`
    /// allows: see `SolidBatch` for what it must be. Reads the state field by field (taking it
    /// whole would copy it).
    func solidElement(_ child: SceneNode, sub: CATransform3D?, _ h: Homography, grid: GridPlacement?,
                      opacity: Float) -> SolidBatch.Element? {
        guard child.children.isEmpty, child.mask == nil, child.transition == nil, child.content == nil,
              !child.replicates, !child.keepsSublayersIn3D else { return nil }
        // Borrowed, not retained: the node holds its box while this runs.
        return Unmanaged.passUnretained(child.box)._withUnsafeGuaranteedRef { box in
            solidElement(child, box, sub: sub, h, grid: grid, opacity: opacity)
        }
    }

    /// The batch element of `child`, whose presented values are `box`, once it is known to
    /// have nothing of its own to draw but values (`solidElement(_:sub:_:grid:opacity:)`).
    private func solidElement(_ child: SceneNode, _ box: StateBox, sub: CATransform3D?, _ h: Homography,
                              grid: GridPlacement?, opacity: Float) -> SolidBatch.Element? {
        guard !box.state.isHidden, !box.state.shouldRasterize, box.state.cornerRadius == 0,
              !(box.state.borderWidth > 0), !(box.state.shadowOpacity > 0),
              // Read through the optional where it is stored: binding the colour retains it.
              (box.state.backgroundColor?.alpha ?? 0) > 0,
              let colour = box.state.backgroundColor?.premultipliedARGB32 else { return nil }
        // The flag, not the enum: matching the contents through the box copies them.
        guard !box.state.hasContents, !box.state.rare.hasCustomValues || CompositingBlend.of(box) == nil else { return nil }
        let alpha = opacity * min(1, box.state.opacity)
        guard alpha > 0 else { return nil }
        let pixels: IntRect?
        if let grid, let m = Self.untransformed(box, on: grid) {
            pixels = WholePixelSolid.pixels(of: box.state.bounds, scaleX: m.scaleX, scaleY: m.scaleY, dx: m.dx, dy: m.dy)
        } else {
            pixels = WholePixelSolid.pixels(of: box.state.bounds, through: Homography(child.toParent(then: sub)).concatenating(h))
        }
        guard let rect = pixels else { return nil }
        return SolidBatch.Element(layer: child.id, rect: rect, colour: colour,
                                  factor: WholePixelSolid.factor(opacity: alpha))
    }

    /// How a parent's plane maps to device pixels when it only scales and translates: no
    /// sublayer matrix, and `h` without rotation or perspective. Worked out once for all the
    /// sublayers, not per layer.
    struct GridPlacement {
        let scaleX: CGFloat, scaleY: CGFloat, dx: CGFloat, dy: CGFloat

        init?(sub: CATransform3D?, _ h: Homography) {
            // Matched, not compared with nil: `== nil` on the optional matrix cost about 75
            // instructions (asked for every parent that may batch).
            guard case .none = sub, h.m12 == 0, h.m21 == 0, h.m13 == 0, h.m23 == 0, h.m33 == 1 else { return nil }
            scaleX = h.m11; scaleY = h.m22; dx = h.m31; dy = h.m32
        }
    }

    /// The layer's coordinates to the target, `Homography(toParent).concatenating(h)`, worked
    /// out directly when the layer has no transform and its parent's plane is on the grid
    /// (the same products and sums, less the ones with zeros, so the same numbers), as its
    /// scales and offsets: no 4x4 matrix, and no homography to check again, per layer. Nil
    /// otherwise.
    static func untransformed(_ box: StateBox, on grid: GridPlacement)
        -> (scaleX: CGFloat, scaleY: CGFloat, dx: CGFloat, dy: CGFloat)? {
        guard isIdentity(box) else { return nil }
        // `CALayer.toParentPlane` without a transform: a translation by position minus anchor.
        let b = box.state.bounds, p = box.state.position, a = box.state.anchorPoint
        let tx = p.x - (b.minX + a.x * b.width), ty = p.y - (b.minY + a.y * b.height)
        guard tx.isFinite, ty.isFinite else { return nil }
        return (grid.scaleX, grid.scaleY, tx * grid.scaleX + grid.dx, ty * grid.scaleY + grid.dy)
    }

    /// Whether the layer's transform is the identity, compared field by field where it is
    /// stored (`==` takes copies of both matrices; eight-wide vector compares came out slower).
    private static func isIdentity(_ box: StateBox) -> Bool {
        box.state.transform.m11 == 1 && box.state.transform.m12 == 0 && box.state.transform.m13 == 0
            && box.state.transform.m14 == 0 && box.state.transform.m21 == 0 && box.state.transform.m22 == 1
            && box.state.transform.m23 == 0 && box.state.transform.m24 == 0 && box.state.transform.m31 == 0
            && box.state.transform.m32 == 0 && box.state.transform.m33 == 1 && box.state.transform.m34 == 0
            && box.state.transform.m41 == 0 && box.state.transform.m42 == 0 && box.state.transform.m43 == 0
            && box.state.transform.m44 == 1
    }

    /// Appends the layers of `pending` and empties it: as one batch item when there are enough
    /// of them, else each through the general path.
    func flushSolids(_ pending: inout PendingSolids, sub: CATransform3D?, _ h: Homography, _ clip: RasterClip,
                     opacity: Float, flipped: Bool, into items: inout [DrawItem]) {
        defer { pending = PendingSolids() }
        guard pending.elements.count >= Self.minSolidBatch else {
            for node in pending.nodes { appendChild(node, sub: sub, h, clip, opacity: opacity, flipped: flipped, into: &items) }
            return
        }
        var bounds: IntRect?
        var signature = FastHasher()
        signature.combine(clip.rect)
        for e in pending.elements {
            let seen = e.rect.intersection(clip.rect)
            if !seen.isEmpty { bounds = bounds.map { $0.union(seen) } ?? seen }
            signature.combine(UInt64(UInt(bitPattern: e.layer))); signature.combine(e.rect)
            signature.combine(e.colour); signature.combine(UInt32(bitPattern: e.factor))
        }
        guard let bounds else { return }
        items.append(DrawItem(operation: .solids(SolidBatch(pending.elements)), clip: RasterClip(rect: clip.rect),
                              bounds: bounds, key: ItemKey(pending.elements[0].layer, .batch), signature: signature.finalize()))
    }
}

/// Consecutive sublayers found to be batchable, waiting to be drawn as a batch or, too few,
/// one by one.
struct PendingSolids {
    /// Their elements, in drawing order.
    var elements: [SolidBatch.Element] = []
    /// The nodes, kept only while there are too few for a batch (to draw them one by one).
    var nodes: [SceneNode] = []

    var isEmpty: Bool { elements.isEmpty }

    /// Adds `element`, the batch element of `nodes[i]`.
    mutating func add(_ nodes: [SceneNode], _ i: Int, _ element: SolidBatch.Element) {
        if elements.count < DrawListBuilder.minSolidBatch { self.nodes.append(nodes[i]) }
        // Once the run is long enough to batch, room for the rest of the siblings (up to a
        // thousand): a thousand squares would otherwise grow the array a dozen times, copying
        // it each time.
        if elements.count == DrawListBuilder.minSolidBatch {
            elements.reserveCapacity(elements.count + min(nodes.count - i, 1024))
        }
        elements.append(element)
    }
}
