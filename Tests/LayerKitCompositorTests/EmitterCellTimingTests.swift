@testable import LayerKitCompositor
import LayerKitTestSupport
import Testing

/// Oracle: Apple's QuartzCore header and documentation: `CAEmitterCell` adopts `CAMediaTiming`
/// (its emission follows `beginTime`, `duration`, `speed`, `repeatCount`, `autoreverses`,
/// `fillMode` in the emitter layer's time), has `defaultValue(forKey:)`, the filters
/// `minificationFilter`/`magnificationFilter`/`minificationFilterBias`; `CAEmitterLayer`
/// has `preservesDepth` (particles placed in 3D, as in a `CATransformLayer`). Counts are
/// worked out by hand from the evenly spaced births (birth n at (n + 0.5) / rate).
/// Issue 38 item 4.
@Suite("CAEmitterCell timing, defaults and filters; CAEmitterLayer.preservesDepth", .ownMediaClock)
struct EmitterCellTimingTests {
    func emitter(_ cell: CAEmitterCell) -> CAEmitterLayer {
        MediaClock.freeze(at: 0)
        defer { MediaClock.unfreeze() }
        let e = CAEmitterLayer()
        e.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        e.emitterPosition = CGPoint(x: 50, y: 50)
        e.emitterCells = [cell]
        _ = EmitterLayerTests.commit(e)
        return e
    }

    @Test("a cell emits only in its active time: begin 1, duration 1 gives the births of that second")
    func activeWindow() {
        let cell = EmitterLayerTests.cell(rate: 10, lifetime: 100)
        cell.beginTime = 1; cell.duration = 1
        let e = emitter(cell)
        // Births at 0.05, 0.15, ... : those in [1, 2) are the 10 at 1.05 ... 1.95.
        #expect(EmitterLayerTests.particles(e, at: 0.9).isEmpty, "pending: nothing yet")
        #expect(EmitterLayerTests.particles(e, at: 1.5).count == 5, "1.05 ... 1.45")
        #expect(EmitterLayerTests.particles(e, at: 5).count == 10, "the second's births live on; no more after it")
    }

    @Test("repeatCount and autoreverses lengthen the active time; a forwards fill keeps emitting")
    func repeatsAndFill() {
        let twice = EmitterLayerTests.cell(rate: 10, lifetime: 100)
        twice.duration = 1; twice.repeatCount = 2
        #expect(EmitterLayerTests.particles(emitter(twice), at: 5).count == 20)
        let back = EmitterLayerTests.cell(rate: 10, lifetime: 100)
        back.duration = 1; back.autoreverses = true
        #expect(EmitterLayerTests.particles(emitter(back), at: 5).count == 20)
        let filled = EmitterLayerTests.cell(rate: 10, lifetime: 100)
        filled.duration = 1; filled.fillMode = .forwards
        #expect(EmitterLayerTests.particles(emitter(filled), at: 5).count == 50)
        let fast = EmitterLayerTests.cell(rate: 10, lifetime: 100)
        fast.duration = 1; fast.speed = 2
        #expect(EmitterLayerTests.particles(emitter(fast), at: 5).count == 5, "active for 1 / 2 s of the layer's time")
    }

    @Test("defaults: CAMediaTiming's, defaultValue(forKey:), linear filters, preservesDepth off")
    func defaults() {
        let c = CAEmitterCell()
        #expect(c.beginTime == 0 && c.duration == 0 && c.speed == 1 && c.timeOffset == 0)
        #expect(c.repeatCount == 0 && c.repeatDuration == 0 && !c.autoreverses && c.fillMode == .removed)
        #expect(c.minificationFilter == "linear" && c.magnificationFilter == "linear" && c.minificationFilterBias == 0)
        #expect(CAEmitterCell.defaultValue(forKey: "scale") as? CGFloat == 1)
        #expect(CAEmitterCell.defaultValue(forKey: "enabled") as? Bool == true)
        #expect(CAEmitterCell.defaultValue(forKey: "birthRate") == nil)
        let timing: CAMediaTiming = c
        #expect(timing.speed == 1)
        #expect(!CAEmitterLayer().preservesDepth)
    }

    @Test("a nearest magnification filter draws a scaled particle's texels unblended")
    func nearestMagnification() {
        func draw(_ filter: String) -> Bitmap {
            // A 2 x 1 sprite, red then blue, drawn 10 times larger: linear blends the middle.
            let ctx = CGContext(pixelWidth: 2, pixelHeight: 1, scale: 1)!
            ctx.setFillColor(rgb(1, 0, 0)); ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            ctx.setFillColor(rgb(0, 0, 1)); ctx.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
            let cell = EmitterLayerTests.cell(rate: 1, lifetime: 100)
            cell.contents = ctx.makeImage()!
            cell.scale = 10
            cell.magnificationFilter = filter
            let e = emitter(cell)
            let (r, _) = EmitterLayerTests.commit(e)
            r.beginFrame(atTime: 1); r.render(); r.endFrame()
            return Bitmap(r.image)
        }
        // The particle is 20 x 10 points about (50, 50): x 40 ..< 60. At x = 49 (a quarter of
        // a texel from the texels' edge at 50) linear is a blend, nearest the red texel.
        let nearest = draw("nearest"), linear = draw("linear")
        #expect(px(nearest, 49, 50) == [255, 0, 0, 255])
        #expect(px(linear, 49, 50)[2] > 0, "linear mixes in the blue texel")
    }

    @Test("preservesDepth places particles through the sublayer transform; off, z is flattened")
    func preservesDepth() {
        MediaClock.freeze(at: 0)
        defer { MediaClock.unfreeze() }
        let e = CAEmitterLayer()
        e.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        e.emitterCells = [EmitterLayerTests.cell(rate: 1, lifetime: 100)]
        e.emitterPosition = CGPoint(x: 75, y: 50)
        e.emitterZPosition = 100
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 200   // perspective: w = 1 - z / 200 = 0.5 at z = 100
        e.sublayerTransform = t
        _ = EmitterLayerTests.commit(e)
        func first(_ depth: Bool) -> Particle? {
            e.preservesDepth = depth
            CATransaction.flush()
            let content = CAEmitterLayer.renderContent(for: e.state) as! EmitterContent
            return content.particles(atTime: 10).first
        }
        let flat = first(false)!
        #expect(flat.position.x == 75 && flat.scale == 1, "flattened: where it was emitted")
        let deep = first(true)!
        // About the anchor (50, 50): x offset 25 / w 0.5 = 50 → x 100; scale 1 / 0.5 = 2.
        #expect(abs(deep.position.x - 100) < 1e-9 && abs(deep.scale - 2) < 1e-9)
    }
}
