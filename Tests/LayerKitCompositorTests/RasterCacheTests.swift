import Testing
@testable import LayerKitCompositor
import LayerKitRaster
import LayerKitTestSupport

/// A rounded, bordered, shadowed card with a rounded clip holding a coloured band (layerbench's
/// cards50 card) at `origin`.
private func card(at origin: CGPoint) -> CALayer {
    let card = CALayer()
    card.bounds = CGRect(x: 0, y: 0, width: 80, height: 50)
    card.anchorPoint = .zero
    card.position = origin
    card.backgroundColor = rgb(1, 1, 1)
    card.cornerRadius = 8
    card.borderWidth = 2
    card.borderColor = rgb(0.6, 0.6, 0.6)
    card.shadowOpacity = 0.5
    card.shadowRadius = 4
    card.shadowOffset = CGSize(width: 0, height: 3)
    let clip = CALayer()
    clip.frame = card.bounds
    clip.cornerRadius = 8
    clip.masksToBounds = true
    let band = box(CGRect(x: 0, y: 0, width: 80, height: 16), rgb(0.2, 0.5, 0.9))
    clip.addSublayer(band)
    card.addSublayer(clip)
    return card
}

/// A renderer with every fast path (the raster cache among them) or none of the cache.
private func renderer(_ root: CALayer, cache: Bool = true) -> CARenderer {
    var options = RasterOptions.default
    if !cache { options.fastPaths.remove(.rasterCache) }
    let r = CARenderer(size: CGSize(width: 240, height: 160), scale: 1, options: options, threads: 1)
    r.layer = root
    return r
}

/// Expects `r`'s last frame within one step per channel of `root` drawn with the cache off.
private func expectMatchesDirect(_ r: CARenderer, _ root: CALayer, sourceLocation: SourceLocation = #_sourceLocation) {
    let direct = renderer(root, cache: false)
    drawFrame(direct)
    let (delta, count) = Bitmap(r.image).difference(from: Bitmap(direct.image), tolerance: 1)
    #expect(count == 0, "largest difference \(delta)", sourceLocation: sourceLocation)
}

/// Oracle: a frame drawn with the raster cache off (every layer drawn directly), which the
/// cached image must reproduce: source-over blending is associative, so drawing a layer into a
/// transparent image and blending the image equals drawing it in place, up to one rounding step.
@Suite("Raster cache: layers that only move are composited from an image of what they drew", .serialized)
struct RasterCacheTests {
    @Test("a card moved by whole pixels is drawn once, then reused, with the pixels of direct drawing")
    func wholePixelMoves() {
        let root = stage(CGSize(width: 240, height: 160))
        let c = card(at: CGPoint(x: 20, y: 20))
        root.addSublayer(c)
        let r = renderer(root)
        CATransaction.setDisableActions(true)
        for step in 0..<6 {
            c.position = CGPoint(x: 20 + 7 * step, y: 20 + 3 * step)
            drawFrame(r)
        }
        // Frame 1 draws directly; frame 2 sees the same drawing and caches it; 3 to 6 reuse it.
        #expect(r.rasterizer.rasterCacheMisses == 1)
        #expect(r.rasterizer.rasterCacheHits == 4)
        expectMatchesDirect(r, root)
    }

    @Test("a card whose drawing changes every frame is drawn directly; its unchanged rounded clip is cached")
    func changingContent() {
        let root = stage(CGSize(width: 240, height: 160))
        let c = card(at: CGPoint(x: 20, y: 20))
        root.addSublayer(c)
        let r = renderer(root)
        CATransaction.setDisableActions(true)
        for step in 0..<12 {
            c.backgroundColor = rgb(1, CGFloat(step) / 12, 1)
            drawFrame(r)
            let cachedLayers = Set(r.drawList.leaves.filter { $0.key.part == ItemKey.Part.cached.rawValue }.map(\.key.layer))
            #expect(!cachedLayers.contains(ObjectIdentifier(c)))
        }
        // The clip sublayer drew the same from the second frame on: one image, reused since.
        #expect(r.rasterizer.rasterCacheMisses == 1)
        #expect(r.rasterizer.rasterCacheHits == 10)
        expectMatchesDirect(r, root)
    }

    @Test("a card moved by a fraction of a pixel is drawn again, since its pixels differ")
    func fractionalMoves() {
        let root = stage(CGSize(width: 240, height: 160))
        let c = card(at: CGPoint(x: 20, y: 20))
        root.addSublayer(c)
        let r = renderer(root)
        CATransaction.setDisableActions(true)
        for step in 0..<6 {
            c.position = CGPoint(x: 20 + 0.25 * CGFloat(step), y: 20)
            drawFrame(r)
        }
        #expect(r.rasterizer.rasterCacheHits == 0)
        let direct = renderer(root, cache: false)
        drawFrame(direct)
        #expect(Bitmap(r.image) == Bitmap(direct.image))
    }

    @Test("the cache keeps no more bytes than its budget; past it, images serve one frame")
    func budget() {
        let root = stage(CGSize(width: 240, height: 160))
        let cards = (0..<4).map { i in card(at: CGPoint(x: 10 + 50 * i, y: 40)) }
        for c in cards { root.addSublayer(c) }
        let r = renderer(root)
        // One card's image is about 104 x 76 pixels: room for two.
        r.rasterizer.rasterCacheBudget = 2 * 110 * 80 * 4
        CATransaction.setDisableActions(true)
        for step in 0..<5 {
            for (i, c) in cards.enumerated() { c.position = CGPoint(x: 10 + 50 * i, y: 40 + step) }
            drawFrame(r)
            #expect(r.rasterizer.rasterCacheBytes <= r.rasterizer.rasterCacheBudget)
        }
        #expect(r.rasterizer.rasterCacheHits == 2 * 3)
        expectMatchesDirect(r, root)
    }
}
