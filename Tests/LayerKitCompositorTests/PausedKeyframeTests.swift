import Testing
@testable import LayerKitCompositor
import LayerKitTestSupport

/// A replica of a vector-animation player's tree: a root paused with `speed` 0 and
/// `timeOffset` set to the frame's time (Apple's QA1673), one child animated by keyframes
/// whose begin time is 1 s of the root's time.
private final class PausedTree {
    let root = CALayer(), child = CALayer()
    init() {
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        child.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        root.addSublayer(child)
        root.speed = 0
        CATransaction.flush()
    }

    /// Adds `a` (begin 1 s, `duration` s) to the child.
    func add(_ a: CAAnimation, duration: CFTimeInterval, key: String) {
        a.beginTime = 1
        a.duration = duration
        child.add(a, forKey: key)
        CATransaction.flush()
    }

    /// The child's presentation with the root paused at `t` (QA1673: speed 0, timeOffset t).
    func child(at t: CFTimeInterval) -> CALayer {
        CATransaction.begin(); CATransaction.setDisableActions(true)
        root.timeOffset = t
        CATransaction.commit()
        return child.presentation()!
    }
}

private func keyframes(_ keyPath: String, _ values: [Any], keyTimes: [NSNumber]? = nil,
                       mode: CAAnimationCalculationMode = .linear) -> CAKeyframeAnimation {
    let a = CAKeyframeAnimation(keyPath: keyPath)
    a.values = values
    a.keyTimes = keyTimes
    a.calculationMode = mode
    return a
}

/// The timing function y = x³ exactly (x's control points at thirds make x linear in the
/// curve's parameter s; y's are 0 and 0, so y = s³): hand-computable.
private let cube = CAMediaTimingFunction(controlPoints: 1.0 / 3, 0, 2.0 / 3, 0)

/// Oracle: Apple's CAMediaTiming documentation (local time `(t - beginTime) * speed +
/// timeOffset`; speed 0 shows `timeOffset`), QA1673 (pausing a tree), and the
/// CAKeyframeAnimation documentation (keyTimes; one timing function per segment; discrete
/// values hold until the next key time; `path` keyframes at each element's end point,
/// evenly timed without keyTimes). Every expected value is worked out by hand in the comments.
/// Issue 38 item 5, issue 32 (`transform.translation` as a CGPoint and by path).
@Suite("Keyframes on a paused tree follow Apple's timing model", .ownMediaClock)
struct PausedKeyframeTests {
    @Test("per-segment timing functions and keyTimes at the paused time")
    func segmentTiming() {
        let tree = PausedTree()
        let a = keyframes("opacity", [0, 1, 0.5], keyTimes: [0, 0.5, 1])
        a.timingFunctions = [cube, CAMediaTimingFunction(name: .linear)]
        tree.add(a, duration: 2, key: "o")
        // t = 1.5: 0.5 s into 2 s, fraction 0.25; segment 0 at 0.5, cubed 0.125: 0 + 0.125 * 1.
        #expect(abs(tree.child(at: 1.5).opacity - 0.125) < 1e-4)
        // t = 2: fraction 0.5, the second keyframe.
        #expect(abs(tree.child(at: 2).opacity - 1) < 1e-4)
        // t = 2.5: fraction 0.75, segment 1 at 0.5, linear: 1 + 0.5 * (0.5 - 1) = 0.75.
        #expect(abs(tree.child(at: 2.5).opacity - 0.75) < 1e-4)
        // t = 0.5: before the begin time, no fill: the model value 1.
        #expect(tree.child(at: 0.5).opacity == 1)
    }

    @Test("discrete opacity and isHidden keyframes switch exactly at their key times")
    func discreteAtKeyTimes() {
        let tree = PausedTree()
        tree.add(keyframes("opacity", [0, 1, 0], keyTimes: [0, 0.25, 0.75, 1], mode: .discrete), duration: 4, key: "o")
        tree.add(keyframes("hidden", [true, false, true], keyTimes: [0, 0.25, 0.75, 1], mode: .discrete),
                 duration: 4, key: "h")
        // Begin 1, duration 4: fraction (t - 1) / 4.
        let before = tree.child(at: 1.5)          // 0.125: the first value
        #expect(before.opacity == 0 && before.isHidden)
        let inPoint = tree.child(at: 2)           // 0.25: the second value from its key time on
        #expect(inPoint.opacity == 1 && !inPoint.isHidden)
        let late = tree.child(at: 3.9)            // 0.725: still the second
        #expect(late.opacity == 1 && !late.isHidden)
        let out = tree.child(at: 4)               // 0.75: the third
        #expect(out.opacity == 0 && out.isHidden)
    }

