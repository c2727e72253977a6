import LayerKitRaster

/// Which layers are composited from a cached image of what they drew (the compositor's raster
/// cache, as Flutter's raster cache and Chromium's render surfaces do): a layer that is costly
/// to draw (a shadow, rounded corners) and whose drawing, seen from its own device-pixel
/// origin, was the same in the last frame is drawn once into an image of its extent, then
/// blended at its place while only its whole-pixel position changes.
///
/// This is the policy (which layers, and when to stop trying); the images themselves are
/// offscreen passes with a `.cached` key that `FrameRasterizer` keeps under a byte budget and
/// counts hits and misses of. Owned by one renderer's draw-list builder; one frame at a time.
package final class RasterCache {
    private struct Entry {
        /// The signature of what the layer drew, from its extent's origin, when last seen.
        var signature: Int
        /// The frame it was last seen in.
        var frame: UInt64
        /// Frames in a row its drawing changed: past `backOff`, it is checked only now and then.
        var changes: Int
        /// What its last pass was built from, when it may serve again (`unchangedPass`).
        var source: Source? = nil
    }

    /// What a layer's last pass was built from: enough to tell, without building it again,
    /// that building it now would give the very same items. Everything is held, so nothing
    /// compared is recycled or written over meanwhile (a state box or scene node is changed
    /// only while nothing else holds it).
    struct Source {
        /// The layer's values then.
        let box: StateBox
        /// Its sublayers' scene nodes then, in drawing order: the same objects now are the same
        /// subtrees drawn the same way.
        let children: [SceneNode]
        /// Its mask's scene node then.
        let mask: SceneNode?
        /// The layer's local coordinates to the image's pixels then.
        let map: Homography
        let flipped: Bool
        /// The pass built.
        let pass: OffscreenPass

        /// Whether `node` drawn through `map` into an image of `size` builds what this was built
        /// from: its values differ in position at most, its sublayers and mask are the same
        /// nodes, the map and size are the same.
        func serves(_ node: SceneNode, map: Homography, size: (width: Int, height: Int), flipped: Bool) -> Bool {
            guard map == self.map, size == (pass.width, pass.height), flipped == self.flipped, node.mask === mask,
                  node.children.count == children.count else { return false }
            for (a, b) in zip(node.children, children) where a !== b { return false }
            return node.box === box || node.box.holdsSameValuesButPosition(as: box)
        }
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    /// Passes served again without building the layer's items (`unchangedPass`), counted
    /// since the cache was made: what shows that a layer that only moves is not drawn again.
    package private(set) var passesServedUnbuilt = 0
    /// Costly layers that drew nothing because all they draw lies outside the clip, counted
    /// since the cache was made (`appendCached`).
    package private(set) var layersOutOfView = 0
    private var frame: UInt64 = 0
    /// How many offscreen passes the builder is inside: layers are cached only where the
    /// frame itself draws them, not inside a shadow's, group's or cached layer's own image.
    private var passDepth = 0

    /// The most pixels one cached image may hold (larger layers are drawn directly).
    static let maxPixels = 1 << 20
    /// Changes in a row after which a layer's drawing is compared only every `recheck` frames,
    /// so content that changes every frame does not pay for being looked at twice.
    static let backOff = 3
    static let recheck: UInt64 = 8

    /// Whether a layer that only moved reuses its last pass unbuilt (fast path `onlyMoved`).
    let reusesMovedPasses: Bool

    /// A cache; `reusesMovedPasses` switches `unchangedPass` on (off, every candidate's pass is
    /// built each time it is compared).
    package init(reusesMovedPasses: Bool = true) { self.reusesMovedPasses = reusesMovedPasses }

    /// Starts a frame; every 16 frames, lets go of what the passes of layers not seen in the
    /// last frame were built from, and past 64 layers forgets those layers.
    func startFrame() {
        frame &+= 1
        guard frame % 16 == 0, !entries.isEmpty else { return }
        if entries.count > 64 { entries = entries.filter { $0.value.frame + 1 >= frame } }
        // What a pass was built from serves only the next frame: layers not seen let it go.
        for i in entries.indices where entries.values[i].frame + 1 < frame { entries.values[i].source = nil }
    }

    /// Runs `body` as the building of an offscreen pass (where no layer is cached).
    func inPass<T>(_ body: () -> T) -> T {
        passDepth += 1
        defer { passDepth -= 1 }
        return body()
    }

    /// Whether the layer `id` is worth comparing this frame: drawn by the frame itself, and
    /// not one that has kept changing.
    func shouldCompare(_ id: ObjectIdentifier) -> Bool {
        guard passDepth == 0 else { return false }
        guard let e = entries[id], e.changes >= Self.backOff else { return true }
        return frame % Self.recheck == 0
    }

    /// Records what layer `id` draws this frame; true when it drew the same in its last frame,
    /// so its cached image can serve.
    func isStable(_ id: ObjectIdentifier, signature: Int) -> Bool {
        let before = entries[id]
        let same = before.map { $0.signature == signature && $0.frame + 1 >= frame } ?? false
        entries[id] = Entry(signature: signature, frame: frame, changes: same ? 0 : (before?.changes ?? 0) + 1)
        return same
    }

    /// The pass `node` built last frame, when building it now through `map` (local coordinates
    /// to the image's pixels) into an image of `size` would give the same items: its image
    /// serves again, and its drawing stays stable. Nil when anything it was built from changed.
    func unchangedPass(_ node: SceneNode, map: Homography, size: (width: Int, height: Int), flipped: Bool) -> OffscreenPass? {
        guard mayReuse(node), let i = entries.index(forKey: node.id), entries.values[i].frame + 1 >= frame,
              let source = entries.values[i].source, source.serves(node, map: map, size: size, flipped: flipped) else { return nil }
        entries.values[i].frame = frame
        entries.values[i].changes = 0
        passesServedUnbuilt += 1
        return source.pass
    }

    /// Keeps what `node`'s pass, just built through `map`, was built from (after `isStable`
    /// recorded its signature).
    func keep(_ pass: OffscreenPass, of node: SceneNode, map: Homography, flipped: Bool) {
        guard mayReuse(node), let i = entries.index(forKey: node.id) else { return }
        entries.values[i].source = Source(box: node.box, children: node.children, mask: node.mask, map: map,
                                          flipped: flipped, pass: pass)
    }

    /// Whether `node`'s pass may be reused unbuilt: the fast path is on, and the layer draws no
    /// class content (which may change with time, not values) and no replicated instances.
    private func mayReuse(_ node: SceneNode) -> Bool {
        reusesMovedPasses && node.content == nil && !node.replicates
    }

    /// Notes a costly layer that draws nothing this frame, all it draws lying outside the clip.
    func noteOutOfView() { layersOutOfView += 1 }

    /// Records that layer `id` cannot be cached (it draws in a way compositing would change).
    func refuse(_ id: ObjectIdentifier) {
        entries[id] = Entry(signature: 0, frame: frame, changes: Int.max / 2)
    }
}

extension DrawListBuilder {
    /// Runs `body`, which builds the items of an offscreen pass, with the raster cache off.
    func inPass<T>(_ body: () -> T) -> T {
        guard let rasterCache else { return body() }
        return rasterCache.inPass(body)
    }

    /// Draws `node` (alpha 1, no group effects) from its cached image when the raster cache
    /// serves it, or nothing when all it draws lies outside `clip` (a card scrolled out of
    /// view is not built only for its items to be culled); false when the caller must draw it
    /// directly.
    func appendCached(_ node: SceneNode, _ h: Homography, _ clip: RasterClip, flipped: Bool,
                      into items: inout [DrawItem]) -> Bool {
        guard let cache = rasterCache, clip.shapes.isEmpty, clip.polygons.isEmpty, !node.keepsSublayersIn3D,
              Self.isCostly(node.box), let e = DeviceGeometry.extent(of: drawnExtent(node), through: h) else { return false }
        // The extent holds all the layer draws (`drawnExtent`): outside the clip nothing shows,
        // so nothing of it is made, however large it is and whether or not it is compared this
        // frame (one whose drawing keeps changing is compared only now and then, and otherwise
        // went the direct way, where each of its parts was made and culled on its own).
        if e.intersection(clip.rect).isEmpty {
            cache.noteOutOfView()
            return true
        }
        guard cache.shouldCompare(node.id), e.width <= 4096, e.height <= 4096,
              e.area <= RasterCache.maxPixels else { return false }
        // Drawn from the extent's whole-pixel origin, what the layer draws is the same wherever
        // it moves by whole pixels: its signature then says whether the image can be reused.
        let map = h.concatenating(DeviceGeometry.translation(CGFloat(-e.x), CGFloat(-e.y)))
        let pass: OffscreenPass
        if let last = cache.unchangedPass(node, map: map, size: (e.width, e.height), flipped: flipped) {
            // Only moved by whole pixels since last frame: the items would be the same.
            pass = last
        } else {
            var content: [DrawItem] = []
            cache.inPass {
                appendContent(node, map, RasterClip(rect: IntRect(x: 0, y: 0, width: e.width, height: e.height)),
                              opacity: 1, flipped: flipped, into: &content)
            }
            guard Self.blendsOver(content) else { cache.refuse(node.id); return false }
            pass = OffscreenPass(width: e.width, height: e.height, items: content, cacheKey: ItemKey(node.id, .cached))
            let stable = cache.isStable(node.id, signature: pass.signature)
            cache.keep(pass, of: node, map: map, flipped: flipped)
            guard stable else { return false }
        }
        let key = ItemKey(node.id, .cached)
        let bounds = e.intersection(clip.rect)
        var hsh = FastHasher()
        hsh.combine(pass.signature); hsh.combine(e)
        Signature.combine(clip, into: &hsh)
        items.append(DrawItem(operation: .composite(pass, at: (e.x, e.y), opacity: 1, mask: nil),
                              clip: RasterClip(rect: clip.rect), bounds: bounds, key: key, signature: hsh.finalize()))
        return true
    }

    /// Whether drawing the layer takes the general path's coverage work (a shadow, rounded
    /// corners): the layers worth an image of their own.
    static func isCostly(_ box: StateBox) -> Bool {
        // Field by field: taking `box.state` whole would copy all of it.
        if box.state.shadowOpacity > 0, let c = box.state.rare.shadowColor, c.alpha > 0 { return true }
        return box.state.cornerRadius > 0 && (box.state.backgroundColor != nil || box.state.borderWidth > 0 || box.state.masksToBounds)
    }

    /// Whether every item blends source-over, so that drawing them into an image and blending
    /// the image gives the pixels drawing them directly gives (additive items do not).
    static func blendsOver(_ items: [DrawItem]) -> Bool {
        items.allSatisfy { item in
            switch item.operation {
            case .quad(let q): return q.blend == .sourceOver
            case .texturedPass(_, let q, _): return q.blend == .sourceOver
            case .composite(let p, _, _, _): return p.blend == nil
            case .solids: return true
            case .run(let r): return blendsOver(r.items)
            }
        }
    }
}
