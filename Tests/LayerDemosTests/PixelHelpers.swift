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

extension Bitmap {
    /// The un-premultiplied colour (0...255 each) of the pixel under point `p`.
    func color(at p: CGPoint) -> (r: Int, g: Int, b: Int, a: Int) {
        rgba(Int(p.x.rounded(.down)), Int(p.y.rounded(.down)))
    }

    /// Whether the pixel under `p` is opaque and within `tolerance` of (r, g, b) (0...255).
    func isColor(at p: CGPoint, _ r: Int, _ g: Int, _ b: Int, tolerance: Int = 2) -> Bool {
        let c = color(at: p)
        return abs(c.r - r) <= tolerance && abs(c.g - g) <= tolerance && abs(c.b - b) <= tolerance && c.a == 255
    }

    /// The gray level (0...255) of the root background, read at the frame's top-left pixel.
    var rootGray: Int { rgba(0, 0).r }

    /// Whether the pixel under `p` is the root background gray.
    func isRootGray(at p: CGPoint, tolerance: Int = 1) -> Bool {
        isColor(at: p, rootGray, rootGray, rootGray, tolerance: tolerance)
    }

    /// The brightness (mean of r, g, b, 0...255) of the pixel under `p`.
    func brightness(at p: CGPoint) -> Double {
        let c = color(at: p)
        return Double(c.r + c.g + c.b) / 3
    }

    /// The `w` x `h` pixels whose top-left pixel is `(x, y)`.
    func cropped(_ x: Int, _ y: Int, _ w: Int, _ h: Int) -> Bitmap {
        var px: [UInt32] = []
        px.reserveCapacity(w * h)
        for row in y..<y + h { px += pixels[row * width + x ..< row * width + x + w] }
        return Bitmap(width: w, height: h, pixels: px)
    }

    /// The smallest rectangle (pixels) holding every pixel whose alpha is at least `threshold` (0...1).
    func alphaBoundingBox(threshold: Double = 0.5) -> CGRect? {
        let limit = Int((threshold * 255).rounded())
        return Self.boundingBox(width: width, height: height) { x, y in Int(self[x, y] >> 24) >= limit }
    }

    /// The smallest rectangle of a `width` x `height` pixel grid holding every pixel (x, y) for
    /// which `isSet` holds; nil if none.
    static func boundingBox(width: Int, height: Int, where isSet: (Int, Int) -> Bool) -> CGRect? {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in 0..<height {
            for x in 0..<width where isSet(x, y) {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard minX <= maxX else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}

/// The components of `color` ([r, g, b, a] for an RGB colour, 0...1); empty for nil.
func components(_ color: CGColor?) -> [CGFloat] { color?.components ?? [] }

/// Whether two values agree within `eps` (inclusive), for model and presentation values.
func near(_ a: CGFloat, _ b: CGFloat, _ eps: CGFloat = 1e-3) -> Bool { abs(a - b) <= eps }

/// Whether two points agree within `eps` in x and in y.
func near(_ a: CGPoint, _ b: CGPoint, _ eps: CGFloat = 1e-3) -> Bool { near(a.x, b.x, eps) && near(a.y, b.y, eps) }

/// Whether two component lists (colours, say) have the same length and agree within `eps` one by one.
func near(_ a: [CGFloat], _ b: [CGFloat], _ eps: CGFloat = 1e-3) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { near($0, $1, eps) }
}

/// Whether two rectangles agree within `eps` on every edge.
func near(_ a: CGRect, _ b: CGRect, _ eps: CGFloat = 1e-3) -> Bool {
    near(a.minX, b.minX, eps) && near(a.minY, b.minY, eps) && near(a.maxX, b.maxX, eps) && near(a.maxY, b.maxY, eps)
}

/// The alpha of what a scene draws over its backgrounds, measured by rendering it twice: once
/// with the background layers white and once black. Where the drawing covers a pixel with
/// alpha `a`, the two renders differ by `(1 - a) * 255`.
struct CoverageMap {
    let width: Int, height: Int
    /// Alpha per pixel, 0...1, row-major.
    let alpha: [Double]

    /// Measures the coverage of `run`'s frame at media time `t` (and one frame later, for the
    /// second render), with `backgrounds`, the container and the root painted white, then black.
    init(_ run: DemoRun, backgrounds: [CALayer], at t: CFTimeInterval) throws {
        let layers = backgrounds + [run.container, run.host.rootLayer]
        run.change { for l in layers { l.backgroundColor = CGColor(gray: 1, alpha: 1) } }
        let white = try run.frame(at: t)
        run.change { for l in layers { l.backgroundColor = CGColor(gray: 0, alpha: 1) } }
        let black = try run.frame(at: t + 1.0 / 60)
        width = white.width
        height = white.height
        alpha = (0..<white.pixels.count).map { i in
            let w = white.pixels[i], b = black.pixels[i]
            let d = [16, 8, 0].map { Int(w >> UInt32($0) & 0xFF) - Int(b >> UInt32($0) & 0xFF) }.max()!
            return 1 - Double(d) / 255
        }
    }

    /// The smallest rectangle (pixels) where the alpha is at least `threshold`.
    func boundingBox(threshold: Double = 0.5) -> CGRect? {
        Bitmap.boundingBox(width: width, height: height) { x, y in alpha[y * width + x] >= threshold }
    }
}
