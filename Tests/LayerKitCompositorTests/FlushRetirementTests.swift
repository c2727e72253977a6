import Testing
@testable import LayerKitCompositor
import LayerKitTestSupport

/// Records delegate callbacks and completion blocks, in the order delivered; can remove a
/// finished animation from its layer inside `animationDidStop`, as real delegates do.
private final class Log: CAAnimationDelegate {
    var lines: [String] = []
    var removeOnStop: (layer: CALayer, key: String)?
    func animationDidStart(_ anim: CAAnimation) { lines.append("start \(anim.value(forKey: "name") ?? "?")") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        lines.append("stop \(anim.value(forKey: "name") ?? "?") \(flag)")
        if let r = removeOnStop { r.layer.removeAnimation(forKey: r.key) }
    }
}

/// An opacity animation from 0 to 1 named `name`, from `begin` (layer time) for 1 s.
private func fade(_ name: String, begin: CFTimeInterval, _ delegate: CAAnimationDelegate?) -> CABasicAnimation {
    let a = CABasicAnimation(keyPath: "opacity")
    a.fromValue = 0; a.toValue = 1
    a.beginTime = begin; a.duration = 1
    a.setValue(name, forKey: "name")
    a.delegate = delegate
    return a
}

/// A root with one sublayer, shown by a renderer that has drawn one frame at 0.
private func shownTree() -> (CARenderer, CALayer, CALayer) {
    let root = CALayer(); root.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    let kid = CALayer(); kid.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    root.addSublayer(kid)
    let r = CARenderer(size: CGSize(width: 20, height: 20), scale: 1, options: .default, threads: 1)
    r.layer = root
    CATransaction.flush()
    r.beginFrame(atTime: 0); r.render(); r.endFrame()
    return (r, root, kid)
}

