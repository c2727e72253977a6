/// One kind of particle a `CAEmitterLayer` emits: how many a second, how long they live, how
/// they move, turn, grow and change colour, and what they look like.
///
/// Units are Apple's: rates per second, times in seconds, distances in the emitter layer's
/// points, angles in radians (y-down, so a positive `emissionLongitude` turns from +x towards
/// +y), colour components 0...1. A "range" widens a value to value ± range, uniformly, per
/// particle; a "speed" changes it per second of the particle's age. Defaults are Apple's: no
/// births, no lifetime, no motion, scale 1, opaque white, contents rect (0, 0, 1, 1).
///
/// A layer reads its cells when `emitterCells` is set (a later change to a cell shows once the
/// cells are set again; Apple routes such changes through the layer's key paths, which LayerKit
/// does not offer).
///
/// Timing (`CAMediaTiming`, as on Apple): a cell emits while its timing is active, or held by
/// its `fillMode`, in its parent's time: the emitter layer's local time for a cell of the
/// layer, the emitting particle's age for a sub-cell. A `duration` of 0 (the default) is
/// endless, as a layer's is, so a cell with default timing emits for as long as its layer
/// does. Timing decides when a cell emits; births stay evenly spaced at `birthRate` per second
/// of the parent's time.
///
/// Key-value coding and `style` (as Apple's `CALayer` documentation describes the search): a
/// property, typed or read with `value(forKey:)`, is the cell's own value if it was set, else
/// the `style` dictionary's value for its key, else that of the style's nested `"style"`
/// dictionary (recursively), else `defaultValue(forKey:)`. Setting a property, typed or with
/// `setValue(_:forKey:)`, gives the cell its own value; keys that are not properties are kept
/// too and read back, as on Apple.
open class CAEmitterCell: NSObject, CAMediaTiming {
    /// Creates a cell with Apple's defaults.
    public override init() { super.init() }

    /// Values for the keys this cell has not set itself, with a nested `"style"` dictionary
    /// searched next, recursively (nil by default). Read when a property is read, so a style
    /// set later shows in every property the cell has not set.
    open var style: [AnyHashable: Any]?
    /// The values this cell was given itself (typed or with `setValue(_:forKey:)`), by key. An
    /// optional property set to nil has no value of its own: its style's or default shows.
    var ownValues: [String: Any] = [:]

