// CoreGraphics' geometry functions in the Swift names Apple's overlay gives them, which
// swift-corelibs-foundation's `CGPoint`, `CGSize` and `CGRect` lack.

extension CGPoint {
    /// Whether the two points are equal (`CGPointEqualToPoint`): the same as `==`, as in
    /// Apple's overlay, which defines `==` through this method.
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether the two sizes are equal (`CGSizeEqualToSize`): the same as `==`.
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Whether the two rectangles are equal in position and size (`CGRectEqualToRect`): the
    /// same as `==`, as in Apple's overlay, which defines `==` through this method.
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
}

extension CGAffineTransform {
    /// The transform with these six entries, unlabeled (`CGAffineTransformMake`), as Apple's
    /// overlay spells it: points map as `x' = a x + c y + tx`, `y' = b x + d y + ty`.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }
}

/// A two-dimensional vector (`dx`, `dy`, in the units of the space it lives in), as
/// CoreGraphics declares it; swift-corelibs-foundation has none.
public struct CGVector: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat
    /// The zero vector.
    public static let zero = CGVector(dx: 0, dy: 0)
    /// The zero vector.
    public init() { self.init(dx: 0, dy: 0) }
    /// A vector of these components.
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    /// A vector of these integer components.
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    /// A vector of these double components.
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    /// `(dx, dy)`, as Apple prints a vector.
    public var description: String { "(\(dx), \(dy))" }
}
