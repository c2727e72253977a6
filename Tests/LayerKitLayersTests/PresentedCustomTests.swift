import Testing
@testable import LayerKitLayers
import LayerKitTestSupport

/// Animated custom values on presented states (`LayerState.presentedCustom`) and what is
/// parsed once per box of stored values (`RareValues.memoized`). Oracles: hand-computed
/// values of a linear animation, value semantics, and object identity for "made once".
@Suite("Presented custom values and values made once per box", .ownMediaClock)
struct PresentedCustomTests {
    /// A committed shape layer (stored `strokeEnd` 0.9) whose `strokeEnd` animates linearly
    /// from 0 to 1 over 4 s, added with media time frozen at 10 (it begins then), so at media
    /// time t it is (t − 10) / 4. The clock is unfrozen before returning.
    private func animatedShape() throws -> (CAShapeLayer, RenderNode) {
        MediaClock.freeze(at: 10)
        defer { MediaClock.unfreeze() }
        let root = CALayer(), shape = CAShapeLayer()
        root.addSublayer(shape)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        shape.strokeEnd = 0.9
        CATransaction.commit()
        let a = CABasicAnimation(keyPath: "strokeEnd")
        a.fromValue = 0; a.toValue = 1; a.duration = 4
        a.timingFunction = CAMediaTimingFunction(name: .linear)
        shape.add(a, forKey: "end")
        CATransaction.flush()
        return (shape, try #require(shape.renderNode))
    }

    @Test("an animated custom value is kept beside custom: the presented state shares the committed box, and customValue reads the animated value")
    func animatedValueBesideTheBox() throws {
        let (_, node) = try animatedShape()
        let presented = node.presented(atLocalTime: 11).state
        #expect(presented.rare === node.state.rare, "the box and its dictionary are not copied")
        #expect(presented.customValue("strokeEnd") as? CGFloat == 0.25)
        #expect(presented.custom["strokeEnd"] as? CGFloat == 0.9, "the stored value is the model's")
        #expect(node.state.presentedCustom.isEmpty, "a committed state holds no animated value")
    }

    @Test("a presentation layer holds its animated custom values in custom, where its properties read them")
    func presentationLayerFolds() throws {
        let (shape, node) = try animatedShape()
        var folded = node.presented(atLocalTime: 13).state
        folded.foldPresentedCustom()
        #expect(folded.presentedCustom.isEmpty && folded.custom["strokeEnd"] as? CGFloat == 0.75)
        let p = try #require(shape.presentationLayer(at: 13))
        #expect(abs((p as! CAShapeLayer).strokeEnd - 0.75) < 1e-9 && p.state.presentedCustom.isEmpty)
    }

    @Test("a second animated value for the same key replaces the first; other keys are added")
    func setReplaces() {
        var s = LayerState()
        s.setPresentedCustom(CGFloat(1), forKey: "a")
        s.setPresentedCustom(CGFloat(2), forKey: "b")
        s.setPresentedCustom(CGFloat(3), forKey: "a")
        #expect(s.presentedCustom.map(\.key) == ["a", "b"])
        #expect(s.customValue("a") as? CGFloat == 3 && s.customValue("b") as? CGFloat == 2 && s.customValue("c") == nil)
    }

    /// Something made from a box, to tell makings apart.
    private final class Made {
        let radius: CGFloat
        init(_ radius: CGFloat) { self.radius = radius }
    }

    @Test("a value made from a box is made once per box; a state that owns its box alone and writes it makes it again")
    func memoizedOncePerBox() {
        var a = LayerState()
        a.shadowRadius = 4
        var makings = 0
        func made(_ s: LayerState) -> Made { s.rare.memoized { makings += 1; return Made($0.shadowRadius) } }
        let first = made(a)
        #expect(made(a) === first && makings == 1)
        var b = a // shares the box, and what was made from it
        #expect(made(b) === first && makings == 1)
        b.shadowRadius = 6 // copies the box: a new box, nothing made from it yet
        #expect(made(b).radius == 6 && made(a) === first && makings == 2)
        a.shadowRadius = 8 // a owns its box alone now: written in place, made again
        #expect(made(a).radius == 8 && makings == 3)
    }
}
