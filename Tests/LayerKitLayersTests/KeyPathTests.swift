import Testing
@testable import LayerKitLayers
import LayerKitTestSupport

/// Oracle: Apple's "Core Animation Extensions To Key-Value Coding" (CATransform3D, CGPoint,
/// CGSize and CGRect key paths) and CALayer's KVC compliance for arbitrary keys.
@Suite("Key-value coding on layers", .ownMediaClock)
struct KeyPathTests {
    @Test("structure fields are reachable by key path, for reading and writing")
    func structFields() {
        let l = CALayer()
        l.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(l.value(forKeyPath: "position.x") as? CGFloat == 25)
        #expect(l.value(forKeyPath: "bounds.size.width") as? CGFloat == 30)
        #expect(l.value(forKeyPath: "bounds.origin") as? CGPoint == .zero)
        l.setValue(100, forKeyPath: "position.y")
        #expect(l.position == CGPoint(x: 25, y: 100))
        l.setValue(NSNumber(value: 12.5), forKeyPath: "bounds.size.height")
        #expect(l.bounds.height == 12.5)
        l.setValue(CGSize(width: 1, height: 2), forKeyPath: "bounds.size")
        #expect(l.bounds.size == CGSize(width: 1, height: 2))
    }

    @Test("transform key paths: rotation, scale and translation read and write the matrix")
    func transformPaths() {
        let l = CALayer()
        l.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        #expect(abs(l.transform.m12 - 1) < 1e-12 && abs(l.transform.m21 + 1) < 1e-12)
        #expect(abs((l.value(forKeyPath: "transform.rotation") as! CGFloat) - .pi / 2) < 1e-12)
        l.setValue(2, forKeyPath: "transform.scale")
        #expect(abs((l.value(forKeyPath: "transform.scale.x") as! CGFloat) - 2) < 1e-9)
        #expect(abs((l.value(forKeyPath: "transform.rotation.z") as! CGFloat) - .pi / 2) < 1e-9, "rotation kept")
        l.setValue(CGSize(width: 5, height: 7), forKeyPath: "transform.translation")
        #expect(l.transform.m41 == 5 && l.transform.m42 == 7)
        l.setValue(3, forKeyPath: "transform.translation.z")
        #expect(l.transform.m43 == 3)
    }

    @Test("every animatable property is reachable by its Apple key")
    func allKeys() {
        let l = CALayer()
        for key in ["bounds", "position", "zPosition", "anchorPoint", "anchorPointZ", "transform", "sublayerTransform",
                    "hidden", "doubleSided", "masksToBounds", "contentsRect", "contentsCenter", "cornerRadius",
                    "borderWidth", "borderColor", "opacity", "shadowColor", "shadowOpacity", "shadowOffset",
                    "shadowRadius", "contentsScale", "contentsGravity", "minificationFilter", "speed"] {
            #expect(l.value(forKey: key) != nil, "\(key)")
        }
        #expect(l.value(forKey: "opacity") as? Float == 1)
        #expect(l.value(forKey: "contentsGravity") as? CALayerContentsGravity == .resize)
    }

    @Test("arbitrary keys are stored and returned; unknown parts of composite values read as nil")
    func arbitraryKeys() {
        let l = CALayer()
        l.setValue("clock", forKey: "role")
        #expect(l.value(forKey: "role") as? String == "clock")
        #expect(l.value(forKey: "neverSet") == nil)
        #expect(l.value(forKeyPath: "position.w") == nil)
        #expect(l.value(forKeyPath: "opacity.x") == nil)
    }

    @Test("a value of the wrong type or an unknown part is refused and changes nothing")
    func badValues() {
        let l = CALayer()
        l.position = CGPoint(x: 1, y: 2)
        l.setValue("not a point", forKey: "position")
        l.setValue(5, forKeyPath: "position.w")
        l.setValue(CGFloat.nan, forKeyPath: "position.x")
        #expect(l.position == CGPoint(x: 1, y: 2))
        l.setValue(nil, forKey: "backgroundColor")
        #expect(l.backgroundColor == nil)
    }

    @Test("style supplies values for properties the layer has not set, recursively, as Apple's style does")
    func styleDefaults() {
        let l = CALayer()
        l.opacity = 0.8
        l.style = ["opacity": Float(0.3), "cornerRadius": CGFloat(6), "style": ["borderWidth": CGFloat(2)]]
        #expect(l.opacity == 0.8, "explicitly set: the style does not apply")
        #expect(l.cornerRadius == 6)
        #expect(l.borderWidth == 2)
    }
}
