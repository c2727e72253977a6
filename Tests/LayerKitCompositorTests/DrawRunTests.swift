import Testing
@testable import LayerKitCompositor
import LayerKitRaster
import LayerKitTestSupport

/// `groups` layers of `perGroup` 4x4 boxes tiled in rows over a 320-pixel-wide stage, and one
/// 16x16 mover on top.
private func tiledScene(groups: Int, perGroup: Int) -> (root: CALayer, groups: [CALayer], mover: CALayer) {
    let root = stage(CGSize(width: 320, height: 240))
    var made: [CALayer] = []
    for g in 0..<groups {
        let group = CALayer()
        group.frame = CGRect(x: 0, y: 0, width: 320, height: 240)
        for i in 0..<perGroup {
            let n = g * perGroup + i
            group.addSublayer(box(CGRect(x: n % 80 * 4, y: n / 80 % 60 * 4, width: 4, height: 4),
                                  rgb(CGFloat(n % 7) / 7, CGFloat(n % 5) / 5, 0.5)))
        }
        root.addSublayer(group)
        made.append(group)
    }
    let mover = box(CGRect(x: 100, y: 100, width: 16, height: 16), rgb(1, 0.8, 0.2))
    root.addSublayer(mover)
    return (root, made, mover)
}

/// Every fast path but batching plain solid layers: these tests count the runs and leaves of
/// per-layer items, which a batch would stand for (`SolidBatchTests` covers a batch inside an
/// unchanged subtree).
private let perLayerItems = options(without: .solidBatch)

/// The outermost runs that `layers` drew, in drawing order.
private func outermostRuns(_ items: [DrawItem], of layers: [CALayer]) -> [DrawItem] {
    let ids = Set(layers.map(ObjectIdentifier.init))
    var out: [DrawItem] = []
    for item in items {
        guard case .run(let r) = item.operation else { continue }
        if ids.contains(item.key.layer) { out.append(item) } else { out += outermostRuns(r.items, of: layers) }
    }
    return out
}

/// Oracle: the definition of damage (DESIGN.md) and a frame rendered from scratch; the cost
/// claims count the items a frame looks at, which the render-tree issue asks to follow what
/// changed rather than the size of the tree.
@Suite("Draw runs: unchanged subtrees are carried, compared and skipped as one item", .ownMediaClock)
struct DrawRunTests {
    @Test("an unchanged subtree's items come back as the same run, frame after frame")
    func sameRun() {
        let (root, groups, mover) = tiledScene(groups: 4, perGroup: 50)
        let r = CARenderer(size: CGSize(width: 320, height: 240), scale: 1, options: perLayerItems, threads: 1)
        r.layer = root
        drawFrame(r)
        CATransaction.setDisableActions(true)
        mover.position = CGPoint(x: 150, y: 150)
        drawFrame(r)
        let runs = outermostRuns(r.drawList.items, of: groups)
        #expect(runs.count == 4)
        mover.position = CGPoint(x: 160, y: 150)
        drawFrame(r)
        let again = outermostRuns(r.drawList.items, of: groups)
        #expect(again.count == 4)
        #expect(zip(runs, again).allSatisfy { $0 === $1 })
        #expect(r.drawList.leaves.count == 1 + 4 * 50 + 1)
    }

    @Test("a layer changed in every frame is drawn without a run, and its tree is kept as one again once it stops changing")
    func changeStreak() {
        let (root, groups, _) = tiledScene(groups: 3, perGroup: 20)
        let r = CARenderer(size: CGSize(width: 320, height: 240), scale: 1, options: perLayerItems, threads: 1)
        r.layer = root
        drawFrame(r)
        CATransaction.setDisableActions(true)
        for f in 1...4 {
            groups[0].position = CGPoint(x: 160 + CGFloat(f), y: 120)
            drawFrame(r)
            // The first changed frame still keeps the group (and the root above it) as runs;
            // from the second new render node in a row neither is kept.
            #expect(outermostRuns(r.drawList.items, of: [groups[0]]).count == (f == 1 ? 1 : 0))
            #expect(outermostRuns(r.drawList.items, of: [root]).count == (f == 1 ? 1 : 0))
            #expect(Bitmap(r.image) == render(root, size: CGSize(width: 320, height: 240)))
        }
        drawFrame(r)
        let kept = outermostRuns(r.drawList.items, of: [root])
        #expect(kept.count == 1)
        drawFrame(r)
        #expect(outermostRuns(r.drawList.items, of: [root]).first === kept.first)
        #expect(r.drawList.leaves.count == 1 + 3 * 20 + 1)
        #expect(Bitmap(r.image) == render(root, size: CGSize(width: 320, height: 240)))
    }

