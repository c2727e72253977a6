import Foundation
import LayerKit

/// A snow-block igloo with an entrance tunnel on a snow mound, designed in a 256x256 box.
enum IglooArt {
    static let design = CGSize(width: 256, height: 256)
    static let blockLine = rgb(0x8F_AACB)
    static let snow = gradient([(0, rgb(0xFF_FFFF)), (0.6, rgb(0xEA_F1F9)), (1, rgb(0xBC_CFE4))])

    static func draw(in context: CGContext, rect: CGRect) {
        context.drawing(in: rect, design: design) {
            drawMound(context)
            drawDome(context)
            drawTunnel(context)
        }
    }

    private static func drawMound(_ c: CGContext) {
        let mound = Shape.ellipse(CGRect(x: 6, y: 196, width: 244, height: 46))
        c.paint(mound, gradient([rgb(0xFF_FFFF), rgb(0xD2_E0EE)]), from: CGPoint(x: 0, y: 200), to: CGPoint(x: 0, y: 242))
        c.outline(mound, rgb(0xA9_BED6), width: 2)
    }

    /// The dome's centre (on the ground line) and its horizontal and vertical radii: a
    /// half ellipse a little taller than a hemisphere, so the igloo fills its box.
    static let domeCenter = CGPoint(x: 128, y: 214)
    static let domeRadii = CGSize(width: 112, height: 150)

    /// The upper half of the dome's ellipse, closed along the ground line.
    private static var domePath: CGPath {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 1, startAngle: .pi, endAngle: 2 * .pi, clockwise: false,
                    transform: CGAffineTransform(a: domeRadii.width, b: 0, c: 0, d: domeRadii.height,
                                                 tx: domeCenter.x, ty: domeCenter.y))
        path.closeSubpath()
        return path
    }

    /// The dome's half width at height `y`.
    private static func halfWidth(at y: CGFloat) -> CGFloat {
        let v = (domeCenter.y - y) / domeRadii.height
        return domeRadii.width * max(0, 1 - v * v).squareRoot()
    }

    private static func drawDome(_ c: CGContext) {
        let path = domePath
        c.paint(path, snow, focus: CGPoint(x: 92, y: 110), center: CGPoint(x: 120, y: 200), radius: 160)
        c.clipped(to: path) { drawBlocks(c, rows: 7) }
        c.outline(path, rgb(0x7D_98BA), width: 3)
    }

    /// Horizontal courses that get thinner towards the top, and vertical joints that
    /// follow the dome's curvature, staggered from course to course.
    private static func drawBlocks(_ c: CGContext, rows: Int) {
        let lines = CGMutablePath()
        var lower = domeCenter.y
        for row in 0..<rows {
            let t = CGFloat(row + 1) / CGFloat(rows)
            let upper = domeCenter.y - domeRadii.height * sin(t * .pi / 2)
            lines.move(to: CGPoint(x: domeCenter.x - domeRadii.width, y: upper))
            lines.addLine(to: CGPoint(x: domeCenter.x + domeRadii.width, y: upper))
            let half = halfWidth(at: lower), upperHalf = halfWidth(at: upper)
            let blocks = max(2, Int(half / 24))
            for k in 0...(2 * blocks) {
                let u = (CGFloat(k) + (row % 2 == 0 ? 0.5 : 0)) / CGFloat(2 * blocks) * 2 - 1
                guard abs(u) < 1 else { continue }
                lines.move(to: CGPoint(x: domeCenter.x + half * sin(u * .pi / 2), y: lower))
                lines.addLine(to: CGPoint(x: domeCenter.x + upperHalf * sin(u * .pi / 2), y: upper))
            }
            lower = upper
        }
        c.outline(lines, blockLine, width: 2, cap: .butt)
    }

    /// A small vaulted tunnel in front with a dark opening.
    private static func drawTunnel(_ c: CGContext) {
        let center = CGPoint(x: 128, y: 222), radius: CGFloat = 48
        let arch = CGMutablePath()
        arch.move(to: CGPoint(x: center.x - radius, y: center.y))
        arch.addLine(to: CGPoint(x: center.x - radius, y: center.y - 14))
        arch.addArc(center: CGPoint(x: center.x, y: center.y - 14), radius: radius,
                    startAngle: .pi, endAngle: 2 * .pi, clockwise: false)
        arch.addLine(to: CGPoint(x: center.x + radius, y: center.y))
        arch.closeSubpath()
        c.paint(arch, snow, focus: CGPoint(x: 112, y: 176), center: CGPoint(x: 128, y: 206), radius: 60)
        c.clipped(to: arch) {
            let joints = CGMutablePath()
            for y: CGFloat in [204, 188] {
                joints.move(to: CGPoint(x: 70, y: y))
                joints.addLine(to: CGPoint(x: 186, y: y))
            }
            for x: CGFloat in [92, 164] {
                joints.move(to: CGPoint(x: x, y: 222))
                joints.addLine(to: CGPoint(x: x, y: 204))
            }
            for x: CGFloat in [104, 152] {
                joints.move(to: CGPoint(x: x, y: 204))
                joints.addLine(to: CGPoint(x: x, y: 188))
            }
            c.outline(joints, blockLine, width: 1.6, cap: .butt)
        }
        c.outline(arch, rgb(0x7D_98BA), width: 2.5)
        let door = CGMutablePath()
        door.move(to: CGPoint(x: 104, y: 224))
        door.addLine(to: CGPoint(x: 104, y: 212))
        door.addArc(center: CGPoint(x: 128, y: 212), radius: 24, startAngle: .pi, endAngle: 2 * .pi, clockwise: false)
        door.addLine(to: CGPoint(x: 152, y: 224))
        door.closeSubpath()
        c.paint(door, gradient([rgb(0x1B_2B45), rgb(0x3A_5274)]), from: CGPoint(x: 0, y: 190), to: CGPoint(x: 0, y: 224))
        c.outline(door, rgb(0x6F_8AAE), width: 2)
    }
}
