import Foundation
import LayerKit

/// A brass key icon, designed in a 64x64 box: a round bow with a hole at the top left and
/// the blade with its teeth running down to the bottom right.
enum KeyArt {
    static let bowCenter = CGPoint(x: 15, y: 32)
    static let hole = Shape.circle(CGPoint(x: 12, y: 32), 4.5)
    static let outlineColor = rgb(0x5A_3E06)

    static func draw(in context: CGContext, rect: CGRect) {
        context.drawing(in: rect, design: CGSize(width: 64, height: 64)) {
            context.translateBy(x: 32, y: 32)
            context.rotate(by: .pi / 4)
            context.translateBy(x: -32, y: -32)
            let parts = [Shape.circle(bowCenter, 12), blade]
            let brass = gradient([(0, rgb(0xFF_E9A0)), (0.45, rgb(0xE2_B440)), (1, rgb(0x9A_6E12))])
            // Outline the union: stroke every part at double width, then fill them all.
            for part in parts { context.outline(part, outlineColor, width: 3.2) }
            for part in parts { context.paint(part, brass, from: CGPoint(x: 0, y: 22), to: CGPoint(x: 0, y: 44)) }
            context.withGState {
                context.setBlendMode(.clear)
                context.paint(hole, rgb(0x00_0000))
            }
            context.outline(hole, outlineColor, width: 1.6)
            let shine = Shape.polyline([CGPoint(x: 30, y: 30), CGPoint(x: 57, y: 30)])
            context.outline(shine, rgb(0xFF_FFFF, alpha: 0.6), width: 1.2)
        }
    }

    /// The blade lying along +x before rotation, starting inside the bow, with two teeth
    /// hanging below its end.
    static var blade: CGPath {
        Shape.polygon([CGPoint(x: 22, y: 28), CGPoint(x: 60, y: 28), CGPoint(x: 60, y: 42),
                       CGPoint(x: 55, y: 42), CGPoint(x: 55, y: 38), CGPoint(x: 51, y: 38),
                       CGPoint(x: 51, y: 44), CGPoint(x: 46, y: 44), CGPoint(x: 46, y: 36),
                       CGPoint(x: 22, y: 36)])
    }
}
