/// When each animation of a tree a renderer shows next changes stage (begins, or ends), as a
/// global media time: what lets `CATransaction.flush()` start, finish and retire the
/// animations of shown trees at the first flush at or after their begin and end, as Apple's
/// model follows media time, however often (or seldom) anything draws, while looking only at
/// the animations that are due.
///
/// A deadline is found from the committed timing of the layer and its ancestors. A paused
/// ancestor (`speed` 0) gives none (infinity): its time cannot move until a timing value
/// changes. A commit that changes any layer's timing values bumps `epoch` (`timingChanged()`),
/// and the next flush finds every deadline again, so a deadline is never late for timing
/// committed before the flush. An ancestor with a bounded timeline (a `duration` or
/// `repeatDuration` of its own) cannot be inverted: its animations are looked at by every
/// flush. Not thread-safe on its own: `AnimationRegistry` holds its lock around it.
struct AnimationDeadlines {
    /// A min-heap of (deadline, animation); entries whose deadline changed since are stale
    /// and skipped when they come out (`current` holds the live deadline of each animation).
    private var heap: [(time: CFTimeInterval, id: ObjectIdentifier)] = []
    private(set) var current: [ObjectIdentifier: CFTimeInterval] = [:]

    /// How many animations have a deadline.
    var count: Int { current.count }

    /// Sets `id`'s deadline to `time`.
    mutating func set(_ id: ObjectIdentifier, at time: CFTimeInterval) {
        current[id] = time
        guard time < .infinity else { return }
        heap.append((time, id))
        siftUp(heap.count - 1)
    }

    /// Forgets `id` (its stale heap entry is skipped later).
    mutating func remove(_ id: ObjectIdentifier) { current[id] = nil }

    /// Takes the animations whose deadline is at or before `time`.
    mutating func takeDue(at time: CFTimeInterval) -> [ObjectIdentifier] {
        var due: [ObjectIdentifier] = []
        while let top = heap.first, top.time <= time {
            popTop()
            if current[top.id] == top.time {
                current[top.id] = nil
                due.append(top.id)
            }
        }
        if heap.count > 64, heap.count > 4 * current.count { compact() }
        return due
    }

    /// Takes every animation (their timing may have changed).
    mutating func takeAll() -> [ObjectIdentifier] {
        let all = Array(current.keys)
        current.removeAll(keepingCapacity: true)
        heap.removeAll(keepingCapacity: true)
        return all
    }

    private mutating func compact() {
        heap = current.compactMap { $0.value < .infinity ? ($0.value, $0.key) : nil }
        heap.sort { $0.time < $1.time }   // a sorted array is a heap
    }

    private mutating func popTop() {
        heap.swapAt(0, heap.count - 1)
        heap.removeLast()
        var i = 0
        while true {
            let l = 2 * i + 1, r = l + 1
            var m = i
            if l < heap.count, heap[l].time < heap[m].time { m = l }
            if r < heap.count, heap[r].time < heap[m].time { m = r }
            if m == i { return }
            heap.swapAt(i, m)
            i = m
        }
    }

    private mutating func siftUp(_ index: Int) {
        var i = index
        while i > 0 {
            let p = (i - 1) / 2
            guard heap[i].time < heap[p].time else { return }
            heap.swapAt(i, p)
            i = p
        }
    }
}

extension CALayer {
    /// The global media time at which `animation`, attached to this layer and at `status`,
    /// next changes stage (its begin while pending, its end while active), through the
    /// committed timing of this layer and its ancestors; `.infinity` when it never will
    /// without a timing change (an endless animation, a paused ancestor); nil when an
    /// ancestor's bounded timeline cannot be inverted (look again at the next flush).
    func nextStageTime(of animation: CAAnimation, status: AnimationPhase) -> CFTimeInterval? {
        let model = animation.timingModel()
        var time: CFTimeInterval
        switch status {
        case .pending: time = model.beginTime
        case .active: time = model.activeEndTime
        case .finished: return .infinity
        }
        guard time.isFinite else { return .infinity }
        var l: CALayer? = self
        while let c = l {
            let node = c.committed?.box.timing ?? TimingNode(c.state)
            if node.isBounded { return nil }
            guard let parent = node.model.parentTime(fromLocal: time) else { return .infinity }
            time = parent
            l = c._superlayer ?? c.maskOwner
        }
        return time
    }
}
