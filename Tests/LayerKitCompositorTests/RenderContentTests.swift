import Testing
@testable import LayerKitCompositor
import LayerKitTestSupport

/// A layer class drawn through the content seam: a bar `width` points wide, across its
/// bounds, that moves right `speed` points a second by itself (no animation), and reaches
/// 10 points past its bounds on the left, as a stroked shape would.
final class SweepLayer: CALayer, RenderContentProvider {
    var width: CGFloat {
        get { value(forKey: "width") as? CGFloat ?? 10 }
        set { setValue(newValue, forKey: "width") }
    }
    var sweepSpeed: CGFloat {
        get { value(forKey: "sweepSpeed") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "sweepSpeed") }
    }
    override class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "width": return CGFloat(10)
        case "sweepSpeed": return CGFloat(0)
        default: return super.defaultValue(forKey: key)
        }
    }
    static func renderContent(for state: LayerState) -> RenderContent? {
        Sweep(width: state.customValue("width") as? CGFloat ?? 10, speed: state.customValue("sweepSpeed") as? CGFloat ?? 0,
              bounds: state.bounds)
    }

    final class Sweep: RenderContent, @unchecked Sendable {
        let width: CGFloat, speed: CGFloat, bounds: CGRect
        init(width: CGFloat, speed: CGFloat, bounds: CGRect) { self.width = width; self.speed = speed; self.bounds = bounds }
        func extent(bounds: CGRect) -> CGRect { bounds.insetBy(dx: -10, dy: 0) }
        func draw(in context: CGContext, atTime t: CFTimeInterval) {
            context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            let x = bounds.minX - 10 + speed * CGFloat(t)
            context.fill(CGRect(x: x, y: bounds.minY, width: width, height: bounds.height))
        }
        func nextChange(atTime t: CFTimeInterval) -> CFTimeInterval { speed == 0 ? .infinity : t }
    }
}

/// Oracle: the content seam's contract (RenderContent.swift) and hand computation of where
/// the bar is at each time.
@Suite("The content seam: a layer class draws its own content on the render side", .ownMediaClock)
struct RenderContentTests {
    func scene(speed: CGFloat) -> (CALayer, SweepLayer) {
        let root = stage(CGSize(width: 100, height: 20), gray: 0)
        let sweep = SweepLayer()
        sweep.frame = CGRect(x: 20, y: 0, width: 60, height: 20)
        sweep.sweepSpeed = speed
        root.addSublayer(sweep)
        return (root, sweep)
    }

    @Test("static content draws where its extent says, past its bounds, and asks for no frame")
    func staticContent() {
        let (root, _) = scene(speed: 0)
        let r = CARenderer(size: CGSize(width: 100, height: 20), scale: 1, options: .default, threads: 1)
        r.layer = root
        CATransaction.flush()
        r.beginFrame(atTime: 0); _ = r.updateBounds(); r.render(); r.endFrame()
        let img = Bitmap(r.image)
        #expect(img.premultiplied(12, 10).r == 255, "the bar spans x 10..20 in the root, outside the layer's bounds")
        #expect(img.premultiplied(21, 10).r == 0)
        #expect(r.nextFrameTime() == .infinity)
    }

    @Test("content that changes by itself gets frames and moves with media time, with no animation")
    func timeVaryingContent() {
        let (root, sweep) = scene(speed: 20)
        let r = CARenderer(size: CGSize(width: 100, height: 20), scale: 1, options: .default, threads: 1)
        r.layer = root
        CATransaction.flush()
        #expect(sweep.animationKeys() == nil)
        r.beginFrame(atTime: 0); _ = r.updateBounds(); r.render(); r.endFrame()
        #expect(r.nextFrameTime() == 0, "a frame is due at once while content changes")
        r.beginFrame(atTime: 2); _ = r.updateBounds(); r.render(); r.endFrame()
        let img = Bitmap(r.image)
        #expect(img.premultiplied(52, 10).r == 255, "at 2 s the bar spans x 50..60")
        #expect(img.premultiplied(45, 10).r == 0)
    }

    @Test("content is drawn at the scale it is shown at, not scaled up from one pixel per point")
    func sharpAtScale() {
        let (root, sweep) = scene(speed: 0)
        sweep.width = 10.5
        let bitmap = render(root, size: CGSize(width: 100, height: 20), scale: 4)
        // At 4 pixels per point the bar's right edge, x = 20.5 points, falls on pixel 82 exactly.
        #expect(bitmap.premultiplied(81, 40).r == 255)
        #expect(bitmap.premultiplied(82, 40).r == 0)
    }

    @Test("an animated property of the class draws animated content")
    func animatedProperty() {
        MediaClock.freeze(at: 10)
        defer { MediaClock.unfreeze() }
        let (root, sweep) = scene(speed: 0)
        let r = CARenderer(size: CGSize(width: 100, height: 20), scale: 1, options: .default, threads: 1)
        r.layer = root
        CATransaction.flush()
        let a = CABasicAnimation(keyPath: "width")
        a.fromValue = CGFloat(10); a.toValue = CGFloat(50); a.duration = 1
        sweep.add(a, forKey: nil)
        CATransaction.flush()
        r.beginFrame(atTime: 10.5); _ = r.updateBounds(); r.render(); r.endFrame()
        let img = Bitmap(r.image)
        #expect(img.premultiplied(38, 10).r == 255, "width 30 at half time: the bar spans x 10..40")
        #expect(img.premultiplied(41, 10).r == 0)
    }
}
