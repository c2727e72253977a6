/// How the ends of open stroked subpaths are drawn.
public enum CGLineCap: Int32, Sendable {
    /// The stroke ends exactly at the end point.
    case butt = 0
    /// A half circle of the line width's diameter is added at each end.
    case round = 1
    /// A half square of the line width is added at each end.
    case square = 2
}

/// How stroked segments meet at a corner.
public enum CGLineJoin: Int32, Sendable {
    /// The outer edges are extended to a point, or bevelled past the miter limit.
    case miter = 0
    /// A circular arc joins the outer edges.
    case round = 1
    /// A straight line joins the outer edges.
    case bevel = 2
}

/// What `CGContext.drawPath(using:)` paints.
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fill with the non-zero winding rule.
    case fill = 0
    /// Fill with the even-odd rule.
    case eoFill = 1
    /// Stroke.
    case stroke = 2
    /// Fill (non-zero), then stroke.
    case fillStroke = 3
    /// Fill (even-odd), then stroke.
    case eoFillStroke = 4
}

/// How images are sampled when drawn scaled or transformed.
public enum CGInterpolationQuality: Int32, Sendable {
    /// The context's default (LayerKit: as `.medium`).
    case `default` = 0
    /// Nearest neighbour.
    case none = 1
    /// Bilinear.
    case low = 2
    /// The best filter cairo has (slowest).
    case high = 3
    /// Bilinear when magnifying, box-filtered when minifying (cairo's GOOD filter).
    case medium = 4
}

/// How a gradient is painted outside its start and end locations.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Paint the start colour before the start location (inside the start circle for radial gradients).
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Paint the end colour after the end location (outside the end circle for radial gradients).
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// The layout of a bitmap's pixels, Apple's bit field: the alpha info in the low 5 bits, the
/// byte order in bits 12...14.
public struct CGBitmapInfo: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The bits that hold a `CGImageAlphaInfo`.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// The bits that say whether components are floating point.
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    /// Components are floats (not supported by LayerKit's contexts).
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The bits that hold the byte order.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// The default byte order (big-endian: components in memory in the order named by the alpha info).
    public static let byteOrderDefault = CGBitmapInfo([])
    /// 16-bit little-endian words.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    /// 32-bit little-endian words: `premultipliedFirst` is then B, G, R, A in memory.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 16-bit big-endian words.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    /// 32-bit big-endian words.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}

/// How drawing combines with what the context already holds (Apple's blend modes).
///
/// Each mode maps to the cairo operator of the same definition. `.plusDarker` has no cairo
/// operator: LayerKit draws it as `.normal` (a listed difference). The Porter-Duff modes
/// `.sourceIn`, `.sourceOut`, `.destinationIn` and `.destinationAtop` are unbounded, as in
/// cairo: they also change destination pixels outside the drawn shape, inside the clip.
public enum CGBlendMode: Int32, Sendable {
    /// Source over destination (the default).
    case normal = 0
    /// Separable blend modes, as defined by PDF and cairo.
    case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn
    /// Separable blend modes, as defined by PDF and cairo.
    case softLight, hardLight, difference, exclusion
    /// Non-separable blend modes (cairo's HSL operators).
    case hue, saturation, color, luminosity
    /// Porter-Duff modes: `clear` and `copy` replace within the drawn shape.
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn
    /// Porter-Duff modes.
    case destinationOut, destinationAtop, xor
    /// `plusDarker` draws as `.normal` (cairo has no such operator); `plusLighter` adds, saturating.
    case plusDarker, plusLighter
}
