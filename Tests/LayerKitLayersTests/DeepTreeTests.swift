import Testing
import Foundation
@testable import LayerKitLayers
import LayerKitTestSupport

/// Oracle: issue 15 (a chain of nested sublayers: hit testing at depth 4,000 overflowed the
/// stack; building 20,000 deep took 22 s and committing 8,000 deep 6.9 s) and DESIGN.md's
/// bad-input rule. Times are measured outside the tests (closing note); here, every step
/// must finish with the right answer.
@Suite("Deep trees", .ownMediaClock)
struct DeepTreeTests {
    @Test("a chain 100,000 layers deep builds, commits, hit-tests, converts and deallocates without recursion")
    func hundredThousandDeep() {
        weak var weakRoot: CALayer?
        weak var weakLeaf: CALayer?
        do {
            let host = FakeHost()
            let root = shownRoot(CGRect(x: 0, y: 0, width: 50, height: 50), host: host)
            var last = root
            for i in 0..<100_000 {
                let l = CALayer()
                l.frame = CGRect(x: i == 0 ? 10 : 0, y: 0, width: 40, height: 40)
                last.addSublayer(l)
                last = l
            }
            CATransaction.flush()
            #expect(root.hitTest(CGPoint(x: 20, y: 20)) === last, "the deepest layer is hit")
            #expect(root.hitTest(CGPoint(x: 5, y: 20)) === root)
            #expect(last.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 11, y: 2))
            #expect(root.renderNode?.height == 100_001)
            weakRoot = root
            weakLeaf = last
            root.displayHost = nil
        }
        #expect(weakRoot == nil && weakLeaf == nil, "the whole chain is freed")
    }
}

/// Oracle: API.md (the layer tree may be changed from any thread) and issue 15 (four threads
/// changing sublayers of one shared parent crashed in CALayer+Tree.swift).
@Suite("Trees changed from several threads", .ownMediaClock)
struct ConcurrentTreeTests {
    @Test("four threads adding, moving and removing sublayers of one shared parent leave it consistent")
    func fourThreads() {
        let parent = CALayer()
        let done = DispatchGroup()
        for t in 0..<4 {
            done.enter()
            Thread {
                var mine: [CALayer] = []
                for i in 0..<2_000 {
                    let l = CALayer()
                    l.name = "\(t)-\(i)"
                    if i % 3 == 0 { parent.insertSublayer(l, at: 0) } else { parent.addSublayer(l) }
                    mine.append(l)
                    if i % 2 == 1 { mine.removeFirst().removeFromSuperlayer() }
                    CATransaction.flush()
                }
                for l in mine { l.removeFromSuperlayer() }
                CATransaction.flush()
                done.leave()
            }.start()
        }
        done.wait()
        #expect(parent.sublayers == nil, "every thread removed what it added")
    }
}
