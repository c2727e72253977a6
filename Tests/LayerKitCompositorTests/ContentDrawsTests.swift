import Foundation
import Testing
@testable import LayerKitCompositor
import LayerKitTestSupport

/// A root of `count` shape layers, each a different dashed, trimmed curve with a fill.
private func shapes(_ count: Int) -> (root: CALayer, layers: [CAShapeLayer]) {
    let root = stage(CGSize(width: 320, height: 240), gray: 0.2)
    let layers = (0..<count).map { i -> CAShapeLayer in
        let s = CAShapeLayer()
        s.frame = CGRect(x: (i % 8) * 40, y: (i / 8) * 60, width: 36, height: 50)
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 2, y: 25))
        p.addCurve(to: CGPoint(x: 34, y: 25), control1: CGPoint(x: 10, y: CGFloat(i % 5) * 10 - 10),
                   control2: CGPoint(x: 26, y: 60 - CGFloat(i % 3) * 10))
        p.addEllipse(in: CGRect(x: 8, y: 8, width: 20, height: 14 + CGFloat(i % 4)))
        s.path = p
        s.fillColor = rgb(0.2, 0.4, 0.9, 0.5)
        s.strokeColor = rgb(1, CGFloat(i % 7) / 6, 0.3)
        s.lineWidth = 2.5
        s.lineDashPattern = [6, 3]
        s.lineCap = .round
        s.strokeEnd = 0.3 + 0.7 * CGFloat(i % 10) / 9
        root.addSublayer(s)
        return s
    }
    return (root, layers)
}

/// A renderer on `root` with `threads` threads.
private func renderer(_ root: CALayer, threads: Int) -> CARenderer {
    let r = CARenderer(size: CGSize(width: 320, height: 240), scale: 1, options: .default, threads: threads)
    r.layer = root
    return r
}

/// Draws the next frame of `r` at `time` and returns it.
private func frame(_ r: CARenderer, at time: CFTimeInterval) -> Bitmap {
    CATransaction.flush()
    r.beginFrame(atTime: time); _ = r.updateBounds(); r.render(); r.endFrame()
    return Bitmap(r.image)
}

/// Oracle: the same frames drawn by a one-thread renderer, which draws every content in order
/// as the draw list meets it (`ContentDraws` is the render-tree issue's "two cores: use both",
/// under its "same pixels whatever the thread timing").
@Suite("Content drawn on several threads after the draw list is built", .ownMediaClock)
struct ContentDrawsTests {
    @Test("shape layers drawn on four threads give the frames of shape layers drawn in order, frame after frame")
    func samePixelsAsInOrder() {
        let (root, layers) = shapes(24)
        let one = renderer(root, threads: 1), four = renderer(root, threads: 4)
        CATransaction.setDisableActions(true)
        for f in 0..<4 {
            for (i, s) in layers.enumerated() {
                s.lineDashPhase = CGFloat(f * 2 + i % 3)
                s.strokeEnd = 0.2 + 0.8 * CGFloat((i + f) % 10) / 9
            }
            let a = frame(one, at: Double(f)), b = frame(four, at: Double(f))
            #expect(a == b, "frame \(f)")
        }
        #expect(frame(four, at: 9) == frame(one, at: 9))
    }

    @Test("every draw runs exactly once before finish returns, on any number of threads")
    func everyDrawOnce() {
        for threads in [1, 2, 8] {
            let draws = ContentDraws(threads: threads)
            let counts = UnsafeMutableBufferPointer<Int>.allocate(capacity: 100)
            defer { counts.deallocate() }
            counts.initialize(repeating: 0)
            for i in 0..<100 { draws.add { counts[i] += 1 } }
            #expect(draws.count == 100)
            draws.finish()
            #expect(counts.allSatisfy { $0 == 1 }, "threads \(threads)")
            #expect(draws.count == 0)
            draws.finish()
            #expect(counts.allSatisfy { $0 == 1 })
        }
    }

    @Test("a built draw list has no content left to draw")
    func buildFinishes() {
        let (root, _) = shapes(6)
        let r = renderer(root, threads: 2)
        _ = frame(r, at: 0)
        #expect(r.builder.contentDraws?.count == 0)
    }
}
