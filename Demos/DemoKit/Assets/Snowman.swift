import Foundation
import LayerKit

/// The snowman (designed in a 200x280 box, drawn scaled into any rectangle), its opaque
/// backdrop for Snowman.jpg, and the matte derived from its alpha.
enum SnowmanArt {
    static let design = CGSize(width: 200, height: 280)

    /// The three snow balls, bottom first: centre and radius in the design box.
    static let balls: [(center: CGPoint, radius: CGFloat)] = [
        (CGPoint(x: 100, y: 207), 62),
        (CGPoint(x: 100, y: 118), 47),
        (CGPoint(x: 100, y: 50), 35),
    ]

    static let coal = rgb(0x24_2628)
    static let snowEdge = rgb(0x8A_9BB0)

    /// Draws the snowman on a transparent background, filling `rect`.
    static func draw(in context: CGContext, rect: CGRect) {
        context.drawing(in: rect, design: design) {
            drawGroundShadow(context)
            drawArms(context)
            for ball in balls { drawBall(context, center: ball.center, radius: ball.radius) }
            drawDetails(context)
        }
    }

    /// The scarf, face and buttons (design space), drawn over the snow.
    static func drawDetails(_ context: CGContext) {
        drawScarf(context)
        drawFace(context)
        drawButtons(context)
    }

    /// The path of the three balls together (design space), for clipping detail to the snow.
    static var bodyPath: CGPath {
        let path = CGMutablePath()
        for ball in balls { path.addPath(Shape.circle(ball.center, ball.radius)) }
        return path
    }

    private static func drawGroundShadow(_ c: CGContext) {
        let shadow = Shape.ellipse(CGRect(x: 26, y: 256, width: 148, height: 20))
        c.paint(shadow, gradient([rgb(0x6E_86A8, alpha: 0.45), rgb(0x6E_86A8, alpha: 0)]),
                focus: CGPoint(x: 100, y: 266), center: CGPoint(x: 100, y: 266), radius: 74)
    }

    private static func drawBall(_ c: CGContext, center: CGPoint, radius: CGFloat) {
        let path = Shape.circle(center, radius)
        let shading = gradient([(0, rgb(0xFF_FFFF)), (0.55, rgb(0xF1_F5FA)), (1, rgb(0xC9_D5E4))])
        c.paint(path, shading, focus: CGPoint(x: center.x - radius * 0.35, y: center.y - radius * 0.4),
                center: center, radius: radius)
        c.outline(path, snowEdge, width: 2)
    }

    /// Two twig arms growing out of the middle ball.
    private static func drawArms(_ c: CGContext) {
        let stick = rgb(0x6B_4423)
        let left = CGMutablePath()
        left.move(to: CGPoint(x: 66, y: 112))
        left.addQuadCurve(to: CGPoint(x: 12, y: 64), control: CGPoint(x: 40, y: 98))
        left.move(to: CGPoint(x: 32, y: 84))
        left.addLine(to: CGPoint(x: 22, y: 56))
        left.move(to: CGPoint(x: 24, y: 76))
        left.addLine(to: CGPoint(x: 5, y: 80))
        let right = Shape.mirroredX(left, about: 100)
        for arm in [left, right] {
            c.outline(arm, rgb(0x3E_2712), width: 6)
            c.outline(arm, stick, width: 3.6)
        }
    }

    /// A red scarf around the neck, one end hanging down on the right.
    private static func drawScarf(_ c: CGContext) {
        let red = gradient([rgb(0xE0_3B33), rgb(0xA8_1E1E)])
        let band = CGMutablePath()
        band.move(to: CGPoint(x: 66, y: 76))
        band.addQuadCurve(to: CGPoint(x: 134, y: 76), control: CGPoint(x: 100, y: 90))
        band.addLine(to: CGPoint(x: 136, y: 88))
        band.addQuadCurve(to: CGPoint(x: 64, y: 88), control: CGPoint(x: 100, y: 104))
        band.closeSubpath()
        let tail = Shape.polygon([CGPoint(x: 112, y: 90), CGPoint(x: 128, y: 88),
                                  CGPoint(x: 134, y: 124), CGPoint(x: 118, y: 127)])
        for piece in [tail, band as CGPath] {
            c.paint(piece, red, from: CGPoint(x: 0, y: 76), to: CGPoint(x: 0, y: 126))
            c.outline(piece, rgb(0x6E_1212), width: 1.5)
        }
        let stripes = CGMutablePath()
        for y: CGFloat in [102, 114] {
            stripes.move(to: CGPoint(x: 116, y: y))
            stripes.addLine(to: CGPoint(x: 132, y: y - 2))
        }
        c.outline(stripes, rgb(0xF6_D8C8), width: 2.5, cap: .butt)
    }

