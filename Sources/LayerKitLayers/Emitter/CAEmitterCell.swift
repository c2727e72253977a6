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
open class CAEmitterCell: NSObject, CAMediaTiming {
    /// Creates a cell with Apple's defaults.
    public override init() { super.init() }

    /// A name for the cell (not used for drawing).
    open var name: String?
    /// Whether the cell emits (true by default).
    open var isEnabled = true
    /// Particles born per second (0 by default), times the layer's `birthRate`.
    open var birthRate: Float = 0
    /// Seconds a particle lives (0 by default), times the layer's `lifetime`.
    open var lifetime: Float = 0
    /// How far a particle's lifetime may differ from `lifetime`, in seconds.
    open var lifetimeRange: Float = 0
    /// The emission direction's angle out of the layer's plane, radians (0 by default).
    open var emissionLatitude: CGFloat = 0
    /// The emission direction's angle in the layer's plane from +x towards +y, radians.
    open var emissionLongitude: CGFloat = 0
    /// The width, radians, of the fan of directions around the emission direction that
    /// particles leave in (0 by default; 2π: every direction in the plane).
    open var emissionRange: CGFloat = 0
    /// Initial speed, points per second (0 by default), times the layer's `velocity`.
    open var velocity: CGFloat = 0
    /// How far a particle's initial speed may differ from `velocity`.
    open var velocityRange: CGFloat = 0
    /// Acceleration along x, points per second squared.
    open var xAcceleration: CGFloat = 0
    /// Acceleration along y (down on screen), points per second squared.
    open var yAcceleration: CGFloat = 0
    /// Acceleration along z, points per second squared.
    open var zAcceleration: CGFloat = 0
    /// The size of a particle relative to its contents' size (1 by default), times the
    /// layer's `scale`.
    open var scale: CGFloat = 1
    /// How far a particle's scale may differ from `scale`.
    open var scaleRange: CGFloat = 0
    /// Change of scale per second of age.
    open var scaleSpeed: CGFloat = 0
    /// Turning speed, radians per second (0 by default), times the layer's `spin`.
    open var spin: CGFloat = 0
    /// How far a particle's turning speed may differ from `spin`.
    open var spinRange: CGFloat = 0
    /// The colour multiplied into the contents (opaque white by default; nil counts as white).
    open var color: CGColor? = CGColor(gray: 1, alpha: 1)
    /// How far each particle's red may differ from the colour's.
    open var redRange: Float = 0
    /// How far each particle's green may differ from the colour's.
    open var greenRange: Float = 0
    /// How far each particle's blue may differ from the colour's.
    open var blueRange: Float = 0
    /// How far each particle's alpha may differ from the colour's.
    open var alphaRange: Float = 0
    /// Change of red per second of age.
    open var redSpeed: Float = 0
    /// Change of green per second of age.
    open var greenSpeed: Float = 0
    /// Change of blue per second of age.
    open var blueSpeed: Float = 0
    /// Change of alpha per second of age (a particle whose alpha reaches 0 is invisible).
    open var alphaSpeed: Float = 0
    /// The particle image, a `CGImage` (nil or anything else draws nothing).
    open var contents: Any?
    /// The part of `contents` drawn, in unit coordinates ((0, 0, 1, 1) by default).
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Pixels of `contents` per point (1 by default): a 28-pixel image at 2 is 14 points wide.
    open var contentsScale: CGFloat = 1
    /// Cells whose particles each particle of this cell emits, from where it is (nil by default).
    open var emitterCells: [CAEmitterCell]?

    /// When the cell starts emitting, in its parent's time, seconds (0 by default).
    open var beginTime: CFTimeInterval = 0
    /// Length of one iteration of the cell's timeline, seconds; 0 (the default) is endless.
    open var duration: CFTimeInterval = 0
    /// The rate of the cell's time against its parent's (1 by default; 0 never ends).
    open var speed: Float = 1
    /// Offset into the cell's active time, seconds (0 by default).
    open var timeOffset: CFTimeInterval = 0
    /// Iterations of the cell's timeline (0 by default: one).
    open var repeatCount: Float = 0
    /// Total active time, seconds (0 by default: unused).
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each iteration plays forwards then backwards (doubles the active time).
    open var autoreverses = false
    /// Whether the cell emits outside its active time: `.backwards` before it, `.forwards`
    /// after it, `.both` (`.removed` by default: only while active).
    open var fillMode: CAMediaTimingFillMode = .removed

    /// The filter used when a particle's image is drawn smaller than its texels (`"linear"`
    /// by default; `"nearest"` samples the nearest texel, `"trilinear"` is drawn as linear).
    open var minificationFilter: String = CALayerContentsFilter.linear.rawValue
    /// The filter used when a particle's image is drawn larger than its texels (`"linear"` by
    /// default; `"nearest"` samples the nearest texel).
    open var magnificationFilter: String = CALayerContentsFilter.linear.rawValue
    /// The bias of the minification filter's level of detail (0 by default); LayerKit draws
    /// particles without mipmaps, so it has no effect on pixels (as a layer's has none).
    open var minificationFilterBias: Float = 0

    /// The default value of the cell property `key`, as on Apple: the non-zero defaults
    /// (`scale` 1, `color` opaque white, `contentsRect` (0, 0, 1, 1), `contentsScale` 1,
    /// `enabled` true, `speed` 1, the filters linear), nil for other keys.
    open class func defaultValue(forKey key: String) -> Any? { documentedDefaults[key] }

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
