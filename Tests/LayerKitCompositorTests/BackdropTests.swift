import Testing
@testable import LayerKitCompositor
import LayerKitRaster
import LayerKitTestSupport

private let size = CGSize(width: 240, height: 160)

/// 200 static 12x12 layers over the stage, some translucent, some turned (so the backdrop holds
/// antialiased and blended pixels, not only opaque fills).
private func scene() -> (root: CALayer, statics: [CALayer]) {
    let root = stage(size)
    var statics: [CALayer] = []
    for i in 0..<200 {
        let l = box(CGRect(x: (i * 37) % 228, y: (i * 53) % 148, width: 12, height: 12),
                    rgb(CGFloat(i % 7) / 7, CGFloat(i % 5) / 5, 0.5, i % 3 == 0 ? 0.6 : 1))
        if i % 4 == 0 { l.transform = CATransform3DMakeRotation(0.3, 0, 0, 1) }
        root.addSublayer(l)
        statics.append(l)
    }
    return (root, statics)
}

/// A 20x20 translucent layer, moved by a fraction of a point each frame.
private func mover() -> CALayer {
    box(CGRect(x: 10, y: 10, width: 20, height: 20), rgb(1, 0.8, 0.2, 0.8))
}

private func renderer(_ root: CALayer, backdrop: Bool) -> CARenderer {
    var options = RasterOptions.default
    if !backdrop { options.fastPaths.remove(.backdrop) }
    let r = CARenderer(size: size, scale: 1, options: options, threads: 1)
    r.layer = root
    return r
}

/// Draws frame `step` with `m` moved, on two renderers of the same tree, one with the backdrop.
private func step(_ step: Int, _ m: CALayer, _ fast: CARenderer, _ direct: CARenderer) {
    CATransaction.setDisableActions(true)
    m.position = CGPoint(x: 20 + 3.25 * CGFloat(step), y: 20 + 2.5 * CGFloat(step))
    drawFrame(fast)
    drawFrame(direct)
}

/// Oracle: the same frames with the backdrop off, every damaged region cleared and drawn from
/// all its items. Copying an image of the leading items drawn over transparent pixels gives
/// the same bytes as drawing them there, so frames must be equal exactly.
@Suite("Backdrop: the unchanging bottom of a frame is drawn once and copied where damage repairs it", .ownMediaClock)
struct BackdropTests {
    @Test("a layer moving over 200 static ones draws only itself once the backdrop is made, with the same pixels")
    func moverOnTop() {
        let (root, _) = scene()
        let m = mover()
        root.addSublayer(m)
        let fast = renderer(root, backdrop: true), direct = renderer(root, backdrop: false)
        for s in 0..<8 {
            step(s, m, fast, direct)
            #expect(Bitmap(fast.image) == Bitmap(direct.image), "frame \(s)")
        }
        #expect(fast.rasterizer.backdropBytes == 240 * 160 * 4)
        // Only the mover is left to draw inside its damage; without the backdrop, the static
        // layers under it are drawn again too.
        #expect(fast.rasterizer.lastLeafCount == 1)
        #expect(direct.rasterizer.lastLeafCount > 1)
        #expect(direct.rasterizer.backdropBytes == 0)
    }

    @Test("no backdrop is made before the leading items have stayed the same for three frames")
    func waitsForSteadyFrames() {
        let (root, _) = scene()
        let m = mover()
        root.addSublayer(m)
        let fast = renderer(root, backdrop: true), direct = renderer(root, backdrop: false)
        for s in 0..<4 {
            step(s, m, fast, direct)
            #expect(fast.rasterizer.backdropBytes == 0, "frame \(s)")
        }
        step(4, m, fast, direct)
        #expect(fast.rasterizer.backdropBytes > 0)
    }

    @Test("a change among the static layers drops the backdrop, and the frame still matches drawing everything")
    func changeBelowDropsIt() {
        let (root, statics) = scene()
        let m = mover()
        root.addSublayer(m)
        let fast = renderer(root, backdrop: true), direct = renderer(root, backdrop: false)
        for s in 0..<6 { step(s, m, fast, direct) }
        #expect(fast.rasterizer.backdropBytes > 0)
        statics[150].backgroundColor = rgb(0, 0, 1)
        step(6, m, fast, direct)
        #expect(fast.rasterizer.backdropBytes == 0)
        #expect(Bitmap(fast.image) == Bitmap(direct.image))
        for s in 7..<12 {
            step(s, m, fast, direct)
            #expect(Bitmap(fast.image) == Bitmap(direct.image), "frame \(s)")
        }
        #expect(fast.rasterizer.backdropBytes > 0)
    }

    @Test("layers above a mover in the middle of the order are drawn over the copied backdrop")
    func moverInTheMiddle() {
        let (root, _) = scene()
        let m = mover()
        root.insertSublayer(m, at: 100)
        let fast = renderer(root, backdrop: true), direct = renderer(root, backdrop: false)
        for s in 0..<10 {
            step(s, m, fast, direct)
            #expect(Bitmap(fast.image) == Bitmap(direct.image), "frame \(s)")
        }
        #expect(fast.rasterizer.backdropBytes > 0)
    }

    @Test("a frame of another size drops the backdrop instead of copying pixels of the wrong size")
    func resize() {
        let (root, _) = scene()
        let m = mover()
        root.addSublayer(m)
        let fast = renderer(root, backdrop: true), direct = renderer(root, backdrop: false)
        for s in 0..<6 { step(s, m, fast, direct) }
        #expect(fast.rasterizer.backdropBytes == 240 * 160 * 4)
        fast.bounds = CGRect(x: 0, y: 0, width: 200, height: 120)
        direct.bounds = CGRect(x: 0, y: 0, width: 200, height: 120)
        for s in 6..<8 {
            step(s, m, fast, direct)
            #expect(Bitmap(fast.image) == Bitmap(direct.image), "frame \(s)")
        }
        #expect(fast.rasterizer.backdropBytes == 0)
    }
}
