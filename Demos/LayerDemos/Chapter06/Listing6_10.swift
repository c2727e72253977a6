/// Listing 6.10: a minimal scroll view from `CAScrollLayer` and a pan gesture (CATALOG.md 6.10).
///
/// The scroll layer masks to its bounds and shows content larger than itself; each pan
/// callback scrolls to `bounds.origin - translation` and resets the translation, so the
/// content follows the pointer exactly, with no limits, bounce or scroll bars.
public struct Listing6_10: Demo {
    public init() {}
    public var id: String { "6.10" }
    public var title: String { "CAScrollLayer + pan gesture = minimal scroll view" }
    public var hint: String { "Drag inside the frame to scroll the content; there are no limits at the edges" }

    /// The scroll view's frame in the container.
    public static let scrollFrame = CGRect(x: 50, y: 50, width: 300, height: 300)
    /// The content's size: larger than the scroll view in both directions.
    public static let contentSize = CGSize(width: 800, height: 800)

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let scrollLayer = CAScrollLayer()
        scrollLayer.name = "scrollView"
        scrollLayer.frame = Self.scrollFrame
        scrollLayer.masksToBounds = true
        scrollLayer.backgroundColor = CGColor(gray: 1, alpha: 1)
        container.addSublayer(scrollLayer)

        // Stands in for the book's snowman image view until the demo assets are merged.
        let content = TilePatternLayer()
        content.name = "content"
        content.frame = CGRect(origin: .zero, size: Self.contentSize)
        content.contentsScale = environment.scale
        content.setNeedsDisplay()
        scrollLayer.addSublayer(content)

        let pan = PanGestureRecognizer { pan in
            var offset = scrollLayer.bounds.origin
            let translation = pan.translation(in: scrollLayer)
            offset.x -= translation.x
            offset.y -= translation.y
            // The book's scroll layer backs a UIView, whose layer changes never animate
            // implicitly; a standalone layer's would, so actions are off here.
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            scrollLayer.scroll(to: offset)
            CATransaction.commit()
            pan.setTranslation(.zero, in: scrollLayer)
        }
        environment.addGestureRecognizer(pan, to: scrollLayer)
    }
}

/// Large content for scrolling: 50-point tiles whose colour changes with both row and column
/// (no two tiles alike, so any scroll offset shows a different picture), with grid lines and
/// a ring every 200 points.
final class TilePatternLayer: CALayer {
    static let tile: CGFloat = 50

    override func draw(in ctx: CGContext) {
        let b = bounds
        let columns = Int((b.width / Self.tile).rounded(.up)), rows = Int((b.height / Self.tile).rounded(.up))
        // Tiles meet at fractional pixels at small scales; aliased fills leave no blended seams.
        ctx.setShouldAntialias(false)
        for row in 0..<rows {
            for column in 0..<columns {
                let light: CGFloat = (row + column) % 2 == 0 ? 0.95 : 0.7
                ctx.setFillColor(CGColor(red: 0.25 + 0.7 * CGFloat(column) / CGFloat(max(1, columns - 1)),
                                         green: 0.25 + 0.7 * CGFloat(row) / CGFloat(max(1, rows - 1)),
                                         blue: light, alpha: 1))
                ctx.fill(CGRect(x: CGFloat(column) * Self.tile, y: CGFloat(row) * Self.tile, width: Self.tile, height: Self.tile))
            }
        }
        ctx.setShouldAntialias(true)
        ctx.setStrokeColor(CGColor(gray: 0.15, alpha: 1))
        ctx.setLineWidth(2)
        var y: CGFloat = 100
        while y < b.height {
            var x: CGFloat = 100
            while x < b.width {
                ctx.strokeEllipse(in: CGRect(x: x - 30, y: y - 30, width: 60, height: 60))
                x += 200
            }
            y += 200
        }
    }
}
