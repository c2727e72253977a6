import Testing
@testable import LayerKitLayers
import LayerKitTestSupport

/// The values of `LayerState` that live in its shared copy-on-write box (`RareValues`):
/// copies share the box until one writes, and a write never reaches another state. The
/// oracle is value semantics, what the struct promised before the box existed.
@Suite("Layer state's shared box of rare values", .ownMediaClock)
struct LayerStateTests {
    @Test("new states share one box of Apple's defaults, and read those defaults")
    func newStatesShareTheDefaults() {
        let a = LayerState(), b = LayerState()
        #expect(a.rare === b.rare)
        #expect(a.borderColor === CGColor.black && a.shadowColor === CGColor.black)
        #expect(a.shadowRadius == 3 && a.shadowOffset == CGSize(width: 0, height: -3) && a.shadowPath == nil)
        #expect(a.contentsGravity == .resize && a.minificationFilter == .linear && a.magnificationFilter == .linear)
        #expect(a.speed == 1 && a.fillMode == .removed && a.custom.isEmpty)
        #expect(a.sublayerTransform == CATransform3D.identity)
    }

    @Test("a write to a copy's rare value leaves the original as it was, and gives the copy a box of its own")
    func writeCopiesTheBox() {
        var a = LayerState()
        a.shadowRadius = 7
        a.custom["strokeEnd"] = CGFloat(0.5)
        let shared = a.rare
        var b = a
        #expect(b.rare === shared)
        b.shadowRadius = 9
        b.custom["strokeEnd"] = CGFloat(0.25)
        #expect(a.shadowRadius == 7 && b.shadowRadius == 9)
        #expect(a.custom["strokeEnd"] as? CGFloat == 0.5 && b.custom["strokeEnd"] as? CGFloat == 0.25)
        #expect(a.rare === shared && b.rare !== shared)
        // The copy kept every other rare value.
        #expect(b.fillMode == a.fillMode && b.borderColor === a.borderColor)
    }

    @Test("setting a rare value to nil is kept, not read back as the default (border colour)")
    func explicitNilIsKept() {
        var a = LayerState()
        a.borderColor = nil
        a.shadowColor = nil
        #expect(a.borderColor == nil && a.shadowColor == nil)
        #expect(LayerState().borderColor === CGColor.black)
    }

    @Test("a model write after a commit leaves the committed render node's values as they were (the render side never sees a model write)")
    func committedNodeKeepsItsValues() throws {
        let root = CALayer(), layer = CALayer()
        root.addSublayer(layer)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.shadowRadius = 5
        layer.setValue(1, forKey: "custom")
        CATransaction.commit()
        CATransaction.flush()
        let node = try #require(layer.renderNode)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.shadowRadius = 11
        layer.setValue(2, forKey: "custom")
        #expect(node.state.shadowRadius == 5)
        #expect(node.state.custom["custom"] as? Int == 1)
        CATransaction.commit()
        let next = try #require(layer.renderNode)
        #expect(next !== node && next.state.shadowRadius == 11 && node.state.shadowRadius == 5)
    }
}
