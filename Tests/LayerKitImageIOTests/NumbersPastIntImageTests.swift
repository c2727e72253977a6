import Foundation
import LayerKit
import LayerKitImageIO
import Testing
import LayerKitTestSupport

/// Sizes and costs past `Int`: a pixel size that is NaN, infinite or 1e300 is refused with an
/// error (also on the loader's queue, where a trap would take the app down); cache costs near
/// `Int.max` add up without overflow. Oracle: NSCache's documented cost semantics (a total,
/// evicted past the limit); the loader's error contract.
@Suite("ImageLoader and ImageCache take numbers past Int without trapping", .ownMediaClock)
struct NumbersPastIntImageTests {
    static let sizes = [CGSize(width: CGFloat.nan, height: 10), CGSize(width: 10, height: CGFloat.infinity),
                        CGSize(width: 1e300, height: 1e300), CGSize(width: -1e300, height: 10)]

    @Test("decoding to a NaN, infinite or 1e300 pixel size fails with an error naming the size")
    func badPixelSizesFail() {
        let url = ImageLoaderTests.url("g.png")
        _ = ImageLoaderTests.folder
        for size in Self.sizes {
            guard case .failure(let e) = ImageLoader.decode(url, pixelSize: size) else {
                Issue.record("\(size) decoded"); continue
            }
            #expect("\(e)".contains("cannot redraw"))
        }
    }

    @Test("the asynchronous load with a bad pixel size completes with a failure on the draining thread")
    func badPixelSizesFailAsynchronously() {
        _ = ImageLoaderTests.folder
        MainThreadHandoff.drain()
        let loader = ImageLoader()
        var failures = 0
        for size in Self.sizes {
            loader.load(ImageLoaderTests.url("g.png"), pixelSize: size) { if case .failure = $0 { failures += 1 } }
        }
        ImageLoader.waitForAll()
        MainThreadHandoff.drain()
        #expect(failures == Self.sizes.count)
    }

    @Test("costs near Int.max add up without overflow: the total clamps at Int.max and eviction keeps the limit")
    func costsNearIntMax() {
        let cache = ImageCache<Int, Int>()
        cache.setObject(1, forKey: 1, cost: Int.max)
        cache.setObject(2, forKey: 2, cost: Int.max)
        cache.setObject(3, forKey: 3, cost: Int.max - 1)
        #expect(cache.count == 3 && cache.totalCost == Int.max)
        cache.removeObject(forKey: 1)
        cache.removeObject(forKey: 2)
        #expect(cache.totalCost == Int.max - 1, "exact again once it fits")
        cache.totalCostLimit = Int.max
        cache.setObject(4, forKey: 4, cost: 2)
        #expect(cache.object(forKey: 3) == nil && cache.object(forKey: 4) == 4, "the oldest went to keep the limit")
        #expect(cache.totalCost == 2)
        #expect(cache.evictUnderMemoryPressure(keeping: 0) == 1)
    }
}
