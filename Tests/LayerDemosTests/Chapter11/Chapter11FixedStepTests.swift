import DemoKit
import Foundation
import LayerDemos
import LayerKitPhysics
import Testing
import LayerKitTestSupport

/// Listing 11.5's fixed step. Oracles: CATALOG.md 11.5 (after T s of frames ⌈T·120⌉ steps
/// have run; two runs with different frame jitter give identical body states at equal step
/// counts) and hand computation of the death-spiral guard (at most 12 steps a frame, the
/// rest of a long gap dropped, not caught up later).
@Suite("Chapter 11.5: fixed time step", .ownMediaClock)
struct Chapter11FixedStepTests {
    @Test("after T s of 1/60 s frames, ⌈T·120⌉ steps have run", arguments: [0.5, 1.0 / 3, 0.9999, 2.25])
    func stepCount(seconds: Double) {
        var clock = Chapter11.FixedTimeStep(start: 10)
        var frames = (0...Int(seconds * 60)).map { 10 + Double($0) / 60 }
        frames.append(10 + seconds)
        for t in frames { _ = clock.advance(to: t) }
        #expect(clock.stepsRun == Int((seconds * 120).rounded(.up)))
    }

    @Test("the demo's display link has run ⌈T·120⌉ steps by T = 2 s")
    func demoStepCount() throws {
        let demo = Listing11_5()
        try DemoRun.with(demo) { run in
            try run.run(until: 2)
            #expect(demo.clock.steps.stepsRun == 240)
        }
    }

    /// Every body's position, angle and velocity, bit for bit.
    static func state(_ world: Chapter11.CrateWorld) -> [Double] {
        world.crates.flatMap { c in [c.body.position.x, c.body.position.y, c.body.angle, c.body.velocity.x, c.body.velocity.y] }
            .map { Double($0) }
    }

    /// 11.5's world stepped by frames at `times`: the states after each frame, by step count.
    static func simulate(frames times: [CFTimeInterval]) -> [Int: [Double]] {
        let world = Chapter11.CrateWorld(in: CALayer())
        world.addWalls()
        let image = DemoAssets.image(.crate)
        for frame in Chapter11.fiveCrates { world.addCrate(frame: frame, image: image, scale: 1) }
        var clock = Chapter11.FixedTimeStep(start: 0)
        var states: [Int: [Double]] = [:]
        for t in times {
            for _ in 0..<clock.advance(to: t) { world.space.step(Chapter11.FixedTimeStep.step) }
            states[clock.stepsRun] = state(world)
        }
        return states
    }

    @Test("two runs with different frame jitter give identical body states at equal step counts")
    func deterministic() {
        var random = SystemRandomNumberGenerator()
        let steady = (1...180).map { Double($0) / 60 }
        let jittered = (1...180).map { Double($0) / 60 + Double.random(in: -0.006...0.006, using: &random) }.sorted()
        let a = Self.simulate(frames: steady), b = Self.simulate(frames: jittered)
        let common = Set(a.keys).intersection(b.keys)
        #expect(common.count > 20)
        for n in common.sorted() { #expect(a[n] == b[n], "step \(n)") }
        #expect(a[360] != nil && a[360] != a[2], "the crates moved")
    }

    @Test("the death-spiral guard: a 1 s stall runs 12 steps and drops the rest; the next frame is normal")
    func deathSpiralGuard() {
        var clock = Chapter11.FixedTimeStep(start: 0)
        #expect(clock.advance(to: 1.0 / 60) == 2)
        #expect(clock.advance(to: 1.0 / 60 + 1) == Chapter11.FixedTimeStep.maxStepsPerFrame)
        #expect(clock.advance(to: 2.0 / 60 + 1) == 2)
        #expect(clock.advance(to: .nan) == 0 && clock.advance(to: .infinity) == 0, "non-finite times run nothing")
        #expect(clock.advance(to: 0) == 0, "time going back runs nothing")
    }
}
