import LayerKitGraphics
import LayerKitLayers

/// What a view knows about its drawing between displays.
struct DrawingState {
    /// Set by UIView's own `draw(_:)`: the display that ran it may have drawn nothing.
    var reachedBaseDraw = false
    /// The first display came while the bounds were empty; the first layout with a size
    /// marks the view for display again.
    var awaitingSize = false
}

/// How views draw, as UIKit's: a view whose class is a subclass of `UIView` is marked for
/// display when made, so its `draw(_:)` runs at the first commit that finds it with a size
/// (UIKit draws a view that implements `draw(_:)` when it is first shown), and again after
/// `setNeedsDisplay()`. A plain `UIView` never draws. A display that reached UIView's own
/// `draw(_:)` and left every pixel transparent keeps no backing store (UIKit gives no backing
/// store to views that do not implement `draw(_:)`): the same pixels, no memory.
extension UIView {
    /// Whether the view draws content (`draw(_:)` may be overridden): any subclass of UIView.
    var drawsContent: Bool { Swift.type(of: self) != UIView.self }

    /// Marks a drawing view for its first display.
    func prepareFirstDisplay() {
        if drawsContent { layer.setNeedsDisplay() }
    }

    /// `setNeedsDisplay()` / `setNeedsDisplay(_:)`: marks the layer (nothing for a plain UIView).
    func markForDisplay(_ rect: CGRect?) {
        guard drawsContent else { return }
        if let rect { layer.setNeedsDisplay(rect) } else { layer.setNeedsDisplay() }
    }

    /// `display(_:)`: draws the backing layer through `draw(_:)`, dropping a blank result of
    /// UIView's own drawing; other layers draw as they would without a delegate.
    func displayBackingLayer(_ target: CALayer) {
        guard target === layer else { target.drawIntoBackingStore(); return }
        guard drawsContent else { return }
        guard !target.bounds.isEmpty else {
            drawing.awaitingSize = true
            return
        }
        drawing.reachedBaseDraw = false
        target.drawIntoBackingStore()
        guard drawing.reachedBaseDraw, !target.drawsAsynchronously,
              let image = target.contents as? CGImage, image.isFullyTransparent else { return }
        target.contents = nil
    }

    /// `draw(_:in:)`: `draw(_:)` with `ctx` current, for the backing layer and its presentation copies.
    func drawBackingLayer(_ target: CALayer, in ctx: CGContext) {
        guard target === layer || target.model() === layer else { return }
        let rect = ctx.boundingBoxOfClipPath.intersection(target.bounds)
        GraphicsContextStack.with(ctx) { draw(rect.isNull ? target.bounds : rect) }
    }

    /// `layoutSublayers(of:)`: the first display waiting for a size, then `layoutSubviews()`.
    func layOutBackingLayer(_ target: CALayer) {
        guard target === layer else { return }
        if drawing.awaitingSize, !target.bounds.isEmpty {
            drawing.awaitingSize = false
            target.setNeedsDisplay()
        }
        layoutSubviews()
    }
}

extension CGImage {
    /// Whether every pixel has zero alpha (premultiplied: every pixel is zero).
    var isFullyTransparent: Bool {
        let s = storage
        for y in 0..<s.height {
            let row = s.pixels + y * s.stride
            for x in 0..<s.width where row[x] != 0 { return false }
        }
        return true
    }
}
