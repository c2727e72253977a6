/// Animations that have been committed and not yet finished, checked at every flush and
/// displayed frame to start, finish and retire them. Process-wide, guarded by a lock; kept by
/// the animation's identity, so adding, removing and ending any number of animations at once
/// costs time in proportion to their number.
package enum AnimationRegistry {
    private final class Entry {
        weak var layer: CALayer?
        let animation: CAAnimation
        /// Registration order: callbacks are delivered in the order animations were committed.
        let order: UInt64
        var started = false
        init(_ layer: CALayer, _ animation: CAAnimation, order: UInt64) {
            self.layer = layer; self.animation = animation; self.order = order
        }
    }
    private static let lock = NSLock()
    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]
    nonisolated(unsafe) private static var nextOrder: UInt64 = 0

    static func register(_ layer: CALayer, _ animation: CAAnimation) {
        lock.lock()
        nextOrder &+= 1
        entries[ObjectIdentifier(animation)] = Entry(layer, animation, order: nextOrder)
        lock.unlock()
    }

    static func unregister(_ animations: [CAAnimation]) {
        lock.lock()
        for a in animations { entries[ObjectIdentifier(a)] = nil }
        lock.unlock()
    }

    /// The entries of layers in `root`'s tree (every entry when `root` is nil), in order.
    private static func entries(in root: CALayer?) -> [Entry] {
        lock.lock()
        let all = Array(entries.values)
        lock.unlock()
        var inTree: [ObjectIdentifier: Bool] = [:]
        let mine = all.filter { e in
            guard let root else { return true }
            guard let layer = e.layer else { return true }
            let key = ObjectIdentifier(layer)
            if let known = inTree[key] { return known }
            let answer = layer.isDescendant(of: root)
            inTree[key] = answer
            return answer
        }
        return mine.sorted { $0.order < $1.order }
    }

    /// Starts, finishes and retires animations as of global media time `time` (only those in
    /// `root`'s tree when given: a renderer's frame time speaks for its own tree); the
    /// callbacks are queued for `PendingCallbacks.deliver()`. Linear in the animations checked.
    package static func process(at time: CFTimeInterval, in root: CALayer? = nil) {
        let snapshot = entries(in: root)
        guard !snapshot.isEmpty else { return }
        CATransaction.lock()
        defer { CATransaction.unlock() }
        var layerTimes: [ObjectIdentifier: (time: CFTimeInterval, attached: [ObjectIdentifier: Int])] = [:]
        var gone: [CAAnimation] = []
        var retiring: [ObjectIdentifier: (layer: CALayer, animations: Set<ObjectIdentifier>)] = [:]
        for e in snapshot {
            let animID = ObjectIdentifier(e.animation)
            guard let layer = e.layer else { gone.append(e.animation); continue }
            let layerID = ObjectIdentifier(layer)
            let known = layerTimes[layerID] ?? (layer.localTime(fromGlobal: time, committed: true),
                                                 Dictionary(layer.attachedAnimations.enumerated().map {
                                                     (ObjectIdentifier($0.element.animation), $0.offset)
                                                 }, uniquingKeysWith: { a, _ in a }))
            layerTimes[layerID] = known
            guard let index = known.attached[animID] else { gone.append(e.animation); continue }
            let status = AnimationStage.status(e.animation, atLayerTime: known.time)
            if status != .pending, !e.started {
                e.started = true
                if let d = e.animation.delegate {
                    let anim = e.animation
                    PendingCallbacks.enqueue { d.animationDidStart(anim) }
                }
            }
            guard status == .finished else { continue }
            gone.append(e.animation)
            CALayer.announceStop(layer.attachedAnimations[index], finished: true)
            if e.animation.isRemovedOnCompletion {
                retiring[layerID, default: (layer, [])].animations.insert(animID)
            }
        }
        unregister(gone)
        guard !retiring.isEmpty else { return }
        for (layer, ended) in retiring.values { layer.retireFinishedAnimations(ended) }
        let sequence = retiring.values.map(\.layer.subtreeSequence).max() ?? 0
        CALayer.rebuildRenderNodes(retiring.values.map(\.layer), sequence: sequence)
    }

    /// The earliest global media time at or after `time` at which a frame of `root`'s tree (of
    /// any tree when nil) is needed: `time` itself while something animates or is due to
    /// start or end, the begin time of the next pending animation, or `.infinity` when
    /// nothing will change.
    package static func nextFrameTime(at time: CFTimeInterval, in root: CALayer? = nil) -> CFTimeInterval {
        let snapshot = entries(in: root)
        var next = CFTimeInterval.infinity
        var layerTimes: [ObjectIdentifier: CFTimeInterval] = [:]
        for e in snapshot {
            guard let layer = e.layer else { continue }
            let t = layerTimes[ObjectIdentifier(layer)] ?? layer.localTime(fromGlobal: time, committed: true)
            layerTimes[ObjectIdentifier(layer)] = t
            if AnimationStage.isTimeDependent(e.animation, atLayerTime: t) { return time }
            switch AnimationStage.status(e.animation, atLayerTime: t) {
            case .finished: return time
            case .active: if !e.started { return time }
            case .pending:
                let begin = layer.globalTime(fromLocal: e.animation.beginTime, committed: true)
                next = min(next, max(time, begin))
            }
        }
        return next
    }
}
