/// The value `transform.translation` animates as: the x and y of a transform's translation, in
/// the layer's points. Apple's key path takes a `CGSize` (the programming guide's "CATransform3D
/// Key Paths") and also a `CGPoint` (code written for Apple, such as vector-animation players,
/// gives points; both are two numbers in an `NSValue` there), so either, bare or boxed, animates
/// it, as does a keyframe `path` (its points). Reading the key path still gives a `CGSize`, as
/// on Apple.
package struct PlanarTranslation: AnimatableValue, Equatable, Sendable {
    /// The translation along x and y, points.
    package var x: CGFloat, y: CGFloat

    package init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }

    /// A `PlanarTranslation`, a `CGSize` (width, height) or a `CGPoint` (x, y), bare or in an
    /// `NSValue`, with finite parts; nil for anything else.
    package static func coerce(_ value: Any) -> PlanarTranslation? {
        if let t = value as? PlanarTranslation { return t }
        if let s = CGSize.coerce(value) { return PlanarTranslation(x: s.width, y: s.height) }
        if let p = CGPoint.coerce(value) { return PlanarTranslation(x: p.x, y: p.y) }
        return nil
    }

    /// The translation as Apple's key path reads it.
    package var size: CGSize { CGSize(width: x, height: y) }

    package func interpolated(to other: PlanarTranslation, fraction t: Double) -> PlanarTranslation {
        PlanarTranslation(x: x.interpolated(to: other.x, fraction: t), y: y.interpolated(to: other.y, fraction: t))
    }
    package func adding(_ o: PlanarTranslation) -> PlanarTranslation { PlanarTranslation(x: x + o.x, y: y + o.y) }
    package func subtracting(_ o: PlanarTranslation) -> PlanarTranslation { PlanarTranslation(x: x - o.x, y: y - o.y) }
    package func scaled(by s: Double) -> PlanarTranslation { PlanarTranslation(x: x * CGFloat(s), y: y * CGFloat(s)) }
    /// Euclidean distance, points.
    package func distance(to o: PlanarTranslation) -> Double { Double(hypot(o.x - x, o.y - y)) }
}
