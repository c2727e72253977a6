import Testing
@testable import LayerKitHost
import LayerKitCompositor

/// Oracle: DESIGN.md "Pipeline" (each tick composites at the frame's target time) and issue 5:
/// a frame in a running animation shows the state at the time it will be shown, not at the
/// time the frame began.
extension HostTimeTests {
    @Suite("Frames show their target time")
    struct FrameTargetTests {
        @Test("a tick started at t renders the animation at its target time t + 1/60, not at t")
        func noFrameOfLag() throws {
            MediaClock.freeze(at: 100)
            defer { MediaClock.unfreeze() }
            var mover: CALayer!
            let scene = committedScene(size: CGSize(width: 200, height: 20)) { root in
                root.backgroundColor = CGColor(gray: 0, alpha: 1)
                mover = layer(CGRect(x: 0, y: 0, width: 10, height: 20), in: root)
                mover.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            }
            let a = CABasicAnimation(keyPath: "position.x")
            a.fromValue = 5
            a.toValue = 185
            a.duration = 1
            a.beginTime = 100
            mover.add(a, forKey: "slide")
            CATransaction.flush()
            // Started at t = 100.5; shown at 100.5 + 1/60 where the left edge is at 90 + 3 = 93.
            _ = scene.tick(now: 100.5, target: 100.5 + 1.0 / 60)
            let image = scene.renderer.image
            #expect(image.pixel(atX: 93, y: 10).red == 255, "the layer is where the target time puts it")
            #expect(image.pixel(atX: 91, y: 10).red == 0, "not where the tick's start time would (left edge 90)")
        }
    }
}
