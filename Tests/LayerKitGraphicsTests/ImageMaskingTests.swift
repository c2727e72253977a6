import LayerKitGraphics
import LayerKitTestSupport
import Testing

/// `CGImage.masking(_:)` with a gray image as the mask. Oracle: Apple's documentation of
/// `masking(_:)` (an image used as a mask: its samples act as alpha) and hand computation of
/// premultiplied components (c · gray / 255, rounded).
@Suite("CGImage.masking: a gray image as alpha")
struct ImageMaskingTests {
    @Test("each pixel keeps its colour and takes the mask's gray as alpha; a translucent mask is refused")
    func grayIsAlpha() throws {
        let color = try #require(CGImage(width: 3, height: 1, premultipliedARGB: [0xFFC8_6432, 0xFFC8_6432, 0xFFC8_6432]))
        let mask = try #require(CGImage(width: 3, height: 1, premultipliedARGB: [0xFF00_0000, 0xFF80_8080, 0xFFFF_FFFF]))
        let out = try #require(color.masking(mask))
        let px = Bitmap(out)
        #expect(px[0, 0] == 0)
        #expect(px[1, 0] == 0x8064_3219, "128/255 of (255, 200, 100, 50), rounded")
        #expect(px[2, 0] == 0xFFC8_6432)
        #expect(out.pixel(atX: 1, y: 0).alpha == 128)
        let translucent = try #require(CGImage(width: 1, height: 1, premultipliedARGB: [0x8080_8080]))
        #expect(color.masking(translucent) == nil)
    }

    @Test("a mask of another size is scaled to fit the image")
    func scaledMask() throws {
        let color = try #require(CGImage(width: 4, height: 4, premultipliedARGB: Array(repeating: 0xFF20_4060, count: 16)))
        let white = try #require(CGImage(width: 2, height: 2, premultipliedARGB: Array(repeating: 0xFFFF_FFFF, count: 4)))
        let out = try #require(color.masking(white))
        #expect(out.width == 4 && out.height == 4)
        #expect(Bitmap(out).difference(from: Bitmap(color), tolerance: 0).count == 0)
    }
}
