import Testing
@testable import LayerKitLayers
import LayerKitTestSupport

/// A layer with dynamic properties declared as Apple code declares them with `@NSManaged`.
final class Dial: CALayer {
    @Managed("progress") var progress: CGFloat
    @Managed("ratio") var ratio: Double
    @Managed("steps") var steps: Int
    @Managed("tint") var tint: CGColor?
    @Managed("label") var label: String = "none"
    /// A Swift stored property, which only the subclass's `init(layer:)` copies.
    var note = ""
    var asked: [String] = []

    required init() { super.init() }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    required init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? Dial { note = other.note + " (copied)" }
    }

    override class func defaultValue(forKey key: String) -> Any? {
        key == "ratio" ? 0.25 : super.defaultValue(forKey: key)
    }

    /// The implicit animation Apple code writes for a custom key: from the value on screen.
    override func action(forKey event: String) -> CAAction? {
        asked.append(event)
        guard event == "progress" else { return super.action(forKey: event) }
        let a = CABasicAnimation(keyPath: event)
        a.fromValue = presentation()?.progress ?? progress
        a.duration = CATransaction.animationDuration()
        a.timingFunction = CAMediaTimingFunction(name: .linear)
        return a
    }

    override class func defaultAction(forKey event: String) -> CAAction? {
        guard event == "steps" else { return super.defaultAction(forKey: event) }
        let a = CABasicAnimation(keyPath: event)
        a.duration = 3
        return a
    }
}

/// Oracles: Apple's CALayer documentation ("Key-Value Coding Extensions": a layer stores any
/// key, and its subclass's `@dynamic`/`@NSManaged` properties are stored the same way;
/// `action(forKey:)` is asked on every property change; `init(layer:)` makes presentation
/// copies; `needsDisplay(forKey:)`), CABasicAnimation's documented interpolation, and
/// hand-computed linear values.
@Suite("Dynamic (custom) properties", .ownMediaClock)
struct DynamicPropertyTests {
    /// A committed `Dial` in a shown tree, with the clock frozen at 100 for `body`.
    private func withShownDial(_ body: (Dial) throws -> Void) rethrows {
        try withFrozenClock {
            let host = FakeHost()
            let root = shownRoot(host: host)
            let d = Dial()
            d.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            root.addSublayer(d)
            CATransaction.flush()
            try body(d)
        }
    }

    @Test("@Managed reads zero, nil or its initial value until set, the class default over those, and stores through key-value coding")
    func managedStorage() {
        let d = Dial()
        #expect(d.progress == 0 && d.steps == 0 && d.tint == nil && d.label == "none")
        #expect(d.ratio == 0.25, "defaultValue(forKey:) of the class")
        d.progress = 0.5; d.label = "half"; d.tint = CGColor(gray: 1, alpha: 1)
        #expect(d.value(forKey: "progress") as? CGFloat == 0.5 && d.value(forKey: "label") as? String == "half")
        #expect(d.value(forKey: "tint") is CGColor, "a present optional is stored bare")
        d.tint = nil
        #expect(d.value(forKey: "tint") == nil && d.tint == nil)
        d.setValue(NSNumber(value: 7), forKey: "steps")
        d.setValue(NSNumber(value: 0.75), forKey: "ratio")
        #expect(d.steps == 7 && d.ratio == 0.75, "a boxed number reads as the property's type")
    }

    @Test("setting a custom property of a shown layer runs the action lookup: action(forKey:) is asked its key")
    func actionLookup() {
        withShownDial { d in
            d.asked = []
            d.label = "x"
            d.setValue(CGPoint(x: 1, y: 2), forKey: "anyKey")
            #expect(d.asked == ["label", "anyKey"])
        }
    }

    @Test("defaultAction(forKey:) provides the action of a custom key")
    func defaultActionOfCustomKey() {
        withShownDial { d in
            d.steps = 4
            #expect(d.animation(forKey: "steps")?.duration == 3)
        }
    }

    @Test("a layer's actions dictionary animates a custom key of a plain CALayer")
    func actionsDictionary() {
        withFrozenClock {
            let host = FakeHost()
            let root = shownRoot(host: host)
            let a = CABasicAnimation(keyPath: "level")
            a.duration = 2
            root.actions = ["level": a]
            root.setValue(CGFloat(3), forKey: "level")
            #expect(root.animation(forKey: "level")?.duration == 2)
        }
    }

