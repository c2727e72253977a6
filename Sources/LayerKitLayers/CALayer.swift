/// A rectangle of content in a tree: the unit Core Animation composites and animates.
///
/// A layer holds its model values (what the app sets). Each commit copies the changed ones
/// into the committed state the compositor draws, and `presentation()` shows that state with
/// running animations applied. Properties are split by concern across the `CALayer+*.swift` files.
//
// This file is long (over 900 lines) on purpose: Swift lets a subclass override only members
// declared in the class body, not in extensions, so every member Apple lets a subclass
// override is declared here, in sections named after the extension file that keeps its
// storage and helpers.
open class CALayer: NSObject, CAMediaTiming, AnimationHost {
    // The bookkeeping properties marked `@exclusivity(unchecked)` are read or written on every
    // property change, commit and frame; their dynamic exclusivity checks cost more than the
    // work (12 % of a frame that makes 1,600 layers). They are package-internal and never
    // passed inout across a call that could reach them again.

    /// The model values, behind the layer-tree lock: any thread may read or change them.
    package final var state: LayerState {
        _read {
            TreeLock.lock()
            defer { TreeLock.unlock() }
            yield storedState
        }
        _modify {
            TreeLock.lock()
            defer { TreeLock.unlock() }
            yield &storedState
        }
    }
    /// The storage of `state`: touched only through it and `stateUnderLock`.
    @exclusivity(unchecked) private final var storedState = LayerState()
    /// `state` for code that holds the layer-tree lock already (the commit's capture and
    /// render-node rebuild): the same values without taking the lock again per access.
    package final var stateUnderLock: LayerState {
        _read { yield storedState }
        _modify { yield &storedState }
    }
    /// What the last commit captured; nil before the first commit.
    @exclusivity(unchecked) package final var committed: CommittedLayer?

    @exclusivity(unchecked) package final weak var _superlayer: CALayer? {
        didSet { superlayerID = _superlayer.map(ObjectIdentifier.init) }
    }
    /// The identity of `_superlayer`, compared without loading the weak reference (a load
    /// retains the superlayer, and a layer that sublayers point at weakly keeps its counts in
    /// a side table, where each retain and release is slower). Set with `_superlayer`, and
    /// cleared by a superlayer torn down (`takeChildren`), so it never names a freed layer.
    @exclusivity(unchecked) package final var superlayerID: ObjectIdentifier?
    @exclusivity(unchecked) package final var _sublayers: [CALayer] = []
    @exclusivity(unchecked) package final var _mask: CALayer?
    /// The layer this layer masks, if it is a mask.
    @exclusivity(unchecked) package final weak var maskOwner: CALayer?

    /// Attached animations in the order added, with their keys.
    @exclusivity(unchecked) package final var attachedAnimations: [AttachedAnimation] = []

    /// Set on presentation copies: the model layer they show.
    package final weak var modelLayer: CALayer? {
        didSet { isPresentationCopy = modelLayer != nil }
    }
    /// Whether this is a presentation copy (kept as a flag: it is read on every change).
    @exclusivity(unchecked) package private(set) final var isPresentationCopy = false
    /// The time a presentation copy was evaluated at.
    package final var presentationTime: CFTimeInterval = 0

    /// The window or renderer showing this layer as its root.
    @exclusivity(unchecked) package final weak var displayHost: AnyObject?

    // Pass bookkeeping (instance state, never static).
    @exclusivity(unchecked) package final var layoutFlag = false
    @exclusivity(unchecked) package final var displayFlag = false
    /// What `setNeedsDisplay(_:)` marked since the last display.
    @exclusivity(unchecked) package final var dirtyRegion = DirtyRegion()
    /// The backing store an asynchronous draw is still replaying (`drawsAsynchronously`).
    /// A model value, like `state`: checked by every commit of the layer.
    @exclusivity(unchecked) package final var pendingBackingStore: PendingBackingStore?
    @exclusivity(unchecked) package final var queuedForCommit = false
    /// Whether a timing value (`beginTime`, `duration`, `speed`, ...) changed since the last
    /// capture: the commit that carries it moves the deadlines of the animations below.
    @exclusivity(unchecked) final var timingChangedSinceCapture = false
    /// Set by a commit's capture until the rebuild makes the node of the captured values.
    @exclusivity(unchecked) final var capturePending = false
    @exclusivity(unchecked) package final var displayOnBoundsChange = false
    package final var asyncDrawingRequested = false
    /// The last presentation copy made, reused while time and commit are unchanged.
    @exclusivity(unchecked) package final var cachedPresentation: CALayer?
    /// The commit generation a presentation copy shows.
    @exclusivity(unchecked) package final var presentedGeneration: UInt64 = 0
    /// Old states of transitions in progress, by the attached transition's identity.
    @exclusivity(unchecked) package final var transitionSnapshots: [ObjectIdentifier: RenderNode] = [:]
    /// The render node of this layer's committed subtree: what the last commit handed the
    /// render side: the committed state's node (set with it, under the layer-tree lock). Not
    /// stored twice: a second reference cost every changed layer an atomic pair per commit.
    /// Read in place through the unwrapped capture: `committed?.node` copied the whole capture
    /// first, retaining every reference in it (four atomic pairs per sublayer when a root over
    /// a thousand moved layers is made again).
    package final var renderNode: RenderNode? { committed == nil ? nil : committed!.node }
    /// Counter for the keys of animations added without one.
    package final var nextGeneratedKey = 0
    /// Whether `AnimatedLayers` holds this layer (it has committed animations).
    @exclusivity(unchecked) package final var isIndexedForAnimations = false

