import DemoKit
import Foundation
import LayerDemos
import LayerKitTestSupport
import Testing

/// Chapter 15's demos, checked against CATALOG.md's "Checks": 15.1's blue at local (50, 50) and
/// 20 points in along the diagonal, not at (1, 1); 15.2's corners of half the circle's point
/// size and its flat centre; 15.3's 1,000 layers, white at z = 0 and 0.1 gray at z = 9, with
/// spacing at z = 9 shrunk by 500/1850; 15.4's counts 341 and 679 for 320 x 480 at offsets
/// (0, 0) and (3000, 3000), 393 and 799 for 568 x 320; 15.5's second update at the same
/// offset recycling every layer and making none, with no animation attached.
@Suite("Chapter 15 demos: layer performance", .ownMediaClock)
struct Chapter15DemoTests {
    @Test("15.1: local (50, 50) and (20, 20) (20 pt in along the diagonal) are blue, local (1, 1) is not")
    func shapeRoundedRect() throws {
        try DemoRun.with(Listing15_1()) { run in
            let f = try run.frame(at: 0)
            #expect(f.isColor(at: CGPoint(x: 100, y: 100), 0, 0, 255))
            #expect(f.isColor(at: CGPoint(x: 70, y: 70), 0, 0, 255))
            #expect(f.isRootGray(at: CGPoint(x: 51, y: 51)))
            #expect(f.isRootGray(at: CGPoint(x: 148, y: 148)))
        }
    }

    @Test("15.2: corners are quarter circles of radius 32 (half of Circle.png's 64 points) and the centre is one flat colour")
    func stretchableRoundedRect() throws {
        try DemoRun.with(Listing15_2()) { run in
            let f = try run.frame(at: 0)
            let centre = f.color(at: CGPoint(x: 100, y: 100))
            for p in [CGPoint(x: 85, y: 85), CGPoint(x: 115, y: 120), CGPoint(x: 100, y: 55), CGPoint(x: 55, y: 100)] {
                #expect(f.isColor(at: p, centre.r, centre.g, centre.b, tolerance: 1), "\(p)")
            }
            // Corner centre (82, 82): a point 30 pt from it towards the corner is inside, 34 pt outside.
            let d = 1 / CGFloat(2).squareRoot()
            #expect(f.isColor(at: CGPoint(x: 82 - 30 * d, y: 82 - 30 * d), centre.r, centre.g, centre.b, tolerance: 2))
            #expect(f.isRootGray(at: CGPoint(x: 82 - 34 * d, y: 82 - 34 * d), tolerance: 2))
            #expect(f.isRootGray(at: CGPoint(x: 52, y: 52)))
        }
    }

    @Test("15.3: 1,000 sublayers, white at z = 0, gray 0.1 at z = 9, logs \"displayed: 1000\"")
    func grid1000() throws {
        try DemoRun.with(Listing15_3()) { run in
            let scroll = run.layer("scrollView")
            let layers = scroll.sublayers ?? []
            #expect(layers.count == 1000)
            #expect(run.messages == ["displayed: 1000"])
            let front = layers.filter { $0.zPosition == 0 }, back = layers.filter { $0.zPosition == -9 * 150 }
            #expect(front.count == 100 && back.count == 100)
            #expect(front.allSatisfy { near(components($0.backgroundColor), [1, 1, 1, 1]) || near(components($0.backgroundColor), [1, 1]) })
            #expect(back.allSatisfy { near(components($0.backgroundColor).first ?? 0, 0.1) })
            #expect(layers.first?.zPosition == -1350, "made back to front")
        }
    }

