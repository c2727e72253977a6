import Testing
@testable import LayerKitCompositor
import LayerKitTestSupport

/// Records delegate callbacks and completion blocks, in the order delivered.
private final class Recorder: CAAnimationDelegate {
    var log: [String] = []
    func animationDidStart(_ anim: CAAnimation) { log.append("start \(anim.value(forKey: "name") ?? "?")") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        log.append("stop \(anim.value(forKey: "name") ?? "?") \(flag)")
    }
}

/// A root with `count` plain sublayers, shown by a new renderer (no frame drawn yet).
private func shown(_ count: Int) -> (CARenderer, CALayer, [CALayer]) {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    let kids = (0..<count).map { _ in CALayer() }
    for k in kids { k.frame = CGRect(x: 0, y: 0, width: 10, height: 10); root.addSublayer(k) }
    let r = CARenderer(size: CGSize(width: 40, height: 40), scale: 1, options: .default, threads: 1)
    r.layer = root
    CATransaction.flush()
    return (r, root, kids)
}

/// An opacity animation named `name`, from `begin` (layer time) for `duration` seconds.
private func fade(_ name: String, begin: CFTimeInterval, duration: CFTimeInterval = 1,
                  delegate: CAAnimationDelegate? = nil) -> CABasicAnimation {
    let a = CABasicAnimation(keyPath: "opacity")
    a.fromValue = 0; a.toValue = 1
    a.beginTime = begin; a.duration = duration
    a.setValue(name, forKey: "name")
    a.delegate = delegate
    return a
}

/// Builds and composites a frame at `t` and returns its events, without ending the frame.
private func frameEvents(_ r: CARenderer, at t: CFTimeInterval) -> [AnimationEvent] {
    r.beginFrame(atTime: t); _ = r.updateBounds(); r.render()
    return r.animationEvents
}

/// Oracle: the render tree issue ("the compositor reports which animations ended at which
/// time; the host applies removal, isRemovedOnCompletion, delegate callbacks and transaction
/// completions on the app thread, in Apple's order; no process-wide registry walked per
/// frame") and Apple's `CAAnimationDelegate` documentation (start once, stop once).
@Suite("Animation events: frames report, the app side applies", .ownMediaClock)
struct AnimationEventTests {
    @Test("a finished animation is reported once by the frame that passes its end")
    func finishedOnce() {
        // Flushes follow media time too: the clock stays at 0 while frames are drawn at later times.
        MediaClock.freeze(at: 0)
        defer { MediaClock.unfreeze() }
        let (r, _, kids) = shown(1)
        let a = fade("a", begin: 1)
        a.isRemovedOnCompletion = false
        kids[0].add(a, forKey: "fade")
        CATransaction.flush()
        let mine = ObjectIdentifier(kids[0].animation(forKey: "fade")!)
        let layer = ObjectIdentifier(kids[0])
        #expect(frameEvents(r, at: 0.5).isEmpty, "pending: nothing to report")
        r.endFrame()
        #expect(frameEvents(r, at: 1.5) == [AnimationEvent(.started, layer: layer, animation: mine, time: 1.5)])
        r.endFrame()
        #expect(frameEvents(r, at: 2.25) == [AnimationEvent(.finished, layer: layer, animation: mine, time: 2.25)])
        r.endFrame()
        for t in [2.5, 3, 10] {
            #expect(frameEvents(r, at: t).isEmpty, "held by its fill, still attached, never reported again")
            r.endFrame()
        }
        #expect(kids[0].animationKeys() == ["fade"])
    }

    @Test("a steady frame reports no animation events, running or idle")
    func steadyFrames() {
        MediaClock.freeze(at: 0)   // begin times of 0 are stamped from the clock at the commit
        defer { MediaClock.unfreeze() }
        let (r, _, kids) = shown(2)
        kids[0].add(fade("a", begin: 0, duration: 10), forKey: nil)
        CATransaction.flush()
        #expect(frameEvents(r, at: 1).count == 1, "the first frame reports the start")
        r.endFrame()
        for t in [1.5, 2, 2.5] {
            #expect(frameEvents(r, at: t).isEmpty)
            r.endFrame()
            #expect(r.nextFrameTime() == t, "a running animation wants the next frame now")
        }
    }

    @Test("a commit that adds an animation makes a frame due; a pending one asks for its begin time")
    func nextFrameTimeAfterCommit() {
        // Flushes follow media time too: the clock stays at 0 while frames are drawn at later times.
        MediaClock.freeze(at: 0)
        defer { MediaClock.unfreeze() }
        let (r, _, kids) = shown(1)
        #expect(r.nextFrameTime() == 0, "before the first frame the committed tree is due")
        _ = frameEvents(r, at: 0); r.endFrame()
        #expect(r.nextFrameTime() == .infinity, "idle")
        kids[0].add(fade("a", begin: 4), forKey: nil)
        CATransaction.flush()
        #expect(r.nextFrameTime() == 0, "the render tree changed since the last frame: due now")
        _ = frameEvents(r, at: 1); r.endFrame()
        #expect(r.nextFrameTime() == 4, "the pending animation's begin time")
    }

