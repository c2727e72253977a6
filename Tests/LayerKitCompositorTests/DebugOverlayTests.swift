import Testing
@testable import LayerKitCompositor
import LayerKitRaster
import LayerKitTestSupport

/// A renderer of `size` with `overlays` on, one thread, the raster cache off unless asked.
private func overlayRenderer(_ root: CALayer, _ overlays: DebugOverlays, size: CGSize = CGSize(width: 120, height: 60),
                             rasterCache: Bool = false) -> CARenderer {
    var options = RasterOptions.default
    if !rasterCache { options.fastPaths.remove(.rasterCache) }
    let r = CARenderer(size: size, scale: 1, options: options, threads: 1)
    r.debugOverlays = overlays
    r.layer = root
    return r
}

/// `base` (premultiplied 0...255) with the overlays' 50% `tint` drawn over it `times` times:
/// the hand computation of source-over, d = t + d · (255 − a) / 255 per channel (a = 128, or
/// 191 for the blended layers' red).
private func tinted(_ base: [Int], _ tint: [Int], times: Int = 1, alpha: Int = 128) -> [Int] {
    var d = base.map(Double.init)
    for _ in 0..<times {
        d = zip(d, tint + [alpha]).map { dc, t in Double(t) + dc * Double(255 - alpha) / 255 }
    }
    return d.map { Int($0.rounded()) }
}

private let red = [128, 0, 0], blendedRed = [191, 0, 0], green = [0, 128, 0], yellow = [128, 128, 0], cyan = [0, 128, 128], magenta = [128, 0, 128]
private let gray = [191, 191, 191, 255]

/// Expects the pixel at (x, y) within two steps per channel of `want` (rounding of the blend).
private func expectPixel(_ b: Bitmap, _ x: Int, _ y: Int, _ want: [Int], sourceLocation: SourceLocation = #_sourceLocation) {
    let got = px(b, x, y)
    #expect(zip(got, want).allSatisfy { abs($0 - $1) <= 2 }, "pixel (\(x), \(y)) is \(got), want \(want)",
            sourceLocation: sourceLocation)
}

/// Oracle: Apple's descriptions of the Simulator's and Instruments' debug options (red where
/// blended and green where opaque; green for a reused rasterized image and red where it is
/// rendered; yellow over offscreen rendering; cyan over copied images; yellow over updated
/// regions; magenta over misaligned images and yellow over scaled ones), with the colour each
/// pixel must get computed by hand from the 50% tints drawn in order.
@Suite("Debug overlays: Apple's render debug options drawn from the draw list", .ownMediaClock)
struct DebugOverlayTests {
    @Test("Color Blended Layers: an opaque layer is green, a translucent one red (75%), the opaque stage green")
    func blendedLayers() {
        let root = stage(CGSize(width: 120, height: 60))
        root.addSublayer(box(CGRect(x: 10, y: 10, width: 30, height: 30), rgb(0, 0, 1)))
        root.addSublayer(box(CGRect(x: 50, y: 10, width: 30, height: 30), rgb(1, 0, 0, 0.5)))
        let r = overlayRenderer(root, .colorBlendedLayers)
        drawFrame(r)
        let b = Bitmap(r.image)
        // The stage, then the blue layer: both opaque, both tinted green.
        expectPixel(b, 25, 25, tinted([0, 0, 255, 255], green, times: 2))
        // Half red over the gray stage (128 + 191 · 127 / 255 = 223, and 95), green for the stage, red for the layer.
        expectPixel(b, 65, 25, tinted(tinted([223, 95, 95, 255], green), blendedRed, alpha: 191))
        expectPixel(b, 100, 50, tinted(gray, green))
    }

    @Test("Color Blended Layers tints a batch of solid layers layer by layer: opaque ones green, translucent ones red")
    func blendedBatch() {
        let root = stage(CGSize(width: 120, height: 60))
        // Ten 8x8 layers, enough for one batch: opaque blue at even places, half red at odd ones.
        for i in 0..<10 {
            root.addSublayer(box(CGRect(x: 4 + 11 * i, y: 20, width: 8, height: 8), i % 2 == 0 ? rgb(0, 0, 1) : rgb(1, 0, 0, 0.5)))
        }
        let r = overlayRenderer(root, .colorBlendedLayers)
        drawFrame(r)
        #expect(r.drawList.leaves.compactMap { $0.batch?.elements.count } == [10])
        let b = Bitmap(r.image)
        expectPixel(b, 8, 24, tinted([0, 0, 255, 255], green, times: 2))
        expectPixel(b, 19, 24, tinted(tinted([223, 95, 95, 255], green), blendedRed, alpha: 191))
        // Between the layers only the stage's green.
        expectPixel(b, 14, 24, tinted(gray, green))
    }

