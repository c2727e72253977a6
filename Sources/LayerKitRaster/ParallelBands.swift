import Dispatch

/// Runs `body` on `count` horizontal bands of `rect` (equal heights within a row) concurrently,
/// returning when all are done. Draws into one surface are safe on disjoint bands: pass each
/// band as the draw's clip rect. `count` is held to 1...rect.height; an empty rect runs nothing.
package func parallelBands(_ rect: IntRect, count: Int, _ body: (IntRect) -> Void) {
    guard !rect.isEmpty else { return }
    let n = max(1, min(count, rect.height))
    func band(_ i: Int) -> IntRect {
        IntRect(minX: rect.minX, minY: rect.minY + rect.height * i / n, maxX: rect.maxX, maxY: rect.minY + rect.height * (i + 1) / n)
    }
    if n == 1 {
        body(rect)
        return
    }
    DispatchQueue.concurrentPerform(iterations: n) { i in body(band(i)) }
}
