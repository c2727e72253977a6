import Foundation
import Testing
@testable import LayerKitLayers
import LayerKitTestSupport

/// A plain leaf's last render node written again by a later commit of the same layer
/// (`CommittedLayer.takeReusableSpare`, `StateBox.overwrite(copying:)`). Oracles: object
/// identity held through weak references (an address alone could be malloc's reuse), the
/// values the model was given, and objects freed once nothing holds them.
@Suite("Render nodes recycled by commits", .ownMediaClock)
struct RenderNodeRecyclingTests {
    /// A committed root with one plain sublayer.
    private func leafInTree() -> (root: CALayer, leaf: CALayer) {
        let root = CALayer(), leaf = CALayer()
        root.addSublayer(leaf)
        CATransaction.flush()
        return (root, leaf)
    }

    private func commit(_ change: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        change()
        CATransaction.commit()
    }

    @Test("a leaf moved commit after commit takes turns between two render nodes once nothing holds the older one, each with the values of its own commit")
    func movedLeafTakesTurns() throws {
        let t = leafInTree()
        weak var first: RenderNode?
        weak var second: RenderNode?
        for i in 1...6 {
            commit { t.leaf.position = CGPoint(x: i, y: 2 * i) }
            let node = try #require(t.leaf.renderNode)
            #expect(node.state.position == CGPoint(x: i, y: 2 * i), "commit \(i)")
            #expect(t.root.renderNode?.children.first === node, "commit \(i)")
            if i == 1 { first = node } else if i == 2 { second = node }
            if i >= 3 {
                // Kept alive only by being recycled: a node freed and a new one made would
                // leave the weak references empty.
                #expect(node === (i % 2 == 1 ? first : second), "commit \(i)")
            }
        }
        #expect(first != nil && second != nil && first !== second)
    }

    @Test("a render node something else still holds (a frame, a transition) is never written: the commit makes a new one")
    func heldNodeIsNeverWritten() throws {
        let t = leafInTree()
        commit { t.leaf.position = CGPoint(x: 1, y: 1) }
        let held = try #require(t.leaf.renderNode)
        for i in 2...5 {
            commit { t.leaf.position = CGPoint(x: i, y: i) }
            let node = try #require(t.leaf.renderNode)
            #expect(node !== held && node.state.position == CGPoint(x: i, y: i), "commit \(i)")
        }
        #expect(held.state.position == CGPoint(x: 1, y: 1))
    }

    @Test("a recycled node takes a new colour, opacity and contents, and the colour it held is freed once no node or layer holds it (no reference lost or kept by the byte-for-byte copy)")
    func recycledNodeTakesNewReferences() throws {
        let t = leafInTree()
        weak var oldColour: CGColor?
        do {
            let colour = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            oldColour = colour
            commit { t.leaf.backgroundColor = colour }
        }
        // Moves with the same colour: copied as bytes, the colour's owners unchanged.
        for i in 1...4 { commit { t.leaf.position = CGPoint(x: i, y: 0) } }
        #expect(oldColour != nil && t.leaf.renderNode?.state.backgroundColor === oldColour)
        let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        commit { t.leaf.backgroundColor = blue; t.leaf.opacity = 0.25 }
        for i in 5...8 { commit { t.leaf.position = CGPoint(x: i, y: 0) } }
        let node = try #require(t.leaf.renderNode)
        #expect(node.state.backgroundColor === blue && node.state.opacity == 0.25)
        #expect(oldColour == nil, "the red colour is still held after every node moved on to blue")
        let ctx = try #require(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                                         space: CGColorSpaceCreateDeviceRGB(),
                                         bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue))
        let image = try #require(ctx.makeImage())
        commit { t.leaf.contents = image }
        commit { t.leaf.position = CGPoint(x: 9, y: 0) }
        guard case .image(let shown)? = t.leaf.renderNode?.state.contents else {
            Issue.record("the contents did not reach the render node")
            return
        }
        #expect(shown === image && t.leaf.renderNode?.state.hasContents == true)
    }

    @Test("a box reads its values where they are stored (the first stored property of a root class)")
    func boxReadsItsStoredValues() throws {
        let t = leafInTree()
        let node = try #require(t.leaf.renderNode)
        #expect(node.readsItsStoredValues)
        #expect(StateBox(LayerState()).readsItsStoredValues)
    }

    @Test("every stored property of a layer state that holds a reference is one the byte-for-byte overwrite compares, each a single word")
    func referenceFieldsAreListed() {
        var state = LayerState()
        state.backgroundColor = CGColor(gray: 0.5, alpha: 1)
        var holdingReferences: Set<String> = []
        for child in Mirror(reflecting: state).children {
            guard let name = child.label else { continue }
            if !_openExistential(child.value, do: isPlainBytes) { holdingReferences.insert(name) }
        }
        let listed = Set(LayerState.referenceFields.map(\.name)).union(["contents"])
        #expect(holdingReferences == listed)
        #expect(LayerState.referenceFields.allSatisfy { $0.size == MemoryLayout<UInt>.size })
    }
}

/// Whether a value of `T` is plain bytes: copied without retaining anything.
private func isPlainBytes<T>(_ value: T) -> Bool { _isPOD(T.self) }
