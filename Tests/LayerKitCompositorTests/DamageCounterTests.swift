import Testing
@testable import LayerKitCompositor
import LayerKitRaster
import LayerKit
import LayerKitTestSupport

/// What `--stats` reports of a frame's damage and bands (`FrameCounters`). Oracle: the damage
/// contract of `DamageTracker` (the first frame is whole; a layer that moves damages its old
/// and new extents) and the band rule of `FrameRasterizer` (one thread: one band).
@Suite("Frame counters: the damage a frame composited and the bands it drew in", .ownMediaClock)
struct DamageCounterTests {
    @Test("the first frame counts one damaged rect of the whole frame; a frame where nothing changed counts none")
    func wholeThenNothing() {
        let root = stage(CGSize(width: 120, height: 60))
        root.addSublayer(box(CGRect(x: 10, y: 10, width: 30, height: 30), rgb(0, 0, 1)))
        let r = CARenderer(size: CGSize(width: 120, height: 60), scale: 1, options: .default, threads: 1)
        r.layer = root
        r.countsFrames = true
        drawFrame(r)
        #expect(r.lastCounters.damageRects == 1 && r.lastCounters.damagedPixels == 120 * 60)
        #expect(r.lastCounters.bands == 1)
        drawFrame(r)
        #expect(r.lastCounters.damageRects == 0 && r.lastCounters.damagedPixels == 0)
    }

    @Test("a 30x30 layer moved 40 points right counts its old and new extents, each 32 x 32 pixels")
    func moved() {
        let root = stage(CGSize(width: 120, height: 60))
        let l = box(CGRect(x: 10, y: 10, width: 30, height: 30), rgb(0, 0, 1))
        root.addSublayer(l)
        let r = CARenderer(size: CGSize(width: 120, height: 60), scale: 1, options: .default, threads: 1)
        r.layer = root
        r.countsFrames = true
        drawFrame(r)
        CATransaction.setDisableActions(true)
        l.position.x += 40
        drawFrame(r)
        // A quad's extent is its pixels widened by a margin of one (QuadGeometry.pixelBounds).
        #expect(r.lastCounters.damageRects == 2 && r.lastCounters.damagedPixels == 2 * 32 * 32)
        #expect(r.lastDamage.reduce(0) { $0 + $1.area } == r.lastCounters.damagedPixels)
        #expect(r.lastCounters.damageRects == r.lastDamage.count)
    }
}
