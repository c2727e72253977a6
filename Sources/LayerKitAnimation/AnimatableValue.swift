/// A property value an animation can interpolate.
///
/// Conformers: `CGFloat`, `Double`, `Float`, `Int` (rounded), `CGPoint`, `CGSize`, `CGRect`,
/// `CGColor` (component-wise in RGBA), `CATransform3D` and `CGAffineTransform` (decomposed,
/// rotation by slerp), `CGPath` (point-wise, same element structure), arrays of animatable
/// values (element-wise), and discrete values (`Bool`, `String`, `CGImage`, `DiscreteValue`
/// for anything else), which switch at fraction 0.5 instead of blending. Animation values
/// given as `NSNumber`/`NSValue` or another numeric type are converted with `coerce(_:)` to
/// the type of the animated property.
package protocol AnimatableValue {
    /// `value` converted to this type, or nil when it cannot stand for one.
    static func coerce(_ value: Any) -> Self?
    /// The value a fraction `t` of the way to `other` (`t` may leave 0...1, as springs overshoot).
    func interpolated(to other: Self, fraction t: Double) -> Self
    /// The sum used for `byValue` and cumulative repeats (component-wise; element-wise for matrices).
    func adding(_ other: Self) -> Self
    /// The difference, the inverse of `adding`.
    func subtracting(_ other: Self) -> Self
    /// The value scaled component-wise (for splines).
    func scaled(by s: Double) -> Self
    /// A non-negative distance to `other`, for paced keyframes.
    func distance(to other: Self) -> Double
    /// How an additive animation's value `self` combines with the property's `base` value
    /// (a sum; for transforms, `self` concatenated with `base`).
    func combinedAdditively(with base: Self) -> Self
    /// The value that leaves a base unchanged under `combinedAdditively(with:)`: zero, or the
    /// identity for transforms. An additive animation uses it for a missing endpoint, where a
    /// non-additive one uses the property's current value (its values are offsets from the base).
    var additiveIdentity: Self { get }
    /// The part at `subKeyPath` of a composite value (`KeyValueComposite`), nil for any other:
    /// a witness call, where `as? KeyValueComposite` searches conformances at run time on
    /// every animation frame of `transform.rotation.z`.
    func animatablePart(forSubKeyPath subKeyPath: String) -> (any AnimatableValue)?
    /// The value with the part at `subKeyPath` replaced by `part` (coerced); nil when the value
    /// is no composite, has no such part, or `part` does not fit.
    func settingAnimatablePart(_ part: Any, forSubKeyPath subKeyPath: String) -> (any AnimatableValue)?
}

extension AnimatableValue {
    package func combinedAdditively(with base: Self) -> Self { base.adding(self) }
    package var additiveIdentity: Self { subtracting(self) }
    package func animatablePart(forSubKeyPath subKeyPath: String) -> (any AnimatableValue)? { nil }
    package func settingAnimatablePart(_ part: Any, forSubKeyPath subKeyPath: String) -> (any AnimatableValue)? { nil }
}

extension AnimatableValue where Self: KeyValueComposite {
    package func animatablePart(forSubKeyPath subKeyPath: String) -> (any AnimatableValue)? {
        value(forSubKeyPath: subKeyPath)
    }
    package func settingAnimatablePart(_ part: Any, forSubKeyPath subKeyPath: String) -> (any AnimatableValue)? {
        setting(part, forSubKeyPath: subKeyPath)
    }
}

/// A value with named parts reachable by key path, such as `position.x`,
/// `bounds.size.width` or `transform.rotation.z`.
package protocol KeyValueComposite {
    /// The part at `subKeyPath` (dot-separated), or nil when there is no such part.
    func value(forSubKeyPath subKeyPath: String) -> (any AnimatableValue)?
    /// The value with the part at `subKeyPath` replaced; nil when there is no such part or
    /// `part` has the wrong type (it is coerced first).
    func setting(_ part: Any, forSubKeyPath subKeyPath: String) -> Self?
}

/// What animations write into: the presentation state of one layer while it is evaluated.
///
/// Animations are applied in the order they were added; each reads the value left by the
/// model and the animations before it, and writes its result.
///
/// Key paths are resolved once into an object of the target's making (`resolveKeyPath`), which
/// animations keep (`AnimationMemo`) and hand back to the accessors each frame, to any target
/// of the same `keyPathDomain`: a resolution depends only on the key path and the domain, not
/// on the values a target holds.
package protocol AnimationTarget: AnyObject {
    /// Which targets accept each other's resolutions (a layer's: its class).
    var keyPathDomain: ObjectIdentifier { get }
    /// `keyPath` in the form the two accessors below take.
    func resolveKeyPath(_ keyPath: String) -> AnyObject
    /// The value at a resolved key path as evaluated so far; nil for key paths the layer does not have.
    func presentationValue(at path: AnyObject) -> (any AnimatableValue)?
    /// Replaces the value at a resolved key path (coerced to the property's type; ignored
    /// when it cannot be).
    func setPresentationValue(_ value: any AnimatableValue, at path: AnyObject)
    /// Records that `transition` is running at `progress` (0...1, after timing), so the
    /// compositor draws the layer's old and new states.
    func setTransition(_ transition: CATransition, progress: Double)
    /// Whether the target stores a value of any type at a resolved key path that holds none
    /// yet (a layer's custom key, Apple's dynamic properties, which read as zero until set):
    /// an animation of it then starts from the zero of its own values' type. False: an
    /// animation of a key path without a value has no effect.
    func storesAnyValue(at path: AnyObject) -> Bool
}

extension AnimationTarget {
    /// No key path without a value takes one.
    package func storesAnyValue(at path: AnyObject) -> Bool { false }

    /// The value at `keyPath` as evaluated so far; nil for key paths the layer does not have.
    package func presentationValue(forKeyPath keyPath: String) -> (any AnimatableValue)? {
        presentationValue(at: resolveKeyPath(keyPath))
    }

    /// Replaces the value at `keyPath` (coerced to the property's type; ignored when it cannot be).
    package func setPresentationValue(_ value: any AnimatableValue, forKeyPath keyPath: String) {
        setPresentationValue(value, at: resolveKeyPath(keyPath))
    }
}

/// Where an action's animation is added (a layer); lets `CAAnimation.run` work without
/// this module knowing about layers.
package protocol AnimationHost: AnyObject {
    func add(_ animation: CAAnimation, forKey key: String?)
}

/// An object that responds to a layer event, such as a property change.
///
/// A layer looks up its action for a key (delegate, `actions`, `style`,
/// `defaultAction(forKey:)`) and calls `run`; an animation adds itself to the layer.
public protocol CAAction {
    /// Performs the action for `event` on `anObject` (the layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// `NSNull` as an action means "no action": it stops the lookup and does nothing, as on Apple.
extension NSNull: CAAction {
    /// Does nothing: `NSNull` is the "no action" marker.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