    /// A name for the cell (not used for drawing).
    open var name: String? {
        get { property("name", nil) } set { ownValues["name"] = newValue }
    }
    /// Whether the cell emits (true by default).
    open var isEnabled: Bool {
        get { property("enabled", true) } set { ownValues["enabled"] = newValue }
    }
    /// Particles born per second (0 by default), times the layer's `birthRate`.
    open var birthRate: Float {
        get { property("birthRate", 0) } set { ownValues["birthRate"] = newValue }
    }
    /// Seconds a particle lives (0 by default), times the layer's `lifetime`.
    open var lifetime: Float {
        get { property("lifetime", 0) } set { ownValues["lifetime"] = newValue }
    }
    /// How far a particle's lifetime may differ from `lifetime`, in seconds.
    open var lifetimeRange: Float {
        get { property("lifetimeRange", 0) } set { ownValues["lifetimeRange"] = newValue }
    }
    /// The emission direction's angle out of the layer's plane, radians (0 by default).
    open var emissionLatitude: CGFloat {
        get { property("emissionLatitude", 0) } set { ownValues["emissionLatitude"] = newValue }
    }
    /// The emission direction's angle in the layer's plane from +x towards +y, radians.
    open var emissionLongitude: CGFloat {
        get { property("emissionLongitude", 0) } set { ownValues["emissionLongitude"] = newValue }
    }
    /// The width, radians, of the fan of directions around the emission direction that
    /// particles leave in (0 by default; 2π: every direction in the plane).
    open var emissionRange: CGFloat {
        get { property("emissionRange", 0) } set { ownValues["emissionRange"] = newValue }
    }
    /// Initial speed, points per second (0 by default), times the layer's `velocity`.
    open var velocity: CGFloat {
        get { property("velocity", 0) } set { ownValues["velocity"] = newValue }
    }
    /// How far a particle's initial speed may differ from `velocity`.
    open var velocityRange: CGFloat {
        get { property("velocityRange", 0) } set { ownValues["velocityRange"] = newValue }
    }
    /// Acceleration along x, points per second squared.
    open var xAcceleration: CGFloat {
        get { property("xAcceleration", 0) } set { ownValues["xAcceleration"] = newValue }
    }
    /// Acceleration along y (down on screen), points per second squared.
    open var yAcceleration: CGFloat {
        get { property("yAcceleration", 0) } set { ownValues["yAcceleration"] = newValue }
    }
    /// Acceleration along z, points per second squared.
    open var zAcceleration: CGFloat {
        get { property("zAcceleration", 0) } set { ownValues["zAcceleration"] = newValue }
    }
    /// The size of a particle relative to its contents' size (1 by default), times the
    /// layer's `scale`.
    open var scale: CGFloat {
        get { property("scale", 1) } set { ownValues["scale"] = newValue }
    }
    /// How far a particle's scale may differ from `scale`.
    open var scaleRange: CGFloat {
        get { property("scaleRange", 0) } set { ownValues["scaleRange"] = newValue }
    }
    /// Change of scale per second of age.
    open var scaleSpeed: CGFloat {
        get { property("scaleSpeed", 0) } set { ownValues["scaleSpeed"] = newValue }
    }
    /// Turning speed, radians per second (0 by default), times the layer's `spin`.
    open var spin: CGFloat {
        get { property("spin", 0) } set { ownValues["spin"] = newValue }
    }
    /// How far a particle's turning speed may differ from `spin`.
    open var spinRange: CGFloat {
        get { property("spinRange", 0) } set { ownValues["spinRange"] = newValue }
    }
    /// The colour multiplied into the contents (opaque white by default; nil counts as white).
    open var color: CGColor? {
        get { property("color", CGColor(gray: 1, alpha: 1)) } set { ownValues["color"] = newValue }
    }
    /// How far each particle's red may differ from the colour's.
    open var redRange: Float {
        get { property("redRange", 0) } set { ownValues["redRange"] = newValue }
    }
    /// How far each particle's green may differ from the colour's.
    open var greenRange: Float {
        get { property("greenRange", 0) } set { ownValues["greenRange"] = newValue }
    }
    /// How far each particle's blue may differ from the colour's.
    open var blueRange: Float {
        get { property("blueRange", 0) } set { ownValues["blueRange"] = newValue }
    }
    /// How far each particle's alpha may differ from the colour's.
    open var alphaRange: Float {
        get { property("alphaRange", 0) } set { ownValues["alphaRange"] = newValue }
    }
    /// Change of red per second of age.
    open var redSpeed: Float {
        get { property("redSpeed", 0) } set { ownValues["redSpeed"] = newValue }
    }
    /// Change of green per second of age.
    open var greenSpeed: Float {
        get { property("greenSpeed", 0) } set { ownValues["greenSpeed"] = newValue }
    }
    /// Change of blue per second of age.
    open var blueSpeed: Float {
        get { property("blueSpeed", 0) } set { ownValues["blueSpeed"] = newValue }
    }
    /// Change of alpha per second of age (a particle whose alpha reaches 0 is invisible).
    open var alphaSpeed: Float {
        get { property("alphaSpeed", 0) } set { ownValues["alphaSpeed"] = newValue }
    }
    /// The particle image, a `CGImage` (nil or anything else draws nothing).
    open var contents: Any? {
        get { property("contents", nil) } set { ownValues["contents"] = newValue }
    }
    /// The part of `contents` drawn, in unit coordinates ((0, 0, 1, 1) by default).
    open var contentsRect: CGRect {
        get { property("contentsRect", CGRect(x: 0, y: 0, width: 1, height: 1)) } set { ownValues["contentsRect"] = newValue }
    }
    /// Pixels of `contents` per point (1 by default): a 28-pixel image at 2 is 14 points wide.
    open var contentsScale: CGFloat {
        get { property("contentsScale", 1) } set { ownValues["contentsScale"] = newValue }
    }
    /// Cells whose particles each particle of this cell emits, from where it is (nil by default).
    open var emitterCells: [CAEmitterCell]? {
        get { property("emitterCells", nil) } set { ownValues["emitterCells"] = newValue }
    }

