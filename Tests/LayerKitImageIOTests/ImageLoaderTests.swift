import Foundation
import LayerKit
import LayerKitImageIO
import LayerKitTestSupport
import Testing

/// `ImageLoader`, `MainThreadHandoff` and forced decompression. Oracles: the hand-off contract
/// (completions run only when the host drains, in posting order, on the draining thread);
/// pixel identity with `CGImage(data:)` (decoding the same bytes); hand-made corrupt files.
@Suite("ImageLoader: background decoding, hand-off, forced decompression", .ownMediaClock)
struct ImageLoaderTests {
    /// A scratch folder with a 40x30 PNG and JPEG of a gradient, and damaged copies.
    static let folder: URL = {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lk-imageio-\(getpid())")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let image = gradient(width: 40, height: 30)
        let png = image.pngData(), jpg = image.jpegData(quality: 0.9)!
        try? png.write(to: dir.appendingPathComponent("g.png"))
        try? jpg.write(to: dir.appendingPathComponent("g.jpg"))
        try? png.prefix(png.count / 2).write(to: dir.appendingPathComponent("cut.png"))
        var bad = jpg
        for i in 200..<min(bad.count, 400) { bad[i] = 0xFF }
        try? bad.write(to: dir.appendingPathComponent("bad.jpg"))
        try? Data("not an image".utf8).write(to: dir.appendingPathComponent("text.png"))
        return dir
    }()

    static func gradient(width: Int, height: Int) -> CGImage {
        var px = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height { for x in 0..<width { px[y * width + x] = 0xFF00_0000 | UInt32(x * 6) << 16 | UInt32(y * 8) << 8 | 0x40 } }
        return CGImage(width: width, height: height, premultipliedARGB: px)!
    }

    static func url(_ name: String) -> URL { folder.appendingPathComponent(name) }

    @Test("a completion runs only when the host drains hand-offs, on the draining thread, never on the loader's")
    func completionWaitsForDrain() throws {
        MainThreadHandoff.drain()
        let loader = ImageLoader()
        var outcome: ImageLoader.Outcome?
        var thread: Thread?
        loader.load(Self.url("g.png")) { outcome = $0; thread = Thread.current }
        ImageLoader.waitForAll()
        #expect(outcome == nil, "decoded, but not handed back before the drain")
        #expect(loader.loadsFinished == 1)
        #expect(MainThreadHandoff.drain() == 1)
        #expect(thread === Thread.current)
        #expect(try outcome?.get().width == 40)
    }

    @Test("with one load at a time, completions are handed back in submission order")
    func handOffOrder() {
        MainThreadHandoff.drain()
        let loader = ImageLoader(maxConcurrentLoads: 1)
        var order: [Int] = []
        for i in 0..<12 { loader.perform({ i }, then: { order.append($0) }) }
        ImageLoader.waitForAll()
        MainThreadHandoff.drain()
        #expect(order == Array(0..<12))
    }

    @Test("a background PNG or JPEG load gives the pixels CGImage(data:) decodes from the same file")
    func identicalPixels() throws {
        for name in ["g.png", "g.jpg"] {
            let direct = try CGImage(data: Data(contentsOf: Self.url(name)))
            var loaded: CGImage?
            ImageLoader().load(Self.url(name)) { loaded = try? $0.get() }
            ImageLoader.waitForAll()
            MainThreadHandoff.drain()
            let image = try #require(loaded)
            #expect(Bitmap(image).difference(from: Bitmap(direct), tolerance: 0).count == 0, "\(name)")
        }
    }

    @Test("forced decompression at the image's own size keeps every pixel; at another size it is exactly that size and opaque")
    func forcedDecompression() throws {
        let source = try CGImage(contentsOf: Self.url("g.png"))
        let same = try #require(source.decompressed(pixelWidth: 40, pixelHeight: 30, opaque: true))
        #expect(Bitmap(same).difference(from: Bitmap(source), tolerance: 0).count == 0)
        let half = try ImageLoader.decode(Self.url("g.jpg"), pixelSize: CGSize(width: 20, height: 15), opaque: true).get()
        #expect(half.width == 20 && half.height == 15)
        #expect(half.isOpaque)
        #expect(source.decompressed(pixelWidth: 0, pixelHeight: 5) == nil)
    }

    @Test("forced decompression of a translucent image onto an opaque context is the image over black")
    func opaqueFlattening() throws {
        let px = [UInt32](repeating: 0x8040_2010, count: 4)   // premultiplied, alpha 128
        let image = try #require(CGImage(width: 2, height: 2, premultipliedARGB: px))
        let flat = try #require(image.decompressed(pixelWidth: 2, pixelHeight: 2, opaque: true))
        #expect(Bitmap(flat)[0, 0] == 0xFF40_2010, "source-over black adds nothing to premultiplied colour")
    }

    @Test("corrupt, truncated, foreign and missing files give their error in the completion, and no crash",
          arguments: ["cut.png", "bad.jpg", "text.png", "missing.png"])
    func badFiles(name: String) {
        var outcome: ImageLoader.Outcome?
        ImageLoader().load(Self.url(name), pixelSize: CGSize(width: 10, height: 10)) { outcome = $0 }
        ImageLoader.waitForAll()
        MainThreadHandoff.drain()
        guard case .failure(let error)? = outcome else {
            Issue.record("\(name) decoded")
            return
        }
        switch (name, error) {
        case ("cut.png", .truncated), ("bad.jpg", .corrupt), ("bad.jpg", .truncated), ("text.png", .unrecognizedFormat),
             ("missing.png", .unreadableFile): break
        default: Issue.record("\(name): unexpected \(error)")
        }
        #expect(!error.description.isEmpty)
    }

    @Test("a headless host runs hand-offs of loads started before a frame within that frame")
    func headlessFrameSeesLoads() throws {
        let host = try HeadlessHost(size: CGSize(width: 40, height: 30))
        defer { host.finish() }
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 30)
        host.rootLayer.addSublayer(layer)
        host.step()
        ImageLoader().load(Self.url("g.png")) { outcome in
            CATransaction.begin(); CATransaction.setDisableActions(true)
            layer.contents = try? outcome.get()
            CATransaction.commit()
        }
        host.step()
        #expect(layer.contents != nil)
        #expect(Bitmap(host.image)[10, 10] == Bitmap(Self.gradient(width: 40, height: 30))[10, 10])
    }
}
