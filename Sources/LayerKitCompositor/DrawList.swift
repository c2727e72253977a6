import LayerKitRaster

/// Which part of which layer an item draws; the key damage tracking matches items by.
package struct ItemKey: Hashable {
    /// The layer's identity.
    package var layer: ObjectIdentifier
    /// The part: see `Part`.
    package var part: Int

    /// The parts a layer draws, in order.
    package enum Part: Int {
        case shadow = 0, background, contents, border, group, rasterized, transition, instances, renderContent, run, cached,
            batch
    }

    package init(_ layer: ObjectIdentifier, _ part: Part, index: Int = 0) {
        self.layer = layer
        self.part = part.rawValue + index << 4
    }
}

/// One step of a frame: a quad, or an offscreen pass and how its result is drawn. A class:
/// unchanged subtrees hand their items to the next frame's list, by reference.
package final class DrawItem {
    package enum Operation {
        /// A quad drawn directly.
        case quad(DrawQuad)
        /// A pass rendered at device resolution, then blended at an integer offset with an
        /// opacity and optionally through a mask pass of the same size (group opacity, masks).
        case composite(OffscreenPass, at: (x: Int, y: Int), opacity: Float, mask: OffscreenPass?)
        /// A pass rendered in a layer's own plane, then drawn as the texture of `quad`
        /// (rasterization, shadows, transitions): `.texture` samples its colours, `.tint`
        /// its alpha (blurred by `blur` pass pixels) times a colour.
        case texturedPass(OffscreenPass, quad: DrawQuad, use: PassUse)
        /// The items one unchanged subtree drew, kept together so later frames append, compare
        /// and skip them as one item (`DrawRun`).
        case run(DrawRun)
        /// Sibling layers' solid backgrounds on whole pixels, blended in order (`SolidBatch`).
        case solids(SolidBatch)
    }

    package enum PassUse {
        case texture(SampleFilter)
        case tint(colour: UInt32, blur: Double, filter: SampleFilter)
    }

    package let operation: Operation
    /// Where the item may draw (device pixels of its target), clip included.
    package let clip: RasterClip
    /// The pixels the item may touch: its extent within `clip.rect`.
    package let bounds: IntRect
    package let key: ItemKey
    /// Changes whenever the pixels the item produces may change. (Images an item reads stay
    /// alive through the `Texture` in its paint, which owns them.)
    package let signature: Int
    /// The run this item is (`.run`), else nil: read by the per-frame walks, which would copy
    /// a quad out of `operation` only to find it is not a run.
    package let run: DrawRun?
    /// The batch this item is (`.solids`), else nil: read by damage, as `run` is.
    package let batch: SolidBatch?
    /// How many leaves the item stands for: 1, a run's count, or a batch's layers.
    package let leafCount: Int
    /// The whole pixels the item certainly paints opaque (`Occlusion.opaqueRect`), found once.
    package let occluder: IntRect?
    /// Whether the item is a `.quad` (uses no pass).
    package let isQuad: Bool
    /// Whether the item is a `.quad` moved by a translation alone (rows read in order, whole
    /// pixels or not), found once: the per-frame walks would copy the quad to ask.
    package let isTranslatedQuad: Bool

    package init(operation: Operation, clip: RasterClip, bounds: IntRect, key: ItemKey, signature: Int) {
        self.operation = operation
        self.clip = clip
        self.bounds = bounds
        self.key = key
        self.signature = signature
        switch operation {
        case .run(let r):
            run = r; batch = nil; leafCount = r.leafCount; occluder = nil; isQuad = false; isTranslatedQuad = false
        case .quad(let q):
            run = nil; batch = nil; leafCount = 1; occluder = Occlusion.opaqueRect(q, clip: clip); isQuad = true
            isTranslatedQuad = q.transform.isTranslation
        case .composite, .texturedPass:
            run = nil; batch = nil; leafCount = 1; occluder = nil; isQuad = false; isTranslatedQuad = false
        case .solids(let b):
            run = nil; batch = b; leafCount = b.elements.count; occluder = nil; isQuad = false; isTranslatedQuad = false
        }
    }

    /// A `.quad` item: the quad is read for its occluder, then moved in (the per-layer path
    /// makes one of these for each background and image, and a copy of a quad is large).
    package init(quad: consuming DrawQuad, clip: RasterClip, bounds: IntRect, key: ItemKey, signature: Int) {
        occluder = Occlusion.opaqueRect(quad, clip: clip)
        run = nil; batch = nil; leafCount = 1; isQuad = true
        isTranslatedQuad = quad.transform.isTranslation
        self.clip = clip
        self.bounds = bounds
        self.key = key
        self.signature = signature
        operation = .quad(quad)
    }
}

extension DrawItem {
    /// `items` as one item: nil when empty, the item itself when there is one, else a run
    /// keyed `key` whose bounds are the items' union and whose signature covers every item's
    /// key, bounds and signature (so equal signatures mean the same pixels in the same places).
    package static func run(_ items: [DrawItem], key: ItemKey) -> DrawItem? {
        guard let first = items.first else { return nil }
        if items.count == 1 { return first }
        if items.count > runFanout {
            // Consecutive items tend to lie near each other: runs of runs, `runFanout` wide,
            // let a region skip most of a large run after a few bounds checks.
            let chunks = stride(from: 0, to: items.count, by: runFanout).compactMap { i in
                run(Array(items[i..<min(i + runFanout, items.count)]), key: key)
            }
            return run(chunks, key: key)
        }
        var bounds = first.bounds
        var h = FastHasher()
        for i in items {
            bounds = bounds.union(i.bounds)
            h.combine(i.key.layer.hashValue); h.combine(i.key.part); h.combine(i.bounds); h.combine(i.signature)
        }
        return DrawItem(operation: .run(DrawRun(items)), clip: RasterClip(rect: bounds), bounds: bounds, key: key,
                        signature: h.finalize())
    }

