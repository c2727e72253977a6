import LayerKitRaster

/// The region of a frame that differs from the previous one, found by comparing draw lists:
/// items that appeared, disappeared, changed signature or moved damage their old and new
/// extents; a change of order among the items damages the items whose order changed.
package struct DamageTracker {
    private struct Entry { var key: ItemKey; var occurrence: Int; var bounds: IntRect; var signature: Int }
    private struct Slot: Hashable { var key: ItemKey; var occurrence: Int }
    private var previous: [Entry]?

    package init() {}

    /// Forgets the previous frame, so the next one is damaged everywhere.
    package mutating func reset() { previous = nil }

    /// The damaged rectangles of `list` against the previous list (everything the first time),
    /// merged, clipped to `frame`; then `list` becomes the previous list.
    package mutating func damage(for list: DrawList, frame: IntRect) -> [IntRect] {
        var seen: [ItemKey: Int] = [:]
        let current = list.items.map { item -> Entry in
            let n = seen[item.key, default: 0]
            seen[item.key] = n + 1
            return Entry(key: item.key, occurrence: n, bounds: item.bounds, signature: item.signature)
        }
        defer { previous = current }
        guard let previous else { return [frame] }
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
        return Self.merge(rects.map { $0.intersection(frame) }.filter { !$0.isEmpty })
    }

    /// Merges overlapping or nearly adjacent rectangles; beyond 16 rectangles, their bounding box.
    package static func merge(_ input: [IntRect]) -> [IntRect] {
        var rects = input
        var merged = true
        while merged {
            merged = false
            outer: for i in rects.indices {
                for j in rects.indices where j > i {
                    let u = rects[i].union(rects[j])
                    let touching = !rects[i].intersection(rects[j].grown(by: 8)).isEmpty
                    if touching && u.area <= (rects[i].area + rects[j].area) * 2 {
                        rects[i] = u
                        rects.remove(at: j)
                        merged = true
                        break outer
                    }
                }
            }
        }
        if rects.count > 16 { return [rects.dropFirst().reduce(rects[0]) { $0.union($1) }] }
        return rects
    }
}

extension IntRect {
    /// The rectangle grown by `d` pixels on every side.
    func grown(by d: Int) -> IntRect { IntRect(x: x - d, y: y - d, width: width + 2 * d, height: height + 2 * d) }
}
