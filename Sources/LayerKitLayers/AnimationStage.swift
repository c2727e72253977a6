/// The layer model's one seam to the animation stage: every evaluation goes through here.
package enum AnimationStage {
    /// Where `animation` stands at the attached layer's local time `t`.
    package static func status(_ animation: CAAnimation, atLayerTime t: CFTimeInterval) -> AnimationPhase {
        animation.timingModel().phase(atParentTime: t)
    }

    /// Writes `animation`'s values at layer time `t` into `target`.
    static func evaluate(_ animation: CAAnimation, into target: AnimationTarget, atLayerTime t: CFTimeInterval) {
        _ = animation.evaluate(into: target, atLayerTime: t)
    }

    /// Whether `animation`'s output changes with time at layer time `t` (false when paused,
    /// filled, or not yet begun), so idle hosts can stop ticking.
    package static func isTimeDependent(_ animation: CAAnimation, atLayerTime t: CFTimeInterval) -> Bool {
        animation.timingModel().changesWithTime(atParentTime: t)
    }
}
