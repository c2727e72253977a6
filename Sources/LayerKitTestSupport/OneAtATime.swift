import Testing

/// A Swift Testing trait for suites that start other processes (a window under Xvfb, sway,
/// layerdemos, ffmpeg): their tests run one at a time across the whole test process, while
/// every other test runs in parallel beside them. Foundation's `Process` on Linux has been
/// seen to crash libdispatch's event loop when several tests started and reaped processes
/// at once; these suites also share the display and the compositor's CPU.
public struct OneAtATimeTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applies to every test of a suite it is given to.
    public var isRecursive: Bool { true }

    /// A scope per test case, none around a whole suite or a whole parameterized function.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    /// Runs `function` once no other test holding this trait runs.
    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        await Turns.shared.take()
        do { try await function() } catch { await Turns.shared.give(); throw error }
        await Turns.shared.give()
    }
}

extension Trait where Self == OneAtATimeTrait {
    /// Tests that start processes take turns across the test process (see `OneAtATimeTrait`).
    public static var oneAtATime: Self { OneAtATimeTrait() }
}

/// The one turn, handed to waiters in the order they asked (an async lock: a waiting test
/// suspends rather than blocking a thread of the cooperative pool).
private actor Turns {
    static let shared = Turns()
    private var taken = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func take() async {
        guard taken else { taken = true; return }
        await withCheckedContinuation { waiting.append($0) }
    }

    func give() {
        if waiting.isEmpty { taken = false } else { waiting.removeFirst().resume() }
    }
}