    @Test("an implicit animation from action(forKey:) runs from the presented old value to the new one")
    func implicitAnimation() {
        withShownDial { d in
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            d.progress = 1
            CATransaction.commit()
            #expect(d.progress == 1 && d.animationKeys() == ["progress"])
            MediaClock.advance(by: 0.25)
            #expect(approx(d.presentation()?.progress ?? -1, 0.25))
            MediaClock.advance(by: 0.5)
            #expect(approx(d.presentation()?.progress ?? -1, 0.75))
        }
    }

    @Test("init(layer:) copies custom values to the presentation layer, and a subclass's own init(layer:) runs")
    func presentationCopies() {
        withShownDial { d in
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            d.progress = 0.4; d.label = "shown"; d.note = "model"
            CATransaction.commit()
            let p = d.presentation()
            #expect(p?.progress == 0.4 && p?.label == "shown" && p?.note == "model (copied)")
            #expect(p?.model() === d)
        }
    }

    @Test("explicit animations interpolate custom keys of every kind: numbers, points, sizes, rects, colours, transforms")
    func explicitKinds() {
        withShownDial { d in
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            d.setValue(CGPoint(x: 1, y: 1), forKey: "point")  // set: the animation reads its type from the model
            CATransaction.commit()
            func add(_ key: String, _ from: Any, _ to: Any) {
                let a = CABasicAnimation(keyPath: key)
                a.fromValue = from; a.toValue = to; a.duration = 2
                a.timingFunction = CAMediaTimingFunction(name: .linear)
                d.add(a, forKey: key)
            }
            add("progress", 0, 1)  // numbers given as Int literals, key unset: a CGFloat
            add("point", CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 20))
            add("size", CGSize(width: 0, height: 0), CGSize(width: 4, height: 8))
            add("rect", CGRect(x: 0, y: 0, width: 0, height: 0), CGRect(x: 10, y: 10, width: 20, height: 40))
            add("colour", CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            add("turn", CATransform3DIdentity, CATransform3DMakeTranslation(100, 0, 0))
            CATransaction.flush()
            MediaClock.advance(by: 1)
            let p = d.presentation()
            #expect(approx(p?.value(forKey: "progress") as? CGFloat ?? -1, 0.5) && approx(p?.progress ?? -1, 0.5))
            #expect(approx(p?.value(forKey: "point") as? CGPoint ?? .zero, CGPoint(x: 5, y: 10)))
            #expect(p?.value(forKey: "size") as? CGSize == CGSize(width: 2, height: 4))
            #expect(approx(p?.value(forKey: "rect") as? CGRect ?? .zero, CGRect(x: 5, y: 5, width: 10, height: 20)))
            let c = (p?.value(forKey: "colour") as? CGColor)?.components ?? []
            #expect(c.count == 4 && approx(c[0], 0.5) && approx(c[2], 0.5) && approx(c[3], 1))
            #expect(approx((p?.value(forKey: "turn") as? CATransform3D)?.m41 ?? 0, 50))
            #expect(d.value(forKey: "size") == nil && d.progress == 0, "the model is untouched")
        }
    }

    @Test("a custom value stored as an NSNumber animates as a number")
    func boxedNumberAnimates() {
        withShownDial { d in
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            d.setValue(NSNumber(value: 0.2), forKey: "ratio")
            CATransaction.commit()
            let a = CABasicAnimation(keyPath: "ratio")
            a.toValue = 1; a.duration = 2
            a.timingFunction = CAMediaTimingFunction(name: .linear)
            d.add(a, forKey: nil)
            CATransaction.flush()
            MediaClock.advance(by: 1)
            #expect(abs((d.presentation()?.ratio ?? -1) - 0.6) < 1e-9)
        }
    }

    @Test("a keyframe animation of an unset custom key interpolates its values")
    func keyframes() {
        withShownDial { d in
            let a = CAKeyframeAnimation(keyPath: "progress")
            a.values = [0, 1, 0.5]; a.keyTimes = [0, 0.5, 1]; a.duration = 2
            d.add(a, forKey: nil)
            CATransaction.flush()
            MediaClock.advance(by: 1.5)
            #expect(approx(d.presentation()?.progress ?? -1, 0.75))
        }
    }
}
