import LayerKitGraphics
import LayerKitTestSupport
import Testing

/// Gradients, clipping, alpha, blend modes. Oracle: Apple's CGContext documentation
/// (gradient drawing options, clip intersection, alpha, multiply's definition) and hand
/// computation of the expected premultiplied values.
@Suite("Painting")
struct PaintGoldenTests {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let ramp = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [red, blue], locations: [0, 1])!

    /// A red-to-blue linear gradient from x=16 to x=48 on a white 64x16 canvas.
    func linear(_ options: CGGradientDrawingOptions) -> Bitmap {
        render(64, 16) { ctx in
            ctx.drawLinearGradient(Self.ramp, start: CGPoint(x: 16, y: 8), end: CGPoint(x: 48, y: 8), options: options)
        }
    }

    @Test("a linear gradient paints only between its ends unless the options extend the end colours",
          arguments: [0, 1, 2, 3] as [UInt32])
    func linearGradient(_ raw: UInt32) {
        let options = CGGradientDrawingOptions(rawValue: raw)
        let b = linear(options)
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        #expect(b[4, 8] == (before ? ARGB.red : ARGB.white))
        #expect(b[60, 8] == (after ? ARGB.blue : ARGB.white))
        // Halfway (pixel centre 32.5: t = 0.516): as much red as blue, within interpolation rounding.
        let mid = b.premultiplied(32, 8)
        #expect(abs(mid.r - 123) <= 2 && abs(mid.b - 132) <= 2 && mid.g == 0)
        Golden.check(b, named: "gradient-linear-options-\(raw)")
    }

    @Test("nil locations space the colours evenly; components init matches the CGColor init")
    func gradientInitializers() {
        let even = CGGradient(colorsSpace: nil, colors: [Self.red, Self.blue] as [Any], locations: nil)!
        let comps: [CGFloat] = [1, 0, 0, 1, 0, 0, 1, 1]
        let fromComponents = CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: comps, locations: nil, count: 2)!
        func draw(_ g: CGGradient) -> Bitmap {
            render(64, 4) { $0.drawLinearGradient(g, start: .zero, end: CGPoint(x: 64, y: 0), options: []) }
        }
        #expect(draw(even) == draw(Self.ramp))
        #expect(draw(fromComponents) == draw(Self.ramp))
        #expect(CGGradient(colorsSpace: nil, colors: [Self.red, "not a colour"] as [Any], locations: nil) == nil)
        #expect(CGGradient(colorsSpace: nil, colors: [Self.red], locations: [0, 1]) == nil)
        #expect(CGGradient(colorsSpace: nil, colors: [CGColor](), locations: nil) == nil)
    }

    /// A red-to-blue radial gradient from radius 6 to radius 20 about (32, 32).
    func radial(_ options: CGGradientDrawingOptions) -> Bitmap {
        render(64, 64) { ctx in
            ctx.drawRadialGradient(Self.ramp, startCenter: CGPoint(x: 32, y: 32), startRadius: 6,
                                   endCenter: CGPoint(x: 32, y: 32), endRadius: 20, options: options)
        }
    }

    @Test("a radial gradient paints between its circles; options fill inside the start and outside the end",
          arguments: [0, 1, 2, 3] as [UInt32])
    func radialGradient(_ raw: UInt32) {
        let options = CGGradientDrawingOptions(rawValue: raw)
        let b = radial(options)
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        #expect(b[32, 32] == (before ? ARGB.red : ARGB.white))  // inside the start circle
        #expect(b[2, 2] == (after ? ARGB.blue : ARGB.white))     // outside the end circle
        let ring = b.premultiplied(45, 32)                        // radius 13.5: t = 0.54
        #expect(ring.a == 255 && ring.r > 100 && ring.b > 100)
        Golden.check(b, named: "gradient-radial-options-\(raw)")
    }

    @Test("clip(to:) limits painting to the rect (pixel-exact) and boundingBoxOfClipPath reports it")
    func clipRect() {
        var box = CGRect.null
        let b = render(64, 64) { ctx in
            ctx.clip(to: CGRect(x: 16, y: 8, width: 32, height: 24))
            box = ctx.boundingBoxOfClipPath
            ctx.setFillColor(Self.red)
            ctx.fill(CGRect(x: 0, y: 0, width: 64, height: 64))
        }
        #expect(box == CGRect(x: 16, y: 8, width: 32, height: 24))
        #expect(b.all(in: CGRect(x: 16, y: 8, width: 32, height: 24), equal: ARGB.red))
        #expect(b.all(in: CGRect(x: 0, y: 32, width: 64, height: 32), equal: ARGB.white))
        #expect(b.all(in: CGRect(x: 0, y: 0, width: 16, height: 64), equal: ARGB.white))
    }

    @Test("clipping to a path (an ellipse) limits painting to its interior; restoreGState removes the clip")
    func clipPath() {
        let b = render(64, 64) { ctx in
            ctx.saveGState()
            ctx.addEllipse(in: CGRect(x: 8, y: 8, width: 48, height: 48))
            ctx.clip()
            ctx.setFillColor(Self.blue)
            ctx.fill(CGRect(x: 0, y: 0, width: 64, height: 64))
            ctx.restoreGState()
            ctx.setFillColor(Self.red)
            ctx.fill(CGRect(x: 0, y: 60, width: 64, height: 4)) // outside the old clip
        }
        #expect(b[32, 32] == ARGB.blue)
        #expect(b[9, 9] == ARGB.white)
        #expect(b.all(in: CGRect(x: 0, y: 60, width: 64, height: 4), equal: ARGB.red))
        Golden.check(b, named: "clip-ellipse")
    }

    @Test("setAlpha(0.5) paints red at half strength over white: (255, 128, 128) within a step")
    func alpha() {
        let b = render(16, 16) { ctx in
            ctx.setAlpha(0.5)
            ctx.setFillColor(Self.red)
            ctx.fill(CGRect(x: 0, y: 0, width: 16, height: 16))
        }
        let p = b.premultiplied(8, 8)
        #expect(p.a == 255 && p.r == 255 && abs(p.g - 128) <= 1 && abs(p.b - 128) <= 1)
        #expect(b.pixels.allSatisfy { $0 == b.pixels[0] })
    }

    @Test("a translucent fill colour is stored premultiplied (alpha 0.5 red over clear: a 128, r 128)")
    func premultipliedFill() {
        let b = render(8, 8, background: nil) { ctx in
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.5)
            ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        }
        let p = b.premultiplied(4, 4)
        #expect(abs(p.a - 128) <= 1 && p.r == p.a && p.g == 0 && p.b == 0)
    }

    @Test("multiply: yellow over cyan gives green, over white gives yellow (pixel-exact)")
    func multiplyBlend() {
        let b = render(32, 16) { ctx in
            ctx.setFillColor(red: 0, green: 1, blue: 1, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 16, height: 16))
            ctx.setBlendMode(.multiply)
            ctx.setFillColor(red: 1, green: 1, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 32, height: 16))
        }
        #expect(b.all(in: CGRect(x: 0, y: 0, width: 16, height: 16), equal: ARGB.green))
        #expect(b.all(in: CGRect(x: 16, y: 0, width: 16, height: 16), equal: 0xFFFF_FF00))
        Golden.check(b, named: "blend-multiply")
    }

    @Test("clear(_:) makes the rect transparent regardless of alpha and blend mode (pixel-exact)")
    func clearRect() {
        let b = render(16, 16) { ctx in
            ctx.setAlpha(0.2)
            ctx.setBlendMode(.multiply)
            ctx.clear(CGRect(x: 4, y: 4, width: 8, height: 8))
        }
        #expect(b.all(in: CGRect(x: 4, y: 4, width: 8, height: 8), equal: ARGB.clear))
        #expect(b[3, 3] == ARGB.white && b[12, 12] == ARGB.white)
    }
}
