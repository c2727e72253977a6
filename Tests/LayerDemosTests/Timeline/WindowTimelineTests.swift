import Foundation
import Testing
@testable import DemoKit
import LayerDemos
import LayerKitTestSupport

/// The window's timeline (issue 16) driven on an explicit clock (`TimelineRig`). Oracles:
/// `HeadlessRender.render` at the same media time (a fresh headless run of the demo: the
/// frame `--time` draws), byte for byte; hand computation of media time (k steps of 1/60 s ×
/// rate); CATALOG.md 7.7 (a tap away from the square moves it, in a 4 s transaction) and 8.10
/// (a 4 s group from the first frame).
@Suite("Window timeline", .ownMediaClock)
struct WindowTimelineTests {
    /// Scrub targets, forward and backward, some twice.
    static let times810: [CFTimeInterval] = [2.0, 0.5, 3.25, 1.0, 2.0, 3.9, 0.25, 3.25]

    @Test("8.10 scrubbed back and forth after playing at 2x shows the headless frame of each time, byte for byte")
    func scrubMatchesHeadless810() throws {
        let expected = try Self.times810.map { try HeadlessRender.render(Listing8_10(), at: $0) }
        let rig = try TimelineRig(Listing8_10())
        defer { rig.finish() }
        #expect(rig.press(.character("4"), "4"))
        #expect(rig.timeline.rate == 2)
        rig.play(until: 3.0)
        #expect(rig.press(.space, " "))
        #expect(rig.timeline.isPaused)
        for (t, image) in zip(Self.times810, expected) {
            rig.timeline.scrub(to: t, scene: rig.scene)
            rig.tick()
            #expect(samePixels(rig.shown.last!, image), "the frame scrubbed to \(t) s")
        }
    }

    @Test("7.7 moving after a tap, scrubbed back and forth after playing at 1x then 2x, shows the headless frames byte for byte")
    func scrubMatchesHeadless77() throws {
        let tap = CGPoint(x: 330, y: 320), tapTime = 0.5
        let times: [CFTimeInterval] = [1.5, 0.75, 2.5, 4.25, 1.5, 0.5, 3.0]
        let input = [ScriptedInput.tap(tap, at: tapTime)]
        let expected = try times.map { try HeadlessRender.render(Listing7_7(), at: $0, inputs: input) }
        let rig = try TimelineRig(Listing7_7())
        defer { rig.finish() }
        // The window delivers input between ticks, while the media clock shows the frame on
        // screen: a click after the frame at 0.5 s is a headless click at 0.5 s (delivered with
        // the clock at 0.5 s; 7.7's 4 s transaction commits then).
        rig.play(until: tapTime)
        for e in input[0].events(frameInterval: WindowTimeline.frameStep) { rig.send(e) }
        rig.play(until: 1.0)
        rig.press(.character("4"), "4")
        rig.play(until: 2.0)
        rig.press(.space, " ")
        for (t, image) in zip(times, expected) {
            rig.timeline.scrub(to: t, scene: rig.scene)
            rig.tick()
            #expect(samePixels(rig.shown.last!, image), "the frame scrubbed to \(t) s")
        }
    }

    @Test("a frame step (. and ,) moves paused media time by exactly 1/60 s and draws that time's frame")
    func frameSteps() throws {
        let rig = try TimelineRig(Listing8_10())
        defer { rig.finish() }
        rig.play(until: 1.0)
        #expect(rig.press(.character("."), "."))
        #expect(rig.timeline.isPaused, "a step pauses first")
        let t0 = rig.timeline.time
        #expect(rig.press(.character("."), "."))
        #expect(rig.timeline.time == t0 + 1.0 / 60)
        rig.tick()
        let forward = rig.shown.last!
        #expect(rig.press(.character(","), ","))
        #expect(rig.press(.character(","), ","))
        #expect(rig.timeline.time == t0 + 1.0 / 60 - 1.0 / 60 - 1.0 / 60)
        rig.tick()
        #expect(!samePixels(rig.shown.last!, forward), "8.10 moves in 2/60 s")
        // Stepping while paused runs no tick: no frame is drawn until the window ticks.
        let count = rig.shown.count
        rig.press(.character("."), ".")
        #expect(rig.shown.count == count)
    }

    @Test("a window resized while paused draws the paused frame again at its new size")
    func pausedFrameFollowsResize() throws {
        let rig = try TimelineRig(Listing8_10())
        defer { rig.finish() }
        rig.play(until: 1.0)
        rig.press(.space, " ")
        rig.tick()
        #expect(rig.shown.last!.width == 400)
        rig.scene.resize(to: CGSize(width: 420, height: 410))
        rig.tick()
        #expect(rig.shown.last!.width == 420 && rig.shown.last!.height == 410)
    }

