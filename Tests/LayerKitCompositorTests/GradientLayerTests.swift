import Testing
@testable import LayerKitCompositor
import LayerKitTestSupport

/// CAGradientLayer: defaults, the three gradient types, locations, dithering, animation and
/// bad input. Oracles: Apple's CAGradientLayer documentation (defaults, the radial and conic
/// definitions, animatable keys), the book's note that mismatched locations draw nothing,
/// and hand computation of each pixel's location on the ramp.
@Suite("CAGradientLayer fills its bounds with a dithered gradient on the render side", .ownMediaClock)
struct GradientLayerTests {
    static let red = rgb(1, 0, 0), blue = rgb(0, 0, 1), green = rgb(0, 1, 0)

    /// A black 100 x 100 root with `g` filling it.
    func scene(_ g: CAGradientLayer, size: CGFloat = 100) -> CALayer {
        let root = stage(CGSize(width: size, height: size), gray: 0)
        g.frame = CGRect(x: 0, y: 0, width: size, height: size)
        root.addSublayer(g)
        return root
    }

    func near(_ b: Bitmap, _ x: Int, _ y: Int, _ want: [Int], _ tolerance: Int = 1) -> Bool {
        zip(px(b, x, y), want).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test("defaults are Apple's: no colours or locations, axial from (0.5, 0) to (0.5, 1)")
    func defaults() {
        let g = CAGradientLayer()
        #expect(g.colors == nil && g.locations == nil)
        #expect(g.startPoint == CGPoint(x: 0.5, y: 0) && g.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(g.type == .axial)
        #expect([CAGradientLayerType.axial, .radial, .conic].map(\.rawValue) == ["axial", "radial", "conic"])
        for key in ["colors", "locations", "startPoint", "endPoint"] {
            #expect(CAGradientLayer.implicitlyAnimatedKeys.contains(key), "\(key)")
        }
        #expect(px(render(scene(g), size: CGSize(width: 100, height: 100)), 50, 50) == [0, 0, 0, 255], "no colours: nothing drawn")
    }

    @Test("the default vertical gradient: red at the start, the blend at the middle, blue at the end")
    func startMiddleEnd() {
        // Hand computation: row y is sampled at its centre, t = (y + 0.5) / 100.
        let g = CAGradientLayer()
        g.colors = [Self.red, Self.blue]
        let b = render(scene(g), size: CGSize(width: 100, height: 100))
        #expect(near(b, 50, 0, [254, 0, 1, 255]))            // t = 0.005
        #expect(near(b, 50, 50, [126, 0, 129, 255]))         // t = 0.505
        #expect(near(b, 50, 99, [1, 0, 254, 255]))           // t = 0.995
        #expect(near(b, 0, 50, [126, 0, 129, 255]) && near(b, 99, 50, [126, 0, 129, 255]), "constant across each row")
    }

    @Test("locations place the colours; past the last location the last colour is exact")
    func locations() {
        let g = CAGradientLayer()
        g.colors = [Self.red, rgb(1, 1, 0), Self.green]
        g.locations = [0, 0.25, 0.5]
        let b = render(scene(g), size: CGSize(width: 100, height: 100))
        #expect(near(b, 50, 24, [255, 250, 0, 255], 2))      // t = 0.245: 98% of the way to yellow
        for y in [50, 70, 99] { #expect(px(b, 50, y) == [0, 255, 0, 255], "row \(y) is pure green") }
    }

    @Test("colours and locations set by key (as Apple code may) draw like the properties")
    func setByKey() {
        let g = CAGradientLayer()
        g.setValue([Self.red, rgb(1, 1, 0), Self.green] as [Any], forKey: "colors")
        g.setValue([0, 0.25, 0.5] as [NSNumber], forKey: "locations")
        #expect(g.locations?.map(\.doubleValue) == [0, 0.25, 0.5] && g.colors?.count == 3)
        #expect(px(render(scene(g), size: CGSize(width: 100, height: 100)), 50, 70) == [0, 255, 0, 255])
    }

    @Test("a locations count that differs from the colours' draws nothing (the book's note)")
    func mismatchedLocations() {
        let g = CAGradientLayer()
        g.colors = [Self.red, Self.green, Self.blue]
        g.locations = [0, 1]
        let b = render(scene(g), size: CGSize(width: 100, height: 100))
        #expect(px(b, 50, 10) == [0, 0, 0, 255] && px(b, 50, 90) == [0, 0, 0, 255])
    }

    @Test("a slow ramp is dithered: no flat bands, and each 4 x 4 block averages the true colour")
    func dithering() {
        // Hand computation: gray 0.4 to 0.5 over 100 rows is 25.5 levels, a band every ~4 rows
        // without dither. Block rows 40...43 have t centred at 0.42, gray 0.442, level 112.71.
        let g = CAGradientLayer()
        g.colors = [CGColor(gray: 0.4, alpha: 1), CGColor(gray: 0.5, alpha: 1)]
        g.startPoint = CGPoint(x: 0, y: 0); g.endPoint = CGPoint(x: 0, y: 1)
        let b = render(scene(g), size: CGSize(width: 100, height: 100))
        var sum = 0
        var distinctInRow = Set<Int>()
        for y in 40..<44 { for x in 40..<44 { sum += px(b, x, y)[0] } }
        for x in 40..<44 { distinctInRow.insert(px(b, x, 41)[0]) }
        #expect(abs(Double(sum) / 16 - 112.71) < 0.3)
        #expect(distinctInRow.count == 2, "a row mixes the two nearest levels")
    }

    @Test("radial: the start colour at startPoint, the end colour on the ellipse through endPoint")
    func radial() {
        // Apple: the ellipse is centred at startPoint with half-axes endPoint - startPoint; here
        // (0.5, 0.5) to (1, 1) on 100 points: radius 50, so (50, 75) is at t = 0.5 (within 0.02).
        let g = CAGradientLayer()
        g.type = .radial
        g.colors = [Self.red, Self.blue]
        g.startPoint = CGPoint(x: 0.5, y: 0.5); g.endPoint = CGPoint(x: 1, y: 1)
        let b = render(scene(g), size: CGSize(width: 100, height: 100))
        #expect(near(b, 50, 50, [251, 0, 4, 255], 2))  // the pixel centre is 0.014 radii out
        #expect(near(b, 50, 74, [128, 0, 127, 255], 4))
        #expect(px(b, 2, 2) == [0, 0, 255, 255], "past the ellipse: the end colour")
    }

    @Test("conic: location grows with the angle from the ray towards endPoint, clockwise on screen")
    func conic() {
        // Hand computation: centre (50, 50), reference ray towards +x; the point below the
        // centre on screen is a quarter turn clockwise (t 0.25), the point left of it half (0.5).
        let g = CAGradientLayer()
        g.type = .conic
        g.colors = [Self.red, Self.blue]
        g.startPoint = CGPoint(x: 0.5, y: 0.5); g.endPoint = CGPoint(x: 1, y: 0.5)
        let b = render(scene(g), size: CGSize(width: 100, height: 100))
        #expect(near(b, 50, 90, [191, 0, 64, 255], 4))
        #expect(near(b, 10, 50, [128, 0, 127, 255], 4))
        #expect(near(b, 90, 51, [254, 0, 1, 255], 2), "just past the reference ray (2°): nearly red")
    }

    @Test("locations and colours animate element by element: halfway at half time")
    func animation() {
        MediaClock.freeze(at: 10)
        defer { MediaClock.unfreeze() }
        let g = CAGradientLayer()
        g.colors = [Self.red, Self.blue]
        let r = CARenderer(size: CGSize(width: 100, height: 100), scale: 1, options: .default, threads: 1)
        r.layer = scene(g)
        CATransaction.flush()
        let l = CABasicAnimation(keyPath: "locations")
        l.fromValue = [NSNumber(value: 0), NSNumber(value: 0.2)]
        l.toValue = [NSNumber(value: 0.6), NSNumber(value: 1)]
        l.duration = 1; l.timingFunction = CAMediaTimingFunction(name: .linear)
        g.add(l, forKey: "l")
        let c = CABasicAnimation(keyPath: "colors")
        c.fromValue = [Self.red, Self.blue]
        c.toValue = [Self.green, Self.blue]
        c.duration = 1; c.timingFunction = CAMediaTimingFunction(name: .linear)
        g.add(c, forKey: "c")
        CATransaction.flush()
        let p = g.presentationLayer(at: 10.5) as? CAGradientLayer
        #expect(p?.locations?.map(\.doubleValue).map { ($0 * 1e6).rounded() / 1e6 } == [0.3, 0.6])
        #expect((p?.colors?.first as? CGColor)?.components == [0.5, 0.5, 0, 1])
        r.beginFrame(atTime: 10.5); _ = r.updateBounds(); r.render(); r.endFrame()
        let b = Bitmap(r.image)
        #expect(near(b, 50, 10, [128, 128, 0, 255], 1), "above location 0.3: the first colour, half red half green")
        #expect(near(b, 50, 80, [0, 0, 255, 255], 1), "past location 0.6: blue")
    }

    @Test("on whole pixels the gradient is written in place, with the pixels it has when drawn through an image")
    func inPlaceMatchesImage() throws {
        // Self-consistency: a pixel's value depends only on its device position. The rect on
        // whole pixels takes the in-place path; the one starting half a pixel in takes the image
        // path; every pixel both cover fully must agree exactly.
        let gradient = try #require(CGGradient(colorsSpace: nil, colors: [Self.red, Self.blue, Self.green], locations: [0, 0.3, 1]))
        let geometry = GradientGeometry.radial(center: CGPoint(x: 30, y: 20), radii: CGSize(width: 40, height: 25))
        func draw(_ rect: CGRect) throws -> Bitmap {
            let ctx = try #require(CGContext(pixelWidth: 64, pixelHeight: 48, scale: 1))
            ctx.drawDitheredGradient(gradient, geometry, in: rect)
            return Bitmap(try #require(ctx.makeImage()))
        }
        let inPlace = try draw(CGRect(x: 0, y: 0, width: 64, height: 48))
        let viaImage = try draw(CGRect(x: 0.5, y: 0, width: 63.5, height: 48))
        var differing = 0
        for y in 0..<48 { for x in 1..<64 where px(inPlace, x, y) != px(viaImage, x, y) { differing += 1 } }
        #expect(differing == 0)
        #expect(px(inPlace, 0, 0)[3] == 255 && px(viaImage, 0, 0)[3] < 255, "the half-covered column differs, as it should")
    }

    @Test("bad input is refused with a one-time warning or draws nothing, never a crash")
    func badInput() {
        let g = CAGradientLayer()
        g.colors = [Self.red, "blue"]
        #expect(g.colors == nil)
        #expect(Diagnostics.hasWarned(containing: "CAGradientLayer.colors"))
        g.colors = [Self.red, Self.blue]
        g.locations = [0, NSNumber(value: Double.nan)]
        #expect(g.locations == nil)
        g.startPoint = CGPoint(x: CGFloat.nan, y: 0)
        #expect(g.startPoint == CGPoint(x: 0.5, y: 0))
        let root = scene(g)
        g.endPoint = g.startPoint
        #expect(px(render(root, size: CGSize(width: 100, height: 100)), 50, 50) == [0, 0, 0, 255], "start == end: nothing")
        g.endPoint = CGPoint(x: 0.5, y: 1)
        g.type = .radial
        #expect(px(render(root, size: CGSize(width: 100, height: 100)), 50, 50) == [0, 0, 0, 255], "a zero radius: nothing")
        g.type = CAGradientLayerType("spiral")
        #expect(px(render(root, size: CGSize(width: 100, height: 100)), 50, 50)[2] > 100, "an unknown type draws axial")
        g.bounds = .zero
        _ = render(root, size: CGSize(width: 100, height: 100))
    }
}
