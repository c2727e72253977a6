/// Keyframe times: validation against Apple's rules, even spacing, and segment lookup.
package enum KeyTimes {
    /// `given` when Apple's rules accept it, otherwise evenly spaced times.
    ///
    /// Valid: every entry finite and within 0...1, non-decreasing, the first 0 and the last 1,
    /// and one entry per value (`count`), or one more for discrete mode (Apple: "the keyTimes
    /// array should have one more entry than appears in the values array"). Invalid or missing
    /// keyTimes are replaced by `count` evenly spaced times (`count + 1` for discrete mode),
    /// which is what Core Animation does without keyTimes.
    package static func resolve(_ given: [NSNumber]?, count: Int, discrete: Bool) -> [Double] {
        if let given, isValid(given.map(\.doubleValue), count: count, discrete: discrete) {
            return given.map(\.doubleValue)
        }
        return evenlySpaced(discrete ? count + 1 : count)
    }

    /// Whether `times` is valid keyTimes for `count` values.
    package static func isValid(_ times: [Double], count: Int, discrete: Bool) -> Bool {
        guard times.count == count || (discrete && times.count == count + 1), let first = times.first, let last = times.last else {
            return false
        }
        guard first == 0, last == 1, times.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }) else { return false }
        return zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }
    }

    /// `n` times from 0 to 1 at equal steps (`[0]` for one).
    package static func evenlySpaced(_ n: Int) -> [Double] {
        guard n > 1 else { return [0] }
        return (0..<n).map { Double($0) / Double(n - 1) }
    }

    /// The segment `i` (from `times[i]` to `times[i + 1]`) that holds `f`, and how far through
    /// it `f` is, 0...1. Right-continuous: at a keyframe time the later segment starts; before
    /// the first time the first segment is at 0, at or after the last time the last segment is at 1;
    /// zero-length segments are passed over (the value jumps). Needs at least two times.
    package static func segment(containing f: Double, in times: [Double]) -> (index: Int, local: Double) {
        let last = times.count - 2
        guard f > times[0] else { return (0, 0) }
        guard f < times[last + 1] else { return (last, 1) }
        var lo = 0, hi = last   // largest i <= last with times[i] <= f
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if times[mid] <= f { lo = mid } else { hi = mid - 1 }
        }
        let width = times[lo + 1] - times[lo]
        return (lo, width > 0 ? min(1, (f - times[lo]) / width) : 1)
    }

    /// The index of the value shown at `f` in discrete mode: the last keyframe whose time has
    /// been reached; at the end (f ≥ 1) the last value.
    package static func discreteIndex(at f: Double, in times: [Double], count: Int) -> Int {
        if f >= 1 { return count - 1 }
        var index = 0
        for i in 0..<min(count, times.count) where times[i] <= f { index = i }
        return index
    }
}