    @Test("transform.translation takes CGPoint values, bare and boxed, as CGSize ones")
    func translationAsPoint() {
        let tree = PausedTree()
        tree.add(keyframes("transform.translation", [CGPoint(x: 0, y: 0), NSValue(point: CGPoint(x: 10, y: 20))]),
                 duration: 2, key: "t")
        // t = 2: fraction 0.5 of (0, 0) → (10, 20).
        let m = tree.child(at: 2).transform
        #expect(abs(m.m41 - 5) < 1e-9 && abs(m.m42 - 10) < 1e-9)
        let b = CABasicAnimation(keyPath: "transform.translation")
        b.fromValue = CGSize(width: 0, height: 0); b.toValue = CGPoint(x: -8, y: 4)
        tree.add(b, duration: 2, key: "t")
        let n = tree.child(at: 1.5).transform    // fraction 0.25
        #expect(abs(n.m41 + 2) < 1e-9 && abs(n.m42 - 1) < 1e-9)
        #expect(tree.child.value(forKeyPath: "transform.translation") as? CGSize == .zero, "the model reads a CGSize")
    }

    @Test("a keyframe path moves transform.translation and position alike")
    func translationByPath() {
        let tree = PausedTree()
        let path = CGMutablePath()
        path.move(to: .zero); path.addLine(to: CGPoint(x: 40, y: 0)); path.addLine(to: CGPoint(x: 40, y: 80))
        for key in ["transform.translation", "position"] {
            let a = CAKeyframeAnimation(keyPath: key)
            a.path = path
            tree.add(a, duration: 4, key: key)
        }
        // Two segments, evenly timed: f = 0.25 is half-way along the first, (20, 0); f = 0.75
        // half-way along the second, (40, 40).
        let early = tree.child(at: 2)
        #expect(abs(early.transform.m41 - 20) < 1e-6 && abs(early.transform.m42) < 1e-6)
        #expect(abs(early.position.x - 20) < 1e-6 && abs(early.position.y) < 1e-6)
        let late = tree.child(at: 4)
        #expect(abs(late.transform.m41 - 40) < 1e-6 && abs(late.transform.m42 - 40) < 1e-6)
        #expect(abs(late.position.x - 40) < 1e-6 && abs(late.position.y - 40) < 1e-6)
    }

    @Test("a player's clipping group: a group of the sub-range, paused by its timeOffset, around the whole keyframes")
    func clippingGroup() {
        MediaClock.freeze(at: 50)
        defer { MediaClock.unfreeze() }
        let tree = PausedTree()
        _ = tree.child(at: 5)   // the root paused at 5 s of its time
        // The whole animation: 4 s of keyframes; the sub-range played starts 1 s into it.
        let base = keyframes("opacity", [0, 1])
        base.duration = 4
        base.timeOffset = 1
        let group = CAAnimationGroup()
        group.animations = [base]
        group.duration = 2
        group.timeOffset = 0.5          // the frame shown: 0.5 s into the sub-range
        group.fillMode = .both
        group.isRemovedOnCompletion = false
        // Begun "now" in the child's time (the paused 5 s), a hair earlier so it is not restamped.
        group.beginTime = tree.child.convertTime(CACurrentMediaTime(), from: nil) - .leastNonzeroMagnitude
        tree.child.add(group, forKey: "clip")
        CATransaction.flush()
        // Group: parent time 5, begin 5: elapsed 0, local 0 + 0.5. The keyframes: 0.5 + 1 =
        // 1.5 s of 4: opacity 0.375.
        #expect(abs(tree.child.presentation()!.opacity - 0.375) < 1e-6)
        // Reversed (speed -1, offset at the sub-range's later end, 3 s): 3 - 0.5 = 2.5 s of 4.
        base.speed = -1
        base.timeOffset = 3
        group.animations = [base]
        tree.child.add(group, forKey: "clip")
        CATransaction.flush()
        #expect(abs(tree.child.presentation()!.opacity - 0.625) < 1e-6)
    }

    @Test("a value the property cannot take is reported once, not dropped in silence")
    func unusableValueReported() {
        let tree = PausedTree()
        let a = CABasicAnimation(keyPath: "transform.translation")
        a.toValue = "ten points"
        tree.add(a, duration: 1, key: "bad")
        #expect(Diagnostics.hasWarned(containing: "cannot animate 'transform.translation'"))
        let p = CAKeyframeAnimation(keyPath: "opacity")
        p.path = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        tree.add(p, duration: 1, key: "badPath")
        #expect(Diagnostics.hasWarned(containing: "path on 'opacity'"))
    }
}
