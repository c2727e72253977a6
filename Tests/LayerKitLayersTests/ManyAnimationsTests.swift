import Testing
import Foundation
@testable import LayerKitLayers
import LayerKitTestSupport

/// Oracle: issue 15 (ending many animations at once is linear; it took 4.9 s for 10,000 and
/// 19 s for 20,000) and Apple's CAAnimationDelegate documentation (one stop per animation).
/// The time itself is measured outside the tests (closing note), never asserted here.
@Suite("Many animations ending at once", .ownMediaClock)
struct ManyAnimationsTests {
    @Test("10,000 animations on one layer ending in the same frame each stop once and are all removed")
    func tenThousandEndTogether() {
        withFrozenClock {
            let host = FakeHost()
            let root = shownRoot(host: host)
            let rec = StopRecorder()
            for i in 0..<10_000 {
                let a = CABasicAnimation(keyPath: "opacity")
                a.toValue = 0
                a.duration = 1
                a.delegate = rec
                root.add(a, forKey: "a\(i)")
            }
            CATransaction.flush()
            #expect(root.animationKeys()?.count == 10_000)
            MediaClock.advance(by: 2)
            CATransaction.flush()
            #expect(rec.stops.count == 10_000 && rec.stops.allSatisfy { $0 })
            #expect(root.animationKeys() == nil)
            root.removeAllAnimations()
            #expect(rec.stops.count == 10_000, "nothing is told twice")
        }
    }
}
