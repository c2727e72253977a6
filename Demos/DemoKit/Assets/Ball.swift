import Foundation
import LayerKit

/// Round sprites: the glossy ball of chapters 10-11 and the plain blue circle of chapter 15.2.
enum BallArt {
    /// A glossy red ball filling `rect` (a sphere lit from the top left, with a specular
    /// highlight and a darker rim).
    static func drawBall(in context: CGContext, rect: CGRect) {
        context.drawing(in: rect, design: CGSize(width: 64, height: 64)) {
            let center = CGPoint(x: 32, y: 32)
            let ball = Shape.circle(center, 31.5)
            context.paint(ball, gradient([(0, rgb(0xFF_8A7A)), (0.45, rgb(0xE8_2A1C)), (0.85, rgb(0xA0_1008)),
                                          (1, rgb(0x6A_0804))]),
                          focus: CGPoint(x: 23, y: 21), center: center, radius: 31.5)
            let shine = Shape.ellipse(CGRect(x: 13, y: 9, width: 22, height: 14))
            context.paint(shine, gradient([rgb(0xFF_FFFF, alpha: 0.85), rgb(0xFF_FFFF, alpha: 0)]),
                          focus: CGPoint(x: 22, y: 14), center: CGPoint(x: 24, y: 16), radius: 12)
            context.outline(Shape.circle(center, 31), rgb(0x50_0602, alpha: 0.8), width: 1)
        }
    }

    /// A flat blue disc whose edge touches the sides of `rect`, on transparent.
    static func drawCircle(in context: CGContext, rect: CGRect) {
        context.paint(Shape.ellipse(rect), rgb(0x1E_5AFF))
    }
}
