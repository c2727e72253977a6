/// How one named part of a composite value is read and replaced.
package struct SubKeyAccessor<Root>: Sendable {
    /// The part's value.
    package let get: @Sendable (Root) -> any AnimatableValue
    /// `root` with the part replaced by `part` (coerced), or nil when `part` has the wrong type.
    package let set: @Sendable (Root, Any) -> Root?

    package init(get: @escaping @Sendable (Root) -> any AnimatableValue, set: @escaping @Sendable (Root, Any) -> Root?) {
        self.get = get
        self.set = set
    }

    /// The part stored at `keyPath`.
    package static func field<V: AnimatableValue>(_ keyPath: WritableKeyPath<Root, V> & Sendable) -> SubKeyAccessor<Root> {
        SubKeyAccessor(get: { $0[keyPath: keyPath] }, set: { root, part in
            guard let v = V.coerce(part) else { return nil }
            var r = root
            r[keyPath: keyPath] = v
            return r
        })
    }
}

/// A composite whose parts are listed in a table keyed by sub-key path.
package protocol TableKeyValueComposite: KeyValueComposite {
    /// Every sub-key path and its accessor.
    static var subKeyAccessors: [String: SubKeyAccessor<Self>] { get }
}

extension TableKeyValueComposite {
    package func value(forSubKeyPath subKeyPath: String) -> (any AnimatableValue)? {
        Self.subKeyAccessors[subKeyPath]?.get(self)
    }
    package func setting(_ part: Any, forSubKeyPath subKeyPath: String) -> Self? {
        Self.subKeyAccessors[subKeyPath]?.set(self, part)
    }
}

extension CGPoint: TableKeyValueComposite {
    /// `x`, `y`.
    package static let subKeyAccessors: [String: SubKeyAccessor<CGPoint>] = [
        "x": .field(\.x), "y": .field(\.y),
    ]
}

extension CGSize: TableKeyValueComposite {
    /// `width`, `height`.
    package static let subKeyAccessors: [String: SubKeyAccessor<CGSize>] = [
        "width": .field(\.width), "height": .field(\.height),
    ]
}

extension CGRect: TableKeyValueComposite {
    /// `origin`, `size`, `origin.x`, `origin.y`, `size.width`, `size.height` (the stored values,
    /// not standardized).
    package static let subKeyAccessors: [String: SubKeyAccessor<CGRect>] = [
        "origin": .field(\.origin), "size": .field(\.size),
        "origin.x": .field(\.origin.x), "origin.y": .field(\.origin.y),
        "size.width": .field(\.size.width), "size.height": .field(\.size.height),
    ]
}

/// Apple's `transform` key paths (Core Animation Programming Guide, "CATransform3D Key Paths"):
/// `rotation.x`, `rotation.y`, `rotation.z`, `rotation` (= `rotation.z`), `scale.x`, `scale.y`,
/// `scale.z`, `scale` (reads the average of the three, sets all three), `translation.x`,
/// `translation.y`, `translation.z`, `translation` (a `CGSize` of x and y; a `CGPoint` is taken
/// too, and animations move it as a `PlanarTranslation`). Angles in radians,
/// translations in the layer's points. Reading and writing go through `TransformComponents`,
/// so writing one part keeps the others (see there for the Euler order and edge cases).
extension CATransform3D: TableKeyValueComposite {
    private static func component(_ keyPath: WritableKeyPath<TransformComponents, CGFloat> & Sendable) -> SubKeyAccessor<CATransform3D> {
        SubKeyAccessor(get: { TransformComponents($0)[keyPath: keyPath] }, set: { t, part in
            guard let v = CGFloat.coerce(part), v.isFinite else { return nil }
            var c = TransformComponents(t)
            c[keyPath: keyPath] = v
            return c.transform
        })
    }

    private static let uniformScale = SubKeyAccessor<CATransform3D>(
        get: { let s = TransformComponents($0).scale; return (s.x + s.y + s.z) / 3 },
        set: { t, part in
            guard let v = CGFloat.coerce(part), v.isFinite else { return nil }
            var c = TransformComponents(t)
            c.scale = Axes3(v, v, v)
            return c.transform
        })

    private static let planarTranslation = SubKeyAccessor<CATransform3D>(
        get: { let t = TransformComponents($0).translation; return CGSize(width: t.x, height: t.y) },
        set: { t, part in
            guard let v = PlanarTranslation.coerce(part) else { return nil }
            var c = TransformComponents(t)
            c.translation.x = v.x
            c.translation.y = v.y
            return c.transform
        })

    package static let subKeyAccessors: [String: SubKeyAccessor<CATransform3D>] = [
        "rotation": component(\.rotation.z),
        "rotation.x": component(\.rotation.x), "rotation.y": component(\.rotation.y), "rotation.z": component(\.rotation.z),
        "scale": uniformScale,
        "scale.x": component(\.scale.x), "scale.y": component(\.scale.y), "scale.z": component(\.scale.z),
        "translation": planarTranslation,
        "translation.x": component(\.translation.x), "translation.y": component(\.translation.y),
        "translation.z": component(\.translation.z),
    ]
}

extension CATransform3D {
    /// The part an animation moves at `subKeyPath`: a `PlanarTranslation` for `translation` (so
    /// sizes, points and paths all animate it), the table's part otherwise.
    package func animatablePart(forSubKeyPath subKeyPath: String) -> (any AnimatableValue)? {
        if subKeyPath == "translation" {
            let t = TransformComponents(self).translation
            return PlanarTranslation(x: t.x, y: t.y)
        }
        return value(forSubKeyPath: subKeyPath)
    }
}
