/// The shape of a gradient layer's colour ramp.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A value with the given raw name (the same as `init(rawValue:)`).
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Colours change along the line from `startPoint` to `endPoint` (the default).
    public static let axial = CAGradientLayerType("axial")
    /// Colours change outward on ellipses centred at `startPoint`; location 1 lies on the
    /// ellipse whose half-width and half-height are `endPoint - startPoint` (in points).
    public static let radial = CAGradientLayerType("radial")
    /// Colours change around `startPoint`, from location 0 on the ray towards `endPoint`
    /// through a full turn (clockwise on screen).
    public static let conic = CAGradientLayerType("conic")
}

/// A layer that fills its bounds with a colour gradient, drawn on the render side (through
/// `RenderContent`) at the scale it is shown at, over its background and under its sublayers.
///
/// Defaults are Apple's: no colours (nothing drawn), nil locations (colours evenly spaced),
/// axial from `startPoint` (0.5, 0) to `endPoint` (0.5, 1), so top to bottom. Points are in
/// the unit coordinate space of the bounds ((0, 0) top-left, (1, 1) bottom-right on this
/// y-down screen); the ramp is measured in points, so for a non-square layer an axial
/// gradient's colours stay perpendicular to the start → end line on screen. `colors` and
/// `locations` animate (element by element for equal counts). Colours between stops are
/// interpolated un-premultiplied, and end colours continue past the ends.
///
/// A `locations` array whose count differs from `colors` draws nothing, as the book notes.
open class CAGradientLayer: CALayer, RenderContentProvider {
    /// The colours of the ramp, each a `CGColor`, in order; nil or empty draws nothing.
    /// Animatable. An array with any element that is not a `CGColor` is refused with a
    /// one-time warning (the property keeps its value). Stored as `[CGColor]`.
    open var colors: [Any]? {
        get { Self.colorList(state.customValue("colors")).map { $0 as [Any] } }
        set {
            guard let newValue else { return changeCustom("colors", to: [CGColor]?.none, same: ==) }
            let cg = newValue.compactMap { $0 as? CGColor }
            guard cg.count == newValue.count else {
                Diagnostics.warnOnce("ignored CAGradientLayer.colors with an element that is not a CGColor; the property keeps its value")
                return
            }
            changeCustom("colors", to: cg, same: ==)
        }
    }

    /// Where each colour sits along the ramp (0...1, increasing), one per colour; nil spaces
    /// the colours evenly (the default). Animatable. Non-finite entries are refused with a
    /// one-time warning. Stored as `[CGFloat]`.
    open var locations: [NSNumber]? {
        get { Self.locationList(state.customValue("locations")).map { $0.map { NSNumber(value: Double($0)) } } }
        set {
            let values = newValue?.map { CGFloat($0.doubleValue) }
            guard values?.allSatisfy(\.isFinite) ?? true else {
                Diagnostics.warnOnce("ignored non-finite CAGradientLayer.locations; the property keeps its value")
                return
            }
            changeCustom("locations", to: values, same: ==)
        }
    }

    /// Where location 0 is, in the unit space of the bounds ((0.5, 0) by default). Animatable.
    open var startPoint: CGPoint {
        get { customValue("startPoint") ?? CGPoint(x: 0.5, y: 0) }
        set { changeCustom("startPoint", to: newValue, same: ==) }
    }

    /// Where location 1 is, in the unit space of the bounds ((0.5, 1) by default). Animatable.
    open var endPoint: CGPoint {
        get { customValue("endPoint") ?? CGPoint(x: 0.5, y: 1) }
        set { changeCustom("endPoint", to: newValue, same: ==) }
    }

    /// The ramp's shape (`.axial` by default).
    open var type: CAGradientLayerType {
        get { customValue("type") ?? .axial }
        set { changeCustom("type", to: newValue, same: ==) }
    }

    open override class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "startPoint": return CGPoint(x: 0.5, y: 0)
        case "endPoint": return CGPoint(x: 0.5, y: 1)
        case "type": return CAGradientLayerType.axial
        default: return super.defaultValue(forKey: key)
        }
    }

    package override class var implicitlyAnimatedKeys: Set<String> {
        CALayer.baseAnimatableKeys.union(["colors", "locations", "startPoint", "endPoint"])
    }

    /// Nil colours and locations animate as empty arrays (which switch at half time).
    package override class func animationStandIn(forKey key: String) -> (any AnimatableValue)? {
        switch key {
        case "colors": return [CGColor]()
        case "locations": return [CGFloat]()
        default: return super.animationStandIn(forKey: key)
        }
    }

    /// The stored colours as `[CGColor]`, however they were set (the property, or
    /// `setValue(_:forKey:)` with an array of colours); nil for anything else.
    static func colorList(_ stored: Any?) -> [CGColor]? { stored.flatMap { [CGColor].coerce($0) } }

    /// The stored locations as `[CGFloat]`, however they were set (`[NSNumber]`, `[Double]`...).
    static func locationList(_ stored: Any?) -> [CGFloat]? { stored.flatMap { [CGFloat].coerce($0) } }

    /// The gradient the presented values `state` describe; nil when it draws nothing.
    package static func renderContent(for state: LayerState) -> RenderContent? {
        GradientContent(state)
    }
}

/// What a `CAGradientLayer` draws on the render side, from one frame's presented values.
final class GradientContent: RenderContent, @unchecked Sendable {
    let gradient: CGGradient
    let geometry: GradientGeometry
    let bounds: CGRect

    /// The content of `state`; nil with fewer than two colours, with a locations count that differs from
    /// the colours', with empty bounds, or with degenerate geometry.
    init?(_ state: LayerState) {
        func value<T>(_ key: String) -> T? { (state.customValue(key) ?? CAGradientLayer.defaultValue(forKey: key)) as? T }
        let b = state.bounds.standardized
        // One colour is no ramp: Apple draws nothing (measured, issue 38).
        guard let colors = CAGradientLayer.colorList(state.customValue("colors")), colors.count > 1,
              !b.isEmpty, b.isFiniteValue else { return nil }
        let locations = CAGradientLayer.locationList(state.customValue("locations"))
        if let locations, !locations.allSatisfy(\.isFinite) { return nil }
        if let locations, locations.count != colors.count { return nil }
        guard let gradient = CGGradient(colorsSpace: nil, colors: colors, locations: locations) else { return nil }
        func point(_ u: CGPoint) -> CGPoint { CGPoint(x: b.minX + u.x * b.width, y: b.minY + u.y * b.height) }
        let s = point(value("startPoint") ?? CGPoint(x: 0.5, y: 0)), e = point(value("endPoint") ?? CGPoint(x: 0.5, y: 1))
        switch value("type") ?? CAGradientLayerType.axial {
        case .radial: geometry = .radial(center: s, radii: CGSize(width: abs(e.x - s.x), height: abs(e.y - s.y)))
        case .conic: geometry = .conic(center: s, reference: e)
        default: geometry = .axial(start: s, end: e)
        }
        guard geometry.isDrawable else { return nil }
        self.gradient = gradient
        bounds = b
    }

    /// The bounds: a gradient fills exactly its layer.
    func extent(bounds: CGRect) -> CGRect { self.bounds }

    /// A gradient is drawn as a background: in the layer's rounded shape, under its contents.
    var fillsLayerShape: Bool { true }

    /// Paints the ramp over the bounds, dithered (see `CGContext.drawDitheredGradient`).
    func draw(in context: CGContext, atTime t: CFTimeInterval) {
        context.drawDitheredGradient(gradient, geometry, in: bounds)
    }
}
