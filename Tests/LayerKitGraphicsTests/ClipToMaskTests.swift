import LayerKitGraphics
import LayerKitTestSupport
import Testing

/// `CGContext.clip(to:mask:)`. Oracle: Apple's documentation of `clip(to:mask:)`: the mask is
/// mapped into `rect` and intersected with the clip; for an image (DeviceGray, no alpha) "if
/// the value of the source sample in mask is S, then the corresponding point in the current
/// clipping area is multiplied by an alpha of S" (0 clips away, 1 leaves it unchanged); the
/// clip is graphics state (`saveGState`/`restoreGState`). Values by hand: red at coverage
/// c/255 over white is (255, 255 − c, 255 − c).
@Suite("CGContext.clip(to:mask:) multiplies later drawing by the mask's samples")
struct ClipToMaskTests {
    static let ramp = CGImage(width: 3, height: 1, premultipliedARGB: [0xFF00_0000, 0xFF80_8080, 0xFFFF_FFFF])!

    static func fillRed(_ ctx: CGContext, _ w: Int = 3, _ h: Int = 1) {
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: w, height: h))
    }

    @Test("black clips away, white passes, gray 128 lets 128/255 through")
    func grayIsCoverage() {
        let b = render(3, 1) { ctx in
            ctx.interpolationQuality = .none
            ctx.clip(to: CGRect(x: 0, y: 0, width: 3, height: 1), mask: Self.ramp)
            Self.fillRed(ctx)
        }
        #expect(b[0, 0] == ARGB.white)
        let mid = b.premultiplied(1, 0)
        #expect(mid.r == 255 && abs(mid.g - 127) <= 1 && abs(mid.b - 127) <= 1, "\(mid)")
        #expect(b[2, 0] == ARGB.red)
    }

    @Test("nothing outside the rect is drawn")
    func outsideRectClipped() {
        let white1 = CGImage(width: 1, height: 1, premultipliedARGB: [0xFFFF_FFFF])!
        let b = render(4, 1) { ctx in
            ctx.clip(to: CGRect(x: 1, y: 0, width: 2, height: 1), mask: white1)
            Self.fillRed(ctx, 4)
        }
        #expect(b[0, 0] == ARGB.white && b[3, 0] == ARGB.white)
        #expect(b[1, 0] == ARGB.red && b[2, 0] == ARGB.red)
    }

    @Test("the mask clip is graphics state: restoreGState removes it, saveGState keeps it")
    func savedAndRestored() {
        let black = CGImage(width: 1, height: 1, premultipliedARGB: [0xFF00_0000])!
        let b = render(2, 1) { ctx in
            ctx.saveGState()
            ctx.clip(to: CGRect(x: 0, y: 0, width: 2, height: 1), mask: black)
            ctx.saveGState()
            Self.fillRed(ctx, 2)
            ctx.restoreGState()
            Self.fillRed(ctx, 2)
            ctx.restoreGState()
            ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            ctx.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
        #expect(b[0, 0] == ARGB.white, "clipped away in both saved states")
        #expect(b[1, 0] == ARGB.blue, "drawn once the state that clipped is restored")
    }

    @Test("two mask clips multiply: 128 inside 128 lets about a quarter through")
    func masksMultiply() {
        let half = CGImage(width: 1, height: 1, premultipliedARGB: [0xFF80_8080])!
        let b = render(1, 1) { ctx in
            ctx.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1), mask: half)
            ctx.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1), mask: half)
            Self.fillRed(ctx, 1)
        }
        let p = b.premultiplied(0, 0)
        // 128 · 128 / 255 ≈ 64 of red over white.
        #expect(p.r == 255 && abs(p.g - (255 - 64)) <= 2, "\(p)")
    }

    @Test("an image with transparency clips by its alpha")
    func alphaIsCoverage() {
        let translucent = CGImage(width: 2, height: 1, premultipliedARGB: [0x0000_0000, 0xFF00_0000])!
        let b = render(2, 1) { ctx in
            ctx.interpolationQuality = .none
            ctx.clip(to: CGRect(x: 0, y: 0, width: 2, height: 1), mask: translucent)
            Self.fillRed(ctx, 2)
        }
        #expect(b[0, 0] == ARGB.white)
        #expect(b[1, 0] == ARGB.red, "opaque black in an image with alpha passes: its alpha is 1")
    }

    @Test("the mask is placed as draw(_:in:) places the same image (rows turned over in a layer's context)")
    func placedAsDrawImage() {
        // Top row white, bottom row black.
        let halves = CGImage(width: 1, height: 2, premultipliedARGB: [0xFFFF_FFFF, 0xFF00_0000])!
        let rect = CGRect(x: 0, y: 0, width: 1, height: 2)
        let drawn = render(1, 2) { ctx in ctx.interpolationQuality = .none; ctx.draw(halves, in: rect) }
        let clipped = render(1, 2, background: .black) { ctx in
            ctx.interpolationQuality = .none
            ctx.clip(to: rect, mask: halves)
            ctx.setFillColor(CGColor(gray: 1, alpha: 1))
            ctx.fill(rect)
        }
        #expect(clipped[0, 0] == drawn[0, 0] && clipped[0, 1] == drawn[0, 1])
        #expect(clipped[0, 0] != clipped[0, 1])
    }

    @Test("a non-finite rect is a no-op; an empty one clips everything away")
    func badRects() {
        let white1 = CGImage(width: 1, height: 1, premultipliedARGB: [0xFFFF_FFFF])!
        let b = render(2, 1) { ctx in
            ctx.clip(to: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), mask: white1)
            Self.fillRed(ctx, 1)
            ctx.clip(to: .zero, mask: white1)
            ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        }
        #expect(b[0, 0] == ARGB.red && b[1, 0] == ARGB.white)
    }
}
