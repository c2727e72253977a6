import LayerKitGeometry
@testable import LayerKitRaster
import Testing

/// `Surface.paintedBounds`: a surface blended often (a raster-cache image) is blended only
/// where it has pixels. Oracle: the same composite without the bounds, byte for byte; the
/// bounds found by hand from the pixels set.
struct PaintedBoundsTests {
    /// A 40 x 30 surface, transparent but for a translucent patch and one opaque pixel.
    private static func patch() -> Surface {
        let s = Surface(width: 40, height: 30)
        for y in 8..<20 { for x in 5..<17 { s[x, y] = 0x8040_2010 } }
        s[33, 24] = 0xFF00_FF00
        return s
    }

    @Test("the non-zero bounds hold every pixel that is not transparent black, and nothing more")
    func bounds() {
        #expect(Self.patch().nonZeroBounds() == IntRect(x: 5, y: 8, width: 29, height: 17))
        #expect(Surface(width: 8, height: 8).nonZeroBounds().isEmpty)
        let corner = Surface(width: 8, height: 8)
        corner[7, 0] = 1
        #expect(corner.nonZeroBounds() == IntRect(x: 7, y: 0, width: 1, height: 1))
    }

    @Test("blending only the painted bounds gives the pixels of blending the whole surface, at any place and clip")
    func sameComposite() {
        let whole = Self.patch(), trimmed = Self.patch()
        trimmed.paintedBounds = trimmed.nonZeroBounds()
        for (origin, clip) in [((0, 0), IntRect(x: 0, y: 0, width: 64, height: 64)),
                               ((-7, 11), IntRect(x: 0, y: 0, width: 64, height: 64)),
                               ((20, 3), IntRect(x: 25, y: 10, width: 20, height: 9))] {
            let a = Fixture.surface(64, 64, fill: 0xFF33_6699), b = Fixture.surface(64, 64, fill: 0xFF33_6699)
            composite(whole, at: origin, opacity: 0.7, into: a, clip: clip)
            composite(trimmed, at: origin, opacity: 0.7, into: b, clip: clip)
            #expect((0..<64).allSatisfy { y in (0..<64).allSatisfy { x in a[x, y] == b[x, y] } }, "at \(origin)")
        }
    }
}
