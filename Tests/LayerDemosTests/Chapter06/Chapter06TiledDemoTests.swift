import DemoKit
import Foundation
@testable import LayerDemos
import LayerKit
import LayerKitTestSupport
import Testing

/// Chapter 6's tiled-layer demos (6.11, 6.12, 6.12a) checked against CATALOG.md's "Checks":
/// the tiles asked for a 320 x 480 viewport before and after a scroll, tile (3, 4)'s clip box,
/// the fade ramp over 0.25 s, and that drawing on several threads gives the pixels of one;
/// plus the memory bound, the level of detail, the tile cutter and goldens. Tiles are cut into
/// a temporary cache folder, never the user's.
extension HeadlessDemoTests {
    @Suite("Chapter 6 tiled layer demos")
    struct Chapter06TiledDemoTests {
        /// A fresh tile cache per run: nothing depends on files in $HOME.
        static let cache: URL = {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layerkit-tiles-\(getpid())")
            DemoAssets.tileCacheDirectory = dir
            return dir
        }()

        static func tiled(_ run: DemoRun) throws -> CATiledLayer {
            try #require(run.layer(named: "tiled") as? CATiledLayer)
        }

        static func keys(_ xs: ClosedRange<Int>, _ ys: ClosedRange<Int>) -> Set<TileKey> {
            Set(ys.flatMap { y in xs.map { TileKey(level: 0, x: $0, y: y) } })
        }

        /// Scrolls the demo's scroll layer to `offset` between frames.
        static func scroll(_ run: DemoRun, to offset: CGPoint) {
            run.change { (run.layer(named: "scrollView") as? CAScrollLayer)?.scroll(to: offset) }
        }

        @Test("6.12: a 320 x 480 viewport at (0, 0) asks for tiles (0,0), (1,0), (0,1), (1,1) only; after a scroll, those it then meets (CATALOG 6.12)")
        func requestedTiles() throws {
            _ = Self.cache
            try DemoRun.with(Listing6_12()) { run in
                try run.run(until: 0)
                TileStore.waitForBackgroundDrawing()
                let store = try #require(try Self.tiled(run).tileStore)
                #expect(store.keptKeys == Self.keys(0...1, 0...1))
                // (300, 500) to (620, 980): columns 300/256 = 1 ... 620/256 = 2, rows 1 ... 3.
                Self.scroll(run, to: CGPoint(x: 300, y: 500))
                try run.run(until: 0.1)
                TileStore.waitForBackgroundDrawing()
                #expect(store.keptKeys == Self.keys(0...1, 0...1).union(Self.keys(1...2, 1...3)))
            }
        }

        @Test("6.12: tile (3, 4)'s clip box is (768, 1024, 256, 256), and the tile file is drawn exactly there (CATALOG 6.11, 6.12)")
        func clipBoxOfTile34() throws {
            _ = Self.cache
            let grid = TileGrid(bounds: CGRect(x: 0, y: 0, width: 2048, height: 2048), tileSize: CGSize(width: 256, height: 256),
                                contentsScale: 1, levels: 1, bias: 0)
            #expect(grid.rect(of: TileKey(level: 0, x: 3, y: 4)) == CGRect(x: 768, y: 1024, width: 256, height: 256))
            try DemoRun.with(Listing6_12()) { run in
                Self.scroll(run, to: CGPoint(x: 768, y: 1024))
                let frame = try run.frame(at: 1)
                let stem = try DemoAssets.snowmanTiles()
                let tile = Bitmap(try CGImage(contentsOf: stem.deletingLastPathComponent().appendingPathComponent("Snowman_03_04.jpg")))
                for (x, y) in [(0, 0), (255, 0), (0, 255), (128, 77), (255, 255)] {
                    #expect(Pixel.delta(frame.pixels[y * frame.width + x], tile.pixels[y * tile.width + x]) == 0, "(\(x), \(y))")
                }
            }
        }

