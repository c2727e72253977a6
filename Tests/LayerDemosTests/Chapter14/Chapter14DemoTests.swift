import DemoKit
import Foundation
@testable import LayerDemos
import LayerKitTestSupport
import Testing

/// Chapter 14's demos, checked against CATALOG.md's "Checks": main-thread loads (14.1); no
/// file IO on the main thread and no stale image in a reused cell (14.2); bitmaps of exactly
/// view size x scale handed to the main thread (14.3); loads of {i−1, i, i+1} once each, no
/// IO on re-showing, eviction under (simulated) memory pressure (14.5); seven rows whose
/// details read "PNG: NNNms JPG: NNNms" after about the asked time per format (14.6); alpha =
/// mask gray and RGB = the JPEG's (14.7). Oracle for photo content: the same file decoded in
/// the test.
@Suite("Chapter 14 demos: image IO", .ownMediaClock)
struct Chapter14DemoTests {
    typealias Carousel = Chapter14.Carousel

    /// The photo of `row` decoded from its file, as the demos decode it.
    static func photo(_ row: Int) throws -> CGImage {
        try CGImage(contentsOf: Chapter14.PhotoFiles.vacationPhoto(row, extension: "png"))
    }

    /// Whether `image` shows row `row`'s photo: the mean colour of its central fifth (grain
    /// and resampling average out) within 3 levels of the file's, and nearer to it than to any
    /// other photo's.
    static func shows(_ image: CGImage, row: Int) throws -> Bool {
        func centre(_ i: CGImage) -> [Double] {
            var sum = [0.0, 0.0, 0.0], n = 0.0
            for y in stride(from: i.height * 2 / 5, to: i.height * 3 / 5, by: 1) {
                for x in stride(from: i.width * 2 / 5, to: i.width * 3 / 5, by: 1) {
                    let p = i.pixel(atX: x, y: y)
                    sum[0] += Double(p.red); sum[1] += Double(p.green); sum[2] += Double(p.blue); n += 1
                }
            }
            return sum.map { $0 / n }
        }
        let mine = centre(image)
        let distances = try (0..<DemoAssets.photoCount).map { i in
            zip(mine, centre(try photo(i))).map { abs($0 - $1) }.max()!
        }
        let own = distances[row % DemoAssets.photoCount]
        return own <= 3 && distances.enumerated().allSatisfy { $0.offset == row % DemoAssets.photoCount || $0.element > own }
    }

    /// Every visible cell of `carousel` with its photo layer's image.
    static func visibleImages(_ carousel: Carousel) throws -> [(row: Int, image: CGImage?)] {
        let table = try #require(carousel.table)
        return table.visibleCells.sorted { $0.key < $1.key }.map { row, cell in
            (row, (cell as! Chapter14.PhotoCell).imageLayer.contents as? CGImage)
        }
    }

    @Test("14.1: every cell's photo is read and decoded on the main thread inside the cell callback, so it shows at once")
    func synchronous() throws {
        let demo = Listing14_1()
        try DemoRun.with(demo) { run in
            let carousel = demo.carousel
            #expect(carousel.mainThreadLoads == 2, "rows 0 and 1 in view")
            for (row, image) in try Self.visibleImages(carousel) {
                #expect(try Self.shows(try #require(image), row: row), "row \(row) before any frame")
            }
            #expect(carousel.loader.loadsStarted == 0)
            run.drag(from: CGPoint(x: 350, y: 190), to: CGPoint(x: 50, y: 190), from: 0.1, to: 0.4)
            try run.run(until: 0.6)
            #expect(carousel.mainThreadLoads == carousel.table?.configurations)
        }
    }

