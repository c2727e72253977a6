// CoreGraphics' C-shaped path copies in the Swift names Apple's overlay imports them under
// (`CGPathCreateCopyByStrokingPath`, `CGPathCreateCopyByDashingPath`): the double-underscore
// initializers that Core Animation code written before the `copy(...)` methods still calls.

extension CGPath {
    /// The outline of `path`'s stroke (`CGPathCreateCopyByStrokingPath`): the same path as
    /// `path.copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`, with a nil
    /// `transform` meaning the identity. Never nil: a width that is not finite and positive
    /// gives an empty path, as the method documents.
    public convenience init?(__byStroking path: CGPath, transform: UnsafePointer<CGAffineTransform>?,
                             lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat) {
        let stroked = path.copy(strokingWithWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin,
                                miterLimit: miterLimit, transform: transform?.pointee ?? .identity)
        self.init(elements: stroked.elements)
    }

    /// `path` cut into dashes (`CGPathCreateCopyByDashingPath`): the same path as
    /// `path.copy(dashingWithPhase:lengths:transform:)` with the `count` lengths at `lengths`
    /// (none when `lengths` is nil or `count` is not positive, which leaves the path undashed).
    public convenience init?(__byDashing path: CGPath, transform: UnsafePointer<CGAffineTransform>?,
                             phase: CGFloat, lengths: UnsafePointer<CGFloat>?, count: Int) {
        let pattern = lengths.map { Array(UnsafeBufferPointer(start: $0, count: max(0, count))) } ?? []
        let dashed = path.copy(dashingWithPhase: phase, lengths: pattern, transform: transform?.pointee ?? .identity)
        self.init(elements: dashed.elements)
    }
}
