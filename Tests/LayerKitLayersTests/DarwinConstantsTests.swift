import Testing
@testable import LayerKitLayers
import LayerKitTestSupport

/// Oracles: Darwin's <math.h> (`#define HUGE MAXFLOAT`, MAXFLOAT 0x1.fffffep+127f); Apple's
/// CAMediaTiming documentation ("setting repeatCount to greatestFiniteMagnitude will cause the
/// animation to repeat forever").
@Suite("Darwin's HUGE and MAXFLOAT", .ownMediaClock)
struct DarwinConstantsTests {
    @Test("HUGE and MAXFLOAT are Darwin's Float constants: Float.greatestFiniteMagnitude, so repeatCount = HUGE compiles")
    func constants() {
        let huge: Float = HUGE, maxFloat: Float = MAXFLOAT
        #expect(huge == .greatestFiniteMagnitude && maxFloat == .greatestFiniteMagnitude)
        #expect(huge.isFinite, "Darwin defines HUGE as MAXFLOAT, not HUGE_VAL")
    }

    @Test("an animation with repeatCount = HUGE (or .greatestFiniteMagnitude) still runs a million seconds later (Apple: repeats forever)")
    func repeatsForever() {
        withFrozenClock {
            let host = FakeHost()
            let root = shownRoot(host: host)
            for (key, count) in [("huge", HUGE), ("gfm", Float.greatestFiniteMagnitude), ("maxfloat", MAXFLOAT)] {
                let a = CABasicAnimation(keyPath: "opacity")
                a.fromValue = 0
                a.toValue = 1
                a.duration = 1
                a.repeatCount = count
                root.add(a, forKey: key)
            }
            CATransaction.flush()
            MediaClock.advance(by: 1_000_000.5)
            CATransaction.flush()
            #expect(root.animationKeys()?.sorted() == ["gfm", "huge", "maxfloat"])
            #expect(abs((root.presentation()?.opacity ?? 0) - 0.5) < 1e-3)
        }
    }
}