    private static func drawFace(_ c: CGContext) {
        for x: CGFloat in [87, 113] { drawCoal(c, CGPoint(x: x, y: 40), radius: 4.6) }
        // A smile of five coal dots.
        for i in 0..<5 {
            let angle = CGFloat.pi * (0.3 + 0.1 * CGFloat(i))
            drawCoal(c, CGPoint(x: 100 + 18 * cos(angle), y: 52 + 14 * sin(angle)), radius: 2.3)
        }
        // The carrot nose, pointing right.
        let carrot = CGMutablePath()
        carrot.move(to: CGPoint(x: 99, y: 47))
        carrot.addQuadCurve(to: CGPoint(x: 136, y: 57), control: CGPoint(x: 118, y: 49))
        carrot.addQuadCurve(to: CGPoint(x: 99, y: 58), control: CGPoint(x: 118, y: 60))
        carrot.closeSubpath()
        c.paint(carrot, gradient([rgb(0xFF_A53A), rgb(0xE0_6A10)]), from: CGPoint(x: 0, y: 47), to: CGPoint(x: 0, y: 59))
        c.outline(carrot, rgb(0x9C_4508), width: 1.2)
        let ridges = CGMutablePath()
        for x: CGFloat in [108, 117] {
            ridges.move(to: CGPoint(x: x, y: 50))
            ridges.addLine(to: CGPoint(x: x + 1.5, y: 53))
        }
        c.outline(ridges, rgb(0x9C_4508), width: 1)
    }

    private static func drawButtons(_ c: CGContext) {
        for y: CGFloat in [136, 154, 178, 204, 230] { drawCoal(c, CGPoint(x: 100, y: y), radius: 5) }
    }

    /// A lump of coal with a small highlight.
    static func drawCoal(_ c: CGContext, _ center: CGPoint, radius: CGFloat) {
        let lump = Shape.circle(center, radius)
        c.paint(lump, gradient([rgb(0x6A_6E74), coal]),
                focus: CGPoint(x: center.x - radius * 0.4, y: center.y - radius * 0.45), center: center, radius: radius)
    }

    /// The opaque backdrop behind the snowman in Snowman.jpg: a pale winter sky over snow.
    static func drawBackdrop(in context: CGContext, rect: CGRect) {
        context.drawing(in: rect, design: design) {
            let all = Shape.rect(CGRect(origin: .zero, size: design))
            context.paint(all, gradient([rgb(0x9C_C4E8), rgb(0xDD_EBF7)]),
                          from: CGPoint(x: 0, y: 0), to: CGPoint(x: 0, y: 240))
            let ground = CGMutablePath()
            ground.move(to: CGPoint(x: 0, y: 236))
            ground.addQuadCurve(to: CGPoint(x: 200, y: 244), control: CGPoint(x: 90, y: 222))
            ground.addLine(to: CGPoint(x: 200, y: 280))
            ground.addLine(to: CGPoint(x: 0, y: 280))
            ground.closeSubpath()
            context.paint(ground, gradient([rgb(0xFF_FFFF), rgb(0xE2_EAF3)]),
                          from: CGPoint(x: 0, y: 230), to: CGPoint(x: 0, y: 280))
        }
    }

    /// An opaque gray image of `image`'s size whose gray level is `image`'s alpha.
    static func matte(of image: CGImage) -> CGImage {
        let w = image.width, h = image.height
        // RGBA bytes through Apple's bitmap initializer; the size comes from a real image.
        let context = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: w * 4,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        let bytes = context.data!.assumingMemoryBound(to: UInt8.self)
        for y in 0..<h {
            for x in 0..<w {
                let a = image.pixel(atX: x, y: y).alpha
                let p = bytes + (y * w + x) * 4
                p[0] = a; p[1] = a; p[2] = a; p[3] = 255
            }
        }
        return context.makeImage()!
    }
}
