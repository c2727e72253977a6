/// What a layer shows as contents: nothing, an image, another object (kept but not drawn),
/// or, while a contents change animates, a cross-fade between two images.
package enum LayerContents {
    case none
    case image(CGImage)
    case other(Any)
    /// `fraction` of the way from `from` to `to` (each may be absent).
    case crossfade(from: CGImage?, to: CGImage?, fraction: Double)

    /// Whether there are contents of any kind (not `.none`), found without copying them.
    package var isPresent: Bool {
        if case .none = self { return false }
        return true
    }

    /// The value as `contents` returns it.
    package var publicValue: Any? {
        switch self {
        case .none: return nil
        case .image(let i): return i
        case .other(let o): return o
        case .crossfade(let a, let b, let f): return f < 0.5 ? a : b
        }
    }

    /// The contents for a value given to `contents`.
    package init(_ value: Any?) {
        switch value {
        case nil, is NSNull: self = .none
        case let i as CGImage: self = .image(i)
        case let c as LayerContents: self = c
        case let v?: self = .other(v)
        }
    }

    /// The image shown when not cross-fading.
    package var image: CGImage? {
        if case .image(let i) = self { return i }
        return nil
    }
}

/// Every property of a plain `CALayer`, as a value: what a commit captures and what the
/// presentation evaluates. Defaults are Apple's (DESIGN.md, "Apple facts").
///
/// Properties of subclasses and arbitrary keys set with `setValue(_:forKey:)` live in
/// `custom`, with defaults from the class's `defaultValue(forKey:)`.
///
/// The values a layer changes from frame to frame (geometry, opacity, background colour,
/// contents) and the small flags every frame reads are stored inline; the rest (contents
/// filtering, border and shadow colours, shadow geometry, timing, the sublayer transform,
/// `custom`) live in one shared copy-on-write box, `rare`. Every commit copies each changed
/// layer's state into its render node and every frame frees the last ones: a state that only
/// moved copies its inline values and retains one box, not every colour, name and dictionary
/// it holds. The box of a new layer is one shared default, so making a layer allocates none.
@usableFromInline package struct LayerState {
    // Geometry.
    package var bounds = CGRect.zero
    package var position = CGPoint.zero
    package var zPosition: CGFloat = 0
    package var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    package var anchorPointZ: CGFloat = 0
    package var transform = CATransform3D.identity
    package var isGeometryFlipped = false
    package var isDoubleSided = true
    package var isHidden = false
    package var masksToBounds = false

    // Contents.
    package var contents = LayerContents.none { didSet { hasContents = contents.isPresent } }
    /// Whether `contents` is anything but `.none`, kept with it: the per-frame paths ask this
    /// of every layer, and matching the enum through a box copies it (its payload retained).
    package private(set) var hasContents = false
    package var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    package var contentsScale: CGFloat = 1
    package var isOpaque = false

    // Appearance.
    package var backgroundColor: CGColor?
    package var cornerRadius: CGFloat = 0
    package var borderWidth: CGFloat = 0
    package var opacity: Float = 1
    // Small flags every frame reads for every layer: inline, where reading them costs no
    // retain of the box.
    package var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner,
                                                .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    package var allowsGroupOpacity = true
    package var allowsEdgeAntialiasing = false
    package var edgeAntialiasingMask: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge,
                                                                .layerBottomEdge, .layerTopEdge]
    package var shouldRasterize = false
    package var shadowOpacity: Float = 0
    /// Custom values that animations wrote while this state was presented, each key once;
    /// they shadow `custom` (`customValue(_:)` reads both). Empty on model and committed
    /// states. Inline: writing an animated value into `custom` would copy the shared box and
    /// its dictionary for every animated layer on every frame.
    package var presentedCustom: [(key: String, value: Any)] = []

    /// Everything else, shared until written (`rareForWriting`). Other modules read rare
    /// values from the box (`box.state.rare.shadowRadius`): the forwarding properties below,
    /// called from another module on a state stored elsewhere, copy the whole state first.
    package private(set) var rare = RareValues.defaults

    package init() {}

    /// Where this state's stored properties that hold references (objects, arrays,
    /// existentials) lie in its bytes, but for `contents`: the ones `sameReferences` compares.
    /// Contents are told by `hasContents` (an observed property has no offset to ask for).
    /// Every other stored property is plain bytes; a test holds the names to that.
    package static let referenceFields: [(name: String, offset: Int, size: Int)] = [
        ("backgroundColor", MemoryLayout<LayerState>.offset(of: \.backgroundColor)!, MemoryLayout<CGColor?>.size),
        ("presentedCustom", MemoryLayout<LayerState>.offset(of: \.presentedCustom)!, MemoryLayout<[(key: String, value: Any)]>.size),
        ("rare", MemoryLayout<LayerState>.offset(of: \.rare)!, MemoryLayout<RareValues>.size),
    ]
    private static let hasContentsOffset = MemoryLayout<LayerState>.offset(of: \.hasContents)!

    /// Whether the states at `a` and `b` hold the very same references, byte for byte, and no
    /// contents: then they differ in plain values only, and one may be copied over the other as
    /// bytes (`StateBox.overwrite(copying:)`) with every object keeping the owners it had.
    /// Unequal bytes where the references are in fact the same only answer false.
    static func sameReferences(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        guard !a.load(fromByteOffset: hasContentsOffset, as: Bool.self),
              !b.load(fromByteOffset: hasContentsOffset, as: Bool.self) else { return false }
        // Each field is a word (checked by a test): one comparison each, no call.
        for f in referenceFields {
            guard a.loadUnaligned(fromByteOffset: f.offset, as: UInt.self) == b.loadUnaligned(fromByteOffset: f.offset, as: UInt.self)
            else { return false }
        }
        return true
    }

    /// The box of rare values, copied first when another state shares it.
    private var rareForWriting: RareValues {
        mutating get {
            if isKnownUniquelyReferenced(&rare) { rare.memo = nil } else { rare = RareValues(rare.values) }
            return rare
        }
    }

    // Rare values: read from the box, written through a box this state owns alone.
    package var sublayerTransform: CATransform3D {
        get { rare.values.sublayerTransform }
        _modify { yield &rareForWriting.values.sublayerTransform }
    }
    package var contentsCenter: CGRect {
        get { rare.values.contentsCenter }
        _modify { yield &rareForWriting.values.contentsCenter }
    }
    package var contentsGravity: CALayerContentsGravity {
        get { rare.values.contentsGravity }
        _modify { yield &rareForWriting.values.contentsGravity }
    }
    package var minificationFilter: CALayerContentsFilter {
        get { rare.values.minificationFilter }
        _modify { yield &rareForWriting.values.minificationFilter }
    }
    package var magnificationFilter: CALayerContentsFilter {
        get { rare.values.magnificationFilter }
        _modify { yield &rareForWriting.values.magnificationFilter }
    }
    package var minificationFilterBias: Float {
        get { rare.values.minificationFilterBias }
        _modify { yield &rareForWriting.values.minificationFilterBias }
    }
    /// Opaque black unless set (nil included: no border colour).
    package var borderColor: CGColor? {
        get { rare.values.borderColor }
        _modify { yield &rareForWriting.values.borderColor }
    }
    package var rasterizationScale: CGFloat {
        get { rare.values.rasterizationScale }
        _modify { yield &rareForWriting.values.rasterizationScale }
    }
    /// Opaque black unless set (nil included: no shadow colour).
    package var shadowColor: CGColor? {
        get { rare.values.shadowColor }
        _modify { yield &rareForWriting.values.shadowColor }
    }
    package var shadowOffset: CGSize {
        get { rare.values.shadowOffset }
        _modify { yield &rareForWriting.values.shadowOffset }
    }
    package var shadowRadius: CGFloat {
        get { rare.values.shadowRadius }
        _modify { yield &rareForWriting.values.shadowRadius }
    }
    package var shadowPath: CGPath? {
        get { rare.values.shadowPath }
        _modify { yield &rareForWriting.values.shadowPath }
    }

    // Timing (a layer is a timing node for everything below it).
    package var beginTime: CFTimeInterval {
        get { rare.values.beginTime }
        _modify { yield &rareForWriting.values.beginTime }
    }
    package var duration: CFTimeInterval {
        get { rare.values.duration }
        _modify { yield &rareForWriting.values.duration }
    }
    package var speed: Float {
        get { rare.values.speed }
        _modify { yield &rareForWriting.values.speed }
    }
    package var timeOffset: CFTimeInterval {
        get { rare.values.timeOffset }
        _modify { yield &rareForWriting.values.timeOffset }
    }
    package var repeatCount: Float {
        get { rare.values.repeatCount }
        _modify { yield &rareForWriting.values.repeatCount }
    }
    package var repeatDuration: CFTimeInterval {
        get { rare.values.repeatDuration }
        _modify { yield &rareForWriting.values.repeatDuration }
    }
    package var autoreverses: Bool {
        get { rare.values.autoreverses }
        _modify { yield &rareForWriting.values.autoreverses }
    }
    package var fillMode: CAMediaTimingFillMode {
        get { rare.values.fillMode }
        _modify { yield &rareForWriting.values.fillMode }
    }
    /// Subclass properties and arbitrary keys.
    package var custom: [String: Any] {
        get { rare.values.custom }
        _modify { yield &rareForWriting.values.custom }
    }
}