    @Test("each rate key makes one tick advance media time by rate/60 s: 1/10, 1/4, 1, 2")
    func ratesScaleAdvance() throws {
        let rig = try TimelineRig(Listing8_10())
        defer { rig.finish() }
        for (key, rate) in zip(["1", "2", "3", "4"], [0.1, 0.25, 1, 2]) {
            rig.press(.character(Character(key)), key)
            #expect(rig.timeline.rate == rate)
            let start = rig.timeline.time
            for _ in 0..<12 { rig.tick() }
            #expect(abs(rig.timeline.time - start - 12 * rate / 60) < 1e-12, "rate \(rate)")
            #expect(CACurrentMediaTime() == rig.timeline.time, "the media clock is the timeline's")
        }
    }

    @Test("while paused a click reaches no demo (7.7 stays put, as a headless run without the click), and the pause is said once")
    func pausedInputIsHeld() throws {
        let still = try HeadlessRender.render(Listing7_7(), at: 2.0)
        let rig = try TimelineRig(Listing7_7())
        defer { rig.finish() }
        rig.play(until: 0.5)
        rig.press(.space, " ")
        for _ in 0..<2 {
            rig.send(PointerEvent(phase: .down, location: CGPoint(x: 330, y: 320), timestamp: 0.5))
            rig.send(PointerEvent(phase: .up, location: CGPoint(x: 330, y: 320), timestamp: 0.5))
        }
        #expect(rig.press(.character("x"), "x"), "an app key is held back too (handled by the window)")
        #expect(rig.delivered.isEmpty)
        #expect(rig.notices.filter { $0.hasPrefix("timeline paused at 0.500 s") }.count == 1)
        #expect(rig.notices.filter { $0 == "timeline paused: input to the app was not delivered" }.count == 1)
        rig.press(.space, " ")
        rig.play(until: 2.0)
        #expect(samePixels(rig.shown.last!, still))
    }

    @Test("T, Space, comma, period and 1-4 are the window's only while they make sense; R only with a recorder")
    func keysAreTheWindowsOnlyWhenTheyMakeSense() throws {
        let rig = try TimelineRig(Listing8_10())
        defer { rig.finish() }
        rig.timeline.hide(scene: rig.scene)
        for (key, text) in [(KeyEvent.Key.space, " "), (.character("."), "."), (.character(","), ","), (.character("1"), "1"),
                            (.character("r"), "r")] {
            #expect(!rig.press(key, text), "\(text) with the timeline hidden and no recorder is the app's")
        }
        #expect(rig.press(.character("t"), "t"))
        #expect(rig.timeline.isShown)
        #expect(!rig.press(.character("x"), "x"), "an unrelated key is the app's while playing")
        #expect(rig.press(.character("T"), "T"))
        #expect(!rig.timeline.isShown)
    }

    @Test("a press on the bar's track pauses and scrubs to the time under it; a drag follows the pointer; the app sees none of it")
    func barDragScrubs() throws {
        let rig = try TimelineRig(Listing8_10())
        defer { rig.finish() }
        rig.play(until: 0.5)
        let size = rig.scene.size
        let y = WindowTimeline.barFrame(sceneSize: size).midY
        let track = WindowTimeline.trackSpan(width: size.width)
        let mid = (track.lowerBound + track.upperBound) / 2
        rig.send(PointerEvent(phase: .down, location: CGPoint(x: mid, y: y), timestamp: 1))
        #expect(rig.timeline.isPaused && rig.timeline.isScrubbing)
        let range = rig.timeline.range
        // 8.10's group runs 0 to 4 s: the track covers that and 5% (0.2 s) more on each side.
        #expect(abs(range.lowerBound + 0.2) < 1e-9 && abs(range.upperBound - 4.2) < 1e-9, "\(range)")
        #expect(rig.timeline.spans.spans == [AnimationSpans.Span(begin: 0, end: 4)])
        #expect(abs(rig.timeline.time - 2) < 1e-9)
        rig.send(PointerEvent(phase: .moved, location: CGPoint(x: track.lowerBound, y: y), timestamp: 1.1))
        #expect(rig.timeline.time == range.lowerBound)
        rig.send(PointerEvent(phase: .up, location: CGPoint(x: track.lowerBound, y: 10), timestamp: 1.2))
        #expect(!rig.timeline.isScrubbing)
        #expect(rig.delivered.isEmpty)
    }
}
