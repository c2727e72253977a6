/// How a layer's contents are placed in its bounds.
///
/// As on Apple, vertical names follow Core Animation's y-up convention: on this y-down
/// screen, `.top` aligns contents to the bottom edge of an unflipped layer and `.bottom` to
/// the top edge (Apple documents the swap under `contentsAreFlipped()`); inside a
/// geometry-flipped superlayer they read naturally.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A value with the given raw name (the same as `init(rawValue:)`).
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Unscaled, centred in the bounds (size: pixels / `contentsScale`).
    public static let center = CALayerContentsGravity("center")
    /// Unscaled, centred horizontally on the y-up top edge (max Y unless flipped).
    public static let top = CALayerContentsGravity("top")
    /// Unscaled, centred horizontally on the y-up bottom edge (min Y unless flipped).
    public static let bottom = CALayerContentsGravity("bottom")
    /// Unscaled, centred vertically on the left edge (min X).
    public static let left = CALayerContentsGravity("left")
    /// Unscaled, centred vertically on the right edge (max X).
    public static let right = CALayerContentsGravity("right")
    /// Unscaled, in the y-up top-left corner (min X; max Y unless flipped).
    public static let topLeft = CALayerContentsGravity("topLeft")
    /// Unscaled, in the y-up top-right corner (max X; max Y unless flipped).
    public static let topRight = CALayerContentsGravity("topRight")
    /// Unscaled, in the y-up bottom-left corner (min X; min Y unless flipped).
    public static let bottomLeft = CALayerContentsGravity("bottomLeft")
    /// Unscaled, in the y-up bottom-right corner (max X; min Y unless flipped).
    public static let bottomRight = CALayerContentsGravity("bottomRight")
    /// Stretch to fill the bounds (the default).
    public static let resize = CALayerContentsGravity("resize")
    /// Scale to fit inside the bounds, keeping the aspect ratio.
    public static let resizeAspect = CALayerContentsGravity("resizeAspect")
    /// Scale to fill the bounds, keeping the aspect ratio (may overflow).
    public static let resizeAspectFill = CALayerContentsGravity("resizeAspectFill")
}

/// How contents are sampled when scaled.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A value with the given raw name (the same as `init(rawValue:)`).
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The nearest texel.
    public static let nearest = CALayerContentsFilter("nearest")
    /// Bilinear interpolation (the default).
    public static let linear = CALayerContentsFilter("linear")
    /// Bilinear between the two nearest mipmap levels.
    public static let trilinear = CALayerContentsFilter("trilinear")
}

/// Which corners `cornerRadius` rounds, named by the layer's bounds coordinates (on this y-down
/// screen `MinY` is the top edge, as on iOS).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Top-left on iOS.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    /// Top-right on iOS.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    /// Bottom-left on iOS.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    /// Bottom-right on iOS.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

/// Which edges of a layer are antialiased when `allowsEdgeAntialiasing` is on.
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The left edge (min X of the bounds).
    public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1)
    /// The right edge (max X of the bounds).
    public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 2)
    /// The y-up "bottom": the bounds' min-Y edge (on screen, the top edge of an unflipped layer).
    public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 4)
    /// The y-up "top": the bounds' max-Y edge (on screen, the bottom edge of an unflipped layer).
    public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 8)
}

/// The axes a `CAScrollLayer` may scroll along.
public struct CAScrollLayerScrollMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A value with the given raw name (the same as `init(rawValue:)`).
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// No scrolling: `scroll(to:)` leaves the bounds origin alone.
    public static let none = CAScrollLayerScrollMode("none")
    /// Scrolling changes only the bounds origin's y.
    public static let vertically = CAScrollLayerScrollMode("vertically")
    /// Scrolling changes only the bounds origin's x.
    public static let horizontally = CAScrollLayerScrollMode("horizontally")
    /// Scrolling changes both coordinates of the bounds origin (the default).
    public static let both = CAScrollLayerScrollMode("both")
}

/// The event key of the action run when a layer joins a displayed layer tree.
public let kCAOnOrderIn = "onOrderIn"
/// The event key of the action run when a layer leaves a displayed layer tree.
public let kCAOnOrderOut = "onOrderOut"
/// The key under which transitions are attached.
public let kCATransition = "transition"
