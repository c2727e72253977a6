import DemoKit
import Foundation
import LayerKitTestSupport
import Testing
import UIKit

/// UIKit's `UIView` as the demos put it on screen (`DemoEnvironment.add(_:to:)`), against
/// UIKit's documented behaviour: `layerClass` chooses the backing
/// layer's class (UIView.layerClass: "the class used to create the layer for instances of
/// this class"), the backing layer's `contentsScale` is the screen's scale once the view is
/// on screen (UIView.contentScaleFactor: "the scale factor associated with the screen
/// currently displaying the view"), and a view's layer does not animate implicitly outside
/// an animation block (the view returns NSNull from `action(for:forKey:)`).
extension HeadlessDemoTests {
    @Suite("UIView on a demo's screen: a layer-backed view as UIKit's")
    struct ViewTests {
        class TextView: UIView {
            override class var layerClass: AnyClass { CATextLayer.self }
        }
        final class LabelOfTextView: TextView {}
        final class ShapeView: UIView {
            override class var layerClass: AnyClass { CAShapeLayer.self }
        }

        /// Runs `build` as a demo at `scale` and returns the run.
        static func run(scale: CGFloat, _ build: @escaping (CALayer, DemoEnvironment) -> Void) throws -> DemoRun {
            try DemoRun(BookDemo(id: "0.1", title: "views", hint: "", build: build), scale: scale)
        }

        @Test("a view's layer is made from its class's layerClass: CALayer by default, the override's class otherwise, inherited by subclasses")
        func layerFromLayerClass() {
            #expect(type(of: UIView().layer) == CALayer.self)
            #expect(UIView.layerClass == CALayer.self)
            #expect(type(of: TextView().layer) == CATextLayer.self)
            #expect(type(of: LabelOfTextView(frame: .zero).layer) == CATextLayer.self)
            let shape = ShapeView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
            #expect(type(of: shape.layer) == CAShapeLayer.self)
            // The layer made from its class has that class's defaults (CAShapeLayer: black fill).
            #expect((shape.layer as? CAShapeLayer)?.fillColor == CGColor(gray: 0, alpha: 1))
            #expect(shape.layer.frame == CGRect(x: 10, y: 20, width: 30, height: 40) && shape.center == CGPoint(x: 25, y: 40))
            #expect(shape.layer.delegate === shape, "the view is its layer's delegate")
        }

        @Test("on screen a view's layer takes the screen's scale as contentsScale, and so do its subviews, also ones added later")
        func contentsScaleFollowsTheScreen() throws {
            let outer = TextView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            let late = TextView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
            outer.addSubview(inner)
            #expect(outer.layer.contentsScale == 1, "off screen: the layer's default")
            let run = try Self.run(scale: 2) { _, env in env.add(outer) }
            defer { run.finish() }
            #expect(outer.layer.contentsScale == 2 && inner.layer.contentsScale == 2)
            outer.addSubview(late)
            #expect(late.layer.contentsScale == 2 && late.layer.superlayer === outer.layer)
            #expect(outer.subviews.map { ObjectIdentifier($0) } == [ObjectIdentifier(inner), ObjectIdentifier(late)])
            late.removeFromSuperview()
            #expect(late.superview == nil && late.layer.superlayer == nil)
            #expect(outer.subviews.count == 1)
        }

        @Test("a text view's text is drawn at the screen's scale without contentsScale being set: a 2x backing store")
        func textDrawnAtScreenScale() throws {
            let view = TextView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
            (view.layer as! CATextLayer).string = "Sharp"
            let run = try Self.run(scale: 2) { _, env in env.add(view) }
            defer { run.finish() }
            _ = try run.frame(at: 0)
            let store = try #require(view.layer.contents as? CGImage)
            #expect(store.width == 200 && store.height == 80)
        }

        @Test("a view's layer does not animate implicitly: a change after the first frame shows at once (UIKit outside animation blocks)")
        func noImplicitAnimations() throws {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            view.backgroundColor = UIColor.red
            let run = try Self.run(scale: 1) { _, env in env.add(view) }
            defer { run.finish() }
            _ = try run.frame(at: 0)
            view.backgroundColor = UIColor.blue
            view.frame = CGRect(x: 100, y: 0, width: 50, height: 50)
            let image = try run.frame(at: 1.0 / 60)
            #expect(view.layer.animationKeys() == nil)
            #expect(image.isColor(at: CGPoint(x: 125, y: 25), 0, 0, 255, tolerance: 0))
            // A plain layer next to it would have animated (the oracle's other half).
            let plain = CALayer()
            run.container.addSublayer(plain)
            _ = try run.frame(at: 2.0 / 60)
            plain.opacity = 0.5
            _ = try run.frame(at: 3.0 / 60)
            #expect(plain.animationKeys() != nil)
        }
    }
}
