import Testing
@testable import LayerKitCompositor
import LayerKitTestSupport

/// Oracles: Apple's CALayer documentation and the book's chapter 4 checks (CATALOG.md).
@Suite("Backgrounds, corners, borders, clipping, opacity", .ownMediaClock)
struct AppearanceTests {
    @Test("corner radius rounds the background on the masked corners only (6.1a-style check)")
    func cornerRadius() {
        let root = stage(CGSize(width: 120, height: 60))
        let a = box(CGRect(x: 10, y: 10, width: 40, height: 40), rgb(1, 0, 0))
        a.cornerRadius = 12
        let b = box(CGRect(x: 70, y: 10, width: 40, height: 40), rgb(0, 0, 1))
        b.cornerRadius = 12
        b.maskedCorners = [.layerMaxXMaxYCorner]
        root.addSublayer(a); root.addSublayer(b)
        let img = render(root, size: CGSize(width: 120, height: 60))
        #expect(px(img, 11, 11) == [191, 191, 191, 255], "rounded corner shows the root")
        #expect(px(img, 30, 30) == [255, 0, 0, 255])
        #expect(px(img, 71, 11) == [0, 0, 255, 255], "an unmasked corner stays square")
        #expect(px(img, 108, 48) == [191, 191, 191, 255], "the masked corner is rounded")
        Golden.check(img, named: "corner-radius-masked-corners")
    }

    @Test("4.2: the border is drawn inside the bounds and above sublayers that overlap it")
    func borderAboveSublayers() {
        let root = stage(CGSize(width: 100, height: 100))
        let host = box(CGRect(x: 20, y: 20, width: 60, height: 60), CGColor(gray: 1, alpha: 1))
        host.borderWidth = 5
        host.cornerRadius = 10
        host.addSublayer(box(CGRect(x: -15, y: -15, width: 40, height: 40), rgb(1, 0, 0)))
        root.addSublayer(host)
        let img = render(root, size: CGSize(width: 100, height: 100))
        #expect(px(img, 40, 22) == [0, 0, 0, 255], "2 pt inside the edge is black even over the red sublayer")
        #expect(px(img, 10, 10) == [255, 0, 0, 255], "the sublayer overflows: no clipping without masksToBounds")
        Golden.check(img, named: "border-above-sublayers")
    }

    @Test("4.1: masksToBounds clips sublayers to the rounded bounds")
    func roundedClip() {
        let root = stage(CGSize(width: 200, height: 100))
        for (i, masks) in [false, true].enumerated() {
            let host = box(CGRect(x: 20 + 100 * i, y: 20, width: 60, height: 60), CGColor(gray: 1, alpha: 1))
            host.cornerRadius = 20
            host.masksToBounds = masks
            host.addSublayer(box(CGRect(x: -15, y: -15, width: 45, height: 45), rgb(1, 0, 0)))
            root.addSublayer(host)
        }
        let img = render(root, size: CGSize(width: 200, height: 100))
        #expect(px(img, 10, 10) == [255, 0, 0, 255], "left: the red square pokes out")
        #expect(px(img, 110, 10) == [191, 191, 191, 255], "right: clipped outside the bounds")
        #expect(px(img, 122, 22) == [191, 191, 191, 255], "right: clipped to the rounded corner")
        #expect(px(img, 140, 40) == [255, 0, 0, 255])
        Golden.check(img, named: "masks-to-bounds-rounded", tolerance: 1)
    }

    @Test("opacity blends a layer with what is below; hidden layers and their sublayers draw nothing")
    func opacityAndHidden() {
        let root = stage(CGSize(width: 100, height: 50), gray: 0)
        let half = box(CGRect(x: 0, y: 0, width: 50, height: 50), CGColor(gray: 1, alpha: 1))
        half.opacity = 0.5
        let hidden = box(CGRect(x: 50, y: 0, width: 50, height: 50), CGColor(gray: 1, alpha: 1))
        hidden.addSublayer(box(CGRect(x: 10, y: 10, width: 10, height: 10), rgb(1, 0, 0)))
        hidden.isHidden = true
        root.addSublayer(half); root.addSublayer(hidden)
        let img = render(root, size: CGSize(width: 100, height: 50))
        #expect(abs(px(img, 25, 25)[0] - 128) <= 1)
        #expect(px(img, 75, 25) == [0, 0, 0, 255])
        #expect(px(img, 65, 15) == [0, 0, 0, 255])
    }

    @Test("3.3: zPosition draws a layer above later siblings")
    func zPositionOrder() {
        let root = stage(CGSize(width: 80, height: 50))
        let green = box(CGRect(x: 10, y: 10, width: 40, height: 30), rgb(0, 1, 0))
        let red = box(CGRect(x: 30, y: 10, width: 40, height: 30), rgb(1, 0, 0))
        root.addSublayer(green); root.addSublayer(red)
        #expect(px(render(root, size: CGSize(width: 80, height: 50)), 40, 25) == [255, 0, 0, 255])
        green.zPosition = 1
        #expect(px(render(root, size: CGSize(width: 80, height: 50)), 40, 25) == [0, 255, 0, 255])
    }

    @Test("a rotated layer draws rotated about its anchor point; its edges are not antialiased by default (iOS)")
    func affineRotation() {
        let root = stage(CGSize(width: 100, height: 100))
        let l = box(CGRect(x: 25, y: 25, width: 50, height: 50), rgb(1, 0, 0))
        l.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 4))
        root.addSublayer(l)
        let img = render(root, size: CGSize(width: 100, height: 100))
        #expect(px(img, 50, 50) == [255, 0, 0, 255])
        #expect(px(img, 50, 16) == [255, 0, 0, 255], "the rotated corner reaches up to y = 14.6")
        #expect(px(img, 26, 26) == [191, 191, 191, 255], "the old corner is uncovered")
        let values = Set((0..<100).map { px(img, $0, 30) })
        #expect(values.count == 2, "without edge antialiasing every pixel is red or the root")
        l.allowsEdgeAntialiasing = true
        let aa = render(root, size: CGSize(width: 100, height: 100))
        #expect(Set((0..<100).map { px(aa, $0, 30) }).count > 2)
        Golden.check(aa, named: "rotated-antialiased", tolerance: 1)
    }
}
