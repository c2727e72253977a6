@testable import DemoKit
import Foundation
import LayerKitGraphics
import LayerKitTestSupport
import Testing

/// The images derived for the image-IO and tiling chapters: photos, the rainbow, the
/// snowman's JPEG source and matte (14.7) and the 2048x2048 snowman (6.11-6.12).
@Suite("Photos, snowman variants and the large snowman", .ownMediaClock)
struct DerivedImageTests {
    static let small = CGSize(width: 160, height: 120)

    @Test("photos are opaque, of the requested size, and all eight differ", arguments: 0..<DemoAssets.photoCount)
    func photosAreOpaque(_ index: Int) {
        let photo = DemoAssets.photo(index, size: Self.small)
        #expect(photo.width == 160 && photo.height == 120)
        #expect(AssetCheck.isOpaque(photo))
        for other in 0..<DemoAssets.photoCount where other != index {
            #expect(Bitmap(DemoAssets.photo(other, size: Self.small)) != Bitmap(photo))
        }
    }

    @Test("a photo drawn twice has identical pixels; indices wrap around, negative ones too")
    func photosDeterministicAndWrapping() {
        let zero = Bitmap(DemoAssets.photo(0, size: Self.small))
        #expect(Bitmap(DemoAssets.photo(0, size: Self.small)) == zero)
        #expect(Bitmap(DemoAssets.photo(DemoAssets.photoCount, size: Self.small)) == zero)
        #expect(Bitmap(DemoAssets.photo(-1, size: Self.small)) == Bitmap(DemoAssets.photo(7, size: Self.small)))
    }

    @Test("bad photo sizes are clamped to whole pixels in 1...4096 rather than failing",
          arguments: [CGSize(width: CGFloat.nan, height: 5), CGSize(width: -10, height: 0),
                      CGSize(width: CGFloat.infinity, height: 0.4), CGSize(width: 2.6, height: 1e9)])
    func badPhotoSizes(_ size: CGSize) {
        let photo = DemoAssets.photo(3, size: size), rainbow = DemoAssets.rainbowGradient(size: size)
        func expected(_ side: CGFloat) -> Int { side.isFinite ? min(4096, max(1, Int(side.rounded()))) : 1 }
        #expect(photo.width == expected(size.width) && rainbow.width == expected(size.width))
        #expect(photo.height == expected(size.height) && rainbow.height == expected(size.height))
    }

    @Test("like real photos, a photo's PNG file is several times larger than its JPEG file; the smooth rainbow's is not")
    func pngLargerThanJPEG() throws {
        for index in 0..<DemoAssets.photoCount {
            let photo = DemoAssets.photo(index, size: DemoAssets.vacationPhotoSize)
            let png = photo.pngData().count, jpeg = try #require(photo.jpegData(quality: DemoAssets.jpegQuality)).count
            #expect(png > 3 * jpeg, "photo \(index): PNG \(png) bytes, JPEG \(jpeg) bytes")
        }
        let rainbow = DemoAssets.rainbowGradient(size: DemoAssets.vacationPhotoSize)
        let png = rainbow.pngData().count, jpeg = try #require(rainbow.jpegData(quality: DemoAssets.jpegQuality)).count
        #expect(png < 3 * jpeg, "rainbow: PNG \(png) bytes, JPEG \(jpeg) bytes")
    }

    @Test("the rainbow is opaque, red at the left, through green, to violet and magenta at the right")
    func rainbow() {
        let b = Bitmap(DemoAssets.rainbowGradient(size: CGSize(width: 700, height: 100)))
        #expect(b.pixels.allSatisfy { $0 >> 24 == 0xFF })
        let left = b.rgba(0, 50), middle = b.rgba(300, 50), right = b.rgba(699, 50)
        #expect(left.r > 200 && left.g < 40 && left.b < 40)
        #expect(middle.g > 200 && middle.r < 60)
        #expect(right.r > 200 && right.b > 200 && right.g < 40)
        // Lighter at the top, darker at the bottom.
        #expect(b.rgba(300, 0).r > middle.r && b.rgba(300, 99).g < middle.g)
    }

    @Test("the snowman matte is opaque gray equal to the snowman's alpha at every pixel", arguments: [1, 2] as [CGFloat])
    func snowmanMatte(_ scale: CGFloat) {
        let snowman = Bitmap(DemoAssets.image(.snowman, scale: scale)), matte = Bitmap(DemoAssets.snowmanMask(scale: scale))
        #expect(matte.width == snowman.width && matte.height == snowman.height)
        for i in 0..<matte.pixels.count {
            let a = snowman.pixels[i] >> 24
            #expect(matte.pixels[i] == 0xFF00_0000 | a << 16 | a << 8 | a)
        }
        #expect(DemoAssets.snowmanMask(scale: scale) === DemoAssets.snowmanMask(scale: scale))
    }

    @Test("the JPEG source is opaque and shows the snowman's own pixels wherever the snowman is opaque")
    func snowmanJPEGSource() {
        let source = Bitmap(DemoAssets.snowmanJPEGSource()), snowman = Bitmap(DemoAssets.image(.snowman))
        #expect(source.width == 200 && source.height == 280)
        #expect(source.pixels.allSatisfy { $0 >> 24 == 0xFF })
        var compared = 0
        for i in 0..<source.pixels.count where snowman.pixels[i] >> 24 == 0xFF {
            #expect(source.pixels[i] == snowman.pixels[i])
            compared += 1
        }
        #expect(compared > 20_000)
        #expect(DemoAssets.snowmanJPEGSource(scale: 2).width == 400)
    }

    @Test("the large snowman is an opaque 2048x2048 image whose 64 tiles of 256x256 all differ")
    func largeSnowmanTiles() {
        let image = DemoAssets.largeSnowman()
        #expect(image.width == 2048 && image.height == 2048)
        #expect(image === DemoAssets.largeSnowman())
        let b = Bitmap(image)
        #expect(b.pixels.allSatisfy { $0 >> 24 == 0xFF })
        var tiles = Set<[UInt32]>()
        for ty in 0..<8 {
            for tx in 0..<8 {
                var tile: [UInt32] = []
                tile.reserveCapacity(256 * 256)
                for y in (ty * 256)..<(ty * 256 + 256) { tile += b.pixels[(y * 2048 + tx * 256)..<(y * 2048 + tx * 256 + 256)] }
                tiles.insert(tile)
            }
        }
        #expect(tiles.count == 64)
    }

    @Test("the large snowman is the same scene as the small one: snow at its middle, the carrot to the right of the head")
    func largeSnowmanShowsTheSnowman() {
        let b = Bitmap(DemoAssets.largeSnowman())
        // The snowman stands in (200, 210, 400, 560) of the 800-point design, 2.56 pixels per point.
        func px(_ x: CGFloat, _ y: CGFloat) -> (r: Int, g: Int, b: Int, a: Int) {
            let (sx, sy) = (200 + x * 2, 210 + y * 2)
            return b.rgba(Int(sx * 2.56), Int(sy * 2.56))
        }
        let belly = px(70, 190)
        #expect(belly.r > 200 && belly.g > 200 && belly.b > 200)
        let carrot = px(118, 54)
        #expect(carrot.r > 200 && carrot.b < 100)
    }
}
