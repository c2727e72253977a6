/// A layer that draws its sublayers `instanceCount` times, each instance transformed, tinted
/// and delayed a step further than the one before.
///
/// The instances are drawn by the compositor from the one set of sublayers: no layers are
/// copied, and hit testing finds only the real sublayers (instance 0), as on Apple. Instance k
/// is drawn through `instanceTransform` applied k times, about the replicator's anchor point
/// (its centre by default); its colour is `instanceColor` plus k times the offsets, each
/// channel clamped to 0...1, multiplied into everything the instance's sublayers draw; and its
/// sublayers' animations show what they show `k * instanceDelay` seconds earlier.
///
/// Defaults are Apple's: one instance, identity transform, no delay, white, zero offsets,
/// `preservesDepth` false (instances flattened in instance order; true sorts them by depth). Animatable as on Apple: `instanceDelay`, `instanceTransform`,
/// `instanceColor` and the four offsets. Bad values (a negative count, a non-finite delay,
/// offset or transform) are refused with a one-time warning and the property keeps its value;
/// counts above `CAReplicatorLayer.maximumDrawnInstances` draw that many instances, and nested
/// replicators draw that many in all, their instance counts multiplied (said once).
open class CAReplicatorLayer: CALayer {
    /// The keys Apple documents as animatable for replicator layers.
    static let replicatorAnimatableKeys: Set<String> = [
        "instanceDelay", "instanceTransform", "instanceColor",
        "instanceRedOffset", "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset",
    ]

    /// The most instances a replicator draws, counting those of the replicators around it (a
    /// LayerKit limit, so that a huge count or deep nesting costs bounded work): larger counts
    /// draw this many, and an inner replicator draws this many divided by the instances drawn
    /// around it (at least one).
    public static let maximumDrawnInstances = 1024

    /// How many copies of the sublayers are drawn, the sublayers themselves included (1 by
    /// default; 0 draws none). A negative count is refused with a one-time warning.
    open var instanceCount: Int {
        get { customValue("instanceCount") ?? 1 }
        set {
            guard newValue >= 0 else {
                Diagnostics.warnOnce("ignored a negative CAReplicatorLayer.instanceCount; the property keeps its value")
                return
            }
            changeCustom("instanceCount", to: newValue, same: ==)
        }
    }

    /// Seconds by which each instance's sublayer animations lag the previous instance's (0 by
    /// default; instance k shows its sublayers at their local time minus k times the delay).
    /// Animatable. Non-finite values are refused with a one-time warning.
    open var instanceDelay: CFTimeInterval {
        get { customValue("instanceDelay") ?? 0 }
        set { changeFinite("instanceDelay", to: newValue) }
    }

    /// The transform that takes one instance to the next, applied about the anchor point in
    /// the replicator's coordinates (identity by default). Animatable.
    open var instanceTransform: CATransform3D {
        get { customValue("instanceTransform") ?? CATransform3DIdentity }
        set { changeCustom("instanceTransform", to: newValue, same: ==) }
    }

    /// The colour multiplied into instance 0's drawing, the base the offsets add to (opaque
    /// white by default, which leaves the drawing as it is; nil counts as white). Animatable.
    open var instanceColor: CGColor? {
        get { customValue("instanceColor") }
        set { changeCustom("instanceColor", to: newValue, same: ==) }
    }

    /// Added to the red component of the instance colour for each instance after the first
    /// (0 by default). Animatable.
    open var instanceRedOffset: Float {
        get { customValue("instanceRedOffset") ?? 0 }
        set { changeFinite("instanceRedOffset", to: newValue) }
    }

    /// Added to the green component of the instance colour for each instance after the first
    /// (0 by default). Animatable.
    open var instanceGreenOffset: Float {
        get { customValue("instanceGreenOffset") ?? 0 }
        set { changeFinite("instanceGreenOffset", to: newValue) }
    }

    /// Added to the blue component of the instance colour for each instance after the first
    /// (0 by default). Animatable.
    open var instanceBlueOffset: Float {
        get { customValue("instanceBlueOffset") ?? 0 }
        set { changeFinite("instanceBlueOffset", to: newValue) }
    }

    /// Added to the alpha component of the instance colour for each instance after the first
    /// (0 by default). Animatable.
    open var instanceAlphaOffset: Float {
        get { customValue("instanceAlphaOffset") ?? 0 }
        set { changeFinite("instanceAlphaOffset", to: newValue) }
    }

    /// Whether the replicator keeps its sublayers in 3D instead of flattening them into its
    /// plane (false by default). When true it acts like a `CATransformLayer`, as Apple
    /// documents: every instance's sublayers share the 3D space of the replicator's parent and
    /// are sorted by depth with each other (and with the faces of an enclosing transform
    /// layer), and, a transform layer's restrictions, the replicator draws no background,
    /// contents, border or shadow of its own and is not hit itself. When false, the instances
    /// are drawn in instance order, flattened.
    open var preservesDepth: Bool {
        get { customValue("preservesDepth") ?? false }
        set { changeCustom("preservesDepth", to: newValue, same: ==) }
    }

    /// A replicator that preserves depth keeps its sublayers in 3D, as a transform layer does.
    package override var keepsSublayersIn3D: Bool { preservesDepth }

