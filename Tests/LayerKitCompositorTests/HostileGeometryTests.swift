import Testing
@testable import LayerKitCompositor
import LayerKitTestSupport

/// Oracle: issue 15 and DESIGN.md's bad-input rule (a clear error or a documented no-op,
/// never a crash): finite geometry beyond what can be drawn is clamped or skipped, and the
/// rest of the scene still draws.
@Suite("Hostile geometry: finite values far beyond the screen", .ownMediaClock)
struct HostileGeometryTests {
    /// A scene of one red layer bent by `bend` under a normal green square.
    func scene(_ bend: (CALayer) -> Void) -> Bitmap {
        let root = stage(CGSize(width: 64, height: 64), gray: 0)
        let odd = box(CGRect(x: 30, y: 30, width: 20, height: 20), rgb(1, 0, 0))
        odd.shadowOpacity = 0.5
        bend(odd)
        root.addSublayer(odd)
        root.addSublayer(box(CGRect(x: 8, y: 8, width: 16, height: 16), rgb(0, 1, 0)))
        return render(root, size: CGSize(width: 64, height: 64))
    }

    @Test("position, bounds, anchorPoint and scale of 1e17 to 1e300 draw the rest of the scene, without a trap",
          arguments: 0..<6)
    func huge(_ which: Int) {
        let img = scene { l in
            switch which {
            case 0: l.position = CGPoint(x: 1e19, y: 1e19)
            case 1: l.bounds = CGRect(x: 0, y: 0, width: 1e19, height: 1e19)
            case 2: l.anchorPoint = CGPoint(x: 1e300, y: 1e300)
            case 3: l.transform = CATransform3DMakeScale(1e17, 1e17, 1)
            case 4: l.position = CGPoint(x: -1e19, y: 1e19)
            default: l.bounds = CGRect(x: -1e19, y: -1e19, width: 1e19, height: 1e19)
            }
        }
        #expect(px(img, 12, 12) == [0, 255, 0, 255], "the normal layer still draws")
        // Huge bounds or scale about (40, 40) cover the whole frame; huge positions or anchor
        // points put the layer far off it.
        let covers = [1, 3, 5].contains(which)
        #expect(px(img, 50, 50) == (covers ? [255, 0, 0, 255] : [0, 0, 0, 255]))
        #expect(Diagnostics.hasWarned(containing: "16777216 pixels"))
    }

    @Test("device pixels floor and ceil as the standard library does, clamped to 2^24, NaN to 0")
    func pixelRounding() {
        let values: [CGFloat] = [0, -0.0, 0.5, -0.5, 1, -1, 2.25, -2.25, 7.999999, -7.999999, 1e-300, -1e-300,
                                 16_777_215.5, -16_777_215.5, 16_777_216, 1e19, -1e19, .infinity, -.infinity]
        for v in values {
            let c = min(DeviceGeometry.limit, max(-DeviceGeometry.limit, v))
            #expect(DeviceGeometry.pixel(v, .down) == Int(c.rounded(.down)), "floor of \(v)")
            #expect(DeviceGeometry.pixel(v, .up) == Int(c.rounded(.up)), "ceil of \(v)")
        }
        #expect(DeviceGeometry.pixel(.nan, .down) == 0 && DeviceGeometry.pixel(.nan, .up) == 0)
    }

    @Test("CARenderer.bounds set with a NaN width reads it as 0, as the initializer does, without a trap")
    func rendererBoundsNaN() {
        let r = CARenderer(size: CGSize(width: 10, height: 10))
        r.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 20)
        #expect(r.bounds == CGRect(x: 0, y: 0, width: 0, height: 20))
        r.bounds = CGRect(x: CGFloat.infinity, y: 0, width: 30, height: -5)
        #expect(r.bounds == CGRect(x: 0, y: 0, width: 30, height: 0))
        #expect(r.image.width == 30 && r.image.height == 1)
    }

    @Test("a CARenderer larger than 16384 pixels a side is cut to that and says so once")
    func hugeRenderer() {
        let r = CARenderer(size: CGSize(width: 100_000, height: 1), scale: 1)
        #expect(r.image.width == 16384)
        #expect(Diagnostics.hasWarned(containing: "cut to at most 16384 pixels"))
    }

    @Test("opacity NaN is refused with a warning and the layer keeps its opacity, through the setter and KVC")
    func opacityNaN() {
        let l = CALayer()
        l.opacity = 0.5
        l.opacity = .nan
        #expect(l.opacity == 0.5)
        #expect(Diagnostics.hasWarned(containing: "'opacity'"))
        l.setValue(Float.nan, forKey: "opacity")
        #expect(l.opacity == 0.5)
        l.setValue(CGFloat.nan, forKeyPath: "opacity")
        #expect(l.opacity == 0.5)
    }
}

/// Oracle: issue 15 (rendering a chain 1,000 deep overflowed the stack).
@Suite("Deep trees render", .ownMediaClock)
struct DeepTreeRenderTests {
    @Test("a chain 20,000 layers deep renders its deepest layer")
    func deepChainRenders() {
        let root = stage(CGSize(width: 32, height: 32), gray: 0)
        var last = root
        for i in 0..<20_000 {
            let l = CALayer()
            l.frame = CGRect(x: 0, y: 0, width: 32, height: 32)
            if i == 19_999 { l.backgroundColor = rgb(1, 0, 0) }
            last.addSublayer(l)
            last = l
        }
        let img = render(root, size: CGSize(width: 32, height: 32))
        #expect(px(img, 5, 5) == [255, 0, 0, 255])
    }
}
