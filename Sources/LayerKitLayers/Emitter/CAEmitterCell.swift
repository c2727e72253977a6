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
/// does not offer). Cells do not adopt `CAMediaTiming` in LayerKit: they emit for as long as
/// their layer exists, and have no `style` or filters (README, "Differences from Core Animation").
open class CAEmitterCell: NSObject {
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
}
