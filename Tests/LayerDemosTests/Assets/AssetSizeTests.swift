@testable import DemoKit
import Foundation
import LayerKitGraphics
import LayerKitTestSupport
import Testing

/// Sizes, scale handling, determinism and caching of the named assets. Oracles: the asset
/// table in CATALOG.md section 0 (sizes in points at 1x, @2x at double size) and the task's
/// sizes for the assets the book does not size (button, ball, circle, key, crate, chalk).
@Suite("Demo asset sizes and caching", .ownMediaClock)
struct AssetSizeTests {
    static let documentedSizes: [AssetName: (Int, Int)] = [
        .snowman: (200, 280), .sprites: (512, 512), .button: (64, 64), .clockFace: (256, 256),
        .hourHand: (30, 94), .minuteHand: (20, 106), .secondHand: (8, 102), .cone: (160, 160),
        .igloo: (256, 256), .anchor: (200, 200), .digits: (50, 7), .ship: (64, 64), .door: (128, 256),
        .spark: (28, 28), .ball: (64, 64), .crate: (128, 128), .chalk: (32, 32), .circle: (64, 64), .key: (64, 64),
    ]

    @Test("every asset has its documented pixel size at scale 1 and twice that at scale 2",
          arguments: AssetName.allCases)
    func pixelSizes(_ name: AssetName) throws {
        let (w, h) = try #require(Self.documentedSizes[name])
        #expect(name.size == CGSize(width: w, height: h))
        let one = DemoAssets.image(name, scale: 1), two = DemoAssets.image(name, scale: 2)
        #expect(one.width == w && one.height == h)
        #expect(two.width == 2 * w && two.height == 2 * h)
    }

    @Test("raw values are the book's file names without extension")
    func rawValuesAreBookFileNames() {
        #expect(AssetName(rawValue: "Snowman") == .snowman)
        #expect(AssetName(rawValue: "ClockFace") == .clockFace)
        #expect(AssetName(rawValue: "HourHand") == .hourHand)
        #expect(AssetName(rawValue: "Ship") == .ship)
        #expect(AssetName.allCases.count == Self.documentedSizes.count)
    }

    @Test("every asset draws something, and all but the opaque door and crate leave transparent background",
          arguments: AssetName.allCases)
    func drawsSomething(_ name: AssetName) {
        let pixels = Bitmap(DemoAssets.image(name)).pixels
        #expect(pixels.contains { $0 >> 24 > 0xC0 })
        #expect(pixels.contains { $0 >> 24 == 0 } == ![.door, .crate].contains(name))
    }

    @Test("rendering an asset again gives identical pixels (no clock, seeded randomness only)",
          arguments: AssetName.allCases)
    func deterministic(_ name: AssetName) {
        // Render past the cache, twice, and compare with the cached image.
        let fresh = { Bitmap(AssetCanvas.image(size: name.size, scale: 2) { name.draw(in: $0) }) }
        let a = fresh(), b = fresh()
        #expect(a == b)
        #expect(a == Bitmap(DemoAssets.image(name, scale: 2)))
    }

    @Test("the cache returns the same image object for the same name and scale, from any thread")
    func cacheReturnsSameObject() {
        let first = DemoAssets.image(.ball, scale: 3)
        #expect(DemoAssets.image(.ball, scale: 3) === first)
        #expect(DemoAssets.image(.ball, scale: 1) !== first)
        let results = ImageBox()
        DispatchQueue.concurrentPerform(iterations: 16) { i in
            results.append(DemoAssets.image(i % 2 == 0 ? .key : .spark, scale: 3))
        }
        let keys = results.images.filter { $0.width == 192 }, sparks = results.images.filter { $0.width == 84 }
        #expect(keys.count == 8 && sparks.count == 8)
        #expect(keys.allSatisfy { $0 === keys[0] } && sparks.allSatisfy { $0 === sparks[0] })
    }

    @Test("a scale that is not finite or not positive renders at 1x; large scales are clamped to 8x",
          arguments: [CGFloat.nan, .infinity, -.infinity, 0, -2])
    func invalidScales(_ scale: CGFloat) {
        let image = DemoAssets.image(.spark, scale: scale)
        #expect(image === DemoAssets.image(.spark, scale: 1))
    }

    @Test("scales are clamped to 0.25...8 and fractional pixel sizes are rounded")
    func clampedScales() {
        #expect(DemoAssets.image(.digits, scale: 100).width == 400)
        #expect(DemoAssets.image(.digits, scale: 0.01).width == 13)  // 50 * 0.25 = 12.5, rounded
        let half = DemoAssets.image(.hourHand, scale: 1.5)
        #expect(half.width == 45 && half.height == 141)
    }
}

/// Collects images from several threads.
final class ImageBox: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var images: [CGImage] = []
    func append(_ image: CGImage) { lock.lock(); images.append(image); lock.unlock() }
}
