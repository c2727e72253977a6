/// A rectangle of device pixels: columns `x ..< x + width`, rows `y ..< y + height`.
///
/// Widths and heights below zero are treated as empty; every operation is total.
///
/// Public only so that other modules inline it: Swift 6.3 does not inline `@inlinable package`
/// code across modules, and rect arithmetic is on every per-item path. This module is not
/// re-exported by `LayerKit`.
public struct IntRect: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The first column.
    public var x: Int
    /// The first row.
    public var y: Int
    /// Columns, in pixels.
    public var width: Int
    /// Rows, in pixels.
    public var height: Int

    /// Creates a rect from its origin and size, in pixels.
    @inlinable public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// Creates the rect `[minX, maxX) x [minY, maxY)`; empty when a max is not above its min.
    @inlinable public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.init(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    /// The empty rect at the origin.
    ///
    /// Computed, not stored: a stored static of another module is reached through a lazy
    /// global accessor on every use, and `intersection` uses it on every per-item path.
    @inlinable public static var zero: IntRect { IntRect(x: 0, y: 0, width: 0, height: 0) }

    /// The first column.
    @inlinable public var minX: Int { x }
    /// The first row.
    @inlinable public var minY: Int { y }
    /// One past the last column.
    @inlinable public var maxX: Int { x + max(0, width) }
    /// One past the last row.
    @inlinable public var maxY: Int { y + max(0, height) }

    /// Whether the rect holds no pixel.
    @inlinable public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The number of pixels.
    @inlinable public var area: Int { isEmpty ? 0 : width * height }

    /// The pixels in both rects (empty, at `zero`, when they do not meet).
    @inlinable public func intersection(_ o: IntRect) -> IntRect {
        let r = IntRect(minX: max(minX, o.minX), minY: max(minY, o.minY), maxX: min(maxX, o.maxX), maxY: min(maxY, o.maxY))
        return r.isEmpty ? .zero : r
    }

    /// The smallest rect holding both; an empty rect adds nothing.
    @inlinable public func union(_ o: IntRect) -> IntRect {
        if isEmpty { return o.isEmpty ? .zero : o }
        if o.isEmpty { return self }
        return IntRect(minX: min(minX, o.minX), minY: min(minY, o.minY), maxX: max(maxX, o.maxX), maxY: max(maxY, o.maxY))
    }

    /// Whether every pixel of `other` is in this rect (an empty `other` is in every rect).
    @inlinable public func contains(_ other: IntRect) -> Bool {
        other.isEmpty || (other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY)
    }

    /// Whether pixel `(px, py)` lies in the rect.
    @inlinable public func contains(x px: Int, y py: Int) -> Bool {
        px >= minX && px < maxX && py >= minY && py < maxY
    }

    /// The pixels of this rect outside `o`, as at most four disjoint rects (the rows above
    /// and below `o`, then the columns left and right of it within its rows).
    public func subtracting(_ o: IntRect) -> [IntRect] {
        let cut = intersection(o)
        guard !cut.isEmpty else { return isEmpty ? [] : [self] }
        let parts = [IntRect(minX: minX, minY: minY, maxX: maxX, maxY: cut.minY),
                     IntRect(minX: minX, minY: cut.maxY, maxX: maxX, maxY: maxY),
                     IntRect(minX: minX, minY: cut.minY, maxX: cut.minX, maxY: cut.maxY),
                     IntRect(minX: cut.maxX, minY: cut.minY, maxX: maxX, maxY: cut.maxY)]
        return parts.filter { !$0.isEmpty }
    }

    /// `IntRect(x, y, widthxheight)`.
    public var description: String { "IntRect(\(x), \(y), \(width)x\(height))" }
}
