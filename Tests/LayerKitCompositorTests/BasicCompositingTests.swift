import Testing
@testable import LayerKitCompositor
import LayerKitTestSupport

@Suite("Compositing basics", .ownMediaClock)
struct BasicCompositingTests {
    @Test("1.1: a blue square centred in a white 200-pt layer (book checks (100,100) blue, (25,25) white)")
    func listing1_1() {
        let root = box(CGRect(x: 0, y: 0, width: 240, height: 240), CGColor(gray: 0.75, alpha: 1))
        let white = box(CGRect(x: 20, y: 20, width: 200, height: 200), CGColor(gray: 1, alpha: 1))
        white.addSublayer(box(CGRect(x: 50, y: 50, width: 100, height: 100), rgb(0, 0, 1)))
        root.addSublayer(white)
        let b = render(root, size: CGSize(width: 240, height: 240))
        #expect(px(b, 120, 120) == [0, 0, 255, 255])
        #expect(px(b, 45, 45) == [255, 255, 255, 255])
        #expect(px(b, 5, 5) == [191, 191, 191, 255])
        Golden.check(b, named: "listing-1.1")
    }
}
