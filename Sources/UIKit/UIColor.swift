import Foundation
import LayerKitGraphics

/// A colour, as UIKit's: an immutable object wrapping a `CGColor` in device RGB or gray
/// (treated as sRGB), with components 0...1, not premultiplied.
///
/// Components outside 0...1 are kept as given (UIKit's extended range is not modelled: they
/// are clamped when drawn); non-finite components read as 0.
open class UIColor: NSObject, @unchecked Sendable {
    /// The Core Graphics colour (shared, immutable).
    public let cgColor: CGColor

    /// A colour wrapping `cgColor`.
    public init(cgColor: CGColor) {
        self.cgColor = cgColor
        super.init()
    }

    /// An RGB colour (components 0...1; non-finite read as 0).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(cgColor: CGColor(red: Self.finite(red), green: Self.finite(green), blue: Self.finite(blue),
                                   alpha: Self.finite(alpha)))
    }

    /// A gray colour: `white` 0 black ... 1 white.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(cgColor: CGColor(gray: Self.finite(white), alpha: Self.finite(alpha)))
    }

    /// An HSB colour: `hue` 0...1 around the colour wheel (values outside wrap), saturation
    /// and brightness 0...1 (clamped).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = HSB.rgb(hue: Self.finite(hue), saturation: Self.finite(saturation),
                                brightness: Self.finite(brightness))
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// The same colour with `alpha` replacing its alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(cgColor: cgColor.copy(alpha: Self.finite(alpha)) ?? cgColor)
    }

    /// The RGB components and alpha (a gray colour gives its white for each); true, as UIKit
    /// returns for every colour it can convert to RGB, which here is all of them.
    @discardableResult
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = rgba
        red?.pointee = c.r; green?.pointee = c.g; blue?.pointee = c.b; alpha?.pointee = c.a
        return true
    }

    /// The gray level and alpha; false (and nothing written) for a colour that is not gray,
    /// as UIKit returns for an RGB colour.
    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard cgColor.colorSpace?.model == .monochrome, let c = cgColor.components, c.count == 2 else { return false }
        white?.pointee = c[0]; alpha?.pointee = c[1]
        return true
    }

    /// The hue, saturation, brightness (each 0...1) and alpha; true.
    @discardableResult
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = rgba
        let (h, s, v) = HSB.hsb(red: c.r, green: c.g, blue: c.b)
        hue?.pointee = h; saturation?.pointee = s; brightness?.pointee = v; alpha?.pointee = c.a
        return true
    }

    /// Makes this colour the fill and stroke colour of the current UIKit context (if any).
    open func set() { setFill(); setStroke() }

    /// Makes this colour the fill colour of the current UIKit context (if any).
    open func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

    /// Makes this colour the stroke colour of the current UIKit context (if any).
    open func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }

    /// Equal colours have equal colour spaces and components (UIKit's `isEqual:`).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return other.cgColor == cgColor
    }

    /// Hashes the components, consistently with `isEqual(_:)`.
    open override var hash: Int { cgColor.hashValue }

    /// The colour as UIKit describes it: its space and components.
    open override var description: String { "UIColor(\(cgColor))" }

    /// The RGBA components; gray colours expand to equal red, green and blue.
    var rgba: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) {
        guard let c = cgColor.components else { return (0, 0, 0, 1) }
        switch c.count {
        case 2: return (c[0], c[0], c[0], c[1])
        case 4: return (c[0], c[1], c[2], c[3])
        default: return (0, 0, 0, cgColor.alpha)
        }
    }

    static func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
}

/// UIKit's named colours with their documented component values.
extension UIColor {
    /// Gray 0, alpha 1.
    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Gray 1/3.
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    /// Gray 2/3.
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// Gray 1.
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Gray 0.5.
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// RGB (1, 0, 0).
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// RGB (0, 1, 0).
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// RGB (0, 0, 1).
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// RGB (0, 1, 1).
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// RGB (1, 1, 0).
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// RGB (1, 0, 1).
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// RGB (1, 0.5, 0).
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// RGB (0.5, 0, 0.5).
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// RGB (0.6, 0.4, 0.2).
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Gray 0, alpha 0.
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// The light-mode system blue, RGB (0, 122, 255) / 255: the default `tintColor`.
    public static var systemBlue: UIColor { UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1) }
}

/// Hue, saturation and brightness conversions (the hexcone model UIKit uses).
enum HSB {
    /// RGB for a hue (wrapped to 0..<1), saturation and brightness (clamped to 0...1).
    static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        var h = hue.truncatingRemainder(dividingBy: 1)
        if h < 0 { h += 1 }
        let sector = h * 6, i = Int(sector) % 6, f = sector - sector.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch i {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// Hue (0..<1), saturation and brightness for RGB components.
    static func hsb(red r: CGFloat, green g: CGFloat, blue b: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let maxC = max(r, g, b), minC = min(r, g, b), delta = maxC - minC
        let s = maxC > 0 ? delta / maxC : 0
        guard delta > 0 else { return (0, s, maxC) }
        var h: CGFloat
        if maxC == r { h = (g - b) / delta } else if maxC == g { h = 2 + (b - r) / delta } else { h = 4 + (r - g) / delta }
        h /= 6
        if h < 0 { h += 1 }
        return (h, s, maxC)
    }
}