/// A value animated through keyframes in one of Apple's calculation modes.
///
/// - linear: straight lines between keyframes, each segment paced by its timing function.
/// - discrete: each value holds until the next keyframe time.
/// - paced: linear, with keyframe times proportional to the distances between values
///   (constant speed); keyTimes and timingFunctions are ignored (Apple's documentation).
/// - cubic: a Kochanek–Bartels spline through the keyframes (tension, continuity, bias per
///   keyframe; all 0, or missing, gives Catmull-Rom), each segment a cubic Hermite curve in its
///   own parameter 0...1; the end keyframes take their missing neighbour to be themselves.
/// - cubicPaced: the same spline traversed at constant speed (by sampled arc length).
/// An unknown mode animates as linear.
package struct KeyframeTrack<V: AnimatableValue> {
    package let values: [V]
    package let mode: CAAnimationCalculationMode
    package let keyTimes: [Double]
    package let timingFunctions: [CAMediaTimingFunction]
    package let tension: [Double], continuity: [Double], bias: [Double]
    /// What the paced modes derive from the values, made once with the track: paced mode's
    /// keyframe times, cubicPaced mode's cumulative arc length at each sample (empty otherwise).
    private var pacedKeyTimes: [Double] = []
    private var arcLengths: [Double] = []

    /// A track through `values` (at least one).
    package init(values: [V], keyTimes: [NSNumber]?, timingFunctions: [CAMediaTimingFunction]?,
                 mode: CAAnimationCalculationMode, tension: [NSNumber]? = nil, continuity: [NSNumber]? = nil,
                 bias: [NSNumber]? = nil) {
        precondition(!values.isEmpty, "a keyframe track needs a value")
        self.values = values
        self.mode = mode
        self.keyTimes = KeyTimes.resolve(keyTimes, count: values.count, discrete: mode == .discrete)
        self.timingFunctions = timingFunctions ?? []
        func perKeyframe(_ list: [NSNumber]?) -> [Double] {
            guard let list, list.count == values.count else { return Array(repeating: 0, count: values.count) }
            return list.map { $0.doubleValue.isFinite ? $0.doubleValue : 0 }
        }
        self.tension = perKeyframe(tension)
        self.continuity = perKeyframe(continuity)
        self.bias = perKeyframe(bias)
        guard values.count > 1 else { return }
        if mode == .paced { pacedKeyTimes = pacedTimes() }
        if mode == .cubicPaced { arcLengths = sampledArcLengths() }
    }

    /// The value at fraction `f` (0...1) of the iteration, after the animation's own timing function.
    package func value(at f: Double) -> V {
        guard values.count > 1 else { return values[0] }
        switch mode {
        case .discrete: return values[KeyTimes.discreteIndex(at: f, in: keyTimes, count: values.count)]
        case .paced: return linear(at: f, times: pacedKeyTimes, eased: false)
        case .cubic: return cubic(at: f)
        case .cubicPaced: return cubicPaced(at: f)
        default: return linear(at: f, times: keyTimes, eased: true)
        }
    }

    /// Segment `i`'s local fraction through its timing function (`timingFunctions[i]`, linear
    /// when there is none for that segment).
    private func eased(_ local: Double, segment i: Int) -> Double {
        i < timingFunctions.count ? timingFunctions[i].solve(local) : local
    }

    private func linear(at f: Double, times: [Double], eased applyTiming: Bool) -> V {
        let (i, local) = KeyTimes.segment(containing: f, in: times)
        let s = applyTiming ? eased(local, segment: i) : local
        return values[i].interpolated(to: values[i + 1], fraction: s)
    }

    /// Keyframe times proportional to the cumulative distance; even when all values coincide.
    private func pacedTimes() -> [Double] {
        var cumulative = [0.0]
        for i in 1..<values.count { cumulative.append(cumulative[i - 1] + values[i - 1].distance(to: values[i])) }
        guard let total = cumulative.last, total > 0, total.isFinite else { return KeyTimes.evenlySpaced(values.count) }
        return cumulative.map { $0 / total }
    }

    private func cubic(at f: Double) -> V {
        let (i, local) = KeyTimes.segment(containing: f, in: keyTimes)
        return spline(segment: i, at: eased(local, segment: i))
    }

    /// Samples per spline segment for arc length in cubicPaced mode.
    private static var arcSamples: Int { 32 }

    /// The cumulative length of the spline at each of `arcSamples` samples of each segment.
    private func sampledArcLengths() -> [Double] {
        let n = Self.arcSamples
        var lengths = [0.0]
        lengths.reserveCapacity((values.count - 1) * n + 1)
        var previous = values[0]
        for i in 0..<(values.count - 1) {
            for j in 1...n {
                let p = spline(segment: i, at: Double(j) / Double(n))
                lengths.append(lengths[lengths.count - 1] + previous.distance(to: p))
                previous = p
            }
        }
        return lengths
    }

    private func cubicPaced(at f: Double) -> V {
        let n = Self.arcSamples
        let lengths = arcLengths
        guard let total = lengths.last, total > 0, total.isFinite else { return cubic(at: f) }
        let (k, local) = KeyTimes.segment(containing: min(1, max(0, f)) * total, in: lengths)
        let position = (Double(k) + local) / Double(n)   // in segments
        let i = min(values.count - 2, Int(saturating: position))
        return spline(segment: i, at: min(1, position - Double(i)))
    }

    /// The Kochanek–Bartels curve of segment `i` at parameter `s`:
    /// `h00 P_i + h10 T_i(out) + h01 P_i+1 + h11 T_i+1(in)`.
    private func spline(segment i: Int, at s: Double) -> V {
        let s2 = s * s, s3 = s2 * s
        let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
        return values[i].scaled(by: h00)
            .adding(tangents(at: i).outgoing.scaled(by: h10))
            .adding(values[i + 1].scaled(by: h01))
            .adding(tangents(at: i + 1).incoming.scaled(by: h11))
    }

    /// Kochanek–Bartels tangents at keyframe `i`, from the differences to its neighbours.
    private func tangents(at i: Int) -> (incoming: V, outgoing: V) {
        let p = values[i]
        let before = p.subtracting(values[max(0, i - 1)])
        let after = values[min(values.count - 1, i + 1)].subtracting(p)
        let t = tension[i], c = continuity[i], b = bias[i]
        let outgoing = before.scaled(by: (1 - t) * (1 + c) * (1 + b) / 2).adding(after.scaled(by: (1 - t) * (1 - c) * (1 - b) / 2))
        let incoming = before.scaled(by: (1 - t) * (1 - c) * (1 + b) / 2).adding(after.scaled(by: (1 - t) * (1 + c) * (1 - b) / 2))
        return (incoming, outgoing)
    }
}
