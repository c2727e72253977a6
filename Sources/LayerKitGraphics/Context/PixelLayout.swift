/// Where the four 8-bit components of a 32-bit pixel sit in memory, for the bitmap layouts
/// that `CGContext` accepts.
struct PixelLayout: Equatable {
    /// Byte offsets of alpha, red, green and blue within a pixel.
    let a: Int, r: Int, g: Int, b: Int
    /// Whether alpha is ignored (written as 255).
    let skipsAlpha: Bool
    let alphaInfo: CGImageAlphaInfo

    /// The layout `info` names; nil when LayerKit does not support it.
    init?(_ info: CGBitmapInfo) {
        guard let alpha = CGImageAlphaInfo(rawValue: info.rawValue & CGBitmapInfo.alphaInfoMask.rawValue) else { return nil }
        let order = info.intersection(.byteOrderMask)
        let little: Bool
        switch order {
        case .byteOrderDefault, .byteOrder32Big: little = false
        case .byteOrder32Little: little = true
        default: return nil
        }
        // Big-endian offsets; a little-endian 32-bit word reverses them.
        var offsets: (a: Int, r: Int, g: Int, b: Int)
        switch alpha {
        case .premultipliedLast, .noneSkipLast: offsets = (3, 0, 1, 2)
        case .premultipliedFirst, .noneSkipFirst: offsets = (0, 1, 2, 3)
        default: return nil
        }
        if little { offsets = (3 - offsets.a, 3 - offsets.r, 3 - offsets.g, 3 - offsets.b) }
        (a, r, g, b) = offsets
        skipsAlpha = alpha == .noneSkipLast || alpha == .noneSkipFirst
        alphaInfo = alpha
    }

    /// The layout of a native-endian ARGB32 word (cairo's), byte by byte.
    static let nativeOffsets: (a: Int, r: Int, g: Int, b: Int) = {
        var word = UInt32(0xFF00_0000) | 0x00_01_02_03 // a=0xFF r=1 g=2 b=3
        return withUnsafeBytes(of: &word) { bytes in
            (bytes.firstIndex(of: 0xFF)!, bytes.firstIndex(of: 1)!, bytes.firstIndex(of: 2)!, bytes.firstIndex(of: 3)!)
        }
    }()

    /// Whether these are exactly cairo's bytes (premultiplied, native ARGB32), so drawing can
    /// go straight into the caller's memory.
    var isNative: Bool {
        let n = PixelLayout.nativeOffsets
        return !skipsAlpha && a == n.a && r == n.r && g == n.g && b == n.b
    }
}

/// A buffer in a caller's pixel layout that mirrors a context's native pixels.
final class PixelMirror {
    let bytes: UnsafeMutableRawPointer
    let width: Int, height: Int, bytesPerRow: Int
    let layout: PixelLayout
    private let owned: Bool

    /// Mirrors into `bytes`, or into a zeroed buffer of its own when `bytes` is nil.
    init(bytes: UnsafeMutableRawPointer?, width: Int, height: Int, bytesPerRow: Int, layout: PixelLayout) {
        if let bytes {
            self.bytes = bytes
            owned = false
        } else {
            self.bytes = .allocate(byteCount: bytesPerRow * height, alignment: PixelStorage.alignment)
            self.bytes.initializeMemory(as: UInt8.self, repeating: 0, count: bytesPerRow * height)
            owned = true
        }
        self.width = width; self.height = height; self.bytesPerRow = bytesPerRow; self.layout = layout
    }

    deinit { if owned { bytes.deallocate() } }

    /// The rows and columns of `region` (device pixels, rounded outwards), or all of them.
    private func span(_ region: CGRect?) -> (x: Range<Int>, y: Range<Int>)? {
        guard let region else { return (0..<width, 0..<height) }
        let r = region.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, !r.isEmpty else { return nil }
        return (Int(r.minX)..<Int(r.maxX), Int(r.minY)..<Int(r.maxY))
    }

    /// Copies the caller's pixels in `region` into `storage` (alpha forced to 255 when skipped).
    func read(into storage: PixelStorage, region: CGRect?) {
        guard let (xs, ys) = span(region) else { return }
        let l = layout
        for y in ys {
            let row = bytes.advanced(by: y * bytesPerRow).assumingMemoryBound(to: UInt8.self)
            let out = storage.pixels + y * storage.stride
            for x in xs {
                let p = row + x * 4
                let a: UInt32 = l.skipsAlpha ? 0xFF : UInt32(p[l.a])
                out[x] = a << 24 | UInt32(p[l.r]) << 16 | UInt32(p[l.g]) << 8 | UInt32(p[l.b])
            }
        }
    }

    /// Copies `storage`'s pixels in `region` into the caller's buffer, in the caller's layout.
    func write(from storage: PixelStorage, region: CGRect?) {
        guard let (xs, ys) = span(region) else { return }
        let l = layout
        for y in ys {
            let row = bytes.advanced(by: y * bytesPerRow).assumingMemoryBound(to: UInt8.self)
            let src = storage.pixels + y * storage.stride
            for x in xs {
                let v = src[x], p = row + x * 4
                p[l.a] = l.skipsAlpha ? 0xFF : UInt8(v >> 24)
                p[l.r] = UInt8(truncatingIfNeeded: v >> 16)
                p[l.g] = UInt8(truncatingIfNeeded: v >> 8)
                p[l.b] = UInt8(truncatingIfNeeded: v)
            }
        }
    }
}