    @Test("15.3: a drag moves the content with the pointer and a wheel step scrolls 3 points per point of delta (issue 34: it stopped on the first event)")
    func gridScrollsByDragAndWheel() throws {
        try DemoRun.with(Listing15_3()) { run in
            let before = try run.frame(at: 0.1)
            run.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 240, y: 260), from: 0.2, to: 0.4)
            try run.run(until: 0.5)
            let scroll = run.layer("scrollView")
            #expect(scroll.bounds.origin == CGPoint(x: 60, y: 40))
            run.host.post(PointerEvent(phase: .scroll, location: CGPoint(x: 200, y: 200), button: 0,
                                       scrollDelta: CGSize(width: 0, height: 10), timestamp: 0.6))
            let after = try run.frame(at: 0.7)
            #expect(scroll.bounds.origin == CGPoint(x: 60, y: 70))
            #expect(after != before)
        }
    }

    @Test("15.3: through m34 = -1/500 the z = 9 spacing shrinks to 500/1850 (about 0.27) of the z = 0 spacing (hand computation)")
    func perspectiveSpacing() {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        func project(_ x: CGFloat, z: CGFloat) -> CGFloat {
            // x relative to the vanishing point; w = 1 + z·m34.
            let w = 1 + z * t.m34
            return x / w
        }
        let ratio = (project(150, z: -1350) - project(0, z: -1350)) / (project(150, z: 0) - project(0, z: 0))
        #expect(near(ratio, 500.0 / 1850, 1e-9))
        #expect(near(Chapter15.perspective(1350), 500.0 / 1850, 1e-9))
    }

    @Test("15.4: the book's counts, 341 and 679 for 320 x 480 at (0, 0) and (3000, 3000); 393 and 799 for 568 x 320")
    func cullingCounts() {
        let grid = Listing15_4.grid
        func n(_ w: CGFloat, _ h: CGFloat, _ o: CGFloat) -> Int {
            grid.visiblePoints(in: CGRect(x: o, y: o, width: w, height: h)).count
        }
        #expect(n(320, 480, 0) == 341)
        #expect(n(320, 480, 3000) == 679)
        #expect(n(568, 320, 0) == 393)
        #expect(n(568, 320, 3000) == 799)
    }

    @Test("15.4: the computed index ranges give the book's full search's points, back to front (brute force over a 30 x 30 x 10 grid)")
    func cullingMatchesSearch() {
        let grid = Chapter15.Grid(width: 30, height: 30, depth: 10)
        for (o, w, h) in [(CGFloat(0), CGFloat(400), CGFloat(400)), (1234.5, 320, 480), (3000, 568, 320), (-80, 100, 60)] {
            let visible = CGRect(x: o, y: o * 0.7, width: w, height: h)
            let bounds = visible.insetBy(dx: -50, dy: -50)
            var expected: [[Int]] = []
            for z in stride(from: 9, through: 0, by: -1) {
                let p = 500 / (CGFloat(z) * 150 + 500)
                var a = bounds
                a.size.width /= p; a.size.height /= p
                a.origin.x -= (a.width - bounds.width) / 2
                a.origin.y -= (a.height - bounds.height) / 2
                for y in 0..<30 where CGFloat(y) * 150 >= a.minY && CGFloat(y) * 150 < a.maxY {
                    for x in 0..<30 where CGFloat(x) * 150 >= a.minX && CGFloat(x) * 150 < a.maxX { expected.append([x, y, z]) }
                }
            }
            #expect(grid.visiblePoints(in: visible).map { [$0.x, $0.y, $0.z] } == expected, "\(visible)")
        }
    }

    /// The premise of layerbench's fair culling pair (cull1k-320x480 against cull100k-320x480):
    /// hand computation in GridScenes.phone (far edges at most 997 and 1,493, short of 1,500).
    @Test("15.4: at 320 x 480 scrolled within x 0...60, y 0...180 the 10x10x10 grid shows the same points as the 100x100x10; at 1280 x 720 it cannot")
    func smallGridFillsThePhoneViewport() {
        let small = Chapter15.Grid(width: 10, height: 10, depth: 10)
        for x in stride(from: CGFloat(0), through: 60, by: 6) {
            for y in stride(from: CGFloat(0), through: 180, by: 6) {
                let view = CGRect(x: x, y: y, width: 320, height: 480)
                #expect(small.visiblePoints(in: view).map { [$0.x, $0.y, $0.z] }
                            == Listing15_4.grid.visiblePoints(in: view).map { [$0.x, $0.y, $0.z] }, "\(view)")
            }
        }
        // The whole 1280 x 720 bench view at its first offset: the small grid has under two thirds
        // of the big grid's points in view (860 against 1,562), the rest of the view is empty.
        let wide = CGRect(x: 30, y: 0, width: 1280, height: 720)
        #expect(small.visiblePoints(in: wide).count * 3 < Listing15_4.grid.visiblePoints(in: wide).count * 2)
    }

    @Test("15.4: scrolling replaces the sublayers with the visible ones only, made inside disabled actions (no animations), and logs n/100000")
    func cullingScrolls() throws {
        let demo = Listing15_4()
        try DemoRun.with(demo) { run in
            try run.run(until: 0.1)
            let scroll = try #require(demo.handle.scrollView)
            let expected = Listing15_4.grid.visiblePoints(in: scroll.layer.bounds).count
            #expect(scroll.layer.sublayers?.count == expected)
            #expect(run.messages.last == "displayed: \(expected)/100000")
            run.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 150), from: 0.2, to: 0.5)
            try run.run(until: 0.7)
            #expect(scroll.contentOffset.x > 150 && scroll.contentOffset.y > 100)
            let now = Listing15_4.grid.visiblePoints(in: scroll.layer.bounds).count
            #expect(scroll.layer.sublayers?.count == now)
            #expect(demo.handle.allocated == now, "15.4 makes every layer anew")
            #expect((scroll.layer.sublayers ?? []).allSatisfy { ($0.animationKeys() ?? []).isEmpty })
        }
    }

    @Test("15.5: a second update at the same offset recycles every displayed layer and allocates none; recycled layers carry no animation")
    func recycling() throws {
        let demo = Listing15_5()
        try DemoRun.with(demo) { run in
            try run.run(until: 0.1)
            let scroll = try #require(demo.handle.scrollView)
            let first = demo.handle.displayed
            #expect(demo.handle.recycled == 0 && demo.handle.allocated == first)
            scroll.scroll(to: scroll.contentOffset)
            #expect(demo.handle.displayed == first)
            #expect(demo.handle.recycled == first)
            #expect(demo.handle.allocated == 0)
            #expect(run.messages.last == "displayed: \(first)/100000 recycled: \(first)")
            scroll.scroll(to: CGPoint(x: 600, y: 450))
            try run.run(until: 0.3)
            #expect(demo.handle.recycled == min(first, demo.handle.displayed))
            #expect((scroll.layer.sublayers ?? []).allSatisfy { ($0.animationKeys() ?? []).isEmpty })
        }
    }
}
