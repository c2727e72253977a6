import Testing
@testable import LayerKitCompositor
import LayerKitRaster
import LayerKitTestSupport

/// Keys of `count` distinct layers (kept alive, so their identities stay distinct).
private final class KeyOwner {}
private let owners = (0..<40).map { _ in KeyOwner() }

/// Oracle: the damage definition written out by hand, quadratically: number each key's
/// leaves in order (occurrence 0, 1, ...); a leaf of the new list matches the old leaf with the
/// same key and occurrence; changed matches damage both extents, unmatched leaves their own,
/// and matched leaves whose order changed damage both extents.
private func expectedDamage(_ old: [DamageEntry], _ new: [DamageEntry]) -> [IntRect] {
    func occurrences(_ list: [DamageEntry]) -> [Int] {
        list.indices.map { i in list[..<i].filter { $0.key == list[i].key }.count }
    }
    let oldN = occurrences(old), newN = occurrences(new)
    func match(_ key: ItemKey, _ n: Int, in list: [DamageEntry], _ counts: [Int]) -> Int? {
        list.indices.first { list[$0].key == key && counts[$0] == n }
    }
    var rects: [IntRect] = []
    for (j, e) in new.enumerated() {
        if let i = match(e.key, newN[j], in: old, oldN) {
            if old[i].signature != e.signature || old[i].bounds != e.bounds { rects += [old[i].bounds, e.bounds] }
        } else {
            rects.append(e.bounds)
        }
    }
    let oldMatched = old.indices.filter { match(old[$0].key, oldN[$0], in: new, newN) != nil }
    let newMatched = new.indices.filter { match(new[$0].key, newN[$0], in: old, oldN) != nil }
    rects += old.indices.filter { match(old[$0].key, oldN[$0], in: new, newN) == nil }.map { old[$0].bounds }
    for (i, j) in zip(oldMatched, newMatched) where old[i].key != new[j].key || oldN[i] != newN[j] {
        rects += [old[i].bounds, new[j].bounds]
    }
    return rects
}

/// A random leaf list of `count` leaves over `keys` layers and 3 parts (so keys repeat).
private func randomList(_ g: inout SeededRandom, count: Int, keys: Int) -> [DamageEntry] {
    (0..<count).map { _ in
        let key = ItemKey(ObjectIdentifier(owners[Int(g.next() % UInt64(keys))]),
                          ItemKey.Part(rawValue: Int(g.next() % 3))!)
        let x = Int(g.next() % 200), y = Int(g.next() % 200)
        return DamageEntry(key: key, bounds: IntRect(x: x, y: y, width: 1 + Int(g.next() % 30), height: 1 + Int(g.next() % 30)),
                           signature: Int(g.next() % 4))
    }
}

/// `list` changed the way frames change: some leaves dropped, some added, some moved or
/// recoloured, and some runs of leaves swapped.
private func edited(_ list: [DamageEntry], _ g: inout SeededRandom, keys: Int) -> [DamageEntry] {
    var out = list.filter { _ in g.next() % 5 != 0 }
    for _ in 0..<(1 + list.count / 6) {
        let extra = randomList(&g, count: 1, keys: keys)[0]
        out.insert(extra, at: Int(g.next() % UInt64(out.count + 1)))
    }
    for i in out.indices where g.next() % 7 == 0 { out[i].signature += 1 }
    for i in out.indices where g.next() % 9 == 0 { out[i].bounds.x += 3 }
    if out.count > 4 { out.swapAt(Int(g.next() % UInt64(out.count)), Int(g.next() % UInt64(out.count))) }
    return out
}

@Suite("Damage matching: leaves that no longer line up are matched by key and occurrence", .ownMediaClock)
struct DamageMatchingTests {
    @Test("short lists (searched directly) damage exactly what the hand-written definition says", arguments: 0..<40)
    func shortLists(seed: Int) {
        var g = SeededRandom(seed: UInt64(seed))
        let old = randomList(&g, count: 1 + Int(g.next() % 20), keys: 6)
        let new = edited(old, &g, keys: 6)
        var rects: [IntRect] = []
        DamageTracker.unaligned(old, new, into: &rects)
        #expect(rects == expectedDamage(old, new))
    }

    @Test("long lists (matched through the hash table) damage exactly what the definition says", arguments: 0..<20)
    func longLists(seed: Int) {
        var g = SeededRandom(seed: UInt64(1000 + seed))
        let old = randomList(&g, count: 30 + Int(g.next() % 200), keys: 40)
        let new = edited(old, &g, keys: 40)
        #expect(new.count > OccurrenceMatcher.directLimit)
        var rects: [IntRect] = []
        DamageTracker.unaligned(old, new, into: &rects)
        #expect(rects == expectedDamage(old, new))
    }

    @Test("a key's occurrences are handed out in list order, and a key never seen gives none")
    func occurrencesInOrder() {
        for count in [10, 100] {
            let key = ItemKey(ObjectIdentifier(owners[0]), .background)
            let other = ItemKey(ObjectIdentifier(owners[1]), .background)
            let list = (0..<count).map { i in
                DamageEntry(key: i % 3 == 0 ? key : other, bounds: IntRect(x: i, y: 0, width: 1, height: 1), signature: 0)
            }
            var m = OccurrenceMatcher(list)
            let taken = (0..<((count + 2) / 3)).compactMap { _ in m.take(key) }
            #expect(taken == Array(stride(from: 0, to: count, by: 3)), "\(count)")
            #expect(m.take(key) == nil)
            #expect(m.take(ItemKey(ObjectIdentifier(owners[2]), .background)) == nil)
            #expect(m.take(ItemKey(ObjectIdentifier(owners[0]), .border)) == nil, "the part is part of the key")
        }
    }

    @Test("replacing every sublayer by new layers each frame (15.4's culling) gives the frames a whole redraw gives")
    func replacedLayersMatchWholeRedraw() {
        let size = CGSize(width: 320, height: 240)
        let root = stage(size)
        let r = CARenderer(size: size, scale: 1, options: .default, threads: 1)
        r.layer = root
        var g = SeededRandom(seed: 15)
        var kept: [CALayer] = []
        for frame in 0..<6 {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            // A third of last frame's layers stay (some moved), the rest are new: the lists
            // no longer line up, and both matching paths (short runs, long lists) are used.
            var layers = kept.filter { _ in g.next() % 3 == 0 }
            for l in layers where g.next() % 2 == 0 { l.position.x += 7 }
            for _ in 0..<(40 + frame * 30) {
                layers.insert(box(CGRect(x: g.uniform(0...300), y: g.uniform(0...220), width: 24, height: 18),
                                  rgb(g.uniform(0...1), g.uniform(0...1), g.uniform(0...1), 0.9)),
                              at: Int(g.next() % UInt64(layers.count + 1)))
            }
            root.sublayers = layers
            CATransaction.commit()
            kept = layers
            drawFrame(r)
            #expect(Bitmap(r.image) == render(root, size: size), "frame \(frame)")
        }
    }
}
