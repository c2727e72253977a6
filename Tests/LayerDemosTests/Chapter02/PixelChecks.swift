import DemoKit
import LayerKitTestSupport

/// Pixel helpers for the demo tests: colours at points (at scale 1 a point is a pixel).
extension Bitmap {
    /// The un-premultiplied colour of the pixel under point `p`.
    func color(at p: CGPoint) -> (r: Int, g: Int, b: Int, a: Int) {
        rgba(Int(p.x.rounded(.down)), Int(p.y.rounded(.down)))
    }

    /// Whether the pixel under `p` is opaque and within `tolerance` of (r, g, b).
    func isColor(at p: CGPoint, _ r: Int, _ g: Int, _ b: Int, tolerance: Int = 2) -> Bool {
        let c = color(at: p)
        return abs(c.r - r) <= tolerance && abs(c.g - g) <= tolerance && abs(c.b - b) <= tolerance && c.a == 255
    }

    /// The gray level of the root background, read at the frame's top-left pixel.
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
}

/// Pixel measurements for the demo tests.
enum DemoPixels {
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

    /// The smallest rectangle (in the image's pixels) where `image`'s alpha is at least
    /// `threshold` (0...1).
    static func alphaBoundingBox(of image: CGImage, threshold: Double = 0.5) -> CGRect? {
        let b = Bitmap(image)
        let limit = Int((threshold * 255).rounded())
        return boundingBox(width: b.width, height: b.height) { x, y in Int(b[x, y] >> 24) >= limit }
    }

    /// The largest difference between two premultiplied ARGB32 pixels in any channel.
    static func delta(_ a: UInt32, _ b: UInt32) -> Int {
        [24, 16, 8, 0].map { abs(Int(a >> UInt32($0) & 0xFF) - Int(b >> UInt32($0) & 0xFF)) }.max()!
    }

    /// Whether two rectangles agree to within `tolerance` on every edge.
    static func isClose(_ a: CGRect?, _ b: CGRect, tolerance: CGFloat) -> Bool {
        guard let a else { return false }
        return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.maxX - b.maxX) <= tolerance && abs(a.maxY - b.maxY) <= tolerance
    }
}

/// The alpha of what a scene draws over its backgrounds, measured by rendering it twice: once
/// with the background layers white and once black. Where the drawing covers a pixel with
/// alpha `a`, the two renders differ by `(1 - a) * 255`.
struct CoverageMap {
    let width: Int, height: Int
    /// Alpha per pixel, 0...1, row-major.
    let alpha: [Double]

    /// Measures the coverage of `session`'s frame at media time `t` (and one frame later, for
    /// the second render), with `backgrounds`, the container and the root painted white, then
    /// black.
    init(_ session: DemoSession, backgrounds: [CALayer], at t: CFTimeInterval) throws {
        let layers = backgrounds + [session.container, session.host.rootLayer]
        session.change { for l in layers { l.backgroundColor = CGColor(gray: 1, alpha: 1) } }
        let white = try session.run(until: t)
        session.change { for l in layers { l.backgroundColor = CGColor(gray: 0, alpha: 1) } }
        let black = try session.run(until: t + 1.0 / 60)
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
        DemoPixels.boundingBox(width: width, height: height) { x, y in alpha[y * width + x] >= threshold }
    }
}
