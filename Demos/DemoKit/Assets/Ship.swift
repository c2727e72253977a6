import Foundation
import LayerKit

/// A grey starfighter seen from above with its nose pointing right (+x), designed in a
/// 64x64 box: swept wings, a shaded fuselage, a blue canopy and two glowing engines at the tail.
enum ShipArt {
    static let design = CGSize(width: 64, height: 64)
    static let outlineColor = rgb(0x2A_2F36)

    static func draw(in context: CGContext, rect: CGRect) {
        context.drawing(in: rect, design: design) {
            drawEngines(context)
            drawWings(context)
            drawFuselage(context)
            drawCanopy(context)
        }
    }

    /// The upper wing (y < 32); the lower one is its mirror image.
    static var upperWing: CGPath {
        Shape.polygon([CGPoint(x: 40, y: 28), CGPoint(x: 20, y: 4), CGPoint(x: 12, y: 4),
                       CGPoint(x: 16, y: 20), CGPoint(x: 12, y: 28)])
    }

    /// The fuselage: a long pointed body from the tail (x 6) to the nose (x 62).
    static var fuselage: CGPath {
        let upper = CGMutablePath()
        upper.move(to: CGPoint(x: 62, y: 32))
        upper.addQuadCurve(to: CGPoint(x: 40, y: 25.5), control: CGPoint(x: 52, y: 26))
        upper.addLine(to: CGPoint(x: 10, y: 25))
        upper.addLine(to: CGPoint(x: 6, y: 28))
        upper.addLine(to: CGPoint(x: 6, y: 36))
        upper.addLine(to: CGPoint(x: 10, y: 39))
        upper.addLine(to: CGPoint(x: 40, y: 38.5))
        upper.addQuadCurve(to: CGPoint(x: 62, y: 32), control: CGPoint(x: 52, y: 38))
        upper.closeSubpath()
        return upper
    }

    private static func drawWings(_ c: CGContext) {
        let wings = [upperWing, Shape.mirroredY(upperWing, about: 32)]
        let metal = gradient([rgb(0x9C_A4AE), rgb(0x6C_747E)])
        for (i, wing) in wings.enumerated() {
            let tip = CGPoint(x: 16, y: i == 0 ? 4 : 60), root = CGPoint(x: 26, y: 32)
            c.paint(wing, metal, from: tip, to: root)
            c.outline(wing, outlineColor, width: 1.2)
        }
        // A red stripe near each wing tip and a panel line along each wing.
        let stripe = Shape.polygon([CGPoint(x: 17, y: 8), CGPoint(x: 21, y: 8), CGPoint(x: 24, y: 12), CGPoint(x: 18, y: 12)])
        for s in [stripe, Shape.mirroredY(stripe, about: 32)] { c.paint(s, rgb(0xC8_3A32)) }
        let panel = Shape.polyline([CGPoint(x: 34, y: 26), CGPoint(x: 18, y: 14)])
        for p in [panel, Shape.mirroredY(panel, about: 32)] { c.outline(p, rgb(0x4E_555E), width: 0.8) }
    }

    private static func drawFuselage(_ c: CGContext) {
        let body = fuselage
        let shade = gradient([(0, rgb(0x7E_8690)), (0.35, rgb(0xE0_E4E8)), (0.6, rgb(0xB4_BAC2)), (1, rgb(0x5E_666F))])
        c.paint(body, shade, from: CGPoint(x: 0, y: 25), to: CGPoint(x: 0, y: 39))
        c.outline(body, outlineColor, width: 1.2)
        let seams = CGMutablePath()
        seams.move(to: CGPoint(x: 24, y: 26))
        seams.addLine(to: CGPoint(x: 24, y: 38))
        seams.move(to: CGPoint(x: 14, y: 32))
        seams.addLine(to: CGPoint(x: 26, y: 32))
        c.outline(seams, rgb(0x55_5C66), width: 0.8)
    }

    private static func drawCanopy(_ c: CGContext) {
        let canopy = Shape.ellipse(CGRect(x: 34, y: 28.5, width: 16, height: 7))
        c.paint(canopy, gradient([rgb(0xC8_ECFF), rgb(0x3A_8AD0), rgb(0x16_3C70)]),
                focus: CGPoint(x: 44, y: 30), center: CGPoint(x: 42, y: 32), radius: 9)
        c.outline(canopy, rgb(0x1A_2430), width: 1)
    }

    /// Two engine pods at the tail with an orange exhaust glow behind them (towards -x).
    private static func drawEngines(_ c: CGContext) {
        for y: CGFloat in [24, 40] {
            let glow = Shape.ellipse(CGRect(x: 0, y: y - 4, width: 10, height: 8))
            c.paint(glow, gradient([rgb(0xFF_F2B0), rgb(0xFF_8A20, alpha: 0.7), rgb(0xFF_5A00, alpha: 0)]),
                    focus: CGPoint(x: 6, y: y), center: CGPoint(x: 6, y: y), radius: 5)
            let pod = Shape.roundedRect(CGRect(x: 4, y: y - 3, width: 16, height: 6), 2)
            c.paint(pod, gradient([rgb(0x8A_929C), rgb(0x4A_525C)]), from: CGPoint(x: 0, y: y - 3), to: CGPoint(x: 0, y: y + 3))
            c.outline(pod, outlineColor, width: 1)
        }
    }
}
