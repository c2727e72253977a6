/// A rectangle of content in a tree: the unit Core Animation composites and animates.
///
/// A layer holds its model values (what the app sets). Each commit copies the changed ones
/// into the committed state the compositor draws, and `presentation()` shows that state with
/// running animations applied. Properties are split by concern across the `CALayer+*.swift` files.
open class CALayer: NSObject, CAMediaTiming, AnimationHost {
    // The bookkeeping properties marked `@exclusivity(unchecked)` are read or written on every
    // property change, commit and frame; their dynamic exclusivity checks cost more than the
    // work (12 % of a frame that makes 1,600 layers). They are package-internal and never
    // passed inout across a call that could reach them again.

    /// The model values.
    @exclusivity(unchecked) package final var state = LayerState()
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
    // declared in extensions, so every hook that Apple code overrides is declared here and
    // forwards to its concern's file.

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
