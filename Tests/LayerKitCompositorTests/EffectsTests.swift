import Testing
@testable import LayerKitCompositor
import LayerKitTestSupport

/// Oracles: Apple's docs for shadows, masks, allowsGroupOpacity and shouldRasterize, and the
/// book's 4.3-4.7 checks.
@Suite("Effects: shadows, masks, group opacity, rasterization", .ownMediaClock)
struct EffectsTests {
    @Test("a shadow is darker under an opaque part than under a translucent sublayer, and follows shadowOffset")
    func shadowFromAlpha() {
        let root = stage(CGSize(width: 160, height: 100), gray: 1)
        let l = CALayer()
        l.frame = CGRect(x: 20, y: 20, width: 100, height: 50)
        l.shadowOpacity = 1
        l.shadowOffset = CGSize(width: 0, height: 20)
        l.shadowRadius = 2
        l.addSublayer(box(CGRect(x: 0, y: 0, width: 50, height: 50), rgb(1, 0, 0)))
        l.addSublayer(box(CGRect(x: 50, y: 0, width: 50, height: 50), rgb(0, 0, 1, 0.4)))
        root.addSublayer(l)
        let img = render(root, size: CGSize(width: 160, height: 100))
        let underOpaque = px(img, 45, 80)[0], underTranslucent = px(img, 95, 80)[0]
        #expect(underOpaque < 20, "the opaque half casts a full shadow")
        #expect(underTranslucent > 120 && underTranslucent < 180, "the 40% half casts a 40% shadow")
        #expect(px(img, 45, 10) == [255, 255, 255, 255], "nothing above: the offset moves it down")
        Golden.check(img, named: "shadow-translucent-sublayer", tolerance: 1)
    }

