/// A value that cannot blend (booleans, images, strings, layer contents): an animation shows
/// the start value until the fraction reaches 0.5 and the end value from there on, as Apple
/// switches non-interpolable values half-way. Sums, differences and scaling leave the value
/// unchanged, so `byValue` and cumulative repeats have no effect, and an additive animation's
/// value simply replaces the base.
package protocol DiscreteAnimatableValue: AnimatableValue {}

extension DiscreteAnimatableValue {
    /// `self` below fraction 0.5, `other` from 0.5 on.
    package func interpolated(to other: Self, fraction t: Double) -> Self { t >= 0.5 ? other : self }
    package func adding(_ other: Self) -> Self { self }
    package func subtracting(_ other: Self) -> Self { self }
    package func scaled(by s: Double) -> Self { self }
    /// 1: every change counts as one step for paced keyframes.
    package func distance(to other: Self) -> Double { 1 }
    package func combinedAdditively(with base: Self) -> Self { self }
    package var additiveIdentity: Self { self }
}

extension DiscreteAnimatableValue where Self: Equatable {
    /// 0 between equal values, 1 otherwise.
    package func distance(to other: Self) -> Double { self == other ? 0 : 1 }
}

extension Bool: DiscreteAnimatableValue {
    /// A `Bool`, or a number (non-zero is true).
    package static func coerce(_ value: Any) -> Bool? {
        if let b = value as? Bool { return b }
        return NumericCoercion.double(value).map { $0 != 0 }
    }
}

extension String: DiscreteAnimatableValue {
    /// A `String` (or `NSString`).
    package static func coerce(_ value: Any) -> String? { value as? String }
}

extension CGImage: DiscreteAnimatableValue {
    /// A `CGImage`.
    package static func coerce(_ value: Any) -> Self? { value as? Self }
}

/// Any value without an interpolation of its own, such as a layer's `contents` (`Any?`):
/// animated discretely. A layer hands such properties to animations wrapped in this type.
package struct DiscreteValue: DiscreteAnimatableValue {
    /// The wrapped value (nil for an absent one).
    package var value: Any?

    /// Wraps `value`.
    package init(_ value: Any?) { self.value = value }

    /// Always succeeds: a `DiscreteValue` is unwrapped, anything else is wrapped.
    package static func coerce(_ value: Any) -> DiscreteValue? {
        if let d = value as? DiscreteValue { return d }
        return DiscreteValue(value)
    }

    /// 0 between the same object (or two absent values), 1 otherwise.
    package func distance(to other: DiscreteValue) -> Double {
        switch (value, other.value) {
        case (nil, nil): return 0
        case let (a as AnyObject, b as AnyObject) where a === b: return 0
        default: return 1
        }
    }
}

/// Arrays (a gradient's `colors` and `locations`) animate element by element when both have
/// the same count; arrays of different counts switch discretely at fraction 0.5.
extension Array: AnimatableValue where Element: AnimatableValue {
    /// An array (`[Any]`, `NSArray`, or typed) whose every element coerces to `Element`.
    package static func coerce(_ value: Any) -> [Element]? {
        if let same = value as? [Element] { return same }
        guard let array = value as? [Any] else { return nil }
        var out: [Element] = []
        out.reserveCapacity(array.count)
        for element in array {
            guard let e = Element.coerce(element) else { return nil }
            out.append(e)
        }
        return out
    }

    package func interpolated(to other: [Element], fraction t: Double) -> [Element] {
        guard count == other.count else { return t >= 0.5 ? other : self }
        return zip(self, other).map { $0.interpolated(to: $1, fraction: t) }
    }
    /// Element-wise; with different counts `self` is kept.
    package func adding(_ other: [Element]) -> [Element] {
        count == other.count ? zip(self, other).map { $0.adding($1) } : self
    }
    package func subtracting(_ other: [Element]) -> [Element] {
        count == other.count ? zip(self, other).map { $0.subtracting($1) } : self
    }
    package func scaled(by s: Double) -> [Element] { map { $0.scaled(by: s) } }
    /// Euclidean over the elements' distances; 1 between arrays of different counts.
    package func distance(to other: [Element]) -> Double {
        guard count == other.count else { return 1 }
        return zip(self, other).reduce(0) { $0 + pow($1.0.distance(to: $1.1), 2) }.squareRoot()
    }
    /// Element-wise; with different counts the base is kept.
    package func combinedAdditively(with base: [Element]) -> [Element] {
        count == base.count ? zip(self, base).map { $0.combinedAdditively(with: $1) } : base
    }
    package var additiveIdentity: [Element] { map(\.additiveIdentity) }
}
