import DemoKit
import Foundation
@testable import LayerDemos
import LayerKitTestSupport
import Testing

/// 14.4 and 14.4a checked against CATALOG.md's "Checks": the book's image rect (0, 0.125·H,
/// W, 0.75·H) for an 800x600 photo (hand computation); exactly one draw per cell appearance,
/// on a tile thread, with the fade over 0.25 s (CATiledLayer's default); full-resolution
/// requests only once the strip has stopped (no drag, no deceleration).
@Suite("Chapter 14 tiled and resolution-swapping carousels", .ownMediaClock)
struct Chapter14TiledDemoTests {
    typealias PhotoCell = Chapter14.PhotoCell

    static func cells(_ carousel: Chapter14.Carousel) throws -> [(row: Int, cell: PhotoCell)] {
        try #require(carousel.table).visibleCells.sorted { $0.key < $1.key }.map { ($0.key, $0.value as! PhotoCell) }
    }

    @Test("14.4: an 800x600 photo in a W x H cell is drawn at (0, 0.125·H, W, 0.75·H)")
    func imageRect() {
        let r = Chapter14.TiledPhotoLayer.imageRect(cell: CGSize(width: 245, height: 245), aspect: 600.0 / 800)
        #expect(r == CGRect(x: 0, y: 0.125 * 245, width: 245, height: 0.75 * 245))
    }

    @Test("14.4: each cell appearance draws its one tile exactly once, for its row, on a thread other than the host's")
    func oneDrawPerAppearance() throws {
        let demo = Listing14_4()
        try DemoRun.with(demo) { run in
            try run.run(until: 0.1)
            let first = try Self.cells(demo.carousel)
            #expect(first.map(\.row) == [0, 1])
            for (row, cell) in first {
                let tiled = try #require(cell.tiledLayer)
                #expect(tiled.tileSize == CGSize(width: 245, height: 245), "one tile: cell size x scale 1")
                #expect(tiled.drawLog.map(\.row) == [row])
                #expect(tiled.drawLog.allSatisfy { $0.thread !== Thread.current && !$0.thread.isMainThread })
            }
            let table = try #require(demo.carousel.table)
            run.change { table.scrollView.setContentOffset(CGPoint(x: 245 * 6, y: 0)) }
            try run.run(until: 0.3)
            for (row, cell) in try Self.cells(demo.carousel) {
                #expect(cell.tiledLayer?.drawLog.last?.row == row, "reused for row \(row) and drawn for it")
            }
            let total = try Self.cells(demo.carousel).compactMap { $0.cell.tiledLayer?.drawCount }.reduce(0, +)
            #expect(total == 4, "two appearances per reused cell, one draw each")
        }
    }

    @Test("14.4: a cell's photo fades in over 0.25 s from the first frame that shows it")
    func fadeIn() throws {
        let demo = Listing14_4()
        try DemoRun.with(demo) { run in
            // The photo of row 0 sits at (0, 30.6)-(245, 214.4) in the cell; its centre in the stage:
            let p = CGPoint(x: 122, y: Chapter14.Carousel.frame.minY + 122)
            let shown = try run.frame(at: 1.0 / 60)       // the tile, drawn after frame 0, first shown
            let half = try run.frame(at: 1.0 / 60 + 0.125)
            let done = try run.frame(at: 0.5)
            let white = shown[Int(p.x), Int(p.y)], final = done[Int(p.x), Int(p.y)], mid = half[Int(p.x), Int(p.y)]
            #expect(white == 0xFFFF_FFFF, "opacity 0: the white card")
            #expect(final != white)
            for shift: UInt32 in [16, 8, 0] {
                let w = Double(white >> shift & 0xFF), f = Double(final >> shift & 0xFF), m = Double(mid >> shift & 0xFF)
                #expect(abs(m - (w + f) / 2) <= 3, "halfway through the fade, halfway in colour")
            }
        }
    }

    @Test("14.4a: full-resolution requests fire only once the strip stops; the small JPEGs show while it moves")
    func swapsWhenStill() throws {
        let demo = Listing14_4a()
        try DemoRun.with(demo) { run in
            let carousel = demo.carousel, table = try #require(carousel.table)
            try run.run(until: 0.05)
            #expect(carousel.fullResolutionRequests == [0, 1], "still at first: full photos at once")
            run.drag(from: CGPoint(x: 380, y: 190), to: CGPoint(x: 80, y: 190), from: 0.1, to: 0.3)
            let before = carousel.fullResolutionRequests.count
            var sawSmall = false, t = 0.1, stoppedAt: Double?
            while t < 6, stoppedAt == nil {
                t += 1.0 / 60
                try run.run(until: t)
                let moving = table.scrollView.isDragging || table.scrollView.isDecelerating
                if moving || t < 0.3 {
                    #expect(carousel.fullResolutionRequests.count == before, "no full-res request at \(t) while moving")
                    let small = try Self.cells(carousel).contains { ($0.cell.imageLayer.contents as? CGImage)?.width == 80 }
                    sawSmall = sawSmall || small
                } else {
                    stoppedAt = t
                }
            }
            #expect(stoppedAt != nil && sawSmall)
            try run.run(until: t + 0.05)
            for (row, cell) in try Self.cells(carousel) {
                #expect(carousel.fullResolutionRows.contains(row))
                #expect((cell.imageLayer.contents as? CGImage)?.width == 300, "row \(row) shows the full photo at view size")
            }
        }
    }
}
