import DemoKit
import LayerKitTestSupport

/// Pixel, colour and tolerance helpers shared by the demo tests. Pixels are premultiplied
/// ARGB32 (`a<<24 | r<<16 | g<<8 | b`); colour components are 0...1; at scale 1 a container
/// point is a pixel.

/// Opaque pixels and per-pixel arithmetic on premultiplied ARGB32 values.
enum Pixel {
    /// The harness gray (0.75 white) behind and around every demo.
    static let harnessGray: UInt32 = 0xFFBF_BFBF
    static let white: UInt32 = 0xFFFF_FFFF
    static let blue: UInt32 = 0xFF00_00FF

    /// `[r, g, b]` 0...255 of `p` as stored (premultiplied; the colour itself when opaque).
    static func rgb(_ p: UInt32) -> [Int] { [Int(p >> 16 & 0xFF), Int(p >> 8 & 0xFF), Int(p & 0xFF)] }

    /// The largest difference between two pixels in any channel, alpha included (0...255).
    static func delta(_ a: UInt32, _ b: UInt32) -> Int {
        [24, 16, 8, 0].map { abs(Int(a >> UInt32($0) & 0xFF) - Int(b >> UInt32($0) & 0xFF)) }.max()!
    }

    /// The 0...255 value a colour component in 0...1 is drawn with.
    static func byte(_ c: CGFloat) -> Int { Int((c * 255).rounded()) }

    /// Whether `p` (opaque) is within `tolerance` steps of `color` (RGB) in each of r, g and b.
    static func matches(_ p: UInt32, _ color: CGColor, tolerance: Int = 1) -> Bool {
        let c = color.components ?? []
        guard c.count >= 3 else { return false }
        return zip(rgb(p), c.prefix(3)).allSatisfy { abs($0 - byte($1)) <= tolerance }
    }
}

/// The components of `color` ([r, g, b, a] for an RGB colour, 0...1); empty for nil.
func components(_ color: CGColor?) -> [CGFloat] { color?.components ?? [] }
