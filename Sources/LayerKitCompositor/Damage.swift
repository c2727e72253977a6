import LayerKitRaster

/// The region of a frame that differs from the previous one, found by comparing draw lists:
/// items that appeared, disappeared, changed signature or moved damage their old and new
/// extents; a change of order among the items damages the items whose order changed. A run
/// (`DrawRun`) that is the same object as last frame's at the same place is passed over whole;
/// two runs of one layer that differ are compared item by item.
package struct DamageTracker {
    private struct Entry { var key: ItemKey; var occurrence: Int; var bounds: IntRect; var signature: Int }
    private struct Slot: Hashable { var key: ItemKey; var occurrence: Int }
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
        Self.compare(previous, list.items, into: &rects)
        return Self.merge(rects.map { $0.intersection(frame) }.filter { !$0.isEmpty })
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
            if case .run(let ra) = a.operation, case .run(let rb) = b.operation {
                compare(ra.items, rb.items, into: &rects)
            } else {
                rects += [a.bounds, b.bounds]
            }
        }
        if i < old.count || i < new.count {
            rects += unaligned(counted(old[i...]), counted(new[i...]))
        }
    }

    /// At most this many damage rectangles are kept.
    package static let maxRects = 16

    /// The leaves of `items` (runs opened) as entries, each key's occurrences numbered in
    /// order (they tell apart the items of one key, such as a face split into pieces).
    private static func counted(_ items: ArraySlice<DrawItem>) -> [Entry] {
        var leaves: [DrawItem] = []
        for i in items { i.appendLeaves(to: &leaves) }
        var seen: [ItemKey: Int] = [:]
        return leaves.map { item in
            let n = seen[item.key, default: 0]
            seen[item.key] = n + 1
            return Entry(key: item.key, occurrence: n, bounds: item.bounds, signature: item.signature)
        }
    }

    /// Damage between two lists whose items no longer line up: matched by key, with changed,
    /// added, removed and reordered items damaged.
    private static func unaligned(_ previous: [Entry], _ current: [Entry]) -> [IntRect] {
        var rects: [IntRect] = []
        let before = Dictionary(previous.map { (Slot(key: $0.key, occurrence: $0.occurrence), $0) }, uniquingKeysWith: { a, _ in a })
        let after = Dictionary(current.map { (Slot(key: $0.key, occurrence: $0.occurrence), $0) }, uniquingKeysWith: { a, _ in a })
        for e in current {
            if let p = before[Slot(key: e.key, occurrence: e.occurrence)] {
                if p.signature != e.signature || p.bounds != e.bounds { rects += [p.bounds, e.bounds] }
            } else {
                rects.append(e.bounds)
            }
        }
        for p in previous where after[Slot(key: p.key, occurrence: p.occurrence)] == nil { rects.append(p.bounds) }
        let commonBefore = previous.filter { after[Slot(key: $0.key, occurrence: $0.occurrence)] != nil }
        let commonAfter = current.filter { before[Slot(key: $0.key, occurrence: $0.occurrence)] != nil }
        for (a, b) in zip(commonBefore, commonAfter) where a.key != b.key || a.occurrence != b.occurrence {
            rects += [a.bounds, b.bounds]
        }
        return rects
    }

    /// Merges overlapping or nearly adjacent rectangles in one pass: each rectangle joins the
    /// first kept one it touches when their union wastes little area; past `maxRects` kept
    /// rectangles, it joins the one whose union grows least. Linear in the input.
    package static func merge(_ input: [IntRect]) -> [IntRect] {
        var out: [IntRect] = []
        out.reserveCapacity(maxRects)
        for r in input where !r.isEmpty {
            if let i = out.firstIndex(where: { o in
                !o.intersection(r.grown(by: 8)).isEmpty && o.union(r).area <= (o.area + r.area) * 2
            }) {
                out[i] = out[i].union(r)
            } else if out.count < maxRects {
                out.append(r)
            } else {
                var best = 0, growth = Int.max
                for (i, o) in out.enumerated() {
                    let g = o.union(r).area - o.area
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

extension IntRect {
    /// The rectangle grown by `d` pixels on every side.
    func grown(by d: Int) -> IntRect { IntRect(x: x - d, y: y - d, width: width + 2 * d, height: height + 2 * d) }
}