    /// The layer's delegate (held weakly).
    open weak var delegate: CALayerDelegate?
    /// A name for finding and debugging the layer.
    open var name: String?
    /// Default values for properties this layer has not set itself, with the nested `"style"`
    /// (searched recursively) and `"actions"` keys Apple uses.
    open var style: [AnyHashable: Any]? {
        didSet { applyStyle() }
    }
    /// Keys this layer has set itself (a style does not override them), each once.
    @exclusivity(unchecked) package final var explicitlySetKeys = ExplicitKeys()
    /// The key last added to `explicitlySetKeys`: a layer set again and again (a position each
    /// frame) skips hashing it into the set each time.
    @exclusivity(unchecked) final var lastExplicitKey = ""
    /// True while style values are being applied (they do not count as set by the layer).
    @exclusivity(unchecked) package final var applyingStyle = false
    /// The last pass over layers that reached this layer (a render-node rebuild, ordering
    /// layout, replacing sublayers) and the layer's depth found by it (`stampDepth`). Written
    /// only under the layer-tree lock.
    @exclusivity(unchecked) final var walkPass: UInt64 = 0
    @exclusivity(unchecked) final var walkDepth = 0
    /// The layer's class as a `RenderContentProvider`, or nil: looked up once, not per commit
    /// (a dynamic conformance check costs hundreds of instructions).
    package private(set) lazy var renderContentProviderType: RenderContentProvider.Type? =
        Self.contentProvider(Swift.type(of: self))

    /// `type` as a `RenderContentProvider`; a plain `CALayer` (most layers), which provides
    /// no content, skips the dynamic check.
    private static func contentProvider(_ type: CALayer.Type) -> RenderContentProvider.Type? {
        type == CALayer.self ? nil : type as? RenderContentProvider.Type
    }
    /// Actions by key, looked up after the delegate.
    open var actions: [String: CAAction]?

    /// Creates a layer with Apple's default values.
    ///
    /// Unlike Apple's, this initializer is `required`, so that a layer can be made from its
    /// class (`(type as CALayer.Type).init()`, as a view makes its backing layer from
    /// `layerClass`); Apple code that writes `override init()` in a layer subclass must say
    /// `required init()`.
    public required override init() {
        super.init()
        applyClassDefaults()
    }

    /// Releases the subtree without recursion (`TreeTeardown`): a layer that would be freed
    /// with this one hands its sublayers, mask and committed sublayers to a work list first.
    /// A leaf (most layers) has none and is freed directly, with no work list.
    deinit {
        if isIndexedForAnimations { AnimatedLayers.remove(ObjectIdentifier(self)) }
        guard holdsLayers else { return }
        Teardown.free(takeChildren())
    }

    /// Whether the layer holds other layers: sublayers or a mask, in the model or committed.
    private var holdsLayers: Bool {
        if !_sublayers.isEmpty || _mask != nil { return true }
        return !(committed?.sublayers.isEmpty ?? true) || committed?.mask != nil
    }

