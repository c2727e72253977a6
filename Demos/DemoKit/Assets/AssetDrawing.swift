import Foundation
import LayerKit

// Small drawing helpers shared by the asset painters. Everything here is deterministic:
// no clock, and randomness only from `SplitMix64` with a fixed seed.

/// Renders point-sized drawings into bitmaps.
enum AssetCanvas {
    /// The largest pixel side anything is rendered at: 64 MiB of pixels at most, so an
    /// absurd requested size costs bounded memory and time (and stays below cairo's limit).
    static let maximumPixelSide = 4096

    /// A transparent bitmap of `size` points at `scale` pixels per point (each side rounded
    /// to whole pixels, at least 1), drawn by `draw` in points: y-down, origin top-left.
    static func image(size: CGSize, scale: CGFloat, _ draw: (CGContext) -> Void) -> CGImage {
        let context = makeContext(size: size, scale: scale)
        draw(context)
        // makeImage only fails for a context that could not be created, which makeContext excludes.
        return context.makeImage()!
    }

    /// A fresh transparent context of `size` points at `scale`.
    static func makeContext(size: CGSize, scale: CGFloat) -> CGContext {
        let w = pixelCount(size.width * scale), h = pixelCount(size.height * scale)
        // The sizes are clamped to 1...maximumPixelSide and the scale is finite and positive,
        // the init's only failure conditions besides running out of memory.
        let context = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: w * 4,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        context.scaleBy(x: scale, y: scale)
        return context
    }

    /// `value` rounded to a whole pixel count in 1...maximumPixelSide (non-finite: 1).
    static func pixelCount(_ value: CGFloat) -> Int {
        guard value.isFinite else { return 1 }
        return Int(min(CGFloat(maximumPixelSide), max(1, value.rounded())))
    }

    /// Adds seeded film grain of about ±`amount` levels per channel to an opaque context's
    /// pixels (premultiplied ARGB32 in native order, alpha 255 kept), so photos carry the
    /// high-frequency detail that makes PNG files much larger than JPEG ones.
    static func addGrain(to context: CGContext, amount: Int, seed: UInt64) {
        guard amount > 0, let data = context.data else { return }
        let rowPixels = context.bytesPerRow / 4
        let pixels = data.assumingMemoryBound(to: UInt32.self)
        var random = SplitMix64(seed: seed)
        let span = UInt64(2 * amount + 1)
        for y in 0..<context.height {
            let row = pixels + y * rowPixels
            for x in 0..<context.width {
                let noise = Int(random.next() % span) - amount
                row[x] = grained(row[x], noise)
            }
        }
    }

    /// An opaque pixel with `noise` added to each colour channel (clamped to 0...255).
    @inline(__always)
    private static func grained(_ p: UInt32, _ noise: Int) -> UInt32 {
        func channel(_ shift: UInt32) -> UInt32 {
            UInt32(min(255, max(0, Int(p >> shift & 0xFF) + noise))) << shift
        }
        return 0xFF00_0000 | channel(16) | channel(8) | channel(0)
    }
}


/// An opaque or translucent sRGB colour from a 0xRRGGBB literal.
func rgb(_ hex: UInt32, alpha: CGFloat = 1) -> CGColor {
    CGColor(red: CGFloat(hex >> 16 & 0xFF) / 255, green: CGFloat(hex >> 8 & 0xFF) / 255,
            blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
}

/// The colour `hex` with each channel multiplied by `factor` (below 1 darkens; clamped to 1).
func rgb(_ hex: UInt32, times factor: CGFloat) -> CGColor {
    func c(_ shift: UInt32) -> CGFloat { min(1, CGFloat(hex >> shift & 0xFF) / 255 * factor) }
    return CGColor(red: c(16), green: c(8), blue: c(0), alpha: 1)
}

/// A gradient through `colors` spaced evenly from 0 to 1.
func gradient(_ colors: [CGColor]) -> CGGradient {
    // Nil only for an empty list or mismatched locations, which this call never passes.
    CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: nil)!
}

