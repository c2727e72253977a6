import Testing
@testable import LayerKitLayers
import LayerKitTestSupport

/// A subclass that changes one documented default and keeps the others (Apple's programming
/// guide, "Default Value Support": override `defaultValue(forKey:)` and call super).
private final class CornerLayer: CALayer {
    override class func defaultValue(forKey key: String) -> Any? {
        key == "anchorPoint" ? CGPoint(x: 0, y: 0) : super.defaultValue(forKey: key)
    }
}

/// Oracle: Apple's `CALayer.defaultValue(forKey:)` documentation and the values GNUstep's
/// libs-quartzcore tests measured on Apple: `anchorPoint` has a default, `bounds`, `position`
/// and `frame` have none, `contentsScale` 1, `speed` 1, a layer's `duration` infinite (an
/// animation's is 0), `fillMode` removed. Issue 38 item 2.
@Suite("CALayer.defaultValue(forKey:) answers Apple's class defaults", .ownMediaClock)
struct ClassDefaultsTests {
    @Test("anchorPoint, contentsScale, speed, duration and fillMode come from the class; bounds, position, frame do not")
    func measuredDefaults() {
        #expect(CALayer.defaultValue(forKey: "anchorPoint") as? CGPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(CALayer.defaultValue(forKey: "contentsScale") as? CGFloat == 1)
        #expect(CALayer.defaultValue(forKey: "speed") as? Float == 1)
        #expect((CALayer.defaultValue(forKey: "duration") as? Double)?.isInfinite == true)
        #expect(CALayer.defaultValue(forKey: "fillMode") as? CAMediaTimingFillMode == .removed)
        for key in ["bounds", "position", "frame", "zPosition", "opaque", "customKey"] {
            #expect(CALayer.defaultValue(forKey: key) == nil, "\(key)")
        }
        #expect(CAAnimation.defaultValue(forKey: "duration") == nil, "an animation's duration defaults to 0")
    }

    @Test("every class default but the endless duration is what a new layer reads")
    func defaultsMatchNewLayer() {
        let l = CALayer()
        for (key, value) in CALayer.documentedDefaults where key != "duration" {
            let read = l.value(forKey: key)
            #expect(read != nil, "\(key)")
            if let read { #expect(CALayer.isPlainDefault(read, forKey: key), "\(key): \(read) against \(value)") }
        }
        #expect(l.duration == 0, "a layer reads its duration as 0 (Apple's header), endless in time")
    }

    @Test("a subclass default replaces one value; the duration of a subclass stays 0")
    func subclassKeepsOtherDefaults() {
        let l = CornerLayer()
        #expect(l.anchorPoint == .zero)
        #expect(l.duration == 0 && l.speed == 1 && l.opacity == 1 && l.contentsScale == 1)
        #expect(l.shadowOffset == CGSize(width: 0, height: -3))
    }
}