    @Test("Color Hits Green and Misses Red: a rasterized layer is red when rendered, green when reused")
    func hitsAndMisses() {
        let root = stage(CGSize(width: 120, height: 60))
        let l = box(CGRect(x: 10, y: 10, width: 30, height: 30), rgb(0, 0, 1))
        l.shouldRasterize = true
        root.addSublayer(l)
        let r = overlayRenderer(root, .colorHitsGreenAndMissesRed)
        drawFrame(r)
        expectPixel(Bitmap(r.image), 25, 25, tinted([0, 0, 255, 255], red))
        CATransaction.setDisableActions(true)
        l.position.x += 40
        drawFrame(r)
        let b = Bitmap(r.image)
        expectPixel(b, 65, 25, tinted([0, 0, 255, 255], green))
        // Where it was, the stage shows again untinted: the overlay follows the frame.
        expectPixel(b, 25, 25, gray)
    }

    @Test("Color Offscreen-Rendered Yellow: a shadow without a path, a mask and group opacity are yellow; a shadowPath and a plain layer are not")
    func offscreenRendered() {
        let root = stage(CGSize(width: 200, height: 60))
        let shadowed = box(CGRect(x: 10, y: 10, width: 30, height: 30), rgb(0, 0, 1))
        shadowed.shadowOpacity = 1
        shadowed.shadowRadius = 0
        shadowed.shadowOffset = .zero
        let pathShadow = box(CGRect(x: 50, y: 10, width: 30, height: 30), rgb(0, 0, 1))
        pathShadow.shadowOpacity = 1
        pathShadow.shadowRadius = 0
        pathShadow.shadowOffset = .zero
        pathShadow.shadowPath = CGPath(rect: pathShadow.bounds, transform: nil)
        let masked = box(CGRect(x: 90, y: 10, width: 30, height: 30), rgb(0, 0, 1))
        masked.mask = box(masked.bounds, rgb(0, 0, 0))
        let plain = box(CGRect(x: 130, y: 10, width: 30, height: 30), rgb(0, 0, 1))
        for l in [shadowed, pathShadow, masked, plain] { root.addSublayer(l) }
        let r = overlayRenderer(root, .colorOffscreenRenderedYellow, size: CGSize(width: 200, height: 60))
        drawFrame(r)
        let b = Bitmap(r.image)
        expectPixel(b, 25, 25, tinted([0, 0, 255, 255], yellow))
        expectPixel(b, 65, 25, [0, 0, 255, 255])
        expectPixel(b, 105, 25, tinted([0, 0, 255, 255], yellow))
        expectPixel(b, 145, 25, [0, 0, 255, 255])
        expectPixel(b, 180, 50, gray)
    }

    @Test("Color Copied Images: an image minified through a mip chain is cyan, one drawn 1:1 is not")
    func copiedImages() {
        let root = stage(CGSize(width: 120, height: 60))
        let image = quadrantImage(64, 64)
        let mipped = CALayer()
        mipped.frame = CGRect(x: 10, y: 10, width: 32, height: 32)
        mipped.contents = image
        mipped.minificationFilter = .trilinear
        let plain = CALayer()
        plain.frame = CGRect(x: 50, y: 0, width: 64, height: 64)
        plain.contents = image
        root.addSublayer(mipped)
        root.addSublayer(plain)
        let r = overlayRenderer(root, .colorCopiedImages)
        drawFrame(r)
        let b = Bitmap(r.image)
        // The top-left quadrant is red: (255, 0, 0) at both sizes.
        expectPixel(b, 15, 15, tinted([255, 0, 0, 255], cyan))
        expectPixel(b, 60, 10, [255, 0, 0, 255])
    }

    @Test("Flash Updated Regions: yellow over exactly the region that changed, gone the frame after")
    func flashUpdatedRegions() {
        let root = stage(CGSize(width: 120, height: 60))
        let l = box(CGRect(x: 10, y: 10, width: 30, height: 30), rgb(0, 0, 1))
        root.addSublayer(l)
        let r = overlayRenderer(root, .flashUpdatedRegions)
        drawFrame(r, at: 0)
        // The first frame is new everywhere.
        expectPixel(Bitmap(r.image), 100, 50, tinted(gray, yellow))
        CATransaction.setDisableActions(true)
        l.backgroundColor = rgb(1, 0, 0)
        drawFrame(r, at: 1)
        var b = Bitmap(r.image)
        expectPixel(b, 25, 25, tinted([255, 0, 0, 255], yellow))
        expectPixel(b, 100, 50, gray)
        // Nothing changed since, yet a frame is due to take the flash away.
        #expect(r.nextFrameTime() == 1)
        drawFrame(r, at: 2)
        b = Bitmap(r.image)
        expectPixel(b, 25, 25, [255, 0, 0, 255])
        #expect(r.nextFrameTime() == .infinity)
    }

