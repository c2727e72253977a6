import Foundation
import Testing
@testable import LayerKitHost

/// How display links and timers meet late frames and pointer drags, on a fake clock (the
/// media clock frozen at each frame's time; no wall clock is read). Oracles: Apple's
/// CADisplayLink documentation (dropped frames are skipped, not queued; `frameInterval`
/// counts display frames per call, deprecated for `preferredFramesPerSecond`), CATALOG.md
/// 11.2 (callbacks at 0, 0.016, 0.05 and 0.5 s measure deltas of 0.016, 0.034 and 0.45 s)
/// and 11.2a (callbacks keep firing while a drag is tracked).
extension HostTimeTests {
    @Suite("Frame delivery: stalls, rates and drags")
    struct FrameDeliveryTests {
        private let dt = 1.0 / 60.0

        /// Ticks `scene` once at media time `t` with the clock frozen there (a frame shown at
        /// the moment it is computed, as a headless host shows it).
        private func tick(_ scene: LayerScene, at t: CFTimeInterval) {
            MediaClock.freeze(at: t)
            _ = scene.tick(now: t, target: t)
        }

        @Test("11.2: callbacks at 0, 0.016, 0.05 and 0.5 s measure deltas of 0.016, 0.034 and 0.45 s")
        func measuredDeltas() {
            defer { MediaClock.unfreeze() }
            let scene = committedScene { _ in }
            var lastStep: CFTimeInterval?
            var deltas: [CFTimeInterval] = []
            let link = CADisplayLink { _ in
                let thisStep = CACurrentMediaTime()
                if let last = lastStep { deltas.append(thisStep - last) }
                lastStep = thisStep
            }
            link.add(to: .main, forMode: .default)
            defer { link.invalidate() }
            for t in [0, 0.016, 0.05, 0.5] { tick(scene, at: t) }
            #expect(deltas.count == 3)
            for (d, want) in zip(deltas, [0.016, 0.034, 0.45]) { #expect(abs(d - want) < 1e-12) }
            #expect(abs(deltas.reduce(0, +) - 0.5) < 1e-12)
        }

        @Test("a stall is one late call, not a burst: frames missed in 0.5 s are never delivered, nor any twice")
        func stallSkipsFrames() {
            let scene = committedScene { _ in }
            var targets: [CFTimeInterval] = []
            var covered: [CFTimeInterval] = []
            let link = CADisplayLink { targets.append($0.targetTimestamp); covered.append($0.targetTimestamp - $0.timestamp) }
            link.add(to: .main, forMode: .default)
            defer { link.invalidate() }
            _ = scene.tick(now: 0, target: dt)
            _ = scene.tick(now: 0.5, target: 0.5 + dt)  // the host slept through 29 frames
            _ = scene.tick(now: 0.5 + dt, target: 0.5 + 2 * dt)
            #expect(targets.count == 3)
            #expect(Set(targets).count == targets.count)
            #expect(zip(targets, [dt, 0.5 + dt, 0.5 + 2 * dt]).allSatisfy { abs($0 - $1) < 1e-12 })
            #expect(covered.allSatisfy { abs($0 - dt) < 1e-12 })
        }

        @Test("frameInterval 2 calls every other display frame; 0 and negative intervals are refused")
        @available(*, deprecated, message: "exercises the deprecated frameInterval")
        func frameInterval() {
            let scene = committedScene { _ in }
            var targets: [CFTimeInterval] = []
            let link = CADisplayLink { targets.append($0.targetTimestamp) }
            #expect(link.frameInterval == 1)
            link.frameInterval = 2
            link.frameInterval = 0
            link.frameInterval = -3
            #expect(link.frameInterval == 2)
            #expect(Diagnostics.hasWarned(containing: "frameInterval of 0"))
            link.add(to: .main, forMode: .default)
            defer { link.invalidate() }
            for k in 0..<6 { _ = scene.tick(now: Double(k) * dt, target: Double(k + 1) * dt) }
            #expect(zip(targets, [1.0, 3.0, 5.0]).allSatisfy { abs($0 - $1 * dt) < 1e-12 } && targets.count == 3)
            link.preferredFramesPerSecond = 60  // set, it wins over frameInterval
            for k in 6..<9 { _ = scene.tick(now: Double(k) * dt, target: Double(k + 1) * dt) }
            #expect(targets.count == 6)
        }

        @Test("11.2a: a display link and a repeating timer keep firing every frame while a drag is tracked")
        func callbacksDuringDrag() throws {
            let host = try HeadlessHost(size: CGSize(width: 200, height: 100))
            defer { host.finish() }
            let strip = CALayer()
            strip.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
            host.rootLayer.addSublayer(strip)
            var panChanges: [CFTimeInterval] = []
            strip.addGestureRecognizer(PanGestureRecognizer { pan in
                if pan.state == .changed { panChanges.append(CACurrentMediaTime()) }
            })
            var linkFrames: [CFTimeInterval] = [], timerFirings: [CFTimeInterval] = []
            let link = CADisplayLink { linkFrames.append($0.targetTimestamp) }
            link.add(to: .main, forMode: .common)
            defer { link.invalidate() }
            let timer = host.scene.scheduleTimer(withTimeInterval: dt, repeats: true) { _ in
                timerFirings.append(CACurrentMediaTime())
            }
            defer { timer?.invalidate() }
            // Press at 0.1 s, move every frame to 0.5 s, release there.
            host.post(PointerEvent(phase: .down, location: CGPoint(x: 20, y: 50), timestamp: 0.1))
            for k in 1...24 {
                host.post(PointerEvent(phase: .moved, location: CGPoint(x: 20 + 6 * CGFloat(k), y: 50),
                                       timestamp: 0.1 + Double(k) * dt))
            }
            host.post(PointerEvent(phase: .up, location: CGPoint(x: 164, y: 50), timestamp: 0.5))
            try host.run(until: 0.6)
            let during = { (times: [CFTimeInterval]) in times.filter { $0 > 0.1 + 1e-9 && $0 < 0.5 - 1e-9 }.count }
            #expect(panChanges.count >= 20, "the drag was tracked")
            #expect(during(linkFrames) == 23)
            #expect(during(timerFirings) == 23)
            #expect(linkFrames.count == 37 && timerFirings.count == 36)
        }
    }
}
