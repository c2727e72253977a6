import Testing
@testable import LayerKitCompositor
import LayerKitRaster
import LayerKitTestSupport

/// A layer drawn through an offscreen pass (the raster cache's image, group opacity) keeps
/// everything it draws: the pass is as big as the layer's drawing, sublayers' shadows and
/// paths reaching past the layer's bounds included (`DrawListBuilder.drawnExtent`). Oracle:
/// the same tree drawn with no pass (the raster cache off; opacity 1), and the colours the
/// blend gives by hand.
@Suite("Offscreen passes hold all a layer draws", .ownMediaClock)
struct OffscreenExtentTests {
    @Test("a sublayer's shadow that falls outside a cached card is drawn as without the cache")
    func sublayerShadowInCachedCard() {
        let root = stage(CGSize(width: 240, height: 160))
        let card = box(CGRect(x: 0, y: 0, width: 80, height: 50), rgb(1, 1, 1))
        card.anchorPoint = .zero
        card.cornerRadius = 8
        card.shadowOpacity = 0.5
        let chip = box(CGRect(x: 60, y: 30, width: 16, height: 16), rgb(0.9, 0.2, 0.2))
        chip.shadowOpacity = 1
        chip.shadowRadius = 3
        chip.shadowOffset = CGSize(width: 0, height: 20)
        card.addSublayer(chip)
        root.addSublayer(card)
        let r = CARenderer(size: CGSize(width: 240, height: 160), scale: 1, options: .default, threads: 1)
        r.layer = root
        CATransaction.setDisableActions(true)
        for step in 0..<4 {
            card.position = CGPoint(x: 40 + step, y: 40)
            drawFrame(r)
        }
        #expect(r.rasterizer.rasterCacheHits > 0)
        let direct = render(root, size: CGSize(width: 240, height: 160), options: options(without: .rasterCache))
        // Where the two shadows and the card's edge blend, each rounds once in the image and
        // once in place: two steps at most (the pass cut the chip's shadow off: 116 pixels
        // differed by more).
        let (delta, count) = Bitmap(r.image).difference(from: direct, tolerance: 2)
        #expect(count == 0, "largest difference \(delta)")
        // The chip's shadow is there, below the card: the card ends 50 points down, the
        // shadow's box reaches 66 (card at x 43, chip's middle 68 in).
        #expect(px(Bitmap(r.image), 43 + 68, 40 + 66)[0] < 150)
    }

    @Test("a path reaching past its shape layer's bounds is drawn whole inside a group-opacity pass")
    func pathPastBoundsInGroup() {
        let root = stage(CGSize(width: 160, height: 100), gray: 1)
        let group = CALayer()
        group.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        group.opacity = 0.5
        group.addSublayer(box(CGRect(x: 0, y: 0, width: 40, height: 40), rgb(0, 0, 1)))
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        shape.fillColor = rgb(1, 0, 0)
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 20), transform: nil)
        group.addSublayer(shape)
        root.addSublayer(group)
        let image = render(root, size: CGSize(width: 160, height: 100))
        // Two sublayers overlap, so the group is drawn through one pass; at (100, 25) only the
        // path reaches: red at half opacity over white.
        #expect(px(image, 100, 25) == [255, 128, 128, 255] || px(image, 100, 25) == [255, 127, 127, 255],
                "\(px(image, 100, 25))")
        // Inside, red over blue at half opacity over white.
        #expect(px(image, 30, 25)[2] >= 126 && px(image, 30, 25)[2] <= 129)
    }
}

extension OffscreenExtentTests {
    @Test("contents larger than their layer (gravity center) are drawn whole when the layer is rasterized")
    func contentsPastBoundsRasterized() {
        func tree(rasterized: Bool) -> CALayer {
            let root = stage(CGSize(width: 120, height: 120), gray: 1)
            let l = CALayer()
            l.frame = CGRect(x: 50, y: 50, width: 20, height: 20)
            l.contentsGravity = .center
            l.contents = quadrantImage(60, 60)
            l.shouldRasterize = rasterized
            root.addSublayer(l)
            return root
        }
        let direct = render(tree(rasterized: false), size: CGSize(width: 120, height: 120))
        let rasterized = render(tree(rasterized: true), size: CGSize(width: 120, height: 120))
        // The image spans 30...90 on both axes; its quadrants are red, green, blue, yellow.
        #expect(px(direct, 35, 35) == [255, 0, 0, 255])
        #expect(px(rasterized, 35, 35) == px(direct, 35, 35))
        #expect(px(rasterized, 85, 85) == px(direct, 85, 85))
    }
}
