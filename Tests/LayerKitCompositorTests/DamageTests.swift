import Testing
@testable import LayerKitCompositor
import LayerKitTestSupport

/// A renderer on `root` that has drawn its first frame.
private func renderer(_ root: CALayer, _ size: CGSize) -> CARenderer {
    let r = CARenderer(size: size, scale: 1, options: .default, threads: 1)
    r.layer = root
    CATransaction.flush()
    r.beginFrame(atTime: 0); _ = r.updateBounds(); r.render(); r.endFrame()
    return r
}

/// The damage of the next frame at `time`, after committing.
private func nextDamage(_ r: CARenderer, at time: CFTimeInterval = 0) -> CGRect {
    CATransaction.flush()
    r.beginFrame(atTime: time)
    let d = r.updateBounds()
    r.render(); r.endFrame()
    return d
}

/// Oracle: the definition of damage (DESIGN.md): the union of what changed, old and new
/// extents, with one pixel of antialiasing margin around each extent.
@Suite("Damage: updateBounds reports what changed", .ownMediaClock)
struct DamageTests {
    @Test("the first frame is damaged everywhere; an unchanged frame not at all")
    func firstAndIdle() {
        let root = stage(CGSize(width: 100, height: 80))
        let r = CARenderer(size: CGSize(width: 100, height: 80), scale: 1, options: .default, threads: 1)
        r.layer = root
        #expect(nextDamage(r) == CGRect(x: 0, y: 0, width: 100, height: 80))
        #expect(nextDamage(r).isEmpty)
        #expect(r.lastDamage.isEmpty)
    }

    @Test("a moved layer damages its old and new extents, and nothing else")
    func moved() {
        let root = stage(CGSize(width: 300, height: 300))
        let l = box(CGRect(x: 10, y: 10, width: 20, height: 20), rgb(1, 0, 0))
        root.addSublayer(l)
        let r = renderer(root, CGSize(width: 300, height: 300))
        CATransaction.setDisableActions(true)
        l.position = CGPoint(x: 220, y: 220)
        let d = nextDamage(r)
        #expect(r.lastDamage.count == 2)
        #expect(r.lastDamage.contains { $0.contains(x: 10, y: 10) && $0.contains(x: 29, y: 29) && $0.width <= 24 })
        #expect(r.lastDamage.contains { $0.contains(x: 210, y: 210) && $0.width <= 24 })
        #expect(d == CGRect(x: 9, y: 9, width: 222, height: 222))
    }

    @Test("a colour change damages only the layer's extent")
    func colourChange() {
        let root = stage(CGSize(width: 200, height: 200))
        let l = box(CGRect(x: 50, y: 60, width: 30, height: 20), rgb(1, 0, 0))
        root.addSublayer(l)
        let r = renderer(root, CGSize(width: 200, height: 200))
        CATransaction.setDisableActions(true)
        l.backgroundColor = rgb(0, 1, 0)
        #expect(nextDamage(r) == CGRect(x: 49, y: 59, width: 32, height: 22))
        #expect(Bitmap(r.image).premultiplied(60, 70).g == 255)
    }

    @Test("moving a shadowed layer damages its shadow's extent too")
    func shadowed() {
        let root = stage(CGSize(width: 300, height: 300))
        let l = box(CGRect(x: 100, y: 100, width: 40, height: 40), rgb(1, 1, 1))
        l.shadowOpacity = 1
        l.shadowRadius = 5
        l.shadowOffset = CGSize(width: 0, height: 20)
        root.addSublayer(l)
        let r = renderer(root, CGSize(width: 300, height: 300))
        CATransaction.setDisableActions(true)
        l.position.x += 50
        let d = nextDamage(r)
        #expect(d.maxY >= 140 + 20 + 15, "the shadow reaches 3 deviations below its offset shape")
        #expect(d.minX <= 100 - 15 && d.maxX >= 190 + 15)
    }

    @Test("a running animation damages the animated layer's area each frame and nothing once it ends")
    func animation() {
        MediaClock.freeze(at: 0)
        defer { MediaClock.unfreeze() }
        let root = stage(CGSize(width: 200, height: 100))
        let l = box(CGRect(x: 0, y: 0, width: 20, height: 20), rgb(1, 0, 0))
        root.addSublayer(l)
        let r = renderer(root, CGSize(width: 200, height: 100))
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = 10; a.toValue = 190; a.duration = 1; a.beginTime = 1
        l.add(a, forKey: "slide")
        CATransaction.flush()
        MediaClock.advance(by: 1.5)
        let d1 = nextDamage(r, at: 1.5)
        #expect(d1.minX <= 90 && d1.maxX >= 100 + 10 && d1.height <= 24)
        let d2 = nextDamage(r, at: 1.6)
        #expect(d2.minX >= 88 && d2.width <= 42, "x 100 -> 118: old and new extents, one pixel of margin each")
        MediaClock.advance(by: 1)
        _ = nextDamage(r, at: 2.5)
        #expect(nextDamage(r, at: 2.6).isEmpty, "finished and removed: idle again")
        #expect(r.nextFrameTime() == .infinity)
    }

    @Test("damage is limited when one small layer moves in a busy static scene")
    func smallMove() {
        let root = stage(CGSize(width: 640, height: 360))
        var seed = SeededRandom(seed: 7)
        for _ in 0..<200 {
            root.addSublayer(box(CGRect(x: seed.uniform(0...600), y: seed.uniform(0...320), width: 40, height: 40),
                                 rgb(seed.uniform(0...1), seed.uniform(0...1), seed.uniform(0...1))))
        }
        let mover = box(CGRect(x: 0, y: 0, width: 64, height: 64), rgb(1, 1, 1))
        root.addSublayer(mover)
        let r = renderer(root, CGSize(width: 640, height: 360))
        let full = Bitmap(r.image)
        CATransaction.setDisableActions(true)
        mover.position = CGPoint(x: 300, y: 200)
        _ = nextDamage(r)
        let area = r.lastDamage.reduce(0) { $0 + $1.area }
        #expect(area <= 2 * 66 * 66)
        // The damaged frame equals a frame rendered from scratch.
        let fresh = render(root, size: CGSize(width: 640, height: 360))
        #expect(Bitmap(r.image) == fresh)
        #expect(Bitmap(r.image) != full)
    }
}
