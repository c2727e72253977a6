import Foundation
import LayerKit

/// A brown four-panel wooden door, designed in a 128x256 box: a grained slab with four
/// raised, bevelled panels (two tall above, two short below), hinges on the left edge (the
/// edge chapter 9.2 swings it about) and a brass knob on the right.
enum DoorArt {
    static let design = CGSize(width: 128, height: 256)
    static let knobCenter = CGPoint(x: 108, y: 136)

    static func draw(in context: CGContext, rect: CGRect) {
        context.drawing(in: rect, design: design) {
            let slab = Shape.rect(CGRect(origin: .zero, size: design))
            context.paint(slab, gradient([rgb(0x7A_4524), rgb(0x94_5A32), rgb(0x6E_3C1E)]),
                          from: .zero, to: CGPoint(x: 128, y: 0))
            drawGrain(context, in: CGRect(origin: .zero, size: design), seed: 7)
            for panel in panels { drawPanel(context, panel) }
            context.outline(Shape.rect(CGRect(x: 1, y: 1, width: 126, height: 254)), rgb(0x3A_1E0C), width: 2)
            drawHinges(context)
            drawKnob(context)
        }
    }

    /// The four panels: two tall ones above the lock rail, two short ones below it.
    static let panels: [CGRect] = [
        CGRect(x: 14, y: 14, width: 44, height: 102), CGRect(x: 70, y: 14, width: 44, height: 102),
        CGRect(x: 14, y: 152, width: 44, height: 90), CGRect(x: 70, y: 152, width: 44, height: 90),
    ]

    /// Wavy vertical grain lines, seeded.
    private static func drawGrain(_ c: CGContext, in rect: CGRect, seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let grain = CGMutablePath()
        var x = rect.minX + 2
        while x < rect.maxX {
            let wobble = random.uniform(1...3), phase = random.uniform(0...6.28)
            grain.move(to: CGPoint(x: x, y: rect.minY))
            var y = rect.minY
            while y < rect.maxY {
                y += 8
                grain.addLine(to: CGPoint(x: x + wobble * sin(y / 19 + phase), y: y))
            }
            x += random.uniform(3...7)
        }
        c.outline(grain, rgb(0x3C_1E0A, alpha: 0.28), width: 0.8)
    }

    /// A raised panel: a sunken groove, bevels lit from the top left, and a flat field.
    private static func drawPanel(_ c: CGContext, _ r: CGRect) {
        c.paint(Shape.rect(r), rgb(0x4A_260E))
        let inner = r.insetBy(dx: 6, dy: 6)
        let bevel = r.insetBy(dx: 1.5, dy: 1.5)
        let top = Shape.polygon([CGPoint(x: bevel.minX, y: bevel.minY), CGPoint(x: bevel.maxX, y: bevel.minY),
                                 CGPoint(x: inner.maxX, y: inner.minY), CGPoint(x: inner.minX, y: inner.minY)])
        let left = Shape.polygon([CGPoint(x: bevel.minX, y: bevel.minY), CGPoint(x: inner.minX, y: inner.minY),
                                  CGPoint(x: inner.minX, y: inner.maxY), CGPoint(x: bevel.minX, y: bevel.maxY)])
        let bottom = Shape.polygon([CGPoint(x: bevel.minX, y: bevel.maxY), CGPoint(x: inner.minX, y: inner.maxY),
                                    CGPoint(x: inner.maxX, y: inner.maxY), CGPoint(x: bevel.maxX, y: bevel.maxY)])
        let right = Shape.polygon([CGPoint(x: bevel.maxX, y: bevel.minY), CGPoint(x: bevel.maxX, y: bevel.maxY),
                                   CGPoint(x: inner.maxX, y: inner.maxY), CGPoint(x: inner.maxX, y: inner.minY)])
        c.paint(top, rgb(0xB8_7A4A))
        c.paint(left, rgb(0xA2_6A3C))
        c.paint(bottom, rgb(0x5A_3016))
        c.paint(right, rgb(0x66_3818))
        c.paint(Shape.rect(inner), gradient([rgb(0x9A_5E34), rgb(0x84_4C28)]),
                from: CGPoint(x: inner.minX, y: inner.minY), to: CGPoint(x: inner.maxX, y: inner.maxY))
        drawGrain(c, in: inner, seed: UInt64(r.minX * 1000 + r.minY))
    }

    private static func drawHinges(_ c: CGContext) {
        for y: CGFloat in [30, 222] {
            let plate = Shape.roundedRect(CGRect(x: 0, y: y - 10, width: 9, height: 20), 2)
            c.paint(plate, gradient([rgb(0x5A_5A5E), rgb(0x2A_2A2E)]), from: CGPoint(x: 0, y: y - 10), to: CGPoint(x: 0, y: y + 10))
            c.paint(Shape.circle(CGPoint(x: 4.5, y: y - 5), 1.3), rgb(0x9A_9AA0))
            c.paint(Shape.circle(CGPoint(x: 4.5, y: y + 5), 1.3), rgb(0x9A_9AA0))
        }
    }

    /// A round brass knob on a back plate, with a keyhole below it.
    private static func drawKnob(_ c: CGContext) {
        let brass = gradient([(0, rgb(0xFF_F2B0)), (0.35, rgb(0xE8_C050)), (1, rgb(0x8A_6410))])
        let plate = Shape.roundedRect(CGRect(x: knobCenter.x - 7, y: knobCenter.y - 14, width: 14, height: 32), 5)
        c.paint(plate, brass, from: CGPoint(x: knobCenter.x - 7, y: 0), to: CGPoint(x: knobCenter.x + 7, y: 0))
        c.outline(plate, rgb(0x5A_400A), width: 1)
        let knob = Shape.circle(knobCenter, 8)
        c.withGState {
            c.setShadow(offset: CGSize(width: 1.5, height: 2), blur: 3, color: rgb(0x00_0000, alpha: 0.55))
            c.paint(knob, rgb(0xC8_9A30))
        }
        c.paint(knob, brass, focus: CGPoint(x: knobCenter.x - 3, y: knobCenter.y - 3), center: knobCenter, radius: 8)
        c.outline(knob, rgb(0x5A_400A), width: 1)
        c.paint(Shape.circle(CGPoint(x: knobCenter.x, y: knobCenter.y + 11), 1.6), rgb(0x1A_1208))
        c.paint(Shape.rect(CGRect(x: knobCenter.x - 0.7, y: knobCenter.y + 11, width: 1.4, height: 4)), rgb(0x1A_1208))
    }
}
