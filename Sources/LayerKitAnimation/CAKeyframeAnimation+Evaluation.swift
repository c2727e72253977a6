extension CAKeyframeAnimation {
    /// The value through `values` at `sample`: every value converted to the property's type
    /// (one that does not convert leaves the animation without effect), the track evaluated at
    /// the timed fraction, cumulative repeats adding `last - first` per iteration.
    func keyframeValue<V: AnimatableValue>(at sample: TimingSample, coerce: (Any) -> V?) -> V? {
        guard let raw = values, !raw.isEmpty else { return nil }
        var typed: [V] = []
        typed.reserveCapacity(raw.count)
        for element in raw {
            guard let v = coerce(element) else { return nil }
            typed.append(v)
        }
        let track = KeyframeTrack(values: typed, keyTimes: keyTimes, timingFunctions: timingFunctions,
                                  mode: calculationMode, tension: tensionValues, continuity: continuityValues,
                                  bias: biasValues)
        let v = track.value(at: timedFraction(sample))
        return accumulated(v, start: typed[0], end: typed[typed.count - 1], iteration: sample.iteration,
                           cumulative: isCumulative)
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
