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

    private var rasterCache: [ObjectIdentifier: (signature: Int, surface: Surface)] = [:]
    /// Pass results of the frame being drawn, by pass identity.
    private var rendered: [ObjectIdentifier: Surface] = [:]

    package init(options: RasterOptions, threads: Int) {
        self.options = options
        self.threads = max(1, threads)
    }

    /// Draws `items` into `target` inside each of `regions` (cleared first to transparent).
    package func draw(_ items: [DrawItem], into target: Surface, regions: [IntRect]) {
        let regions = regions.map { $0.intersection(target.bounds) }.filter { !$0.isEmpty }
        guard !regions.isEmpty else { return }
        rendered = [:]
        prepare(items, region: regions.reduce(IntRect.zero) { $0.isEmpty ? $1 : $0.union($1) })
        for region in regions {
            let bands = region.area >= 64 * 1024 ? threads : 1
            parallelBands(region, count: bands) { band in
                target.clear(band)
                self.execute(items, into: target, region: band)
            }
        }
        rendered = [:]
        let live = Set(items.compactMap(Self.cacheKeyOfItem))
        rasterCache = rasterCache.filter { live.contains($0.key) }
    }

    /// Draws `items` over what `target` holds inside `region` (no clearing), for `render(in:)`.
    package func drawOver(_ items: [DrawItem], into target: Surface, region: IntRect) {
        let region = region.intersection(target.bounds)
        guard !region.isEmpty else { return }
        rendered = [:]
        prepare(items, region: region)
        execute(items, into: target, region: region)
        rendered = [:]
    }

    /// Renders every pass `items` use (inside `region` for screen-space passes), depth first.
    private func prepare(_ items: [DrawItem], region: IntRect) {
        for item in items where !item.bounds.intersection(region).isEmpty {
            switch item.operation {
            case .quad:
                break
            case .composite(let pass, let at, _, let mask):
                let need = item.bounds.intersection(region)
                let local = IntRect(x: need.x - at.x, y: need.y - at.y, width: need.width, height: need.height)
                render(pass, region: local)
                if let mask { render(mask, region: local) }
            case .texturedPass(let pass, _, let use):
                render(pass, region: nil)
                if case .tint(_, let blur, _) = use, blur > 0, let s = rendered[ObjectIdentifier(pass)] {
                    rendered[ObjectIdentifier(pass)] = blurAlpha(s, sigma: blur)
                }
            }
        }
    }

    /// Renders a pass (the whole pass when `region` is nil), reusing cached rasterizations.
    private func render(_ pass: OffscreenPass, region: IntRect?) {
        let id = ObjectIdentifier(pass)
        guard rendered[id] == nil else { return }
        if let image = pass.image {
            let s = image.storage
            rendered[id] = Surface(wrapping: s.pixels, width: s.width, height: s.height, stride: s.stride)
            return
        }
        if let key = pass.cacheKey, let hit = rasterCache[key], hit.signature == pass.signature {
            rendered[id] = hit.surface
            return
        }
        let surface = Surface(width: pass.width, height: pass.height)
        let area = (region ?? surface.bounds).intersection(surface.bounds)
        prepare(pass.items, region: area)
        parallelBands(area, count: area.area >= 64 * 1024 ? threads : 1) { band in
            self.execute(pass.items, into: surface, region: band)
        }
        rendered[id] = surface
        if let key = pass.cacheKey {
            rasterCache[key] = (pass.signature, surface)
            rasterizations += 1
        }
    }

    /// Draws `items` into `target`, clipped to `region` (passes must be prepared).
    private func execute(_ items: [DrawItem], into target: Surface, region: IntRect) {
        for item in items where !item.bounds.intersection(region).isEmpty {
            var clip = item.clip
            clip.rect = clip.rect.intersection(region)
            guard !clip.rect.isEmpty else { continue }
            switch item.operation {
            case .quad(let q):
                LayerKitRaster.draw(q, into: target, clip: clip, options: options)
            case .composite(let pass, let at, let opacity, let mask):
                guard let s = rendered[ObjectIdentifier(pass)] else { continue }
                let m = mask.flatMap { rendered[ObjectIdentifier($0)] }
                if mask != nil && m == nil { continue }
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
            }
        }
    }

    private static func cacheKeyOfItem(_ item: DrawItem) -> ObjectIdentifier? {
        if case .texturedPass(let pass, _, _) = item.operation { return pass.cacheKey }
        return nil
    }
}
