/// The one order sublayers are drawn and hit-tested in: by zPosition, ascending, and in array
/// order among equal zPositions (Apple's). Drawing (the compositor's scene build) and hit
/// testing (`drawOrderedSublayers`) both take it from here. Sublayers turned out of a flat
/// layer's plane are still hit-tested in this order, as on Apple (the book's 5.10a), while
/// drawn by depth; a transform layer's faces are hit-tested by depth at the point, which is
/// the face its depth-sorted drawing puts on top there.
package enum DrawingOrder {
    /// `items` in drawing order, back first, given each item's zPosition.
    package static func sorted<T>(_ items: [T], zPosition z: (T) -> CGFloat) -> [T] {
        guard items.count > 1 else { return items }
        // Each zPosition read once; sublayers already in order (all equal, or added back to
        // front) are returned as they are, without sorting.
        let zs = items.map(z)
        var ordered = true
        for i in 1..<zs.count where !(zs[i - 1] <= zs[i]) { ordered = false; break }
        if ordered { return items }
        // Indices sorted on concrete values (the generic element is never compared): by
        // zPosition, then by array order, which keeps equal zPositions stable.
        let order = zs.indices.sorted { a, b in zs[a] != zs[b] ? zs[a] < zs[b] : a < b }
        return order.map { items[$0] }
    }
}