        @Test("6.12: a new tile's opacity ramps 0 → 1 over fadeDuration, 0.25 s (CATALOG 6.12, Apple's default)")
        func fadeRamp() throws {
            _ = Self.cache
            #expect(CATiledLayer.fadeDuration() == 0.25)
            try DemoRun.with(Listing6_12()) { run in
                // Frame 0 asks; frame 1 (1/60 s) first shows the tiles, at alpha 0.
                let first = 1.0 / 60
                let before = try run.frame(at: first)
                let half = try run.frame(at: first + 0.125)
                let done = try run.frame(at: first + 0.25)
                let later = try run.frame(at: 1)
                #expect(done == later, "fully faded in at 0.25 s")
                var checked = 0
                for i in stride(from: 0, to: done.pixels.count, by: 997) where Pixel.delta(before.pixels[i], done.pixels[i]) > 40 {
                    for k in 0..<3 {
                        let a = Pixel.rgb(before.pixels[i])[k], b = Pixel.rgb(done.pixels[i])[k], m = Pixel.rgb(half.pixels[i])[k]
                        #expect(abs(m - (a + b) / 2) <= 2, "pixel \(i): \(m) between \(a) and \(b)")
                    }
                    checked += 1
                }
                #expect(checked > 20)
            }
        }

        @Test("6.12: tiles drawn on eight threads give the pixels of tiles drawn on one (CATALOG 6.12)")
        func threadsAgree() throws {
            _ = Self.cache
            func frame(concurrency: Int) throws -> Bitmap {
                try DemoRun.with(Listing6_12()) { run in
                    let tiled = try Self.tiled(run)
                    tiled.state.custom["tileStore"] = TileStore(layer: tiled, concurrency: concurrency)
                    run.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 20, y: 40), from: 0.1, to: 0.5)
                    return try run.frame(at: 1.5)
                }
            }
            let one = try frame(concurrency: 1), eight = try frame(concurrency: 8)
            #expect(Set(one.pixels).count > 1000, "the frame shows the tiles")
            #expect(one == eight)
        }

        @Test("Tiles out of view are dropped while the kept ones exceed the memory bound (issue 11)")
        func memoryBound() throws {
            _ = Self.cache
            try DemoRun.with(Listing6_12()) { run in
                let tiled = try Self.tiled(run)
                // Room for 8 tiles of 256 x 256 x 4 bytes.
                let store = TileStore(layer: tiled, byteBudget: 8 * 256 * 256 * 4)
                tiled.state.custom["tileStore"] = store
                var t = 0.0
                for step in 0..<7 {
                    Self.scroll(run, to: CGPoint(x: CGFloat(step) * 256, y: CGFloat(step) * 256))
                    t += 0.1
                    try run.run(until: t)
                    TileStore.waitForBackgroundDrawing()
                }
                try run.run(until: t + 0.1)
                // 8 kept at most, plus those in view (a 320 x 480 view meets at most 2 x 3).
                #expect(store.keptKeys.count <= 8 + 6)
                #expect(store.keptKeys.contains(TileKey(level: 0, x: 6, y: 6)))
                #expect(!store.keptKeys.contains(TileKey(level: 0, x: 0, y: 0)), "the first tiles were dropped")
            }
        }

        @Test("Zooming out picks the level of detail that is not magnified: a 0.5 zoom draws 512-point tiles (Apple's levelsOfDetail)")
        func levelOfDetail() {
            let grid = TileGrid(bounds: CGRect(x: 0, y: 0, width: 2048, height: 2048), tileSize: CGSize(width: 256, height: 256),
                                contentsScale: 1, levels: 3, bias: 0)
            #expect(grid.level(forPixelsPerPoint: 1) == 0)
            #expect(grid.level(forPixelsPerPoint: 0.5) == -1)
            #expect(grid.level(forPixelsPerPoint: 0.3) == -1)
            #expect(grid.level(forPixelsPerPoint: 0.1) == -2, "the coarsest level there is")
            #expect(grid.rect(of: TileKey(level: -1, x: 1, y: 0)) == CGRect(x: 512, y: 0, width: 512, height: 512))
            let retina = TileGrid(bounds: CGRect(x: 0, y: 0, width: 2048, height: 2048), tileSize: CGSize(width: 256, height: 256),
                                  contentsScale: 2, levels: 1, bias: 0)
            // 6.12a: 256-pixel tiles at scale 2 are 128 points: 8 tiles cover 1024 points.
            #expect(retina.rect(of: TileKey(level: 0, x: 7, y: 7)) == CGRect(x: 896, y: 896, width: 128, height: 128))
        }

        @Test("6.11: the cutter writes ceil(size / 256)² tiles named <name>_XX_YY.jpg; tile (3, 4) is the crop (768, 1024, 256, 256) (CATALOG 6.11)")
        func tileCutter() throws {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layerkit-cut-\(getpid())")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: dir) }
            let source = DemoAssets.largeSnowman()
            let files = try TileCutter.cut(source, stem: dir.appendingPathComponent("Big"))
            #expect(files.count == 64)
            #expect(files.first?.lastPathComponent == "Big_00_00.jpg" && files.last?.lastPathComponent == "Big_07_07.jpg")
            let tile = Bitmap(try CGImage(contentsOf: dir.appendingPathComponent("Big_03_04.jpg")))
            let crop = Bitmap(try #require(source.cropping(to: CGRect(x: 768, y: 1024, width: 256, height: 256))))
            #expect(tile.width == 256 && tile.height == 256)
            // JPEG at quality 0.85: within a few steps on average.
            let mean = zip(tile.pixels, crop.pixels).map { Double(Pixel.delta($0, $1)) }.reduce(0, +) / Double(crop.pixels.count)
            #expect(mean < 6, "mean largest channel step \(mean)")
            #expect(throws: TileCutterError.self) { try TileCutter.cut(file: dir.appendingPathComponent("missing.png").path) }
        }

        @Test("layerdemos tilecut: a usage line without an image, one clear line and exit 1 for an unreadable one, tiles next to a good one (CATALOG 6.11)")
        func tileCutCommand() throws {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layerkit-cli-\(getpid())")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: dir) }
            let usage = try LayerDemosProcess(["tilecut"], display: nil)
            #expect(usage.wait(seconds: 20) == 2)
            #expect(usage.standardError == "usage: layerdemos tilecut IMAGE [--size 256]\n")
            let bad = dir.appendingPathComponent("bad.png")
            try Data("not an image".utf8).write(to: bad)
            let unreadable = try LayerDemosProcess(["tilecut", bad.path], display: nil)
            #expect(unreadable.wait(seconds: 20) == 1)
            let lines = unreadable.standardError.split(separator: "\n")
            #expect(lines.count == 1 && lines[0].hasPrefix("layerdemos tilecut: cannot read \(bad.path)"), "\(lines)")
            let good = dir.appendingPathComponent("Pic.png")
            try DemoAssets.image(.spark).pngData().write(to: good)
            let cut = try LayerDemosProcess(["tilecut", good.path, "--size", "10"], display: nil)
            #expect(cut.wait(seconds: 20) == 0)
            // 28 x 28 in 10-pixel tiles: 3 x 3, the last row and column 8 pixels.
            let edge = try CGImage(contentsOf: dir.appendingPathComponent("Pic_02_02.jpg"))
            #expect(edge.width == 8 && edge.height == 8)
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("Pic_00_00.jpg").path))
        }

        @Test("6.11, 6.12 and 6.12a goldens (looked at: the tile grid; the winter scene's sky and cloud; 6.12a at half size)")
        func goldens() throws {
            _ = Self.cache
            try DemoGolden.check("6.11", at: 0)
            try DemoGolden.check("6.12", at: 0.5)
            try DemoGolden.check("6.12a", at: 0.5)
            try DemoGolden.check(Listing6_12(), at: 1, inputs: [.drag(from: CGPoint(x: 300, y: 450), to: CGPoint(x: 40, y: 60), start: 0.1, end: 0.5)],
                                 suffix: "-dragged")
        }
    }
}
