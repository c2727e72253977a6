import Testing
@testable import LayerKitLayers
import LayerKitTestSupport

/// Oracle: Apple's QuartzCore headers (CALayer.h, CAShapeLayer.h, ..., CAAnimation.h,
/// CAMediaTiming.h): every member there is an Objective-C property or method, so a subclass
/// may override it, and the overriding code this file writes is what the ported libraries of
/// issue 32 write (`override var bounds { didSet }`, `override func removeFromSuperlayer()`,
/// `override func addSublayer`, `override var repeatCount`). Each test overrides members,
/// checks that LayerKit's own paths call the override, and that the value behaves as before.

/// A layer that records every overridden member it is asked for, calling super.
final class RecordingLayer: CALayer {
    var log: [String] = []

    override var bounds: CGRect { didSet { log.append("bounds") } }
    override var position: CGPoint { didSet { log.append("position") } }
    override var transform: CATransform3D { didSet { log.append("transform") } }
    override var anchorPoint: CGPoint { didSet { log.append("anchorPoint") } }
    override var zPosition: CGFloat { didSet { log.append("zPosition") } }
    override var frame: CGRect { didSet { log.append("frame") } }
    override var backgroundColor: CGColor? { didSet { log.append("backgroundColor") } }
    override var opacity: Float { didSet { log.append("opacity") } }
    override var isHidden: Bool { didSet { log.append("hidden") } }
    override var cornerRadius: CGFloat { didSet { log.append("cornerRadius") } }
    override var borderWidth: CGFloat { didSet { log.append("borderWidth") } }
    override var masksToBounds: Bool { didSet { log.append("masksToBounds") } }
    override var shadowOpacity: Float { didSet { log.append("shadowOpacity") } }
    override var contents: Any? { didSet { log.append("contents") } }
    override var contentsScale: CGFloat { didSet { log.append("contentsScale") } }
    override var speed: Float { didSet { log.append("speed") } }
    override var timeOffset: CFTimeInterval { didSet { log.append("timeOffset") } }
    override var mask: CALayer? { didSet { log.append("mask") } }
    override var sublayers: [CALayer]? { didSet { log.append("sublayers") } }

    override func addSublayer(_ layer: CALayer) { log.append("addSublayer"); super.addSublayer(layer) }
    override func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        log.append("insertSublayer(at:)"); super.insertSublayer(layer, at: idx)
    }
    override func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        log.append("insertSublayer(below:)"); super.insertSublayer(layer, below: sibling)
    }
    override func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        log.append("insertSublayer(above:)"); super.insertSublayer(layer, above: sibling)
    }
    override func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        log.append("replaceSublayer"); super.replaceSublayer(oldLayer, with: newLayer)
    }
    override func removeFromSuperlayer() { log.append("removeFromSuperlayer"); super.removeFromSuperlayer() }
    override func layoutSublayers() { log.append("layoutSublayers"); super.layoutSublayers() }
    override func display() { log.append("display"); super.display() }
    override func draw(in ctx: CGContext) { log.append("draw(in:)") }
    override func hitTest(_ p: CGPoint) -> CALayer? { log.append("hitTest"); return super.hitTest(p) }
    override func contains(_ p: CGPoint) -> Bool { log.append("contains"); return super.contains(p) }
    override func action(forKey event: String) -> CAAction? {
        log.append("action(\(event))"); return super.action(forKey: event)
    }
    override func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        log.append("convert"); return super.convert(p, to: layer)
    }
}