    @Test("Color Misaligned Images: 1:1 on whole pixels is untinted, a half-pixel offset magenta, a scaled image yellow")
    func misalignedImages() {
        let root = stage(CGSize(width: 200, height: 60))
        let image = quadrantImage(20, 20)
        let frames = [CGRect(x: 10, y: 10, width: 20, height: 20), CGRect(x: 50.5, y: 10, width: 20, height: 20),
                      CGRect(x: 90, y: 10, width: 40, height: 40)]
        for f in frames {
            let l = CALayer()
            l.frame = f
            l.contents = image
            root.addSublayer(l)
        }
        let r = overlayRenderer(root, .colorMisalignedImages, size: CGSize(width: 200, height: 60))
        drawFrame(r)
        let b = Bitmap(r.image)
        expectPixel(b, 14, 14, [255, 0, 0, 255])
        expectPixel(b, 55, 14, tinted([255, 0, 0, 255], magenta))
        expectPixel(b, 95, 15, tinted([255, 0, 0, 255], yellow))
        expectPixel(b, 180, 50, gray)
    }

    @Test("switching overlays off redraws the whole frame without them")
    func switchingOff() {
        let root = stage(CGSize(width: 120, height: 60))
        let r = overlayRenderer(root, .colorBlendedLayers)
        drawFrame(r, at: 0)
        expectPixel(Bitmap(r.image), 5, 5, tinted(gray, green))
        r.debugOverlays = []
        #expect(r.nextFrameTime() == 0)
        drawFrame(r, at: 1)
        expectPixel(Bitmap(r.image), 5, 5, gray)
    }

    @Test("each overlay is switched on by its variable set to 1, named after Apple's option")
    func environment() {
        #expect(DebugOverlays.fromEnvironment([:]) == [])
        #expect(DebugOverlays.fromEnvironment(["LAYERKIT_COLOR_BLENDED_LAYERS": "1", "LAYERKIT_FLASH_UPDATED_REGIONS": "0",
                                               "LAYERKIT_COLOR_HITS_GREEN_AND_MISSES_RED": "yes"])
                == [.colorBlendedLayers, .colorHitsGreenAndMissesRed])
        #expect(DebugOverlays.named.count == 6)
        #expect(DebugOverlays([.colorCopiedImages, .colorBlendedLayers]).titles == ["Color Blended Layers", "Color Copied Images"])
    }
}

/// Oracle: counting by hand what each scene holds (its layers, the quads each draws, the
/// passes its effects need).
@Suite("Frame counters: layers, draw items, offscreen passes and cache hits of a frame", .ownMediaClock)
struct FrameCounterTests {
    @Test("a stage with a plain layer and a shadowed one: 3 layers, one offscreen pass, no cache")
    func counts() {
        let root = stage(CGSize(width: 120, height: 60))
        root.addSublayer(box(CGRect(x: 10, y: 10, width: 30, height: 30), rgb(0, 0, 1)))
        let shadowed = box(CGRect(x: 50, y: 10, width: 30, height: 30), rgb(0, 0, 1))
        shadowed.shadowOpacity = 1
        root.addSublayer(shadowed)
        let r = overlayRenderer(root, [])
        r.countsFrames = true
        drawFrame(r)
        let c = r.lastCounters
        #expect(c.layers == 3)
        // Stage, blue, shadow (textured pass), the shadowed layer's background, and inside the
        // shadow's pass the shadowed layer's background again.
        #expect(c.drawItems == 5)
        #expect(c.offscreenPasses == 1)
        #expect(c.passesRendered == 1)
        #expect(c.cacheHits == 0 && c.cacheMisses == 0)
    }

    @Test("a rasterized layer: one miss when first drawn, then one hit per frame and no pass rendered")
    func rasterizedHits() {
        let root = stage(CGSize(width: 120, height: 60))
        let l = box(CGRect(x: 10, y: 10, width: 30, height: 30), rgb(0, 0, 1))
        l.shouldRasterize = true
        root.addSublayer(l)
        let r = overlayRenderer(root, [])
        r.countsFrames = true
        drawFrame(r)
        #expect(r.lastCounters.cacheMisses == 1 && r.lastCounters.cacheHits == 0 && r.lastCounters.passesRendered == 1)
        CATransaction.setDisableActions(true)
        l.position.x += 5
        drawFrame(r)
        #expect(r.lastCounters.cacheMisses == 0 && r.lastCounters.cacheHits == 1 && r.lastCounters.passesRendered == 0)
    }

    @Test("a lent stopwatch times presentation and compositing; without one they stay zero")
    func timings() {
        let root = stage(CGSize(width: 120, height: 60))
        let r = overlayRenderer(root, [])
        drawFrame(r)
        #expect(r.lastTimings == RenderTimings())
        // A fake clock that advances one millisecond per reading.
        final class Ticks: @unchecked Sendable { var t = 0.0 }
        let ticks = Ticks()
        r.stopwatch = { ticks.t += 0.001; return ticks.t }
        root.backgroundColor = rgb(0, 1, 0)
        drawFrame(r)
        #expect(abs(r.lastTimings.presentation - 0.001) < 1e-9)
        // Items and damage (one reading later), then the raster (two readings around it).
        #expect(abs(r.lastTimings.compositing - 0.002) < 1e-9)
    }
}
