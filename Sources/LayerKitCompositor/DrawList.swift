import LayerKitRaster

/// Which part of which layer an item draws; the key damage tracking matches items by.
package struct ItemKey: Hashable {
    /// The layer's identity.
    package var layer: ObjectIdentifier
    /// The part: see `Part`.
    package var part: Int

    /// The parts a layer draws, in order.
    package enum Part: Int {
        case shadow = 0, background, contents, border, group, rasterized, transition, instances, renderContent
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

    package init(operation: Operation, clip: RasterClip, bounds: IntRect, key: ItemKey, signature: Int) {
        self.operation = operation
        self.clip = clip
        self.bounds = bounds
        self.key = key
        self.signature = signature
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
    package let signature: Int

    package init(width: Int, height: Int, items: [DrawItem], cacheKey: ItemKey? = nil) {
        self.width = width
        self.height = height
        self.items = items
        self.cacheKey = cacheKey
        image = nil
        var h = FastHasher()
        h.combine(width); h.combine(height)
        for i in items { h.combine(i.signature) }
        signature = h.finalize()
    }

    /// A pass whose pixels are `image`.
    package init(image: CGImage) {
        width = image.width
        height = image.height
        items = []
        cacheKey = nil
        self.image = image
        signature = ObjectIdentifier(image).hashValue
    }
}

/// A frame's draw list, in drawing order.
package struct DrawList {
    package var items: [DrawItem] = []
    /// Every item, passes' contents included, counted (for tests and debug overlays).
    package var quadCount: Int {
        items.reduce(0) { n, i in
            switch i.operation {
            case .quad: return n + 1
            case .composite(let p, _, _, let m): return n + 1 + DrawList(items: p.items).quadCount + (m.map { DrawList(items: $0.items).quadCount } ?? 0)
            case .texturedPass(let p, _, _): return n + 1 + DrawList(items: p.items).quadCount
            }
        }
    }
}
