/// A layer that fills and strokes a path in its own coordinates: what the book's
/// `CAShapeLayer` does in listings 8.6, 8.10, 9.3 and 10.4, drawn through `draw(in:)` because
/// LayerKit has no `CAShapeLayer` yet.
///
/// Like a shape layer, the path is geometry in the layer's coordinate space: when the layer
/// sits under a geometry-flipped superlayer (`contentsAreFlipped()`), y points up, so a path
/// from (0, 0) to (200, 200) runs from the bottom-left to the top-right (listing 10.4). The
/// stroke is redrawn (at `contentsScale`) whenever a drawing property changes.
public final class PathStrokeLayer: CALayer {
    /// The path, in the layer's coordinates (points); nil draws nothing.
    public var path: CGPath? { didSet { setNeedsDisplay() } }
    /// The stroke colour (nil: no stroke). Opaque black by default (a `CAShapeLayer` strokes
    /// nothing until given a colour; every listing here sets one).
    public var strokeColor: CGColor? = CGColor(gray: 0, alpha: 1) { didSet { setNeedsDisplay() } }
    /// The fill colour (nil: no fill, the book's `clearColor`). Nil by default here, since
    /// every listing that draws a path clears it.
    public var fillColor: CGColor? { didSet { setNeedsDisplay() } }
    /// The stroke width, points (1 by default).
    public var lineWidth: CGFloat = 1 { didSet { setNeedsDisplay() } }

    /// An empty layer that draws nothing until it has a path.
    public required init() {
        super.init()
        needsDisplayOnBoundsChange = true
    }

    /// A presentation copy: the drawing properties come along (the pixels are the backing store's).
    public required init(layer: Any) {
        let other = layer as? PathStrokeLayer
        path = other?.path
        strokeColor = other?.strokeColor
        fillColor = other?.fillColor
        lineWidth = other?.lineWidth ?? 1
        super.init(layer: layer)
    }

    /// Decoding is not supported.
    public required init?(coder: NSCoder) { nil }

    public override func draw(in ctx: CGContext) {
        guard let path else { return }
        if contentsAreFlipped() {
            // The context is y-down; the layer's geometry is y-up under a flipped superlayer.
            ctx.translateBy(x: 0, y: bounds.minY + bounds.maxY)
            ctx.scaleBy(x: 1, y: -1)
        }
        if let fillColor {
            ctx.setFillColor(fillColor)
            ctx.addPath(path)
            ctx.fillPath(using: .winding)
        }
        if let strokeColor, lineWidth > 0 {
            ctx.setStrokeColor(strokeColor)
            ctx.setLineWidth(lineWidth)
            ctx.addPath(path)
            ctx.strokePath()
        }
    }
}
