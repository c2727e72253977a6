import Foundation
import LayerKit  // with UIKit, as ported code imports both: one UIBezierPath, no ambiguity
import LayerKitTestSupport
import Testing
import UIKit

/// Oracle: UIKit's documentation: `UIGraphicsImageRenderer` ("creates images of the
/// renderer's size at the format's scale; the context is current during the block"),
/// `UIGraphicsBeginImageContextWithOptions` (scale 0 is the main screen's),
/// `UIImage.draw(in:)` ("draws the image in its natural orientation" in UIKit's y-down
/// contexts), `UIBezierPath.fill()`/`stroke()` (into the current context),
/// `UIColor.getRed(_:green:blue:alpha:)`.
@Suite("UIGraphics, UIImage, UIColor, UIBezierPath and string drawing", .ownMediaClock)
struct UIGraphicsTests {
    /// An image whose top half is red and bottom half blue (20x20 points at `scale`).
    func redOverBlue(scale: CGFloat = 1) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
            UIColor.blue.setFill()
            ctx.fill(CGRect(x: 0, y: 10, width: 20, height: 10))
        }
    }

    @Test("an image renderer's output has the format's scale, and its context is current in the block")
    func rendererOutput() throws {
        var current: CGContext?
        var given: CGContext?
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format).image { ctx in
            current = UIGraphicsGetCurrentContext()
            given = ctx.cgContext
            UIColor.green.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(current === given && current != nil)
        #expect(UIGraphicsGetCurrentContext() == nil, "popped after the block")
        #expect(image.scale == 2 && image.size == CGSize(width: 20, height: 10))
        let bitmap = Bitmap(try #require(image.cgImage))
        #expect(bitmap.width == 40 && bitmap.height == 20)
        #expect(bitmap.rgba(5, 10) == (0, 255, 0, 255))
        #expect(bitmap.rgba(30, 10).a == 0)
    }

    @Test("UIImage.draw(in:) draws upright: the image's top row at the rect's top")
    func imageUpright() throws {
        let source = redOverBlue()
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { _ in
            source.draw(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        }
        let bitmap = Bitmap(try #require(drawn.cgImage))
        #expect(bitmap.rgba(20, 5) == (255, 0, 0, 255))
        #expect(bitmap.rgba(20, 35) == (0, 0, 255, 255))
    }

    @Test("UIImage size is in points: pixels over scale")
    func imageSize() {
        let image = redOverBlue(scale: 2)
        #expect(image.cgImage?.width == 40)
        #expect(image.size == CGSize(width: 20, height: 20))
        #expect(UIImage().size == .zero && UIImage().cgImage == nil)
        #expect(UIImage(data: Data([1, 2, 3])) == nil)
        let decoded = UIImage(data: image.pngData()!, scale: 2)
        #expect(decoded?.size == CGSize(width: 20, height: 20))
    }

    @Test("the image-context functions push, capture and pop a context of the given scale")
    func imageContext() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 3), false, 3)
        let ctx = try #require(UIGraphicsGetCurrentContext())
        #expect(ctx.width == 12 && ctx.height == 9)
        UIColor.white.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 3)).fill()
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.scale == 3 && image.size == CGSize(width: 4, height: 3))
        let bitmap = Bitmap(try #require(image.cgImage))
        #expect(bitmap.rgba(2, 4) == (255, 255, 255, 255))
        #expect(bitmap.rgba(9, 4).a == 0)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 3), false, 0)
        #expect(UIGraphicsGetCurrentContext()?.width == Int(4 * UIScreen.main.scale), "scale 0 is the screen's")
        UIGraphicsEndImageContext()
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 0, height: 3), false, 1)
        #expect(UIGraphicsGetCurrentContext() == nil, "no pixels, no context")
    }

    @Test("UIBezierPath.stroke() uses the path's line width and leaves the context's state as it was")
    func strokeUsesPathWidth() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { ctx in
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 0, y: 10))
            path.addLine(to: CGPoint(x: 20, y: 10))
            path.lineWidth = 6
            UIColor.black.setStroke()
            path.stroke()
            #expect(ctx.cgContext.isPathEmpty, "the path is used up, as stroking a context's path does")
        }
        let bitmap = Bitmap(try #require(image.cgImage))
        #expect(bitmap.rgba(10, 8).a == 255)
        #expect(bitmap.rgba(10, 12).a == 255)
        #expect(bitmap.rgba(10, 4).a == 0)
        UIBezierPath(rect: .zero).fill()  // no current context: nothing happens
    }

    @Test("UIColor components: getRed for RGB and gray colours, HSB round trip, cgColor")
    func colorComponents() {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        #expect(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8).getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect((r, g, b, a) == (0.2, 0.4, 0.6, 0.8))
        #expect(UIColor(white: 0.5, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect((r, g, b, a) == (0.5, 0.5, 0.5, 1))
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0
        UIColor(hue: 0.75, saturation: 0.5, brightness: 0.8, alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: &a)
        #expect(abs(h - 0.75) < 1e-9 && abs(s - 0.5) < 1e-9 && abs(v - 0.8) < 1e-9)
        #expect(UIColor.red.cgColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIColor.red.withAlphaComponent(0.5).cgColor.alpha == 0.5)
    }

    @Test("NSAttributedString measures and draws at its size, in the attributes' UIFont and UIColor")
    func stringDrawing() throws {
        let text = NSAttributedString(string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 20),
                                                                    .foregroundColor: UIColor.red])
        let size = text.size()
        let small = NSAttributedString(string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 10)]).size()
        #expect(size.width > 30 && size.height > 20)
        #expect(abs(size.width - 2 * small.width) < 2, "twice the font size, about twice the width")
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 40)).image { _ in
            text.draw(at: CGPoint(x: 10, y: 5))
        }
        let bitmap = Bitmap(try #require(image.cgImage))
        var red = 0, outside = 0
        for y in 0..<40 { for x in 0..<100 {
            let p = bitmap.rgba(x, y)
            guard p.a > 128 else { continue }
            let inBox = CGRect(x: 10, y: 5, width: size.width, height: size.height).contains(CGPoint(x: x, y: y))
            if inBox && p.r > 200 && p.g < 60 { red += 1 }
            if !inBox { outside += 1 }
        } }
        #expect(red > 50)
        #expect(outside == 0)
    }
}
