@testable import LayerKitRaster
import Testing

/// A surface's own pixels start on a cache line, whatever its size: full-row vector kernels
/// then never straddle two lines on every other store. Oracle: the address itself. Sizes
/// cover `malloc`'s small bins and its mapped blocks (a 1280x720 frame), which start 16 bytes
/// into a page.
struct SurfaceAlignmentTests {
    @Test("a surface's first pixel is on a 64-byte line, small or frame-sized", arguments: [(1, 1), (3, 5), (118, 66), (1280, 720), (1920, 1080)])
    func ownedPixelsAligned(size: (Int, Int)) {
        let surfaces = (0..<4).map { _ in Surface(width: size.0, height: size.1) }
        for s in surfaces {
            #expect(Int(bitPattern: s.pixels) % Surface.alignment == 0, "\(size)")
            #expect(s[0, 0] == 0 && s[s.width - 1, s.height - 1] == 0, "still zeroed")
        }
    }
}
