@testable import LayerKitCompositor
import LayerKitTestSupport
import Testing

/// What the fuzz targets of issue 33 found (Fuzz/run.sh), each kept as a claim. Oracle: the
/// project's rule that any input ends in a value or a documented clamp, in bounded work (no
/// hang); particle counts are worked out by hand from the evenly spaced births.
@Suite("Inputs the fuzz targets found end in bounded work", .ownMediaClock)
struct FuzzFindingsTests {
    /// FuzzEmitter: a sub-cell active for 1 ms of each parent's 200 s life, at 100,000 births
    /// a second, made every frame look at each live parent's last second of child births
    /// (100,000 parents x 100,000 births), none emitted and none charged to the particle
    /// budget: the frame never ended. Skipped births now have a budget of their own.
    @Test("a sub-cell whose timing skips nearly all its births costs a frame a bounded look, not one per parent birth")
    func skippedSubCellBirthsAreBounded() {
        let child = EmitterLayerTests.cell(rate: 100_000, lifetime: 1)
        child.beginTime = 0.5
        child.duration = 0.001
        let parent = EmitterLayerTests.cell(rate: 1000, lifetime: 200)
        parent.emitterCells = [child]
        MediaClock.freeze(at: 0)
        let e = CAEmitterLayer()
        e.emitterCells = [parent]
        let (renderer, _) = EmitterLayerTests.commit(e)
        MediaClock.unfreeze()
        let particles = EmitterLayerTests.particles(e, at: 150)
        #expect(!particles.isEmpty, "the newest parents are still drawn")
        #expect(particles.count <= EmitterParticles.maximumPerLayer)
        #expect(particles.contains { $0.sprite == 0 }, "parents are drawn")
        renderer.layer = nil
    }
}