/// A gradient through colours at explicit locations in 0...1.
func gradient(_ stops: [(CGFloat, CGColor)]) -> CGGradient {
    CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: stops.map(\.1), locations: stops.map(\.0))!
}

/// Paths the painters build often.
enum Shape {
    static func circle(_ center: CGPoint, _ radius: CGFloat) -> CGPath {
        CGPath(ellipseIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius),
               transform: nil)
    }

    static func ellipse(_ rect: CGRect) -> CGPath { CGPath(ellipseIn: rect, transform: nil) }

    static func rect(_ rect: CGRect) -> CGPath { CGPath(rect: rect, transform: nil) }

    static func roundedRect(_ rect: CGRect, _ radius: CGFloat) -> CGPath {
        CGPath(roundedRect: rect, cornerWidth: radius, cornerHeight: radius, transform: nil)
    }

    /// A closed polygon through `points`.
    static func polygon(_ points: [CGPoint]) -> CGPath {
        let path = CGMutablePath()
        path.addLines(between: points)
        path.closeSubpath()
        return path
    }

    /// An open polyline through `points`.
    static func polyline(_ points: [CGPoint]) -> CGPath {
        let path = CGMutablePath()
        path.addLines(between: points)
        return path
    }

    /// `path` mirrored about the vertical line x = `axis`.
    static func mirroredX(_ path: CGPath, about axis: CGFloat) -> CGPath {
        var t = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 2 * axis, ty: 0)
        return path.copy(using: &t) ?? path
    }

    /// `path` mirrored about the horizontal line y = `axis`.
    static func mirroredY(_ path: CGPath, about axis: CGFloat) -> CGPath {
        var t = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 2 * axis)
        return path.copy(using: &t) ?? path
    }
}

extension CGContext {
    /// Runs `body` between `saveGState()` and `restoreGState()`.
    func withGState(_ body: () -> Void) {
        saveGState()
        body()
        restoreGState()
    }

    /// Fills `path` with a solid colour.
    func paint(_ path: CGPath, _ color: CGColor, rule: CGPathFillRule = .winding) {
        setFillColor(color)
        addPath(path)
        fillPath(using: rule)
    }

    /// Strokes `path` with a solid colour.
    func outline(_ path: CGPath, _ color: CGColor, width: CGFloat,
                 cap: CGLineCap = .round, join: CGLineJoin = .round) {
        setStrokeColor(color)
        setLineWidth(width)
        setLineCap(cap)
        setLineJoin(join)
        addPath(path)
        strokePath()
    }

    /// Fills `path` with a linear gradient from `start` to `end`, the end colours continuing.
    func paint(_ path: CGPath, _ gradient: CGGradient, from start: CGPoint, to end: CGPoint,
               rule: CGPathFillRule = .winding) {
        withGState {
            addPath(path)
            clip(using: rule)
            drawLinearGradient(gradient, start: start, end: end,
                               options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
    }

    /// Fills `path` with a radial gradient from a point at `focus` to a circle of `radius`
    /// around `center`, the outer colour continuing.
    func paint(_ path: CGPath, _ gradient: CGGradient, focus: CGPoint, center: CGPoint, radius: CGFloat) {
        withGState {
            addPath(path)
            clip()
            drawRadialGradient(gradient, startCenter: focus, startRadius: 0, endCenter: center, endRadius: radius,
                               options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
    }

    /// Runs `body` clipped to `path`.
    func clipped(to path: CGPath, rule: CGPathFillRule = .winding, _ body: () -> Void) {
        withGState {
            addPath(path)
            clip(using: rule)
            body()
        }
    }

    /// Runs `body` with user space mapped so that a drawing designed in a `design`-sized box
    /// fills `rect` (scaled uniformly by width and height separately).
    func drawing(in rect: CGRect, design: CGSize, _ body: () -> Void) {
        withGState {
            translateBy(x: rect.minX, y: rect.minY)
            scaleBy(x: rect.width / design.width, y: rect.height / design.height)
            body()
        }
    }
}
