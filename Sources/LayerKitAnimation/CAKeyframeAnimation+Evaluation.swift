extension CAKeyframeAnimation {
    /// The value through `values` at `sample`: every value converted to the property's type
    /// (one that does not convert leaves the animation without effect), the track evaluated at
    /// the timed fraction, cumulative repeats adding `last - first` per iteration.
    func keyframeValue<V: AnimatableValue>(at sample: TimingSample, coerce: (Any) -> V?) -> V? {
        guard let track = typedTrack(coerce: coerce).track else { return nil }
        let v = track.value(at: timedFraction(sample))
        return accumulated(v, start: track.values[0], end: track.values[track.values.count - 1],
                           iteration: sample.iteration, cumulative: isCumulative)
    }

    /// The track through `values` converted to `V`, made once per animation and type (the
    /// paced modes' tables with it); its setters forget it. Within one animation a given `V`
    /// always comes with the same conversion, as for `typedEndpoints`.
    func typedTrack<V: AnimatableValue>(coerce: (Any) -> V?) -> TypedTrack<V> {
        if let t = memo.withLock({ $0.endpoints }) as? TypedTrack<V> { return t }
        let t = TypedTrack(self, coerce: coerce)
        memo.withLock { $0.endpoints = t }
        return t
    }

    /// Moves a point property along `path` and, with a `rotationMode`, turns the layer to the
    /// path's tangent. The property must hold a point (`position`, `anchorPoint`...) or a pair
    /// a point stands for (`transform.translation`, as on Apple; a size); otherwise,
    /// or for an empty path, the animation has no effect. Additive adds the path point to the
    /// property's value; cumulative adds `end - start` of the path per completed iteration.
    ///
    /// Rotation: the angle of the tangent, `atan2(dy, dx)` (plus π for `.rotateAutoReverse`),
    /// turns the layer about z by writing the target's `"transform"` as
    /// `Rz(angle)` concatenated with the current transform (the rotation applies first).
    func applyPath(_ path: CGPath, _ sample: TimingSample, to target: AnimationTarget) {
        guard let keyPath, let stored = target.presentationValue(forKeyPath: keyPath),
              let base = Self.pathPoint(stored), let track = PathTrack(path) else { return }
        let at = track.sample(at: timedFraction(sample), keyTimes: keyTimes, timingFunctions: timingFunctions,
                              mode: calculationMode)
        var point = accumulated(at.point, start: track.start, end: track.end, iteration: sample.iteration,
                                cumulative: isCumulative)
        if isAdditive { point = point.combinedAdditively(with: base) }
        if stored is CGSize {
            target.setPresentationValue(CGSize(width: point.x, height: point.y), forKeyPath: keyPath)
        } else {
            target.setPresentationValue(point, forKeyPath: keyPath)
        }
        if let turn = rotationMode.flatMap({ Self.rotationOffsets[$0.rawValue] }) {
            rotate(target, by: CGFloat(atan2(at.tangent.y, at.tangent.x)) + turn)
        }
    }

    /// The point a path animation moves `stored` (a property's value) from: the point itself,
    /// or a translation's or a size's two numbers; nil for other values.
    package static func pathPoint(_ stored: Any) -> CGPoint? {
        if let p = stored as? CGPoint { return p }
        if let t = stored as? PlanarTranslation { return CGPoint(x: t.x, y: t.y) }
        if let s = stored as? CGSize { return CGPoint(x: s.width, y: s.height) }
        return CGPoint.coerce(stored)
    }

    /// The extra turn of each rotation mode (Apple: auto, autoReverse); other values rotate nothing.
    private static let rotationOffsets: [String: CGFloat] = [
        CAAnimationRotationMode.rotateAuto.rawValue: 0,
        CAAnimationRotationMode.rotateAutoReverse.rawValue: .pi,
    ]

    private func rotate(_ target: AnimationTarget, by angle: CGFloat) {
        guard angle.isFinite, let stored = target.presentationValue(forKeyPath: "transform"),
              let transform = CATransform3D.coerce(stored) else { return }
        target.setPresentationValue(CATransform3DMakeRotation(angle, 0, 0, 1).concatenating(transform), forKeyPath: "transform")
    }
}

/// A keyframe animation's track converted to one value type; nil when there are no values or
/// one does not convert (the animation then has no effect).
final class TypedTrack<V: AnimatableValue> {
    let track: KeyframeTrack<V>?

    init(_ a: CAKeyframeAnimation, coerce: (Any) -> V?) {
        guard let raw = a.values, !raw.isEmpty else { track = nil; return }
        var typed: [V] = []
        typed.reserveCapacity(raw.count)
        for element in raw {
            guard let v = coerce(element) else { track = nil; return }
            typed.append(v)
        }
        track = KeyframeTrack(values: typed, keyTimes: a.keyTimes, timingFunctions: a.timingFunctions,
                              mode: a.calculationMode, tension: a.tensionValues, continuity: a.continuityValues,
                              bias: a.biasValues)
    }
}
