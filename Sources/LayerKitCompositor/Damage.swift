import LayerKitRaster

/// The region of a frame that differs from the previous one, found by comparing draw lists:
/// items that appeared, disappeared, changed signature or moved damage their old and new
/// extents; a change of order among the items damages the items whose order changed. A run
/// (`DrawRun`) that is the same object as last frame's at the same place is passed over whole;
/// two runs of one layer that differ are compared item by item.
package struct DamageTracker {
    private var previous: [DrawItem]?

    package init() {}

    /// Forgets the previous frame, so the next one is damaged everywhere.
    package mutating func reset() { previous = nil }

    /// The damaged rectangles of `list` against the previous list (everything the first time),
    /// merged, clipped to `frame`; then `list` becomes the previous list.
    package mutating func damage(for list: DrawList, frame: IntRect) -> [IntRect] {
        defer { previous = list.items }
        guard let previous else { return [frame] }
        var merger = DamageMerger(clippedTo: frame)
        Self.compare(previous, list.items, into: &merger)
        return merger.finish()
    }

    /// Adds the damage between two item lists to `merger`, stopping once it covers the whole
    /// frame. Frames usually keep the same items in the same order: they are compared position
    /// by position while the keys line up (no hashing), and the rest is matched by key with
    /// runs opened.
    private static func compare(_ old: [DrawItem], _ new: [DrawItem], into merger: inout DamageMerger) {
        var i = 0
        while i < old.count, i < new.count, old[i].key == new[i].key, !merger.isWhole {
            let a = old[i], b = new[i]
            i += 1
            if a === b || (a.signature == b.signature && a.bounds == b.bounds) { continue }
            if let ra = a.run, let rb = b.run {
                compare(ra.items, rb.items, into: &merger)
            } else if let ba = a.batch, let bb = b.batch, a.clip.rect == b.clip.rect,
                      bb.addChanges(from: ba, clip: b.clip.rect, into: &merger) {
                // The same layers: only those that changed are damaged.
            } else {
                merger.addPair(a.bounds, b.bounds)
            }
        }
        if !merger.isWhole, i < old.count || i < new.count {
            var rects: [IntRect] = []
            unaligned(DamageEntry.leaves(of: old[i...]), DamageEntry.leaves(of: new[i...]), into: &rects)
            for r in rects where !merger.isWhole { merger.add(r) }
        }
    }

    /// Appends the damage between two leaf lists whose items no longer line up. The n-th leaf
    /// of a key in `current` is matched with the n-th leaf of that key in `previous` (the
    /// occurrences tell apart the items of one key, such as a face split into pieces);
    /// changed, added and removed leaves are damaged, and so are matched leaves whose order
    /// among the matched ones changed.
    package static func unaligned(_ previous: [DamageEntry], _ current: [DamageEntry], into rects: inout [IntRect]) {
        var matcher = OccurrenceMatcher(previous)
        var partner = [Int](repeating: -1, count: current.count)
        for (j, e) in current.enumerated() {
            guard let i = matcher.take(e.key) else { rects.append(e.bounds); continue }
            partner[j] = i
            let p = previous[i]
            if p.signature != e.signature || p.bounds != e.bounds { rects.append(p.bounds); rects.append(e.bounds) }
        }
        for (i, p) in previous.enumerated() where !matcher.taken[i] { rects.append(p.bounds) }
        // The matched leaves in old order against their partners in new order.
        var i = 0
        for (j, e) in current.enumerated() where partner[j] >= 0 {
            while !matcher.taken[i] { i += 1 }
            if partner[j] != i { rects.append(previous[i].bounds); rects.append(e.bounds) }
            i += 1
        }
    }
}

/// A leaf of a draw list as damage sees it: its key, extent and signature (no reference to
/// the item, so collecting thousands of them retains nothing).
package struct DamageEntry: Equatable {
    package var key: ItemKey
    package var bounds: IntRect
    package var signature: Int

    package init(key: ItemKey, bounds: IntRect, signature: Int) {
        self.key = key
        self.bounds = bounds
        self.signature = signature
    }

    /// The leaves of `items`, runs opened, in drawing order.
    static func leaves(of items: ArraySlice<DrawItem>) -> [DamageEntry] {
        var out: [DamageEntry] = []
        out.reserveCapacity(items.count)
        for i in items { append(i, to: &out) }
        return out
    }

    private static func append(_ item: DrawItem, to out: inout [DamageEntry]) {
        guard let r = item.run else {
            out.append(DamageEntry(key: item.key, bounds: item.bounds, signature: item.signature))
            return
        }
        for i in r.items { append(i, to: &out) }
    }
}

/// Hands out the leaves of a list by key, each key's occurrences in list order: `take(k)` the
/// n-th time gives the index of the n-th leaf keyed `k`. Short lists are searched directly;
/// longer ones through an open-addressing table on a multiplicative hash of the key (a frame
/// replacing 2,000 layers matches them in about a tenth of the instructions `Dictionary`'s
/// seeded hashing takes).
struct OccurrenceMatcher {
    /// Whether each leaf has been taken.
    private(set) var taken: [Bool]
    private let keys: [ItemKey]
    /// Per table slot: -1 when empty, else a leaf of the slot's key (which key the slot holds).
    private var owner: [Int32] = []
    /// Per table slot: the first leaf of the slot's key not taken yet, or -1.
    private var head: [Int32] = []
    /// Per leaf: the next leaf of the same key, or -1.
    private var next: [Int32] = []
    private var shift = 0

    /// Lists up to this long are searched without a table.
    static let directLimit = 24

    init(_ entries: [DamageEntry]) {
        keys = entries.map(\.key)
        taken = [Bool](repeating: false, count: entries.count)
        guard entries.count > Self.directLimit else { return }
        var capacity = 64
        while capacity < 2 * entries.count { capacity *= 2 }
        shift = UInt64.bitWidth - capacity.trailingZeroBitCount
        owner = [Int32](repeating: -1, count: capacity)
        head = owner
        next = [Int32](repeating: -1, count: entries.count)
        // Back to front, so each key's chain runs in list order.
        for i in keys.indices.reversed() {
            let s = slot(keys[i])
            if owner[s] < 0 { owner[s] = Int32(i) } else { next[i] = head[s] }
            head[s] = Int32(i)
        }
    }

    /// The slot holding `key`, or the empty slot where it would go.
    private func slot(_ key: ItemKey) -> Int {
        let id = UInt64(UInt(bitPattern: key.layer))
        let mixed = (id ^ UInt64(UInt(bitPattern: key.part)) &* 0x9E37_79B9_7F4A_7C15) &* 0xBF58_476D_1CE4_E5B9
        var s = Int(truncatingIfNeeded: mixed >> UInt64(shift))
        let mask = owner.count - 1
        while owner[s] >= 0, keys[Int(owner[s])] != key { s = (s + 1) & mask }
        return s
    }

    /// The index of the first leaf keyed `key` not taken yet (now taken), or nil.
    mutating func take(_ key: ItemKey) -> Int? {
        guard !owner.isEmpty else {
            guard let i = keys.indices.first(where: { !taken[$0] && keys[$0] == key }) else { return nil }
            taken[i] = true
            return i
        }
        let s = slot(key)
        guard owner[s] >= 0, head[s] >= 0 else { return nil }
        let i = Int(head[s])
        head[s] = next[i]
        taken[i] = true
        return i
    }
}
