extension CABasicAnimation {
    /// The interpolated value at `sample`: between the endpoints Apple's rules give, at
    /// `progress(at:)`, with repeats added when `cumulative` (the animation's `isCumulative`).
    @_specialize(where V == CGFloat)
    func basicValue<V: AnimatableValue>(at sample: TimingSample, current: V, coerce: (Any) -> V?, cumulative: Bool) -> V? {
        guard let (from, to) = endpoints(current: current, coerce: coerce) else { return nil }
        let v = from.interpolated(to: to, fraction: progress(at: sample))
        return accumulated(v, start: from, end: to, iteration: sample.iteration, cumulative: cumulative)
    }

    /// The start and end values by Apple's rules for `fromValue`, `toValue`, `byValue`
    /// (CABasicAnimation documentation, "Setting Interpolation Values"):
    /// from and to: from → to; from and by: from → from + by; by and to: to - by → to;
    /// from only: from → current; to only: current → to; by only: current → current + by.
    /// `current` is the property's value before this animation (its additive identity when
    /// the animation is additive). With none of the three set the animation has no effect
    /// (Apple then interpolates between the previous and current presentation values, which
    /// an evaluation at a single time does not have). A value that does not convert to the
    /// property's type also leaves the animation without effect. The converted values are
    /// made once per animation (`typedEndpoints`).
    @_specialize(where V == CGFloat)
    func endpoints<V: AnimatableValue>(current: V, coerce: (Any) -> V?) -> (V, V)? {
        let typed = typedEndpoints(coerce: coerce)
        guard typed.fits else { return nil }
        switch (typed.from, typed.to, typed.by) {
        case let (f?, t?, _): return (f, t)
        case let (f?, nil, b?): return (f, f.adding(b))
        case let (nil, t?, b?): return (t.subtracting(b), t)
        case let (f?, nil, nil): return (f, current)
        case let (nil, t?, nil): return (current, t)
        case let (nil, nil, b?): return (current, current.adding(b))
        case (nil, nil, nil): return nil
        }
    }
}
