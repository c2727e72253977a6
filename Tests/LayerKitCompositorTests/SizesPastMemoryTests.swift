@testable import LayerKitCompositor
import LayerKitTestSupport
import Testing

/// Sizes past memory and work that followed a count: a renderer's framebuffer has the pixel
/// budget images have (`CGImageDecodingError.maximumPixelCount`), and a gradient's stops are
/// found by binary search. Oracles: LayerKit's documented pixel budget; the same ramp drawn
/// from two stops (a gradient through evenly spaced grey stops is the two-stop ramp).
@Suite("Sizes past memory are cut to one pixel budget", .ownMediaClock)
struct SizesPastMemoryTests {
    @Test("a CARenderer of 16,384 x 16,384 pixels is cut to the pixel budget, aspect kept, with a warning naming it")
    func rendererPixelBudget() {
        let r = CARenderer(size: CGSize(width: 16_384, height: 16_384), scale: 1)
        let image = r.image
        #expect(image.width * image.height <= CGImageDecodingError.maximumPixelCount)
        #expect(image.width == image.height && image.width >= 8000)
        #expect(Diagnostics.hasWarned(containing: "pixels in all (the pixel budget"))
    }

    @Test("PixelBudget keeps sizes within it as they are and cuts larger ones to at most the budget")
    func budgetFit() {
        #expect(PixelBudget.fit(width: 640, height: 480) == (640, 480))
        let wide = PixelBudget.fit(width: 16_384, height: 16_384)
        #expect(wide.width * wide.height <= CGImageDecodingError.maximumPixelCount && wide.width == wide.height)
        #expect(PixelBudget.fit(width: Int.max, height: 3) == (16_384, 3))
        #expect(PixelBudget.fit(width: 0, height: 10) == (0, 10))
    }

    static func radial(_ colours: [CGColor]) -> Bitmap {
        let g = CAGradientLayer()
        g.frame = CGRect(x: 0, y: 0, width: 48, height: 48)
        g.type = .radial
        g.startPoint = CGPoint(x: 0.5, y: 0.5)
        g.endPoint = CGPoint(x: 1, y: 1)
        g.colors = colours
        return render(g, size: CGSize(width: 48, height: 48))
    }

    @Test("a radial CAGradientLayer of 1,000,000 grey stops draws the two-stop ramp (each stop found by binary search)")
    func millionStops() {
        let n = 1_000_000
        let many = (0..<n).map { CGColor(gray: CGFloat($0) / CGFloat(n - 1), alpha: 1) }
        let a = Self.radial(many), b = Self.radial([CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)])
        func close(_ x: UInt32, _ y: UInt32) -> Bool {
            for shift: UInt32 in [0, 8, 16, 24] {
                let p = Int((x >> shift) & 0xFF), q = Int((y >> shift) & 0xFF)
                if abs(p - q) > 1 { return false }
            }
            return true
        }
        #expect(a.pixels.count == b.pixels.count && zip(a.pixels, b.pixels).allSatisfy { close($0, $1) })
    }
}
