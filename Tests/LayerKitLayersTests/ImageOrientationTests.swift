import Foundation
@testable import LayerKitLayers
import Testing
import LayerKitTestSupport

/// A layer that draws a CGImage into its bounds in `draw(in:)`, optionally flipping the
/// context about the rect first as Apple code does to draw it upright.
private final class ImageLayer: CALayer {
    var image: CGImage?
    var compensates = false

    override func draw(in ctx: CGContext) {
        guard let image else { return }
        if compensates {
            ctx.translateBy(x: 0, y: bounds.minY + bounds.maxY)
            ctx.scaleBy(x: 1, y: -1)
        }
        ctx.draw(image, in: bounds)
    }
}

/// A 4x4 image whose top two rows are red and bottom two blue (first row = top).
private func redOverBlue() -> CGImage {
    let ctx = CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!
    ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
    ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
    return ctx.makeImage()!
}

private func isRed(_ i: CGImage, _ x: Int, _ y: Int) -> Bool { let p = i.pixel(atX: x, y: y); return p.red == 255 && p.blue == 0 }
private func isBlue(_ i: CGImage, _ x: Int, _ y: Int) -> Bool { let p = i.pixel(atX: x, y: y); return p.blue == 255 && p.red == 0 }

/// Oracle: Apple's layer drawing context is flipped (y-down, origin top-left, by a flipped
/// CTM), and CGContextDrawImage puts an image's first row at the rect's maximum y, so a CGImage
/// drawn in `draw(in:)` appears upside down on iOS; Apple's "Drawing and Printing Guide for
/// iOS" (flipped default coordinate systems) shows the compensating flip. Apple's bitmap
/// contexts are unflipped, where the image is upright.
@Suite("Image orientation in a layer's context", .ownMediaClock)
struct ImageOrientationTests {
    @Test("a CGImage drawn with CGContext.draw(_:in:) in draw(in:) is upside down, as in Apple's flipped layer context")
    func upsideDownInLayerContext() throws {
        let image = redOverBlue()
        #expect(isRed(image, 1, 0) && isBlue(image, 1, 3), "the source: red on top")
        for async in [false, true] {
            let l = ImageLayer()
            l.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
            l.image = image
            l.drawsAsynchronously = async
            l.setNeedsDisplay()
            l.displayIfNeeded()
            let out = try #require(l.contents as? CGImage)
            #expect(isBlue(out, 20, 5) && isRed(out, 20, 35), "async: \(async)")
        }
    }

    @Test("Apple's compensating flip (translate by the rect's minY + maxY, scale y by -1) draws the image upright")
    func compensatedIsUpright() throws {
        let l = ImageLayer()
        l.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        l.image = redOverBlue()
        l.compensates = true
        l.setNeedsDisplay()
        l.displayIfNeeded()
        let out = try #require(l.contents as? CGImage)
        #expect(isRed(out, 20, 5) && isBlue(out, 20, 35))
    }

    @Test("a bitmap context (CGContext(data:...)) draws the image upright, as Apple's unflipped bitmap contexts do")
    func uprightInBitmapContext() throws {
        let ctx = try #require(CGContext(data: nil, width: 40, height: 40, bitsPerComponent: 8, bytesPerRow: 0,
                                         space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue))
        #expect(!ctx.drawsImagesFlipped)
        ctx.draw(redOverBlue(), in: CGRect(x: 0, y: 0, width: 40, height: 40))
        let upright = try #require(ctx.makeImage())
        #expect(isRed(upright, 20, 5) && isBlue(upright, 20, 35))
    }
}
