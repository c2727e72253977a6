import Testing
@testable import LayerKitCompositor
import LayerKitTestSupport

/// Oracle: Apple's CAGradientLayer overview ("draws a color gradient over its background
/// color, filling the shape of the layer (including rounded corners)"), and Apple measured in
/// issue 38: one colour draws nothing. Drawn as a background is, the gradient lies under the
/// layer's `contents` (a layer's contents are drawn over its background: CALayer docs).
@Suite("CAGradientLayer fills the layer's shape as a background does", .ownMediaClock)
struct GradientShapeTests {
    /// A black 40 x 40 root with a 40 x 40 red-to-blue gradient layer, set up by `configure`.
    func draw(_ configure: (CAGradientLayer) -> Void) -> Bitmap {
        let root = stage(CGSize(width: 40, height: 40), gray: 0)
        let g = CAGradientLayer()
        g.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        g.colors = [rgb(1, 0, 0), rgb(0, 0, 1)]
        configure(g)
        root.addSublayer(g)
        return render(root, size: CGSize(width: 40, height: 40))
    }

    @Test("one colour draws nothing, over the background colour too")
    func oneColourDrawsNothing() {
        let b = draw { g in g.colors = [rgb(0, 1, 0)]; g.backgroundColor = rgb(1, 1, 1) }
        #expect(px(b, 20, 20) == [255, 255, 255, 255], "only the background colour shows")
    }

    @Test("rounded corners clip the gradient without masksToBounds")
    func roundedCornersClip() {
        let b = draw { g in g.cornerRadius = 15 }
        #expect(px(b, 0, 0) == [0, 0, 0, 255], "the corner outside the rounding shows the black root")
        #expect(px(b, 39, 39) == [0, 0, 0, 255])
        #expect(px(b, 20, 20)[3] == 255 && px(b, 20, 20)[0] > 100 && px(b, 20, 20)[2] > 100, "the middle is the ramp")
        let square = draw { _ in }
        #expect(px(square, 0, 0)[0] > 240, "without corner radius the corner is red")
    }

    @Test("contents are drawn over the gradient")
    func contentsOverGradient() {
        let white = CGContext(pixelWidth: 4, pixelHeight: 4, scale: 1)!
        white.setFillColor(rgb(1, 1, 1)); white.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        let image = white.makeImage()!
        let b = draw { g in g.contents = image }
        #expect(px(b, 20, 20) == [255, 255, 255, 255], "the opaque contents hide the gradient")
    }
}