    @Test("4.4: shadowPath decides the shadow's shape: a corner is shadowed by a rect path, not by an inscribed circle")
    func shadowPath() {
        let root = stage(CGSize(width: 200, height: 100), gray: 1)
        for (i, path) in [CGPath(rect: CGRect(x: 0, y: 0, width: 60, height: 60), transform: nil),
                          CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 60, height: 60), transform: nil)].enumerated() {
            let l = CALayer()
            l.frame = CGRect(x: 20 + 100 * CGFloat(i), y: 20, width: 60, height: 60)
            l.shadowOpacity = 0.5
            l.shadowPath = path
            root.addSublayer(l)
        }
        let img = render(root, size: CGSize(width: 200, height: 100))
        #expect(px(img, 23, 20)[0] < 200, "square path: the corner is shadowed")
        #expect(px(img, 123, 20)[0] > 250, "circle path: the corner is not")
        #expect(px(img, 150, 50)[0] < 160, "both shadow their middle")
        Golden.check(img, named: "shadow-path", tolerance: 1)
    }

    @Test("4.3: masksToBounds clips the layer's own shadow")
    func shadowClipped() {
        let root = stage(CGSize(width: 100, height: 100), gray: 1)
        let l = box(CGRect(x: 20, y: 20, width: 60, height: 60), rgb(1, 1, 1))
        l.shadowOpacity = 1
        l.shadowOffset = CGSize(width: 0, height: 10)
        l.masksToBounds = true
        root.addSublayer(l)
        let img = render(root, size: CGSize(width: 100, height: 100))
        #expect(px(img, 50, 85) == [255, 255, 255, 255])
    }

    @Test("4.5: a mask's alpha decides what shows, rotated masks included")
    func rotatedMask() {
        let root = stage(CGSize(width: 100, height: 100), gray: 0)
        let l = box(CGRect(x: 10, y: 10, width: 80, height: 80), rgb(1, 0, 0))
        let mask = box(CGRect(x: 20, y: 20, width: 40, height: 40), CGColor(gray: 0, alpha: 1))
        mask.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 4))
        l.mask = mask
        root.addSublayer(l)
        let img = render(root, size: CGSize(width: 100, height: 100))
        #expect(px(img, 50, 50) == [255, 0, 0, 255], "inside the diamond")
        #expect(px(img, 33, 33) == [0, 0, 0, 255], "the square mask's corner area, cut by the rotation")
        #expect(px(img, 50, 24) == [255, 0, 0, 255], "the diamond's tip reaches beyond the unrotated square")
        Golden.check(img, named: "mask-rotated", tolerance: 1)
    }

    @Test("4.7: group opacity blends overlapping children as one; without it the overlap shows")
    func groupOpacity() {
        let root = stage(CGSize(width: 160, height: 80), gray: 0)
        for (i, group) in [false, true].enumerated() {
            let button = box(CGRect(x: 10 + 80 * CGFloat(i), y: 10, width: 60, height: 60), rgb(1, 1, 1))
            button.addSublayer(box(CGRect(x: 15, y: 15, width: 30, height: 30), rgb(1, 1, 1)))
            button.opacity = 0.5
            button.allowsGroupOpacity = group
            root.addSublayer(button)
        }
        let img = render(root, size: CGSize(width: 160, height: 80))
        #expect(abs(px(img, 40, 40)[0] - 191) <= 1, "separately: 75% coverage over the label")
        #expect(abs(px(img, 15, 15)[0] - 128) <= 1)
        #expect(px(img, 120, 40) == px(img, 95, 15), "as a group: one blend everywhere")
        Golden.check(img, named: "group-opacity", tolerance: 1)
    }

    @Test("group opacity needs no offscreen pass when the children do not overlap")
    func groupOnlyWhenNeeded() {
        let parent = CALayer()
        parent.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        parent.opacity = 0.5
        parent.addSublayer(box(CGRect(x: 0, y: 0, width: 40, height: 40), rgb(1, 0, 0)))
        parent.addSublayer(box(CGRect(x: 50, y: 0, width: 40, height: 40), rgb(0, 1, 0)))
        let r = CARenderer(size: CGSize(width: 100, height: 50), scale: 1, options: .default, threads: 1)
        r.layer = parent
        CATransaction.flush()
        r.beginFrame(atTime: 0); _ = r.updateBounds()
        #expect(!r.drawList.leaves.contains { if case .composite = $0.operation { return true }; return false })
        parent.sublayers![1].frame = CGRect(x: 20, y: 0, width: 40, height: 40)
        CATransaction.flush()
        r.beginFrame(atTime: 0); _ = r.updateBounds()
        #expect(r.drawList.leaves.contains { if case .composite = $0.operation { return true }; return false })
    }

    @Test("shouldRasterize renders the subtree once and reuses it while it only moves")
    func rasterizeCache() {
        let root = stage(CGSize(width: 100, height: 100))
        let card = box(CGRect(x: 10, y: 10, width: 40, height: 40), rgb(1, 0, 0))
        card.cornerRadius = 8
        card.addSublayer(box(CGRect(x: 10, y: 10, width: 20, height: 20), rgb(0, 0, 1)))
        card.shouldRasterize = true
        root.addSublayer(card)
        let r = CARenderer(size: CGSize(width: 100, height: 100), scale: 1, options: .default, threads: 1)
        r.layer = root
        func frame() { CATransaction.flush(); r.beginFrame(atTime: 0); _ = r.updateBounds(); r.render(); r.endFrame() }
        frame()
        #expect(r.rasterizer.rasterizations == 1)
        CATransaction.setDisableActions(true)
        card.position = CGPoint(x: 60, y: 60)
        frame()
        #expect(r.rasterizer.rasterizations == 1, "moved: the cached bitmap is reused")
        #expect(Bitmap(r.image).premultiplied(60, 60).b == 255)
        card.sublayers![0].backgroundColor = rgb(0, 1, 0)
        frame()
        #expect(r.rasterizer.rasterizations == 2, "changed inside: rendered again")
        frame()
        #expect(r.rasterizer.rasterizations == 2)
    }
}

/// Chapter 15's rounded corners without an offscreen pass (CATALOG 15.1, 15.2): a shape
/// layer's rounded-rect path and a stretchable image (`contentsCenter`) are drawn straight
/// into the frame; a mask, as a control, composites through a pass.
@Suite("Rounded corners without offscreen passes", .ownMediaClock)
struct RoundedCornersWithoutPassesTests {
    private func passes(_ layer: CALayer) -> Int {
        let root = stage(CGSize(width: 200, height: 200))
        root.addSublayer(layer)
        let r = CARenderer(size: CGSize(width: 200, height: 200), scale: 1, options: .default, threads: 1)
        r.layer = root
        CATransaction.flush()
        r.beginFrame(atTime: 0); _ = r.updateBounds()
        return r.drawList.leaves.filter {
            switch $0.operation {
            case .composite, .texturedPass: return true
            default: return false
            }
        }.count
    }

    @Test("15.1's CAShapeLayer rounded rect and 15.2's contentsCenter image need no pass; a masked layer needs one")
    func noPasses() {
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        shape.fillColor = rgb(0, 0, 1)
        shape.path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 20).cgPath
        #expect(passes(shape) == 0)
        let stretched = CALayer()
        stretched.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        stretched.contentsCenter = CGRect(x: 0.5, y: 0.5, width: 0, height: 0)
        stretched.contents = quadrantImage(64, 64)
        #expect(passes(stretched) == 0)
        let masked = box(CGRect(x: 50, y: 50, width: 100, height: 100), rgb(0, 0, 1))
        let mask = CAShapeLayer()
        mask.path = shape.path
        masked.mask = mask
        #expect(passes(masked) >= 1)
    }
}
