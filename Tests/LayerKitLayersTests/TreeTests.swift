import Testing
@testable import LayerKitLayers
import LayerKitTestSupport

@Suite("The sublayer tree", .ownMediaClock)
struct TreeTests {
    @Test("adding a layer to a new superlayer removes it from the old one")
    func reparent() {
        let a = CALayer(), b = CALayer(), c = CALayer()
        a.addSublayer(c)
        b.addSublayer(c)
        #expect(a.sublayers == nil)
        #expect(b.sublayers?.count == 1)
        #expect(c.superlayer === b)
    }

    @Test("insert at an index, below and above a sibling, and replace keep Apple's order")
    func insertions() {
        let p = CALayer(), a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer(), e = CALayer()
        p.addSublayer(a); p.addSublayer(b)
        p.insertSublayer(c, at: 1)
        #expect(p.sublayers!.map { ObjectIdentifier($0) } == [a, c, b].map { ObjectIdentifier($0) })
        p.insertSublayer(d, below: a)
        p.insertSublayer(e, above: b)
        #expect(p.sublayers!.map { ObjectIdentifier($0) } == [d, a, c, b, e].map { ObjectIdentifier($0) })
        let f = CALayer()
        p.replaceSublayer(c, with: f)
        #expect(p.sublayers![2] === f && c.superlayer == nil)
        p.insertSublayer(CALayer(), at: 99)
        #expect(p.sublayers!.count == 6)
    }

    @Test("a layer cannot become a sublayer of itself or of its descendants")
    func cycles() {
        let a = CALayer(), b = CALayer()
        a.addSublayer(b)
        b.addSublayer(a)
        a.addSublayer(a)
        #expect(a.superlayer == nil)
        #expect(b.sublayers == nil)
    }

    @Test("setting sublayers replaces them all and empty becomes nil")
    func setSublayers() {
        let p = CALayer(), a = CALayer(), b = CALayer()
        p.addSublayer(a)
        p.sublayers = [b]
        #expect(a.superlayer == nil && b.superlayer === p)
        p.sublayers = []
        #expect(p.sublayers == nil && b.superlayer == nil)
    }

    @Test("a mask has no superlayer and removing it clears the owner's mask")
    func masks() {
        let p = CALayer(), m = CALayer(), holder = CALayer()
        holder.addSublayer(m)
        p.mask = m
        #expect(m.superlayer == nil && holder.sublayers == nil)
        #expect(p.mask === m)
        m.removeFromSuperlayer()
        #expect(p.mask == nil)
    }

    @Test("a deep tree of 2,000 layers can be built, converted through and torn down")
    func deepTree() {
        let root = CALayer()
        var l = root
        for _ in 0..<2_000 {
            let c = CALayer()
            c.frame = CGRect(x: 1, y: 0, width: 10, height: 10)
            l.addSublayer(c)
            l = c
        }
        #expect(approx(l.convert(CGPoint.zero, to: root).x, 2_000, 1e-6))
        root.sublayers = nil
    }
}
