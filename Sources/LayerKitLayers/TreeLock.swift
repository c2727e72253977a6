import Synchronization

/// The layer-tree lock: recursive, one atomic word for the owning thread and a depth only the
/// owner touches. Every model access takes it (the `state` accessor, `didChange`, the action
/// search, attaching and detaching animations, reads of committed state), as Apple's layers
/// serialize property access, so any thread may change the tree. Taken again by its owner it
/// costs a load and an add (no kernel call, unlike `NSRecursiveLock` or the standard
/// library's `Mutex` on Linux); a waiting thread spins briefly, then yields.
///
/// There is one lock per process: its two words are file-scope globals with constant
/// initial values, so the compiler lays them out statically and every acquisition is a few
/// instructions, with no lazy-initialization check (`swift_once`) and no load of an object
/// first, as a `static let` instance would need. Take it with the static `lock()`/`unlock()`;
/// the instance methods (`CATransaction.treeLock`) forward to them.
package final class TreeLock: @unchecked Sendable {
    package init() {}

    /// Takes the tree lock on this thread (again, if it holds it already).
    @inline(__always)
    package static func lock() {
        let me = UInt(pthread_self())
        if treeLockOwner.load(ordering: .relaxed) == me {
            treeLockDepth.store(treeLockDepth.load(ordering: .relaxed) + 1, ordering: .relaxed)
            return
        }
        var spins = 0
        while !treeLockOwner.compareExchange(expected: 0, desired: me, ordering: .acquiring).exchanged {
            spins += 1
            if spins > 32 { sched_yield() }
        }
        treeLockDepth.store(1, ordering: .relaxed)
    }

    /// Releases one hold of the tree lock; the last release lets other threads take it.
    @inline(__always)
    package static func unlock() {
        let depth = treeLockDepth.load(ordering: .relaxed) - 1
        treeLockDepth.store(depth, ordering: .relaxed)
        if depth == 0 { treeLockOwner.store(0, ordering: .releasing) }
    }

    /// `body` run with the tree lock held.
    @inline(__always)
    package static func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock()
        defer { unlock() }
        return try body()
    }

    /// `TreeLock.lock()`.
    @inline(__always)
    package func lock() { Self.lock() }

    /// `TreeLock.unlock()`.
    @inline(__always)
    package func unlock() { Self.unlock() }

    /// `TreeLock.withLock(_:)`.
    @inline(__always)
    package func withLock<T>(_ body: () throws -> T) rethrows -> T { try Self.withLock(body) }
}

/// The thread holding the tree lock (its `pthread_self`), or 0.
private let treeLockOwner = Atomic<UInt>(0)
/// How many times the owner holds the tree lock: written only by the owner (relaxed: the
/// owner word's acquire and release order it for the next owner).
private let treeLockDepth = Atomic<Int>(0)
