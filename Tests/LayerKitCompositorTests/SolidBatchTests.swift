import Testing
@testable import LayerKitCompositor
import LayerKitRaster
import LayerKitTestSupport

/// Every fast path but drawing runs of plain solid layers as one batch.
private let unbatched = options(without: .solidBatch)

private let size = CGSize(width: 240, height: 160)

private func renderer(_ root: CALayer, scale: CGFloat = 1, options: RasterOptions = .default, threads: Int = 1) -> CARenderer {
    renderer(of: root, size: size, scale: scale, options: options, threads: threads)
}

/// Twenty overlapping translucent squares (one with layer opacity, one hidden, one reaching
/// past the frame), an image layer and a rounded layer splitting them into runs, then 7 more
/// squares (too few for a batch), all on whole points; and a parent clipping 12 more to its
/// bounds (a clip shape: drawn one by one).
private func scene() -> (root: CALayer, squares: [CALayer]) {
    CATransaction.setDisableActions(true)
    let root = stage(size, gray: 0.4)
    var squares: [CALayer] = []
    func square(_ i: Int, in parent: CALayer) {
        let l = box(CGRect(x: 4 + (i * 11) % 200, y: 4 + (i * 7) % 120, width: 16 + i % 5, height: 12 + i % 3),
                    rgb(CGFloat(i % 3) / 2, CGFloat(i % 5) / 4, 1 - CGFloat(i % 4) / 3, 0.4 + CGFloat(i % 6) / 10))
        if i == 5 { l.opacity = 0.5 }
        if i == 9 { l.isHidden = true }
        if i == 3 { l.position.x = 236.5 } // 227...246: past the frame's right edge
        parent.addSublayer(l)
        squares.append(l)
    }
    for i in 0..<12 { square(i, in: root) }
    let image = CALayer()
    image.frame = CGRect(x: 30, y: 30, width: 40, height: 40)
    image.contents = quadrantImage(40, 40)
    root.addSublayer(image)
    for i in 12..<20 { square(i, in: root) }
    let rounded = box(CGRect(x: 100, y: 60, width: 50, height: 30), rgb(0.9, 0.9, 0.2, 0.7))
    rounded.cornerRadius = 8
    root.addSublayer(rounded)
    for i in 20..<27 { square(i, in: root) }
    let clip = box(CGRect(x: 120, y: 20, width: 90, height: 70), nil)
    clip.masksToBounds = true
    root.addSublayer(clip)
    for i in 27..<39 { square(i, in: clip) }
    return (root, squares)
}

/// The batches of `r`'s last frame, by their number of layers.
private func batchSizes(_ r: CARenderer) -> [Int] {
    r.drawList.leaves.compactMap { $0.batch?.elements.count }
}

/// Oracle: the same frames with the fast path off, each square drawn as its own solid item by
/// the `solid` path, whose blend the batch calls for each layer: equal byte for byte.
@Suite("Runs of plain solid layers are drawn as one batch, with the same pixels", .ownMediaClock)
struct SolidBatchTests {
    @Test("a scene of solid runs gives exactly the frame drawn layer by layer, at scales 1 and 2", arguments: [CGFloat(1), 2])
    func sameFrame(scale: CGFloat) {
        let (root, _) = scene()
        let batched = renderer(root, scale: scale), plain = renderer(root, scale: scale, options: unbatched)
        drawFrame(batched); drawFrame(plain)
        #expect(Bitmap(batched.image) == Bitmap(plain.image))
        // 12 squares (the hidden one breaks them into 9 and 2), 8, then 7 drawn one by one.
        #expect(batchSizes(batched) == [9, 8], "\(batchSizes(batched))")
        #expect(batchSizes(plain).isEmpty)
    }

    @Test("moving, recolouring, adding and removing batched layers: each frame equals the unbatched one and one drawn whole")
    func changingFrames() {
        let (root, squares) = scene()
        let batched = renderer(root), plain = renderer(root, options: unbatched), full = renderer(root)
        let twoBands = renderer(root, threads: 2)
        for f in 0..<8 {
            CATransaction.setDisableActions(true)
            squares[(f * 5) % squares.count].position.x += 3
            if f == 2 { squares[14].backgroundColor = rgb(0.1, 0.8, 0.3, 0.9) }
            if f == 3 { squares[16].removeFromSuperlayer() }
            if f == 5 { root.insertSublayer(box(CGRect(x: 60, y: 100, width: 30, height: 20), rgb(1, 0, 0, 0.6)), at: 3) }
            if f == 6 { squares[2].position = CGPoint(x: 10.5, y: 40) } // off the pixel grid: drawn by itself
            full.invalidateAll()
            for r in [batched, plain, full, twoBands] { drawFrame(r) }
            let expected = Bitmap(plain.image)
            #expect(Bitmap(batched.image) == expected, "frame \(f), damage only")
            #expect(Bitmap(full.image) == expected, "frame \(f), whole frame")
            #expect(Bitmap(twoBands.image) == expected, "frame \(f), two bands")
        }
    }

    @Test("moving one layer of a batch damages only its old and new pixels")
    func damageIsPerLayer() {
        CATransaction.setDisableActions(true)
        let root = stage(size)
        let squares = (0..<10).map { i in box(CGRect(x: 10 + 20 * i, y: 10, width: 10, height: 10), rgb(1, 0, 0, 0.5)) }
        for s in squares { root.addSublayer(s) }
        let r = renderer(root)
        drawFrame(r)
        #expect(batchSizes(r) == [10])
        CATransaction.setDisableActions(true)
        squares[4].position.y += 100
        CATransaction.flush()
        r.beginFrame(atTime: 0)
        let damage = r.updateBounds()
        r.render(); r.endFrame()
        // Layer 4 was at x 90...100, y 10...20 and is now at y 110...120.
        #expect(damage == CGRect(x: 90, y: 10, width: 10, height: 110), "\(damage)")
        #expect(r.lastDamage.allSatisfy { $0.minX >= 90 && $0.maxX <= 100 }, "\(r.lastDamage)")
    }

    @Test("a static group's batch is carried to later frames as the same item while another layer moves")
    func carriedInRuns() {
        CATransaction.setDisableActions(true)
        let root = stage(size)
        let group = CALayer()
        group.frame = CGRect(origin: .zero, size: size)
        for i in 0..<40 { group.addSublayer(box(CGRect(x: i % 10 * 8, y: i / 10 * 8, width: 6, height: 6), rgb(0, 0, 1, 0.5))) }
        root.addSublayer(group)
        let mover = CALayer()
        mover.frame = CGRect(x: 100, y: 100, width: 20, height: 20)
        mover.contents = quadrantImage(20, 20)
        root.addSublayer(mover)
        let r = renderer(root), plain = renderer(root, options: unbatched)
        var carried: [DrawItem] = []
        for f in 0..<4 {
            CATransaction.setDisableActions(true)
            mover.position.x += 10
            drawFrame(r); drawFrame(plain)
            #expect(Bitmap(r.image) == Bitmap(plain.image), "frame \(f)")
            let batch = r.drawList.leaves.filter { $0.batch != nil }
            #expect(batch.count == 1 && batch[0].batch?.elements.count == 40)
            carried += batch
        }
        // Built in the first frame, then handed on unchanged.
        #expect(carried.count == 4 && carried.dropFirst().allSatisfy { $0 === carried[0] })
    }
}
