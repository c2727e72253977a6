import Foundation
import LayerKit

/// A ship's anchor (ring, stock, shank, curved arms with flukes), designed in a 200x200 box.
/// Drawn as a dark outline pass under a steel-coloured pass of the same parts, so the
/// outline follows the union of the parts.
enum AnchorArt {
    static let design = CGSize(width: 200, height: 200)

    static let outlineColor = rgb(0x1E_2733)
    static let steel = gradient([(0, rgb(0x8E_A3BA)), (0.45, rgb(0x5A_7088)), (1, rgb(0x34_4658))])

    static func draw(in context: CGContext, rect: CGRect) {
        context.drawing(in: rect, design: design) {
            let flukes = flukes()
            // The outline pass: everything 3 points wider than the steel pass.
            context.outline(ring, outlineColor, width: 14)
            context.outline(body, outlineColor, width: 20)
            for fluke in flukes { context.outline(fluke, outlineColor, width: 6) }
            // The steel pass. Each part is filled on its own: stroke outlines and flukes wind
            // in opposite directions in places, so one clip of their union would leave holes.
            let parts = [ring.copy(strokingWithWidth: 8, lineCap: .butt, lineJoin: .round, miterLimit: 10),
                         body.copy(strokingWithWidth: 14, lineCap: .round, lineJoin: .round, miterLimit: 10)] + flukes
            for part in parts {
                context.paint(part, steel, from: CGPoint(x: 60, y: 6), to: CGPoint(x: 150, y: 190))
            }
            drawHighlights(context)
        }
    }

    /// The ring at the top, as a centre line.
    static let ring = Shape.circle(CGPoint(x: 100, y: 24), 13)

    /// The body's centre lines: shank, stock (cross bar) and the arms' arc.
    static var body: CGPath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 100, y: 38))
        path.addLine(to: CGPoint(x: 100, y: 180))
        path.move(to: CGPoint(x: 62, y: 56))
        path.addLine(to: CGPoint(x: 138, y: 56))
        let arms = CGMutablePath()
        arms.addArc(center: CGPoint(x: 100, y: 104), radius: 76, startAngle: .pi * 0.08, endAngle: .pi * 0.92,
                    clockwise: false)
        // Added as its own subpath, so no line joins the stock's end to the arc.
        path.addPath(arms)
        return path
    }

    /// Arrow-head flukes at both ends of the arms, pointing up and outwards.
    static func flukes() -> [CGPath] {
        let right = Shape.polygon([CGPoint(x: 184, y: 88), CGPoint(x: 188, y: 132), CGPoint(x: 160, y: 120)])
        return [right, Shape.mirroredX(right, about: 100)]
    }

    /// A light streak along the shank and stock for a metallic look.
    private static func drawHighlights(_ c: CGContext) {
        let streaks = CGMutablePath()
        streaks.move(to: CGPoint(x: 97, y: 66))
        streaks.addLine(to: CGPoint(x: 97, y: 160))
        streaks.move(to: CGPoint(x: 68, y: 53))
        streaks.addLine(to: CGPoint(x: 132, y: 53))
        c.outline(streaks, rgb(0xD6_E2EE, alpha: 0.7), width: 2.5)
    }
}