    @Test("14.2: no file is read on the main thread, and a cell reused before its photo arrives shows its new row's photo")
    func backgroundWithTagCheck() throws {
        let demo = Listing14_2()
        try DemoRun.with(demo) { run in
            let carousel = demo.carousel, table = try #require(carousel.table)
            #expect(try Self.visibleImages(carousel).allSatisfy { $0.image == nil }, "cleared until the loads come back")
            try run.run(until: 0.05)
            for (row, image) in try Self.visibleImages(carousel) { #expect(try Self.shows(try #require(image), row: row)) }
            // Two jumps within one frame: each cell is reused before its first load comes back.
            run.change { table.scrollView.setContentOffset(CGPoint(x: 320 * 9, y: 0)) }
            run.change { table.scrollView.setContentOffset(CGPoint(x: 320 * 14, y: 0)) }
            try run.run(until: 0.2)
            #expect(carousel.staleResults == 2, "rows 9 and 10 arrived for cells now showing 14 and 15")
            for (row, image) in try Self.visibleImages(carousel) {
                #expect(try Self.shows(try #require(image), row: row), "row \(row)")
            }
            #expect(carousel.mainThreadLoads == 0)
            #expect(carousel.loader.loadsStarted == carousel.loadRequests.count)
            #expect(carousel.loader.loadsFinished == carousel.loadRequests.count)
        }
    }

    @Test("14.3: the bitmaps handed to the main thread are decoded, opaque and exactly the view's size times the scale",
          arguments: [1.0, 2.0])
    func forcedDecompression(scale: CGFloat) throws {
        let demo = Listing14_3()
        let run = try DemoRun(demo, scale: scale)
        defer { run.finish() }
        try run.run(until: 0.05)
        let images = try Self.visibleImages(demo.carousel)
        #expect(images.count == 2)
        for (row, image) in images {
            let bitmap = try #require(image)
            #expect(bitmap.width == Int(300 * scale) && bitmap.height == Int(225 * scale))
            #expect(bitmap.isOpaque)
            #expect(try Self.shows(bitmap, row: row))
        }
        #expect(demo.carousel.mainThreadLoads == 0)
    }

    @Test("14.5: showing cell i loads i−1, i and i+1 once each; showing it again reads no file")
    func cacheAndPreloading() throws {
        let demo = Listing14_5()
        try DemoRun.with(demo) { run in
            let carousel = demo.carousel, table = try #require(carousel.table)
            #expect(carousel.loadRequests == [0, 1, 2], "rows 0 and 1 in view, each with its neighbours")
            try run.run(until: 0.05)
            for (row, image) in try Self.visibleImages(carousel) { #expect(try Self.shows(try #require(image), row: row)) }
            run.change { table.scrollView.setContentOffset(CGPoint(x: 320 * 5, y: 0)) }   // rows 5, 6
            #expect(carousel.loadRequests == [0, 1, 2, 5, 4, 6, 7])
            try run.run(until: 0.1)
            run.change { table.scrollView.setContentOffset(CGPoint(x: 320 * 6, y: 0)) }   // rows 6, 7: row 8 preloaded
            try run.run(until: 0.15)
            let before = carousel.loadRequests.count, hits = carousel.cache.hits
            run.change { table.scrollView.setContentOffset(CGPoint(x: 320 * 5, y: 0)) }   // row 5 shown again
            try run.run(until: 0.2)
            #expect(carousel.loadRequests.count == before, "no IO for rows already cached")
            #expect(carousel.cache.hits > hits)
            #expect(Set(carousel.loadRequests).count == carousel.loadRequests.count, "each row loaded once")
            for (row, image) in try Self.visibleImages(carousel) { #expect(try Self.shows(try #require(image), row: row)) }
        }
    }

    @Test("14.5: the memory-warning button evicts the cache, after which rows load again; the count limit holds while scrolling")
    func memoryPressure() throws {
        let demo = Listing14_5()
        try DemoRun.with(demo) { run in
            let carousel = demo.carousel, table = try #require(carousel.table)
            for page in 0..<20 {
                run.change { table.scrollView.setContentOffset(CGPoint(x: 320 * CGFloat(page), y: 0)) }
                try run.run(until: 0.05 + Double(page) / 60)
                #expect(carousel.cache.count <= 6)
            }
            #expect(carousel.cache.evictions > 0)
            run.tapLayer(named: "memoryWarning", at: 0.5)
            try run.run(until: 0.55)
            #expect(carousel.cache.count == 0)
            let before = carousel.loadRequests.count
            run.change { table.scrollView.setContentOffset(CGPoint(x: 320 * 10, y: 0)) }
            #expect(carousel.loadRequests.count == before + 4, "rows 9 to 12 read again")
        }
    }

    @Test("14.2a: the photo is decoded whole on the background thread and arrives at the next frame")
    func eagerDecode() throws {
        let demo = Listing14_2a()
        try DemoRun.with(demo) { run in
            #expect(demo.timings.image == nil)
            try run.run(until: 0.02)
            let image = try #require(demo.timings.image)
            #expect(image.width == 800 && image.height == 600)
            #expect(try Self.shows(image, row: 1))
            #expect(run.layer(named: "photo")?.contents as? CGImage === image)
        }
    }

    @Test("14.6: seven rows titled by size; headless (clock standing still) each detail shows dashes after one load per format")
    func benchmarkHeadless() throws {
        let demo = Listing14_6()
        try DemoRun.with(demo) { run in
            #expect(Listing14_6.rowTitles == ["2048x1536", "1024x768", "512x384", "256x192", "128x96", "64x48", "32x24"])
            #expect(demo.results.details.allSatisfy { $0 == "Loading..." })
            try run.run(until: 0.05)
            #expect(demo.results.details.allSatisfy { $0 == "PNG: —ms JPG: —ms" })
            #expect(demo.results.iterations.allSatisfy { $0.png == 1 && $0.jpeg == 1 })
        }
    }

    @Test("14.6: with a real clock every detail reads PNG: NNNms JPG: NNNms, each format measured for at least the time asked")
    func benchmarkTimed() throws {
        let demo = Listing14_6(secondsPerFormat: 0.05)
        let start = Date()
        let run = try DemoRun(demo, realTime: { Date().timeIntervalSince(start) })
        defer { run.finish() }
        try run.run(until: 0.05)
        let pattern = try Regex("^PNG: \\d{3}ms JPG: \\d{3}ms$")
        for (row, detail) in demo.results.details.enumerated() {
            #expect(detail.wholeMatch(of: pattern) != nil, "row \(row): \(detail)")
            let ms = try #require(demo.results.milliseconds[row]), n = demo.results.iterations[row]
            #expect(Double(n.png) * ms.png >= 50 && Double(n.jpeg) * ms.jpeg >= 50, "≈ 0.05 s per format")
        }
        let cells = try #require(run.layer(named: "cell"))
        #expect(cells.sublayers?.compactMap { ($0 as? Label)?.text }.count == 2)
    }

    @Test("14.7: the composite's alpha is the mask's gray and its colour the JPEG's; the stripes show where the mask is black")
    func maskedJPEG() throws {
        let demo = Listing14_7()
        try DemoRun.with(demo) { run in
            let color = try #require(demo.images.color), mask = try #require(demo.images.mask)
            let composite = try #require(demo.images.composite)
            #expect(color.isOpaque, "a JPEG has no alpha")
            var grays = Set<UInt8>()
            for y in stride(from: 0, to: composite.height, by: 7) {
                for x in stride(from: 0, to: composite.width, by: 7) {
                    let m = mask.pixel(atX: x, y: y), c = color.pixel(atX: x, y: y), o = composite.pixel(atX: x, y: y)
                    #expect(o.alpha == m.green, "alpha = mask gray at (\(x), \(y))")
                    grays.insert(m.green)
                    if o.alpha >= 128 {
                        // Un-premultiplying a translucent pixel rounds; within 2 levels.
                        #expect(abs(Int(o.red) - Int(c.red)) <= 2 && abs(Int(o.green) - Int(c.green)) <= 2
                                && abs(Int(o.blue) - Int(c.blue)) <= 2, "RGB = JPEG at (\(x), \(y))")
                    }
                }
            }
            #expect(grays.contains(0) && grays.contains(255), "the mask has both ends")
            let frame = try run.frame(at: 0)
            // Top-left corner of the snowman's rect: mask black, so the stripe shows (x = 102 is in
            // stripe 5, light yellow 0.98, 0.93, 0.6), not the JPEG's pale-blue backdrop.
            #expect(mask.pixel(atX: 2, y: 2).green == 0)
            #expect(frame.isColor(at: CGPoint(x: 102, y: 42), 250, 237, 153, tolerance: 2))
        }
    }
}

/// 14.7a against its text: JPEG 2000 keeps alpha (unlike JPEG) and is smaller than PNG.
/// Oracle: the snowman asset's own alpha, and the file sizes.
@Suite("Chapter 14.7a: JPEG 2000", .ownMediaClock)
struct Chapter14JPEG2000DemoTests {
    @Test("14.7a: the JP2 snowman keeps the asset's alpha within a few levels, and its file is smaller than the PNG")
    func jpeg2000Snowman() throws {
        let demo = Listing14_7a()
        try DemoRun.with(demo) { run in
            let jp2 = try #require(demo.files.jp2), png = try #require(demo.files.png)
            let asset = DemoAssets.image(.snowman)
            #expect(jp2.width == asset.width && jp2.height == asset.height)
            var worst = 0
            for y in stride(from: 0, to: asset.height, by: 5) {
                for x in stride(from: 0, to: asset.width, by: 5) {
                    worst = max(worst, abs(Int(jp2.pixel(atX: x, y: y).alpha) - Int(asset.pixel(atX: x, y: y).alpha)))
                }
            }
            #expect(worst <= 48, "lossy alpha, but alpha: transparent stays transparent, opaque opaque")
            #expect(jp2.pixel(atX: 2, y: 2).alpha <= 8 && jp2.pixel(atX: 100, y: 200).alpha >= 247)
            #expect(png.pixel(atX: 100, y: 200) == asset.pixel(atX: 100, y: 200))
            #expect(demo.files.jp2Bytes < demo.files.pngBytes)
            _ = try run.frame(at: 0)
        }
    }
}
