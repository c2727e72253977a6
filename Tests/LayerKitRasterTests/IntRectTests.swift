import Testing
@testable import LayerKitRaster

/// Oracle: pixel sets counted one pixel at a time.
@Suite("IntRect: subtraction")
struct IntRectTests {
    private func pixels(_ rects: [IntRect]) -> [Int: Int] {
        var seen: [Int: Int] = [:]
        for r in rects { for y in r.minY..<r.maxY { for x in r.minX..<r.maxX { seen[y * 1000 + x, default: 0] += 1 } } }
        return seen
    }

    @Test("a rect minus another is the pixels of the first outside the second, each once")
    func subtracting() {
        let a = IntRect(x: 10, y: 10, width: 20, height: 15)
        let others = [IntRect(x: 15, y: 12, width: 5, height: 5), IntRect(x: 0, y: 0, width: 12, height: 40),
                      IntRect(x: 25, y: 20, width: 30, height: 30), IntRect(x: 0, y: 0, width: 100, height: 100),
                      IntRect(x: 50, y: 50, width: 5, height: 5), IntRect(x: 10, y: 10, width: 0, height: 5)]
        for o in others {
            let parts = a.subtracting(o)
            let got = pixels(parts)
            #expect(got.values.allSatisfy { $0 == 1 }, "\(o): pieces overlap")
            let want = Set(pixels([a]).keys).subtracting(pixels([o]).keys)
            #expect(Set(got.keys) == want, "\(o)")
            #expect(parts.count <= 4)
        }
        #expect(IntRect(x: 0, y: 0, width: 0, height: 3).subtracting(a).isEmpty)
    }
}
