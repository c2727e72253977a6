import Foundation

/// Listing 2.5: custom drawing through `CALayerDelegate` (CATALOG.md 2.5, Fig 2.12).
///
/// A blue layer (50, 50, 100, 100) inside the white view gets the view controller as its
/// delegate and `contentsScale` = the screen scale; the listing then calls `display()`
/// itself, because a standalone layer never draws on its own. The delegate strokes the
/// ellipse inscribed in the bounds in red, 10 points wide: the drawing is clipped to the
/// bounds, so the outer 5 points of the stroke are cut off and the ring touches the edges.
///
/// In UIKit the view hierarchy keeps the view controller (the delegate) alive; a layer's
/// delegate is weak, so here the white view's layer holds its controller (`ControllerLayer`).
public struct Listing2_5: Demo {
    public init() {}
    public var id: String { "2.5" }
    public var title: String { "Custom drawing through CALayerDelegate" }
    public var hint: String { "The delegate strokes a red ellipse 10 pt wide; drawing is clipped to the blue layer's bounds" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let layerView = ControllerLayer()
        layerView.name = "layerView"
        layerView.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        layerView.position = CGPoint(x: container.bounds.midX, y: container.bounds.midY)
        layerView.backgroundColor = CGColor(gray: 1, alpha: 1)
        container.addSublayer(layerView)
        let controller = DrawingController()
        layerView.controller = controller

        // The listing.
        let blueLayer = CALayer()
        blueLayer.name = "blueLayer"
        blueLayer.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        blueLayer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        blueLayer.delegate = controller
        blueLayer.contentsScale = environment.scale
        layerView.addSublayer(blueLayer)
        // Force the layer to redraw.
        blueLayer.display()
    }

    /// The view controller as the blue layer's delegate: it draws the red ring and counts its
    /// drawing calls (the book's point: one call, after the explicit `display()`).
    public final class DrawingController: NSObject, CALayerDelegate {
        /// How many times `draw(_:in:)` has run.
        public private(set) var drawCount = 0

        public func draw(_ layer: CALayer, in ctx: CGContext) {
            drawCount += 1
            // Draw a thick red circle.
            ctx.setLineWidth(10)
            ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.strokeEllipse(in: layer.bounds)
        }
    }

    /// A view's layer that owns its view controller, as UIKit keeps a shown view's controller
    /// alive (a layer's delegate is weak).
    public final class ControllerLayer: CALayer {
        /// The controller this view belongs to.
        public var controller: DrawingController?

        public required init() { super.init() }
        public required init(layer: Any) { super.init(layer: layer) }
        public required init?(coder: NSCoder) { super.init(coder: coder) }
    }
}
