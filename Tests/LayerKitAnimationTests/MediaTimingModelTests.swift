import Testing
@testable import LayerKitAnimation
import LayerKitTestSupport

/// Oracles: Apple's CAMediaTiming header (active time, repeats, fill modes) and the book,
/// chapter 9 (CATALOG.md 9.1–9.3b) where Apple is silent.
@Suite("Media timing model", .ownMediaClock)
struct MediaTimingModelTests {
    func model(duration: Double = 1, begin: Double = 0, speed: Double = 1, offset: Double = 0, repeatCount: Double = 0,
               repeatDuration: Double = 0, autoreverses: Bool = false, fill: CAMediaTimingFillMode = .removed) -> MediaTimingModel {
        MediaTimingModel(beginTime: begin, duration: duration, speed: speed, timeOffset: offset, repeatCount: repeatCount,
                         repeatDuration: repeatDuration, autoreverses: autoreverses, fillMode: fill)
    }

    func time(_ m: MediaTimingModel, _ t: Double) -> Double? { m.state(atParentTime: t).sample?.time }

    @Test("a duration of 0 means 0.25 s for animations and infinite for layers (Apple, book 9.1)")
    func defaultDurations() {
        let a = CABasicAnimation()
        #expect(a.timingModel().duration == 0.25)
        #expect(a.timingModel().activeEndTime == 0.25)
        let layerTiming = CABasicAnimation()   // any CAMediaTiming with duration 0
        let layer = MediaTimingModel.layer(layerTiming)
        #expect(layer.duration == .infinity)
        #expect(layer.phase(atParentTime: 1e9) == .active)
    }

    @Test("repeatCount 3 runs three iterations; the phase ends at 3 s (Apple header)")
    func repeats() {
        let m = model(repeatCount: 3)
        #expect(m.activeDuration == 3)
        let s = m.state(atParentTime: 2.5).sample!
        #expect(s.iteration == 2 && near(s.time, 0.5))
        #expect(m.phase(atParentTime: 2.999) == .active)
        #expect(m.phase(atParentTime: 3) == .finished)
    }

    @Test("a fractional repeatCount 3.5 of 2 s lasts 7 s and holds half-way through the fourth iteration (book 9.1)")
    func fractionalRepeat() {
        let m = model(duration: 2, repeatCount: 3.5, fill: .forwards)
        #expect(m.activeEndTime == 7)
        let s = m.state(atParentTime: 7).sample!
        #expect(s.phase == .finished && s.isFilled)
        #expect(s.iteration == 3 && near(s.fraction, 0.5))
    }

    @Test("repeatDuration bounds the active time, even mid-iteration (Apple header)")
    func repeatDuration() {
        let m = model(repeatDuration: 2.5, fill: .forwards)
        #expect(m.activeEndTime == 2.5)
        let s = m.state(atParentTime: 2.25).sample!
        #expect(s.iteration == 2 && near(s.time, 0.25))
        #expect(near(time(m, 10)!, 0.5))
    }

    @Test("repeatCount .infinity never ends")
    func infiniteRepeat() {
        let m = model(repeatCount: .infinity)
        #expect(m.activeEndTime == .infinity)
        #expect(m.state(atParentTime: 1e6 + 0.25).sample.map { near($0.time, 0.25, 1e-6) } == true)
        #expect(m.nextChangeTime(atParentTime: 5) == 5)
    }

    @Test("autoreverses doubles the period and plays the second half backwards (book 9.2: period 4 s for 2 s)")
    func autoreverse() {
        let m = model(duration: 2, repeatDuration: .infinity, autoreverses: true)
        for (t, expected) in [(1.0, 1.0), (2.0, 2.0), (3.0, 1.0), (4.0, 0.0), (5.0, 1.0)] {
            #expect(near(time(m, t)!, expected), "at \(t)")
        }
        #expect(m.state(atParentTime: 5).sample!.iteration == 1)
        let once = model(autoreverses: true, fill: .forwards)
        #expect(once.activeEndTime == 2)
        #expect(near(time(once, 3)!, 0))   // holds the start value it came back to
    }

