/// `@Managed`: the port of Apple's `@NSManaged` for a layer subclass's dynamic property.
///
/// `@Managed("progress") var progress: CGFloat` stores the property through key-value coding
/// (`value(forKey:)`/`setValue(_:forKey:)`, under the key given), so it takes part as Apple's
/// dynamic properties do: setting it runs the action lookup (`action(forKey:)`,
/// `defaultAction(forKey:)`, the delegate, `actions`, `style`), `init(layer:)` copies it to
/// presentation layers, explicit animations of its key interpolate it, and
/// `needsDisplay(forKey:)` redraws the presentation layer on each frame of its animation.
/// Swift without Objective-C has no `@NSManaged`, and a property wrapper cannot learn its
/// property's name, hence the key in the attribute.
///
/// Reading gives the stored value (an animated one on a presentation layer), else the class's
/// `defaultValue(forKey:)`, else the wrapper's own value: zero for numbers and nil for
/// optionals, as Apple's dynamic properties read until set, or the initial value written
/// (`@Managed("tint") var tint: CGColor = ...`), which only reading sees: a default that
/// animations and presentation layers see is `defaultValue(forKey:)`'s, as on Apple.
/// A number stored under another numeric type (an `NSNumber` set through `setValue`) reads
/// converted to the property's type.
@propertyWrapper
public struct Managed<Value> {
    /// The key-value coding key the property is stored under.
    public let key: String
    /// What reading gives while the key holds no value of the property's type.
    private let unsetValue: Value

    /// A property stored under `key`, reading `wrappedValue` until set.
    public init(wrappedValue: Value, _ key: String) {
        self.key = key
        unsetValue = wrappedValue
    }

    /// A numeric property stored under `key`, reading zero until set (Apple's `@NSManaged`).
    public init(_ key: String) where Value: AdditiveArithmetic {
        self.init(wrappedValue: .zero, key)
    }

    /// An optional property stored under `key`, reading nil until set (Apple's `@NSManaged`).
    public init(_ key: String) where Value: ExpressibleByNilLiteral {
        self.init(wrappedValue: nil, key)
    }

    /// The property of `layer`, read and written through key-value coding.
    public static subscript<Layer: CALayer>(
        _enclosingInstance layer: Layer,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Layer, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Layer, Managed<Value>>
    ) -> Value {
        get {
            let wrapper = layer[keyPath: storageKeyPath]
            return layer.value(forKey: wrapper.key).flatMap(converted) ?? wrapper.unsetValue
        }
        set {
            layer.setValue(unwrapped(newValue), forKey: layer[keyPath: storageKeyPath].key)
        }
    }

    /// Only layers hold managed properties (the enclosing-instance subscript is what is used).
    @available(*, unavailable, message: "@Managed declares a property of a CALayer subclass")
    public var wrappedValue: Value {
        get { fatalError("@Managed is read through its layer") }
        set { fatalError("@Managed is written through its layer") }
    }

    /// `raw` as the property's type: itself, or a number converted (a `CGFloat` animated into
    /// a `Double` property, an `NSNumber` set through key-value coding).
    private static func converted(_ raw: Any) -> Value? {
        if let v = raw as? Value { return v }
        guard let d = NumericCoercion.double(raw) else { return nil }
        if let type = Value.self as? any BinaryFloatingPoint.Type { return floatingPoint(type, d) as? Value }
        if let type = Value.self as? any BinaryInteger.Type { return integer(type, d) as? Value }
        return nil
    }

    private static func floatingPoint<F: BinaryFloatingPoint>(_ type: F.Type, _ d: Double) -> Any { F(d) }

    private static func integer<I: BinaryInteger>(_ type: I.Type, _ d: Double) -> Any? { I(exactly: d.rounded()) }

    /// `value` for `setValue(_:forKey:)`: an optional property's nil removes the value, and
    /// a present value is stored bare, not inside an `Optional`.
    private static func unwrapped(_ value: Value) -> Any? {
        if let optional = value as? any ManagedOptional { return optional.managedWrapped }
        return value
    }
}

/// An `Optional`, seen through `Any` (`Managed` stores the value it holds, or nothing).
private protocol ManagedOptional {
    var managedWrapped: Any? { get }
}

extension Optional: ManagedOptional {
    fileprivate var managedWrapped: Any? { map { $0 as Any } }
}
