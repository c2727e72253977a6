/// Committed animations that no renderer has taken over yet: checked at every flush to start,
/// finish and retire the animations of trees no renderer shows (a tree shown only by a test's
/// stand-in host, or by none). Process-wide, guarded by a lock; kept by the animation's
/// identity, so adding, removing and ending any number of animations at once costs time in
/// proportion to their number.
///
/// An animation whose layer is in a tree a renderer shows (`AnimationReportingHost`) is
/// dropped the first time a flush sees it: from then on that renderer's frames report it
/// (`AnimationEvent`), and hand it back if it leaves the tree unfinished (`.departed`). So
/// each flush looks at the animations of unshown trees, plus each animation committed into a
/// shown tree once: never at every animation a renderer shows.
package enum AnimationRegistry {
    private final class Entry {
        weak var layer: CALayer?
        let animation: CAAnimation
        /// Commit order: callbacks are delivered in the order animations were committed.
        let order: UInt64
        init(_ layer: CALayer, _ animation: CAAnimation, order: UInt64) {
            self.layer = layer; self.animation = animation; self.order = order
        }
    }
    private static let lock = NSLock()
    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]
    nonisolated(unsafe) private static var examinedCount = 0

    /// How many entries `process` has looked at since the process started (tests: the work a
    /// flush does, counted rather than timed).
    package static var examined: Int {
        lock.lock(); defer { lock.unlock() }
        return examinedCount
    }

    /// Registers `attached`, an animation `layer` committed, to be checked at flushes.
    static func register(_ layer: CALayer, _ attached: AttachedAnimation) {
        lock.lock()
        entries[ObjectIdentifier(attached.animation)] = Entry(layer, attached.animation, order: attached.order)
        lock.unlock()
    }

    static func unregister(_ animations: [CAAnimation]) {
        lock.lock()
        for a in animations { entries[ObjectIdentifier(a)] = nil }
        lock.unlock()
    }

    /// The entries of trees no renderer shows, in commit order; the others are dropped
    /// (their renderer reports them).
    private static func unshownEntries() -> [Entry] {
        lock.lock()
        let all = Array(entries.values)
        examinedCount += all.count
        lock.unlock()
        var shown: [ObjectIdentifier: Bool] = [:]
        var handedOver: [CAAnimation] = []
        let mine = all.filter { e in
            guard let layer = e.layer else { return true }
            let key = ObjectIdentifier(layer)
            let answer = shown[key] ?? layer.isInReportingTree
            shown[key] = answer
            if answer { handedOver.append(e.animation) }
            return !answer
        }
        unregister(handedOver)
        return mine.sorted { $0.order < $1.order }
    }

    /// Starts, finishes and retires the animations of trees no renderer shows as of global
    /// media time `time`; the callbacks are queued for `PendingCallbacks.deliver()`. Linear
    /// in the animations checked.
    package static func process(at time: CFTimeInterval) {
        CATransaction.lock()
        defer { CATransaction.unlock() }
        let snapshot = unshownEntries()
        guard !snapshot.isEmpty else { return }
        var layerTimes: [ObjectIdentifier: (time: CFTimeInterval, attached: [ObjectIdentifier: Int])] = [:]
        var gone: [CAAnimation] = []
        var notices = AnimationNotices()
        for e in snapshot {
            guard let layer = e.layer else { gone.append(e.animation); continue }
            let layerID = ObjectIdentifier(layer)
            let known = layerTimes[layerID] ?? (layer.localTime(fromGlobal: time, committed: true),
                                                 Dictionary(layer.attachedAnimations.enumerated().map {
                                                     (ObjectIdentifier($0.element.animation), $0.offset)
                                                 }, uniquingKeysWith: { a, _ in a }))
            layerTimes[layerID] = known
            guard let index = known.attached[ObjectIdentifier(e.animation)] else { gone.append(e.animation); continue }
            let status = AnimationStage.status(e.animation, atLayerTime: known.time)
            if status != .pending { notices.start(layer, at: index) }
            if status == .finished { notices.finish(layer, at: index) }
        }
        unregister(gone)
        notices.retire()
    }
}
