import LayerKitGraphics
import LayerKitTestSupport
import Testing

/// Shadows and image drawing. Oracle: Apple's Quartz 2D guide, "Shadows" (default colour
/// black at 1/3 alpha; offset and blur in base space, not affected by the CTM), QA1706
/// (positive height moves the shadow down in UIKit's y-down contexts), and hand computation.
@Suite("Shadows and images")
struct ShadowImageGoldenTests {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)

    @Test("a blur-0 shadow is the shape moved by the offset, under the shape (pixel-exact)")
    func hardShadow() {
        let b = render(48, 48) { ctx in
            ctx.setShadow(offset: CGSize(width: 6, height: 4), blur: 0, color: .black)
            ctx.setFillColor(Self.red)
            ctx.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
        }
        #expect(b.all(in: CGRect(x: 10, y: 10, width: 20, height: 20), equal: ARGB.red))
        #expect(b.all(in: CGRect(x: 30, y: 14, width: 6, height: 20), equal: ARGB.black))
        #expect(b.all(in: CGRect(x: 16, y: 30, width: 20, height: 4), equal: ARGB.black))
        #expect(b.all(in: CGRect(x: 36, y: 0, width: 12, height: 48), equal: ARGB.white))
        #expect(b[12, 31] == ARGB.white) // left of the shadow, below the shape
        Golden.check(b, named: "shadow-hard")
    }

    @Test("the shadow offset and blur are in base space: scaling the CTM moves the shape, not the offset")
    func shadowIgnoresCTM() {
        let direct = render(48, 48) { ctx in
            ctx.setShadow(offset: CGSize(width: 6, height: 4), blur: 0, color: .black)
            ctx.setFillColor(Self.red)
            ctx.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
        }
        let scaled = render(48, 48) { ctx in
            ctx.scaleBy(x: 2, y: 2)
            ctx.setShadow(offset: CGSize(width: 6, height: 4), blur: 0, color: .black)
            ctx.setFillColor(Self.red)
            ctx.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
        }
        #expect(direct == scaled)
    }

    @Test("setShadow(offset:blur:) uses black at 1/3 alpha: the shadow over white is 170 gray")
    func defaultShadowColour() {
        let b = render(48, 48) { ctx in
            ctx.setShadow(offset: CGSize(width: 10, height: 10), blur: 0)
            ctx.fill(CGRect(x: 4, y: 4, width: 20, height: 20))
        }
        let p = b.premultiplied(30, 30)
        #expect(abs(p.r - 170) <= 1 && p.r == p.g && p.g == p.b && p.a == 255)
    }

    @Test("a blurred shadow is symmetric, half strength at the shape's edge, and fades out within 1.5 blur")
    func blurredShadow() {
        let b = render(64, 64) { ctx in
            ctx.setShadow(offset: .zero, blur: 8, color: .black)
            ctx.setFillColor(Self.red)
            ctx.fill(CGRect(x: 24, y: 24, width: 16, height: 16))
        }
        // Outside the shape only the shadow shows; at the edge a Gaussian of sigma 4 gives half.
        let left = b.ink(23, 32), right = b.ink(40, 32), top = b.ink(32, 23), bottom = b.ink(32, 40)
        #expect(left == right && top == bottom && left == top)
        #expect(abs(left - 128) <= 24) // pixel centre half a pixel out: 0.45 by the Gaussian
        #expect(b.ink(32, 11) == 0)     // 13 px out: beyond the three boxes' reach
        #expect(b.ink(30, 20) > b.ink(30, 16) && b.ink(30, 16) > 0)
        Golden.check(b, named: "shadow-blurred")
    }

    @Test("a nil shadow colour turns shadows off; restoreGState restores the previous shadow")
    func shadowOff() {
        let b = render(32, 32) { ctx in
            ctx.setShadow(offset: CGSize(width: 4, height: 4), blur: 0, color: .black)
            ctx.saveGState()
            ctx.setShadow(offset: .zero, blur: 0, color: nil)
            ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
            ctx.restoreGState()
            ctx.fill(CGRect(x: 16, y: 16, width: 8, height: 8))
        }
        #expect(b[10, 10] == ARGB.white) // no shadow for the first square
        #expect(b[26, 26] == ARGB.black) // a shadow for the second
    }

    /// A 2x2 image: red, green / blue, white (rows top to bottom).
    static let quad = CGImage(width: 2, height: 2, premultipliedARGB: [ARGB.red, ARGB.green, ARGB.blue, ARGB.white])!

    @Test("draw(_:in:) shows the image upright: its first row at the rect's top (pixel-exact, nearest)")
    func imageUpright() {
        let b = render(48, 48, background: .black) { ctx in
            ctx.interpolationQuality = .none
            ctx.draw(Self.quad, in: CGRect(x: 8, y: 8, width: 32, height: 32))
        }
        #expect(b.all(in: CGRect(x: 8, y: 8, width: 16, height: 16), equal: ARGB.red))
        #expect(b.all(in: CGRect(x: 24, y: 8, width: 16, height: 16), equal: ARGB.green))
        #expect(b.all(in: CGRect(x: 8, y: 24, width: 16, height: 16), equal: ARGB.blue))
        #expect(b.all(in: CGRect(x: 24, y: 24, width: 16, height: 16), equal: ARGB.white))
        #expect(b[7, 7] == ARGB.black && b[40, 40] == ARGB.black)
    }

    @Test("a scaled image is filtered inside the rect and has the rect's sharp edges (default quality)")
    func imageScaledSmooth() {
        let b = render(48, 48, background: .black) { ctx in
            ctx.draw(Self.quad, in: CGRect(x: 8, y: 8, width: 32, height: 32))
        }
        #expect(b[8, 8] == ARGB.red && b[39, 39] == ARGB.white) // padded edges, not faded to transparent
        #expect(b[7, 20] == ARGB.black)
        let mid = b.premultiplied(23, 12) // between red and green: blended
        #expect(mid.r > 60 && mid.g > 60)
        Golden.check(b, named: "image-scaled")
    }

    @Test("draw(_:in:byTiling:) repeats the image from the rect's origin over the clip")
    func imageTiled() {
        let b = render(16, 16) { ctx in
            ctx.interpolationQuality = .none
            ctx.draw(Self.quad, in: CGRect(x: 1, y: 1, width: 2, height: 2), byTiling: true)
        }
        #expect(b[1, 1] == ARGB.red && b[2, 1] == ARGB.green && b[3, 3] == ARGB.red && b[0, 0] == ARGB.white)
        #expect(b[15, 15] == ARGB.red && b[14, 14] == ARGB.white)
    }

    @Test("an image drawn with setAlpha(0.5) is blended at half strength")
    func imageAlpha() {
        let b = render(8, 8) { ctx in
            ctx.setAlpha(0.5)
            ctx.interpolationQuality = .none
            ctx.draw(Self.quad, in: CGRect(x: 0, y: 0, width: 8, height: 8))
        }
        let p = b.premultiplied(1, 1)
        #expect(p.r == 255 && abs(p.g - 128) <= 1 && abs(p.b - 128) <= 1)
    }
}
