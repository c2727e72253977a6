import LayerKitRaster

/// Renders a layer tree into pixels without a window, modelled on Apple's `CARenderer`; the
/// window host draws through one too.
///
/// A frame is `beginFrame(atTime:)`, `updateBounds()`, `render()`, `endFrame()`: the committed
/// tree is presented at the frame's time, turned into a draw list, compared with the previous
/// frame, and only the damaged region is composited. The renderer's space is its bounds in
/// points, (0, 0) at the image's top-left, y down; the root layer is placed there by its
/// frame, as a window places its root.
public final class CARenderer {
    /// The root layer. Setting it shows the tree: its layers take part in implicit animations.
    public var layer: CALayer? {
        didSet {
            if oldValue !== layer {
                if oldValue?.displayHost === self { oldValue?.displayHost = nil }
                layer?.displayHost = self
                damage.reset()
            }
        }
    }

    /// The area rendered, in points; setting it resizes the image (the next frame is whole).
    /// A size that is not finite, or negative, is read as 0, as the initializer reads it; an
    /// image over 16384 pixels a side, or over the pixel budget in all
    /// (`CGImageDecodingError.maximumPixelCount`), is cut to fit, said once on stderr.
    public var bounds: CGRect {
        get { storedBounds }
        set {
            let clean = CGRect(origin: newValue.origin.isFiniteValue ? newValue.origin : .zero,
                               size: Self.cleanSize(newValue.size))
            guard clean != storedBounds else { return }
            storedBounds = clean
            framebuffer = Self.makeSurface(clean.size, scale)
            damage.reset()
        }
    }
    private var storedBounds: CGRect

    /// Pixels per point. Setting it (a window moved to an output of another density) resizes
    /// the image, and the next frame is whole; a value not finite and positive is ignored, one
    /// over 8 is read as 8, as the initializer reads them.
    package var scale: CGFloat {
        didSet {
            let s = scale.isFinite && scale > 0 ? min(scale, 8) : oldValue
            if s != scale { scale = s }
            guard s != oldValue else { return }
            framebuffer = Self.makeSurface(storedBounds.size, s)
            damage.reset()
        }
    }
    /// How many animations the last frame looked at (tests: work counted, not timed).
    package var animationsObserved: Int { scenes.animations.observed }
    /// The pixels of the last frame: premultiplied ARGB32.
    package private(set) var framebuffer: Surface
    /// The pixel rectangles the last `render()` wrote.
    package private(set) var lastDamage: [IntRect] = []
    /// The draw list of the current frame.
    package private(set) var drawList = DrawList()
    /// Which raster fast paths run (from the environment unless set).
    package let rasterizer: FrameRasterizer

    private var frameTime: CFTimeInterval = 0
    /// The render tree the last frame was built from (to tell whether a commit came since).
    private var lastTree: RenderNode?
    /// When the last frame's animations need the next frame (`AnimationTracker.nextFrameTime`).
    private var nextAnimationFrame: CFTimeInterval = .infinity
    /// Animation events of the frames built since the last `endFrame()`, for it to apply.
    package private(set) var animationEvents: [AnimationEvent] = []
    private var pendingDamage: [IntRect]?
    private var damage = DamageTracker()
    /// Makes each frame's draw list (internal: tests look at its content draws).
    let builder: DrawListBuilder
    private let scenes = SceneCache()
    private var cachedImage: CGImage?
    /// Whether the overlays must be drawn again over the whole frame though nothing changed
    /// (they were switched, or the last frame flashed its updated region).
    private var overlaysNeedRefresh = false

    /// The debug overlays drawn over each frame (from `LAYERKIT_COLOR_...` variables unless
    /// set; see `DebugOverlays`). Changing them redraws the next frame whole.
    package var debugOverlays: DebugOverlays = [] {
        didSet { if debugOverlays != oldValue { overlaysNeedRefresh = true; damage.reset() } }
    }
    /// Whether each frame is counted (`lastCounters`): layers, items, passes, cache hits.
    package var countsFrames = false
    /// What the last frame held and did, when `countsFrames` is on.
    package internal(set) var lastCounters = FrameCounters()
    /// A clock the host lends to time the render side's stages (`lastTimings`); nil: not timed.
    /// The compositor reads no clock of its own.
    package var stopwatch: (@Sendable () -> CFTimeInterval)?
    /// How long the last frame's presentation and compositing took, seconds (0 untimed).
    package internal(set) var lastTimings = RenderTimings()

    /// A renderer of `size` points at `scale` pixels per point (the image is size x scale pixels).
    public convenience init(size: CGSize, scale: CGFloat = 1) {
        self.init(size: size, scale: scale, options: RasterOptions.fromEnvironment(), threads: Self.defaultThreads)
    }

