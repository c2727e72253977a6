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
        let first = z(items[0])
        guard items.contains(where: { z($0) != first }) else { return items }
        return items.enumerated().sorted { a, b in
            let za = z(a.element), zb = z(b.element)
            return za != zb ? za < zb : a.offset < b.offset
        }.map(\.element)
    }
}
