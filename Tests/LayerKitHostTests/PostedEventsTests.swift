import Foundation
import Testing
@testable import LayerKitHost
import LayerKitTestSupport

/// Many posted pointer events: `HeadlessHost.post` inserts in timestamp order (binary search,
/// equal timestamps in posting order) and frames take due events from the front without
/// shifting the rest. Oracle: the host's documented contract (an event goes to the first frame
/// at or after its timestamp, in order).
@Suite("HeadlessHost delivers many posted events in time order", .ownMediaClock)
struct PostedEventsTests {
    @Test("100,000 events posted out of order arrive in timestamp order, ties in posting order, each at its frame")
    func manyEventsInOrder() throws {
        let host = try HeadlessHost(size: CGSize(width: 50, height: 50))
        defer { host.finish() }
        var got: [(button: Int, time: CFTimeInterval, frame: CFTimeInterval)] = []
        host.scene.pointerHandler = { e, _ in got.append((e.button, e.timestamp, CACurrentMediaTime())) }
        let n = 100_000
        for i in 0..<n {
            // Timestamps over 0...1 s, posted in an order that is neither sorted nor reversed.
            let slot = (i * 7919) % 1000
            host.post(PointerEvent(phase: .moved, location: CGPoint(x: 1, y: 1), button: i, scrollDelta: .zero,
                                   timestamp: Double(slot) / 1000))
        }
        try host.run(until: 1.05)
        #expect(got.count == n)
        #expect(zip(got, got.dropFirst()).allSatisfy { a, b in a.time < b.time || (a.time == b.time && a.button < b.button) })
        #expect(got.allSatisfy { $0.frame >= $0.time - 1e-9 && $0.frame < $0.time + 1.0 / 60 + 1e-6 })
    }
}