/// Oracle: API.md ("completion blocks and animationDidStop are delivered by the first flush
/// (or displayed frame) at or after the animation's end") and Apple's model, where an
/// animation's life follows media time, not frames (CAMediaTiming; CAAnimationDelegate:
/// start once, stop once; CATransaction.setCompletionBlock: runs once the animations added
/// in it have completed or been removed). Issue 38 item 1, issue 32 (one stop).
@Suite("Flushes retire finished animations of trees a renderer shows", .ownMediaClock)
struct FlushRetirementTests {
    @Test("a shown tree's animation starts, stops, completes and is removed by flushes alone")
    func flushAloneRetires() {
        MediaClock.freeze(at: 0)
        defer { MediaClock.unfreeze() }
        let (r, _, kid) = shownTree()
        let log = Log()
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.lines.append("completion") }
        kid.add(fade("a", begin: 1, log), forKey: "fade")
        CATransaction.commit()
        CATransaction.flush()
        #expect(log.lines.isEmpty, "pending at 0")
        MediaClock.freeze(at: 1.5)
        CATransaction.flush()
        #expect(log.lines == ["start a"], "the first flush after its begin time announces the start")
        MediaClock.freeze(at: 2.5)
        CATransaction.flush()
        #expect(log.lines == ["start a", "stop a true", "completion"])
        #expect(kid.animationKeys() == nil, "isRemovedOnCompletion: removed")
        r.beginFrame(atTime: 3); r.render(); r.endFrame()
        #expect(log.lines == ["start a", "stop a true", "completion"], "a later frame delivers nothing again")
    }

    @Test("a kept animation with a forwards fill holds its end value and hears one stop, flush then frame")
    func keptAnimationOnce() {
        MediaClock.freeze(at: 0)
        defer { MediaClock.unfreeze() }
        let (r, _, kid) = shownTree()
        let log = Log()
        let a = fade("kept", begin: 1, log)
        a.fromValue = 0.25; a.toValue = 0.75
        a.isRemovedOnCompletion = false
        a.fillMode = .forwards
        kid.add(a, forKey: "fade")
        CATransaction.flush()
        MediaClock.freeze(at: 5)
        CATransaction.flush()
        #expect(log.lines == ["start kept", "stop kept true"])
        #expect(kid.animationKeys() == ["fade"])
        #expect(abs(Double(kid.presentation()!.opacity) - 0.75) < 1e-6, "the forwards fill shows the last value")
        r.beginFrame(atTime: 5); r.render(); r.endFrame()
        r.beginFrame(atTime: 6); r.render(); r.endFrame()
        #expect(log.lines == ["start kept", "stop kept true"], "the frame that sees the end too adds nothing")
    }

    @Test("a delegate that removes its finished kept animation in animationDidStop hears one stop")
    func removeInsideStopOnce() {
        MediaClock.freeze(at: 0)
        defer { MediaClock.unfreeze() }
        for shown in [false, true] {
            let tree = shownTree()
            let kid = tree.2
            if !shown { tree.0.layer = nil }
            let log = Log()
            log.removeOnStop = (kid, "fade")
            let a = fade("x", begin: CACurrentMediaTime() + 1, log)
            a.isRemovedOnCompletion = false
            a.fillMode = .forwards
            kid.add(a, forKey: "fade")
            CATransaction.flush()
            MediaClock.advance(by: 3)
            CATransaction.flush()
            if shown { tree.0.beginFrame(atTime: CACurrentMediaTime()); tree.0.render(); tree.0.endFrame() }
            CATransaction.flush()
            #expect(log.lines == ["start x", "stop x true"], "shown: \(shown)")
            #expect(kid.animationKeys() == nil, "the delegate removed it")
        }
    }

    @Test("an animation under a paused layer ends by flush once the layer is resumed (QA1673)")
    func pausedThenResumed() {
        MediaClock.freeze(at: 10)
        defer { MediaClock.unfreeze() }
        let (r, root, kid) = shownTree()
        defer { withExtendedLifetime(r) {} }   // the renderer shows the tree throughout
        let log = Log()
        kid.add(fade("p", begin: 0, log), forKey: nil)   // stamped 10 at the commit
        CATransaction.flush()
        // QA1673's pause: speed 0, timeOffset at the paused time.
        CATransaction.begin(); CATransaction.setDisableActions(true)
        let paused = root.convertTime(CACurrentMediaTime(), from: nil)
        root.speed = 0; root.timeOffset = paused
        CATransaction.commit()
        MediaClock.freeze(at: 20)
        CATransaction.flush()
        #expect(log.lines == ["start p"], "paused at its start: it never ends while paused")
        // QA1673's resume: speed 1, timeOffset 0, beginTime so the local time goes on from `paused`.
        CATransaction.begin(); CATransaction.setDisableActions(true)
        root.speed = 1; root.timeOffset = 0; root.beginTime = 0
        root.beginTime = root.convertTime(CACurrentMediaTime(), from: nil) - paused
        CATransaction.commit()
        MediaClock.freeze(at: 20.5)
        CATransaction.flush()
        #expect(log.lines == ["start p"], "resumed half-way")
        MediaClock.freeze(at: 21)
        CATransaction.flush()
        #expect(log.lines == ["start p", "stop p true"], "ends one second of its own time after it began")
    }

    @Test("a flush looks at a shown tree's animations when they are due, not at every flush")
    func onlyDueAnimationsExamined() {
        MediaClock.freeze(at: 0)
        defer { MediaClock.unfreeze() }
        let (r, _, kid) = shownTree()
        defer { withExtendedLifetime(r) {} }   // the renderer shows the tree throughout
        for i in 0..<500 { kid.add(fade("\(i)", begin: 100, nil), forKey: nil) }
        CATransaction.flush()
        let before = AnimationRegistry.current.examined
        for t in 1...10 { MediaClock.freeze(at: Double(t)); CATransaction.flush() }
        #expect(AnimationRegistry.current.examined - before < 100, "none is due before 100")
        #expect(kid.committed?.animations.count == 500, "all still attached")
        MediaClock.freeze(at: 102)
        CATransaction.flush()
        #expect(kid.animationKeys() == nil && kid.committed?.animations.isEmpty == true, "all ended and removed")
    }
}
