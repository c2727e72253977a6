/// The colour model of a `CGColorSpace`.
public enum CGColorSpaceModel: Int32, Sendable {
    case monochrome = 0, rgb = 1
}

/// A colour space: LayerKit supports device gray and device RGB (treated as sRGB).
public final class CGColorSpace: Hashable, @unchecked Sendable {
    /// The colour model.
    public let model: CGColorSpaceModel
    /// The space's name, as Apple's constants spell it.
    public let name: String?
    /// The number of colour components, alpha excluded.
    public var numberOfComponents: Int { model == .rgb ? 3 : 1 }

    init(model: CGColorSpaceModel, name: String) { self.model = model; self.name = name }

    /// Apple's name of the sRGB space.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// Apple's name of the generic gray space.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// Apple's name of the linear gray space.
    public static let linearGray = "kCGColorSpaceLinearGray"

    /// A colour space by Apple's name; RGB names map to device RGB, gray names to device gray.
    public convenience init?(name: String) {
        switch name {
        case CGColorSpace.sRGB, "kCGColorSpaceDeviceRGB", "kCGColorSpaceGenericRGB", "kCGColorSpaceExtendedSRGB":
            self.init(model: .rgb, name: name)
        case CGColorSpace.genericGrayGamma2_2, CGColorSpace.linearGray, "kCGColorSpaceDeviceGray":
            self.init(model: .monochrome, name: name)
        default:
            return nil
        }
    }

    static let deviceRGB = CGColorSpace(model: .rgb, name: "kCGColorSpaceDeviceRGB")
    static let deviceGray = CGColorSpace(model: .monochrome, name: "kCGColorSpaceDeviceGray")

    public static func == (a: CGColorSpace, b: CGColorSpace) -> Bool { a.model == b.model }
    public func hash(into h: inout Hasher) { h.combine(model) }
}

/// The device RGB colour space (sRGB on LayerKit).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGB }
/// The device gray colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { .deviceGray }

/// An immutable colour: components in its space plus alpha, each nominally 0...1 (not premultiplied).
public final class CGColor: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The colour space of `components`.
    public let colorSpace: CGColorSpace?
    /// The colour's components followed by alpha: `[r, g, b, a]` or `[gray, a]`.
    public let components: [CGFloat]?

    /// The colour clamped to 0...1 and premultiplied, as one ARGB32 pixel (rounded to nearest);
    /// made once, since every frame that draws the colour asks for it.
    package let premultipliedARGB32: UInt32

    /// An RGB colour; values outside 0...1 are kept (and clamped only when drawn).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        colorSpace = .deviceRGB
        components = [red, green, blue, alpha]
        premultipliedARGB32 = Self.pixel(components)
    }

    /// A gray colour.
    public init(gray: CGFloat, alpha: CGFloat) {
        colorSpace = .deviceGray
        components = [gray, alpha]
        premultipliedARGB32 = Self.pixel(components)
    }

    /// A colour from components in `space` (its colour components plus alpha); nil on a count mismatch.
    public init?(colorSpace space: CGColorSpace, components values: UnsafePointer<CGFloat>) {
        colorSpace = space
        components = Array(UnsafeBufferPointer(start: values, count: space.numberOfComponents + 1))
        premultipliedARGB32 = Self.pixel(components)
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The number of components including alpha.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// The same colour with a different alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard var c = components, let space = colorSpace else { return nil }
        c[c.count - 1] = alpha
        return c.withUnsafeBufferPointer { CGColor(colorSpace: space, components: $0.baseAddress!) }
    }

    /// The colour as un-premultiplied RGBA, gray expanded to RGB; non-finite components read as 0.
    package var rgba: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) { Self.rgba(components) }

    /// `components` as un-premultiplied RGBA (see `rgba`).
    private static func rgba(_ components: [CGFloat]?) -> (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) {
        guard let c = components, !c.isEmpty else { return (0, 0, 0, 0) }
        func f(_ i: Int) -> CGFloat { c[i].isFinite ? c[i] : 0 }
        if c.count >= 4 { return (f(0), f(1), f(2), f(3)) }
        return (f(0), f(0), f(0), f(c.count - 1))
    }

    /// Creates an RGB colour from un-premultiplied RGBA.
    package convenience init(rgba: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat)) {
        self.init(red: rgba.r, green: rgba.g, blue: rgba.b, alpha: rgba.a)
    }

    /// `components` clamped to 0...1 and premultiplied, as one ARGB32 pixel (rounded to nearest).
    private static func pixel(_ components: [CGFloat]?) -> UInt32 {
        let (r, g, b, a) = rgba(components)
        func c(_ v: CGFloat) -> CGFloat { min(1, max(0, v)) }
        let al = c(a)
        func byte(_ v: CGFloat) -> UInt32 { UInt32((c(v) * al * 255).rounded()) }
        return UInt32((al * 255).rounded()) << 24 | byte(r) << 16 | byte(g) << 8 | byte(b)
    }

    public static func == (a: CGColor, b: CGColor) -> Bool {
        a.colorSpace == b.colorSpace && a.components == b.components
    }

    public func hash(into h: inout Hasher) { h.combine(components) }

    public var description: String {
        "CGColor(\((components ?? []).map { String(format: "%.4g", Double($0)) }.joined(separator: ", ")))"
    }
}
