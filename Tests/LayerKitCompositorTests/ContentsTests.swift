import Testing
@testable import LayerKitCompositor
import LayerKitTestSupport

/// Oracles: Apple's contentsGravity documentation (vertical names follow the y-up axis, so
/// on an unflipped y-down layer `.top` is the bottom edge) and the book's chapter 2 checks.
@Suite("Contents: gravity, scale, contentsRect, contentsCenter, filters", .ownMediaClock)
struct ContentsTests {
    /// A 100x100 layer showing a 40x20 quadrant image with `gravity`.
    private func gravityScene(_ gravity: CALayerContentsGravity) -> Bitmap {
        let root = stage(CGSize(width: 100, height: 100), gray: 0)
        let l = CALayer()
        l.frame = root.bounds
        l.contents = quadrantImage(40, 20)
        l.contentsGravity = gravity
        root.addSublayer(l)
        return render(root, size: CGSize(width: 100, height: 100))
    }

    @Test("each of the 12 gravities places the image where Apple documents",
          arguments: [("center", 30, 40), ("top", 30, 80), ("bottom", 30, 0), ("left", 0, 40), ("right", 60, 40),
                      ("topLeft", 0, 80), ("topRight", 60, 80), ("bottomLeft", 0, 0), ("bottomRight", 60, 0)])
    func placedGravities(name: String, x: Int, y: Int) {
        let img = gravityScene(CALayerContentsGravity(rawValue: name))
        #expect(px(img, x + 1, y + 1) == [255, 0, 0, 255], "top-left texel of the image at (\(x), \(y))")
        #expect(px(img, x + 38, y + 18) == [255, 255, 0, 255], "bottom-right texel")
        #expect(px(img, x == 0 ? 45 : x - 1, y + 1) == [0, 0, 0, 255], "outside the image stays empty")
    }

    @Test("resize stretches; resizeAspect fits with margins; resizeAspectFill fills and overflows")
    func scalingGravities() {
        let resize = gravityScene(.resize)
        #expect(px(resize, 2, 2) == [255, 0, 0, 255] && px(resize, 97, 97) == [255, 255, 0, 255])
        let fit = gravityScene(.resizeAspect)
        #expect(px(fit, 50, 20) == [0, 0, 0, 255], "aspect fit leaves bands above and below")
        #expect(px(fit, 2, 27) == [255, 0, 0, 255] && px(fit, 97, 73) == [255, 255, 0, 255])
        let fill = gravityScene(.resizeAspectFill)
        #expect(px(fill, 2, 2) == [255, 0, 0, 255] && px(fill, 97, 97) == [255, 255, 0, 255])
        Golden.check(fit, named: "gravity-resize-aspect")
    }

    @Test("2.1a: resizeAspect puts a 200x280 image at (28.57, 0, 142.86, 200) in a 200x200 layer")
    func bookAspect() {
        let root = stage(CGSize(width: 200, height: 200), gray: 0)
        let l = CALayer()
        l.frame = root.bounds
        l.contents = quadrantImage(200, 280)
        l.contentsGravity = .resizeAspect
        root.addSublayer(l)
        let img = render(root, size: CGSize(width: 200, height: 200))
        #expect(px(img, 27, 100) == [0, 0, 0, 255])
        #expect(px(img, 30, 50) == [255, 0, 0, 255])
        #expect(px(img, 170, 150) == [255, 255, 0, 255])
        #expect(px(img, 172, 100) == [0, 0, 0, 255])
    }

    @Test("2.2: with center gravity, contentsScale 2 shows a 400x560 image at 200x280 points")
    func contentsScale() {
        let root = stage(CGSize(width: 300, height: 300), gray: 0)
        let l = CALayer()
        l.frame = CGRect(x: 50, y: 50, width: 200, height: 200)
        l.contents = quadrantImage(400, 560)
        l.contentsGravity = .center
        l.contentsScale = 2
        root.addSublayer(l)
        let img = render(root, size: CGSize(width: 300, height: 300))
        // Drawn rect: x 50...250, y 10...290 (spilling 40 pt above and below the layer).
        #expect(px(img, 52, 12) == [255, 0, 0, 255])
        #expect(px(img, 247, 287) == [255, 255, 0, 255])
        #expect(px(img, 52, 8) == [0, 0, 0, 255])
        l.masksToBounds = true
        let clipped = render(root, size: CGSize(width: 300, height: 300))
        #expect(px(clipped, 52, 45) == [0, 0, 0, 255], "2.2a: clipped to the layer")
    }

