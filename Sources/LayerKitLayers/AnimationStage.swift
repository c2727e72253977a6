/// Where an animation stands at a time.
package enum AnimationStatus: Equatable {
    /// Before its begin time.
    case pending
    /// Within its active time.
    case active
    /// Past its active time.
    case finished
}

/// The layer model's one seam to the animation stage: every evaluation goes through here.
enum AnimationStage {
    /// Where `animation` stands at the attached layer's local time `t`.
    static func status(_ animation: CAAnimation, atLayerTime t: CFTimeInterval) -> AnimationStatus {
        fatalError("pending merge of the animation stage (issue 5)")
    }

    /// Writes `animation`'s values at layer time `t` into `target`.
    static func evaluate(_ animation: CAAnimation, into target: AnimationTarget, atLayerTime t: CFTimeInterval) {
        fatalError("pending merge of the animation stage (issue 5)")
    }

    /// Whether `animation`'s output changes with time at layer time `t` (false when paused,
    /// filled, or not yet begun), so idle hosts can stop ticking.
    static func isTimeDependent(_ animation: CAAnimation, atLayerTime t: CFTimeInterval) -> Bool {
        fatalError("pending merge of the animation stage (issue 5)")
    }
}