    /// At most this many items make one level of a run.
    static let runFanout = 16

    /// The items this item stands for, runs opened (recursively), in drawing order.
    package func appendLeaves(to out: inout [DrawItem]) {
        guard let r = run else { out.append(self); return }
        for i in r.items { i.appendLeaves(to: &out) }
    }

    /// The leaves whose bounds meet one of `regions`, runs that meet none skipped whole.
    package func appendLeaves(in regions: [IntRect], to out: inout [DrawItem]) {
        guard regions.contains(where: { !bounds.intersection($0).isEmpty }) else { return }
        guard let r = run else { out.append(self); return }
        for i in r.items { i.appendLeaves(in: regions, to: &out) }
    }
}

/// The draw items of one subtree that did not change, appended to later frames' lists as one
/// item: a frame then costs in proportion to its top-level items and to the runs that meet
/// its damage, not to every item of a large static tree. Immutable.
package final class DrawRun {
    /// The items, in drawing order (runs of sublayers nested).
    package let items: [DrawItem]
    /// The cache keys of every pass the items use (kept so a frame need not open the run).
    package let passKeys: [ItemKey]
    /// How many leaves the run stands for, nested runs opened.
    package let leafCount: Int

    init(_ items: [DrawItem]) {
        self.items = items
        leafCount = items.reduce(0) { $0 + $1.leafCount }
        var keys = Set<ItemKey>()
        DrawList.collectPassKeys(items, into: &keys)
        passKeys = Array(keys)
    }
}

/// A list of items drawn into a surface of its own (`width` x `height` pixels, starting
/// transparent), then used by the item that owns it. The one offscreen mechanism for group
/// opacity, masks, shadows, rasterization and transitions.
package final class OffscreenPass {
    package let width: Int
    package let height: Int
    package let items: [DrawItem]
    /// Pixels given up front instead of items (a rasterized shadow path).
    package let image: CGImage?
    /// When set, the result is kept across frames under this key and reused while the
    /// signature is unchanged (`shouldRasterize`, shadows).
    package let cacheKey: ItemKey?
    /// Per-channel factors the pass's pixels are multiplied by once its items are drawn (a
    /// replicator instance's colour); nil leaves them as drawn.
    package let modulation: ChannelFactors?
    package let signature: Int
    /// The blend a `.composite` of this pass uses (`CALayer.compositingFilter`); nil: over.
    /// Set once, by the builder, before the item is appended.
    package var blend: CompositingBlend?

    package init(width: Int, height: Int, items: [DrawItem], cacheKey: ItemKey? = nil,
                 modulation: ChannelFactors? = nil) {
        self.width = width
        self.height = height
        self.items = items
        self.cacheKey = cacheKey
        self.modulation = modulation
        image = nil
        var h = FastHasher()
        h.combine(width); h.combine(height)
        for i in items { h.combine(i.signature) }
        if let modulation { h.combine(modulation.packed) }
        signature = h.finalize()
    }

    /// A pass whose pixels are `image`.
    package init(image: CGImage) {
        width = image.width
        height = image.height
        items = []
        cacheKey = nil
        modulation = nil
        self.image = image
        signature = ObjectIdentifier(image).hashValue
    }
}

/// A frame's draw list, in drawing order.
package struct DrawList {
    package var items: [DrawItem] = []

    /// The items with runs opened: every item drawn directly, in order (tests, `render(in:)`).
    package var leaves: [DrawItem] {
        var out: [DrawItem] = []
        for i in items { i.appendLeaves(to: &out) }
        return out
    }

    /// Every item, passes' contents included, counted (for tests and debug overlays).
    package var quadCount: Int {
        leaves.reduce(0) { n, i in
            switch i.operation {
            case .quad, .run: return n + 1
            case .solids(let b): return n + b.elements.count
            case .composite(let p, _, _, let m): return n + 1 + DrawList(items: p.items).quadCount + (m.map { DrawList(items: $0.items).quadCount } ?? 0)
            case .texturedPass(let p, _, _): return n + 1 + DrawList(items: p.items).quadCount
            }
        }
    }

    /// The cache keys of every pass `items` use, nested passes and runs included (runs give
    /// the keys they gathered when made, without being opened).
    package static func collectPassKeys(_ items: [DrawItem], into keys: inout Set<ItemKey>) {
        for item in items {
            if let r = item.run { keys.formUnion(r.passKeys); continue }
            if item.isQuad { continue }
            switch item.operation {
            case .quad, .solids: break
            case .composite(let pass, _, _, let mask):
                if let key = pass.cacheKey { keys.insert(key) }
                collectPassKeys(pass.items, into: &keys)
                if let mask { collectPassKeys(mask.items, into: &keys) }
            case .texturedPass(let pass, _, _):
                if let key = pass.cacheKey { keys.insert(key) }
                collectPassKeys(pass.items, into: &keys)
            case .run(let r):
                keys.formUnion(r.passKeys)
            }
        }
    }
}
