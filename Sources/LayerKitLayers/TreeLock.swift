import Synchronization

/// The layer-tree lock: recursive, one atomic word for the owning thread and a depth only the
/// owner touches. Every model access takes it (the `state` accessor, `didChange`, the action
/// search, attaching and detaching animations, reads of committed state), as Apple's layers
/// serialize property access, so any thread may change the tree. Taken again by its owner it
/// costs a load and an add (no kernel call, unlike `NSRecursiveLock` or the standard
/// library's `Mutex` on Linux); a waiting thread spins briefly, then yields.
package final class TreeLock: @unchecked Sendable {
    private let owner = Atomic<UInt>(0)
    /// How many times the owner holds it; read and written only by the owner.
    @exclusivity(unchecked) private var depth = 0

    package init() {}

    @inline(__always)
    package func lock() {
        let me = UInt(pthread_self())
        if owner.load(ordering: .relaxed) == me {
            depth += 1
            return
        }
        var spins = 0
        while !owner.compareExchange(expected: 0, desired: me, ordering: .acquiring).exchanged {
            spins += 1
            if spins > 32 { sched_yield() }
        }
        depth = 1
    }

    @inline(__always)
    package func unlock() {
        depth -= 1
        if depth == 0 { owner.store(0, ordering: .releasing) }
    }

    /// `body` run with the lock held.
    @inline(__always)
    package func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock()
        defer { unlock() }
        return try body()
    }
}