    /// A renderer with explicit raster options and thread count (tests, benchmarks).
    package init(size: CGSize, scale: CGFloat, options: RasterOptions, threads: Int, occlusion: Bool = true) {
        let s = scale.isFinite && scale > 0 ? min(scale, 8) : 1
        self.scale = s
        let size = Self.cleanSize(size)
        storedBounds = CGRect(origin: .zero, size: size)
        framebuffer = Self.makeSurface(size, s)
        rasterizer = FrameRasterizer(options: options, threads: threads, occlusion: occlusion)
        debugOverlays = DebugOverlays.fromEnvironment()
        builder = DrawListBuilder(textures: TextureCache(tightContent: options.fastPaths.contains(.tightContent)),
                                  rasterCache: options.fastPaths.contains(.rasterCache)
                                      ? RasterCache(reusesMovedPasses: options.fastPaths.contains(.onlyMoved)) : nil,
                                  contentDraws: threads > 1 ? ContentDraws(threads: threads) : nil,
                                  solidBatches: options.fastPaths.isSuperset(of: [.solidBatch, .solid]))
    }

    /// Two bands on two cores or more (the frame is split across threads where it pays).
    static var defaultThreads: Int { min(4, max(1, ProcessInfo.processInfo.activeProcessorCount)) }

    /// The largest image side, pixels.
    package static let maxSide = 16384

    /// `size` with sides that are not finite or are negative read as 0.
    private static func cleanSize(_ size: CGSize) -> CGSize {
        CGSize(width: size.width.isFinite ? max(0, size.width) : 0, height: size.height.isFinite ? max(0, size.height) : 0)
    }

    private static func makeSurface(_ size: CGSize, _ scale: CGFloat) -> Surface {
        let w = Int(saturating: (size.width * scale).rounded(.up)), h = Int(saturating: (size.height * scale).rounded(.up))
        let fit = PixelBudget.fit(width: max(1, w), height: max(1, h))
        if PixelBudget.exceeds(width: max(1, w), height: max(1, h)) {
            Diagnostics.warnOnce("a CARenderer of \(w) x \(h) pixels is cut to at most \(maxSide) pixels a side and "
                                 + "\(CGImageDecodingError.maximumPixelCount) pixels in all (the pixel budget, "
                                 + "CGImageDecodingError.maximumPixelCount)")
        }
        return Surface(width: fit.width, height: fit.height)
    }

    /// Forgets the previous frame, so the next one is composited whole (benchmarks, tests).
    package func invalidateAll() { damage.reset() }

    /// Starts a frame at media time `t` (the time the frame will be shown).
    public func beginFrame(atTime t: CFTimeInterval) {
        frameTime = t.isFinite ? t : 0
        pendingDamage = nil
    }

    /// Builds the frame and returns the region that differs from the previous frame, in points
    /// (an empty rect when nothing changed).
    public func updateBounds() -> CGRect {
        build(prepareFrame(atTime: frameTime))
        let rects = pendingDamage ?? []
        guard let first = rects.first else { return .zero }
        let box = rects.dropFirst().reduce(first) { $0.union($1) }
        return CGRect(x: CGFloat(box.x) / scale, y: CGFloat(box.y) / scale,
                      width: CGFloat(box.width) / scale, height: CGFloat(box.height) / scale)
    }

    /// Composites the damaged region of the frame.
    public func render() {
        if pendingDamage == nil { _ = updateBounds() }
        let changed = pendingDamage ?? []
        let start = stopwatch?() ?? 0
        // Overlays are drawn over the whole frame, so that what they show is the whole frame's.
        let overlaid = !debugOverlays.isEmpty && (!changed.isEmpty || overlaysNeedRefresh)
        let rects = overlaid ? [framebuffer.bounds] : changed
        rasterizer.draw(drawList.items, into: framebuffer, regions: rects, backdrop: !overlaid)
        overlaysNeedRefresh = false
        if overlaid { overlaysNeedRefresh = drawOverlays(changed: changed) }
        if countsFrames { lastCounters = count(drawList, tree: lastTree, damage: rects) }
        if let stopwatch { lastTimings.compositing += stopwatch() - start }
        lastDamage = rects
        if !rects.isEmpty { cachedImage = nil }
        pendingDamage = []
    }

    /// Ends the frame: animations the frame saw start or end tell their delegates, finished
    /// ones are removed, completion blocks run. App side: it applies the events the render
    /// side reported (`animationEvents`), looking up only the layers they name.
    public func endFrame() {
        let events = animationEvents
        animationEvents = []
        AnimationEvent.apply(events)
        PendingCallbacks.deliver()
    }

