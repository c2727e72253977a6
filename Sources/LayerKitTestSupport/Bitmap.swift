// LayerKitTestSupport: what the test targets share.
//
// In:   pixels from any stage (a `CGImage`, or raw premultiplied ARGB32 rows).
// Out:  `Bitmap` values, golden-image checks with a record mode and diff images on failure,
//       and seeded random numbers.
// Never: used by the library or the demos; reads the clock.
import CCairo
import Foundation
import LayerKitGraphics

/// A premultiplied ARGB32 image held by value, for comparing frames in tests.
public struct Bitmap: Equatable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Row-major premultiplied ARGB32 pixels, `width * height` of them.
    public var pixels: [UInt32]

    /// Wraps `pixels` (row-major, tightly packed).
    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "Bitmap needs width * height pixels")
        self.width = width; self.height = height; self.pixels = pixels
    }

    /// Copies rows of premultiplied ARGB32 that lie `stride` pixels apart.
    public init(width: Int, height: Int, stride: Int, rows: UnsafePointer<UInt32>) {
        var px = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height { for x in 0..<width { px[y * width + x] = rows[y * stride + x] } }
        self.init(width: width, height: height, pixels: px)
    }

    /// The pixels of `image`.
    public init(_ image: CGImage) {
        self.init(width: image.width, height: image.height, stride: image.storage.stride,
                  rows: UnsafePointer(image.storage.pixels))
    }

    /// Reads a PNG file; nil when it is missing or unreadable.
    public init?(pngFile path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let s = cairo_image_surface_create_from_png(path) else { return nil }
        defer { cairo_surface_destroy(s) }
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { return nil }
        cairo_surface_flush(s)
        let w = Int(cairo_image_surface_get_width(s)), h = Int(cairo_image_surface_get_height(s))
        let stride = Int(cairo_image_surface_get_stride(s)) / 4
        guard let data = cairo_image_surface_get_data(s) else { return nil }
        let rows = UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self)
        if cairo_image_surface_get_format(s) == CAIRO_FORMAT_RGB24 {
            var b = Bitmap(width: w, height: h, stride: stride, rows: rows)
            b.pixels = b.pixels.map { $0 | 0xFF00_0000 }
            self = b
        } else {
            self.init(width: w, height: h, stride: stride, rows: rows)
        }
    }

    /// Writes the bitmap as a PNG file (un-premultiplied by cairo).
    public func writePNG(to path: String) throws {
        var copy = pixels
        let status: cairo_status_t = copy.withUnsafeMutableBytes { raw in
            let s = cairo_image_surface_create_for_data(raw.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                                        CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(width * 4))
            defer { cairo_surface_destroy(s) }
            return cairo_surface_write_to_png(s, path)
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw NSError(domain: "Bitmap", code: Int(status.rawValue),
                          userInfo: [NSLocalizedDescriptionKey: "cannot write \(path)"])
        }
    }

    /// The premultiplied pixel at `(x, y)`.
    public subscript(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }

    /// The un-premultiplied colour at `(x, y)` as 0...255 components.
    public func rgba(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let p = self[x, y]
        let a = Int(p >> 24)
        guard a > 0 else { return (0, 0, 0, 0) }
        func un(_ c: UInt32) -> Int { min(255, (Int(c) * 255 + a / 2) / a) }
        return (un(p >> 16 & 0xFF), un(p >> 8 & 0xFF), un(p & 0xFF), a)
    }

    /// The premultiplied components at `(x, y)` as 0...255 values.
    public func premultiplied(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let p = self[x, y]
        return (Int(p >> 16 & 0xFF), Int(p >> 8 & 0xFF), Int(p & 0xFF), Int(p >> 24))
    }

    /// The largest per-channel difference from `other` and how many pixels differ by more than `tolerance`.
    public func difference(from other: Bitmap, tolerance: Int = 0) -> (maxDelta: Int, count: Int) {
        guard width == other.width, height == other.height else { return (255, width * height) }
        var maxDelta = 0, count = 0
        for i in 0..<pixels.count where pixels[i] != other.pixels[i] {
            let d = Bitmap.channelDelta(pixels[i], other.pixels[i])
            maxDelta = max(maxDelta, d)
            if d > tolerance { count += 1 }
        }
        return (maxDelta, count)
    }

    static func channelDelta(_ a: UInt32, _ b: UInt32) -> Int {
        var m = 0
        for shift in stride(from: 0, through: 24, by: 8) {
            m = max(m, abs(Int(a >> UInt32(shift) & 0xFF) - Int(b >> UInt32(shift) & 0xFF)))
        }
        return m
    }
}
