import Foundation
import Testing
@testable import LayerKitLayers
import LayerKitTestSupport

/// A cell subclass whose class default for `birthRate` and for a key of its own is not Apple's
/// (Apple's `defaultValue(forKey:)` documentation: a subclass overrides it and calls super).
private final class BusyCell: CAEmitterCell {
    override class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "birthRate": return Float(7)
        case "sparkle": return "default sparkle"
        default: return super.defaultValue(forKey: key)
        }
    }
}

/// Oracle: Apple's `CALayer.style` documentation, which `CAEmitterCell.h` follows (it declares
/// the same `style` and `defaultValue(forKey:)`): a key is searched in the object's own value,
/// then `style`, then the style's `"style"` key, recursively, then `defaultValue(forKey:)`.
/// Issue 38 item 4.
@Suite("CAEmitterCell looks its keys up through style as Apple's search order says", .ownMediaClock)
struct EmitterCellStyleTests {
    @Test("an unset property reads its style's value, converted from another numeric type")
    func unsetReadsStyle() {
        let c = CAEmitterCell()
        c.style = ["birthRate": 12, "velocity": NSNumber(value: 40.5), "enabled": false, "fillMode": "forwards"]
        #expect(c.birthRate == 12)
        #expect(c.velocity == 40.5)
        #expect(c.isEnabled == false)
        #expect(c.fillMode == .forwards)
        #expect(c.lifetime == 0, "a key the style does not name keeps Apple's default")
        #expect(c.scale == 1)
    }

    @Test("the cell's own value comes first, typed or set by key")
    func ownValueWins() {
        let c = CAEmitterCell()
        c.birthRate = 3
        c.setValue(2.5, forKey: "lifetime")
        c.style = ["birthRate": 12, "lifetime": 9]
        #expect(c.birthRate == 3)
        #expect(c.lifetime == 2.5)
    }

    @Test("nested styles are searched recursively, the nearest first")
    func nestedStyles() {
        let c = CAEmitterCell()
        c.style = ["spin": 1, "style": ["spin": 2, "scale": 3, "style": ["spinRange": 4, "scale": 5]]]
        #expect(c.spin == 1)
        #expect(c.scale == 3)
        #expect(c.spinRange == 4)
    }

    @Test("past the styles, the class's defaultValue(forKey:) answers, a subclass's override too")
    func classDefaultLast() {
        let c = BusyCell()
        #expect(c.birthRate == 7)
        #expect(c.value(forKey: "birthRate") as? Float == 7)
        #expect(c.value(forKey: "sparkle") as? String == "default sparkle")
        c.style = ["birthRate": 20]
        #expect(c.birthRate == 20, "the style comes before the class default")
        c.birthRate = 1
        #expect(c.birthRate == 1)
    }

    @Test("a style set later shows in every property the cell has not set")
    func styleIsLive() {
        let c = CAEmitterCell()
        c.velocity = 10
        #expect(c.yAcceleration == 0)
        c.style = ["yAcceleration": 98, "velocity": 1]
        #expect(c.yAcceleration == 98 && c.velocity == 10)
        c.style = nil
        #expect(c.yAcceleration == 0)
    }

    @Test("value(forKey:) reads the typed properties by Apple's key names")
    func valueForKeyReadsProperties() {
        let c = CAEmitterCell()
        c.birthRate = 4
        c.name = "spark"
        #expect(c.value(forKey: "birthRate") as? Float == 4)
        #expect(c.value(forKey: "enabled") as? Bool == true)
        #expect(c.value(forKey: "name") as? String == "spark")
        #expect(c.value(forKey: "contentsRect") as? CGRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(c.value(forKey: "contents") == nil)
    }

    @Test("setValue(_:forKey:) sets the typed property, converting numbers and boxes")
    func setValueSetsProperties() {
        let c = CAEmitterCell()
        c.setValue(NSNumber(value: 30), forKey: "birthRate")
        c.setValue(NSValue(cgRect: CGRect(x: 0, y: 0, width: 0.5, height: 0.5)), forKey: "contentsRect")
        c.setValue(false, forKey: "enabled")
        c.setValue(CAMediaTimingFillMode.both, forKey: "fillMode")
        #expect(c.birthRate == 30)
        #expect(c.contentsRect == CGRect(x: 0, y: 0, width: 0.5, height: 0.5))
        #expect(c.isEnabled == false)
        #expect(c.fillMode == .both)
    }

    @Test("a value that does not fit a property is refused with a warning and the property keeps its value")
    func wrongTypeRefused() {
        let c = CAEmitterCell()
        c.birthRate = 5
        c.setValue("many", forKey: "birthRate")
        #expect(c.birthRate == 5)
        #expect(Diagnostics.hasWarned(containing: "setValue(_:forKey: \"birthRate\") on CAEmitterCell"))
        c.setValue(nil, forKey: "lifetime")
        #expect(c.lifetime == 0, "nil does not fit a number")
    }

    @Test("a style value that does not fit is passed over, with a warning, to the class default")
    func badStyleValuePassedOver() {
        let c = CAEmitterCell()
        c.style = ["scaleSpeed": "fast"]
        #expect(c.scaleSpeed == 0)
        #expect(Diagnostics.hasWarned(containing: "style value for 'scaleSpeed'"))
    }

    @Test("keys that are not properties are stored, and also found in the style and the class default")
    func otherKeys() {
        let c = BusyCell()
        #expect(c.value(forKey: "tag") == nil)
        c.style = ["tag": 42, "sparkle": "styled"]
        #expect(c.value(forKey: "tag") as? Int == 42)
        #expect(c.value(forKey: "sparkle") as? String == "styled")
        c.setValue("mine", forKey: "sparkle")
        #expect(c.value(forKey: "sparkle") as? String == "mine")
        c.setValue(nil, forKey: "sparkle")
        #expect(c.value(forKey: "sparkle") as? String == "styled")
    }

    @Test("an optional property set to nil shows its style's value")
    func nilOptionalShowsStyle() {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let c = CAEmitterCell()
        c.style = ["color": red]
        #expect(c.color == red)
        c.color = CGColor(gray: 0, alpha: 1)
        #expect(c.color == CGColor(gray: 0, alpha: 1))
        c.setValue(nil, forKey: "color")
        #expect(c.color == red)
    }

    @Test("style is itself a key, and a non-dictionary is refused")
    func styleByKey() {
        let c = CAEmitterCell()
        c.setValue(["lifetime": 3], forKey: "style")
        #expect(c.lifetime == 3)
        #expect((c.value(forKey: "style") as? [AnyHashable: Any])?["lifetime"] as? Int == 3)
        c.setValue(5, forKey: "style")
        #expect(c.lifetime == 3)
    }

    @Test("an emitter layer emits what its cells' styles say")
    func emitterReadsStyle() {
        let child = CAEmitterCell()
        child.style = ["birthRate": 2]
        let c = CAEmitterCell()
        c.style = ["birthRate": 50, "lifetime": 4, "emitterCells": [child]]
        let values = EmitterCellValues(c)
        #expect(values.birthRate == 50 && values.lifetime == 4)
        #expect(values.children.count == 1 && values.children.first?.birthRate == 2)
    }
}
