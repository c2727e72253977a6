/// Where an animation stands at a time: not yet begun, running, or past its active period.
package enum AnimationPhase: Equatable, Sendable {
    /// Before `beginTime`; a backwards fill still shows the start value.
    case pending
    /// Inside the active period.
    case active
    /// After the active period; a forwards fill still shows the end value.
    case finished
}

/// Where in its basic duration an object is at one time: what an animation needs to compute
/// its value (iteration, time within the iteration, whether the value is a fill).
package struct TimingSample: Equatable, Sendable {
    /// The phase the sample was taken in.
    package var phase: AnimationPhase
    /// Whole iterations completed before this one (forward-and-back cycles when autoreversing),
    /// used by cumulative animations.
    package var iteration: Double
    /// Seconds into the basic duration, `0...duration`, already reversed on the backward half.
    package var time: CFTimeInterval
    /// The basic duration (seconds); infinite for layers without one.
    package var duration: CFTimeInterval
    /// Whether the value is held by `fillMode` outside the active period.
    package var isFilled: Bool

    /// `time / duration` in 0...1, before any timing function (0 for infinite durations).
    package var fraction: Double {
        guard duration.isFinite, duration > 0 else { return 0 }
        return min(1, max(0, time / duration))
    }
}

/// The result of evaluating a timing model at one parent time: the phase, and the sample to
/// show (nil when the object shows nothing: removed, or outside its period without a fill).
package struct TimingState: Equatable, Sendable {
    package var phase: AnimationPhase
    package var sample: TimingSample?
}

