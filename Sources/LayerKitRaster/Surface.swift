import CLayerKitRaster

/// A block of premultiplied ARGB32 pixels that draws write into, rows `stride` pixels apart.
///
/// Either owns its pixels (allocated zeroed, that is transparent) or wraps memory that someone
/// else owns and keeps alive (an XShm image, a `PixelStorage`). Not synchronised: draws on one
/// surface may run concurrently only when their clip rects are disjoint (`parallelBands`).
package final class Surface: @unchecked Sendable {
    /// Columns, in pixels (never negative).
    package let width: Int
    /// Rows, in pixels (never negative).
    package let height: Int
    /// Distance between rows, in pixels (at least `width`).
    package let stride: Int
    /// The first pixel of the first row.
    package let pixels: UnsafeMutablePointer<UInt32>
    private let owned: Bool
    /// What keeps wrapped memory alive (a shared-memory segment), released with the surface.
    private let owner: AnyObject?

    /// Where owned pixels start: on a cache line (64 bytes). `malloc` puts a frame-sized block
    /// 16 bytes into a page, so every other 32-byte store of a full-row kernel (a frame's clear,
    /// a row blend) straddled two lines; clearing a 1280x720 frame so took about 30 % longer.
    package static let alignment = 64

    /// Allocates a zeroed (transparent) surface, its first pixel on a cache line; negative
    /// sizes become 0.
    package init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        stride = self.width
        let count = max(1, self.width * self.height)
        pixels = UnsafeMutableRawPointer.allocate(byteCount: count * 4, alignment: Surface.alignment)
            .bindMemory(to: UInt32.self, capacity: count)
        pixels.initialize(repeating: 0, count: count)
        owned = true
        owner = nil
    }

    /// Wraps memory owned elsewhere, without copying or freeing it; nil when a size is negative
    /// or `stride` is below `width`. The memory must live as long as the surface: the surface
    /// holds `owner` (when given) for that, otherwise the caller keeps it alive.
    package init?(wrapping pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int,
                  owner: AnyObject? = nil) {
        guard width >= 0, height >= 0, stride >= width else { return nil }
        self.width = width; self.height = height; self.stride = stride
        self.pixels = pixels
        owned = false
        self.owner = owner
    }

    deinit { if owned { pixels.deallocate() } }

    /// When set, a rect holding every pixel that is not transparent black (0): outside it,
    /// blending the surface OVER anything changes nothing, so `composite` skips it. Set by
    /// whoever filled the surface and will not change it again (`nonZeroBounds()`); nil means
    /// the whole surface.
    package var paintedBounds: IntRect?

    /// The smallest rect holding every pixel that is not 0 (empty when there is none): one
    /// read of every pixel, for a surface that is blended many times.
    package func nonZeroBounds() -> IntRect {
        var minX = width, maxX = 0, minY = height, maxY = 0
        for y in 0..<height {
            let p = row(y)
            guard let first = (0..<width).first(where: { p[$0] != 0 }) else { continue }
            let last = (first..<width).last(where: { p[$0] != 0 })!
            minX = min(minX, first); maxX = max(maxX, last + 1)
            minY = min(minY, y); maxY = y + 1
        }
        return minX < maxX ? IntRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .zero
    }

    /// The whole surface, `(0, 0, width, height)`.
    package var bounds: IntRect { IntRect(x: 0, y: 0, width: width, height: height) }

    /// The pixel at `(x, y)`; the caller keeps the coordinates inside `bounds`.
    @inline(__always)
    package subscript(x: Int, y: Int) -> UInt32 {
        get { pixels[y * stride + x] }
        set { pixels[y * stride + x] = newValue }
    }

    /// The first pixel of row `y`.
    @inline(__always)
    package func row(_ y: Int) -> UnsafeMutablePointer<UInt32> { pixels + y * stride }

    /// Sets every pixel of `rect` (clipped to the surface) to `value`, premultiplied ARGB32.
    package func clear(_ rect: IntRect, to value: UInt32 = 0) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        let simd = lk_simd_available()
        for y in r.minY..<r.maxY { lk_fill(row(y) + r.minX, Int32(r.width), value, simd) }
    }
}
