import LayerKitRaster

/// What one frame held and did, counted from its draw list and its rasterizer (the frame-time
/// HUD and `--stats`; chapter 12's checks).
package struct FrameCounters: Equatable, Sendable {
    /// Layers in the presented tree (masks included).
    package var layers = 0
    /// Items of the draw list with runs opened, items inside offscreen passes included.
    package var drawItems = 0
    /// Offscreen passes the draw list uses (nested ones included), whether rendered this frame
    /// or reused: what "Color Offscreen-Rendered Yellow" shows.
    package var offscreenPasses = 0
    /// Offscreen passes actually rendered this frame.
    package var passesRendered = 0
    /// Layers drawn from a kept image of themselves (`shouldRasterize`, raster cache) that was
    /// reused.
    package var cacheHits = 0
    /// Layers drawn from a kept image that had to be rendered first (new, or changed).
    package var cacheMisses = 0
    /// Rectangles of the frame's damage that were composited, and their pixels (overlaps
    /// counted twice): what `--stats` breaks a window frame's raster and present into.
    package var damageRects = 0
    package var damagedPixels = 0
    /// Horizontal bands the raster split the damage into (1: drawn on one thread).
    package var bands = 1

    package init() {}
}

/// Seconds the render side spent on one frame's stages (zero when the renderer is not timed).
package struct RenderTimings: Equatable, Sendable {
    /// Presenting the tree at the frame's time (animations applied).
    package var presentation: CFTimeInterval = 0
    /// Building the draw list, finding the damage and rasterizing it.
    package var compositing: CFTimeInterval = 0

    package init() {}
}

extension CARenderer {
    /// The counters of the frame just drawn from `tree` as `list` inside `damage`.
    func count(_ list: DrawList, tree: RenderNode?, damage: [IntRect]) -> FrameCounters {
        var c = FrameCounters()
        c.damageRects = damage.count
        c.damagedPixels = damage.reduce(0) { $0 + $1.area }
        c.bands = rasterizer.lastBandCount
        c.layers = tree.map(Self.layerCount) ?? 0
        Self.countItems(list.leaves, into: &c)
        c.passesRendered = rasterizer.framePassesRendered
        for hit in rasterizer.frameCacheResults.values { if hit { c.cacheHits += 1 } else { c.cacheMisses += 1 } }
        return c
    }

    /// Layers in a render tree (sublayers and masks).
    static func layerCount(_ node: RenderNode) -> Int {
        var n = 1
        for c in node.children { n += layerCount(c) }
        if let m = node.mask { n += layerCount(m) }
        return n
    }

    /// Adds `items` (leaves) and the items and passes inside their passes to `c`.
    static func countItems(_ items: [DrawItem], into c: inout FrameCounters) {
        for item in items {
            c.drawItems += 1
            switch item.operation {
            case .quad: break
            case .solids(let b):
                c.drawItems += b.elements.count - 1
            case .run(let r):
                c.drawItems -= 1
                countItems(r.items, into: &c)
            case .composite(let pass, _, _, let mask):
                countPass(pass, into: &c)
                if let mask { countPass(mask, into: &c) }
            case .texturedPass(let pass, _, _):
                countPass(pass, into: &c)
            }
        }
    }

    private static func countPass(_ pass: OffscreenPass, into c: inout FrameCounters) {
        guard pass.image == nil else { return }
        c.offscreenPasses += 1
        countItems(pass.items, into: &c)
    }

    /// Draws the debug overlays over the frame just rasterized whole; `changed` is the region
    /// that changed since the last frame. Returns whether a flash was drawn (the next frame
    /// must take it away).
    func drawOverlays(changed: [IntRect]) -> Bool {
        let painter = OverlayPainter(options: debugOverlays, cacheResults: rasterizer.frameCacheResults)
        let frame = framebuffer.bounds
        let items = painter.items(for: drawList.leaves, damage: changed, frame: frame)
        rasterizer.drawOver(items, into: framebuffer, region: frame)
        return debugOverlays.contains(.flashUpdatedRegions) && !changed.isEmpty
    }
}
