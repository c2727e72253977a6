/// Committed animations, checked at every flush to start, finish and retire them at the first
/// flush at or after their begin and end (Apple's model follows media time, not frames).
/// One per media clock (`MediaClock.attached`), so trees committed under two clocks (two tests
/// side by side) are retired each at its own time; `current` is the current context's.
/// Guarded by a lock; kept by the animation's identity, so adding, removing and ending any
/// number of animations at once costs time in proportion to their number.
///
/// The animations of trees no renderer shows (a tree shown only by a test's stand-in host, or
/// by none) are looked at by every flush. An animation whose layer is in a tree a renderer
/// shows (`AnimationReportingHost`) is looked at once, then only at its next deadline
/// (`AnimationDeadlines`: its begin, then its end, in global media time): that renderer's
/// frames report it too (`AnimationEvent`), whichever comes first delivers, once. So each
/// flush looks at the animations of unshown trees and those due, never at every animation a
/// renderer shows.
package final class AnimationRegistry: @unchecked Sendable {  // state guarded by `lock`
    private final class Entry {
        weak var layer: CALayer?
        let animation: CAAnimation
        /// Commit order: callbacks are delivered in the order animations were committed.
        let order: UInt64
        init(_ layer: CALayer, _ animation: CAAnimation, order: UInt64) {
            self.layer = layer; self.animation = animation; self.order = order
        }
    }
    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// The entries of shown trees, looked at only when due.
    private var watched: [ObjectIdentifier: Entry] = [:]
    private var deadlines = AnimationDeadlines()
    /// Bumped by a commit that changes a layer's timing; `seenEpoch` is what the deadlines follow.
    private var epoch: UInt64 = 0
    private var seenEpoch: UInt64 = 0
    private var examinedCount = 0

    /// The registry of the current context's clock (`MediaClock.current`).
    package static var current: AnimationRegistry { MediaClock.current.attached { AnimationRegistry() } }

    /// How many entries `process` has looked at since this clock's registry was made (tests:
    /// the work a flush does, counted rather than timed).
    package var examined: Int {
        lock.lock(); defer { lock.unlock() }
        return examinedCount
    }

    /// Registers `attached`, an animation `layer` committed, to be checked at flushes.
    func register(_ layer: CALayer, _ attached: AttachedAnimation) {
        lock.lock()
        let id = ObjectIdentifier(attached.animation)
        entries[id] = Entry(layer, attached.animation, order: attached.order)
        if watched.removeValue(forKey: id) != nil { deadlines.remove(id) }
        lock.unlock()
    }

    func unregister(_ animations: [CAAnimation]) {
        lock.lock()
        for a in animations {
            let id = ObjectIdentifier(a)
            entries[id] = nil
            if watched.removeValue(forKey: id) != nil { deadlines.remove(id) }
        }
        lock.unlock()
    }

    /// Notes that a commit changed some layer's timing values: the next flush finds every
    /// shown animation's deadline again.
    func timingChanged() {
        lock.lock(); epoch &+= 1; lock.unlock()
    }

    /// The entries to look at now, in commit order: those of unshown trees and the shown ones
    /// due at `time` (all of them after a timing change).
    private func dueEntries(at time: CFTimeInterval) -> [Entry] {
        lock.lock()
        defer { lock.unlock() }
        let due = seenEpoch != epoch ? deadlines.takeAll() : deadlines.takeDue(at: time)
        seenEpoch = epoch
        var all = Array(entries.values)
        for id in due { if let e = watched[id] { all.append(e) } }
        examinedCount += all.count
        return all.sorted { $0.order < $1.order }
    }

    /// Files `e`, looked at and not finished, by whether a renderer shows its tree: a shown
    /// one waits for its next deadline (`shownDeadline`, nil: not shown).
    private func refile(_ e: Entry, shownDeadline: CFTimeInterval??) {
        lock.lock()
        defer { lock.unlock() }
        let id = ObjectIdentifier(e.animation)
        // Unregistered (or registered anew) while it was looked at: not this entry's to file.
        guard entries[id] === e || watched[id] === e else { return }
        guard case .some(let deadline) = shownDeadline else {
            if watched.removeValue(forKey: id) != nil { deadlines.remove(id) }
            entries[id] = e
            return
        }
        entries[id] = nil
        watched[id] = e
        deadlines.set(id, at: deadline ?? -.infinity)
    }

    /// Starts, finishes and retires the animations due as of global media time `time`; the
    /// callbacks are queued for `PendingCallbacks.deliver()`. Linear in the animations checked.
    package func process(at time: CFTimeInterval) {
        CATransaction.lock()
        defer { CATransaction.unlock() }
        let snapshot = dueEntries(at: time)
        guard !snapshot.isEmpty else { return }
        var layerTimes: [ObjectIdentifier: (time: CFTimeInterval, shown: Bool, attached: [ObjectIdentifier: Int])] = [:]
        var gone: [CAAnimation] = []
        var notices = AnimationNotices()
        var waiting: [(Entry, CFTimeInterval??)] = []
        for e in snapshot {
            guard let layer = e.layer else { gone.append(e.animation); continue }
            let layerID = ObjectIdentifier(layer)
            let known = layerTimes[layerID] ?? (layer.localTime(fromGlobal: time, committed: true), layer.isInReportingTree,
                                                 Dictionary(layer.attachedAnimations.enumerated().map {
                                                     (ObjectIdentifier($0.element.animation), $0.offset)
                                                 }, uniquingKeysWith: { a, _ in a }))
            layerTimes[layerID] = known
            guard let index = known.attached[ObjectIdentifier(e.animation)] else { gone.append(e.animation); continue }
            let status = AnimationStage.status(e.animation, atLayerTime: known.time)
            if status != .pending { notices.start(layer, at: index) }
            if status == .finished {
                notices.finish(layer, at: index)
            } else {
                let deadline: CFTimeInterval?? = known.shown ? .some(layer.nextStageTime(of: e.animation, status: status)) : .none
                waiting.append((e, deadline))
            }
        }
        unregister(gone)
        for (e, deadline) in waiting { refile(e, shownDeadline: deadline) }
        notices.retire()
    }
}
