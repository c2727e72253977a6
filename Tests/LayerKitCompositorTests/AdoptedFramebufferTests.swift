import Testing
@testable import LayerKitCompositor
import LayerKitRaster
import LayerKitTestSupport

/// Memory a test hands to a renderer as its framebuffer (a window's shared image stands in).
private final class Pixels {
    let memory: UnsafeMutablePointer<UInt32>
    init(_ count: Int) { memory = .allocate(capacity: count); memory.initialize(repeating: 0xDEAD_BEEF, count: count) }
    deinit { memory.deallocate() }
}

/// Oracle: frames rendered from scratch (`render`, a new renderer's first frame) and the
/// definition of damage-limited frames (DESIGN.md): pixels outside the damage are the last
/// frame's, so an adopted framebuffer must start as a copy of it.
@Suite("Adopted framebuffer: a renderer draws on into memory it is given", .ownMediaClock)
struct AdoptedFramebufferTests {
    @Test("after adopting a framebuffer, damage-limited frames drawn into it equal frames drawn from scratch")
    func drawsOnFromTheSamePixels() throws {
        let size = CGSize(width: 120, height: 90)
        let root = stage(size)
        let a = box(CGRect(x: 10, y: 10, width: 20, height: 20), rgb(1, 0, 0))
        let b = box(CGRect(x: 60, y: 40, width: 30, height: 30), rgb(0, 0, 1))
        root.addSublayer(a)
        root.addSublayer(b)
        let r = CARenderer(size: size, scale: 1, options: .default, threads: 1)
        r.layer = root
        CATransaction.flush()
        r.beginFrame(atTime: 0); _ = r.updateBounds(); r.render(); r.endFrame()

        // A wider stride than the frame, as an X image may have, filled with garbage.
        let owner = Pixels(130 * 90)
        let given = try #require(Surface(wrapping: owner.memory, width: 120, height: 90, stride: 130, owner: owner))
        #expect(r.adoptFramebuffer(given))
        #expect(r.framebuffer === given)
        #expect(Bitmap(r.image) == render(root, size: size))

        CATransaction.setDisableActions(true)
        a.position = CGPoint(x: 90, y: 20)
        CATransaction.flush()
        r.beginFrame(atTime: 1)
        let damage = r.updateBounds()
        r.render(); r.endFrame()
        #expect(!damage.isEmpty && damage.width < 120)
        #expect(Bitmap(r.image) == render(root, size: size))
    }

    @Test("a framebuffer of another size is refused and changes nothing")
    func refusesOtherSizes() throws {
        let r = CARenderer(size: CGSize(width: 40, height: 30), scale: 1, options: .default, threads: 1)
        let before = r.framebuffer
        let owner = Pixels(41 * 30)
        let wrong = try #require(Surface(wrapping: owner.memory, width: 41, height: 30, stride: 41, owner: owner))
        #expect(!r.adoptFramebuffer(wrong))
        #expect(r.framebuffer === before)
        #expect(!r.adoptFramebuffer(before))
    }
}
