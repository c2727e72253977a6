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
        var rects: [IntRect] = []
        rects.reserveCapacity(list.items.count)
        Self.compare(previous, list.items, into: &rects)
        return Self.merge(rects, clippedTo: frame)
    }

    /// Appends the damage between two item lists. Frames usually keep the same items in the
    /// same order: they are compared position by position while the keys line up (no
    /// hashing), and the rest is matched by key with runs opened.
    private static func compare(_ old: [DrawItem], _ new: [DrawItem], into rects: inout [IntRect]) {
        var i = 0
        while i < old.count, i < new.count, old[i].key == new[i].key {
            let a = old[i], b = new[i]
            i += 1
            if a === b || (a.signature == b.signature && a.bounds == b.bounds) { continue }
            if let ra = a.run, let rb = b.run {
                compare(ra.items, rb.items, into: &rects)
            } else if let ba = a.batch, let bb = b.batch, a.clip.rect == b.clip.rect,
                      bb.appendChanges(from: ba, clip: b.clip.rect, into: &rects) {
                // The same layers: only those that changed are damaged.
            } else {
                appendPair(a.bounds, b.bounds, to: &rects)
            }
        }
        if i < old.count || i < new.count {
            unaligned(DamageEntry.leaves(of: old[i...]), DamageEntry.leaves(of: new[i...]), into: &rects)
        }
    }

    /// Appends an item's old and new extents: as one rectangle when `merge` would join them
    /// (they touch and their union wastes little), which halves its input when layers move a
    /// little each frame; else both. No temporary array.
    static func appendPair(_ a: IntRect, _ b: IntRect, to rects: inout [IntRect]) {
        if joins(a, b) {
            rects.append(a.union(b))
        } else {
            rects.append(a)
            rects.append(b)
        }
    }

    /// Whether `merge` joins rectangle `r` into kept rectangle `o`: they touch or lie within 8
    /// pixels, and their union is at most twice their areas.
    static func joins(_ o: IntRect, _ r: IntRect) -> Bool { Joining(r).joins(o) }

    /// A rectangle about to be merged, with what `joins` needs of it worked out once, in plain
    /// integer arithmetic: it is tested against every kept rectangle. (Device coordinates are
    /// clamped to +-2^24, so no sum or product here can overflow.)
    struct Joining {
        let r: IntRect
        let area: Int
        let gMinX: Int, gMinY: Int, gMaxX: Int, gMaxY: Int

        @inline(__always) init(_ r: IntRect) {
            self.r = r
            area = r.area
            // `r` grown by 8 pixels on every side.
            gMinX = r.x &- 8; gMinY = r.y &- 8
            gMaxX = gMinX &+ max(0, r.width &+ 16); gMaxY = gMinY &+ max(0, r.height &+ 16)
        }

        /// Whether `o` touches the grown rectangle and their union wastes little.
        @inline(__always) func joins(_ o: IntRect) -> Bool {
            guard max(o.minX, gMinX) < min(o.maxX, gMaxX), max(o.minY, gMinY) < min(o.maxY, gMaxY) else { return false }
            return unionArea(o) <= (o.area &+ area) &* 2
        }

        /// The area of `o.union(r)` without making it.
        @inline(__always) func unionArea(_ o: IntRect) -> Int {
            if o.isEmpty { return area }
            if r.isEmpty { return o.area }
            return (max(o.maxX, r.maxX) &- min(o.minX, r.minX)) &* (max(o.maxY, r.maxY) &- min(o.minY, r.minY))
        }
    }

    /// At most this many damage rectangles are kept.
    package static let maxRects = 16

    /// How many input rectangles `merge` takes between checks of whether its kept ones already
    /// nearly cover the frame.
    static let wholeFrameCheckInterval = 64

    /// Whether `rects` (within `frame`) cover at least 90 % of it by their areas, overlaps
    /// counted twice: past this a frame with many changes is damaged whole, since merging the
    /// rest would cost more than drawing the little the rectangles leave out, and every
    /// region the rasterizer is given walks the draw list again. (Only ever more damage.)
    static func nearlyCovers(_ rects: [IntRect], _ frame: IntRect) -> Bool {
        var area = 0
        for r in rects { area &+= r.area }
        return area &* 10 >= frame.area &* 9
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

    /// Merges overlapping or nearly adjacent rectangles in one pass: each rectangle joins the
    /// first kept one it touches when their union wastes little area; past `maxRects` kept
    /// rectangles, it joins the one whose union grows least. Linear in the input. Each input
    /// rectangle is first clipped to `frame` when one is given.
    package static func merge(_ input: [IntRect], clippedTo frame: IntRect? = nil) -> [IntRect] {
        var out: [IntRect] = []
        out.reserveCapacity(maxRects)
        for (n, whole) in input.enumerated() {
            if let frame, n > 0, n % wholeFrameCheckInterval == 0, nearlyCovers(out, frame) { return [frame] }
            let r = frame.map { whole.intersection($0) } ?? whole
            guard !r.isEmpty else { continue }
            let joining = Joining(r)
            if let i = out.firstIndex(where: { joining.joins($0) }) {
                out[i] = out[i].union(r)
            } else if out.count < maxRects {
                out.append(r)
            } else {
                var best = 0, growth = Int.max
                for (i, o) in out.enumerated() {
                    let g = joining.unionArea(o) &- o.area
                    if g < growth { growth = g; best = i }
                }
                out[best] = out[best].union(r)
            }
        }
        // Merging may have made kept rectangles overlap: join those (few, so quadratic is fine).
        var merged = true
        while merged {
            merged = false
            outer: for i in out.indices {
                for j in out.indices where j > i && !out[i].intersection(out[j]).isEmpty {
                    out[i] = out[i].union(out[j])
                    out.remove(at: j)
                    merged = true
                    break outer
                }
            }
        }
        return out
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