    /// The app side of a frame at media time `t`: the root's render tree as last committed,
    /// and the contents of layers whose class redraws them for an animated key, drawn now
    /// (app code runs here, on the caller's thread, never on the render side).
    package func prepareFrame(atTime t: CFTimeInterval) -> FrameInput {
        let time = t.isFinite ? t : 0
        guard let root = layer else { return FrameInput(tree: nil, time: time, redrawn: [:]) }
        CATransaction.lock()
        let tree = root.renderNode
        CATransaction.unlock()
        guard let tree else { return FrameInput(tree: nil, time: time, redrawn: [:]) }
        let redrawn = tree.subtreeRedrawsForAnimation ? root.redrawForAnimations(tree, at: time) : [:]
        return FrameInput(tree: tree, time: time, redrawn: redrawn)
    }

    /// The render side of a frame: builds it from `input`, finds the damage and composites
    /// it; returns the damaged pixel rectangles (`lastDamage`). Reads no layer: it may run on
    /// a render thread while the app changes its tree, as long as nothing else uses this
    /// renderer until it returns.
    package func composite(_ input: FrameInput) -> [IntRect] {
        frameTime = input.time
        build(input)
        render()
        return lastDamage
    }

    /// The draw list, damage and animation events of `input`'s frame.
    private func build(_ input: FrameInput) {
        let frame = framebuffer.bounds
        var list = DrawList()
        if input.tree == nil { scenes.emptyFrame(at: input.time) }
        lastTimings = RenderTimings()
        let clock = stopwatch
        let t0 = clock?() ?? 0
        var t1 = t0
        if let tree = input.tree {
            // The scene and draw-list builders recurse once per level: a tree deeper than the
            // caller's stack can take is built on a thread with a stack sized for it.
            DeepStack.run(if: tree.height > DeepStack.callerLevels) {
                let scene = SceneBuilder.presented(tree, at: input.time, cache: scenes, redrawn: input.redrawn)
                t1 = clock?() ?? 0
                list = builder.build(scene, base: DeviceGeometry.scale(scale, scale), clip: frame)
            }
        }
        drawList = list
        pendingDamage = damage.damage(for: list, frame: frame)
        if let clock {
            // Presentation: the scene at the frame's time; compositing so far: items and damage.
            lastTimings.presentation = max(0, t1 - t0)
            lastTimings.compositing = max(0, clock() - t1)
        }
        lastTree = input.tree
        nextAnimationFrame = scenes.animations.nextFrameTime
        animationEvents += scenes.animations.events
    }

    /// The next media time at which a frame would differ: now when the root's render tree
    /// changed since the last frame (a commit, or finished animations removed) or while
    /// something animates, the start of a pending animation, or `.infinity` when nothing will
    /// change. Answered from what the last frame found; walks no animations.
    public func nextFrameTime() -> CFTimeInterval {
        guard let layer else { return .infinity }
        CATransaction.lock()
        let tree = layer.renderNode
        CATransaction.unlock()
        if tree !== lastTree || overlaysNeedRefresh { return frameTime }
        return min(nextAnimationFrame, scenes.nextContentChange)
    }

    /// Draws from now on into `surface` (a window's shared-memory image, so a frame is shown
    /// without a copy), after copying the last frame into it, so damage-limited frames go on
    /// from the same pixels; false, changing nothing, when its size differs from the
    /// framebuffer's. Call only between frames (no `composite` running).
    package func adoptFramebuffer(_ surface: Surface) -> Bool {
        let old = framebuffer
        guard surface !== old, surface.width == old.width, surface.height == old.height else { return false }
        for y in 0..<old.height { surface.row(y).update(from: old.row(y), count: old.width) }
        framebuffer = surface
        cachedImage = nil
        return true
    }

    /// The last rendered frame, `bounds.size x scale` pixels.
    public var image: CGImage {
        if let cachedImage { return cachedImage }
        let s = framebuffer
        let storage = PixelStorage(width: s.width, height: s.height)
        for y in 0..<s.height { (storage.pixels + y * storage.stride).update(from: s.row(y), count: s.width) }
        let image = CGImage(storage: storage)
        cachedImage = image
        return image
    }
}

/// One frame as the app side hands it to the render side (`CARenderer.prepareFrame`): the
/// root's render tree, the frame's media time, and contents redrawn for animated keys.
/// Immutable, so it may cross to a render thread.
package struct FrameInput: @unchecked Sendable {
    package let tree: RenderNode?
    package let time: CFTimeInterval
    package let redrawn: [ObjectIdentifier: LayerContents]
}

/// A renderer's frames report its tree's animation events (`endFrame()` applies them), so
/// `CATransaction.flush()` looks at that tree's animations only when they are due.
extension CARenderer: AnimationReportingHost {}