    /// Creates a shadow copy of `layer` (as presentation layers are made); subclasses override it
    /// to copy their own state, calling super first.
    ///
    /// Unlike Apple's, this initializer is `required` (Swift needs that to make copies of
    /// subclasses); Apple code that writes `override init(layer: Any)` must say `required`.
    public required init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        state = other.state
        name = other.name
        style = other.style
        actions = other.actions
        delegate = other.delegate
    }

    /// Decoding is not supported; this exists so that subclasses written for Apple compile.
    public required init?(coder: NSCoder) {
        super.init()
        applyClassDefaults()
    }

    /// Applies `defaultValue(forKey:)` overrides of subclasses to the built-in properties.
    private func applyClassDefaults() {
        let type = Swift.type(of: self)
        guard type != CALayer.self else { return }
        for (key, property) in LayerProperty.table {
            if let v = type.defaultValue(forKey: key), !Self.isPlainDefault(v, forKey: key) { _ = property.write(&state, v) }
        }
    }

    // Overridable behaviour. Swift without the Objective-C runtime cannot override members
    // declared in extensions, so every property and method Apple lets a subclass override is
    // declared `open` here, in the class body, and forwards to (or keeps its storage in) its
    // concern's file; the sections below say which.

    /// The default value for `key`, as on Apple: the plain layer's documented non-zero defaults
    /// (`documentedDefaults`: `anchorPoint` (0.5, 0.5), `speed` 1, `duration` infinite, ...),
    /// nil for other keys unless a subclass says otherwise.
    open class func defaultValue(forKey key: String) -> Any? { documentedDefaults[key] }

    /// Whether changing `key` makes the layer redisplay (false unless a subclass says so).
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// The action a class provides for `event`; nil on Apple for every key.
    open class func defaultAction(forKey event: String) -> CAAction? { nil }

    /// The action for `event`: the delegate's, then `actions`, then `style`, then
    /// `defaultAction(forKey:)`, then the built-in implicit animation for animatable properties.
    /// An `NSNull` found on the way stops the search and gives nil.
    open func action(forKey event: String) -> CAAction? { lookUpAction(forKey: event) }

    /// Updates the contents: the delegate's `display(_:)` if it has one, else drawing into a
    /// backing store of bounds x `contentsScale` pixels through `draw(in:)`.
    open func display() { displayContents() }

    /// Draws the layer's content; the default asks the delegate's `draw(_:in:)`. The context is
    /// y-down in the layer's bounds coordinates, clipped to the bounds and the dirty region.
    open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }

    /// Marks the whole layer for redisplay at the next commit.
    open func setNeedsDisplay() { markNeedsDisplay(bounds) }

    /// Marks `r` (in the layer's coordinates) for redisplay: the next display keeps the rest
    /// of the backing store and lets `draw(in:)` repaint only this region.
    open func setNeedsDisplay(_ r: CGRect) { markNeedsDisplay(r) }

    /// Whether the layer is marked for redisplay.
    open func needsDisplay() -> Bool { displayFlag }

    /// Displays the layer now if it is marked for redisplay.
    open func displayIfNeeded() { if displayFlag { display() } }

    /// Marks the layer for layout at the next commit.
    open func setNeedsLayout() { markNeedsLayout() }

    /// Whether the layer is marked for layout.
    open func needsLayout() -> Bool { layoutFlag }

    /// Lays out the tree below the highest marked ancestor, if anything is marked.
    open func layoutIfNeeded() { layoutMarkedAncestors() }

    /// Positions the sublayers; the default asks the delegate's `layoutSublayers(of:)`.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    /// The layer's preferred size: its bounds size.
    open func preferredFrameSize() -> CGSize { bounds.size }

    /// Whether `p`, in this layer's coordinates, lies inside its bounds (the minimum edges
    /// included, the maximum edges excluded, as `CGRect.contains`).
    open func contains(_ p: CGPoint) -> Bool { boundsContain(p) }

    /// The farthest descendant (or this layer) containing `p`, given in the superlayer's
    /// coordinates; nil if none. Hidden layers are skipped; sublayers are searched from the
    /// one drawn last (higher zPosition first, then later in the array); a sublayer outside
    /// the bounds is still hit unless this layer masks to its bounds; points are mapped
    /// through 3D transforms, and inside a transform layer the nearest hit wins.
    open func hitTest(_ p: CGPoint) -> CALayer? { hit(p, through: transformToSuperlayer())?.layer }

    /// Attaches a copy of `anim` under `key` (replacing an animation with the same key); the
    /// next commit starts it. Transitions are always attached under `"transition"`.
    open func add(_ anim: CAAnimation, forKey key: String?) { attach(anim, forKey: key) }

    /// Detaches the animation under `key`; its delegate hears `animationDidStop(_:finished: false)`.
    open func removeAnimation(forKey key: String) { detachAnimation(forKey: key) }

    /// Detaches every animation.
    open func removeAllAnimations() { detachAllAnimations() }

    /// The value at `keyPath`: a property (`"opacity"`), a part of one (`"position.x"`,
    /// `"bounds.size.width"`, `"transform.rotation.z"`, `"transform.scale"`), a subclass key,
    /// or any key set before with `setValue(_:forKey:)`. Nil for unknown keys and parts.
    open func value(forKeyPath keyPath: String) -> Any? { readValue(forKeyPath: keyPath) }

    /// The value for `key` (see `value(forKeyPath:)`).
    open func value(forKey key: String) -> Any? { readValue(forKeyPath: key) }

    /// Sets the value at `keyPath`, with the same commit and implicit animation as the typed
    /// property. A value of the wrong type, or an unknown part of a composite value, is refused
    /// with a one-time warning (Apple raises an exception); unknown keys are stored, as on Apple.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { writeValue(value, forKeyPath: keyPath) }

    /// Sets the value for `key` (see `setValue(_:forKeyPath:)`).
    open func setValue(_ value: Any?, forKey key: String) { writeValue(value, forKeyPath: key) }

    /// The keys that animate implicitly: Apple's animatable properties of this class.
    package class var implicitlyAnimatedKeys: Set<String> { CALayer.baseAnimatableKeys }

    /// What an animation of the subclass key `key` starts from while the property is nil (a
    /// value of the property's type, such as a clear colour or an empty path), so animations of
    /// properties whose default is nil still run; nil: such animations do nothing.
    package class func animationStandIn(forKey key: String) -> (any AnimatableValue)? { nil }

    /// Whether sublayers share this layer's 3D space instead of being flattened (CATransformLayer).
    package var keepsSublayersIn3D: Bool { false }

    /// Whether a commit calls `willCapture(atLocalTime:)` before it captures this layer (classes
    /// whose committed state records when it was committed, such as `CAEmitterLayer`).
    package class var stampsCaptureTime: Bool { false }

    /// Called by the commit on the model side, under the layer-tree lock, just before this
    /// layer's values are captured, with the layer's local time of the commit: the one place a
    /// class may stamp commit times into its own state (as animations get their begin times).
    package func willCapture(atLocalTime t: CFTimeInterval) {}

    /// Whether the value for `key` is archived; always true.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    // MARK: Geometry (CALayer+Geometry.swift)

    /// The layer's own coordinate space: origin and size in points. Sublayers are placed
    /// relative to `bounds.origin`, so changing the origin scrolls them.
    open var bounds: CGRect {
        get { state.bounds }
        set { if assign(&state.bounds, newValue, "bounds") { didChange("bounds") } }
    }

    /// Where the anchor point sits in the superlayer's coordinates, points.
    open var position: CGPoint {
        get { state.position }
        set { if assign(&state.position, newValue, "position") { didChange("position") } }
    }

    /// Position on the z axis, points; also orders sublayers (higher draws later).
    open var zPosition: CGFloat {
        get { state.zPosition }
        set { if assign(&state.zPosition, newValue, "zPosition") { didChange("zPosition") } }
    }

    /// The point transforms act about, in unit coordinates of the bounds ((0.5, 0.5) by default).
    open var anchorPoint: CGPoint {
        get { state.anchorPoint }
        set { if assign(&state.anchorPoint, newValue, "anchorPoint") { didChange("anchorPoint") } }
    }

    /// The anchor point's z, points.
    open var anchorPointZ: CGFloat {
        get { state.anchorPointZ }
        set { if assign(&state.anchorPointZ, newValue, "anchorPointZ") { didChange("anchorPointZ") } }
    }

    /// The transform applied about the anchor point.
    open var transform: CATransform3D {
        get { state.transform }
        set { if assign(&state.transform, newValue, "transform") { didChange("transform") } }
    }

    /// The transform applied to the sublayers about the anchor point (perspective goes here).
    open var sublayerTransform: CATransform3D {
        get { state.sublayerTransform }
        set { if assign(&state.sublayerTransform, newValue, "sublayerTransform") { didChange("sublayerTransform") } }
    }

    /// Whether sublayers are placed with y pointing up from the bottom of the bounds.
    open var isGeometryFlipped: Bool {
        get { state.isGeometryFlipped }
        set { if assign(&state.isGeometryFlipped, newValue, "geometryFlipped") { didChange("geometryFlipped") } }
    }

    /// Whether the layer is drawn when facing away from the viewer.
    open var isDoubleSided: Bool {
        get { state.isDoubleSided }
        set { if assign(&state.isDoubleSided, newValue, "doubleSided") { didChange("doubleSided") } }
    }

    /// The transform as an affine transform: the identity when the transform is not affine
    /// (a z scale, a rotation out of the plane, perspective), as Apple's returns.
    open func affineTransform() -> CGAffineTransform {
        CATransform3DIsAffine(transform) ? CATransform3DGetAffineTransform(transform) : .identity
    }

    /// Sets the transform from an affine transform.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// Whether the layer's contents are drawn flipped to stay upright: an odd number of
    /// geometry-flipped superlayers above it.
    open func contentsAreFlipped() -> Bool {
        var flipped = false
        var l = superlayer
        while let c = l { if c.isGeometryFlipped { flipped.toggle() }; l = c.superlayer }
        return flipped
    }

    /// The layer's rectangle in its superlayer's coordinates: the bounding box of the bounds
    /// through the transform (about the anchor point) and position. Setting it sets the
    /// position and the bounds size (scaled back through a scale transform); non-finite
    /// rectangles are refused; negative sizes are standardised.
    open var frame: CGRect {
        get { Self.frame(of: state) }
        set {
            guard newValue.isFiniteValue else {
                Diagnostics.warnOnce("ignored a non-finite frame on \(Swift.type(of: self)); the layer keeps its geometry")
                return
            }
            let r = newValue.standardized
            var size = r.size
            let t = transform
            if CATransform3DIsAffine(t), t.m12 == 0, t.m21 == 0, t.m11 != 0, t.m22 != 0 {
                size = CGSize(width: r.width / abs(t.m11), height: r.height / abs(t.m22))
            }
            bounds = CGRect(origin: bounds.origin, size: size)
            position = CGPoint(x: r.minX + anchorPoint.x * r.width, y: r.minY + anchorPoint.y * r.height)
        }
    }

    // MARK: Appearance and contents (stored in LayerState; `assign` and `didChange` in CALayer+Changes.swift)

    /// Whether the layer and its sublayers are not drawn (and not hit).
    open var isHidden: Bool {
        get { state.isHidden }
        set { if assign(&state.isHidden, newValue, "hidden") { didChange("hidden") } }
    }

    /// Whether sublayers and contents are clipped to the bounds (rounded by `cornerRadius`).
    open var masksToBounds: Bool {
        get { state.masksToBounds }
        set { if assign(&state.masksToBounds, newValue, "masksToBounds") { didChange("masksToBounds") } }
    }

    /// The colour filling the bounds behind the contents (nil: none).
    open var backgroundColor: CGColor? {
        get { state.backgroundColor }
        set { if assign(&state.backgroundColor, newValue, "backgroundColor") { didChange("backgroundColor") } }
    }

    /// The radius of the background's and border's corners, points (contents and sublayers
    /// are rounded only with `masksToBounds`); clamped to half the shorter side when drawn.
    open var cornerRadius: CGFloat {
        get { state.cornerRadius }
        set { if assign(&state.cornerRadius, newValue, "cornerRadius") { didChange("cornerRadius") } }
    }

    /// Which corners `cornerRadius` rounds (all four by default).
    open var maskedCorners: CACornerMask {
        get { state.maskedCorners }
        set { if assign(&state.maskedCorners, newValue, "maskedCorners") { didChange("maskedCorners") } }
    }

    /// The width of the border drawn inside the bounds, above the contents and sublayers, points.
    open var borderWidth: CGFloat {
        get { state.borderWidth }
        set { if assign(&state.borderWidth, newValue, "borderWidth") { didChange("borderWidth") } }
    }

    /// The border's colour (opaque black by default).
    open var borderColor: CGColor? {
        get { state.borderColor }
        set { if assign(&state.borderColor, newValue, "borderColor") { didChange("borderColor") } }
    }

    /// The layer's opacity, 0...1 (values outside are clamped when drawn).
    open var opacity: Float {
        get { state.opacity }
        set {
            guard newValue.isFinite else {
                Diagnostics.warnOnce("ignored a non-finite value for 'opacity' on \(Swift.type(of: self)); the property keeps its value")
                return
            }
            if assign(&state.opacity, newValue, "opacity") { didChange("opacity") }
        }
    }

    /// Whether opacity below 1 applies to the layer and its sublayers as one group (default true).
    open var allowsGroupOpacity: Bool {
        get { state.allowsGroupOpacity }
        set { if assign(&state.allowsGroupOpacity, newValue, "allowsGroupOpacity") { didChange("allowsGroupOpacity") } }
    }

    /// How the layer, with its sublayers, is composited over what is behind it: nil (the
    /// default) blends source-over; a Core Image blend filter's name as a string
    /// (`"multiplyBlendMode"`, `"screenBlendMode"`, ... `"luminosityBlendMode"`,
    /// `"sourceOverCompositing"`, with or without the `CI` prefix) blends with that mode, by the
    /// W3C Compositing and Blending formulas on premultiplied sRGB. Anything else (a `CIFilter`
    /// does not exist here) is said once on stderr and draws as nil does.
    open var compositingFilter: Any? {
        get { state.customValue("compositingFilter") ?? Swift.type(of: self).defaultValue(forKey: "compositingFilter") }
        set { changeCustom("compositingFilter", to: newValue, same: { _, _ in false }) }
    }

    /// Whether transformed edges are antialiased (default false, as on iOS).
    open var allowsEdgeAntialiasing: Bool {
        get { state.allowsEdgeAntialiasing }
        set { if assign(&state.allowsEdgeAntialiasing, newValue, "allowsEdgeAntialiasing") { didChange("allowsEdgeAntialiasing") } }
    }

    /// Which edges are antialiased when `allowsEdgeAntialiasing` is on.
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask {
        get { state.edgeAntialiasingMask }
        set { if assign(&state.edgeAntialiasingMask, newValue, "edgeAntialiasingMask") { didChange("edgeAntialiasingMask") } }
    }

    /// Whether the layer and its sublayers are rendered once into a cached bitmap, reused
    /// until they change.
    open var shouldRasterize: Bool {
        get { state.shouldRasterize }
        set { if assign(&state.shouldRasterize, newValue, "shouldRasterize") { didChange("shouldRasterize") } }
    }

    /// Pixels per point of the rasterized bitmap.
    open var rasterizationScale: CGFloat {
        get { state.rasterizationScale }
        set { if assign(&state.rasterizationScale, newValue, "rasterizationScale") { didChange("rasterizationScale") } }
    }

    /// The shadow's colour (opaque black by default).
    open var shadowColor: CGColor? {
        get { state.shadowColor }
        set { if assign(&state.shadowColor, newValue, "shadowColor") { didChange("shadowColor") } }
    }

    /// The shadow's opacity, 0...1 (0 by default: no shadow).
    open var shadowOpacity: Float {
        get { state.shadowOpacity }
        set { if assign(&state.shadowOpacity, newValue, "shadowOpacity") { didChange("shadowOpacity") } }
    }

    /// The shadow's offset in the layer's coordinates, points ((0, -3) by default).
    open var shadowOffset: CGSize {
        get { state.shadowOffset }
        set { if assign(&state.shadowOffset, newValue, "shadowOffset") { didChange("shadowOffset") } }
    }

    /// The shadow's blur radius, points (3 by default).
    open var shadowRadius: CGFloat {
        get { state.shadowRadius }
        set { if assign(&state.shadowRadius, newValue, "shadowRadius") { didChange("shadowRadius") } }
    }

    /// The shadow's shape; nil derives it from the alpha of the layer and its sublayers.
    open var shadowPath: CGPath? {
        get { state.shadowPath }
        set { if assign(&state.shadowPath, newValue, "shadowPath") { didChange("shadowPath") } }
    }

    /// The layer's image (a `CGImage`); other objects are kept but not drawn.
    open var contents: Any? {
        get {
            finishPendingDisplay()
            return state.contents.publicValue
        }
        set {
            pendingBackingStore = nil
            let new = LayerContents(newValue)
            if case .image(let a) = state.contents, case .image(let b) = new, a === b { return }
            if case .none = state.contents, case .none = new { return }
            state.contents = new
            didChange("contents")
        }
    }

    /// The part of the contents shown, in unit coordinates of the image ((0, 0, 1, 1) by
    /// default); outside 0...1 the edge pixels repeat.
    open var contentsRect: CGRect {
        get { state.contentsRect }
        set { if assign(&state.contentsRect, newValue, "contentsRect") { didChange("contentsRect") } }
    }

    /// The stretchable middle of the contents for nine-slice scaling, unit coordinates.
    open var contentsCenter: CGRect {
        get { state.contentsCenter }
        set { if assign(&state.contentsCenter, newValue, "contentsCenter") { didChange("contentsCenter") } }
    }

    /// How the contents are placed in the bounds (`.resize` by default).
    open var contentsGravity: CALayerContentsGravity {
        get { state.contentsGravity }
        set { if assign(&state.contentsGravity, newValue, "contentsGravity") { didChange("contentsGravity") } }
    }

    /// Pixels of contents per point (1 by default); the backing store is bounds x this.
    open var contentsScale: CGFloat {
        get { state.contentsScale }
        set {
            guard newValue > 0 else {
                Diagnostics.warnOnce("ignored a contentsScale of \(newValue) (it must be positive)")
                return
            }
            if assign(&state.contentsScale, newValue, "contentsScale") { didChange("contentsScale") }
        }
    }

    /// The filter used when the contents are drawn smaller than their size.
    open var minificationFilter: CALayerContentsFilter {
        get { state.minificationFilter }
        set { if assign(&state.minificationFilter, newValue, "minificationFilter") { didChange("minificationFilter") } }
    }

    /// The filter used when the contents are drawn larger than their size.
    open var magnificationFilter: CALayerContentsFilter {
        get { state.magnificationFilter }
        set { if assign(&state.magnificationFilter, newValue, "magnificationFilter") { didChange("magnificationFilter") } }
    }

    /// The mipmap level bias for trilinear minification.
    open var minificationFilterBias: Float {
        get { state.minificationFilterBias }
        set { if assign(&state.minificationFilterBias, newValue, "minificationFilterBias") { didChange("minificationFilterBias") } }
    }

    /// Whether the layer promises to cover its bounds with opaque pixels (lets the compositor
    /// skip what is beneath; the backing store is made opaque).
    open var isOpaque: Bool {
        get { state.isOpaque }
        set { if assign(&state.isOpaque, newValue, "opaque") { didChange("opaque") } }
    }

    // MARK: Timing (CALayer+Timing.swift)

    /// When this layer's timeline starts, in its superlayer's time space, seconds (default 0).
    open var beginTime: CFTimeInterval {
        get { state.beginTime }
        set { if assign(&state.beginTime, newValue, "beginTime") { didChange("beginTime", timing: true) } }
    }

    /// Length of one iteration of this layer's timeline, seconds; 0 (the default) means infinite.
    open var duration: CFTimeInterval {
        get { state.duration }
        set { if assign(&state.duration, newValue, "duration") { didChange("duration", timing: true) } }
    }

    /// The rate of this layer's time against its superlayer's (0 pauses everything below).
    open var speed: Float {
        get { state.speed }
        set { if assign(&state.speed, newValue, "speed") { didChange("speed", timing: true) } }
    }

    /// Offset added to this layer's local time, seconds (default 0); a paused layer (`speed` 0) shows this time.
    open var timeOffset: CFTimeInterval {
        get { state.timeOffset }
        set { if assign(&state.timeOffset, newValue, "timeOffset") { didChange("timeOffset", timing: true) } }
    }

    /// Number of iterations of this layer's timeline (default 0: one).
    open var repeatCount: Float {
        get { state.repeatCount }
        set { if assign(&state.repeatCount, newValue, "repeatCount") { didChange("repeatCount", timing: true) } }
    }

    /// Total active time of this layer's timeline, seconds (default 0: unused).
    open var repeatDuration: CFTimeInterval {
        get { state.repeatDuration }
        set { if assign(&state.repeatDuration, newValue, "repeatDuration") { didChange("repeatDuration", timing: true) } }
    }

    /// Whether this layer's timeline plays forwards then backwards (default false).
    open var autoreverses: Bool {
        get { state.autoreverses }
        set { if assign(&state.autoreverses, newValue, "autoreverses") { didChange("autoreverses", timing: true) } }
    }

    /// What this layer's timeline shows outside its active time (default `.removed`).
    open var fillMode: CAMediaTimingFillMode {
        get { state.fillMode }
        set { if assign(&state.fillMode, newValue, "fillMode") { didChange("fillMode", timing: true) } }
    }

    /// Converts `t` from `layer`'s local time (nil: global media time) to this layer's.
    open func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        let global = layer.map { $0.globalTime(fromLocal: t, committed: false) } ?? t
        return localTime(fromGlobal: global, committed: false)
    }

    /// Converts `t` from this layer's local time to `layer`'s (nil: global media time).
    open func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let global = globalTime(fromLocal: t, committed: false)
        return layer.map { $0.localTime(fromGlobal: global, committed: false) } ?? global
    }

    // MARK: The layer tree (CALayer+Tree.swift)

    /// The layer this one is a sublayer of.
    open var superlayer: CALayer? {
        if let m = modelLayer { return m.superlayer?.presentationLayer(at: presentationTime) }
        return _superlayer
    }

    /// The sublayers, back to front (nil when there are none). Setting replaces them all.
    /// On a presentation layer, the presentation copies of the committed sublayers.
    open var sublayers: [CALayer]? {
        get {
            if let m = modelLayer {
                let subs = (m.committed?.sublayers ?? []).compactMap { $0.presentationLayer(at: presentationTime) }
                return subs.isEmpty ? nil : subs
            }
            TreeLock.lock()
            defer { TreeLock.unlock() }
            return _sublayers.isEmpty ? nil : _sublayers
        }
        set {
            TreeLock.lock()
            defer { TreeLock.unlock() }
            // The new layers are stamped with a pass of their own (no set of them: hashing cost
            // more than the rest), so replacing n sublayers by m stays O(n + m). The leaving
            // layers are listed before any action runs (an action may stamp layers again).
            let pass = Commit.nextPass()
            for l in newValue ?? [] { l.walkPass = pass }
            let leaving = _sublayers.filter { $0.walkPass != pass }
            for old in leaving { old.detach(notify: true) }
            _sublayers = []
            for l in newValue ?? [] where canAdopt(l) {
                if l._superlayer !== self, l._superlayer != nil || l.maskOwner != nil { l.removeFromSuperlayer() }
                l._superlayer = self
                _sublayers.append(l)
            }
            sublayersDidChange()
        }
    }

    /// A layer whose alpha masks this layer's composited content; it must not have a superlayer.
    open var mask: CALayer? {
        get {
            if let m = modelLayer { return m.committed?.mask?.presentationLayer(at: presentationTime) }
            return _mask
        }
        set {
            TreeLock.lock()
            defer { TreeLock.unlock() }
            guard newValue !== _mask else { return }
            if let new = newValue, new === self || isDescendant(of: new) { return }
            _mask?.maskOwner = nil
            if let new = newValue, new._superlayer != nil || new.maskOwner != nil { new.removeFromSuperlayer() }
            _mask = newValue
            newValue?.maskOwner = self
            markChanged()
        }
    }

    /// Appends `layer` on top of the other sublayers, removing it from its previous superlayer.
    /// Adding an ancestor of the receiver (a cycle) is a no-op.
    open func addSublayer(_ layer: CALayer) {
        TreeLock.lock()
        defer { TreeLock.unlock() }
        insert(layer, at: _sublayers.count)
    }

    /// Inserts `layer` at `idx` (clamped to the sublayer count).
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        insert(layer, at: Int(min(UInt32(Int32.max), idx)))
    }

    /// Inserts `layer` just below `sibling` (at the back when nil or not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        TreeLock.lock()
        defer { TreeLock.unlock() }
        let i = sibling.flatMap { s in _sublayers.firstIndex { $0 === s } } ?? 0
        insert(layer, at: i)
    }

    /// Inserts `layer` just above `sibling` (at the front when nil or not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        TreeLock.lock()
        defer { TreeLock.unlock() }
        let i = sibling.flatMap { s in _sublayers.firstIndex { $0 === s } }.map { $0 + 1 } ?? _sublayers.count
        insert(layer, at: i)
    }

    /// Replaces the sublayer `oldLayer` with `newLayer`; a no-op when `oldLayer` is not a sublayer.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        TreeLock.lock()
        defer { TreeLock.unlock() }
        guard let i = _sublayers.firstIndex(where: { $0 === oldLayer }), canAdopt(newLayer) else { return }
        if oldLayer === newLayer { return }
        oldLayer.detach(notify: true)
        _sublayers.remove(at: i)
        insert(newLayer, at: min(i, _sublayers.count))
    }

    /// Removes the layer from its superlayer (or from the layer it masks).
    open func removeFromSuperlayer() {
        TreeLock.lock()
        defer { TreeLock.unlock() }
        if let owner = maskOwner {
            owner._mask = nil
            maskOwner = nil
            owner.markChanged()
            return
        }
        guard let parent = _superlayer else { return }
        detach(notify: true)
        parent._sublayers.removeAll { $0 === self }
        parent.sublayersDidChange()
    }

    // MARK: Display (CALayer+Display.swift)

    /// Whether changing the bounds marks the layer for redisplay (default false).
    open var needsDisplayOnBoundsChange: Bool {
        get { displayOnBoundsChange }
        set { displayOnBoundsChange = newValue }
    }

    /// Whether drawing commands are deferred and executed on a background thread: `draw(in:)`
    /// gets a context that records (its `data` is nil) and returns as soon as the commands
    /// are recorded; they are replayed into the backing store on a global queue while the main
    /// thread goes on, and the commit that follows waits for the pixels before handing the
    /// frame on (Apple's render server does that work). The pixels are the ones drawing
    /// synchronously gives. Default false.
    open var drawsAsynchronously: Bool {
        get { asyncDrawingRequested }
        set { asyncDrawingRequested = newValue }
    }

    // MARK: Coordinate conversion (CALayer+HitTesting.swift)

    /// `p` from `layer`'s coordinates (nil: the space the root of the tree is placed in) to
    /// this layer's, through every transform on the way, perspective included. Where the
    /// point cannot be mapped (a plane seen edge-on, a point behind the eye) it is returned
    /// as it stands in the common space.
    open func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        let common = layer.map { $0.homographyToRootSpace().apply(p) ?? p } ?? p
        return homographyToRootSpace().inverse()?.apply(common).flatMap(finite) ?? common
    }

    /// `p` from this layer's coordinates to `layer`'s (nil: the root's placement space).
    open func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        let common = homographyToRootSpace().apply(p) ?? p
        guard let layer else { return common }
        return layer.homographyToRootSpace().inverse()?.apply(common).flatMap(finite) ?? common
    }

    /// The bounding box of `r`'s converted corners (see `convert(_:from:)`).
    open func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        guard !r.isNull else { return r }
        return .bounding(Self.corners(r).map { convert($0, from: layer) })
    }

    /// The bounding box of `r`'s converted corners (see `convert(_:to:)`).
    open func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        guard !r.isNull else { return r }
        return .bounding(Self.corners(r).map { convert($0, to: layer) })
    }

    // MARK: Animations (CALayer+Animations.swift)

    /// The layer's copy of the animation attached under `key`.
    open func animation(forKey key: String) -> CAAnimation? {
        TreeLock.withLock { attachedAnimations.first { $0.hasPublicKey && $0.key == key }?.animation }
    }

    /// The keys of attached animations, in the order added; nil when none has a key.
    open func animationKeys() -> [String]? {
        let keys = TreeLock.withLock { attachedAnimations.filter(\.hasPublicKey).map(\.key) }
        return keys.isEmpty ? nil : keys
    }

    // MARK: Presentation (CALayer+Presentation.swift)

    /// A copy of the layer as it is displayed now: committed values with running animations
    /// applied at `CACurrentMediaTime()`. Nil before the layer's first commit. Its sublayers,
    /// superlayer and mask are presentation layers too, and `model()` leads back.
    open func presentation() -> Self? {
        if isPresentation { return self }
        return presentationLayer(at: CACurrentMediaTime()) as? Self
    }

    /// The model layer a presentation layer shows (the receiver itself for a model layer).
    open func model() -> Self { (modelLayer as? Self) ?? self }

    // MARK: Scrolling (CAScrollLayer's CALayer methods; CATransformLayer.swift)

    /// Scrolls the nearest enclosing scroll layer so that `p` (this layer's coordinates) is
    /// at its top-left.
    open func scroll(_ p: CGPoint) {
        guard let s = enclosingScrollLayer else { return }
        s.scroll(to: s.convert(p, from: self))
    }

    /// Scrolls the nearest enclosing scroll layer to make `r` (this layer's coordinates) visible.
    open func scrollRectToVisible(_ r: CGRect) {
        guard let s = enclosingScrollLayer else { return }
        s.scroll(to: s.convert(r, from: self))
    }

    /// The part of this layer visible through the nearest enclosing scroll layer, in this
    /// layer's coordinates (the bounds when there is none).
    open var visibleRect: CGRect {
        guard let s = enclosingScrollLayer else { return bounds }
        return bounds.intersection(convert(s.bounds, from: s))
    }

    /// Whether this is a presentation copy.
    package final var isPresentation: Bool { isPresentationCopy }

    open override var description: String {
        let n = name.map { " \"\($0)\"" } ?? ""
        return "<\(Swift.type(of: self))\(n) frame=\(frame)>"
    }
}

