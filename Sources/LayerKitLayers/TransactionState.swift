/// One open transaction on a thread: its values and, once a completion block is set, the
/// group of animations that block waits for.
///
/// A frame belongs to one thread's `TransactionState` and only that thread touches it, so its
/// fields skip the dynamic exclusivity checks (read on every property change).
final class TransactionFrame {
    /// The values set in this transaction; `disableActions` also keeps its own copy.
    @exclusivity(unchecked) var values: [String: Any] = [:] {
        didSet { disableActions = values[CATransaction.disableActionsKey].map { ($0 as? Bool) ?? false } }
    }
    /// `values[disableActionsKey] as? Bool` (false for another type), nil when unset: read on
    /// every property change, so kept apart from the dictionary (no string hashing there).
    @exclusivity(unchecked) private(set) var disableActions: Bool?
    let isImplicit: Bool
    /// The group collecting animations added after `setCompletionBlock` in this frame.
    @exclusivity(unchecked) var completionGroup: CompletionGroup?

    init(implicit: Bool) { isImplicit = implicit }
}

/// A completion block and the animations it waits for: it runs once the transaction has
/// committed and every animation added to the group has finished or been removed.
package final class CompletionGroup {
    private var block: (() -> Void)?
    private var remaining = 0
    private var sealed = false

    init(block: (() -> Void)?) { self.block = block }

    /// Another animation the block waits for.
    func join() { remaining += 1 }

    /// The transaction committed: no more animations join.
    func seal() {
        sealed = true
        fireIfDone()
    }

    /// One animation finished or was removed.
    package func leave() {
        remaining = max(0, remaining - 1)
        fireIfDone()
    }

    private func fireIfDone() {
        guard sealed, remaining == 0, let b = block else { return }
        block = nil
        PendingCallbacks.enqueue(b)
    }
}

/// Callbacks (completion blocks, `animationDidStop`) waiting to be delivered by the next
/// `flush()` or displayed frame. One queue per media clock (`MediaClock.attached`), guarded by
/// a lock: the documented place for them. A context queues to and delivers from its own
/// clock's queue, so one test's flush never runs another test's callbacks.
package final class PendingCallbacks: @unchecked Sendable {  // `queue` is guarded by `lock`
    private let lock = NSLock()
    private var queue: [() -> Void] = []

    private static var current: PendingCallbacks { MediaClock.current.attached { PendingCallbacks() } }

    /// Queues `callback` for the current context's next delivery.
    static func enqueue(_ callback: @escaping () -> Void) {
        let q = current
        q.lock.lock(); q.queue.append(callback); q.lock.unlock()
    }

    /// Runs every callback queued in the current context, including ones queued while running
    /// (bounded to avoid loops).
    package static func deliver() {
        let q = current
        for _ in 0..<16 {
            q.lock.lock()
            let batch = q.queue
            q.queue = []
            q.lock.unlock()
            if batch.isEmpty { return }
            for callback in batch { callback() }
        }
    }
}

/// The transaction stack of one thread and the work its outermost commit will do.
///
/// Each thread has its own (thread-local storage, created on first use); this is the only
/// place transactions are kept. Only its thread touches it, so its fields skip the dynamic
/// exclusivity checks (they cost more than the appends they guarded).
final class TransactionState {
    @exclusivity(unchecked) var frames: [TransactionFrame] = []
    /// True while a commit runs its passes: changes made then join that commit.
    @exclusivity(unchecked) var isCommitting = false
    @exclusivity(unchecked) private(set) var changed: [CALayer] = []
    @exclusivity(unchecked) private(set) var needingLayout: [CALayer] = []
    @exclusivity(unchecked) private(set) var needingDisplay: [CALayer] = []

    private static let key: pthread_key_t = {
        var k = pthread_key_t()
        pthread_key_create(&k) { ptr in
            if let ptr { Unmanaged<TransactionState>.fromOpaque(ptr).release() }
        }
        return k
    }()

    /// This thread's state.
    static var current: TransactionState { unmanagedCurrent.takeUnretainedValue() }

    /// Runs `body` with this thread's state, neither retained nor released: the thread's slot
    /// holds it until the thread ends (the per-change paths call this thousands of times a frame).
    @inline(__always)
    static func withCurrent<R>(_ body: (TransactionState) -> R) -> R {
        unmanagedCurrent._withUnsafeGuaranteedRef(body)
    }

    /// This thread's state, made on first use.
    private static var unmanagedCurrent: Unmanaged<TransactionState> {
        if let p = pthread_getspecific(key) { return Unmanaged<TransactionState>.fromOpaque(p) }
        let s = Unmanaged.passRetained(TransactionState())
        pthread_setspecific(key, s.toOpaque())
        return s
    }

    /// The innermost frame, opening the implicit transaction when none is open.
    var top: TransactionFrame {
        if let f = frames.last { return f }
        let f = TransactionFrame(implicit: true)
        frames.append(f)
        return f
    }

    /// The value of `key` in the innermost frame that sets it.
    func value(forKey key: String) -> Any? {
        for f in frames.reversed() { if let v = f.values[key] { return v } }
        return nil
    }

    /// `CATransaction.disableActions()`: what the innermost transaction that set it says.
    var disableActions: Bool {
        for f in frames.reversed() { if let v = f.disableActions { return v } }
        return false
    }

    func enqueueCommit(_ layer: CALayer) { ensureOpen(); changed.append(layer) }
    func enqueueLayout(_ layer: CALayer) { ensureOpen(); needingLayout.append(layer) }
    func enqueueDisplay(_ layer: CALayer) { ensureOpen(); needingDisplay.append(layer) }

    /// Opens the implicit transaction for a change, unless a commit is collecting changes.
    private func ensureOpen() { if !isCommitting && frames.isEmpty { _ = top } }

    /// The completion groups an animation added now belongs to (every open frame's).
    func openGroups() -> [CompletionGroup] { frames.compactMap(\.completionGroup) }

    func takeLayout() -> [CALayer] { defer { needingLayout = [] }; return needingLayout }
    func takeDisplay() -> [CALayer] { defer { needingDisplay = [] }; return needingDisplay }
    /// The changed layers, emptying the queue with room for as many: a layer tree changed
    /// this frame is usually changed as much the next, and the queue is not grown again.
    func takeChanged() -> [CALayer] {
        let out = changed
        changed = []
        changed.reserveCapacity(out.count)
        return out
    }
    var hasPendingPasses: Bool { !needingLayout.isEmpty || !needingDisplay.isEmpty }
}
