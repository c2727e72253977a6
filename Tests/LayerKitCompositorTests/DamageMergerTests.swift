import Testing
@testable import LayerKitCompositor
import LayerKitRaster
import LayerKitTestSupport

/// `DamageMerger`: damage merged as the comparison finds it. Oracles: hand-placed rectangles
/// whose merged cover is known, and a count of the rectangles taken.
@Suite("Damage merged as it is found", .ownMediaClock)
struct DamageMergerTests {
    private let frame = IntRect(x: 0, y: 0, width: 1280, height: 720)

    /// `count` 16 x 16 squares spread over the frame (a fixed scatter), each moved by `dx`.
    private func squares(_ count: Int, dx: Int = 0) -> [SolidBatch.Element] {
        (0..<count).map { i in
            let rect = IntRect(x: (i * 397) % 1264 + dx, y: (i * 211) % 704, width: 16, height: 16)
            return SolidBatch.Element(layer: ObjectIdentifier(SolidBatch.self), rect: rect, colour: 0xFF00_80FF, factor: 256)
        }
    }

    @Test("rectangles that touch join, far ones stay apart, and each is clipped to the frame")
    func joinsAndClips() {
        var m = DamageMerger(clippedTo: frame)
        m.add(IntRect(x: 10, y: 10, width: 20, height: 20))
        m.add(IntRect(x: 32, y: 10, width: 20, height: 20))
        m.add(IntRect(x: 600, y: 400, width: 10, height: 10))
        m.add(IntRect(x: 1270, y: 700, width: 40, height: 40))
        #expect(m.finish() == [IntRect(x: 10, y: 10, width: 42, height: 20), IntRect(x: 600, y: 400, width: 10, height: 10),
                               IntRect(x: 1270, y: 700, width: 10, height: 20)])
        #expect(!m.isWhole && m.added == 4)
    }

    @Test("a thousand moved squares damage the whole frame, and their batch stops adding damage once it is whole")
    func batchStopsAtWholeFrame() {
        let old = SolidBatch(squares(1000)), new = SolidBatch(squares(1000, dx: 3))
        var m = DamageMerger(clippedTo: frame)
        #expect(new.addChanges(from: old, clip: frame, into: &m))
        #expect(m.isWhole && m.finish() == [frame])
        // Checked every 64 rectangles: whole long before the last square.
        #expect(m.added < 1000 && m.added % DamageMerger.wholeFrameCheckInterval == 0, "\(m.added)")
        // The same rectangles merged as a list give the same answer.
        var pairs: [IntRect] = []
        for (a, b) in zip(old.elements, new.elements) { pairs.append(a.rect.union(b.rect)) }
        #expect(DamageTracker.merge(pairs, clippedTo: frame) == [frame])
    }

    @Test("without a frame to clip to, nothing is ever damaged whole: every rectangle is merged")
    func noFrameNeverWhole() {
        let rects = squares(1000).map(\.rect)
        var m = DamageMerger(clippedTo: nil)
        for r in rects { m.add(r) }
        #expect(!m.isWhole && m.added == 1000)
        let merged = m.finish()
        #expect(merged.count <= DamageTracker.maxRects)
        #expect(rects.allSatisfy { r in merged.contains { $0.contains(r) } })
    }

    @Test("a few changed squares in a batch damage only their own old and new pixels")
    func fewChangesStayLocal() {
        var moved = squares(40)
        moved[7].rect.x += 2
        moved[30].colour = 0xFF00_0000
        var m = DamageMerger(clippedTo: frame)
        #expect(SolidBatch(moved).addChanges(from: SolidBatch(squares(40)), clip: frame, into: &m))
        let a = squares(40)[7].rect, c = squares(40)[30].rect
        #expect(m.finish() == [a.union(moved[7].rect), c] && m.added == 2)
    }
}
