import Foundation

/// A thread-safe key-value cache with a count limit, a total-cost limit and least-recently-used
/// eviction: what chapter 14.5 uses `NSCache` for (a LayerKit addition).
///
/// Not Foundation's `NSCache`: swift-corelibs-foundation's (Swift 6.3 on Linux) keeps entries
/// ordered by cost and evicts the cheapest first, and over its count limit evicts the entry
/// just inserted when costs tie, so a cache filled by preloading would throw away what it
/// preloaded. Here eviction order is recency: `object(forKey:)` and `setObject` make an entry
/// the most recent, and the least recent entries go first until both limits hold.
///
/// Costs are whatever unit the caller chooses (bytes of pixels for images: `CGImage.byteCost`).
/// A limit of 0 means no limit, as NSCache's. An entry whose cost alone exceeds the cost limit
/// is not kept.
public final class ImageCache<Key: Hashable, Value>: @unchecked Sendable {
    private final class Node {
        let key: Key
        var value: Value
        var cost: Int
        var newer: Node?
        weak var older: Node?
        init(key: Key, value: Value, cost: Int) {
            self.key = key
            self.value = value
            self.cost = cost
        }
    }

    private let lock = NSLock()
    private var nodes: [Key: Node] = [:]
    /// The least recently used entry (the next to go) and the most recent.
    private var oldest: Node?
    private var newest: Node?
    /// The sum of the kept costs, wide enough that costs near `Int.max` cannot overflow it.
    private var cost: Int128 = 0
    private var limits = (count: 0, cost: 0)
    private var counters = (hits: 0, misses: 0, evictions: 0)

    /// An empty cache with no limits.
    public init() {}

    /// The most entries kept (0: no limit). Lowering it evicts at once.
    public var countLimit: Int {
        get { locked { limits.count } }
        set { locked { limits.count = max(0, newValue); evictOverLimits() } }
    }

    /// The most total cost kept (0: no limit). Lowering it evicts at once.
    public var totalCostLimit: Int {
        get { locked { limits.cost } }
        set { locked { limits.cost = max(0, newValue); evictOverLimits() } }
    }

    /// How many entries are kept.
    public var count: Int { locked { nodes.count } }
    /// The sum of the kept entries' costs (`Int.max` when it is larger).
    public var totalCost: Int { locked { Int(clamping: cost) } }
    /// How many `object(forKey:)` calls found an entry.
    public var hits: Int { locked { counters.hits } }
    /// How many `object(forKey:)` calls found none.
    public var misses: Int { locked { counters.misses } }
    /// How many entries the limits or `evictUnderMemoryPressure(keeping:)` removed.
    public var evictions: Int { locked { counters.evictions } }
    /// The keys from least to most recently used (the eviction order), for tests and readouts.
    public var keysByRecency: [Key] {
        locked {
            var keys: [Key] = []
            var node = oldest
            while let n = node { keys.append(n.key); node = n.newer }
            return keys
        }
    }

    /// The value for `key`, made the most recently used; nil (a miss) when none is kept.
    public func object(forKey key: Key) -> Value? {
        locked {
            guard let node = nodes[key] else { counters.misses += 1; return nil }
            counters.hits += 1
            moveToNewest(node)
            return node.value
        }
    }

    /// Keeps `value` for `key` at `cost` (negative counts as 0), as the most recently used
    /// entry, replacing any value there; then evicts least recently used entries until both
    /// limits hold.
    public func setObject(_ value: Value, forKey key: Key, cost newCost: Int = 0) {
        locked {
            let c = max(0, newCost)
            if let node = nodes[key] {
                cost += Int128(c) - Int128(node.cost)
                node.value = value
                node.cost = c
                moveToNewest(node)
            } else {
                let node = Node(key: key, value: value, cost: c)
                nodes[key] = node
                cost += Int128(c)
                append(node)
            }
            evictOverLimits()
        }
    }

    /// Removes the entry for `key`, if any (not counted as an eviction).
    public func removeObject(forKey key: Key) {
        locked { if let node = nodes[key] { remove(node) } }
    }

    /// Removes every entry (not counted as evictions).
    public func removeAllObjects() {
        locked {
            while let node = oldest { remove(node) }
        }
    }

    /// What the system's memory pressure does to an `NSCache`, simulated: evicts the least
    /// recently used entries until at most `fraction` (0...1) of the total cost remains
    /// (of the count, when every cost is 0). Returns how many entries went.
    @discardableResult
    public func evictUnderMemoryPressure(keeping fraction: Double = 0) -> Int {
        locked {
            let f = fraction.isFinite ? min(1, max(0, fraction)) : 0
            let costTarget = Int128(Double(cost) * f), countTarget = Int(Double(nodes.count) * f)
            var gone = 0
            while let node = oldest, cost > 0 ? cost > costTarget : nodes.count > countTarget {
                remove(node)
                counters.evictions += 1
                gone += 1
            }
            return gone
        }
    }

    /// Resets `hits` and `misses` to 0.
    public func resetStatistics() { locked { counters.hits = 0; counters.misses = 0 } }

    // MARK: The recency list (called with the lock held)

    private func evictOverLimits() {
        while let node = oldest,
              (limits.count > 0 && nodes.count > limits.count) || (limits.cost > 0 && cost > Int128(limits.cost)) {
            remove(node)
            counters.evictions += 1
        }
    }

    private func append(_ node: Node) {
        node.older = newest
        node.newer = nil
        newest?.newer = node
        newest = node
        if oldest == nil { oldest = node }
    }

    private func unlink(_ node: Node) {
        if let older = node.older { older.newer = node.newer } else { oldest = node.newer }
        if let newer = node.newer { newer.older = node.older } else { newest = node.older }
        node.newer = nil
        node.older = nil
    }

    private func moveToNewest(_ node: Node) {
        guard newest !== node else { return }
        unlink(node)
        append(node)
    }

    private func remove(_ node: Node) {
        unlink(node)
        nodes[node.key] = nil
        cost -= Int128(node.cost)
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
