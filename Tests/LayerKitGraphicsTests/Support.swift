import LayerKitGraphics
import LayerKitTestSupport
import Testing

/// A `w` x `h` backing-store context (scale 1 unless given) filled with `background`, drawn
/// into by `draw`, returned as a bitmap.
func render(_ w: Int, _ h: Int, scale: CGFloat = 1, background: CGColor? = .white,
            _ draw: (CGContext) -> Void) -> Bitmap {
    let ctx = CGContext(pixelWidth: Int(CGFloat(w) * scale), pixelHeight: Int(CGFloat(h) * scale), scale: scale)!
    if let background {
        ctx.saveGState()
        ctx.setFillColor(background)
        ctx.fill(CGRect(x: 0, y: 0, width: w, height: h))
        ctx.restoreGState()
    }
    draw(ctx)
    return Bitmap(ctx.makeImage()!)
}

/// Opaque colours as premultiplied ARGB32, for exact pixel assertions.
enum ARGB {
    static let white: UInt32 = 0xFFFF_FFFF
    static let black: UInt32 = 0xFF00_0000
    static let red: UInt32 = 0xFFFF_0000
    static let green: UInt32 = 0xFF00_FF00
    static let blue: UInt32 = 0xFF00_00FF
    static let clear: UInt32 = 0
}

extension Bitmap {
    /// Whether every pixel in `rect` equals `value`.
    func all(in rect: CGRect, equal value: UInt32) -> Bool {
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where self[x, y] != value { return false }
        }
        return true
    }

    /// How far the pixel is from white: 0 (white) ... 255 (black or a saturated colour), by its
    /// lowest premultiplied colour channel (for opaque images on white).
    func ink(_ x: Int, _ y: Int) -> Int {
        let p = premultiplied(x, y)
        return 255 - min(p.r, p.g, p.b)
    }
}

extension Bitmap: CustomTestStringConvertible {
    /// Failure messages name the bitmap's size instead of listing every pixel.
    public var testDescription: String { "Bitmap(\(width)x\(height))" }
}