/// The values of a `LayerState` that layers seldom change, in one box that states share
/// until one of them writes (`LayerState.rareForWriting` copies it first). Never written
/// while another state holds it, so its values skip run-time exclusivity checks. Other
/// modules read them through the getters below: a call on the box, with no check and no copy
/// (a stored property of a class read from another module is checked at run time).
package final class RareValues: @unchecked Sendable {
    /// The values themselves.
    @exclusivity(unchecked) fileprivate var values: Values

    /// Apple's defaults, shared by every new layer's state (never written: a state copies
    /// it before its first write).
    static let defaults = RareValues(Values())

    fileprivate init(_ values: Values) { self.values = values }

    /// Something made from these values and kept with them (`memoized(_:)`); cleared when a
    /// state that owns the box alone writes it. Guarded by `memoLock`.
    fileprivate var memo: AnyObject?
    private static let memoLock = NSLock()

    /// The object `make` builds from these values, built once per box: render content whose
    /// values live in the box (a shape layer's stroke and fill) is parsed once per committed
    /// state, not every frame its layer animates. The box keeps one such object: asking for
    /// another type builds that and replaces it. Any thread.
    package func memoized<T: AnyObject>(_ make: (RareValues) -> T) -> T {
        Self.memoLock.lock()
        if let m = memo as? T { Self.memoLock.unlock(); return m }
        Self.memoLock.unlock()
        let made = make(self)
        Self.memoLock.lock()
        defer { Self.memoLock.unlock() }
        if let m = memo as? T { return m }
        memo = made
        return made
    }

    /// The seldom-changed values, with Apple's defaults.
    fileprivate struct Values {
        var sublayerTransform = CATransform3D.identity
        var contentsCenter: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)
        var contentsGravity: CALayerContentsGravity = .resize
        var minificationFilter: CALayerContentsFilter = .linear
        var magnificationFilter: CALayerContentsFilter = .linear
        var minificationFilterBias: Float = 0
        var borderColor: CGColor? = .black
        var rasterizationScale: CGFloat = 1
        var shadowColor: CGColor? = .black
        var shadowOffset: CGSize = CGSize(width: 0, height: -3)
        var shadowRadius: CGFloat = 3
        var shadowPath: CGPath?
        var beginTime: CFTimeInterval = 0
        var duration: CFTimeInterval = 0
        var speed: Float = 1
        var timeOffset: CFTimeInterval = 0
        var repeatCount: Float = 0
        var repeatDuration: CFTimeInterval = 0
        var autoreverses: Bool = false
        var fillMode: CAMediaTimingFillMode = .removed
        var custom: [String: Any] = [:]
    }

    // The values one by one, for other modules (`state.rare.shadowRadius`).
    package var sublayerTransform: CATransform3D { values.sublayerTransform }
    package var contentsCenter: CGRect { values.contentsCenter }
    package var contentsGravity: CALayerContentsGravity { values.contentsGravity }
    package var minificationFilter: CALayerContentsFilter { values.minificationFilter }
    package var magnificationFilter: CALayerContentsFilter { values.magnificationFilter }
    package var minificationFilterBias: Float { values.minificationFilterBias }
    package var borderColor: CGColor? { values.borderColor }
    package var rasterizationScale: CGFloat { values.rasterizationScale }
    package var shadowColor: CGColor? { values.shadowColor }
    package var shadowOffset: CGSize { values.shadowOffset }
    package var shadowRadius: CGFloat { values.shadowRadius }
    package var shadowPath: CGPath? { values.shadowPath }
    package var beginTime: CFTimeInterval { values.beginTime }
    package var duration: CFTimeInterval { values.duration }
    package var speed: Float { values.speed }
    package var timeOffset: CFTimeInterval { values.timeOffset }
    package var repeatCount: Float { values.repeatCount }
    package var repeatDuration: CFTimeInterval { values.repeatDuration }
    package var autoreverses: Bool { values.autoreverses }
    package var fillMode: CAMediaTimingFillMode { values.fillMode }
    package var custom: [String: Any] { values.custom }
    /// Whether any custom value is set, read in place (the compositor asks it of every layer).
    package var hasCustomValues: Bool { !values.custom.isEmpty }
}
