import Foundation
import Testing
@testable import LayerKitCompositor
import LayerKitTestSupport

/// CAReplicatorLayer: defaults, instance transforms about the centre, instance colours,
/// instance delay, hit testing and bad values. Oracles: Apple's CAReplicatorLayer
/// documentation (defaults, the colour offsets, instances not being layers), CATALOG 6.8's
/// numbers, and hand computation of where each instance lands.
@Suite("CAReplicatorLayer draws its sublayers once per instance", .ownMediaClock)
struct ReplicatorLayerTests {
    /// A black `size` root holding a replicator that fills it, with one white 20 x 20 square at `square`.
    func scene(_ r: CAReplicatorLayer, size: CGFloat = 200, square: CGRect = CGRect(x: 90, y: 20, width: 20, height: 20))
        -> (root: CALayer, square: CALayer) {
        let root = stage(CGSize(width: size, height: size), gray: 0)
        r.frame = root.bounds
        root.addSublayer(r)
        let s = box(square, rgb(1, 1, 1))
        r.addSublayer(s)
        return (root, s)
    }

    @Test("defaults are Apple's: 1 instance, identity, no delay, white, zero offsets, flattened")
    func defaults() {
        let r = CAReplicatorLayer()
        #expect(r.instanceCount == 1 && r.instanceDelay == 0)
        #expect(CATransform3DIsIdentity(r.instanceTransform))
        #expect(r.instanceColor == CGColor(gray: 1, alpha: 1))
        #expect(r.instanceRedOffset == 0 && r.instanceGreenOffset == 0 && r.instanceBlueOffset == 0 && r.instanceAlphaOffset == 0)
        #expect(!r.preservesDepth)
        for key in ["instanceDelay", "instanceTransform", "instanceColor", "instanceRedOffset", "instanceGreenOffset",
                    "instanceBlueOffset", "instanceAlphaOffset"] {
            #expect(CAReplicatorLayer.implicitlyAnimatedKeys.contains(key), "\(key)")
        }
    }

    @Test("instance k is the instance transform applied k times about the replicator's centre (hand computation)")
    func transformAboutCentre() {
        // Rotating by π/2 about the centre (100, 100): the square centred at (100, 30) goes to
        // (170, 100), (100, 170) and (30, 100).
        let r = CAReplicatorLayer()
        r.instanceCount = 4
        r.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let b = render(scene(r).root, size: CGSize(width: 200, height: 200))
        for (x, y) in [(100, 30), (170, 100), (100, 170), (30, 100)] {
            #expect(px(b, x, y) == [255, 255, 255, 255], "instance at (\(x), \(y))")
        }
        #expect(px(b, 100, 100) == [0, 0, 0, 255], "nothing at the centre")
    }

    @Test("instance k's colour is instanceColor + k · offsets, clamped, multiplied in (Apple's docs; CATALOG 6.8)")
    func colourOffsets() {
        let r = CAReplicatorLayer()
        r.instanceCount = 12
        r.instanceTransform = CATransform3DMakeTranslation(0, 12, 0)
        r.instanceGreenOffset = -0.1
        r.instanceBlueOffset = -0.1
        let b = render(scene(r, square: CGRect(x: 90, y: 0, width: 20, height: 10)).root, size: CGSize(width: 200, height: 200))
        for k in 0..<12 {
            // Hand computation: factor round(256 · max(0, 1 − 0.1k)), channel (255 · f + 128) >> 8.
            let f = Int((256 * max(0, 1 - 0.1 * Double(k))).rounded())
            let c = (255 * f + 128) >> 8
            #expect(px(b, 100, 12 * k + 5) == [255, c, c, 255], "instance \(k)")
        }
        #expect(px(b, 100, 12 * 9 + 5) == [255, 26, 26, 255], "instance 9 is (1, 0.1, 0.1)")
        #expect(px(b, 100, 12 * 11 + 5) == [255, 0, 0, 255], "clamped at 0")
    }

    @Test("the alpha offset fades later instances; a zero instance count draws nothing")
    func alphaAndZeroCount() {
        let r = CAReplicatorLayer()
        r.instanceCount = 2
        r.instanceTransform = CATransform3DMakeTranslation(0, 30, 0)
        r.instanceAlphaOffset = -0.6
        let (root, _) = scene(r)
        var b = render(root, size: CGSize(width: 200, height: 200))
        #expect(px(b, 100, 30) == [255, 255, 255, 255])
        // Alpha 0.4: factor round(102.4) = 102, white over black (255 · 102 + 128) >> 8 = 102.
        #expect(px(b, 100, 60) == [102, 102, 102, 255])
        r.instanceCount = 0
        b = render(root, size: CGSize(width: 200, height: 200))
        #expect(px(b, 100, 30) == [0, 0, 0, 255] && px(b, 100, 60) == [0, 0, 0, 255])
    }

