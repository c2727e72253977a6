import Synchronization
/// A block of premultiplied ARGB32 pixels (cairo's `ARGB32`: `a << 24 | r << 16 | g << 8 | b`
/// in a native-endian `UInt32`), rows `stride` pixels apart.
///
/// Images own one and never change it after they are shared; contexts draw into theirs.
package final class PixelStorage: @unchecked Sendable {
    package let width: Int
    package let height: Int
    /// Distance between rows, in pixels (cairo needs a 4-byte multiple, which every `UInt32` row is).
    package let stride: Int
    package let pixels: UnsafeMutablePointer<UInt32>
    /// Whether `pixels` was allocated here (and is freed with the storage).
    private let ownsPixels: Bool

    /// Allocates zeroed (transparent) pixels; sizes below 1 are raised to 1 so a pointer always exists.
    package convenience init(width: Int, height: Int) {
        self.init(uninitializedWidth: width, height: height)
        clear()
    }

    /// Where owned pixels start: on a cache line (64 bytes), as the raster stage's surfaces do,
    /// so that the vector kernels reading and writing whole rows (cairo's, the compositor's
    /// blends of a layer's bitmap) do not straddle two lines on every other access.
    package static let alignment = 64

    /// Allocates pixels whose values are undefined until `clear()` or drawing sets them (for
    /// a bitmap cleared later, on the thread that draws it), the first on a cache line; sizes
    /// below 1 are raised to 1.
    package init(uninitializedWidth width: Int, height: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
        stride = self.width
        pixels = UnsafeMutableRawPointer.allocate(byteCount: stride * self.height * 4, alignment: PixelStorage.alignment)
            .bindMemory(to: UInt32.self, capacity: stride * self.height)
        ownsPixels = true
    }

    /// Sets every pixel, padding included, to transparent (0).
    package func clear() {
        pixels.initialize(repeating: 0, count: stride * height)
    }

    /// Wraps memory owned by someone else (a caller's bitmap), which must outlive the storage;
    /// `stride` is in pixels and at least `width`.
    package init(wrapping pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int) {
        precondition(width > 0 && height > 0 && stride >= width, "PixelStorage(wrapping:) needs a valid size")
        self.width = width
        self.height = height
        self.stride = stride
        self.pixels = pixels
        ownsPixels = false
    }

    deinit { if ownsPixels { pixels.deallocate() } }

    /// A copy of the pixels inside `rect` (in pixels, clipped to the storage).
    package func copy(cropping x0: Int, _ y0: Int, _ w: Int, _ h: Int) -> PixelStorage {
        let out = PixelStorage(width: w, height: h)
        for y in 0..<h {
            (out.pixels + y * out.stride).update(from: pixels + (y0 + y) * stride + x0, count: w)
        }
        return out
    }

    /// The pixel at `(x, y)`.
    @inline(__always)
    package subscript(x: Int, y: Int) -> UInt32 {
        get { pixels[y * stride + x] }
        set { pixels[y * stride + x] = newValue }
    }

    /// Whether every pixel has alpha 255.
    package var isOpaque: Bool {
        for y in 0..<height {
            let row = pixels + y * stride
            for x in 0..<width where row[x] >> 24 != 0xFF { return false }
        }
        return true
    }
}

/// Values that later stages derive from an image once and keep with it (mipmaps, opacity),
/// keyed by the deriving stage's own names; safe to use from any thread. Stored in the image
/// itself, lock included (`Mutex`): images are made for every frame a layer's content is
/// drawn, so making one allocates nothing more.
package struct DerivedCache: ~Copyable, Sendable {
    private let values = Mutex<[String: AnyObject]>([:])

    package init() {}

    /// The value under `key`, computing and storing it with `make` on first use.
    package func value<T: AnyObject>(_ key: String, make: () -> T) -> T {
        values.withLock { values in
            if let v = values[key] as? T { return v }
            let v = make()
            values[key] = v
            return v
        }
    }
}
