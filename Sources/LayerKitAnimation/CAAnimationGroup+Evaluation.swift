extension CAAnimationGroup {
    /// Evaluates every child at the group's local time (seconds into the group's iteration,
    /// already reversed when autoreversing), each with its own timing: a child with duration 0
    /// takes the group's duration, and children are clipped to the group's active time, not
    /// scaled (Apple's CAAnimationGroup documentation). The group's `timingFunction`, when set,
    /// warps the time its children see (Apple's Core Animation Cookbook, "Using a Single Timing
    /// Function For a Keyframe Animation"). When the group holds its end, a child that ends with
    /// the group shows its end value. Children are applied in order, each on what the previous
    /// ones wrote.
    func applyChildren(_ sample: TimingSample, to target: AnimationTarget) {
        guard let children = animations, !children.isEmpty else { return }
        var local = sample.time
        if let function = timingFunction, sample.duration.isFinite, sample.duration > 0 {
            local = sample.duration * function.solve(sample.time / sample.duration)
        }
        let atEnd = sample.time >= sample.duration
        for child in children {
            _ = child.evaluate(into: target, atParentTime: local, defaultDuration: sample.duration, endInclusive: atEnd)
        }
    }
}

extension CATransition {
    /// `startProgress + (endProgress - startProgress) * timing(fraction)`, the progresses
    /// clamped to 0...1 (non-finite: 0 and 1) and the end raised to the start when below it.
    func progress(at sample: TimingSample) -> Double {
        func clamped(_ v: Float, _ fallback: Double) -> Double { v.isFinite ? min(1, max(0, Double(v))) : fallback }
        let start = clamped(startProgress, 0)
        let end = max(start, clamped(endProgress, 1))
        return start + (end - start) * timedFraction(sample)
    }
}
