import Foundation
import LayerKitGraphics

/// A ship's anchor (ring, stock, shank, curved arms with flukes), designed in a 200x200 box.
/// Drawn as a dark outline pass under a steel-coloured pass of the same strokes, so the
/// outline follows the union of the parts.
enum AnchorArt {
    static let design = CGSize(width: 200, height: 200)

    static func draw(in context: CGContext, rect: CGRect) {
        context.drawing(in: rect, design: design) {
            let strokes = anchorStrokes()
            let solids = flukes()
            context.outline(strokes.ring, rgb(0x1E_2733), width: 14)
            context.outline(strokes.body, rgb(0x1E_2733), width: 20, cap: .round)
            for fluke in solids { context.outline(fluke, rgb(0x1E_2733), width: 6) }
            let steel = gradient([(0, rgb(0x8E_A3BA)), (0.45, rgb(0x5A_7088)), (1, rgb(0x34_4658))])
            let ring = strokes.ring.copy(strokingWithWidth: 8, lineCap: .butt, lineJoin: .round, miterLimit: 10)
            let body = strokes.body.copy(strokingWithWidth: 14, lineCap: .round, lineJoin: .round, miterLimit: 10)
            // Each part is filled on its own: stroke outlines and flukes wind in opposite
            // directions in places, so one clip of their union would leave holes.
            for part in [ring, body] + solids {
                context.paint(part, steel, from: CGPoint(x: 60, y: 6), to: CGPoint(x: 150, y: 190))
            }
            drawHighlights(context)
        }
    }

    /// The ring at the top and the body: shank, stock (cross bar) and the arms' arc.
    static func anchorStrokes() -> (ring: CGPath, body: CGPath) {
        let ring = Shape.circle(CGPoint(x: 100, y: 24), 13)
        let arms = CGMutablePath()
        arms.addArc(center: CGPoint(x: 100, y: 104), radius: 76, startAngle: .pi * 0.08, endAngle: .pi * 0.92,
                    clockwise: false)
        let clean = CGMutablePath()
        clean.move(to: CGPoint(x: 100, y: 38))
        clean.addLine(to: CGPoint(x: 100, y: 180))
        clean.move(to: CGPoint(x: 62, y: 56))
        clean.addLine(to: CGPoint(x: 138, y: 56))
        clean.addPath(arms)
        return (ring, clean)
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
