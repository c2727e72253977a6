import Testing
@testable import LayerKitCompositor
import LayerKitTestSupport

/// A layer with a custom animatable property, drawn from it, as Apple code writes one
/// (with `@NSManaged` on Apple; through key-value coding here).
final class ProgressLayer: CALayer {
    var progress: CGFloat {
        get { value(forKey: "progress") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "progress") }
    }
    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }
    override class func defaultValue(forKey key: String) -> Any? {
        key == "progress" ? CGFloat(0) : super.defaultValue(forKey: key)
    }
    override func draw(in ctx: CGContext) {
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
    }
}

/// Oracle: Apple's documentation of `needsDisplay(forKey:)`: while such a key animates, the
/// layer is redrawn with the animated values.
@Suite("Custom animatable properties", .ownMediaClock)
struct CustomPropertyTests {
    @Test("a custom property animated with needsDisplay(forKey:) redraws the presentation each frame")
    func progressBar() {
        MediaClock.freeze(at: 50)
        defer { MediaClock.unfreeze() }
        let root = stage(CGSize(width: 100, height: 20), gray: 0)
        let bar = ProgressLayer()
        bar.frame = root.bounds
        root.addSublayer(bar)
        let r = CARenderer(size: CGSize(width: 100, height: 20), scale: 1, options: .default, threads: 1)
        r.layer = root
        CATransaction.flush()
        let a = CABasicAnimation(keyPath: "progress")
        a.fromValue = 0; a.toValue = 1; a.duration = 1
        bar.add(a, forKey: nil)
        CATransaction.flush()
        r.beginFrame(atTime: 50.5); _ = r.updateBounds(); r.render(); r.endFrame()
        let img = Bitmap(r.image)
        #expect(img.premultiplied(45, 10).r == 255)
        #expect(img.premultiplied(55, 10).r == 0)
        #expect(bar.progress == 0, "the model is untouched")
    }
}
