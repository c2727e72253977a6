import Testing
@testable import LayerKitHost
import LayerKitTestSupport

/// State machines of the tap and pan recognizers, driven directly. Oracle: UIKit's documented
/// recognizer states (discrete taps end as `.recognized`; pans go began, changed..., ended)
/// and hand computations of translations and velocities.
@Suite("Gesture recognizers", .ownMediaClock)
struct GestureRecognizerTests {
    @Test("a tap is recognized once, on release, where the pointer went up")
    func tapRecognized() {
        var calls: [(GestureRecognizer.State, CGPoint)] = []
        let tap = TapGestureRecognizer { calls.append(($0.state, $0.location(in: nil))) }
        tap.pointerDown(at: CGPoint(x: 10, y: 10), time: 0)
        tap.pointerMoved(to: CGPoint(x: 13, y: 14), time: 0.01)  // 5 pt: within the allowance
        #expect(calls.isEmpty)
        tap.pointerUp(at: CGPoint(x: 13, y: 14), time: 0.02)
        #expect(calls.count == 1)
        #expect(calls.first?.0 == .recognized)
        #expect(calls.first.map { approx($0.1, CGPoint(x: 13, y: 14)) } == true)
    }

    @Test("a press that moves more than 10 points is not a tap")
    func tapFailsOnMovement() {
        var calls = 0
        let tap = TapGestureRecognizer { _ in calls += 1 }
        tap.pointerDown(at: .zero, time: 0)
        tap.pointerMoved(to: CGPoint(x: 11, y: 0), time: 0.01)
        #expect(tap.state == .failed)
        tap.pointerMoved(to: .zero, time: 0.02)
        tap.pointerUp(at: .zero, time: 0.03)
        #expect(calls == 0)
    }

    @Test("a pan begins after 4 points with the translation from the press, then changes and ends")
    func panStates() {
        var log: [(GestureRecognizer.State, CGPoint)] = []
        let pan = PanGestureRecognizer { log.append(($0.state, $0.translation(in: nil))) }
        pan.pointerDown(at: CGPoint(x: 100, y: 100), time: 0)
        pan.pointerMoved(to: CGPoint(x: 102, y: 102), time: 0.01)   // 2.8 pt: not yet
        #expect(log.isEmpty)
        pan.pointerMoved(to: CGPoint(x: 103, y: 104), time: 0.02)   // 5 pt: began
        pan.pointerMoved(to: CGPoint(x: 110, y: 90), time: 0.03)
        pan.pointerUp(at: CGPoint(x: 111, y: 90), time: 0.04)
        #expect(log.map(\.0) == [.began, .changed, .ended])
        #expect(approx(log[0].1, CGPoint(x: 3, y: 4)))
        #expect(approx(log[1].1, CGPoint(x: 10, y: -10)))
        #expect(approx(log[2].1, CGPoint(x: 11, y: -10)))
    }

    @Test("setTranslation(.zero) makes the next translation the movement since the call")
    func panResetTranslation() {
        var seen: [CGPoint] = []
        let pan = PanGestureRecognizer { p in
            seen.append(p.translation(in: nil))
            p.setTranslation(.zero, in: nil)
        }
        pan.pointerDown(at: .zero, time: 0)
        pan.pointerMoved(to: CGPoint(x: 10, y: 0), time: 0.01)
        pan.pointerMoved(to: CGPoint(x: 15, y: 7), time: 0.02)
        pan.pointerMoved(to: CGPoint(x: 12, y: 7), time: 0.03)
        #expect(seen.count == 3)
        #expect(approx(seen[0], CGPoint(x: 10, y: 0)))
        #expect(approx(seen[1], CGPoint(x: 5, y: 7)))
        #expect(approx(seen[2], CGPoint(x: -3, y: 0)))
        // The deltas add up to the whole movement: nothing is lost or counted twice.
        #expect(approx(CGPoint(x: seen.map(\.x).reduce(0, +), y: seen.map(\.y).reduce(0, +)), CGPoint(x: 12, y: 7)))
    }

