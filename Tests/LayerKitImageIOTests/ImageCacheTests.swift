import Foundation
import LayerKitImageIO
import Testing
import LayerKitTestSupport

/// `ImageCache`: count and cost limits with least-recently-used eviction. Oracle: hand-worked
/// sequences of inserts and reads (the recency order is written out in each test), and NSCache's
/// documented meaning of a 0 limit (none).
@Suite("ImageCache: limits and LRU eviction", .ownMediaClock)
struct ImageCacheTests {
    @Test("over the count limit the least recently used entry goes, and a read makes an entry recent")
    func countLimitEvictsLeastRecent() {
        let cache = ImageCache<Int, String>()
        cache.countLimit = 3
        for i in 0..<3 { cache.setObject("\(i)", forKey: i) }
        #expect(cache.object(forKey: 0) == "0")          // order now 1, 2, 0
        cache.setObject("3", forKey: 3)                    // evicts 1
        #expect(cache.keysByRecency == [2, 0, 3])
        #expect(cache.object(forKey: 1) == nil)
        #expect(cache.object(forKey: 3) == "3", "the entry just inserted is kept (unlike corelibs' NSCache)")
        #expect(cache.count == 3 && cache.evictions == 1)
    }

    @Test("over the cost limit least recent entries go until the total fits, whatever their cost")
    func costLimitEvictsByRecency() {
        let cache = ImageCache<Int, String>()
        cache.totalCostLimit = 10
        cache.setObject("a", forKey: 0, cost: 2)
        cache.setObject("b", forKey: 1, cost: 5)
        cache.setObject("c", forKey: 2, cost: 3)
        _ = cache.object(forKey: 0)                        // order 1, 2, 0
        cache.setObject("d", forKey: 3, cost: 4)           // 14 > 10: evict 1 (cost 5) -> 9
        #expect(cache.keysByRecency == [2, 0, 3])
        #expect(cache.totalCost == 9)
        cache.setObject("e", forKey: 4, cost: 6)           // 15: evict 2 (3) -> 12, evict 0 (2) -> 10
        #expect(cache.keysByRecency == [3, 4])
        #expect(cache.totalCost == 10)
    }

    @Test("an entry costing more than the whole limit is not kept, and replacing a value updates the cost")
    func oversizedAndReplaced() {
        let cache = ImageCache<String, Int>()
        cache.totalCostLimit = 10
        cache.setObject(1, forKey: "big", cost: 11)
        #expect(cache.count == 0 && cache.totalCost == 0)
        cache.setObject(1, forKey: "x", cost: 4)
        cache.setObject(2, forKey: "x", cost: 7)
        #expect(cache.count == 1 && cache.totalCost == 7 && cache.object(forKey: "x") == 2)
    }

    @Test("lowering a limit evicts at once; 0 means no limit")
    func loweringLimits() {
        let cache = ImageCache<Int, Int>()
        for i in 0..<100 { cache.setObject(i, forKey: i, cost: 1) }
        #expect(cache.count == 100, "no limits by default")
        cache.countLimit = 10
        #expect(cache.keysByRecency == Array(90..<100))
        cache.totalCostLimit = 4
        #expect(cache.keysByRecency == [96, 97, 98, 99])
    }

    @Test("simulated memory pressure evicts least recent entries down to the fraction kept")
    func memoryPressure() {
        let cache = ImageCache<Int, Int>()
        for i in 0..<8 { cache.setObject(i, forKey: i, cost: 10) }
        _ = cache.object(forKey: 0)
        #expect(cache.evictUnderMemoryPressure(keeping: 0.5) == 4)
        #expect(cache.keysByRecency == [5, 6, 7, 0])
        #expect(cache.evictUnderMemoryPressure() == 4)
        #expect(cache.count == 0 && cache.evictions == 8)
    }

    @Test("hits and misses are counted by object(forKey:)")
    func hitRate() {
        let cache = ImageCache<Int, Int>()
        cache.setObject(1, forKey: 1)
        _ = cache.object(forKey: 1); _ = cache.object(forKey: 1); _ = cache.object(forKey: 2)
        #expect(cache.hits == 2 && cache.misses == 1)
        cache.resetStatistics()
        #expect(cache.hits == 0 && cache.misses == 0)
    }

    @Test("concurrent use from several threads keeps the limits and the books balanced")
    func concurrentUse() {
        let cache = ImageCache<Int, Int>()
        cache.countLimit = 16
        cache.totalCostLimit = 100
        DispatchQueue.concurrentPerform(iterations: 8) { t in
            for i in 0..<2000 {
                let k = (i * 7 + t) % 40
                if cache.object(forKey: k) == nil { cache.setObject(k, forKey: k, cost: k % 9) }
            }
        }
        #expect(cache.count <= 16 && cache.totalCost <= 100)
        #expect(cache.keysByRecency.count == cache.count)
        #expect(cache.hits + cache.misses == 16000)
    }
}
