import Testing
@testable import LayerKitCompositor
import LayerKitRaster
import LayerKitTestSupport

/// Oracle: the band cuts' definition (ascending rows from the damage's top to its bottom, each
/// band holding about an equal share of the damaged area), counted by hand; and frames drawn
/// on one thread, which banding must not change.
@Suite("Frame bands: the damage is cut once, by area, into one band per thread", .ownMediaClock)
struct FrameBandsTests {
    /// The damaged area of `regions` between rows `y0` and `y1`.
    private func area(_ regions: [IntRect], _ y0: Int, _ y1: Int) -> Int {
        regions.reduce(0) { n, r in
            n + r.intersection(IntRect(minX: r.minX, minY: y0, maxX: r.maxX, maxY: y1)).area
        }
    }

    @Test("one region is cut at its middle row")
    func oneRegion() {
        #expect(FrameBands.cuts([IntRect(x: 10, y: 20, width: 50, height: 100)], count: 2) == [20, 70, 120])
    }

    @Test("a wide region above a narrow one: the cut falls where half the area lies above it")
    func unevenRegions() {
        // 400 x 10 = 4,000 pixels in rows 0..<10, then 10 x 400 = 4,000 in rows 10..<410.
        let regions = [IntRect(x: 0, y: 0, width: 400, height: 10), IntRect(x: 0, y: 10, width: 10, height: 400)]
        let cuts = FrameBands.cuts(regions, count: 2)
        #expect(cuts == [0, 10, 410])
        #expect(area(regions, cuts[0], cuts[1]) == area(regions, cuts[1], cuts[2]))
    }

    @Test("scattered regions: every band's share is within one row of an equal split, and the cuts ascend")
    func scattered() {
        var regions: [IntRect] = []
        var seed: UInt64 = 7
        func next(_ n: Int) -> Int { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return Int(seed >> 33) % n }
        for _ in 0..<40 { regions.append(IntRect(x: next(1000), y: next(600), width: 20 + next(200), height: 20 + next(120))) }
        for count in [2, 3, 4] {
            let cuts = FrameBands.cuts(regions, count: count)
            #expect(cuts.count == count + 1)
            #expect(cuts.first == regions.map(\.minY).min() && cuts.last == regions.map(\.maxY).max())
            #expect(zip(cuts, cuts.dropFirst()).allSatisfy { $0 <= $1 })
            let total = area(regions, cuts.first!, cuts.last!)
            let widest = 1000 * regions.count
            for i in 0..<count {
                #expect(abs(area(regions, cuts[i], cuts[i + 1]) - total / count) <= widest)
            }
        }
    }

    @Test("more bands than rows: one row per band at most")
    func fewRows() {
        #expect(FrameBands.cuts([IntRect(x: 0, y: 5, width: 10, height: 2)], count: 4) == [5, 6, 7])
    }

    @Test("frames whose damage is many small regions are the same on one, two and three threads")
    func manyRegionsAgree() {
        // Twelve turning squares 100 points apart: their damage stays twelve regions.
        let size = CGSize(width: 400, height: 300)
        let root = stage(size)
        var movers: [CALayer] = []
        for i in 0..<12 {
            let l = box(CGRect(x: 20 + (i % 4) * 100, y: 20 + (i / 4) * 100, width: 60, height: 60),
                        rgb(CGFloat(i % 5) / 5, 0.4, CGFloat(i % 3) / 3, i % 2 == 0 ? 0.7 : 1))
            l.transform = CATransform3DMakeRotation(0.2 * CGFloat(i), 0, 0, 1)
            l.allowsEdgeAntialiasing = true
            root.addSublayer(l)
            movers.append(l)
        }
        // At scale 2, so that the turned squares are work enough to be banded.
        let renderers = [1, 2, 3].map { n -> CARenderer in
            let r = CARenderer(size: size, scale: 2, options: .default, threads: n)
            r.layer = root
            return r
        }
        for f in 0..<4 {
            CATransaction.setDisableActions(true)
            for (i, l) in movers.enumerated() { l.transform = CATransform3DMakeRotation(0.2 * CGFloat(i) + 0.3 * CGFloat(f), 0, 0, 1) }
            for r in renderers { drawFrame(r) }
            let one = Bitmap(renderers[0].image)
            #expect(renderers.dropFirst().allSatisfy { Bitmap($0.image) == one }, "frame \(f)")
        }
        #expect(renderers[0].lastDamage.count == 12)
        // Banded across the threads.
        #expect(renderers.map(\.rasterizer.lastBandCount) == [1, 2, 3])
    }

    @Test("layers moved by whole points are too little work to band: their frame is drawn on the calling thread alone")
    func littleWorkOneThread() {
        // Oracle: FrameRasterizer.work by hand. Ten 64 x 64 translucent squares at whole points,
        // all damaged at first: 400 x 300 cleared, filled by the stage and 10 x 64 x 64 drawn,
        // about 0.28 M units, far below minWorkForBands (4 M).
        let size = CGSize(width: 400, height: 300)
        let root = stage(size)
        for i in 0..<10 {
            let l = box(CGRect(x: 10 + i * 35, y: 20 + i * 20, width: 64, height: 64), rgb(0.2, 0.4, 0.6, 0.8))
            root.addSublayer(l)
        }
        let r = CARenderer(size: size, scale: 1, options: .default, threads: 2)
        r.layer = root
        drawFrame(r)
        #expect(r.rasterizer.lastBandCount == 1)
        #expect(FrameRasterizer.work(FrameRasterizer.leaves(of: r.drawList.items, in: r.lastDamage), regions: r.lastDamage)
                < FrameRasterizer.minWorkForBands)
    }
}
