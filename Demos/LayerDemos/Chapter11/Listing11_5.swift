import LayerKitPhysics

/// Listing 11.5: a fixed physics time step (CATALOG.md 11.5).
///
/// 11.4's walled box and five crates, but the space advances in constant steps of 1/120 s
/// while the last step is behind the frame's time, and the views move once per frame, so the
/// simulation is the same whatever the frame times (deterministic). The death-spiral guard:
/// a frame runs at most `FixedTimeStep.maxStepsPerFrame` steps and lets the rest of a long
/// gap go, so a slow frame makes the simulation lag real time instead of asking ever more
/// steps of the next frame. Arrow keys and drags set gravity as in 11.4.
public struct Listing11_5: Demo {
    /// The world of the last build.
    public let handle = Chapter11.WorldHandle()
    /// The step clock of the last build.
    public let clock = Chapter11.StepClock()

    public init() {}
    public var id: String { "11.5" }
    public var title: String { "Fixed time step (1/120 s)" }
    public var hint: String { "Physics in fixed 1/120 s steps, views once a frame; arrow keys or a drag tilt gravity" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let world = Chapter11.walledWorld(in: container, environment: environment)
        handle.world = world
        clock.steps = Chapter11.FixedTimeStep(start: CACurrentMediaTime())
        environment.addDisplayLink { [clock] _ in
            let count = clock.steps.advance(to: CACurrentMediaTime())
            for _ in 0..<count { world.space.step(Chapter11.FixedTimeStep.step) }
            world.updateViews()
        }
        Chapter11.tiltGravity(of: world.space, environment: environment)
    }
}

extension Chapter11 {
    /// The book's fixed-step loop, counted in whole steps from a start time so no rounding
    /// accumulates: by frame time T, ⌈(T − start) · 120⌉ steps are due.
    public struct FixedTimeStep {
        /// The simulation step, seconds (the book's `SIMULATION_STEP`).
        public static let step: CFTimeInterval = 1.0 / 120.0
        /// The most steps one frame runs (0.1 s of simulation): the death-spiral guard.
        public static let maxStepsPerFrame = 12

        /// Media time of step 0, seconds (moved on by the time the guard let go).
        public private(set) var start: CFTimeInterval
        /// Steps run so far.
        public private(set) var stepsRun = 0

        /// A loop whose first step covers the time from `start` (seconds).
        public init(start: CFTimeInterval) { self.start = start }

        /// How many steps to run for a frame at media time `frameTime` (seconds): those whose
        /// start lies before it, at most `maxStepsPerFrame`; time beyond that is dropped.
        /// Non-finite times run no step.
        public mutating func advance(to frameTime: CFTimeInterval) -> Int {
            guard frameTime.isFinite else { return 0 }
            // Steps k = stepsRun, stepsRun + 1, ... start at start + k·step; run those before
            // frameTime (a millionth of a step's slack, so a frame on a step boundary runs none).
            let wanted = ((frameTime - start) / Self.step - 1e-6).rounded(.up) - Double(stepsRun)
            guard wanted >= 1 else { return 0 }
            let run = Int(min(wanted, Double(Self.maxStepsPerFrame)))
            // The guard: forget the steps this frame cannot afford, as if they were never due.
            start += (wanted - Double(run)) * Self.step
            stepsRun += run
            return run
        }
    }

    /// Holds 11.5's `FixedTimeStep` for its display link and for tests.
    public final class StepClock {
        /// The loop's state.
        public internal(set) var steps = FixedTimeStep(start: 0)
    }
}
