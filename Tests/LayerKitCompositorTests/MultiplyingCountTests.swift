@testable import LayerKitCompositor
import LayerKitTestSupport
import Testing

/// Counts that multiply: birth rates times the layer's, cells times sub-cells, replicators
/// inside replicators. Each product has one LayerKit bound, the newest (emitter) or first
/// (replicator) kept, said once by a warning that names the bound. Oracle: LayerKit's
/// documented limits (notes/reliability.md); Apple's behaviour past them is unmeasured.
@Suite("Counts that multiply are bounded by one limit per layer", .ownMediaClock)
struct MultiplyingCountTests {
    static let sprite = EmitterLayerTests.sprite

    static func emitter(_ cells: [CAEmitterCell], birthRate: Float = 1) -> CAEmitterLayer {
        let e = CAEmitterLayer()
        e.birthRate = birthRate
        e.emitterCells = cells
        _ = EmitterLayerTests.commit(e)
        return e
    }

    @Test("a cell at 1e9 births per second on a layer at 1e9 neither traps past Int.max nor computes more than the layer's particle limit")
    func birthRateProduct() {
        MediaClock.freeze(at: 0)
        defer { MediaClock.unfreeze() }
        let e = Self.emitter([EmitterLayerTests.cell(rate: 1e9, lifetime: 100)], birthRate: 1e9)
        // 1e18 births a second for 20 s is past Int.max births: clamped to 1e9 a second.
        let list = EmitterLayerTests.particles(e, at: 20)
        #expect(list.count == EmitterParticles.maximumPerLayer)
        #expect(list.allSatisfy { $0.birth > 20 - 1e-3 }, "the newest are kept")
        #expect(Diagnostics.hasWarned(containing: "more than \(EmitterParticles.maximumBirthRate) particles per second"))
        #expect(Diagnostics.hasWarned(containing: "more than \(EmitterParticles.maximumPerLayer) live particles"))
    }

    @Test("1,000 cells at 1e9 per second share one budget of particles: every cell keeps its newest and the total is the limit")
    func manyCellsShareTheBudget() {
        MediaClock.freeze(at: 0)
        defer { MediaClock.unfreeze() }
        let cells = (0..<1000).map { _ in EmitterLayerTests.cell(rate: 1e9, lifetime: 10) }
        let e = Self.emitter(cells)
        let list = EmitterLayerTests.particles(e, at: 1)
        #expect(list.count == EmitterParticles.maximumPerLayer)
        // Merged by birth time: each of the 1,000 cells gets a share of the newest births.
        #expect(Set(list.map(\.sprite)).count == 1000)
        #expect(list.allSatisfy { $0.birth > 1 - 1e-6 })
        #expect(zip(list, list.dropFirst()).allSatisfy { $0.birth <= $1.birth }, "in birth order")
    }

    @Test("five levels of emitterCells at 1,000 per second stay within the one layer limit, sub-cells counted")
    func nestedCellsShareTheBudget() {
        MediaClock.freeze(at: 0)
        defer { MediaClock.unfreeze() }
        func level(_ n: Int) -> CAEmitterCell {
            let c = EmitterLayerTests.cell(rate: 1000, lifetime: 10)
            if n > 1 { c.emitterCells = [level(n - 1)] }
            return c
        }
        let e = Self.emitter([level(5)])
        let list = EmitterLayerTests.particles(e, at: 3)
        #expect(list.count <= EmitterParticles.maximumPerLayer && list.count > EmitterParticles.maximumPerLayer / 2)
        #expect(Set(list.map(\.sprite)).count > 1, "sub-cells' particles are among them")
        // Drawing the frame finishes with the bound in force.
        _ = render(e, size: CGSize(width: 50, height: 50), at: 3)
    }

    @Test("below the layer limit, particles are the same cell by cell as without one (no reordering)")
    func belowTheLimitUnchanged() {
        MediaClock.freeze(at: 0)
        defer { MediaClock.unfreeze() }
        let e = Self.emitter([EmitterLayerTests.cell(rate: 100), EmitterLayerTests.cell(rate: 50)])
        let list = EmitterLayerTests.particles(e, at: 1.5)
        #expect(list.count == 150 + 75)
        #expect(list.prefix(150).allSatisfy { $0.sprite == 0 } && list.suffix(75).allSatisfy { $0.sprite == 1 })
    }

    @Test("a non-finite cell contentsRect is refused with a warning: the cell draws no sprite and nothing traps")
    func nonFiniteContentsRect() {
        MediaClock.freeze(at: 0)
        defer { MediaClock.unfreeze() }
        let c = EmitterLayerTests.cell()
        c.contentsRect = CGRect(x: CGFloat.nan, y: 0, width: CGFloat.infinity, height: 1)
        let e = Self.emitter([c])
        #expect(EmitterLayerTests.particles(e, at: 1, all: false).isEmpty)
        #expect(Diagnostics.hasWarned(containing: "contentsRect is not finite"))
        let image = render(e, size: CGSize(width: 50, height: 50), at: 1)
        #expect(image.pixels.allSatisfy { $0 == 0 })
    }

    /// `depth` replicators of `count` instances each, nested, around one translucent square.
    static func nested(depth: Int, count: Int, delay: CFTimeInterval = 0) -> CALayer {
        let root = stage(CGSize(width: 64, height: 64))
        var parent = root
        for _ in 0..<depth {
            let r = CAReplicatorLayer()
            r.frame = root.bounds
            r.instanceCount = count
            r.instanceDelay = delay
            parent.addSublayer(r)
            parent = r
        }
        let square = box(CGRect(x: 10, y: 10, width: 8, height: 8), rgb(1, 1, 1, 0.5))
        if delay != 0 {
            let a = CABasicAnimation(keyPath: "opacity")
            a.fromValue = 0; a.toValue = 1; a.duration = 10
            square.add(a, forKey: "fade")
        }
        parent.addSublayer(square)
        return root
    }

    @Test("ten nested replicators of 100 instances draw at most maximumDrawnInstances in all, and the warning names the limit")
    func nestedReplicators() {
        let r = renderer(of: Self.nested(depth: 10, count: 100), size: CGSize(width: 64, height: 64))
        r.countsFrames = true
        drawFrame(r)
        let items = r.lastCounters.drawItems - 1 // the stage
        #expect(items <= CAReplicatorLayer.maximumDrawnInstances && items >= 1000)
        #expect(Diagnostics.hasWarned(containing: "draw at most \(CAReplicatorLayer.maximumDrawnInstances) instances in all"))
    }

    @Test("nested replicators with an instance delay present at most maximumDrawnInstances delayed copies in all")
    func nestedDelayedReplicators() {
        MediaClock.freeze(at: 0)
        defer { MediaClock.unfreeze() }
        let r = renderer(of: Self.nested(depth: 3, count: 100, delay: 0.01), size: CGSize(width: 64, height: 64))
        r.countsFrames = true
        drawFrame(r, at: 1)
        let items = r.lastCounters.drawItems - 1
        #expect(items <= CAReplicatorLayer.maximumDrawnInstances && items >= 1000)
    }

    @Test("two nested replicators within the limit draw every instance (10 x 10)")
    func nestedWithinTheLimit() {
        let r = renderer(of: Self.nested(depth: 2, count: 10), size: CGSize(width: 64, height: 64))
        r.countsFrames = true
        drawFrame(r)
        #expect(r.lastCounters.drawItems - 1 == 100)
    }
}
