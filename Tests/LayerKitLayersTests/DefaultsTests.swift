import Testing
@testable import LayerKitLayers
import LayerKitTestSupport

/// Oracle: Apple's CALayer documentation, as listed in DESIGN.md "Apple facts".
@Suite("CALayer defaults are Apple's", .ownMediaClock)
struct DefaultsTests {
    @Test("geometry defaults")
    func geometry() {
        let l = CALayer()
        #expect(l.bounds == .zero)
        #expect(l.position == .zero)
        #expect(l.zPosition == 0)
        #expect(l.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(l.anchorPointZ == 0)
        #expect(CATransform3DIsIdentity(l.transform))
        #expect(CATransform3DIsIdentity(l.sublayerTransform))
        #expect(l.frame == .zero)
        #expect(!l.isGeometryFlipped)
        #expect(l.isDoubleSided)
        #expect(!l.isHidden)
        #expect(!l.masksToBounds)
    }

    @Test("contents defaults")
    func contents() {
        let l = CALayer()
        #expect(l.contents == nil)
        #expect(l.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(l.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(l.contentsGravity == .resize)
        #expect(l.contentsGravity.rawValue == "resize")
        #expect(l.contentsScale == 1)
        #expect(l.minificationFilter == .linear)
        #expect(l.magnificationFilter == .linear)
        #expect(l.minificationFilterBias == 0)
        #expect(!l.isOpaque)
        #expect(!l.needsDisplayOnBoundsChange)
    }

    @Test("appearance defaults")
    func appearance() {
        let l = CALayer()
        #expect(l.backgroundColor == nil)
        #expect(l.cornerRadius == 0)
        #expect(l.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(l.borderWidth == 0)
        #expect(l.borderColor == CGColor(gray: 0, alpha: 1))
        #expect(l.opacity == 1)
        #expect(l.allowsGroupOpacity)
        #expect(!l.allowsEdgeAntialiasing)
        #expect(!l.shouldRasterize)
        #expect(l.rasterizationScale == 1)
        #expect(l.shadowColor == CGColor(gray: 0, alpha: 1))
        #expect(l.shadowOpacity == 0)
        #expect(l.shadowOffset == CGSize(width: 0, height: -3))
        #expect(l.shadowRadius == 3)
        #expect(l.shadowPath == nil)
    }

    @Test("tree and timing defaults: sublayers nil when empty, model() is itself, speed 1")
    func treeAndTiming() {
        let l = CALayer()
        #expect(l.sublayers == nil)
        #expect(l.superlayer == nil)
        #expect(l.mask == nil)
        #expect(l.model() === l)
        #expect(l.presentation() == nil)
        #expect(l.delegate == nil)
        #expect(l.name == nil)
        #expect(l.style == nil)
        #expect(l.actions == nil)
        #expect(l.beginTime == 0 && l.duration == 0 && l.speed == 1 && l.timeOffset == 0)
        #expect(l.repeatCount == 0 && l.repeatDuration == 0 && !l.autoreverses && l.fillMode == .removed)
        #expect(CALayer.defaultAction(forKey: "position") == nil)
        #expect(CALayer.defaultValue(forKey: "position") == nil)
    }

    @Test("constants keep Apple's raw strings")
    func rawValues() {
        #expect(CALayerContentsGravity.center.rawValue == "center")
        #expect(CALayerContentsGravity.resizeAspectFill.rawValue == "resizeAspectFill")
        #expect(CALayerContentsFilter.trilinear.rawValue == "trilinear")
        #expect(CAMediaTimingFunctionName.easeIn.rawValue == "easeIn")
        #expect(CATransitionType.fade.rawValue == "fade")
        #expect(CAMediaTimingFillMode.forwards.rawValue == "forwards")
        #expect(CAScrollLayerScrollMode.both.rawValue == "both")
        #expect(CAAnimationRotationMode.rotateAuto.rawValue == "auto")
    }
}