    @Test("fill modes: removed shows nothing outside the active time, backwards the start, forwards the end (Apple)")
    func fillModes() {
        for (fill, before, after) in [(CAMediaTimingFillMode.removed, false, false), (.backwards, true, false),
                                      (.forwards, false, true), (.both, true, true)] {
            let m = model(begin: 1, fill: fill)
            let b = m.state(atParentTime: 0.5), a = m.state(atParentTime: 3)
            #expect(b.phase == .pending && a.phase == .finished)
            #expect((b.sample != nil) == before, "\(fill.rawValue) before")
            #expect((a.sample != nil) == after, "\(fill.rawValue) after")
            if before { #expect(b.sample!.time == 0 && b.sample!.isFilled) }
            if after { #expect(a.sample!.time == 1 && a.sample!.isFilled) }
        }
    }

    @Test("speed 0 freezes at timeOffset forever and stops ticking (Apple header: pause with speed 0)")
    func speedZero() {
        let m = model(speed: 0, offset: 0.3)
        #expect(m.activeEndTime == .infinity)
        for t in [0.0, 1.0, 100.0] { #expect(near(time(m, t)!, 0.3)) }
        #expect(!m.changesWithTime(atParentTime: 5))
        #expect(m.nextChangeTime(atParentTime: 5) == .infinity)
        #expect(m.parentTime(fromLocal: 1) == nil)
    }

    @Test("speed 2 plays a 1 s animation in 0.5 s (book 9.3: total wall time 0.5 s)")
    func speedTwo() {
        let m = model(speed: 2)
        #expect(m.activeEndTime == 0.5)
        #expect(near(time(m, 0.25)!, 0.5))
    }

    @Test("negative speed plays backwards from the end to the start (LayerKit's documented reading)")
    func negativeSpeed() {
        let m = model(speed: -1, fill: .forwards)
        #expect(near(time(m, 0)!, 1))
        #expect(near(time(m, 0.25)!, 0.75))
        #expect(m.activeEndTime == 1)
        #expect(near(time(m, 2)!, 0))
        let half = model(speed: -2)
        #expect(half.activeEndTime == 0.5)
        #expect(near(time(half, 0.125)!, 0.75))
    }

    @Test("timeOffset 0.5 starts mid-way, reaches the end at 0.5 s, wraps, and ends mid-way at 1 s (book 9.3)")
    func timeOffsetWraps() {
        let m = model(offset: 0.5, fill: .forwards)
        #expect(near(time(m, 0)!, 0.5))
        #expect(near(time(m, 0.25)!, 0.75))
        #expect(near(time(m, 0.4999)!, 0.9999, 1e-9))
        #expect(near(time(m, 0.5)!, 0))
        #expect(near(time(m, 0.75)!, 0.25))
        #expect(m.activeEndTime == 1)
        #expect(near(time(m, 1)!, 0.5))   // the forwards fill holds where it ended
    }

    @Test("timeOffset is not scaled by speed (book 9.3: 'is not scaled by speed')")
    func timeOffsetUnscaled() {
        let m = model(speed: 2, offset: 0.5)
        #expect(near(time(m, 0)!, 0.5))
        #expect(near(time(m, 0.125)!, 0.75))
        #expect(m.activeEndTime == 0.5)
    }

    @Test("beginTime delays the start; backwards fill shows the start value during the delay (book 9.3a)")
    func beginDelay() {
        let a = CABasicAnimation.make("x", from: 5, to: 15)
        a.beginTime = 1
        a.fillMode = .backwards
        let target = TestTarget(["x": CGFloat(100)])
        #expect(a.evaluate(into: target, atLayerTime: 0.5) == .pending)
        #expect(target["x", as: CGFloat.self] == 5)
        #expect(a.evaluate(into: target, atLayerTime: 1.5) == .active)
        #expect(near(target["x", as: CGFloat.self]!, 10))
        let removed = CABasicAnimation.make("x", from: 5, to: 15)
        removed.beginTime = 1
        let untouched = TestTarget(["x": CGFloat(100)])
        #expect(removed.evaluate(into: untouched, atLayerTime: 0.5) == .pending)
        #expect(untouched["x", as: CGFloat.self] == 100 && untouched.writes.isEmpty)
    }

    @Test("local time is (t - beginTime) * speed + timeOffset and parentTime inverts it (Apple header)")
    func localTimeConversion() {
        let m = model(begin: 2, speed: 3, offset: 0.5)
        #expect(m.localTime(fromParent: 4) == 6.5)
        for t in [-3.0, 0, 2, 7.25] { #expect(near(m.parentTime(fromLocal: m.localTime(fromParent: t))!, t)) }
        let layer = MediaTimingModel.layer(CAAnimation())
        #expect(layer.localTime(fromParent: 12.5) == 12.5)
    }

    @Test("whether the value changes with time: not while pending, filled, or finished; next change at beginTime")
    func changes() {
        let m = model(begin: 1, fill: .both)
        #expect(!m.changesWithTime(atParentTime: 0.5))
        #expect(m.nextChangeTime(atParentTime: 0.5) == 1)
        #expect(m.changesWithTime(atParentTime: 1.5))
        #expect(!m.changesWithTime(atParentTime: 2.5))
        #expect(m.nextChangeTime(atParentTime: 2.5) == .infinity)
    }

    @Test("bad timing input is cleaned as documented: NaN duration, negative repeats, infinite speed, NaN times")
    func badInput() {
        let m = MediaTimingModel(beginTime: .nan, duration: .nan, speed: .infinity, timeOffset: .infinity,
                                 repeatCount: -4, repeatDuration: -1)
        #expect(m.beginTime == 0 && m.duration == 0.25 && m.speed == 1 && m.timeOffset == 0)
        #expect(m.repeatCount == 0 && m.repeatDuration == 0 && m.activeDuration == 0.25)
        #expect(m.state(atParentTime: .nan) == TimingState(phase: .pending, sample: nil))
        let forever = model(repeatCount: .infinity)
        #expect(forever.state(atParentTime: .infinity) == TimingState(phase: .active, sample: nil))
        #expect(model(fill: .forwards).state(atParentTime: .infinity).sample?.time == 1)
        let negative = MediaTimingModel(duration: -3)
        #expect(negative.duration == 0.25)
    }
}