    @Test("a change inside a static group damages only the changed layer")
    func changeInsideRun() {
        let (root, groups, _) = tiledScene(groups: 3, perGroup: 80)
        let r = CARenderer(size: CGSize(width: 320, height: 240), scale: 1, options: perLayerItems, threads: 1)
        r.layer = root
        drawFrame(r)
        drawFrame(r)
        CATransaction.setDisableActions(true)
        // Group 1's box 10 is box n = 90: column 10, row 1, at (40, 4).
        groups[1].sublayers![10].backgroundColor = rgb(0, 0, 0)
        drawFrame(r)
        #expect(r.lastDamage == [IntRect(x: 39, y: 3, width: 6, height: 6)])
        #expect(Bitmap(r.image) == render(root, size: CGSize(width: 320, height: 240)))
    }

    @Test("a frame looks at the items its damage meets, not at every item of a large static tree")
    func costFollowsDamage() {
        let (root, _, mover) = tiledScene(groups: 60, perGroup: 80)
        let r = CARenderer(size: CGSize(width: 320, height: 240), scale: 1, options: perLayerItems, threads: 1)
        r.layer = root
        drawFrame(r)
        #expect(r.rasterizer.lastLeafCount == 1 + 60 * 80 + 1)
        CATransaction.setDisableActions(true)
        mover.position = CGPoint(x: 200, y: 40)
        drawFrame(r)
        // The damage is the mover's old and new extents (two 18x18 squares): the 4x4 boxes
        // under them (25 each at most), the mover and the stage; 4,800 boxes stay unopened.
        #expect(r.rasterizer.lastLeafCount < 100)
        #expect(Bitmap(r.image) == render(root, size: CGSize(width: 320, height: 240)))
    }

    @Test("a layer that animates hands on the runs of its static sublayers; only the animating one is drawn again")
    func childSpans() {
        // Flushes follow media time: the clock stays at 0 while frames are drawn at later times.
        MediaClock.freeze(at: 0)
        defer { MediaClock.unfreeze() }
        let (root, groups, mover) = tiledScene(groups: 40, perGroup: 20)
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 40
        slide.toValue = 280
        slide.duration = 4
        slide.beginTime = 1e-9
        CATransaction.flush()
        mover.add(slide, forKey: "slide")
        let r = CARenderer(size: CGSize(width: 320, height: 240), scale: 1, options: perLayerItems, threads: 1)
        r.layer = root
        drawFrame(r, at: 0.5)
        drawFrame(r, at: 0.6)
        let before = outermostRuns(r.drawList.items, of: [root])
        drawFrame(r, at: 0.7)
        // The root animates (its sublayer does): its items are its background, one run for the
        // 40 static groups before the mover, and the mover.
        let after = outermostRuns(r.drawList.items, of: [root])
        #expect(r.drawList.items.count == 3)
        #expect(after.count == 1 && before.count == 1 && after[0] === before[0])
        #expect(r.drawList.leaves.count == 1 + 40 * 20 + 1)
        // The frame equals one drawn from scratch at the same time.
        let fresh = CARenderer(size: CGSize(width: 320, height: 240), scale: 1, options: perLayerItems, threads: 1)
        fresh.layer = root
        drawFrame(fresh, at: 0.7)
        #expect(Bitmap(r.image) == Bitmap(fresh.image))
        _ = groups
    }
}