    @Test("2.3: contentsRect selects one quadrant; outside 0...1 the edge texels repeat")
    func contentsRect() {
        let root = stage(CGSize(width: 100, height: 50), gray: 0)
        let cone = CALayer()
        cone.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        cone.contents = quadrantImage(64, 64)
        cone.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5)
        let beyond = CALayer()
        beyond.frame = CGRect(x: 50, y: 0, width: 50, height: 50)
        beyond.contents = quadrantImage(64, 64)
        beyond.contentsRect = CGRect(x: -0.5, y: 0, width: 1, height: 0.5)
        root.addSublayer(cone); root.addSublayer(beyond)
        let img = render(root, size: CGSize(width: 100, height: 50))
        for (x, y) in [(2, 2), (25, 25), (47, 47)] { #expect(px(img, x, y) == [0, 255, 0, 255]) }
        #expect(px(img, 52, 10) == [255, 0, 0, 255], "clamped: the left edge column repeats")
        #expect(px(img, 97, 10) == [255, 0, 0, 255])
        Golden.check(img, named: "contents-rect-clamped")
    }

    @Test("2.4: nine-slice keeps corners at native size and stretches edges along one axis")
    func nineSlice() {
        let root = stage(CGSize(width: 160, height: 100), gray: 0)
        let l = CALayer()
        l.frame = CGRect(x: 10, y: 10, width: 140, height: 80)
        l.contents = quadrantImage(40, 40)
        l.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
        root.addSublayer(l)
        let img = render(root, size: CGSize(width: 160, height: 100))
        // Corners are 10x10 points (0.25 of 40 px); centre 120x60 points.
        #expect(px(img, 12, 12) == [255, 0, 0, 255])
        #expect(px(img, 147, 87) == [255, 255, 0, 255])
        #expect(px(img, 19, 19) == [255, 0, 0, 255], "the corner keeps its 10-pt size")
        #expect(px(img, 75, 45) == [255, 0, 0, 255] && px(img, 85, 55) == [255, 255, 0, 255],
                "the centre slice splits at the layer's middle")
        Golden.check(img, named: "contents-center-nine-slice")
    }

    @Test("4.6a: nearest magnification gives only texel colours; linear blends")
    func filters() {
        let root = stage(CGSize(width: 64, height: 32), gray: 0.5)
        let nearest = CALayer(), linear = CALayer()
        nearest.frame = CGRect(x: 0, y: 0, width: 32, height: 32)
        linear.frame = CGRect(x: 32, y: 0, width: 32, height: 32)
        for l in [nearest, linear] { l.contents = checkerImage(4, 4); root.addSublayer(l) }
        nearest.magnificationFilter = .nearest
        let img = render(root, size: CGSize(width: 64, height: 32))
        let left = Set((0..<32).flatMap { x in (0..<32).map { y in px(img, x, y) } })
        #expect(left == [[0, 0, 0, 255], [255, 255, 255, 255]])
        let right = Set((32..<64).flatMap { x in (0..<32).map { y in px(img, x, y) } })
        #expect(right.count > 2)
        Golden.check(img, named: "filters-nearest-linear")
    }

    @Test("trilinear minification of a fine checker averages to gray; nearest aliases")
    func trilinear() {
        let root = stage(CGSize(width: 32, height: 16), gray: 0)
        let tri = CALayer(), near = CALayer()
        tri.frame = CGRect(x: 0, y: 0, width: 16, height: 16)
        near.frame = CGRect(x: 16, y: 0, width: 16, height: 16)
        for l in [tri, near] { l.contents = checkerImage(128, 128); root.addSublayer(l) }
        tri.minificationFilter = .trilinear
        near.minificationFilter = .nearest
        let img = render(root, size: CGSize(width: 32, height: 16))
        for x in 2..<14 { #expect(abs(px(img, x, 8)[0] - 128) <= 4) }
        Golden.check(img, named: "filters-trilinear")
    }
}