    @Test("setTranslation to a non-zero value is what translation reports at once")
    func panSetTranslationValue() {
        let pan = PanGestureRecognizer { _ in }
        pan.pointerDown(at: CGPoint(x: 5, y: 5), time: 0)
        pan.pointerMoved(to: CGPoint(x: 25, y: 5), time: 0.01)
        pan.setTranslation(CGPoint(x: -7, y: 3), in: nil)
        #expect(approx(pan.translation(in: nil), CGPoint(x: -7, y: 3)))
        pan.pointerMoved(to: CGPoint(x: 30, y: 10), time: 0.02)
        #expect(approx(pan.translation(in: nil), CGPoint(x: -2, y: 8)))
        pan.setTranslation(CGPoint(x: CGFloat.nan, y: 0), in: nil)  // ignored
        #expect(approx(pan.translation(in: nil), CGPoint(x: -2, y: 8)))
    }

    @Test("translation in a scaled layer is the root movement divided by the scale; a scrolled layer's offset does not change it")
    func panTranslationInLayers() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        let scaled = CALayer()
        scaled.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
        scaled.transform = CATransform3DMakeScale(2, 2, 1)
        root.addSublayer(scaled)
        let scrolled = CAScrollLayer()
        scrolled.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        scrolled.scroll(to: CGPoint(x: 37, y: -12))
        root.addSublayer(scrolled)
        let pan = PanGestureRecognizer { _ in }
        pan.pointerDown(at: CGPoint(x: 150, y: 150), time: 0)
        pan.pointerMoved(to: CGPoint(x: 170, y: 140), time: 0.01)
        #expect(approx(pan.translation(in: scaled), CGPoint(x: 10, y: -5), 1e-9))
        #expect(approx(pan.translation(in: scrolled), CGPoint(x: 20, y: -10), 1e-9))
        // Setting it in one layer's space is seen converted in another's.
        pan.setTranslation(CGPoint(x: 1, y: 2), in: scaled)
        #expect(approx(pan.translation(in: nil), CGPoint(x: 2, y: 4), 1e-9))
    }

    @Test("velocity is the displacement over the last 0.1 s divided by its duration; a pause brings it to zero")
    func panVelocity() {
        let pan = PanGestureRecognizer { _ in }
        pan.pointerDown(at: .zero, time: 1.0)
        #expect(pan.velocity(in: nil) == .zero)
        // 10 points every 10 ms: 1000 points per second to the right, 500 down.
        for i in 1...20 { pan.pointerMoved(to: CGPoint(x: 10 * i, y: 5 * i), time: 1.0 + Double(i) * 0.01) }
        let v = pan.velocity(in: nil)
        #expect(abs(v.x - 1000) < 1e-6)
        #expect(abs(v.y - 500) < 1e-6)
        // A pause (the pointer stayed at (200, 100)) then a slow move: only the last 0.1 s counts.
        pan.pointerMoved(to: CGPoint(x: 200, y: 100), time: 2.0)
        #expect(pan.velocity(in: nil) == .zero)
        pan.pointerMoved(to: CGPoint(x: 205, y: 100), time: 2.05)
        #expect(abs(pan.velocity(in: nil).x - 100) < 1e-6)
    }

    @Test("a pan that never moved far enough fails on release without calling its handler")
    func panFailsWithoutMovement() {
        var calls = 0
        let pan = PanGestureRecognizer { _ in calls += 1 }
        pan.pointerDown(at: .zero, time: 0)
        pan.pointerMoved(to: CGPoint(x: 1, y: 1), time: 0.01)
        pan.pointerUp(at: CGPoint(x: 1, y: 1), time: 0.02)
        #expect(pan.state == .failed)
        #expect(calls == 0)
    }
}