    @Test("nextFrameTime follows the frame's animations without walking other renderers' trees")
    func otherRenderersUntouched() {
        MediaClock.freeze(at: 0)   // begin times of 0 are stamped from the clock at the commit
        defer { MediaClock.unfreeze() }
        let (big, _, crowd) = shown(100)
        for (i, l) in crowd.enumerated() {
            for j in 0..<100 { l.add(fade("\(i).\(j)", begin: 0, duration: 1_000), forKey: nil) }
        }
        CATransaction.flush()
        _ = frameEvents(big, at: 1); big.endFrame()
        #expect(big.animationsObserved == 10_000)
        let (small, _, kids) = shown(1)
        kids[0].add(fade("b", begin: 5), forKey: nil)
        let before = AnimationRegistry.current.examined
        CATransaction.flush()
        _ = frameEvents(small, at: 1); small.endFrame()
        #expect(small.nextFrameTime() == 5)
        #expect(small.animationsObserved == 1, "the frame looks at its own tree's one animation")
        #expect(AnimationRegistry.current.examined - before < 1_000,
                "the flush looks at the new animation (and any of unshown trees), not the other renderer's 10,000")
        #expect(big.nextFrameTime() == 1, "the other renderer's answer is its own")
    }

    @Test("callbacks run in commit order, start before stop, then the completion block, as before")
    func callbackOrder() {
        // Flushes follow media time too: the clock stays at 0 while frames are drawn at later times.
        MediaClock.freeze(at: 0)
        defer { MediaClock.unfreeze() }
        let (r, _, kids) = shown(2)
        let rec = Recorder()
        CATransaction.begin()
        CATransaction.setCompletionBlock { rec.log.append("completion") }
        kids[1].add(fade("first", begin: 1, delegate: rec), forKey: nil)   // committed first, drawn last
        kids[0].add(fade("second", begin: 1, delegate: rec), forKey: nil)
        CATransaction.commit()
        _ = frameEvents(r, at: 1.5); r.endFrame()
        #expect(rec.log == ["start first", "start second"])
        _ = frameEvents(r, at: 2.5); r.endFrame()
        #expect(rec.log == ["start first", "start second", "stop first true", "stop second true", "completion"])
        #expect(kids[0].animationKeys() == nil && kids[1].animationKeys() == nil, "removed on completion")
    }

    @Test("an animation under a hidden layer still starts, finishes and is removed")
    func hiddenSubtree() {
        // Flushes follow media time too: the clock stays at 0 while frames are drawn at later times.
        MediaClock.freeze(at: 0)
        defer { MediaClock.unfreeze() }
        let (r, root, kids) = shown(1)
        let rec = Recorder()
        let child = CALayer()
        kids[0].addSublayer(child)
        CATransaction.begin(); CATransaction.setDisableActions(true)
        kids[0].isHidden = true
        CATransaction.commit()
        child.add(fade("hidden", begin: 1, delegate: rec), forKey: nil)
        CATransaction.flush()
        _ = frameEvents(r, at: 0.5); r.endFrame()
        #expect(r.nextFrameTime() == 1, "the hidden subtree's pending animation is seen")
        _ = frameEvents(r, at: 2.5); r.endFrame()
        #expect(rec.log == ["start hidden", "stop hidden true"])
        #expect(child.animationKeys() == nil)
        _ = root
    }

    @Test("an animation whose layer leaves the renderer's tree unfinished goes back to flush()")
    func departedGoesBackToFlush() {
        MediaClock.freeze(at: 0)
        defer { MediaClock.unfreeze() }
        let (r, _, kids) = shown(1)
        let rec = Recorder()
        kids[0].add(fade("leaving", begin: 1, delegate: rec), forKey: nil)
        CATransaction.flush()
        _ = frameEvents(r, at: 1.5); r.endFrame()
        #expect(rec.log == ["start leaving"])
        kids[0].removeFromSuperlayer()
        CATransaction.flush()
        let events = frameEvents(r, at: 1.6)
        #expect(events.map(\.kind) == [.departed])
        r.endFrame()
        MediaClock.freeze(at: 3)
        CATransaction.flush()
        #expect(rec.log == ["start leaving", "stop leaving true"], "the flush finishes it, as for any unshown tree")
        #expect(kids[0].animationKeys() == nil)
    }

    @Test("the layer map keeps only live layers with committed animations")
    func layerMapBounded() {
        MediaClock.freeze(at: 0)   // begin times of 0 are stamped from the clock at the commit
        defer { MediaClock.unfreeze() }
        // Asked layer by layer (other tests add layers to the map at the same time).
        var ids: [ObjectIdentifier] = []
        func indexed() -> Int { ids.filter { AnimatedLayers.layer($0) != nil }.count }
        do {
            let (r, _, kids) = shown(3)
            ids = kids.map(ObjectIdentifier.init)
            for k in kids { k.add(fade("x", begin: 0), forKey: nil) }
            CATransaction.flush()
            #expect(indexed() == 3)
            _ = frameEvents(r, at: 2); r.endFrame()
            #expect(indexed() == 0, "finished and removed: no committed animations left")
            for k in kids { k.add(fade("y", begin: 0, duration: 100), forKey: nil) }
            CATransaction.flush()
            #expect(indexed() == 3)
            r.layer = nil
        }
        #expect(indexed() == 0, "freed layers leave the map")
    }
}
