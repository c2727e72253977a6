/// The rule a shape layer fills its path with.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A value with the given raw name (the same as `init(rawValue:)`).
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// A point is inside when the path winds around it a non-zero number of times (the default).
    public static let nonZero = CAShapeLayerFillRule("non-zero")
    /// A point is inside when a ray from it crosses the path an odd number of times.
    public static let evenOdd = CAShapeLayerFillRule("even-odd")
}

/// How a shape layer ends open subpaths when it strokes them.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A value with the given raw name (the same as `init(rawValue:)`).
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Square ends exactly at the end points (the default).
    public static let butt = CAShapeLayerLineCap("butt")
    /// Half-circle ends, half the line width past the end points.
    public static let round = CAShapeLayerLineCap("round")
    /// Square ends, half the line width past the end points.
    public static let square = CAShapeLayerLineCap("square")
}

/// How a shape layer joins the segments of a stroked path.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A value with the given raw name (the same as `init(rawValue:)`).
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Sharp corners, bevelled where the miter would exceed `miterLimit` (the default).
    public static let miter = CAShapeLayerLineJoin("miter")
    /// Rounded corners.
    public static let round = CAShapeLayerLineJoin("round")
    /// Corners cut off square to the bisector.
    public static let bevel = CAShapeLayerLineJoin("bevel")
}

/// A layer that draws a path: filled, then stroked, as a vector at the scale it is shown at
/// (on the render side, through `RenderContent`), so it is sharp when scaled and has no backing
/// store. The path is in the layer's coordinates (points) and is not clipped to the bounds
/// unless `masksToBounds` is set; it is drawn over the layer's background and contents and
/// under its sublayers.
///
/// Defaults are Apple's: no path, opaque black fill, non-zero rule, no stroke, line width 1,
/// butt caps, miter joins, miter limit 10, no dashes, stroke from 0 to 1. Animatable as on
/// Apple: `path`, `fillColor`, `strokeColor`, `lineWidth`, `miterLimit`, `lineDashPhase`,
/// `strokeStart`, `strokeEnd`. Paths with the same elements (kinds and count) animate point
/// by point; other paths switch from one to the other at half time (Apple leaves this case
/// undocumented). Non-finite numbers are refused with a one-time warning.
open class CAShapeLayer: CALayer, RenderContentProvider {
    /// The keys Apple documents as animatable for shape layers.
    static let shapeAnimatableKeys: Set<String> = ["path", "fillColor", "strokeColor", "lineWidth", "miterLimit",
                                                   "lineDashPhase", "strokeStart", "strokeEnd"]

    /// Creates a shape layer with Apple's defaults.
    public required init() {
        super.init()
        seedFillColor()
    }

    /// Creates a shadow copy of `layer` (its shape values included).
    public required init(layer: Any) { super.init(layer: layer) }