    @Test("instanceDelay shows instance k's animations k · delay earlier (Apple's docs)")
    func delay() {
        MediaClock.freeze(at: 10)
        defer { MediaClock.unfreeze() }
        let r = CAReplicatorLayer()
        r.instanceCount = 3
        r.instanceTransform = CATransform3DMakeTranslation(0, 50, 0)
        r.instanceDelay = 0.5
        let (root, square) = scene(r, square: CGRect(x: 0, y: 20, width: 20, height: 20))
        let renderer = CARenderer(size: CGSize(width: 200, height: 200), scale: 1, options: .default, threads: 1)
        renderer.layer = root
        CATransaction.flush()
        // position.x from 10 to 190 over 2 s, linear: at t seconds x = 10 + 90 t.
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = 10; a.toValue = 190; a.duration = 2
        a.timingFunction = CAMediaTimingFunction(name: .linear)
        a.fillMode = .both
        square.add(a, forKey: "slide")
        CATransaction.flush()
        renderer.beginFrame(atTime: 11.5); _ = renderer.updateBounds(); renderer.render(); renderer.endFrame()
        let b = Bitmap(renderer.image)
        // Hand computation: instance k is at local time 1.5 − 0.5k: x = 145, 100, 55 (centres).
        for (k, x) in [145, 100, 55].enumerated() {
            let y = 30 + 50 * k
            #expect(px(b, x, y) == [255, 255, 255, 255], "instance \(k) centred at x \(x)")
            #expect(px(b, x - 12, y) == [0, 0, 0, 255] && px(b, x + 12, y) == [0, 0, 0, 255], "instance \(k) is 20 wide")
        }
        #expect(renderer.nextFrameTime() == 11.5, "the animation keeps frames coming")
    }

    @Test("a delayed instance still animating keeps frames coming after the real sublayer's animation ended")
    func delayKeepsFrames() {
        MediaClock.freeze(at: 10)
        defer { MediaClock.unfreeze() }
        let r = CAReplicatorLayer()
        r.instanceCount = 3
        r.instanceDelay = 1
        let (root, square) = scene(r)
        let renderer = CARenderer(size: CGSize(width: 200, height: 200), scale: 1, options: .default, threads: 1)
        renderer.layer = root
        CATransaction.flush()
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0; a.toValue = 1; a.duration = 1
        a.isRemovedOnCompletion = false
        square.add(a, forKey: "fade")
        CATransaction.flush()
        // At 11.5 the real square's animation has ended (and is reported then); at 11.6
        // nothing of it changes, but instance 1 (local time 0.6) still runs.
        renderer.beginFrame(atTime: 11.5); _ = renderer.updateBounds(); renderer.render(); renderer.endFrame()
        renderer.beginFrame(atTime: 11.6); _ = renderer.updateBounds(); renderer.render(); renderer.endFrame()
        #expect(renderer.nextFrameTime() == 11.6)
        // At 13.1 every instance has ended: no more frames.
        renderer.beginFrame(atTime: 13.1); _ = renderer.updateBounds(); renderer.render(); renderer.endFrame()
        renderer.beginFrame(atTime: 13.2); _ = renderer.updateBounds(); renderer.render(); renderer.endFrame()
        #expect(renderer.nextFrameTime() == .infinity)
    }

    @Test("hit testing finds only the real sublayers, never an instance (Apple's docs)")
    func hitTesting() {
        let r = CAReplicatorLayer()
        r.instanceCount = 2
        r.instanceTransform = CATransform3DMakeTranslation(0, 100, 0)
        let (root, square) = scene(r)
        CATransaction.flush()
        #expect(root.hitTest(CGPoint(x: 100, y: 30)) === square)
        #expect(root.hitTest(CGPoint(x: 100, y: 130)) === r, "instance 1's place hits the replicator itself")
    }

    @Test("bad values are refused or capped: negative count, NaN delay and offsets, a huge count draws at most the cap")
    func badValues() {
        let r = CAReplicatorLayer()
        r.instanceCount = 3
        r.instanceCount = -2
        #expect(r.instanceCount == 3)
        r.instanceDelay = .nan
        r.instanceDelay = .infinity
        #expect(r.instanceDelay == 0)
        r.instanceRedOffset = .nan
        #expect(r.instanceRedOffset == 0)
        r.instanceCount = Int.max
        #expect(r.instanceCount == Int.max, "the model keeps what was set")
        let state = r.state
        #expect(CAReplicatorLayer.replication(for: state).count == CAReplicatorLayer.maximumDrawnInstances)
        // Drawing the capped count finishes (no hang) and draws the first instance.
        r.instanceTransform = CATransform3DMakeTranslation(0, 1, 0)
        let b = render(scene(r).root, size: CGSize(width: 200, height: 200))
        #expect(px(b, 100, 30) == [255, 255, 255, 255])
    }

    @Test("a static replicator is drawn again from its last items: the next frame has no damage")
    func staticNoDamage() {
        let r = CAReplicatorLayer()
        r.instanceCount = 5
        r.instanceTransform = CATransform3DMakeTranslation(0, 30, 0)
        r.instanceBlueOffset = -0.2
        let renderer = CARenderer(size: CGSize(width: 200, height: 200), scale: 1, options: .default, threads: 1)
        renderer.layer = scene(r).root
        CATransaction.flush()
        renderer.beginFrame(atTime: 0); _ = renderer.updateBounds(); renderer.render(); renderer.endFrame()
        renderer.beginFrame(atTime: 1)
        #expect(renderer.updateBounds().isEmpty)
        renderer.render(); renderer.endFrame()
    }
}
