import Foundation
import LayerKitGraphics
import LayerKitTestSupport
import Testing

/// JPEG 2000 through OpenJPEG. Oracles: the JP2 signature box (ISO/IEC 15444-1 annex I:
/// 00 00 00 0C 6A 50 20 20 0D 0A 87 0A); lossless coding (the reversible 5/3 wavelet gives
/// back every sample); hand-damaged files must throw, never crash.
@Suite("JPEG 2000 decoding and encoding")
struct JPEG2000Tests {
    /// `ImageCodecTests.sample()`: opaque orange on the left, a translucent gradient on the right.
    static let sample = ImageCodecTests.sample()

    @Test("a lossless JP2 starts with the signature box and decodes to the same opaque pixels, alpha kept within a step")
    func losslessRoundTrip() throws {
        let data = try #require(Self.sample.jpeg2000Data())
        #expect(data.starts(with: [0, 0, 0, 0x0C, 0x6A, 0x50, 0x20, 0x20, 0x0D, 0x0A, 0x87, 0x0A]))
        let decoded = try CGImage(data: data)
        #expect(decoded.width == 16 && decoded.height == 8)
        let a = Bitmap(Self.sample), b = Bitmap(decoded)
        for y in 0..<8 { for x in 0..<8 { #expect(a[x, y] == b[x, y], "opaque (\(x), \(y))") } }
        #expect(a.difference(from: b, tolerance: 1).count == 0, "premultiplied round trip of translucent pixels")
        #expect(decoded.pixel(atX: 12, y: 3).alpha == Self.sample.pixel(atX: 12, y: 3).alpha)
    }

    @Test("a lossy JP2 at ratio 20 is about a twentieth of the raw size, smaller than the lossless one, and close to the original")
    func lossy() throws {
        var px = [UInt32](repeating: 0, count: 64 * 48), seed: UInt32 = 12345
        for y in 0..<48 {
            for x in 0..<64 {
                seed = seed &* 1_103_515_245 &+ 12345
                let grain = seed >> 27   // 0...31 of noise on a gradient
                px[y * 64 + x] = 0xFF00_0000 | UInt32(x * 3 + Int(grain)) << 16 | UInt32(y * 4 + Int(grain)) << 8 | 0x80
            }
        }
        let image = try #require(CGImage(width: 64, height: 48, premultipliedARGB: px))
        let lossless = try #require(image.jpeg2000Data()), lossy = try #require(image.jpeg2000Data(compressionRatio: 20))
        #expect(lossy.count < lossless.count)
        #expect(lossy.count <= 64 * 48 * 4 / 20 + 200, "the rate asked for, plus the JP2 boxes")
        let decoded = try CGImage(data: lossy)
        var error = 0.0
        for y in 0..<48 {
            for x in 0..<64 {
                let a = image.pixel(atX: x, y: y), b = decoded.pixel(atX: x, y: y)
                error += abs(Double(a.red) - Double(b.red)) + abs(Double(a.green) - Double(b.green))
            }
        }
        #expect(error / (64 * 48 * 2) < 12, "mean error under 12 levels")
        #expect(image.jpeg2000Data(compressionRatio: -1) == nil && image.jpeg2000Data(compressionRatio: .nan) == nil)
    }

    @Test("truncated and damaged JPEG 2000 files throw a decoding error")
    func badData() throws {
        let data = try #require(Self.sample.jpeg2000Data())
        #expect(throws: CGImageDecodingError.self) { try CGImage(data: data.prefix(40)) }
        #expect(throws: CGImageDecodingError.self) { try CGImage(data: data.prefix(data.count / 2)) }
        var damaged = data
        for i in 60..<min(damaged.count, 90) { damaged[i] = 0xA5 }
        #expect(throws: CGImageDecodingError.self) { try CGImage(data: damaged) }
    }
}