    /// When the cell starts emitting, in its parent's time, seconds (0 by default).
    open var beginTime: CFTimeInterval {
        get { property("beginTime", 0) } set { ownValues["beginTime"] = newValue }
    }
    /// Length of one iteration of the cell's timeline, seconds; 0 (the default) is endless.
    open var duration: CFTimeInterval {
        get { property("duration", 0) } set { ownValues["duration"] = newValue }
    }
    /// The rate of the cell's time against its parent's (1 by default; 0 never ends).
    open var speed: Float {
        get { property("speed", 1) } set { ownValues["speed"] = newValue }
    }
    /// Offset into the cell's active time, seconds (0 by default).
    open var timeOffset: CFTimeInterval {
        get { property("timeOffset", 0) } set { ownValues["timeOffset"] = newValue }
    }
    /// Iterations of the cell's timeline (0 by default: one).
    open var repeatCount: Float {
        get { property("repeatCount", 0) } set { ownValues["repeatCount"] = newValue }
    }
    /// Total active time, seconds (0 by default: unused).
    open var repeatDuration: CFTimeInterval {
        get { property("repeatDuration", 0) } set { ownValues["repeatDuration"] = newValue }
    }
    /// Whether each iteration plays forwards then backwards (doubles the active time).
    open var autoreverses: Bool {
        get { property("autoreverses", false) } set { ownValues["autoreverses"] = newValue }
    }
    /// Whether the cell emits outside its active time: `.backwards` before it, `.forwards`
    /// after it, `.both` (`.removed` by default: only while active).
    open var fillMode: CAMediaTimingFillMode {
        get { property("fillMode", .removed) } set { ownValues["fillMode"] = newValue }
    }

    /// The filter used when a particle's image is drawn smaller than its texels (`"linear"`
    /// by default; `"nearest"` samples the nearest texel, `"trilinear"` is drawn as linear).
    open var minificationFilter: String {
        get { property("minificationFilter", CALayerContentsFilter.linear.rawValue) } set { ownValues["minificationFilter"] = newValue }
    }
    /// The filter used when a particle's image is drawn larger than its texels (`"linear"` by
    /// default; `"nearest"` samples the nearest texel).
    open var magnificationFilter: String {
        get { property("magnificationFilter", CALayerContentsFilter.linear.rawValue) } set { ownValues["magnificationFilter"] = newValue }
    }
    /// The bias of the minification filter's level of detail (0 by default); LayerKit draws
    /// particles without mipmaps, so it has no effect on pixels (as a layer's has none).
    open var minificationFilterBias: Float {
        get { property("minificationFilterBias", 0) } set { ownValues["minificationFilterBias"] = newValue }
    }

    /// The default value of the cell property `key`, as on Apple: the non-zero defaults
    /// (`scale` 1, `color` opaque white, `contentsRect` (0, 0, 1, 1), `contentsScale` 1,
    /// `enabled` true, `speed` 1, the filters linear), nil for other keys.
    open class func defaultValue(forKey key: String) -> Any? { documentedDefaults[key] }

    /// The value for `key`: a property's value (`"birthRate"`, `"enabled"`, `"color"`...) or
    /// a value set before with `setValue(_:forKey:)`, found in the order the type's overview
    /// gives (own value, `style`, nested styles, `defaultValue(forKey:)`); nil when none has one.
    open func value(forKey key: String) -> Any? { keyedValue(forKey: key) }

    /// Sets the value for `key`, as the typed property's setter does for a property (a number
    /// of another type, or a boxed value, is converted; one that does not fit is refused with a
    /// one-time warning, where Apple raises an exception); other keys are stored, as on Apple
    /// (nil removes the stored value).
    open func setValue(_ value: Any?, forKey key: String) { setKeyedValue(value, forKey: key) }

    /// The property `key`: the cell's own value, else the style's or the class default, else
    /// `initial` (Apple's documented default).
    private func property<V>(_ key: String, _ initial: V) -> V {
        // Unwrapped first: a missing key cast to an optional `V` would succeed, as nil.
        if let stored = ownValues[key], let own = stored as? V { return own }
        return inheritedValue(forKey: key, as: V.self) ?? initial
    }

    /// The cell's documented non-zero defaults, by key.
    // Immutable after its first use; `Any` only because its values are of many types.
    nonisolated(unsafe) private static let documentedDefaults: [String: Any] = [
        "enabled": true, "scale": CGFloat(1), "color": CGColor(gray: 1, alpha: 1),
        "contentsRect": CGRect(x: 0, y: 0, width: 1, height: 1), "contentsScale": CGFloat(1),
        "speed": Float(1), "fillMode": CAMediaTimingFillMode.removed,
        "minificationFilter": CALayerContentsFilter.linear.rawValue,
        "magnificationFilter": CALayerContentsFilter.linear.rawValue,
    ]
}
