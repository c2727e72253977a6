import DemoKit
import Foundation
import LayerKit
import LayerKitTestSupport
import Testing

/// DemoKit's DXT5 codec against the format's definition (EXT_texture_compression_s3tc: 16-byte
/// blocks, alpha endpoints then 3-bit indices, RGB 5:6:5 endpoints then 2-bit indices, all
/// little-endian, first pixel in the lowest bits), with bytes computed by hand.
@Suite("DXT5 codec", .ownMediaClock)
struct DXT5CodecTests {
    /// A `width` x `height` RGBA image of `pixel(x, y)`.
    static func image(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> [UInt8]) -> [UInt8] {
        (0..<height).flatMap { y in (0..<width).flatMap { x in pixel(x, y) } }
    }

    @Test("an opaque red block is alpha 255 twice and red 0xF800 twice (bytes 00 F8), every index 0")
    func oneColourBlock() throws {
        let blocks = try DXT5.encode(rgba: Self.image(4, 4) { _, _ in [255, 0, 0, 255] }, width: 4, height: 4)
        #expect(blocks == [255, 255, 0, 0, 0, 0, 0, 0, 0x00, 0xF8, 0x00, 0xF8, 0, 0, 0, 0])
        #expect(try DXT5.decode(blocks, width: 4, height: 4) == Self.image(4, 4) { _, _ in [255, 0, 0, 255] })
    }

    @Test("a checkerboard of opaque white and transparent black comes back exactly (its endpoints are exact in 5:6:5)")
    func twoColourBlockRoundTrip() throws {
        let source = Self.image(4, 4) { x, y in (x + y) % 2 == 0 ? [255, 255, 255, 255] : [0, 0, 0, 0] }
        let blocks = try DXT5.encode(rgba: source, width: 4, height: 4)
        // Endpoints: alpha 255 then 0 (eight-level mode), white 0xFFFF then black 0x0000.
        #expect(Array(blocks[0..<2]) == [255, 0] && Array(blocks[8..<12]) == [0xFF, 0xFF, 0, 0])
        #expect(try DXT5.decode(blocks, width: 4, height: 4) == source)
    }

    @Test("byte counts are blocks x 16 with sides rounded up to whole blocks; edge blocks decode to the image's size")
    func partialBlocks() throws {
        #expect(DXT5.byteCount(width: 1024, height: 1024) == 256 * 256 * 16)
        #expect(DXT5.blockCount(width: 5, height: 3) == 2 && DXT5.byteCount(width: 5, height: 3) == 32)
        let source = Self.image(5, 3) { x, _ in x < 4 ? [0, 0, 255, 255] : [0, 255, 0, 255] }
        let blocks = try DXT5.encode(rgba: source, width: 5, height: 3)
        #expect(blocks.count == 32)
        // Each block holds one colour (the second repeats its one column), so the decode is exact but for 5:6:5: both are.
        #expect(try DXT5.decode(blocks, width: 5, height: 3) == source)
    }

    @Test("buffers of the wrong size are an error naming both sizes, not a crash")
    func wrongSizes() {
        #expect(throws: DXT5SizeError.self) { try DXT5.encode(rgba: [0, 0, 0], width: 1, height: 1) }
        do {
            _ = try DXT5.decode([UInt8](repeating: 0, count: 15), width: 4, height: 4)
            Issue.record("no error")
        } catch {
            #expect("\(error)" == "DXT5: the DXT5 data has 15 bytes, 16 expected")
        }
    }
}
