/// The shape particles are born on or in (`CAEmitterLayer.emitterShape`).
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A value with the given raw name (the same as `init(rawValue:)`).
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The point (emitterPosition, emitterZPosition) (the default).
    public static let point = CAEmitterLayerEmitterShape("point")
    /// A horizontal line `emitterSize.width` long, centred on the emitter position.
    public static let line = CAEmitterLayerEmitterShape("line")
    /// A rectangle of `emitterSize`, centred on the emitter position.
    public static let rectangle = CAEmitterLayerEmitterShape("rectangle")
    /// A box of `emitterSize` and `emitterDepth`, centred on the emitter position.
    public static let cuboid = CAEmitterLayerEmitterShape("cuboid")
    /// A circle of radius `emitterSize.width` about the emitter position.
    public static let circle = CAEmitterLayerEmitterShape("circle")
    /// A sphere of radius `emitterSize.width` about the emitter position.
    public static let sphere = CAEmitterLayerEmitterShape("sphere")
}

/// Which part of the emitter shape particles are born on (`CAEmitterLayer.emitterMode`).
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A value with the given raw name (the same as `init(rawValue:)`).
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The shape's corner points (ends of a line, corners of a rectangle or cuboid, the centre
    /// of a circle or sphere).
    public static let points = CAEmitterLayerEmitterMode("points")
    /// The shape's outline (a rectangle's edges, a circle's circumference, a cuboid's edges).
    public static let outline = CAEmitterLayerEmitterMode("outline")
    /// The shape's surface (a rectangle's or circle's area, a cuboid's faces, a sphere's surface).
    public static let surface = CAEmitterLayerEmitterMode("surface")
    /// Anywhere inside the shape (the default).
    public static let volume = CAEmitterLayerEmitterMode("volume")
}

/// The order and blending particles are drawn with (`CAEmitterLayer.renderMode`).
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A value with the given raw name (the same as `init(rawValue:)`).
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Blended normally in an order of LayerKit's choosing (birth order) (the default).
    public static let unordered = CAEmitterLayerRenderMode("unordered")
    /// Blended normally, the oldest particle first (underneath).
    public static let oldestFirst = CAEmitterLayerRenderMode("oldestFirst")
    /// Blended normally, the oldest particle last (on top).
    public static let oldestLast = CAEmitterLayerRenderMode("oldestLast")
    /// Blended normally, farthest (least z) first.
    public static let backToFront = CAEmitterLayerRenderMode("backToFront")
    /// Added: overlapping particles brighten each other up to white (saturating).
    public static let additive = CAEmitterLayerRenderMode("additive")
}

/// A layer that draws a particle system: each `CAEmitterCell` gives birth to particles that
/// move, turn, grow and fade over their lifetime, drawn as one batch over the layer's
/// background and contents, under its sublayers, in the layer's coordinates (points,
/// not clipped to the bounds unless `masksToBounds`).
///
/// Particles are a pure function of the committed values, `seed` and the layer's local media
/// time, worked out on the render side for each frame (no wall clock, no per-frame state): the
/// same seed and times give the same pixels. Emission starts at the commit that first shows
/// the layer; a later change of the cells or of any emission property affects only particles
/// born after the commit that carries it. Births are evenly spaced at the birth rate.
///
/// Defaults are Apple's: no cells, multipliers 1, a point emitter at (0, 0) in volume mode,
/// unordered rendering, seed 0. LayerKit does not animate the emitter's properties (a new
/// value applies from its commit); it draws particles in the layer's plane unless
/// `preservesDepth` is set.
open class CAEmitterLayer: CALayer, RenderContentProvider {
    /// Creates an emitter layer with Apple's defaults.
    public required init() { super.init() }
    /// Creates a shadow copy of `layer`.
    public required init(layer: Any) { super.init(layer: layer) }
    /// Decoding is not supported; the layer has Apple's defaults.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The kinds of particle emitted (nil by default). Read when set: see `CAEmitterCell`.
    open var emitterCells: [CAEmitterCell]? {
        get { customValue("emitterCells") }
        set {
            state.custom["emitterCellValues"] = (newValue ?? []).map { EmitterCellValues($0) }
            changeCustom("emitterCells", to: newValue, same: { _, _ in false })
        }
    }

    /// Multiplies every cell's birth rate (1 by default).
    open var birthRate: Float {
        get { customValue("birthRate") ?? 1 }
        set { changeCustom("birthRate", to: newValue, same: ==) }
    }

    /// Multiplies every cell's lifetime (1 by default).
    open var lifetime: Float {
        get { customValue("lifetime") ?? 1 }
        set { changeCustom("lifetime", to: newValue, same: ==) }
    }

    /// Multiplies every cell's velocity (1 by default).
    open var velocity: Float {
        get { customValue("velocity") ?? 1 }
        set { changeCustom("velocity", to: newValue, same: ==) }
    }

    /// Multiplies every cell's scale (1 by default).
    open var scale: Float {
        get { customValue("scale") ?? 1 }
        set { changeCustom("scale", to: newValue, same: ==) }
    }

    /// Multiplies every cell's spin (1 by default).
    open var spin: Float {
        get { customValue("spin") ?? 1 }
        set { changeCustom("spin", to: newValue, same: ==) }
    }

    /// The centre of the emitter shape in the layer's coordinates, points ((0, 0) by default).
    open var emitterPosition: CGPoint {
        get { customValue("emitterPosition") ?? .zero }
        set { changeCustom("emitterPosition", to: newValue, same: ==) }
    }

