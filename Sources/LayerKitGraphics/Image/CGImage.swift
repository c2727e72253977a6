import Synchronization

/// Where alpha sits in a pixel and whether colour is premultiplied by it.
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

/// An immutable bitmap image, stored as premultiplied ARGB32 (see `PixelStorage`).
///
/// Decoding (`init(data:)`, `init(contentsOf:)`) and `pngData()` live in their own files.
public final class CGImage: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Always 8.
    public var bitsPerComponent: Int { 8 }
    /// Always 32.
    public var bitsPerPixel: Int { 32 }
    /// Bytes between rows.
    public var bytesPerRow: Int { storage.stride * 4 }
    /// Always `.premultipliedFirst` (ARGB in a native-endian 32-bit word).
    public var alphaInfo: CGImageAlphaInfo { .premultipliedFirst }
    /// Device RGB.
    public var colorSpace: CGColorSpace? { .deviceRGB }

    /// The pixels; never written after the image is created.
    package let storage: PixelStorage
    /// What later stages derive from this image (mipmaps).
    package let derived = DerivedCache()
    /// Whether every pixel is opaque, once known (read often: a plain lock, not the cache).
    /// Whether every pixel is opaque, once known: 0 not yet, 1 opaque, 2 not. Atomic rather
    /// than locked: the compositor asks for every image it draws, every frame.
    private let opacity = Atomic<UInt8>(0)

    /// Wraps `storage`, which the image now owns; the caller must not write to it again.
    package init(storage: PixelStorage) {
        self.storage = storage
        width = storage.width
        height = storage.height
    }

    /// Wraps `storage` whose pixels are still being drawn (see `CGContext.pendingImage()`):
    /// the image is taken as not opaque, without looking.
    package init(pendingStorage storage: PixelStorage) {
        self.storage = storage
        width = storage.width
        height = storage.height
        opacity.store(2, ordering: .releasing)
    }

    /// Whether every pixel is opaque (computed once).
    package var isOpaque: Bool {
        switch opacity.load(ordering: .acquiring) {
        case 1: return true
        case 2: return false
        default:
            // Two threads asking at once both scan and store the same answer.
            let computed = storage.isOpaque
            opacity.store(computed ? 1 : 2, ordering: .releasing)
            return computed
        }
    }

    /// The part of the image inside `rect` (in pixels, origin top-left, rounded outwards and
    /// clipped to the image); nil when nothing remains.
    public func cropping(to rect: CGRect) -> CGImage? {
        guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return nil }
        let r = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width >= 1, r.height >= 1 else { return nil }
        return CGImage(storage: storage.copy(cropping: Int(r.minX), Int(r.minY), Int(r.width), Int(r.height)))
    }

    /// The un-premultiplied colour of the pixel at `(x, y)` (origin top-left); transparent
    /// black outside the image. A LayerKit addition for tests and tools.
    public func pixel(atX x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        guard x >= 0, y >= 0, x < width, y < height else { return (0, 0, 0, 0) }
        let p = storage[x, y]
        let a = UInt8(p >> 24)
        guard a > 0 else { return (0, 0, 0, 0) }
        func un(_ c: UInt32) -> UInt8 { UInt8(min(255, (c * 255 + UInt32(a) / 2) / UInt32(a))) }
        return (un(p >> 16 & 0xFF), un(p >> 8 & 0xFF), un(p & 0xFF), a)
    }

    public static func == (a: CGImage, b: CGImage) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
    public var description: String { "CGImage(\(width)x\(height))" }
}
