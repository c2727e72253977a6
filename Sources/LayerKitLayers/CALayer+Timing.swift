extension CALayer {
    /// This layer's local time at global media time `t`, through every ancestor's timing
    /// (committed values, or model values while committing).
    package func localTime(fromGlobal t: CFTimeInterval, committed useCommitted: Bool) -> CFTimeInterval {
        TreeLock.lock()
        defer { TreeLock.unlock() }
        var chain: [TimingNode] = []
        var l: CALayer? = self
        while let c = l {
            chain.append(c.timingNode(committed: useCommitted))
            l = c._superlayer ?? c.maskOwner
        }
        return chain.reversed().reduce(t) { $1.childTime(fromParent: $0) }
    }

    /// This layer's own timing values, committed or model.
    private func timingNode(committed useCommitted: Bool) -> TimingNode {
        if useCommitted, let c = committed { return c.box.timing }
        return TimingNode(state)
    }

    /// Global media time at this layer's local time `t` (the inverse of `localTime(fromGlobal:)`).
    package func globalTime(fromLocal t: CFTimeInterval, committed useCommitted: Bool) -> CFTimeInterval {
        var time = t
        var l: CALayer? = self
        while let c = l {
            time = c.timingNode(committed: useCommitted).parentTime(fromChild: time)
            l = c._superlayer ?? c.maskOwner
        }
        return time
    }
}

/// A layer's own timing: what converts its parent's time to its local time, the time of its
/// sublayers and animations (Apple's hierarchical `CAMediaTiming`).
///
/// A layer with no `duration` and no `repeatDuration` (the default) has an endless timeline:
/// its local time is Apple's active local time `(t - beginTime) * speed + timeOffset`,
/// unwrapped. A layer with a `duration` or `repeatDuration` is timed as an animation is
/// (`MediaTimingModel`): its local time repeats every `duration` for `repeatCount` iterations
/// or `repeatDuration` seconds, runs back on the reverse half when `autoreverses`, and outside
/// its active period is held at its start or end by `fillMode`. Outside the active period
/// without a fill (`.removed`) it has no local time (NaN): the animations of the layer and of
/// its sublayers then show nothing, so the model values are drawn.
package struct TimingNode {
    /// The layer's timing values as a model (a duration of 0 read as infinite).
    package var model: MediaTimingModel
    /// Whether the timeline ends or repeats (a duration or repeat duration is set).
    var isBounded: Bool

    init(_ s: borrowing LayerState) {
        self.init(beginTime: s.beginTime, duration: s.duration, speed: s.speed, timeOffset: s.timeOffset,
                  repeatCount: s.repeatCount, repeatDuration: s.repeatDuration, autoreverses: s.autoreverses,
                  fillMode: s.fillMode)
    }

    /// The timing of these values (a layer's; a duration of 0 is infinite).
    init(beginTime: CFTimeInterval, duration: CFTimeInterval, speed: Float, timeOffset: CFTimeInterval,
         repeatCount: Float, repeatDuration: CFTimeInterval, autoreverses: Bool, fillMode: CAMediaTimingFillMode) {
        model = MediaTimingModel(beginTime: beginTime, duration: duration, defaultDuration: .infinity,
                                 speed: Double(speed), timeOffset: timeOffset, repeatCount: Double(repeatCount),
                                 repeatDuration: repeatDuration, autoreverses: autoreverses, fillMode: fillMode)
        isBounded = model.duration.isFinite || model.repeatDuration > 0
    }

    /// The local time at parent time `t` (see the type's notes).
    package func childTime(fromParent t: CFTimeInterval) -> CFTimeInterval {
        guard isBounded else { return model.localTime(fromParent: t) }
        return model.state(atParentTime: t).sample?.time ?? .nan
    }

    /// A parent time at which the local time is `t`: the inverse of Apple's linear active
    /// local time (the first iteration's time, not before `beginTime`, for a bounded
    /// timeline). With speed 0 every parent time maps to the same local time, so the parent
    /// time returned is `beginTime`.
    func parentTime(fromChild t: CFTimeInterval) -> CFTimeInterval {
        guard let p = model.parentTime(fromLocal: t) else { return model.beginTime }
        return isBounded ? max(p, model.beginTime) : p
    }
}
