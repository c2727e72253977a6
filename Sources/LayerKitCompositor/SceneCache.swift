/// The last frame's scene, kept by a renderer for the next: a subtree whose render node is the
/// same object and that does not animate is drawn from the same scene node (and the draw
/// items it keeps), found by walking the last frame's tree alongside the new render tree (by
/// position, with no hashing while sublayers line up). Holds one frame's tree, so its memory
/// follows the tree shown. Owned by one renderer; not shared between threads.
package final class SceneCache {
    /// The last frame's root.
    private var root: SceneNode?
    /// The global time of the frame being built.
    private(set) var frameTime: CFTimeInterval = 0
    /// The product of the instance counts of the delayed replicators whose instances are being
    /// presented around the current layer (each such instance presents its sublayers again).
    var delayedInstanceProduct = 1
    /// The earliest global time at which content of the last frame changes by itself (no
    /// animation): the frame's own time while some changes continuously; infinity for none.
    package private(set) var nextContentChange: CFTimeInterval = .infinity
    /// Where the shown tree's animations stand, and what the last frame reported of them.
    package let animations = AnimationTracker()

    package init() {}

    /// Starts a frame at global time `time`; returns the last frame's root.
    func startFrame(at time: CFTimeInterval) -> SceneNode? {
        frameTime = time
        nextContentChange = .infinity
        animations.startFrame(at: time)
        return root
    }

    /// Keeps `scene` for the next frame.
    func finishFrame(_ scene: SceneNode) {
        root = scene
        animations.finishFrame()
    }

    /// A frame at global time `time` with no tree to show: nothing is kept, and the last
    /// frame's unfinished animations are reported as departed.
    package func emptyFrame(at time: CFTimeInterval) {
        _ = startFrame(at: time)
        root = nil
        animations.finishFrame()
    }

    /// Notes that content drawn in this frame changes at global time `time`.
    func needsFrame(at time: CFTimeInterval) {
        nextContentChange = min(nextContentChange, max(frameTime, time.isNaN ? frameTime : time))
    }
}

/// Global time to a layer's local time as one linear map, `local = rate * global + offset`
/// (Apple's active local time through each ancestor), to find when local content changes.
struct LinearClock {
    var rate: Double = 1
    var offset: Double = 0

    /// The clock of a layer with `timing` under this one.
    func then(_ timing: TimingNode) -> LinearClock {
        let m = timing.model
        return LinearClock(rate: m.speed * rate, offset: m.speed * offset + m.timeOffset - m.beginTime * m.speed)
    }

    /// The global time at local time `t`; infinity when local time does not move.
    func globalTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        guard rate != 0 else { return .infinity }
        let g = (t - offset) / rate
        return g.isFinite ? g : .infinity
    }
}
