import Foundation
import Testing
@testable import LayerKitLayers
import LayerKitTestSupport

/// `StateBox.holdsSameValuesButPosition(as:)`, the raster cache's test for a layer that only
/// moved. Oracle: states built to differ in one stored property each, every property the
/// state's `Mirror` lists, so a property added later fails here until it is compared.
@Suite("Layer states that differ only in position", .ownMediaClock)
struct LayerStatePlacementTests {
    private func same(_ a: LayerState, _ b: LayerState) -> Bool {
        StateBox(copying: a).holdsSameValuesButPosition(as: StateBox(copying: b))
    }

    private static func image() -> CGImage { CGContext(pixelWidth: 2, pixelHeight: 2, scale: 1)!.makeImage()! }

    /// One change per stored property of `LayerState` but `position` (and `hasContents`, which
    /// follows `contents`).
    private static let changes: [(name: String, change: (inout LayerState) -> Void)] = [
        ("bounds", { $0.bounds.size.width += 1 }),
        ("zPosition", { $0.zPosition = 1 }),
        ("anchorPoint", { $0.anchorPoint = .zero }),
        ("anchorPointZ", { $0.anchorPointZ = 1 }),
        ("transform", { $0.transform = CATransform3DMakeScale(2, 2, 1) }),
        ("isGeometryFlipped", { $0.isGeometryFlipped.toggle() }),
        ("isDoubleSided", { $0.isDoubleSided.toggle() }),
        ("isHidden", { $0.isHidden.toggle() }),
        ("masksToBounds", { $0.masksToBounds.toggle() }),
        ("contents", { $0.contents = .image(image()) }),
        ("contentsRect", { $0.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 1) }),
        ("contentsScale", { $0.contentsScale = 2 }),
        ("isOpaque", { $0.isOpaque.toggle() }),
        ("backgroundColor", { $0.backgroundColor = CGColor(gray: 0.5, alpha: 1) }),
        ("cornerRadius", { $0.cornerRadius = 4 }),
        ("borderWidth", { $0.borderWidth = 2 }),
        ("opacity", { $0.opacity = 0.5 }),
        ("maskedCorners", { $0.maskedCorners = [.layerMinXMinYCorner] }),
        ("allowsGroupOpacity", { $0.allowsGroupOpacity.toggle() }),
        ("allowsEdgeAntialiasing", { $0.allowsEdgeAntialiasing.toggle() }),
        ("edgeAntialiasingMask", { $0.edgeAntialiasingMask = [.layerLeftEdge] }),
        ("shouldRasterize", { $0.shouldRasterize.toggle() }),
        ("shadowOpacity", { $0.shadowOpacity = 0.5 }),
        ("presentedCustom", { $0.presentedCustom = [(key: "k", value: 1)] }),
        ("rare", { $0.shadowRadius = 9 }),
    ]

    @Test("a state and a copy of it moved elsewhere are the same but for position")
    func movedCopy() {
        var a = LayerState()
        a.backgroundColor = CGColor(gray: 0.2, alpha: 1)
        a.cornerRadius = 8
        a.shadowOpacity = 0.5
        a.contents = .image(Self.image())
        var b = a
        b.position = CGPoint(x: 40, y: -7)
        #expect(same(a, b))
        #expect(same(b, a))
    }

    @Test("a change to any stored property but position is told apart")
    func everyPropertyCounts() {
        let labels = Set(Mirror(reflecting: LayerState()).children.compactMap(\.label))
        #expect(labels == Set(Self.changes.map(\.name)).union(["position", "hasContents"]))
        for (name, change) in Self.changes {
            var b = LayerState()
            change(&b)
            b.position.x += 3
            #expect(!same(LayerState(), b), "\(name)")
            #expect(!same(b, LayerState()), "\(name)")
        }
    }

    @Test("equal values in other objects are told apart: a colour or an image is the same only as the very same object")
    func referencesByIdentity() {
        var a = LayerState(), b = LayerState()
        a.backgroundColor = CGColor(gray: 0.5, alpha: 1)
        b.backgroundColor = CGColor(gray: 0.5, alpha: 1)
        #expect(!same(a, b))
        b.backgroundColor = a.backgroundColor
        let image = Self.image()
        a.contents = .image(image)
        b.contents = .image(Self.image())
        #expect(!same(a, b))
        b.contents = .image(image)
        #expect(same(a, b))
        a.contents = .other("not an image"); b.contents = .other("not an image")
        #expect(!same(a, b), "contents that are not images are never taken for the same")
    }
}