    /// Decoding is not supported; the layer has Apple's defaults.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        seedFillColor()
    }

    /// The fill is stored rather than defaulted, so that setting it to nil (no fill) sticks.
    /// The custom values get room for every shape key at once: a frame that animates a key
    /// the model never set adds it to a copy of them, and a copy that must grow hashes every
    /// key again.
    private func seedFillColor() {
        state.custom.reserveCapacity(Self.shapeKeyCount)
        state.custom["fillColor"] = CGColor(gray: 0, alpha: 1)
    }

    /// How many keys a shape layer stores (`path` to `strokeEnd`).
    private static let shapeKeyCount = 12

    /// The shape, in the layer's coordinates (points); nil draws nothing. Stored as a copy, as
    /// on Apple (later changes to a mutable path do not change the layer). Animatable.
    open var path: CGPath? {
        get { customValue("path") }
        set { changeCustom("path", to: newValue.map { CGPath(elements: $0.elements) }, same: ==) }
    }

    /// The colour the path's inside is filled with; nil fills nothing (opaque black by default). Animatable.
    open var fillColor: CGColor? {
        get { customValue("fillColor") }
        set { changeCustom("fillColor", to: newValue, same: ==) }
    }

    /// Which points are inside the path when it is filled (`.nonZero` by default).
    open var fillRule: CAShapeLayerFillRule {
        get { customValue("fillRule") ?? .nonZero }
        set { changeCustom("fillRule", to: newValue, same: ==) }
    }

    /// The colour the path is stroked with; nil strokes nothing (the default). Animatable.
    open var strokeColor: CGColor? {
        get { customValue("strokeColor") }
        set { changeCustom("strokeColor", to: newValue, same: ==) }
    }

    /// The stroke's width in points, centred on the path (1 by default; 0 or less strokes
    /// nothing). Animatable.
    open var lineWidth: CGFloat {
        get { customValue("lineWidth") ?? 1 }
        set { changeCustom("lineWidth", to: newValue, same: ==) }
    }

    /// How open subpaths end (`.butt` by default).
    open var lineCap: CAShapeLayerLineCap {
        get { customValue("lineCap") ?? .butt }
        set { changeCustom("lineCap", to: newValue, same: ==) }
    }

    /// How segments join (`.miter` by default).
    open var lineJoin: CAShapeLayerLineJoin {
        get { customValue("lineJoin") ?? .miter }
        set { changeCustom("lineJoin", to: newValue, same: ==) }
    }

    /// The longest miter, as a multiple of the line width, before a miter join is bevelled
    /// (10 by default). Animatable.
    open var miterLimit: CGFloat {
        get { customValue("miterLimit") ?? 10 }
        set { changeCustom("miterLimit", to: newValue, same: ==) }
    }

    /// Painted and unpainted lengths (points) the stroke alternates, starting with painted; nil
    /// or an empty array strokes solid (the default). Negative or non-finite lengths, or lengths
    /// that sum to 0, stroke solid.
    open var lineDashPattern: [NSNumber]? {
        get { customValue("lineDashPattern") }
        set { changeCustom("lineDashPattern", to: newValue, same: ==) }
    }

    /// How far into the dash pattern (points) the stroke starts (0 by default). Animatable.
    open var lineDashPhase: CGFloat {
        get { customValue("lineDashPhase") ?? 0 }
        set { changeCustom("lineDashPhase", to: newValue, same: ==) }
    }

    /// Where the stroke starts, as a fraction (0...1) of the path's length (0 by default).
    /// Animatable. Values outside 0...1 are clamped when drawn; nothing is stroked when it is
    /// not below `strokeEnd`. The fill always covers the whole path.
    open var strokeStart: CGFloat {
        get { customValue("strokeStart") ?? 0 }
        set { changeCustom("strokeStart", to: newValue, same: ==) }
    }

    /// Where the stroke ends, as a fraction (0...1) of the path's length (1 by default). Animatable.
    open var strokeEnd: CGFloat {
        get { customValue("strokeEnd") ?? 1 }
        set { changeCustom("strokeEnd", to: newValue, same: ==) }
    }

    open override class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "fillRule": return CAShapeLayerFillRule.nonZero
        case "lineWidth": return CGFloat(1)
        case "lineCap": return CAShapeLayerLineCap.butt
        case "lineJoin": return CAShapeLayerLineJoin.miter
        case "miterLimit": return CGFloat(10)
        case "lineDashPhase", "strokeStart": return CGFloat(0)
        case "strokeEnd": return CGFloat(1)
        default: return super.defaultValue(forKey: key)
        }
    }

    package override class var implicitlyAnimatedKeys: Set<String> {
        CALayer.baseAnimatableKeys.union(shapeAnimatableKeys)
    }

    /// A nil colour animates as transparent black; a nil path as an empty one (which switches
    /// to the other path at half time).
    package override class func animationStandIn(forKey key: String) -> (any AnimatableValue)? {
        switch key {
        case "fillColor", "strokeColor": return CGColor(gray: 0, alpha: 0)
        case "path": return CGPath(elements: [])
        default: return super.animationStandIn(forKey: key)
        }
    }

    /// The shape the presented values `state` describe; nil without a path.
    package static func renderContent(for state: LayerState) -> RenderContent? {
        ShapeContent(state)
    }
}
