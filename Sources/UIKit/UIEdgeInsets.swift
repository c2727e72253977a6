import LayerKitGraphics

/// Insets from the edges of a rectangle, points (UIKit's `UIEdgeInsets`): positive values
/// move an edge inwards.
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    /// Inset of the minimum-y edge.
    public var top: CGFloat
    /// Inset of the minimum-x edge.
    public var left: CGFloat
    /// Inset of the maximum-y edge.
    public var bottom: CGFloat
    /// Inset of the maximum-x edge.
    public var right: CGFloat

    /// Insets of the four edges.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// All zero.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// All zero.
    public static let zero = UIEdgeInsets()
}

extension CGRect {
    /// The rectangle with its edges moved inwards by `insets` (UIKit's `inset(by:)`, the
    /// former `UIEdgeInsetsInsetRect`); a result of negative size is kept as computed, as UIKit's.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - insets.left - insets.right,
               height: size.height - insets.top - insets.bottom)
    }
}
