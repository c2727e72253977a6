import Testing
@testable import LayerKitHost

/// Display links and scene timers on explicit tick times (no clock is read). Oracles: Apple's
/// CADisplayLink documentation (timestamp is the last frame shown, targetTimestamp the next,
/// duration the refresh interval; preferredFramesPerSecond lowers the rate; paused links are
/// not called) and Foundation's Timer (repeating timers skip missed firings).
extension HostTimeTests {
    @Suite("Display links and timers")
    struct TimingTests {
        private let dt = 1.0 / 60.0

        @Test("a display link is called every tick with timestamp, target and duration of that frame")
        func displayLinkFields() {
            let scene = committedScene { _ in }
            var calls: [(CFTimeInterval, CFTimeInterval, CFTimeInterval)] = []
            let link = CADisplayLink { calls.append(($0.timestamp, $0.targetTimestamp, $0.duration)) }
            link.add(to: .main, forMode: .default)
            defer { link.invalidate() }
            #expect(scene.nextTickTime(now: 5) == 5)  // a running link keeps the host ticking
            for k in 0..<3 {
                let now = 10 + Double(k) * dt
                _ = scene.tick(now: now, target: now + dt)
            }
            #expect(calls.count == 3)
            for (k, c) in calls.enumerated() {
                let now = 10 + Double(k) * dt
                #expect(abs(c.0 - now) < 1e-12)
                #expect(abs(c.1 - (now + dt)) < 1e-12)
                #expect(abs(c.2 - dt) < 1e-12)
            }
        }

        @Test("preferredFramesPerSecond 30 calls every other frame, two frames apart")
        func displayLinkRate() {
            let scene = committedScene { _ in }
            var targets: [CFTimeInterval] = []
            var spans: [CFTimeInterval] = []
            let link = CADisplayLink { targets.append($0.targetTimestamp); spans.append($0.targetTimestamp - $0.timestamp) }
            link.preferredFramesPerSecond = 30
            link.add(to: .main, forMode: .common)
            defer { link.invalidate() }
            for k in 0..<6 { _ = scene.tick(now: Double(k) * dt, target: Double(k + 1) * dt) }
            #expect(targets.count == 3)
            #expect(zip(targets, [1.0, 3.0, 5.0]).allSatisfy { abs($0 - $1 * dt) < 1e-12 })
            #expect(spans.allSatisfy { abs($0 - 2 * dt) < 1e-12 })
        }

        @Test("a paused link is not called and does not keep the host ticking; an invalidated one is gone")
        func displayLinkPauseInvalidate() {
            let scene = committedScene { _ in }
            _ = scene.tick(now: 0, target: dt)
            var calls = 0
            let link = CADisplayLink { _ in calls += 1 }
            link.add(to: .main, forMode: .default)
            link.isPaused = true
            _ = scene.tick(now: dt, target: 2 * dt)
            _ = scene.tick(now: 2 * dt, target: 3 * dt)  // the previous tick may ask for one more
            #expect(!DisplayLinkRegistry.hasActiveLinks)
            link.isPaused = false
            _ = scene.tick(now: 3 * dt, target: 4 * dt)
            link.invalidate()
            _ = scene.tick(now: 4 * dt, target: 5 * dt)
            #expect(calls == 1)
            // Removed from its only mode, it stops too, and can be added back.
            link.add(to: .main, forMode: .default)
            link.remove(from: .main, forMode: .default)
            _ = scene.tick(now: 5 * dt, target: 6 * dt)
            #expect(calls == 1)
        }

        @Test("scene timers fire on the first tick at or after their time; repeating ones skip missed firings")
        func sceneTimers() {
            let scene = committedScene { _ in }
            var fired: [String] = []
            let once = scene.scheduleTimer(withTimeInterval: 0.5, repeats: false) { _ in fired.append("once") }!
            let every = scene.scheduleTimer(withTimeInterval: 0.25, repeats: true) { _ in fired.append("every") }!
            // Timers start from the media time when scheduled; measure ticks from there.
            let t0 = every.fireTime - 0.25
            #expect(abs(once.fireTime - 0.5 - t0) < 0.1)
            _ = scene.tick(now: every.fireTime - 0.05, target: every.fireTime - 0.05)
            #expect(fired.isEmpty)
            _ = scene.tick(now: t0 + 0.25, target: t0 + 0.25)
            #expect(fired == ["every"])
            _ = scene.tick(now: once.fireTime + 0.6, target: once.fireTime + 0.6)  // late: each fires once
            #expect(fired == ["every", "once", "every"])  // earliest fire time first (once was scheduled first)
            #expect(once.isValid == false)
            // Missed firings are skipped: the next one is the first whole interval after the tick.
            let next = every.fireTime - t0
            #expect(abs(next / 0.25 - (next / 0.25).rounded()) < 1e-6)
            #expect(every.fireTime > once.fireTime + 0.6 && every.fireTime <= once.fireTime + 0.6 + 0.25)
            every.invalidate()
            _ = scene.tick(now: t0 + 5, target: t0 + 5)
            #expect(fired.count == 3)
            #expect(scene.scheduleTimer(withTimeInterval: .infinity, repeats: true) { _ in } == nil)
        }
    }
}
