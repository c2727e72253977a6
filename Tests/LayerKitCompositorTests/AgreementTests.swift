import Testing
@testable import LayerKitCompositor
import LayerKitRaster
import LayerKitTestSupport

/// A random scene: translated, rotated, scaled and perspective layers with solid colours,
/// images, corners, borders and opacity, from a fixed seed.
private func randomScene(seed: UInt64) -> CALayer {
    var g = SeededRandom(seed: seed)
    let root = stage(CGSize(width: 160, height: 120))
    let image = quadrantImage(24, 18)
    for i in 0..<24 {
        let l = CALayer()
        l.frame = CGRect(x: g.uniform(-20...150), y: g.uniform(-20...110), width: g.uniform(4...70), height: g.uniform(4...60))
        if i % 3 == 0 { l.contents = image } else {
            l.backgroundColor = CGColor(red: g.uniform(0...1), green: g.uniform(0...1), blue: g.uniform(0...1),
                                        alpha: g.uniform(0...1) < 0.5 ? 1 : g.uniform(0.2...1))
        }
        switch i % 4 {
        case 1: l.setAffineTransform(CGAffineTransform(rotationAngle: g.uniform(-3...3)))
        case 2: l.setAffineTransform(CGAffineTransform(scaleX: g.uniform(0.3...2), y: g.uniform(0.3...2)))
        case 3:
            var t = CATransform3DIdentity
            t.m34 = -1 / g.uniform(200...600)
            l.transform = CATransform3DRotate(t, g.uniform(-1...1), g.uniform(-1...1), g.uniform(-1...1), 0)
        default: break
        }
        if g.uniform(0...1) < 0.3 { l.cornerRadius = g.uniform(0...12) }
        if g.uniform(0...1) < 0.3 { l.borderWidth = g.uniform(1...4) }
        if g.uniform(0...1) < 0.3 { l.opacity = Float(g.uniform(0.2...1)) }
        if g.uniform(0...1) < 0.3 { l.allowsEdgeAntialiasing = true }
        root.addSublayer(l)
    }
    return root
}

/// Oracle: the general path is the definition of the right pixels (DESIGN.md, Raster); fast
/// paths and SIMD must agree with it within one step per channel, and occlusion must not
/// change a pixel.
@Suite("Fast paths against the general path, occlusion on and off", .ownMediaClock)
struct AgreementTests {
    @Test("random scenes render within one step per channel with fast paths on and off", arguments: 1...12)
    func fastVersusGeneral(seed: UInt64) {
        let root = randomScene(seed: seed)
        let size = CGSize(width: 160, height: 120)
        let fast = render(root, size: size, options: .default)
        let general = render(root, size: size, options: .generalOnly)
        let d = fast.difference(from: general, tolerance: 1)
        #expect(d.count == 0, "\(d.count) pixels differ by more than 1 (largest \(d.maxDelta))")
    }

    @Test("occlusion culling never changes a pixel", arguments: 1...6)
    func occlusionExact(seed: UInt64) {
        let root = randomScene(seed: seed)
        root.addSublayer(box(CGRect(x: 30, y: 20, width: 90, height: 70), rgb(0.2, 0.4, 0.6)))
        let size = CGSize(width: 160, height: 120)
        let on = renderWith(root, size: size, occlusion: true)
        let off = renderWith(root, size: size, occlusion: false)
        #expect(on == off)
    }

    @Test("a layer under an opaque layer is skipped")
    func occludedSkipped() {
        let under = box(CGRect(x: 10, y: 10, width: 20, height: 20), rgb(1, 0, 0))
        let over = box(CGRect(x: 0, y: 0, width: 50, height: 50), rgb(0, 0, 1))
        let items = [under, over].map { l -> DrawItem in
            let q = DrawQuad(transform: Homography(CALayer.toParentPlane(l.state)), shape: QuadShape(rect: l.bounds),
                             paint: .solid(l.backgroundColor!.premultipliedARGB32))
            return DrawItem(operation: .quad(q), clip: RasterClip(rect: IntRect(x: 0, y: 0, width: 50, height: 50)),
                            bounds: DeviceGeometry.extent(of: l.bounds, through: q.transform)!,
                            key: ItemKey(ObjectIdentifier(l), .background), signature: 0)
        }
        #expect(Occlusion.hidden(items, in: IntRect(x: 0, y: 0, width: 50, height: 50)) == [true, false])
    }

    @Test("rendering in two bands on two threads gives the same frame as one thread")
    func bands() {
        let root = randomScene(seed: 99)
        let r = CARenderer(size: CGSize(width: 160, height: 120), scale: 2, options: .default, threads: 2)
        let single = CARenderer(size: CGSize(width: 160, height: 120), scale: 2, options: .default, threads: 1)
        for x in [r, single] {
            x.layer = root
            CATransaction.flush()
            x.beginFrame(atTime: 0); _ = x.updateBounds(); x.render(); x.endFrame()
        }
        #expect(Bitmap(r.image) == Bitmap(single.image))
    }
}

private func renderWith(_ root: CALayer, size: CGSize, occlusion: Bool) -> Bitmap {
    let r = CARenderer(size: size, scale: 1, options: .default, threads: 1, occlusion: occlusion)
    r.layer = root
    CATransaction.flush()
    r.beginFrame(atTime: 0); _ = r.updateBounds(); r.render(); r.endFrame()
    return Bitmap(r.image)
}