/// Apple's `CAMediaTiming` model as a value: maps a parent time to the object's phase and to
/// the time within its basic duration.
///
/// What is implemented (Apple's header and documentation; the book, chapter 9, where Apple is silent):
/// - `elapsed = (parentTime - beginTime) * |speed|`; the object is active while
///   `0 <= elapsed < activeDuration`, pending before `beginTime`, finished after.
/// - `activeDuration` is `repeatDuration` when positive, otherwise
///   `duration * (repeatCount, or 1 when 0) * (autoreverses ? 2 : 1)`.
/// - Within the active period the position is `timeOffset + elapsed * sign(speed)`, wrapped
///   into the active duration: `timeOffset` skips ahead and wraps around (book 9.3: duration 1,
///   offset 0.5 starts at mid-path, reaches the end at 0.5 s, wraps, and ends at mid-path at
///   1.0 s), and is not scaled by speed.
/// - A negative speed plays the active duration backwards: with offset 0 it starts at the end
///   and finishes at the start, taking `activeDuration / |speed|` (LayerKit's reading of
///   Apple's "negative speed runs backwards"; Apple does not document the animation case).
/// - Speed 0 freezes the object at `timeOffset` from `beginTime` on, forever.
/// - The position splits into an iteration index and a time within the iteration, reversed on
///   the backward half of an autoreversing cycle.
/// - `fillMode` `.backwards`/`.both` show the start position before `beginTime`;
///   `.forwards`/`.both` hold the end position after the active period, including a fractional
///   end (repeatCount 3.5 of a full turn ends half-way through the fourth turn).
/// - Layers: duration 0 means infinite and no repeat, so a layer's local time is Apple's
///   `(t - beginTime) * speed + timeOffset`, unwrapped.
/// Bad input is documented, never trapped: a non-finite `beginTime` or `timeOffset` reads as 0,
/// a non-finite speed as 1, a non-positive or NaN duration as the default, a negative or NaN
/// `repeatCount` as 0 (one iteration), a negative or NaN `repeatDuration` as 0 (unused).
package struct MediaTimingModel: Equatable, Sendable {
    /// Start in the parent's time space, seconds.
    package var beginTime: CFTimeInterval
    /// The basic duration in seconds, positive (infinite for layers without a duration).
    package var duration: CFTimeInterval
    /// Rate of local time against parent time.
    package var speed: Double
    /// Offset into the active duration, seconds, not scaled by `speed`.
    package var timeOffset: CFTimeInterval
    /// Iterations (0 means one); may be fractional or infinite.
    package var repeatCount: Double
    /// Total active time when positive.
    package var repeatDuration: CFTimeInterval
    /// Whether each iteration plays forwards, then backwards.
    package var autoreverses: Bool
    /// What the object shows outside its active period.
    package var fillMode: CAMediaTimingFillMode

    /// A model from raw values, cleaned as the type documents; `duration <= 0` means `defaultDuration`.
    package init(beginTime: CFTimeInterval = 0, duration: CFTimeInterval, defaultDuration: CFTimeInterval = 0.25,
                 speed: Double = 1, timeOffset: CFTimeInterval = 0, repeatCount: Double = 0,
                 repeatDuration: CFTimeInterval = 0, autoreverses: Bool = false,
                 fillMode: CAMediaTimingFillMode = .removed) {
        self.beginTime = beginTime.isFinite ? beginTime : 0
        let fallback = defaultDuration > 0 ? defaultDuration : 0.25
        self.duration = duration > 0 ? duration : fallback
        self.speed = speed.isFinite ? speed : 1
        self.timeOffset = timeOffset.isFinite ? timeOffset : 0
        self.repeatCount = repeatCount >= 0 ? repeatCount : 0
        self.repeatDuration = repeatDuration > 0 ? repeatDuration : 0
        self.autoreverses = autoreverses
        self.fillMode = fillMode
    }

    /// The model of `timing`, with `defaultDuration` standing in for a duration of 0
    /// (0.25 s for animations; a group's duration for its children; `.infinity` for layers).
    package init(_ timing: CAMediaTiming, defaultDuration: CFTimeInterval = 0.25) {
        self.init(beginTime: timing.beginTime, duration: timing.duration, defaultDuration: defaultDuration,
                  speed: Double(timing.speed), timeOffset: timing.timeOffset,
                  repeatCount: Double(timing.repeatCount), repeatDuration: timing.repeatDuration,
                  autoreverses: timing.autoreverses, fillMode: timing.fillMode)
    }

    /// The model of a layer: duration 0 means infinite (no repeat), as on Apple.
    package static func layer(_ timing: CAMediaTiming) -> MediaTimingModel {
        MediaTimingModel(timing, defaultDuration: .infinity)
    }

    /// Total time of the active period in local (speed-scaled) seconds; may be infinite.
    package var activeDuration: CFTimeInterval {
        if repeatDuration > 0 { return repeatDuration }
        let count = repeatCount == 0 ? 1 : repeatCount
        return duration * count * (autoreverses ? 2 : 1)
    }

    /// The parent time at which the active period ends (completion); infinite for infinite
    /// repeats and for speed 0.
    package var activeEndTime: CFTimeInterval {
        guard speed != 0 else { return .infinity }
        return beginTime + activeDuration / abs(speed)
    }

    /// Apple's active local time `(t - beginTime) * speed + timeOffset`, unwrapped: the time
    /// space of a layer's sublayers and animations (`convertTime`).
    package func localTime(fromParent t: CFTimeInterval) -> CFTimeInterval {
        (t - beginTime) * speed + timeOffset
    }

    /// The inverse of `localTime(fromParent:)`; nil when speed is 0 (every parent time maps to
    /// the same local time) or the result is not finite.
    package func parentTime(fromLocal t: CFTimeInterval) -> CFTimeInterval? {
        guard speed != 0 else { return nil }
        let p = (t - timeOffset) / speed + beginTime
        return p.isFinite ? p : nil
    }

    /// The phase at parent time `t`.
    package func phase(atParentTime t: CFTimeInterval) -> AnimationPhase {
        if t < beginTime { return .pending }
        return t < activeEndTime ? .active : .finished
    }

    /// Whether the shown value changes as parent time passes at `t`: false when pending,
    /// finished (filled or not), or frozen by speed 0. Hosts stop ticking when no animation changes.
    package func changesWithTime(atParentTime t: CFTimeInterval) -> Bool {
        phase(atParentTime: t) == .active && speed != 0
    }

    /// The earliest parent time at or after `t` at which the value may change: `t` while it
    /// changes, `beginTime` while pending, infinity once finished or frozen.
    package func nextChangeTime(atParentTime t: CFTimeInterval) -> CFTimeInterval {
        switch phase(atParentTime: t) {
        case .pending: return beginTime
        case .active: return speed != 0 ? t : .infinity
        case .finished: return .infinity
        }
    }

    /// The phase and the sample to show at parent time `t`.
    ///
    /// `endInclusive` treats `t == activeEndTime` as the last instant of the active period
    /// (used for a group's children when the group holds its end: a child ending with the
    /// group shows its end value). A NaN time is pending with nothing shown; an infinite time
    /// of an object that never ends is active with nothing shown.
    package func state(atParentTime t: CFTimeInterval, endInclusive: Bool = false) -> TimingState {
        guard !t.isNaN else { return TimingState(phase: .pending, sample: nil) }
        let ad = activeDuration
        if t == .infinity && activeEndTime == .infinity { return TimingState(phase: .active, sample: nil) }
        let direction: Double = speed > 0 ? 1 : (speed < 0 ? -1 : 0)
        if t < beginTime {
            guard fillMode == .backwards || fillMode == .both else { return TimingState(phase: .pending, sample: nil) }
            let p = wrap(timeOffset, ad, leftLimit: direction < 0)
            return TimingState(phase: .pending, sample: sample(p, leftLimit: direction < 0, phase: .pending, filled: true))
        }
        let end = activeEndTime
        if t < end || (endInclusive && t == end) {
            let elapsed = min((t - beginTime) * abs(speed), ad)
            let atEnd = t == end
            let leftLimit = direction < 0 ? !atEnd : atEnd
            let p = wrap(timeOffset + elapsed * direction, ad, leftLimit: leftLimit)
            return TimingState(phase: .active, sample: sample(p, leftLimit: leftLimit, phase: .active, filled: false))
        }
        guard fillMode == .forwards || fillMode == .both else { return TimingState(phase: .finished, sample: nil) }
        let leftLimit = direction >= 0
        let p = wrap(timeOffset + ad * direction, ad, leftLimit: leftLimit)
        return TimingState(phase: .finished, sample: sample(p, leftLimit: leftLimit, phase: .finished, filled: true))
    }

    /// `raw` wrapped into the active duration: `[0, ad)` from the right, `(0, ad]` as a limit
    /// from the left (the end of a period rather than the start of the next). Infinite active
    /// durations do not wrap; positions below 0 clamp to 0.
    private func wrap(_ raw: Double, _ ad: Double, leftLimit: Bool) -> Double {
        guard ad.isFinite else { return max(0, raw) }
        guard ad > 0 else { return 0 }
        var p = raw.truncatingRemainder(dividingBy: ad)
        if p < 0 { p += ad }
        if leftLimit && p == 0 { p = ad }
        return min(p, ad)
    }

    /// Splits an active-duration position into iteration and time within the iteration.
    private func sample(_ p: Double, leftLimit: Bool, phase: AnimationPhase, filled: Bool) -> TimingSample {
        guard duration.isFinite else {
            return TimingSample(phase: phase, iteration: 0, time: p, duration: duration, isFilled: filled)
        }
        let period = autoreverses ? 2 * duration : duration
        var k = (p / period).rounded(.down)
        if leftLimit && p > 0 && k * period >= p { k -= 1 }
        k = max(0, k)
        var r = min(max(0, p - k * period), period)
        if autoreverses && r > duration { r = period - r }
        return TimingSample(phase: phase, iteration: k, time: min(r, duration), duration: duration, isFilled: filled)
    }
}