    open override class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "instanceCount": return 1
        case "instanceDelay": return CFTimeInterval(0)
        case "instanceTransform": return CATransform3DIdentity
        case "instanceColor": return CGColor(gray: 1, alpha: 1)
        case "instanceRedOffset", "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset": return Float(0)
        case "preservesDepth": return false
        default: return super.defaultValue(forKey: key)
        }
    }

    package override class var implicitlyAnimatedKeys: Set<String> {
        CALayer.baseAnimatableKeys.union(replicatorAnimatableKeys)
    }

    /// Stores a number after refusing a non-finite one with a one-time warning.
    private func changeFinite<V: BinaryFloatingPoint>(_ key: String, to value: V) {
        guard value.isFinite else {
            Diagnostics.warnOnce("ignored a non-finite value for '\(key)' on CAReplicatorLayer; the property keeps its value")
            return
        }
        changeCustom(key, to: value, same: ==)
    }

    /// How a replicator with the presented values `state` draws its instances.
    package static func replication(for state: LayerState) -> Replication {
        Replication(state)
    }
}

/// A replicator's instance parameters as the render side reads them from presented values.
package struct Replication: Equatable, Sendable {
    /// Instances drawn (at most `CAReplicatorLayer.maximumDrawnInstances`).
    package var count: Int
    /// The step from one instance to the next, about `pivot`.
    package var transform: CATransform3D
    /// The point (replicator coordinates) the instance transform is applied about.
    package var pivot: CGPoint
    /// Seconds of lag per instance.
    package var delay: CFTimeInterval
    /// Instance 0's colour, straight RGBA.
    package var colour: SIMD4<Float>
    /// What each further instance adds to the colour, RGBA.
    package var offsets: SIMD4<Float>

    init(_ state: LayerState) {
        func value<T>(_ key: String) -> T? { (state.customValue(key) ?? CAReplicatorLayer.defaultValue(forKey: key)) as? T }
        let asked = max(0, value("instanceCount") as Int? ?? 1)
        if asked > CAReplicatorLayer.maximumDrawnInstances {
            Diagnostics.warnOnce("CAReplicatorLayer draws at most \(CAReplicatorLayer.maximumDrawnInstances) instances; larger instanceCount values draw that many")
        }
        count = min(asked, CAReplicatorLayer.maximumDrawnInstances)
        let t: CATransform3D = value("instanceTransform") ?? CATransform3DIdentity
        transform = t.isFinite ? t : CATransform3DIdentity
        let b = state.bounds
        pivot = CGPoint(x: b.minX + state.anchorPoint.x * b.width, y: b.minY + state.anchorPoint.y * b.height)
        let d: CFTimeInterval = value("instanceDelay") ?? 0
        delay = d.isFinite ? d : 0
        if let c = (value("instanceColor") as CGColor?)?.rgba {
            colour = SIMD4(Float(c.r), Float(c.g), Float(c.b), Float(c.a))
        } else {
            colour = SIMD4(repeating: 1)
        }
        func offset(_ key: String) -> Float { let v: Float = value(key) ?? 0; return v.isFinite ? v : 0 }
        offsets = SIMD4(offset("instanceRedOffset"), offset("instanceGreenOffset"), offset("instanceBlueOffset"),
                        offset("instanceAlphaOffset"))
    }

    /// How many of a replicator's `count` instances are drawn inside enclosing replicators
    /// that draw `outer` instances together: nested replicators draw at most
    /// `CAReplicatorLayer.maximumDrawnInstances` in all (the first instances of each; said once).
    package static func nestedCount(_ count: Int, inside outer: Int) -> Int {
        let allowed = max(1, CAReplicatorLayer.maximumDrawnInstances / max(1, outer))
        guard count > allowed else { return count }
        Diagnostics.warnOnce("nested CAReplicatorLayers draw at most \(CAReplicatorLayer.maximumDrawnInstances) instances "
                             + "in all; inner replicators draw fewer instances")
        return allowed
    }

    /// Instance `k`'s colour, straight RGBA, each component clamped to 0...1.
    package func colour(ofInstance k: Int) -> SIMD4<Float> {
        let v = colour + Float(k) * offsets
        return v.replacing(with: 0, where: .!(v .> 0)).replacing(with: 1, where: v .> 1)
    }

    /// Whether any instance's colour changes what its sublayers draw.
    package var tints: Bool {
        colour != SIMD4(repeating: 1) || (count > 1 && offsets != .zero)
    }

    /// Instance `k`'s matrix in the replicator's coordinates: the instance transform applied
    /// k times about `pivot` (a sublayer's matrix to its parent is followed by this one).
    package func matrices() -> [CATransform3D] {
        guard count > 0 else { return [] }
        let toPivot = CATransform3DMakeTranslation(-pivot.x, -pivot.y, 0)
        let back = CATransform3DMakeTranslation(pivot.x, pivot.y, 0)
        var out: [CATransform3D] = [CATransform3DIdentity]
        out.reserveCapacity(count)
        var step = CATransform3DIdentity
        for _ in 1..<max(1, count) {
            step = step.concatenating(transform)
            out.append(toPivot.concatenating(step).concatenating(back))
        }
        return out
    }
}
