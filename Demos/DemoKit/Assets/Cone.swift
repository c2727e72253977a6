import Foundation
import LayerKit

/// An orange traffic cone with two white reflective bands on a dark square base, designed in
/// a 160x160 box.
enum ConeArt {
    static let design = CGSize(width: 160, height: 160)

    static func draw(in context: CGContext, rect: CGRect) {
        context.drawing(in: rect, design: design) {
            drawBase(context)
            drawBody(context)
        }
    }

    private static func drawBase(_ c: CGContext) {
        let top = Shape.polygon([CGPoint(x: 26, y: 128), CGPoint(x: 134, y: 128),
                                 CGPoint(x: 150, y: 142), CGPoint(x: 10, y: 142)])
        c.paint(top, gradient([rgb(0xF2_7A1C), rgb(0xB8_4E0A)]), from: CGPoint(x: 0, y: 128), to: CGPoint(x: 0, y: 142))
        let front = Shape.roundedRect(CGRect(x: 8, y: 141, width: 144, height: 13), 3)
        c.paint(front, gradient([rgb(0x46_4A50), rgb(0x22_2428)]), from: CGPoint(x: 0, y: 141), to: CGPoint(x: 0, y: 154))
        c.outline(top, rgb(0x5C_2A06), width: 1.5)
        c.outline(front, rgb(0x14_1518), width: 1.5)
    }

    /// The cone: a tapering body with cylindrical shading (light left of centre, dark at the
    /// edges) and two white bands.
    private static func drawBody(_ c: CGContext) {
        let body = CGMutablePath()
        body.move(to: CGPoint(x: 72, y: 10))
        body.addQuadCurve(to: CGPoint(x: 88, y: 10), control: CGPoint(x: 80, y: 6))
        body.addLine(to: CGPoint(x: 124, y: 132))
        body.addQuadCurve(to: CGPoint(x: 36, y: 132), control: CGPoint(x: 80, y: 140))
        body.closeSubpath()
        let shading = gradient([(0, rgb(0xC2_4A06)), (0.32, rgb(0xFF_9A3C)), (0.45, rgb(0xFF_8A24)),
                                (1, rgb(0xA8_3C04))])
        c.paint(body, shading, from: CGPoint(x: 36, y: 0), to: CGPoint(x: 124, y: 0))
        let bandShading = gradient([(0, rgb(0xB8_C0C8)), (0.32, rgb(0xFF_FFFF)), (0.5, rgb(0xF2_F4F6)),
                                    (1, rgb(0xA4_ACB6))])
        c.clipped(to: body) {
            for (top, bottom) in [(CGFloat(46), CGFloat(62)), (82, 102)] {
                let band = CGMutablePath()
                band.move(to: CGPoint(x: 0, y: top))
                band.addQuadCurve(to: CGPoint(x: 160, y: top), control: CGPoint(x: 80, y: top + 8))
                band.addLine(to: CGPoint(x: 160, y: bottom))
                band.addQuadCurve(to: CGPoint(x: 0, y: bottom), control: CGPoint(x: 80, y: bottom + 8))
                band.closeSubpath()
                c.paint(band, bandShading, from: CGPoint(x: 36, y: 0), to: CGPoint(x: 124, y: 0))
            }
        }
        c.outline(body, rgb(0x6E_2C02), width: 2)
    }
}
