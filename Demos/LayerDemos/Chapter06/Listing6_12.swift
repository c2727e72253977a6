import Foundation

/// Listing 6.12: scrolling a `CATiledLayer` (CATALOG.md 6.12), and 6.12a, the same layer with
/// `contentsScale` 2 (Retina tiles).
///
/// A 2048 x 2048 tiled layer in a 320 x 480 masking scroll layer, scrolled by dragging (kept
/// within the content, as a UIScrollView keeps it). Each tile is drawn on a background thread
/// by loading the JPEG tile the tile cutter (6.11) wrote for it, at first use, into the tile
/// cache (`DemoAssets.tileCacheDirectory`), and fades in over 0.25 s. At `contentsScale` 2
/// (6.12a) a 256-pixel tile covers 128 points, so the image fills the top-left 1024 x 1024
/// points of the layer.
public struct Listing6_12: Demo {
    /// The demo: the listing at contentsScale 1, or 6.12a at 2.
    public init(retina: Bool = false) { self.retina = retina }
    /// Whether this is 6.12a.
    public let retina: Bool
    /// "6.12", or "6.12a".
    public var id: String { retina ? "6.12a" : "6.12" }
    /// The listing's title.
    public var title: String { retina ? "CATiledLayer Retina tiles (contentsScale 2)" : "Scrolling a CATiledLayer" }
    /// What to try.
    public var hint: String {
        retina ? "Tiles of 256 pixels now cover 128 points: the image fills 1024 x 1024 points"
            : "Drag to scroll the 2048 x 2048 image; new tiles are drawn in the background and fade in"
    }
    /// The 320 x 480 viewport of the book's phone.
    public var contentSize: CGSize { CGSize(width: 320, height: 480) }

    /// Builds the scroll layer, the tiled layer and the pan that scrolls them.
    public func build(in container: CALayer, environment: DemoEnvironment) {
        let stem: URL
        do {
            stem = try DemoAssets.snowmanTiles()
        } catch {
            environment.log("6.12 needs its tiles: \(error)")
            return
        }
        let scrollLayer = CAScrollLayer()
        scrollLayer.name = "scrollView"
        scrollLayer.frame = container.bounds
        scrollLayer.masksToBounds = true
        container.addSublayer(scrollLayer)

        let tileLayer = SnowmanTileLayer(stem: stem)
        tileLayer.name = "tiled"
        tileLayer.frame = CGRect(x: 0, y: 0, width: 2048, height: 2048)
        if retina { tileLayer.contentsScale = 2 }
        scrollLayer.addSublayer(tileLayer)

        // The content offset stays within the image, as a UIScrollView keeps it.
        let limits = CGRect(x: 0, y: 0, width: 2048 - scrollLayer.bounds.width, height: 2048 - scrollLayer.bounds.height)
        let pan = PanGestureRecognizer.scrolling(scrollLayer, within: limits)
        environment.addGestureRecognizer(pan, to: scrollLayer)
    }
}

/// The book's `drawLayer:inContext:` as the tiled layer's `draw(in:)`: the tile index is the
/// clip box's origin over the tile size in points; the tile's JPEG is loaded and drawn into the
/// clip box. Runs on background threads, several at once: it reads only constants.
final class SnowmanTileLayer: CATiledLayer {
    /// Where the tiles are: `<stem>_XX_YY.jpg`.
    let stem: URL

    init(stem: URL) {
        self.stem = stem
        super.init()
    }

    /// A layer with no tiles to read (a layer made from its class, as a view does).
    required convenience init() { self.init(stem: URL(fileURLWithPath: "/nonexistent/tile")) }

    required init(layer: Any) {
        stem = (layer as? SnowmanTileLayer)?.stem ?? URL(fileURLWithPath: "/")
        super.init(layer: layer)
    }

    required init?(coder: NSCoder) { nil }

    override func draw(in ctx: CGContext) {
        let bounds = ctx.boundingBoxOfClipPath
        // The tile size in points at this context's scale (pixels per point).
        let scale = ctx.ctm.a
        let x = Int((bounds.minX * scale / 256).rounded(.down)), y = Int((bounds.minY * scale / 256).rounded(.down))
        let file = stem.deletingLastPathComponent()
            .appendingPathComponent(TileCutter.fileName(stem: stem.lastPathComponent, x: x, y: y))
        guard let tile = try? CGImage(contentsOf: file) else { return }
        // The book draws a UIImage (`drawInRect:`), upright; a CGImage in a layer's flipped
        // context draws upside down, so Apple code flips the context about the rect first.
        ctx.saveGState()
        ctx.translateBy(x: 0, y: bounds.minY + bounds.maxY)
        ctx.scaleBy(x: 1, y: -1)
        ctx.draw(tile, in: bounds)
        ctx.restoreGState()
    }
}
