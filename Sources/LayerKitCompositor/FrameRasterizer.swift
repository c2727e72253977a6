import Dispatch
import LayerKitGeometry
import LayerKitRaster

/// Executes draw lists with the raster stage: renders offscreen passes first (each once per
/// frame; rasterized layers once until they change), then draws the items of each damaged
/// region, split into horizontal bands across threads.
package final class FrameRasterizer {
    package let options: RasterOptions
    /// Bands per region (1 disables threading).
    package let threads: Int
    /// How many times a `shouldRasterize` pass was rendered (the rest were cache hits).
    package private(set) var rasterizations = 0
    /// The items the last `draw` looked at inside its damage (runs outside it are not opened).
    package private(set) var lastLeafCount = 0
    /// Layers composited from their cached image (`RasterCache`), and images drawn for it.
    package private(set) var rasterCacheHits = 0
    package private(set) var rasterCacheMisses = 0
    /// Bytes the raster cache's images hold, and the most they may hold.
    package private(set) var rasterCacheBytes = 0
    package var rasterCacheBudget = 32 << 20
    /// The last `draw`'s kept images (`isKeptImage` keys): true where it reused one, false where
    /// it rendered it (the hits and misses of the debug overlay and the frame counters).
    package private(set) var frameCacheResults: [ItemKey: Bool] = [:]
    /// Offscreen passes the last `draw` rendered (kept ones it reused are not counted).
    package private(set) var framePassesRendered = 0
    /// Bands the last `draw` split its damage into (1: drawn on the calling thread alone).
    package private(set) var lastBandCount = 1

    /// Passes kept across frames (rasterized layers, shadows), with the signature they were
    /// rendered for (blur included).
    private var passCache: [ItemKey: (signature: Int, surface: Surface)] = [:]
    /// Pass results of the frame being drawn, by pass identity.
    private var rendered: [ObjectIdentifier: Surface] = [:]

    /// Whether occluded items are skipped (`LAYERKIT_DISABLE_OCCLUSION=1` turns it off).
    package let occlusion: Bool
    /// The image of the frame's unchanging leading items (nil when the fast path is off).
    private let backdrop: Backdrop?
    /// Bytes the backdrop image holds (0 without one).
    package var backdropBytes: Int { backdrop?.bytes ?? 0 }

    package init(options: RasterOptions, threads: Int,
                 occlusion: Bool = ProcessInfo.processInfo.environment["LAYERKIT_DISABLE_OCCLUSION"] != "1") {
        self.options = options
        self.threads = max(1, threads)
        self.occlusion = occlusion
        backdrop = options.fastPaths.contains(.backdrop) ? Backdrop() : nil
    }

    /// Draws `items` into `target` inside each of `regions` (cleared first to transparent).
    /// Runs that meet no region are skipped whole. Without `backdrop`, every item is drawn
    /// (and its cached images counted), none copied from the backdrop image.
    package func draw(_ items: [DrawItem], into target: Surface, regions: [IntRect], backdrop useBackdrop: Bool = true) {
        let regions = regions.map { $0.intersection(target.bounds) }.filter { !$0.isEmpty }
        frameCacheResults = [:]
        framePassesRendered = 0
        lastBandCount = 1
        guard !regions.isEmpty else { return }
        rendered = [:]
        let all = regions.dropFirst().reduce(regions[0]) { $0.union($1) }
        // Leading items the backdrop image shows are copied, not drawn.
        if !useBackdrop { backdrop?.reset() }
        let rest = useBackdrop ? backdrop?.remaining(items, width: target.width, height: target.height, render: renderBackdrop) ?? items : items
        let image = useBackdrop ? backdrop?.image : nil
        let visible = Self.leaves(of: rest, in: regions)
        lastLeafCount = visible.count
        prepare(visible, region: all)
        let works = regions.map { region -> (region: IntRect, leaves: [DrawItem], covered: Bool) in
            let leaves = regions.count == 1 ? visible : visible.filter { !$0.bounds.intersection(region).isEmpty }
            // A region that an opaque item covers whole needs no clearing: that item paints every pixel.
            return (region, leaves, leaves.contains { $0.occluder?.contains(region) ?? false })
        }
        func paint(_ w: (region: IntRect, leaves: [DrawItem], covered: Bool), _ part: IntRect) {
            if let image { target.copy(part, from: image) } else if !w.covered { target.clear(part) }
            execute(w.leaves, into: target, region: part)
        }
        // The whole damage is banded once, by area (`FrameBands`); little work runs on one thread.
        if threads > 1, Self.work(visible, regions: regions) >= Self.minWorkForBands {
            let cuts = FrameBands.cuts(regions, count: threads)
            lastBandCount = cuts.count - 1
            DispatchQueue.concurrentPerform(iterations: cuts.count - 1) { i in
                for w in works {
                    let part = w.region.intersection(IntRect(minX: w.region.minX, minY: cuts[i],
                                                             maxX: w.region.maxX, maxY: cuts[i + 1]))
                    if !part.isEmpty { paint(w, part) }
                }
            }
        } else {
            for w in works { paint(w, w.region) }
        }
        rendered = [:]
        var live = Set<ItemKey>()
        DrawList.collectPassKeys(items, into: &live)
        passCache = passCache.filter { live.contains($0.key) }
        rasterCacheBytes = passCache.reduce(0) { n, e in
            e.key.part == ItemKey.Part.cached.rawValue ? n + e.value.surface.width * e.value.surface.height * 4 : n
        }
    }

    /// Damage smaller than this many pixels is drawn on one thread: handing it to another
    /// costs more than drawing it (offscreen passes).
    static let minAreaForBands = 64 * 1024

    /// A frame whose drawing `work` is below this is drawn on one thread, however large its
    /// damage: about 0.3 ms of one thread's drawing on the reference machine (PERF.md), where
    /// waking a second thread on a shared machine cost as much as the half it took over
    /// (translate100 was slower on two threads than on one).
    static let minWorkForBands = 4 << 20

    /// Work weight of a pixel drawn by anything but a whole-pixel quad (sampling turned or
    /// projected images, composites): about this many times one translated or solid pixel
    /// (rotate100's raster time per pixel against raster-translate100's).
    static let sampledPixelWeight = 16

    /// An estimate of the drawing work of `leaves` inside `regions`, in units of one pixel
    /// cleared or blended by a whole-pixel path: every damaged pixel once (clearing), plus each
    /// leaf's damaged area, times `sampledPixelWeight` unless the leaf is a quad whose transform
    /// is a translation alone (what the copy, translate and solid paths draw on whole pixels).
    static func work(_ leaves: [DrawItem], regions: [IntRect]) -> Int {
        var total = regions.reduce(0) { $0 + $1.area }
        for leaf in leaves {
            let weight = leaf.isTranslatedQuad ? 1 : sampledPixelWeight
            for r in regions { total += leaf.bounds.intersection(r).area * weight }
        }
        return total
    }

    /// Leading items drawn once over transparent pixels into an image of `target`'s size
    /// (`Backdrop`), every pass they use prepared for the whole image.
    private func renderBackdrop(_ items: [DrawItem], width: Int, height: Int) -> Surface {
        let image = Surface(width: width, height: height)
        let leaves = Self.leaves(of: items, in: [image.bounds])
        prepare(leaves, region: image.bounds)
        parallelBands(image.bounds, count: threads) { band in self.execute(leaves, into: image, region: band) }
        return image
    }

    /// Whether `key` names an image of a layer kept across frames: `shouldRasterize` or the
    /// raster cache (shadows are kept too, but as part of drawing the layer, not instead of it).
    package static func isKeptImage(_ key: ItemKey) -> Bool {
        key.part == ItemKey.Part.rasterized.rawValue || key.part == ItemKey.Part.cached.rawValue
    }

    /// Draws `items` over what `target` holds inside `region` (no clearing), for `render(in:)`.
    package func drawOver(_ items: [DrawItem], into target: Surface, region: IntRect) {
        let region = region.intersection(target.bounds)
        guard !region.isEmpty else { return }
        rendered = [:]
        let leaves = Self.leaves(of: items, in: [region])
        prepare(leaves, region: region)
        execute(leaves, into: target, region: region)
        rendered = [:]
    }

    /// The items drawn directly inside `regions`, in order: runs opened, items and runs whose
    /// bounds miss every region left out.
    static func leaves(of items: [DrawItem], in regions: [IntRect]) -> [DrawItem] {
        var out: [DrawItem] = []
        out.reserveCapacity(items.count)
        for i in items { i.appendLeaves(in: regions, to: &out) }
        return out
    }

    /// Renders every pass `items` (leaves) use (inside `region` for screen-space passes), depth first.
    private func prepare(_ items: [DrawItem], region: IntRect) {
        for i in items.indices where !items[i].isQuad && !items[i].bounds.intersection(region).isEmpty {
            let item = items[i]
            switch item.operation {
            case .quad, .run, .solids:
                break
            case .composite(let pass, let at, _, let mask):
                let need = item.bounds.intersection(region)
                let local = IntRect(x: need.x - at.x, y: need.y - at.y, width: need.width, height: need.height)
                // A pass kept across frames is rendered whole: later frames may show any part of it.
                render(pass, region: pass.cacheKey == nil ? local : nil)
                if let mask { render(mask, region: local) }
            case .texturedPass(let pass, _, let use):
                var blur = 0.0
                if case .tint(_, let b, _) = use { blur = b }
                render(pass, region: nil, blur: blur)
            }
        }
    }

    /// Renders a pass (the whole pass when `region` is nil) and blurs its alpha by `blur`
    /// pixels, reusing a cached result while the pass's signature is unchanged.
    private func render(_ pass: OffscreenPass, region: IntRect?, blur: Double = 0) {
        let id = ObjectIdentifier(pass)
        guard rendered[id] == nil else { return }
        var signature = FastHasher()
        signature.combine(pass.signature); signature.combine(blur)
        let wanted = signature.finalize()
        let isRasterCache = pass.cacheKey?.part == ItemKey.Part.cached.rawValue
        if let key = pass.cacheKey, let hit = passCache[key], hit.signature == wanted {
            rendered[id] = hit.surface
            if isRasterCache { rasterCacheHits += 1 }
            if Self.isKeptImage(key) { frameCacheResults[key] = true }
            return
        }
        if isRasterCache { rasterCacheMisses += 1 }
        if let key = pass.cacheKey, Self.isKeptImage(key) { frameCacheResults[key] = false }
        if pass.image == nil { framePassesRendered += 1 }
        var surface: Surface
        if let image = pass.image {
            let s = image.storage
            guard let wrapped = Surface(wrapping: s.pixels, width: s.width, height: s.height, stride: s.stride) else { return }
            surface = wrapped
        } else {
            surface = Surface(width: pass.width, height: pass.height)
            let area = (region ?? surface.bounds).intersection(surface.bounds)
            let leaves = Self.leaves(of: pass.items, in: [area])
            prepare(leaves, region: area)
            parallelBands(area, count: area.area >= Self.minAreaForBands ? threads : 1) { band in
                self.execute(leaves, into: surface, region: band)
            }
            if let m = pass.modulation { modulate(surface, by: m, in: area, options: options) }
        }
        if blur > 0 { surface = blurAlpha(surface, sigma: blur, options: options) }
        rendered[id] = surface
        if isRasterCache, let key = pass.cacheKey {
            // Kept only within the budget; past it the image serves this frame alone.
            let bytes = surface.width * surface.height * 4
            let old = passCache[key].map { $0.surface.width * $0.surface.height * 4 } ?? 0
            guard rasterCacheBytes - old + bytes <= rasterCacheBudget else { return }
            rasterCacheBytes += bytes - old
            // A kept image is blended frame after frame: its clear margins (a shadow's outer
            // ring rounds to nothing) are found once and skipped. One blended once is not read
            // twice for it.
            surface.paintedBounds = surface.nonZeroBounds()
        }
        if let key = pass.cacheKey {
            passCache[key] = (wanted, surface)
            if key.part == ItemKey.Part.rasterized.rawValue { rasterizations += 1 }
        }
    }

    /// Draws the quad of a `.quad` operation, matched on the borrowed operation (matching the
    /// item's property copied the whole operation, quad and paint, for every item and region).
    private static func drawQuad(of operation: borrowing DrawItem.Operation, into target: Surface, clip: RasterClip,
                                 options: RasterOptions) {
        switch operation {
        case .quad(let q): LayerKitRaster.draw(q, into: target, clip: clip, options: options)
        default: break
        }
    }

    /// How many items past the one drawing are looked at for the next drawn quad.
    private static let lookahead = 4

    /// Starts loading the texels of the next quad `execute` draws after `index` (within
    /// `lookahead` items), so a frame's textures arrive while the turned draw before runs
    /// rather than stalling their own first rows. Changes no pixels.
    private static func prefetchNext(after index: Int, of items: [DrawItem], hidden: [Bool], region: IntRect) {
        var j = index + 1
        while j < items.count && j <= index + lookahead {
            let next = items[j]
            j += 1
            guard !hidden[j - 1], next.isQuad else { continue }
            let area = next.bounds.intersection(region).area
            guard area > 0 else { continue }
            // Translated draws read rows in order, which the hardware prefetchers follow.
            if !next.isTranslatedQuad { prefetchTexels(of: next.operation, drawing: area) }
            return
        }
    }

    private static func prefetchTexels(of operation: borrowing DrawItem.Operation, drawing area: Int) {
        switch operation {
        case .quad(let q): q.prefetchTexels(drawing: area)
        default: break
        }
    }

    /// Draws `items` (leaves: no runs) into `target`, clipped to `region` (passes must be
    /// prepared), skipping items that later opaque items cover.
    private func execute(_ items: [DrawItem], into target: Surface, region: IntRect) {
        let hidden = occlusion ? Occlusion.hidden(items, in: region) : [Bool](repeating: false, count: items.count)
        for (index, item) in items.enumerated() where !hidden[index] && !item.bounds.intersection(region).isEmpty {
            var clip = item.clip
            clip.rect = clip.rect.intersection(region)
            guard !clip.rect.isEmpty else { continue }
            if item.isQuad {
                // Only a turned draw lasts long enough to hide the next one's loads; fills and
                // blits of whole pixels are over before the lines arrive.
                if !item.isTranslatedQuad { Self.prefetchNext(after: index, of: items, hidden: hidden, region: region) }
                Self.drawQuad(of: item.operation, into: target, clip: clip, options: options)
                continue
            }
            switch item.operation {
            case .quad:
                assertionFailure("quads are drawn above")
            case .composite(let pass, let at, let opacity, let mask):
                guard let s = rendered[ObjectIdentifier(pass)] else { continue }
                let m = mask.flatMap { rendered[ObjectIdentifier($0)] }
                if mask != nil && m == nil { continue }
                if let blend = pass.blend {
                    blend.composite(s, at: at, mask: m, opacity: opacity, into: target, clip: clip.rect)
                    continue
                }
                composite(s, at: at, mask: m, opacity: opacity, into: target, clip: clip.rect, options: options)
            case .texturedPass(let pass, let quad, let use):
                guard let s = rendered[ObjectIdentifier(pass)], let texture = Texture(s) else { continue }
                var q = quad
                let source = CGRect(x: 0, y: 0, width: s.width, height: s.height)
                switch use {
                case .texture(let filter):
                    q.paint = .texture(texture, source: source, clamp: source, filter: filter)
                case .tint(let colour, _, let filter):
                    q.paint = .alphaTint(texture, colour: colour, source: source, filter: filter)
                }
                LayerKitRaster.draw(q, into: target, clip: clip, options: options)
            case .solids(let batch):
                batch.draw(into: target, clip: clip.rect, options: options)
            case .run:
                assertionFailure("runs are opened before drawing")
            }
        }
    }
}
