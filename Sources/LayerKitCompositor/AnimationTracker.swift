/// The render side's record of where each animation of the shown tree stands, kept by a
/// renderer's scene cache: the scene build tells it every animation of every render node at
/// the node's local time, and it reports what changed since it last reported (an animation
/// that started, finished, or left the tree unfinished) and when the next frame is needed.
///
/// It remembers only the animations of the last frame's tree, so its memory and work follow
/// the tree shown, never the animations elsewhere in the process. It reads render nodes
/// only; the app side applies its events (`AnimationEvent.apply`). Owned by one renderer; not
/// shared between threads.
package final class AnimationTracker {
    /// How far an animation has been reported.
    private enum Stage { case pending, started, finished }
    private struct Seen {
        let layer: ObjectIdentifier
        var stage: Stage
    }
    /// The last frame's animations, by identity.
    private var last: [ObjectIdentifier: Seen] = [:]
    /// This frame's, filled while the scene is built.
    private var current: [ObjectIdentifier: Seen] = [:]
    /// How many of this frame's animations were in the last frame's tree.
    private var kept = 0
    private var frameTime: CFTimeInterval = 0

    /// The events of the last frame, in the order the scene build met them (departures last).
    package private(set) var events: [AnimationEvent] = []
    /// The earliest global time at which the last frame's animations need a frame: the
    /// frame's own time while one changes with time or reported an event, the begin time of
    /// the next pending one, or infinity.
    package private(set) var nextFrameTime: CFTimeInterval = .infinity
    /// How many animations the last frame looked at (tests: the work counted, not timed).
    package private(set) var observed = 0
    /// While set, animations are looked at only for when they need a frame, not reported
    /// (`quietly`).
    private var quiet = false

    package init() {}

    /// Starts a frame at global time `time`.
    func startFrame(at time: CFTimeInterval) {
        frameTime = time
        events = []
        nextFrameTime = .infinity
        observed = 0
        kept = 0
        current.removeAll(keepingCapacity: true)
    }

    /// Looks at the animations of `node`, whose local time is `localTime` and whose clock
    /// (global to local time) is `clock`.
    func observe(_ node: RenderNode, localTime: CFTimeInterval, clock: LinearClock) {
        for animation in node.animations { observe(animation, of: node.id, at: localTime, clock: clock) }
    }

    /// Runs `body`, in which observed animations only say when they need a frame: a
    /// replicator's delayed instances show the animations of its real sublayers at other
    /// times, and only the real ones report events.
    func quietly<T>(_ body: () -> T) -> T {
        let was = quiet
        quiet = true
        defer { quiet = was }
        return body()
    }

    /// Reports `animation` (of layer `layer`) if its stage moved on, and notes when it next
    /// needs a frame.
    private func observe(_ animation: CAAnimation, of layer: ObjectIdentifier, at t: CFTimeInterval, clock: LinearClock) {
        observed += 1
        guard !quiet else { return noteNextFrame(animation, at: t, clock: clock) }
        let id = ObjectIdentifier(animation)
        let before = last[id]
        if before != nil { kept += 1 }
        let was = before?.stage ?? .pending
        let status = AnimationStage.status(animation, atLayerTime: t)
        var stage = was
        if status != .pending, was == .pending { stage = .started; report(.started, layer, id) }
        if status == .finished, was != .finished { stage = .finished; report(.finished, layer, id) }
        current[id] = Seen(layer: layer, stage: stage)
        if stage != was || AnimationStage.isTimeDependent(animation, atLayerTime: t) {
            nextFrameTime = min(nextFrameTime, frameTime)
        } else if status == .pending {
            let begin = clock.globalTime(fromLocal: animation.beginTime)
            nextFrameTime = min(nextFrameTime, begin.isNaN ? frameTime : max(frameTime, begin))
        }
    }

    /// Notes when `animation`, at layer time `t`, next needs a frame, reporting nothing.
    private func noteNextFrame(_ animation: CAAnimation, at t: CFTimeInterval, clock: LinearClock) {
        if AnimationStage.isTimeDependent(animation, atLayerTime: t) {
            nextFrameTime = min(nextFrameTime, frameTime)
        } else if AnimationStage.status(animation, atLayerTime: t) == .pending {
            let begin = clock.globalTime(fromLocal: animation.beginTime)
            nextFrameTime = min(nextFrameTime, begin.isNaN ? frameTime : max(frameTime, begin))
        }
    }

    private func report(_ kind: AnimationEvent.Kind, _ layer: ObjectIdentifier, _ animation: ObjectIdentifier) {
        events.append(AnimationEvent(kind, layer: layer, animation: animation, time: frameTime))
    }

    /// Ends the frame: animations of the last frame that are no longer in the tree and had
    /// not finished are reported as departed; this frame's become the last frame's.
    func finishFrame() {
        if kept < last.count {
            for (id, seen) in last where seen.stage != .finished && current[id] == nil {
                report(.departed, seen.layer, id)
            }
        }
        swap(&last, &current)
        current.removeAll(keepingCapacity: true)
    }
}
