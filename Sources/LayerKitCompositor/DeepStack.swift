import Foundation

/// Runs work that recurses once per level of a layer tree on a thread with a stack sized for
/// very deep trees, when the caller's stack may not be (a secondary thread's stack can hold a
/// few thousand levels; this one holds hundreds of thousands). The stack is address space,
/// reserved and touched only as deep as the work goes.
///
/// The scene and draw-list builders still recurse: this bounds the depth they can reach by
/// memory, not by the caller's stack. Making them iterative is the remaining step.
package enum DeepStack {
    /// Levels the calling thread is trusted with.
    package static let callerLevels = 1_000
    /// The stack of the deep-work thread, bytes.
    package static let stackSize = 1 << 30

    /// Runs `work` here, or on a thread with a `stackSize` stack when `deep`, waiting for it.
    package static func run(if deep: Bool, _ work: () -> Void) {
        guard deep else { return work() }
        withoutActuallyEscaping(work) { escaping in
            let done = DispatchSemaphore(value: 0)
            let box = WorkBox(escaping)
            let thread = Thread {
                box.run()  // drops the closure before signalling: it must not outlive this call
                done.signal()
            }
            thread.stackSize = stackSize
            thread.start()
            done.wait()
        }
    }

    private final class WorkBox: @unchecked Sendable {
        private var work: (() -> Void)?
        init(_ work: @escaping () -> Void) { self.work = work }

        /// Runs the work once and lets go of it.
        func run() {
            work?()
            work = nil
        }
    }
}
