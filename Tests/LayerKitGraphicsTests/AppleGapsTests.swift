import LayerKitGraphics
import Testing

/// Small Core Graphics members ported code uses, checked against Apple's documentation of
/// each: CGAffineTransformMake's entry order, CGContextConvert{Size,Rect}To{Device,User}Space,
/// CGVector's fields, CGColorCreateCopy / CGImageCreateCopy (an equal object).
@Suite("Core Graphics gaps closed: CGVector, unlabeled affine init, space conversions, copies")
struct AppleGapsTests {
    @Test("CGAffineTransform(a, b, c, d, tx, ty) maps (x, y) to (a x + c y + tx, b x + d y + ty), as CGAffineTransformMake")
    func unlabeledAffine() {
        let t = CGAffineTransform(2, 3, 5, 7, 11, 13)
        #expect(t == CGAffineTransform(a: 2, b: 3, c: 5, d: 7, tx: 11, ty: 13))
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 18, y: 23))
    }

    @Test("CGVector holds dx and dy; zero is (0, 0)")
    func vector() {
        let v = CGVector(dx: 3, dy: -4)
        #expect(v.dx == 3 && v.dy == -4 && CGVector.zero == CGVector() && CGVector(dx: 1, dy: 2) == CGVector(dx: 1.0, dy: 2.0))
    }

    @Test("convertToDeviceSpace/convertToUserSpace of sizes (linear part, no translation) and rects (bounding box) follow the CTM")
    func conversions() throws {
        let ctx = try #require(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
                                         space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue))
        ctx.translateBy(x: 100, y: 50)
        ctx.scaleBy(x: 2, y: 3)
        #expect(ctx.convertToDeviceSpace(CGSize(width: 1, height: 1)) == CGSize(width: 2, height: 3))
        #expect(ctx.convertToUserSpace(CGSize(width: 2, height: 3)) == CGSize(width: 1, height: 1))
        #expect(ctx.convertToDeviceSpace(CGRect(x: 1, y: 1, width: 4, height: 2)) == CGRect(x: 102, y: 53, width: 8, height: 6))
        #expect(ctx.convertToUserSpace(CGRect(x: 102, y: 53, width: 8, height: 6)) == CGRect(x: 1, y: 1, width: 4, height: 2))
    }

    @Test("CGColor(srgbRed:...) is the device-RGB colour LayerKit draws (sRGB); copy() of a colour or an image is equal to it")
    func colorsAndCopies() throws {
        #expect(CGColor(srgbRed: 1, green: 0.5, blue: 0, alpha: 1) == CGColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        let c = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        #expect(c.copy() == c)
        let ctx = try #require(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                                         space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue))
        let image = try #require(ctx.makeImage())
        #expect(image.copy() == image)
    }
}
