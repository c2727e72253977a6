import Foundation
import Synchronization
import Testing
@testable import LayerKitCompositor
import LayerKitTestSupport

/// Layers shared between threads, as on Apple (CALayer's documentation: Core Animation is
/// thread-safe; property access is serialized and a transaction belongs to its thread). Each
/// test runs 10,000 iterations per thread; run under ThreadSanitizer in the closing note of
/// issue 33 (`swift build --sanitize=thread --build-tests`).
@Suite("Layers may be changed from any thread", .serialized, .ownMediaClock)
struct ThreadSafetyTests {
    static let iterations = 10_000

    /// Runs `body(i)` on `count` threads of their own at once and waits for all.
    static func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let group = DispatchGroup()
        for i in 0..<count {
            group.enter()
            let t = Thread { body(i); group.leave() }
            t.stackSize = 1 << 21
            t.start()
        }
        group.wait()
    }

    /// Where thread `i` puts a layer at iteration `k`.
    static func point(_ i: Int, _ k: Int) -> CGPoint { CGPoint(x: CGFloat(i * 10 + k % 7), y: CGFloat(k % 50)) }

    final class Shared: @unchecked Sendable {
        let root: CALayer, layers: [CALayer]
        init(_ n: Int) {
            root = stage(CGSize(width: 200, height: 200))
            layers = (0..<n).map { i in box(CGRect(x: 10 * i, y: 0, width: 10, height: 10), rgb(1, 0, 0)) }
            for l in layers { root.addSublayer(l) }
        }
    }

    @Test("2, 4 and 8 threads setting the position of one layer 10,000 times each neither crash nor lose the last value",
          arguments: [2, 4, 8])
    func sharedLayer(threads: Int) {
        let s = Shared(1)
        let r = renderer(of: s.root, size: CGSize(width: 200, height: 200))
        drawFrame(r)
        let layer = s.layers[0]
        Self.onThreads(threads) { i in
            for k in 0..<Self.iterations {
                layer.position = Self.point(i, k)
                if k % 64 == 0 { _ = layer.presentation()?.position; CATransaction.flush() }
            }
            CATransaction.flush()
        }
        let finals = (0..<threads).map { Self.point($0, Self.iterations - 1) }
        #expect(finals.contains(layer.position), "the model holds one thread's last value")
        drawFrame(r, at: 1)
        #expect(layer.presentation() != nil)
    }

    @Test("2, 4 and 8 threads changing disjoint layers of one tree 10,000 times each while frames render keep every last value",
          arguments: [2, 4, 8])
    func disjointLayersWhileRendering(threads: Int) {
        let s = Shared(threads)
        let r = renderer(of: s.root, size: CGSize(width: 200, height: 200))
        drawFrame(r)
        let done = Atomic<Int>(0)
        let frames = Atomic<Int>(0)
        let rendered = DispatchSemaphore(value: 0)
        let render = Thread {
            defer { rendered.signal() }
            var t = 0.0
            while done.load(ordering: .acquiring) < threads || frames.load(ordering: .relaxed) == 0 {
                t += 1.0 / 60
                drawFrame(r, at: t)
                frames.add(1, ordering: .relaxed)
            }
        }
        render.start()
        Self.onThreads(threads) { i in
            let layer = s.layers[i]
            for k in 0..<Self.iterations {
                layer.position = Self.point(i, k)
                layer.opacity = Float(k % 10) / 10
                if k % 16 == 0 {
                    let a = CABasicAnimation(keyPath: "transform.rotation.z")
                    a.toValue = 1.0
                    a.duration = 0.05
                    layer.add(a, forKey: "spin")
                }
                if k % 16 == 8 { layer.removeAnimation(forKey: "spin") }
                if k % 32 == 0 {
                    _ = layer.presentation()?.position
                    _ = layer.animationKeys()
                    CATransaction.flush()
                }
            }
            CATransaction.flush()
            done.add(1, ordering: .releasing)
        }
        rendered.wait()
        for (i, l) in s.layers.enumerated() {
            #expect(l.position == Self.point(i, Self.iterations - 1))
            #expect(l.opacity == Float((Self.iterations - 1) % 10) / 10)
        }
        #expect(frames.load(ordering: .relaxed) > 0)
    }
}
