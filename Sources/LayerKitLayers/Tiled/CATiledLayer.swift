/// A layer whose content is drawn a tile at a time, on background threads, only where it is
/// seen: for images far larger than the screen.
///
/// The compositor asks for the tiles that meet the visible part of the layer, at the level of
/// detail that suits the scale the layer is shown at; each missing tile is drawn by
/// `draw(in:)` (or the delegate's `draw(_:in:)`) on a background thread, several at once,
/// into a context of `tileSize` pixels whose clip box (`boundingBoxOfClipPath`) is the tile's
/// rect in the layer's coordinates (points). A finished tile fades in over `fadeDuration()`
/// seconds of media time from the first frame that shows it; tiles that leave the view are
/// dropped once the kept tiles exceed a memory bound (`TileStore.defaultByteBudget`).
/// `draw(in:)` must be safe to call from any thread and from several at once.
///
/// Defaults are Apple's: 256 x 256 pixel tiles, one level of detail, no bias, fade 0.25 s.
/// Level 0 draws at `contentsScale` pixels per point; with `levelsOfDetail` n and
/// `levelsOfDetailBias` b the levels run from 2^b times that down to 2^(b - n + 1) times it, and
/// a frame uses the coarsest level that is not magnified. `setNeedsDisplay()` and
/// `setNeedsDisplay(_:)` forget the tiles that meet the rect, which are drawn again when seen;
/// the layer has no backing store of its own (its `contents` is drawn under the tiles).
open class CATiledLayer: CALayer, RenderContentProvider {
    /// Creates a tiled layer with Apple's defaults.
    public required init() {
        super.init()
        setUpStore()
    }

    /// Creates a shadow copy of `layer` (sharing its tiles).
    public required init(layer: Any) { super.init(layer: layer) }

    /// Decoding is not supported; the layer has Apple's defaults.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpStore()
    }

    private func setUpStore() {
        state.custom["tileStore"] = TileStore(layer: self)
        state.custom["fadeDuration"] = Swift.type(of: self).fadeDuration()
    }

    /// Seconds a newly drawn tile takes to fade in (0.25, Apple's value); override to change it.
    open class func fadeDuration() -> CFTimeInterval { 0.25 }

    /// The size of a tile in pixels (256 x 256 by default): at `contentsScale` 2 a tile covers
    /// 128 x 128 points. Sizes below one pixel are taken as one.
    open var tileSize: CGSize {
        get { customValue("tileSize") ?? CGSize(width: 256, height: 256) }
        set { changeTiling("tileSize", to: newValue) }
    }

    /// How many levels of detail exist (1 by default): each halves the one before.
    open var levelsOfDetail: Int {
        get { customValue("levelsOfDetail") ?? 1 }
        set { changeTiling("levelsOfDetail", to: newValue) }
    }

    /// How many of the levels are magnified above `contentsScale` (0 by default).
    open var levelsOfDetailBias: Int {
        get { customValue("levelsOfDetailBias") ?? 0 }
        set { changeTiling("levelsOfDetailBias", to: newValue) }
    }

    /// Forgets every tile; they are drawn again when seen.
    open override func setNeedsDisplay() { forgetTiles(in: nil) }

    /// Forgets the tiles that meet `r` (layer points); they are drawn again when seen.
    open override func setNeedsDisplay(_ r: CGRect) { forgetTiles(in: r) }

    /// A tiled layer has no backing store: a display (a bounds change with
    /// `needsDisplayOnBoundsChange`, `displayIfNeeded`) forgets the tiles of the dirty region.
    open override func display() {
        let dirty = dirtyRegion.rects.reduce(CGRect.null) { $0.union($1) }
        displayFlag = false
        dirtyRegion = DirtyRegion()
        forgetTiles(in: dirty.isNull ? nil : dirty)
    }

    open override class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "tileSize": return CGSize(width: 256, height: 256)
        case "levelsOfDetail": return 1
        case "levelsOfDetailBias": return 0
        default: return super.defaultValue(forKey: key)
        }
    }

    /// The tile store this layer's content draws from.
    package var tileStore: TileStore? { state.customValue("tileStore") as? TileStore }

    /// A change of the tiling makes every tile stale.
    private func changeTiling<V: Equatable>(_ key: String, to value: V) {
        changeCustom(key, to: value, same: ==)
        forgetTiles(in: nil)
    }

    private func forgetTiles(in rect: CGRect?) {
        // A non-finite rect marks nothing, as on a plain layer (`markNeedsDisplay`).
        guard !isPresentation, rect?.isFiniteValue ?? true else { return }
        tileStore?.invalidate(rect, grid: Self.grid(of: state))
        // A new generation in the committed state: the next frame draws from scratch.
        changeCustom("tileGeneration", to: (customValue("tileGeneration") ?? 0) + 1, same: ==)
    }

    /// The tile geometry of the values `state`.
    static func grid(of state: LayerState) -> TileGrid {
        func value<T>(_ key: String) -> T? { (state.customValue(key) ?? CATiledLayer.defaultValue(forKey: key)) as? T }
        return TileGrid(bounds: state.bounds, tileSize: value("tileSize") ?? CGSize(width: 256, height: 256),
                        contentsScale: state.contentsScale, levels: value("levelsOfDetail") ?? 1,
                        bias: value("levelsOfDetailBias") ?? 0)
    }

    /// Tiles arrive from the drawing threads while the layer stays the same.
    package static var contentChangesOnItsOwn: Bool { true }

    /// The tiles the presented values `state` show.
    package static func renderContent(for state: LayerState) -> RenderContent? {
        guard let store = state.customValue("tileStore") as? TileStore else { return nil }
        return TiledContent(store: store, grid: grid(of: state), fadeDuration: state.customValue("fadeDuration") as? Double ?? 0.25)
    }
}

/// What a `CATiledLayer` draws on the render side: the drawn tiles that meet the visible part
/// of the layer at the level of detail for the scale it is drawn at, each faded in by its age.
final class TiledContent: RenderContent, @unchecked Sendable {
    let store: TileStore
    let grid: TileGrid
    let fadeDuration: Double

    init(store: TileStore, grid: TileGrid, fadeDuration: Double) {
        self.store = store
        self.grid = grid
        self.fadeDuration = fadeDuration.isFinite ? max(0, fadeDuration) : 0.25
    }

    /// Only the tiles in view are asked for, so only the part on screen is drawn.
    var drawsVisiblePartOnly: Bool { true }

    func extent(bounds: CGRect) -> CGRect { bounds }

    /// The visible tiles (the context's clip box), each over its clip box with alpha
    /// (t − first shown) / fadeDuration, clamped to 0...1; missing ones are asked for.
    func draw(in context: CGContext, atTime t: CFTimeInterval) {
        let ctm = context.ctm
        let k = (abs(ctm.a * ctm.d - ctm.b * ctm.c)).squareRoot()
        let level = grid.level(forPixelsPerPoint: k)
        let keys = grid.keys(meeting: context.boundingBoxOfClipPath, level: level)
        for (key, image, shown) in store.tiles(for: keys, at: t, grid: grid) {
            let alpha = fadeDuration > 0 ? min(1, max(0, (t - shown) / fadeDuration)) : 1
            guard alpha > 0 else { continue }
            context.saveGState()
            context.setAlpha(alpha)
            context.draw(image, in: grid.rect(of: key))
            context.restoreGState()
        }
    }

    func nextChange(atTime t: CFTimeInterval) -> CFTimeInterval {
        store.changes(after: t, fadeDuration: fadeDuration) ? t : .infinity
    }
}
