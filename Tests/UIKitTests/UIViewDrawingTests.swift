import LayerKitTestSupport
import Testing
import UIKit

/// Oracle: UIKit's documentation of `UIView.draw(_:)` ("the current graphics context is
/// configured for you; drawn when the view is first displayed and after `setNeedsDisplay()`")
/// and the book, chapter 2 ("if a UIView subclass implements -drawRect:, a backing image is
/// allocated; a view that does not gets none") and `layerClass`.
@Suite("UIView drawing in a scene", .ownMediaClock)
struct UIViewDrawingTests {
    final class Bar: UIView {
        var fraction: CGFloat = 0.5 { didSet { setNeedsDisplay() } }
        var draws = 0
        override func draw(_ rect: CGRect) {
            draws += 1
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: bounds.width * fraction, height: bounds.height)).fill()
        }
    }

    final class Container: UIView {}

    @Test("a view that draws is drawn when first shown, into the scene's scale, and again after setNeedsDisplay")
    func drawsWhenShownAndMarked() throws {
        let host = try HeadlessHost(size: CGSize(width: 40, height: 20), scale: 2)
        defer { host.finish() }
        let root = Container()
        root.backgroundColor = .white
        let bar = Bar(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        root.addSubview(bar)
        host.show(root)
        host.step()
        #expect(bar.draws == 1)
        #expect(bar.layer.contentsScale == 2)
        var image = Bitmap(host.image)
        #expect(image.width == 80)
        #expect(image.rgba(30, 20) == (255, 0, 0, 255))
        #expect(image.rgba(50, 20) == (255, 255, 255, 255))
        bar.fraction = 1
        host.step()
        #expect(bar.draws == 2)
        image = Bitmap(host.image)
        #expect(image.rgba(70, 20) == (255, 0, 0, 255))
    }

    @Test("a view whose drawing is UIView's own gets no backing store")
    func nonDrawingViewHasNoContents() throws {
        let host = try HeadlessHost(size: CGSize(width: 20, height: 20))
        defer { host.finish() }
        let root = Container()
        root.backgroundColor = .blue
        host.show(root)
        host.step()
        #expect(root.layer.contents == nil)
        #expect(Bitmap(host.image).rgba(10, 10) == (0, 0, 255, 255))
    }

    @Test("a view made with a zero frame draws once it gets a size")
    func drawsAfterSizing() throws {
        let host = try HeadlessHost(size: CGSize(width: 20, height: 20))
        defer { host.finish() }
        let root = Container()
        let bar = Bar()
        root.addSubview(bar)
        host.show(root)
        host.step()
        #expect(bar.draws == 0)
        bar.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        host.step()
        #expect(bar.draws == 1)
        #expect(Bitmap(host.image).rgba(5, 10) == (255, 0, 0, 255))
    }

    @Test("showing a root view sizes it to the scene")
    func rootViewFillsScene() throws {
        let host = try HeadlessHost(size: CGSize(width: 30, height: 10))
        defer { host.finish() }
        let root = UIView(frame: CGRect(x: 5, y: 5, width: 1, height: 1))
        host.show(root)
        #expect(root.frame == CGRect(x: 0, y: 0, width: 30, height: 10))
        #expect(root.layer.superlayer === host.rootLayer)
    }
}
