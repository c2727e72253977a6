import LayerKitAnimation
import LayerKitTestSupport
import Testing

/// Clocks per context. Oracle: `MediaClock.withClock`'s and `OwnMediaClockTrait`'s documented
/// contracts (a bound clock is what `CACurrentMediaTime()` and the static members act on;
/// the process's clock and other clocks are untouched; each test case gets a new clock).
@Suite("Media clocks per context", .ownMediaClock)
struct MediaClockContextTests {
    @Test("each test case starts on a running clock of its own, not the process's", arguments: 0..<4)
    func eachCaseHasItsOwnClock(_ index: Int) {
        let mine = MediaClock.current
        #expect(mine !== MediaClock.shared)
        #expect(!mine.isFrozen, "a clock another case froze would show here")
        MediaClock.freeze(at: Double(index) * 100)
        #expect(CACurrentMediaTime() == Double(index) * 100)
        #expect(!MediaClock.shared.isFrozen)
    }

    @Test("a clock bound inside another is what the static members act on, and only inside")
    func nestedBindingActsOnTheInnerClock() {
        let outer = MediaClock.current
        outer.freeze(at: 5)
        let inner = MediaClock(frozenAt: 50)
        MediaClock.withClock(inner) {
            #expect(CACurrentMediaTime() == 50)
            MediaClock.advance(by: 1)
        }
        #expect(inner.now() == 51)
        #expect(CACurrentMediaTime() == 5, "the outer clock did not move")
    }

    @Test("a clock reads its own source: time passed in, never the system's")
    func clockFollowsItsSource() {
        final class Steps: MediaTimeSource, @unchecked Sendable {
            var t: Double = 10
            func seconds() -> Double { t }
        }
        let source = Steps()
        let clock = MediaClock(source: source)
        #expect(clock.now() == 10)
        source.t = 12
        #expect(clock.now() == 12)
        clock.rate = 0.5
        source.t = 14
        #expect(clock.now() == 13, "half speed from the time the rate changed")
    }
}
