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

/// Oracle of the `onlyMoved` fast path: two renderers of one tree, one serving passes of layers
/// that only moved unbuilt and one building every pass it compares; `draw` draws a frame with
/// both and expects the very same pixels (the same items make the same images).
private struct RebuildingPair {
    let r: CARenderer
    let rebuilding: CARenderer

    init(_ root: CALayer) {
        r = renderer(root)
        rebuilding = CARenderer(size: CGSize(width: 240, height: 160), scale: 1, options: options(without: .onlyMoved), threads: 1)
        rebuilding.layer = root
    }

    func draw(at time: CFTimeInterval = 0, sourceLocation: SourceLocation = #_sourceLocation) {
        drawFrame(r, at: time)
        drawFrame(rebuilding, at: time)
        #expect(Bitmap(r.image) == Bitmap(rebuilding.image), sourceLocation: sourceLocation)
    }
}

/// A card at (20, 20) on a stage drawn by a `RebuildingPair`.
private func cardWithPair() -> (card: CALayer, pair: RebuildingPair) {
    let root = stage(CGSize(width: 240, height: 160))
    let c = card(at: CGPoint(x: 20, y: 20))
    root.addSublayer(c)
    return (c, RebuildingPair(root))
}

/// How many times `r`'s raster cache served a layer's pass without building its items again.
private func servedUnbuilt(_ r: CARenderer) -> Int { r.builder.rasterCache?.passesServedUnbuilt ?? 0 }

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
@Suite("Raster cache: layers that only move are composited from an image of what they drew", .ownMediaClock)
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
        // From frame 2 on, the card is known to have only moved: its items are not built again.
        #expect(servedUnbuilt(r) == 5)
        expectMatchesDirect(r, root)
    }

    @Test("a card that scrolls out of view and back is drawn as without the cache at every step")
    func outOfViewAndBack() {
        let (c, pair) = cardWithPair()
        CATransaction.setDisableActions(true)
        // Up and out of view, then back from below; some steps show only the shadow, past the
        // top edge (-55, -62) or the bottom one (160, 165).
        for y in [20, -10, -40, -55, -62, -100, -130, 190, 165, 160, 130, 100, 70, 40] {
            c.position = CGPoint(x: 20, y: y)
            pair.draw()
            let direct = renderer(c.superlayer!, cache: false)
            drawFrame(direct)
            let (delta, count) = Bitmap(pair.r.image).difference(from: Bitmap(direct.image), tolerance: 1)
            #expect(count == 0, "y \(y): largest difference \(delta)")
        }
        #expect(pair.r.rasterizer.rasterCacheHits > 0)
    }

    @Test("a card that moves and changes its colour in one frame is drawn again, in its new colour")
    func moveAndRecolour() {
        let (c, pair) = cardWithPair()
        CATransaction.setDisableActions(true)
        for step in 0..<4 {
            c.position = CGPoint(x: 20 + 5 * step, y: 20)
            pair.draw()
        }
        #expect(servedUnbuilt(pair.r) == 3)
        c.position = CGPoint(x: 45, y: 20)
        c.backgroundColor = rgb(1, 0.8, 0.2)
        pair.draw()
        #expect(servedUnbuilt(pair.r) == 3)
        // Moving on, the new drawing serves again.
        c.position = CGPoint(x: 50, y: 20)
        pair.draw()
        #expect(servedUnbuilt(pair.r) == 4)
    }

    @Test("a card whose sublayer changes as it moves is drawn again, with the change")
    func sublayerChange() {
        let (c, pair) = cardWithPair()
        CATransaction.setDisableActions(true)
        for step in 0..<3 {
            c.position = CGPoint(x: 20, y: 20 + 4 * step)
            pair.draw()
        }
        #expect(servedUnbuilt(pair.r) == 2)
        let band = c.sublayers![0].sublayers![0]
        band.backgroundColor = rgb(0.9, 0.1, 0.1)
        c.position = CGPoint(x: 20, y: 32)
        pair.draw()
        #expect(servedUnbuilt(pair.r) == 2)
        // A sublayer taken away is seen too.
        band.removeFromSuperlayer()
        c.position = CGPoint(x: 20, y: 36)
        pair.draw()
        #expect(servedUnbuilt(pair.r) == 2)
        c.position = CGPoint(x: 20, y: 40)
        pair.draw()
        #expect(servedUnbuilt(pair.r) == 3)
    }

    @Test("a card moved by an animation in whole pixels is served from its image, unbuilt")
    func animatedMove() {
        // Flushes follow media time: the clock stays at 0 while frames are drawn at later times.
        MediaClock.freeze(at: 0)
        defer { MediaClock.unfreeze() }
        let (c, pair) = cardWithPair()
        // 64 points a second, frames 1/64 s apart: whole pixels each frame (all exact in binary).
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = 20; a.toValue = 84; a.duration = 1; a.beginTime = 1
        c.add(a, forKey: "slide")
        for k in 0..<8 { pair.draw(at: 1 + Double(k) / 64) }
        #expect(servedUnbuilt(pair.r) == 7)
        #expect(pair.r.rasterizer.rasterCacheHits == 6)
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

    @Test("a card whose drawing keeps changing draws nothing once wholly out of view, compared this frame or not")
    func changingContentOutOfView() {
        let root = stage(CGSize(width: 240, height: 160))
        let c = card(at: CGPoint(x: 20, y: 20))
        // A square clip, so that the card is the one costly layer the count can see.
        c.sublayers![0].cornerRadius = 0
        root.addSublayer(c)
        let r = renderer(root)
        let ids = Set([c, c.sublayers![0], c.sublayers![0].sublayers![0]].map(ObjectIdentifier.init))
        CATransaction.setDisableActions(true)
        // A new colour every frame: past three changes the card's image is compared only every
        // eighth frame. It scrolls up, out of view (its shadow's last rows leave at y -62),
        // and back.
        for (step, y) in [20, 0, -20, -40, -70, -90, -110, -130, -150, -170, -190, -70, -40, 20].enumerated() {
            let culled = r.builder.rasterCache?.layersOutOfView ?? 0
            c.backgroundColor = rgb(1, CGFloat(step) / 14, 1)
            c.position = CGPoint(x: 20, y: y)
            drawFrame(r)
            let drawn = r.drawList.leaves.filter { ids.contains($0.key.layer) }
            if y <= -70 {
                #expect(drawn.isEmpty, "y \(y): \(drawn.count) items of the card")
                // Not built at all: found out of view before anything of it was made.
                #expect(r.builder.rasterCache?.layersOutOfView == culled + 1, "y \(y)")
            }
            expectMatchesDirect(r, root)
        }
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
