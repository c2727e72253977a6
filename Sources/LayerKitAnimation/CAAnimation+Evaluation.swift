extension CAAnimation {
    /// This animation's timing as a model; a duration of 0 stands for `defaultDuration`
    /// (0.25 s, as on Apple; a group's duration for its children).
    /// Made once and kept until a timing property changes (`AnimationMemo`).
    package func timingModel(defaultDuration: CFTimeInterval = 0.25) -> MediaTimingModel {
        memoizedTimingModel(defaultDuration: defaultDuration)
    }

    /// Evaluates the animation at time `t` of the layer it is attached to (the layer's local
    /// time, the space of `beginTime`) and writes its values into `target`; returns its phase.
    ///
    /// The layer model calls this for each attached animation in the order they were added,
    /// after resetting the target to the model values; values held by a fill mode are written
    /// too (phase `.pending` or `.finished`). The result depends only on the animation, `t`
    /// and the values the target holds: no state is kept between calls.
    package func evaluate(into target: AnimationTarget, atLayerTime t: CFTimeInterval) -> AnimationPhase {
        evaluate(into: target, atParentTime: t, defaultDuration: 0.25, endInclusive: false)
    }

    /// `evaluate(into:atLayerTime:)` in any parent time space (a group's children), with the
    /// stand-in for a zero duration and the end-inclusive rule of `MediaTimingModel.state`.
    package func evaluate(into target: AnimationTarget, atParentTime t: CFTimeInterval,
                          defaultDuration: CFTimeInterval, endInclusive: Bool) -> AnimationPhase {
        let state = timingModel(defaultDuration: defaultDuration).state(atParentTime: t, endInclusive: endInclusive)
        if let sample = state.sample { apply(sample, to: target) }
        return state.phase
    }

    /// The sample's iteration fraction through `timingFunction` (nil means linear).
    package func timedFraction(_ sample: TimingSample) -> Double {
        let f = sample.fraction
        return timingFunction?.solve(f) ?? f
    }
}

extension CAPropertyAnimation {
    /// The shared pipeline of property animations: read the property at `keyPath` from the
    /// target, compute the value in its type (or through `valueFunction`), combine it with the
    /// property's value when additive, and write it back. A missing key path, a property the
    /// target does not have, or values that do not convert to the property's type: no effect.
    func applyProperty(_ sample: TimingSample, to target: AnimationTarget) {
        guard let plan = plan(for: target), let base = target.presentationValue(at: plan.path) ?? unsetBase(plan, target)
        else { return }
        if let function = plan.valueFunction {
            applyValueFunction(function, base: base, sample: sample, plan: plan, target: target)
        } else {
            applyOpened(base, sample: sample, plan: plan, target: target)
        }
    }

    /// The value a key path holding none animates from, when the target takes any value there
    /// (`AnimationTarget.storesAnyValue(at:)`): the zero of the type of the animation's first
    /// value (`fromValue`, `toValue`, `byValue`, or the first keyframe), numbers as `CGFloat`,
    /// as Apple's dynamic properties read 0 until set. Nil otherwise.
    private func unsetBase(_ plan: PropertyPlan, _ target: AnimationTarget) -> (any AnimatableValue)? {
        guard target.storesAnyValue(at: plan.path), let first = firstGivenValue else { return nil }
        if NumericCoercion.double(first) != nil { return CGFloat(0) }
        guard let value = first as? any AnimatableValue else { return nil }
        return Self.zero(like: value)
    }

    private static func zero<V: AnimatableValue>(like value: V) -> any AnimatableValue { value.additiveIdentity }

    /// The first value the animation names, of whichever kind it has.
    private var firstGivenValue: Any? {
        if let b = self as? CABasicAnimation { return b.fromValue ?? b.toValue ?? b.byValue }
        if let k = self as? CAKeyframeAnimation { return k.values?.first }
        return nil
    }

    /// `applyTyped` for the value's own type; a `CGFloat` is handed on as such, so its
    /// specialized copy runs (an opened existential reaches only the generic one).
    private func applyOpened<V: AnimatableValue>(_ base: V, sample: TimingSample, plan: PropertyPlan,
                                                 target: AnimationTarget) {
        if V.self == CGFloat.self {
            applyTyped(unsafeBitCast(base, to: CGFloat.self), sample: sample, plan: plan, target: target)
        } else {
            applyTyped(base, sample: sample, plan: plan, target: target)
        }
    }

    // Scalars (opacity, strokeEnd, a dash phase...) are what most animations move: their
    // copy of the pipeline is compiled for `CGFloat`, without generic metadata at run time.
    @_specialize(where V == CGFloat)
    private func applyTyped<V: AnimatableValue>(_ base: V, sample: TimingSample, plan: PropertyPlan,
                                                target: AnimationTarget) {
        let current = plan.isAdditive ? base.additiveIdentity : base
        guard var v = typedValue(at: sample, current: current, cumulative: plan.isCumulative) else { return }
        if plan.isAdditive { v = v.combinedAdditively(with: base) }
        target.setPresentationValue(v, at: plan.path)
    }

    /// `value(at:current:coerce:)` with `V.coerce`. Basic animations (and springs), the most
    /// common, are called directly: a call of the generic method through the class's table
    /// takes its unspecialized entry, which looks up the metadata of `V?` on every call.
    @_specialize(where V == CGFloat)
    private func typedValue<V: AnimatableValue>(at sample: TimingSample, current: V, cumulative: Bool) -> V? {
        if let basic = self as? CABasicAnimation {
            return basic.basicValue(at: sample, current: current, coerce: { V.coerce($0) }, cumulative: cumulative)
        }
        return value(at: sample, current: current, coerce: { V.coerce($0) })
    }

    /// With a value function the animation's values are scalars (or 3-vectors) that the
    /// function turns into the whole transform at the key path; a missing endpoint is the
    /// function's identity (0 for rotations and translations, 1 for scales).
    private func applyValueFunction(_ function: CAValueFunction, base: any AnimatableValue, sample: TimingSample,
                                    plan: PropertyPlan, target: AnimationTarget) {
        guard let baseTransform = CATransform3D.coerce(base), let spec = function.spec else { return }
        guard let v = value(at: sample, current: spec.identity, coerce: { spec.vector(from: $0) }) else { return }
        var t = spec.make(v)
        if plan.isAdditive { t = t.combinedAdditively(with: baseTransform) }
        target.setPresentationValue(t, at: plan.path)
    }

    /// `value` advanced by whole iterations when cumulative: each completed iteration adds
    /// `end - start` (Apple: "each repeat builds on the previous one").
    @_specialize(where V == CGFloat)
    func accumulated<V: AnimatableValue>(_ value: V, start: V, end: V, iteration: Double, cumulative: Bool) -> V {
        guard cumulative, iteration > 0 else { return value }
        return value.adding(end.subtracting(start).scaled(by: iteration))
    }
}
