/// The motion of a damped spring `m x'' + c x' + k (x - 1) = 0` from 0 toward 1, in seconds.
///
/// Progress starts at 0 with velocity `initialVelocity` (1 is the whole distance per second,
/// toward the target) and overshoots 1 when underdamped. Parameters that make no physical
/// sense (non-finite, mass or stiffness not positive, negative damping) are replaced by Apple's
/// defaults (mass 1, stiffness 100, damping 10, velocity 0), a documented no-op.
package struct SpringMotion: Equatable, Sendable {
    package let mass: Double
    package let stiffness: Double
    package let damping: Double
    package let initialVelocity: Double

    /// Below this bound on the remaining displacement (a fraction of the distance) the spring is at rest.
    package static let restThreshold = 0.001

    /// A spring with these parameters; unless `allowsOverdamping`, damping above critical is
    /// clamped to critical (Apple's default behaviour).
    package init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0,
                 allowsOverdamping: Bool = false) {
        let m = mass.isFinite && mass > 0 ? mass : 1
        let k = stiffness.isFinite && stiffness > 0 ? stiffness : 100
        var c = damping.isFinite && damping >= 0 ? damping : 10
        if !allowsOverdamping { c = min(c, 2 * (k * m).squareRoot()) }
        self.mass = m
        self.stiffness = k
        self.damping = c
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// The motion of `animation`'s parameters; `clampingDamping: false` keeps damping above
    /// critical (for reading `bounce`).
    package init(_ animation: CASpringAnimation, clampingDamping: Bool = true) {
        self.init(mass: Double(animation.mass), stiffness: Double(animation.stiffness),
                  damping: Double(animation.damping), initialVelocity: Double(animation.initialVelocity),
                  allowsOverdamping: animation.allowsOverdamping || !clampingDamping)
    }

    /// √(k/m), radians per second.
    package var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// c / (2 √(k m)): below 1 underdamped, 1 critical, above 1 overdamped.
    package var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Progress at `t` seconds: 0 at `t <= 0`, tending to 1.
    package func progress(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        guard t.isFinite else { return dampingRatio > 0 ? 1 : 0 }
        return 1 - displacement(at: t)
    }

    /// The remaining displacement `1 - progress` (starts at 1 with velocity `-initialVelocity`).
    private func displacement(at t: Double) -> Double {
        let w0 = naturalFrequency, z = dampingRatio, v0 = initialVelocity
        if abs(z - 1) < 1e-9 {
            return (1 + (w0 - v0) * t) * exp(-w0 * t)
        }
        if z < 1 {
            let wd = w0 * (1 - z * z).squareRoot()
            return exp(-z * w0 * t) * (cos(wd * t) + (z * w0 - v0) / wd * sin(wd * t))
        }
        let (r1, r2, c1, c2) = overdampedTerms
        return c1 * exp(r1 * t) + c2 * exp(r2 * t)
    }

    /// Roots and coefficients of the overdamped solution `c1 e^(r1 t) + c2 e^(r2 t)`.
    private var overdampedTerms: (r1: Double, r2: Double, c1: Double, c2: Double) {
        let w0 = naturalFrequency, z = dampingRatio
        let s = w0 * (z * z - 1).squareRoot()
        let r1 = -z * w0 + s, r2 = -z * w0 - s
        let c1 = (-initialVelocity - r2) / (r1 - r2)
        return (r1, r2, c1, 1 - c1)
    }

    /// Seconds until the spring is at rest: until the bound on the displacement, the sum of
    /// the magnitudes of the solution's coefficients times its decaying envelope, falls below
    /// `restThreshold`. Underdamped: `ln((1 + |ζω₀ - v₀| / ω_d) / 0.001) / (ζω₀)`, which gives
    /// 1.4727 s for Apple's defaults (m 1, k 100, c 10), about 2.85 s for damping 5 and just
    /// over 1 s for damping 15 (Apple's settlingDuration documentation). Critical and
    /// overdamped springs use the same bound, solved numerically. Infinite without damping.
    package var settlingDuration: Double {
        let w0 = naturalFrequency, z = dampingRatio, v0 = initialVelocity
        let eps = Self.restThreshold
        guard z > 0 else { return .infinity }
        if z < 1 && abs(z - 1) >= 1e-9 {
            let wd = w0 * (1 - z * z).squareRoot()
            return max(0, log((1 + abs(z * w0 - v0) / wd) / eps) / (z * w0))
        }
        let bound: (Double) -> Double
        var start = 0.0
        if abs(z - 1) < 1e-9 {
            let b = abs(w0 - v0)
            bound = { (1 + b * $0) * exp(-w0 * $0) }
            if b > w0 { start = (b - w0) / (b * w0) }   // the bound's maximum
        } else {
            let (r1, r2, c1, c2) = overdampedTerms
            bound = { abs(c1) * exp(r1 * $0) + abs(c2) * exp(r2 * $0) }
        }
        return Self.lastCrossing(of: bound, below: eps, after: start)
    }

    /// The time after `start` where the decreasing `f` falls to `level` (bisection).
    private static func lastCrossing(of f: (Double) -> Double, below level: Double, after start: Double) -> Double {
        guard f(start) > level else { return start }
        var lo = start, hi = start + 1
        for _ in 0..<200 where f(hi) > level { lo = hi; hi = start + (hi - start) * 2 }
        for _ in 0..<100 {
            let mid = (lo + hi) / 2
            if f(mid) > level { lo = mid } else { hi = mid }
        }
        return hi
    }

    /// The undamped period `2π √(m/k)`, seconds (Apple's perceptual duration).
    package var perceptualDuration: Double { 2 * .pi * (mass / stiffness).squareRoot() }

    /// `1 - ζ` for ζ ≤ 1, `1/ζ - 1` above: 0 critically damped, 1 undamped, toward -1 overdamped.
    package var bounce: Double {
        let z = dampingRatio
        return z <= 1 ? 1 - z : 1 / z - 1
    }

    /// The spring with perceptual duration `duration` (its undamped period) and `bounce`, of
    /// mass 1: stiffness `(2π / duration)²`, damping ratio `1 - bounce` (bounce ≥ 0) or
    /// `1 / (1 + bounce)` (bounce < 0). These reproduce Apple's documented examples of the
    /// same mapping (SwiftUI `Spring`: duration 0.5, bounce 0.3 gives stiffness 157.9 and
    /// damping 17.6). A non-positive or non-finite duration reads as 0.5 s; bounce is
    /// clamped to -0.99...1 (non-finite reads as 0).
    package static func perceptual(duration: Double, bounce: Double) -> SpringMotion {
        let d = duration.isFinite && duration > 0 ? duration : 0.5
        let b = bounce.isFinite ? min(1, max(-0.99, bounce)) : 0
        let stiffness = pow(2 * .pi / d, 2)
        let ratio = b >= 0 ? 1 - b : 1 / (1 + b)
        return SpringMotion(mass: 1, stiffness: stiffness, damping: 4 * .pi * ratio / d, allowsOverdamping: true)
    }
}

extension CASpringAnimation {
    /// A spring with Apple's perceptual parameters (see `SpringMotion.perceptual`): mass 1,
    /// the stiffness and damping they give, overdamping allowed for negative bounce, and
    /// `duration` set to the resulting `settlingDuration` so the whole motion plays (LayerKit's
    /// choice; Apple does not document the duration this initializer leaves).
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let motion = SpringMotion.perceptual(duration: perceptualDuration, bounce: Double(bounce))
        mass = CGFloat(motion.mass)
        stiffness = CGFloat(motion.stiffness)
        damping = CGFloat(motion.damping)
        allowsOverdamping = motion.dampingRatio > 1
        duration = motion.settlingDuration
    }

    /// Progress at `sample`: the spring's motion at the iteration's time in seconds, warped by
    /// `timingFunction` when one is set.
    func springProgress(at sample: TimingSample) -> Double {
        var t = sample.time
        if let function = timingFunction, sample.duration.isFinite, sample.duration > 0 {
            t = sample.duration * function.solve(sample.time / sample.duration)
        }
        return SpringMotion(self).progress(at: t)
    }
}
