/// Conversions from the loosely typed values animations carry (`Any`: `NSNumber`, Swift
/// numbers, `NSValue`) to concrete numbers.
package enum NumericCoercion {
    /// `value` as a `Double` when it is a finite number: `NSNumber`, `Double`, `CGFloat`,
    /// `Float`, or a Swift integer; nil otherwise. Non-finite numbers are not animation values
    /// (an animation given one has no effect). Booleans bridge to `NSNumber` and read as 0 or
    /// 1, as on Apple.
    package static func double(_ value: Any) -> Double? {
        guard let d = anyDouble(value), d.isFinite else { return nil }
        return d
    }

    private static func anyDouble(_ value: Any) -> Double? {
        // The types layers and literals hold, told by their exact type first: each cast below
        // that fails costs a search of the runtime's conformances and bridges, and an `Int`
        // reaching the `NSNumber` case would be boxed into a new object to answer.
        let type = Swift.type(of: value)
        if type == CGFloat.self { return Double(value as! CGFloat) }
        if type == Double.self { return value as? Double }
        if type == Int.self { return (value as? Int).map(Double.init) }
        switch value {
        case let n as NSNumber: return n.doubleValue
        case let c as CGFloat: return Double(c)
        case let d as Double: return d
        case let i as Int: return Double(i)
        case let f as Float: return Double(f)
        case let i as Int32: return Double(i)
        case let i as Int64: return Double(i)
        case let i as UInt: return Double(i)
        case let i as UInt32: return Double(i)
        default: return nil
        }
    }

    /// The doubles of an array of numbers (`[Any]`, `NSArray`, `[NSNumber]`, `[CGFloat]`...); nil
    /// when `value` is not an array or one element is not a number.
    package static func doubles(_ value: Any) -> [Double]? {
        guard let array = value as? [Any] else { return nil }
        var out: [Double] = []
        out.reserveCapacity(array.count)
        for element in array {
            guard let d = double(element) else { return nil }
            out.append(d)
        }
        return out
    }

    /// The type signature of an `NSValue` (`"{CGPoint=dd}"`...), or nil for other values.
    package static func valueSignature(_ value: Any) -> String? {
        guard let v = value as? NSValue, !(v is NSNumber) else { return nil }
        return String(cString: v.objCType)
    }
}

extension CGFloat: AnimatableValue {
    /// Any number (`NSNumber`, `Double`, `Float`, integers), or a `CGFloat`.
    package static func coerce(_ value: Any) -> CGFloat? { NumericCoercion.double(value).map { CGFloat($0) } }
    package func interpolated(to other: CGFloat, fraction t: Double) -> CGFloat { self + (other - self) * CGFloat(t) }
    package func adding(_ other: CGFloat) -> CGFloat { self + other }
    package func subtracting(_ other: CGFloat) -> CGFloat { self - other }
    package func scaled(by s: Double) -> CGFloat { self * CGFloat(s) }
    package func distance(to other: CGFloat) -> Double { Double(Swift.abs(other - self)) }
}

extension Double: AnimatableValue {
    /// Any number, or a `Double`.
    package static func coerce(_ value: Any) -> Double? { NumericCoercion.double(value) }
    package func interpolated(to other: Double, fraction t: Double) -> Double { self + (other - self) * t }
    package func adding(_ other: Double) -> Double { self + other }
    package func subtracting(_ other: Double) -> Double { self - other }
    package func scaled(by s: Double) -> Double { self * s }
    package func distance(to other: Double) -> Double { Swift.abs(other - self) }
}

extension Float: AnimatableValue {
    /// Any number, or a `Float` (as `opacity`, `shadowOpacity`).
    package static func coerce(_ value: Any) -> Float? { NumericCoercion.double(value).map { Float($0) } }
    package func interpolated(to other: Float, fraction t: Double) -> Float { Float(Double(self) + Double(other - self) * t) }
    package func adding(_ other: Float) -> Float { self + other }
    package func subtracting(_ other: Float) -> Float { self - other }
    package func scaled(by s: Double) -> Float { Float(Double(self) * s) }
    package func distance(to other: Float) -> Double { Double(Swift.abs(other - self)) }
}

extension Int: AnimatableValue {
    /// Any finite number, rounded to the nearest integer (`instanceCount`); nil for non-finite
    /// numbers and numbers outside `Int`'s range.
    package static func coerce(_ value: Any) -> Int? {
        if let i = value as? Int { return i }
        guard let d = NumericCoercion.double(value) else { return nil }
        return Int(exactly: d.rounded())
    }
    /// The interpolated value rounded to the nearest integer (halves away from zero).
    package func interpolated(to other: Int, fraction t: Double) -> Int {
        Int(exactly: (Double(self) + Double(other - self) * t).rounded()) ?? (t < 0.5 ? self : other)
    }
    package func adding(_ other: Int) -> Int { self &+ other }
    package func subtracting(_ other: Int) -> Int { self &- other }
    package func scaled(by s: Double) -> Int { Int(exactly: (Double(self) * s).rounded()) ?? self }
    package func distance(to other: Int) -> Double { Swift.abs(Double(other) - Double(self)) }
}
