import Foundation
import Testing
@testable import DemoKit
@testable import LayerDemos

/// How chapter 14's carousels start. Oracles: the book's carousels start still (a cell's image
/// view is laid out by Auto Layout, which does not animate), and its photos are files on disk
/// before the app runs, so what the readout times is reading and decoding (issue 34: photos
/// zoomed in from their cell's corner, and the first run's load times included making files).
extension HeadlessDemoTests {
    @Suite("Chapter 14's carousels start still, with their files made")
    struct Chapter14StartTests {
        /// Every layer in `root`'s tree with an animation attached, with its keys.
        static func animated(in root: CALayer) -> [String] {
            var out: [String] = []
            func visit(_ l: CALayer) {
                if let keys = l.animationKeys(), !keys.isEmpty { out.append("\(l.name ?? "layer"): \(keys)") }
                for s in l.sublayers ?? [] { visit(s) }
            }
            visit(root)
            return out
        }

        @Test("14.1-14.5: no layer of the strip animates at 0.05 s", arguments: ["14.1", "14.2", "14.3", "14.4", "14.4a", "14.5"])
        func startsStill(id: String) throws {
            let demo = try #require(LayerDemos.catalog.demo(id: id))
            try DemoRun.with(demo) { run in
                try run.run(until: 0.05)
                #expect(Self.animated(in: run.container).isEmpty, "\(id): \(Self.animated(in: run.container))")
            }
        }

        @Test("14.1: building the demo makes all eight photo files before its first frame is timed")
        func filesBeforeTiming() throws {
            let cache = FileManager.default.temporaryDirectory.appendingPathComponent("Chapter14StartTests-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: cache) }
            try DemoAssets.withCacheDirectory(cache) {
                let run = try DemoRun(Listing14_1())
                defer { run.finish() }
                let folder = Chapter14.PhotoFiles.folder.appendingPathComponent(DemoAssets.vacationPhotosFolder)
                let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
                #expect(files.filter { $0.hasSuffix(".png") }.count == DemoAssets.photoCount, "\(files)")
            }
        }
    }
}
