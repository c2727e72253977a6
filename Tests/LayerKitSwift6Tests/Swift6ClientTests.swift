// Compiled in the Swift 6 language mode (see Package.swift): API.md requires that code using
// LayerKit from a plain synchronous function compiles in Swift 5 and Swift 6 modes, with no
// actor isolation, as on Apple.
import LayerKit
import Testing

/// A plain synchronous function of the kind book listings are ported into.
func buildScene() -> CALayer {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    root.backgroundColor = CGColor.white
    let blue = CALayer()
    blue.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
    blue.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    blue.contentsGravity = .resizeAspect
    root.addSublayer(blue)
    CATransaction.begin()
    CATransaction.setAnimationDuration(1)
    CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeOut))
    blue.position = CGPoint(x: 80, y: 80)
    CATransaction.commit()
    let spin = CABasicAnimation(keyPath: "transform.rotation")
    spin.byValue = CGFloat.pi * 2
    spin.duration = 2
    spin.fillMode = .forwards
    blue.add(spin, forKey: "spin")
    blue.transform = CATransform3DRotate(CATransform3DIdentity, .pi / 4, 0, 1, 0)
    return root
}

/// A delegate written as on Apple (an NSObject subclass adopting the protocol).
final class Drawer: NSObject, CALayerDelegate {
    func draw(_ layer: CALayer, in ctx: CGContext) {
        ctx.setStrokeColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.setLineWidth(10)
        ctx.strokeEllipse(in: layer.bounds)
    }
}

@Test("the public API is usable from synchronous code in the Swift 6 language mode")
func swift6Client() {
    let root = buildScene()
    let drawer = Drawer()
    let drawn = CALayer()
    drawn.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    drawn.delegate = drawer
    drawn.display()
    root.addSublayer(drawn)
    let renderer = CARenderer(size: CGSize(width: 200, height: 200))
    renderer.layer = root
    CATransaction.flush()
    renderer.beginFrame(atTime: CACurrentMediaTime())
    _ = renderer.updateBounds()
    renderer.render()
    renderer.endFrame()
    #expect(renderer.image.width == 200)
    #expect(drawn.contents != nil)
}

/// A layer subclass as Apple code writes one: an observed override, a dynamic property
/// (`@NSManaged` on Apple, `@Managed` here) and the class hook that redraws for it.
final class Gauge: CALayer {
    var resized = 0
    @Managed("level") var level: CGFloat
    override var bounds: CGRect { didSet { resized += 1 } }
    override class func needsDisplay(forKey key: String) -> Bool { key == "level" || super.needsDisplay(forKey: key) }
}

@Test("layer subclasses with overrides and @Managed properties compile and work in the Swift 6 language mode")
func swift6Subclass() {
    let g = Gauge()
    g.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    g.level = 0.5
    #expect(g.resized == 1 && g.level == 0.5 && g.value(forKey: "level") as? CGFloat == 0.5 && g.needsDisplay())
}
