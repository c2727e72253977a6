import DemoKit
import Foundation
import LayerDemos
import LayerKitTestSupport
import Testing

/// Rows in view and the frame's counters, frame by frame, while `run` scrolls its list by a
/// drag from (180, 400) to (180, 100) between 0.1 and 0.4 s and coasts until 0.8 s.
private func scrollFrames(_ run: DemoRun, _ list: ContactList) throws -> [ListFrame] {
    run.host.scene.renderer.countsFrames = true
    run.drag(from: CGPoint(x: 180, y: 400), to: CGPoint(x: 180, y: 100), from: 0.1, to: 0.4)
    var frames: [ListFrame] = []
    while run.host.time < 0.8 {
        run.host.step()
        let table = try #require(list.table)
        frames.append(ListFrame(rows: Set(table.visibleCells.keys), offset: table.scrollView.contentOffset.y,
                                counters: run.host.scene.renderer.lastCounters))
    }
    return frames
}

/// One frame of a scrolling list: the rows holding cells, the offset, the frame's counters.
private struct ListFrame {
    let rows: Set<Int>
    let offset: CGFloat
    let counters: FrameCounters

    /// Rows whose shadowed layers (avatar and label) are both at least partly in the 440-point
    /// view: the label, the shorter, spans 19 to 43 points of its 60-point row.
    var rowsShowingShadows: Int {
        rows.filter { r in CGFloat(r) * 60 + 43 > offset && CGFloat(r) * 60 + 19 < offset + 440 }.count
    }
}

/// Oracle: CATALOG.md 12.1 and 12.2 (1,000 rows named from the book's lists; at least two
/// offscreen passes per visible cell, one per shadowed layer; with rasterization, reused images
/// on later frames and one miss per cell scrolling in; "hits green" on most cells).
@Suite("Chapter 12: the contact list, slow with shadows and fixed with shouldRasterize", .ownMediaClock)
struct Chapter12DemoTests {
    @Test("1,000 rows, every name \"<first> <last>\" from the book's lists, every avatar one of its six")
    func rows() throws {
        let contacts = Chapter12.contacts()
        #expect(contacts.count == 1000)
        for c in contacts {
            let parts = c.name.split(separator: " ").map(String.init)
            #expect(parts.count == 2 && Chapter12.firstNames.contains(parts[0]) && Chapter12.lastNames.contains(parts[1]))
            #expect(Chapter12.avatars.contains(c.avatar))
        }
        // Random, not one name: every first and last name occurs.
        #expect(Set(contacts.map { $0.name.split(separator: " ")[0] }).count == Chapter12.firstNames.count)
        let demo = Listing12_1()
        try DemoRun.with(demo) { run in
            try run.run(until: 0)
            let table = try #require(demo.list.table)
            #expect(table.rowCount == 1000)
            #expect(table.scrollView.contentSize.height == 60_000)
            for (row, cell) in table.visibleCells {
                let label = try #require(cell.sublayers?[1] as? CATextLayer)
                #expect(label.string as? String == contacts[row].name)
                #expect(cell.sublayers?[0].contents != nil)
            }
        }
    }

    @Test("12.1: every frame of a scroll uses at least two offscreen passes per visible cell (one per shadowed layer in view)")
    func slowListPasses() throws {
        let demo = Listing12_1()
        try DemoRun.with(demo) { run in
            let frames = try scrollFrames(run, demo.list)
            #expect(frames.count >= 40)
            for f in frames {
                #expect(f.counters.offscreenPasses >= 2 * f.rowsShowingShadows,
                        "\(f.counters.offscreenPasses) passes, \(f.rowsShowingShadows) cells showing shadows")
                #expect(f.rowsShowingShadows >= 7)
            }
            // The list did scroll: rows past the first screen came into view.
            #expect(frames.last.map { $0.rows.min() ?? 0 } ?? 0 > 5)
        }
    }

    @Test("12.2: a cell scrolling in costs one miss; every other cell in view is a hit")
    func rasterizedHits() throws {
        let demo = Listing12_2()
        try DemoRun.with(demo) { run in
            let frames = try scrollFrames(run, demo.list)
            // The first frame renders every cell once.
            #expect(frames[0].counters.cacheMisses == frames[0].rows.count && frames[0].counters.cacheHits == 0)
            var entered = 0, checked = 0
            for (before, now) in zip(frames, frames.dropFirst()) where now.counters.drawItems > 0 {
                let new = now.rows.subtracting(before.rows).count
                entered += new
                guard now.counters.cacheHits + now.counters.cacheMisses > 0 else { continue }
                #expect(now.counters.cacheMisses == new)
                #expect(now.counters.cacheHits == now.rows.count - new)
                checked += 1
            }
            #expect(entered >= 5 && checked >= 20)
        }
    }

    @Test("12.2 with Color Hits Green and Misses Red: cells already in view are green, a cell scrolling in red")
    func hitsOverlay() throws {
        let demo = Listing12_2()
        try DemoRun.with(demo) { run in
            run.host.scene.renderer.debugOverlays = .colorHitsGreenAndMissesRed
            run.drag(from: CGPoint(x: 180, y: 400), to: CGPoint(x: 180, y: 100), from: 0.1, to: 0.4)
            try run.run(until: 0.2)
            let table = try #require(demo.list.table)
            // The first frame in which a row scrolls in.
            var before = Set(table.visibleCells.keys)
            for _ in 0..<30 {
                before = Set(table.visibleCells.keys)
                run.host.step()
                if !Set(table.visibleCells.keys).subtracting(before).isEmpty { break }
            }
            let frame = run.frame
            var green = 0, red = 0
            for (row, cell) in table.visibleCells {
                // The middle of the part of the row in view (a row scrolling in shows only its top).
                let top = run.container.convert(CGPoint.zero, from: cell).y
                let (from, to) = (max(0, top), min(440, top + cell.bounds.height))
                guard to - from >= 2 else { continue }
                let p = CGPoint(x: 300, y: (from + to) / 2)
                let c = frame.premultiplied(Int(p.x), Int(p.y))
                if before.contains(row) {
                    #expect(c.g > c.r + 60, "row \(row) at \(p): \(c)")
                    green += 1
                } else {
                    #expect(c.r > c.g + 60, "row \(row) at \(p): \(c)")
                    red += 1
                }
            }
            #expect(green >= 6 && red >= 1)
        }
    }
}