/// The keys a layer has set itself, each once. The first four are kept in the value itself
/// (a new layer given its frame, position and colour allocates nothing for them: an array
/// made for each of the 1,900 layers cull100k makes a frame cost about 550 instructions a
/// layer); more go to an array. Comparing a few short strings costs less than hashing them.
package struct ExplicitKeys {
    private var k0: String?
    private var k1: String?
    private var k2: String?
    private var k3: String?
    private var more: [String] = []

    /// Whether `key` was set.
    package func contains(_ key: String) -> Bool {
        k0 == key || k1 == key || k2 == key || k3 == key || (!more.isEmpty && more.contains(key))
    }

    /// Records `key` (the caller checks it is not there yet).
    package mutating func append(_ key: String) {
        if k0 == nil { k0 = key } else if k1 == nil { k1 = key } else if k2 == nil { k2 = key } else if k3 == nil { k3 = key } else { more.append(key) }
    }
}

/// An animation attached to a layer: the layer's own copy, under its key.
package struct AttachedAnimation {
    /// The key given to `add(_:forKey:)`, or a generated one for nil.
    package var key: String
    /// Whether the key was given (generated keys are not listed by `animationKeys()`).
    package var hasPublicKey: Bool
    package var animation: CAAnimation
    /// Whether a commit has stamped its begin time.
    package var isCommitted = false
    /// Completion groups of the transactions it was added in.
    package var groups: [CompletionGroup] = []
    /// Commit order (set when committed): callbacks are delivered in this order.
    package var order: UInt64 = 0
    /// Whether `animationDidStart` was queued (once, whichever side saw the start).
    package var hasAnnouncedStart = false
    /// Whether `animationDidStop` was queued and the completion groups left (once: a delegate
    /// that removes a finished animation it kept hears no second stop, as on Apple).
    package var hasAnnouncedStop = false
}

extension CALayer: TreeTeardown {
    /// Empties the sublayer, mask and committed references, returning the layers they held.
    package func takeChildren() -> [CALayer] {
        // The sublayers outlive this layer only by other references: their weak link to it
        // goes nil with it, and so must the identity beside it.
        for l in _sublayers where l.superlayerID == ObjectIdentifier(self) { l.superlayerID = nil }
        var out = _sublayers
        _sublayers = []
        if let m = _mask { out.append(m); _mask = nil }
        if let c = committed {
            out += c.sublayers
            if let m = c.mask { out.append(m) }
            committed = nil
        }
        return out
    }
}
