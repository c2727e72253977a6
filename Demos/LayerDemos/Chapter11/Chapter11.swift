import LayerKitPhysics

/// Chapter 11 — Timer-Based Animation.
///
/// Shared here: the book's ball driven frame by frame (11.1, 11.2). The crate world of
/// 11.3-11.5 is `CrateWorld`, the fixed step of 11.5 `FixedTimeStep`.
public enum Chapter11 {
    /// The chapter's demos.
    public static var demos: [Demo] {
        [Listing11_1(), Listing11_2(), Listing11_2a(), Listing11_3(), Listing11_4(), Listing11_5()]
    }
}

extension Chapter11 {
    /// The state of the book's view controller in 11.1 and 11.2: a 1 s bounce of the ball
    /// from (150, 32) to (150, 268) that code advances by `step(by:)`, setting the ball's
    /// model position every frame (so it stays where the last frame left it).
    public final class BallDrop {
        /// Where the ball starts and lands, `containerView` points.
        public let fromValue = Chapter10.ballTop, toValue = Chapter10.ballFloor
        /// The bounce's length, seconds.
        public let duration: CFTimeInterval = 1
        /// How far into the bounce the ball is, seconds (0 ... `duration`).
        public private(set) var timeOffset: CFTimeInterval = 0
        /// How many times `step(by:)` ran since the last `restart()`.
        public private(set) var steps = 0
        /// The last time advanced by a step, seconds (the measured frame delta in 11.2).
        public private(set) var lastStepDuration: CFTimeInterval = 0
        /// The ball layer moved.
        let ballView: CALayer

        init(ballView: CALayer) { self.ballView = ballView }

        /// Puts the ball back at the top, at time 0.
        func restart() {
            timeOffset = 0
            steps = 0
            lastStepDuration = 0
            place(at: fromValue)
        }

        /// Advances the bounce by `step` seconds (capped at the end), eases the time with
        /// `bounceEaseOut`, interpolates and moves the ball; true once the bounce is over.
        @discardableResult
        func step(by step: CFTimeInterval) -> Bool {
            steps += 1
            lastStepDuration = step
            // Update time offset.
            timeOffset = min(timeOffset + step, duration)
            // Get normalized time offset (in range 0 - 1) and apply easing function.
            let time = Chapter10.bounceEaseOut(CGFloat(timeOffset / duration))
            // Interpolate position.
            place(at: Chapter10.interpolate(from: fromValue, to: toValue, time: time) as! CGPoint)
            return timeOffset >= duration
        }

        private func place(at point: CGPoint) {
            Chapter08.withoutActions { ballView.position = point }
        }
    }
}
