import LayerKitAnimation
import Testing

/// A Swift Testing trait that runs each test case with a media clock of its own
/// (`MediaClock.withClock`): `CACurrentMediaTime()`, `MediaClock.freeze(at:)`, commits,
/// flushes and headless hosts inside the test act on that clock only, so suites that freeze
/// or step time run in parallel with every other suite. On a suite it applies to each of the
/// suite's test cases (and those of nested suites).
public struct OwnMediaClockTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applies to every test of a suite it is given to.
    public var isRecursive: Bool { true }

    /// A scope per test case, none around a whole suite or a whole parameterized function.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    /// Runs `function` with a new running clock bound as the current context's clock.
    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        try await MediaClock.withClock(MediaClock()) { try await function() }
    }
}

extension Trait where Self == OwnMediaClockTrait {
    /// Each test case gets a media clock of its own (see `OwnMediaClockTrait`).
    public static var ownMediaClock: Self { OwnMediaClockTrait() }
}
