/// Listing 11.1: a bounce driven by a timer (CATALOG.md 11.1).
///
/// The book's `NSTimer` firing every 1/60 s becomes a scene timer (`DemoEnvironment`'s, on
/// media time, so headless frames are the same every run): each firing adds 1/60 s to the
/// time offset (capped at the 1 s duration), eases it with `bounceEaseOut`, interpolates from
/// (150, 32) to (150, 268) and sets the ball's position; at the end the timer is invalidated.
/// A press replays, invalidating the running timer first.
public struct Listing11_1: Demo {
    /// The book's view controller state: the ball's bounce and how far it got.
    public let drop = Chapter11.DropHandle()

    public init() {}
    public var id: String { "11.1" }
    public var title: String { "Bounce with a timer (NSTimer)" }
    public var hint: String { "A 1/60 s timer moves the ball frame by frame; click to replay" }

    /// The timer's interval, seconds.
    public static let step: CFTimeInterval = 1.0 / 60.0

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let ball = Chapter11.BallDrop(ballView: Chapter10.addBall(in: container, environment: environment))
        drop.ball = ball
        let animate = { [drop] in
            ball.restart()
            // Stop the timer if it's already running.
            drop.timer?.invalidate()
            // Start the timer.
            drop.timer = environment.scheduleTimer(withTimeInterval: Self.step, repeats: true) { timer in
                if ball.step(by: Self.step) { timer.invalidate() }
            }
        }
        animate()
        environment.onPointer { event, _ in if event.phase == .down { animate() } }
    }
}

extension Chapter11 {
    /// What a ball demo (11.1, 11.2) exposes of its last build: the bounce, and the timer or
    /// display link driving it, so a test can see them stop.
    public final class DropHandle {
        /// The bounce of the last build.
        public internal(set) var ball: BallDrop?
        /// 11.1's timer (nil before the first build).
        public internal(set) var timer: SceneTimer?
        /// 11.2's display link (nil before the first build).
        public internal(set) var link: CADisplayLink?
        /// 11.2's media time of the last step, seconds.
        var lastStep: CFTimeInterval = 0
    }
}