    /// The emitter shape's z, points (0 by default).
    open var emitterZPosition: CGFloat {
        get { customValue("emitterZPosition") ?? 0 }
        set { changeCustom("emitterZPosition", to: newValue, same: ==) }
    }

    /// The emitter shape's size, points (zero by default); see `CAEmitterLayerEmitterShape`.
    open var emitterSize: CGSize {
        get { customValue("emitterSize") ?? .zero }
        set { changeCustom("emitterSize", to: newValue, same: ==) }
    }

    /// The emitter shape's depth, points (0 by default; used by `.cuboid`).
    open var emitterDepth: CGFloat {
        get { customValue("emitterDepth") ?? 0 }
        set { changeCustom("emitterDepth", to: newValue, same: ==) }
    }

    /// The emitter's shape (`.point` by default).
    open var emitterShape: CAEmitterLayerEmitterShape {
        get { customValue("emitterShape") ?? .point }
        set { changeCustom("emitterShape", to: newValue, same: ==) }
    }

    /// Which part of the shape particles are born on (`.volume` by default).
    open var emitterMode: CAEmitterLayerEmitterMode {
        get { customValue("emitterMode") ?? .volume }
        set { changeCustom("emitterMode", to: newValue, same: ==) }
    }

    /// How particles are ordered and blended (`.unordered` by default).
    open var renderMode: CAEmitterLayerRenderMode {
        get { customValue("renderMode") ?? .unordered }
        set { changeCustom("renderMode", to: newValue, same: ==) }
    }

    /// The seed of every particle's random values (0 by default): the same seed gives the same
    /// particles at the same times.
    open var seed: UInt32 {
        get { customValue("seed") ?? 0 }
        set { changeCustom("seed", to: newValue, same: ==) }
    }

    /// Whether particles keep their depth (false by default): set, the layer places them in
    /// 3D as Apple's does, as if they were sublayers of a `CATransformLayer` (its
    /// `sublayerTransform` projects each particle's position, z included, and scales it by the
    /// perspective; particles are drawn farthest first); unset, they are flattened into the
    /// layer's plane (z ignored). The particles are still drawn into the layer's own plane
    /// afterwards, so they do not interleave with other layers in depth.
    public var preservesDepth: Bool {
        get { customValue("preservesDepth") ?? false }
        set { changeCustom("preservesDepth", to: newValue, same: ==) }
    }

    open override class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "preservesDepth": return false
        case "birthRate", "lifetime", "velocity", "scale", "spin": return Float(1)
        case "emitterPosition": return CGPoint.zero
        case "emitterZPosition", "emitterDepth": return CGFloat(0)
        case "emitterSize": return CGSize.zero
        case "emitterShape": return CAEmitterLayerEmitterShape.point
        case "emitterMode": return CAEmitterLayerEmitterMode.volume
        case "renderMode": return CAEmitterLayerRenderMode.unordered
        case "seed": return UInt32(0)
        default: return super.defaultValue(forKey: key)
        }
    }

    package override class var stampsCaptureTime: Bool { true }

    /// Records the emission values this commit makes current (a new epoch when they changed).
    package override func willCapture(atLocalTime t: CFTimeInterval) {
        let history = (state.customValue("emitterHistory") as? EmitterHistory) ?? EmitterHistory()
        state.custom["emitterHistory"] = history.committing(Self.config(of: state), at: t)
    }

    /// The emission values of `state`.
    static func config(of state: LayerState) -> EmitterConfig {
        func value<T>(_ key: String) -> T? { (state.customValue(key) ?? CAEmitterLayer.defaultValue(forKey: key)) as? T }
        func finite(_ key: String) -> Double {
            let v = Double(value(key) as Float? ?? 1)
            return v.isFinite ? v : 0
        }
        func finite(_ v: CGFloat) -> Double { v.isFinite ? Double(v) : 0 }
        let p: CGPoint = value("emitterPosition") ?? .zero
        let s: CGSize = value("emitterSize") ?? .zero
        return EmitterConfig(cells: (state.customValue("emitterCellValues") as? [EmitterCellValues]) ?? [],
                             birthRate: max(0, finite("birthRate")), lifetime: max(0, finite("lifetime")),
                             velocity: finite("velocity"), scale: finite("scale"), spin: finite("spin"),
                             position: SIMD3(finite(p.x), finite(p.y), finite(value("emitterZPosition") ?? 0)),
                             size: SIMD3(finite(s.width), finite(s.height), finite(value("emitterDepth") ?? 0)),
                             shape: value("emitterShape") ?? .point, mode: value("emitterMode") ?? .volume,
                             seed: value("seed") ?? 0)
    }

    /// The particles the presented values `state` draw; nil before the layer was first committed.
    package static func renderContent(for state: LayerState) -> RenderContent? {
        guard let history = state.customValue("emitterHistory") as? EmitterHistory, !history.epochs.isEmpty else { return nil }
        let mode: CAEmitterLayerRenderMode = (state.customValue("renderMode") as? CAEmitterLayerRenderMode) ?? .unordered
        let keepsDepth = (state.customValue("preservesDepth") as? Bool) ?? false
        let depth = keepsDepth ? CALayer.sublayerMatrix(flipped: false, bounds: state.bounds, anchorPoint: state.anchorPoint,
                                                        anchorPointZ: state.anchorPointZ,
                                                        sublayerTransform: state.sublayerTransform) : nil
        return EmitterContent(history: history, renderMode: mode, depth: depth)
    }
}
