@testable import LayerKitAnimation
import Testing
import LayerKitTestSupport

/// CAAnimationGroup nested very deep: copying is iterative (no stack in proportion to the
/// depth) with one set of the groups on the path (memory in proportion to the depth, not its
/// square), and freeing is iterative too. Oracle: Apple's NSCopying contract for groups
/// (a copy has copies of the children).
@Suite("CAAnimationGroup nested 100,000 deep copies and frees without recursion", .ownMediaClock)
struct DeepGroupTests {
    /// A chain of `depth` groups, the innermost holding one basic animation.
    static func chain(_ depth: Int) -> CAAnimationGroup {
        let leaf = CABasicAnimation(keyPath: "opacity")
        var inner: CAAnimation = leaf
        var top = CAAnimationGroup()
        for i in 0..<depth {
            let g = CAAnimationGroup()
            g.animations = [inner]
            g.duration = Double(i)
            inner = g
            top = g
        }
        return top
    }

    @Test("a group nested 100,000 deep copies to a chain as deep, each level its own copy, and both are freed")
    func deepCopy() {
        let original = Self.chain(100_000)
        let copy = original.copy() as! CAAnimationGroup
        var a: CAAnimationGroup? = original, b: CAAnimationGroup? = copy
        var depth = 0
        while let x = a, let y = b {
            #expect(x !== y && x.duration == y.duration)
            depth += 1
            a = x.animations?.first as? CAAnimationGroup
            b = y.animations?.first as? CAAnimationGroup
            if a == nil { #expect((y.animations?.first as? CABasicAnimation)?.keyPath == "opacity") }
        }
        #expect(depth == 100_000)
    }

    @Test("a copy keeps children shared elsewhere alive when the original is freed")
    func sharedChildSurvivesFree() {
        let shared = CAAnimationGroup()
        shared.animations = [CABasicAnimation(keyPath: "position")]
        do {
            let g = CAAnimationGroup()
            g.animations = [shared]
            _ = g.copy()
        }
        #expect(shared.animations?.count == 1)
    }

    @Test("a group that contains itself through a child is still copied without the closing child")
    func loopStillCut() {
        let a = CAAnimationGroup(), b = CAAnimationGroup()
        a.animations = [b, CABasicAnimation(keyPath: "opacity")]
        b.animations = [a]
        let c = a.copy() as! CAAnimationGroup
        #expect(c.animations?.count == 2)
        #expect((c.animations?.first as? CAAnimationGroup)?.animations?.isEmpty == true)
        b.animations = nil
    }
}

