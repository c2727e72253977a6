import Testing
@testable import LayerKitLayers
import LayerKitTestSupport

/// Oracle: Apple's CAMediaTiming header (a layer is a timing object: "to convert from parent
/// time tp to active local time t: t = (tp - begin) * speed + offset", then repeated and
/// reversed within its duration like an animation) and hand computation of each time.
@Suite("Layer timing: a layer's duration, repeats, autoreverse and fill shape its sublayers' time", .ownMediaClock)
struct LayerTimingTests {
    /// A layer timed from global time 100 with `duration` 2, and a sublayer.
    func timedPair(_ configure: (CALayer) -> Void) -> (CALayer, CALayer) {
        let parent = CALayer(), child = CALayer()
        parent.addSublayer(child)
        parent.beginTime = 100
        parent.duration = 2
        configure(parent)
        return (parent, child)
    }

    @Test("a repeating layer's local time starts again every duration")
    func repeats() {
        let (parent, child) = timedPair { $0.repeatCount = .infinity }
        #expect(parent.convertTime(100.5, from: nil) == 0.5)
        #expect(parent.convertTime(102.5, from: nil) == 0.5, "second iteration")
        #expect(child.convertTime(107.25, from: nil) == 1.25, "a sublayer sees its superlayer's time")
    }

    @Test("an autoreversing layer's local time runs back on the second half of each cycle")
    func autoreverses() {
        let (parent, _) = timedPair { $0.autoreverses = true; $0.repeatCount = 2 }
        #expect(parent.convertTime(101.5, from: nil) == 1.5)
        #expect(parent.convertTime(103.5, from: nil) == 0.5, "4 - 3.5 seconds into the 4 s cycle")
        #expect(parent.convertTime(105, from: nil) == 1, "second cycle, forward half")
    }

    @Test("after its active period a layer's time is held by fillMode forwards, and gone without a fill")
    func fillMode() {
        let (held, _) = timedPair { $0.fillMode = .forwards }
        #expect(held.convertTime(150, from: nil) == 2)
        let (removed, _) = timedPair { _ in }
        #expect(removed.convertTime(150, from: nil).isNaN)
        let (before, _) = timedPair { $0.fillMode = .backwards }
        #expect(before.convertTime(90, from: nil) == 0, "a backwards fill holds the start before beginTime")
    }

    @Test("repeatDuration ends a layer's timeline part-way through an iteration")
    func repeatDuration() {
        let (parent, _) = timedPair { $0.repeatDuration = 3; $0.fillMode = .both }
        #expect(parent.convertTime(102.5, from: nil) == 0.5)
        #expect(parent.convertTime(110, from: nil) == 1, "held at 3 s = one iteration and 1 s")
    }

    @Test("a layer without duration keeps Apple's unwrapped local time, negative before it begins")
    func unbounded() {
        let (parent, _) = timedPair { $0.duration = 0; $0.speed = 2; $0.timeOffset = 1 }
        #expect(parent.convertTime(90, from: nil) == -19)
        #expect(parent.convertTime(1000, from: nil) == 1801)
    }

    @Test("a sublayer's animation replays in each iteration of a repeating layer, and shows the model when its layer's time is removed")
    func animationsFollowTheLayersTime() {
        withFrozenClock(at: 100) {
            let host = FakeHost()
            let root = shownRoot(host: host)
            let timed = CALayer()
            timed.beginTime = 100
            timed.duration = 2
            timed.repeatCount = 2
            let child = CALayer()
            timed.addSublayer(child)
            root.addSublayer(timed)
            CATransaction.flush()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0.0
            fade.toValue = 1.0
            fade.duration = 2
            child.add(fade, forKey: "fade")
            CATransaction.flush()
            MediaClock.advance(by: 0.5)
            #expect(approx(CGFloat(child.presentation()?.opacity ?? -1), 0.25))
            MediaClock.advance(by: 2)
            CATransaction.flush()
            #expect(approx(CGFloat(child.presentation()?.opacity ?? -1), 0.25), "102.5 is 0.5 s into the second iteration")
            MediaClock.advance(by: 2)
            CATransaction.flush()
            #expect(child.presentation()?.opacity == 1, "after 4 s the layer's time is removed: the model value")
        }
    }
}