@Suite("Subclasses override what Apple lets them override", .ownMediaClock)
struct SubclassOverrideTests {
    @Test("override var bounds with didSet runs when bounds and frame are set, and the bounds are stored as before")
    func boundsObserver() {
        let l = RecordingLayer()
        l.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
        #expect(l.log == ["bounds"] && l.bounds == CGRect(x: 0, y: 0, width: 40, height: 30))
        l.log = []
        l.frame = CGRect(x: 10, y: 20, width: 50, height: 60)
        #expect(l.log.contains("bounds") && l.log.contains("position") && l.log.last == "frame",
                "the frame setter sets bounds and position through their (overridden) setters")
        #expect(l.frame == CGRect(x: 10, y: 20, width: 50, height: 60) && l.position == CGPoint(x: 35, y: 50))
        #expect(l.needsLayout(), "a new size still lays the layer out, as on Apple")
    }

    @Test("overridden appearance, contents and timing properties observe their sets and keep their values and refusals")
    func appearanceObservers() {
        let l = RecordingLayer()
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        l.backgroundColor = red; l.opacity = 0.5; l.isHidden = true; l.cornerRadius = 4; l.borderWidth = 2
        l.masksToBounds = true; l.shadowOpacity = 0.3; l.anchorPoint = .zero; l.zPosition = 3
        l.transform = CATransform3DMakeScale(2, 2, 1); l.contentsScale = 2; l.speed = 2; l.timeOffset = 1
        #expect(l.log == ["backgroundColor", "opacity", "hidden", "cornerRadius", "borderWidth", "masksToBounds",
                          "shadowOpacity", "anchorPoint", "zPosition", "transform", "contentsScale", "speed", "timeOffset"])
        #expect(l.backgroundColor == red && l.opacity == 0.5 && l.isHidden && l.cornerRadius == 4
                && l.masksToBounds && l.contentsScale == 2 && l.speed == 2 && l.timeOffset == 1)
        l.contentsScale = 0
        #expect(l.contentsScale == 2, "the base setter still refuses a non-positive scale")
        let ctx = CGContext(pixelWidth: 2, pixelHeight: 2, scale: 1)!
        l.contents = ctx.makeImage()
        #expect(l.log.last == "contents" && l.contents != nil)
    }

    @Test("overridden tree methods are the ones LayerKit's own tree changes reach, and the tree is the same as without them")
    func treeMethods() {
        let parent = RecordingLayer(), a = RecordingLayer(), b = CALayer(), c = CALayer(), d = CALayer()
        parent.addSublayer(a)
        parent.insertSublayer(b, at: 0)
        parent.insertSublayer(c, below: a)
        parent.insertSublayer(d, above: a)
        #expect(parent.log == ["addSublayer", "insertSublayer(at:)", "insertSublayer(below:)", "insertSublayer(above:)"])
        #expect(parent.sublayers?.map(ObjectIdentifier.init) == [b, c, a, d].map(ObjectIdentifier.init))
        let e = CALayer()
        parent.replaceSublayer(d, with: e)
        #expect(parent.log.last == "replaceSublayer" && d.superlayer == nil && e.superlayer === parent)
        #expect(a.log.isEmpty, "a layer added for the first time is not asked to remove itself")
        // Moving a layer to a new superlayer removes it from the old one through its override.
        let other = CALayer()
        other.addSublayer(a)
        #expect(a.log == ["removeFromSuperlayer"] && a.superlayer === other && parent.sublayers?.count == 3, "\(a.log)")
        a.removeFromSuperlayer()
        #expect(a.log == ["removeFromSuperlayer", "removeFromSuperlayer"] && other.sublayers == nil)
        // Assigning sublayers removes a layer that has another superlayer through its override too.
        let f = RecordingLayer()
        parent.addSublayer(f)
        other.sublayers = [f]
        #expect(f.log == ["removeFromSuperlayer"] && f.superlayer === other, "\(f.log)")
        parent.sublayers = nil
        parent.mask = CALayer()
        #expect(parent.log.suffix(2) == ["sublayers", "mask"] && parent.sublayers == nil && parent.mask != nil)
    }

    @Test("layoutSublayers, display and draw(in:) overrides are what layout and display passes call")
    func layoutAndDisplay() {
        let l = RecordingLayer()
        l.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        l.log = []
        l.setNeedsLayout(); l.layoutIfNeeded()
        l.setNeedsDisplay(); l.displayIfNeeded()
        #expect(l.log == ["layoutSublayers", "display", "draw(in:)"], "the base display draws through draw(in:)")
        #expect(l.contents != nil, "the base display made the backing store")
    }

    @Test("hitTest and contains overrides are what hit testing of a tree calls, with the same answer")
    func hitTesting() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let l = RecordingLayer()
        l.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        root.addSublayer(l)
        l.log = []
        #expect(root.hitTest(CGPoint(x: 15, y: 15)) === l)
        #expect(l.log.contains("contains"))
        l.log = []
        #expect(l.hitTest(CGPoint(x: 50, y: 50)) == nil && l.log.first == "hitTest")
        _ = l.convert(CGPoint.zero, to: root)
        #expect(l.log.last == "convert")
    }

    @Test("action(forKey:) overrides are what property changes of a shown layer ask, and NSNull from them stops the animation")
    func actionOverride() {
        final class Quiet: CALayer {
            var asked: [String] = []
            override func action(forKey event: String) -> CAAction? {
                asked.append(event)
                return event == "opacity" ? NSNull() : super.action(forKey: event)
            }
        }
        let host = FakeHost()
        let root = shownRoot(host: host)
        let l = Quiet()
        root.addSublayer(l)
        CATransaction.flush()
        l.opacity = 0.5
        l.position = CGPoint(x: 5, y: 5)
        #expect(l.asked.contains("onOrderIn") && l.asked.suffix(2) == ["opacity", "position"])
        #expect(l.animationKeys() == ["position"], "the override's NSNull stopped opacity; position animates by default")
    }

    @Test("class overrides of needsDisplay(forKey:), defaultValue(forKey:) and defaultAction(forKey:) are used")
    func classMethods() {
        final class Styled: CALayer {
            override class func needsDisplay(forKey key: String) -> Bool { key == "cornerRadius" || super.needsDisplay(forKey: key) }
            override class func defaultValue(forKey key: String) -> Any? {
                key == "cornerRadius" ? CGFloat(6) : super.defaultValue(forKey: key)
            }
            override class func defaultAction(forKey event: String) -> CAAction? {
                event == "borderWidth" ? CABasicAnimation(keyPath: "borderWidth") : super.defaultAction(forKey: event)
            }
        }
        let host = FakeHost()
        let root = shownRoot(host: host)
        let l = Styled()
        #expect(l.cornerRadius == 6, "the class default")
        root.addSublayer(l)
        CATransaction.flush()
        l.cornerRadius = 2
        #expect(l.needsDisplay())
        l.borderWidth = 3
        #expect(l.animationKeys()?.contains("borderWidth") == true)
    }

    @Test("the subclasses' own properties are overridable: shape, text, gradient, replicator, emitter, tiled and scroll layers")
    func subclassProperties() {
        final class Shape: CAShapeLayer {
            var paths = 0
            override var path: CGPath? { didSet { paths += 1 } }
            override var strokeEnd: CGFloat { get { super.strokeEnd } set { super.strokeEnd = min(newValue, 0.5) } }
        }
        final class Text: CATextLayer { override var fontSize: CGFloat { get { 99 } set {} } }
        final class Gradient: CAGradientLayer { var sets = 0; override var colors: [Any]? { didSet { sets += 1 } } }
        final class Replicator: CAReplicatorLayer { override var instanceCount: Int { didSet { instanceDelay = 0.1 } } }
        final class Emitter: CAEmitterLayer { override var birthRate: Float { get { 2 * super.birthRate } set { super.birthRate = newValue } } }
        final class Tiled: CATiledLayer { override var tileSize: CGSize { get { CGSize(width: 64, height: 64) } set {} } }
        final class Scroll: CAScrollLayer { var scrolled: [CGPoint] = []; override func scroll(to p: CGPoint) { scrolled.append(p); super.scroll(to: p) } }
        let s = Shape()
        s.path = CGPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2), transform: nil)
        s.strokeEnd = 0.9
        #expect(s.paths == 1 && s.strokeEnd == 0.5)
        #expect(Text().fontSize == 99)
        let g = Gradient(); g.colors = [CGColor(gray: 0, alpha: 1)]
        #expect(g.sets == 1 && g.colors?.count == 1)
        let r = Replicator(); r.instanceCount = 3
        #expect(r.instanceCount == 3 && r.instanceDelay == 0.1)
        let e = Emitter(); e.birthRate = 3
        #expect(e.birthRate == 6)
        #expect(Tiled().tileSize == CGSize(width: 64, height: 64))
        let sc = Scroll(); sc.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        let inner = CALayer(); sc.addSublayer(inner)
        inner.scroll(CGPoint(x: 3, y: 4))
        #expect(sc.scrolled == [CGPoint(x: 3, y: 4)] && sc.bounds.origin == CGPoint(x: 3, y: 4),
                "CALayer.scroll(_:) reaches the scroll layer's override")
    }

    @Test("override var repeatCount on CABasicAnimation is read by the timing: a getter of 2 repeats twice")
    func animationTimingOverride() {
        final class Twice: CABasicAnimation {
            var sets: [Float] = []
            override var repeatCount: Float { get { 2 } set { sets.append(newValue); super.repeatCount = newValue } }
        }
        let host = FakeHost()
        let root = shownRoot(host: host)
        MediaClock.freeze(at: 100)
        defer { MediaClock.unfreeze() }
        let a = Twice(keyPath: "opacity")
        a.fromValue = 0; a.toValue = 1; a.duration = 1
        a.timingFunction = CAMediaTimingFunction(name: .linear)
        a.repeatCount = 1
        #expect(a.sets == [1] && a.repeatCount == 2)
        root.add(a, forKey: "fade")
        CATransaction.flush()
        let attached = root.animation(forKey: "fade")
        #expect(attached is Twice && attached?.repeatCount == 2, "the layer's copy is of the subclass")
        MediaClock.advance(by: 1.25)
        #expect(abs((root.presentation()?.opacity ?? 0) - 0.25) < 1e-4, "in the second iteration at 1.25 s")
        MediaClock.advance(by: 1)
        #expect(root.presentation()?.opacity == 1, "over after two iterations: the model value")
    }
}
