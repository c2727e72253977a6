@testable import LayerKitGraphics
import Testing

/// Pixel storage allocated here (an image's, a bitmap context's) starts on a cache line, so
/// cairo's and the compositor's row kernels reading or writing it do not straddle lines.
/// Oracle: the address itself.
struct PixelStorageAlignmentTests {
    @Test("pixel storage starts on a 64-byte line, small or frame-sized", arguments: [(1, 1), (7, 3), (118, 66), (1280, 720)])
    func storageAligned(size: (Int, Int)) {
        for s in (0..<4).map({ _ in PixelStorage(width: size.0, height: size.1) }) {
            #expect(Int(bitPattern: s.pixels) % PixelStorage.alignment == 0, "\(size)")
        }
    }

    @Test("a bitmap context of its own has its pixels on a 64-byte line, in cairo's layout or another")
    func contextBitmapAligned() throws {
        let native = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        for info in [native, CGImageAlphaInfo.premultipliedLast.rawValue] {
            let context = try #require(CGContext(data: nil, width: 118, height: 66, bitsPerComponent: 8, bytesPerRow: 0,
                                                 space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info))
            let data = try #require(context.data)
            #expect(Int(bitPattern: data) % PixelStorage.alignment == 0, "bitmap info \(info)")
        }
    }
}
