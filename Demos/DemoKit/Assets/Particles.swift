import Foundation
import LayerKit

/// The particle image of chapter 6.13, designed in a 28x28 box: a soft white glow with a
/// four-point star on top, all translucent towards the edges.
enum SparkArt {
    static func draw(in context: CGContext, rect: CGRect) {
        context.drawing(in: rect, design: CGSize(width: 28, height: 28)) {
            let center = CGPoint(x: 14, y: 14)
            let glow = Shape.circle(center, 14)
            context.paint(glow, gradient([(0, rgb(0xFF_FFFF, alpha: 0.9)), (0.35, rgb(0xFF_FFFF, alpha: 0.35)),
                                          (1, rgb(0xFF_FFFF, alpha: 0))]),
                          focus: center, center: center, radius: 14)
            let star = fourPointStar(center: center, outer: 13.5, inner: 2.6)
            context.paint(star, gradient([(0, rgb(0xFF_FFFF)), (0.4, rgb(0xFF_FFFF, alpha: 0.75)),
                                          (1, rgb(0xFF_FFFF, alpha: 0.05))]),
                          focus: center, center: center, radius: 13.5)
        }
    }

    /// A star with four long points (up, right, down, left) and concave sides.
    static func fourPointStar(center: CGPoint, outer: CGFloat, inner: CGFloat) -> CGPath {
        let path = CGMutablePath()
        for i in 0..<4 {
            let angle = CGFloat(i) * .pi / 2
            let tip = CGPoint(x: center.x + outer * cos(angle), y: center.y + outer * sin(angle))
            let next = angle + .pi / 2
            let nextTip = CGPoint(x: center.x + outer * cos(next), y: center.y + outer * sin(next))
            let waist = CGPoint(x: center.x + inner * cos(angle + .pi / 4), y: center.y + inner * sin(angle + .pi / 4))
            if i == 0 { path.move(to: tip) }
            path.addQuadCurve(to: nextTip, control: waist)
        }
        path.closeSubpath()
        return path
    }
}

/// The chalk brush stamp of chapter 13.3, designed in a 32x32 box: a rough disc of seeded
/// white dabs whose alpha thins towards a ragged edge, like a chalk stroke's footprint.
enum ChalkArt {
    static func draw(in context: CGContext, rect: CGRect) {
        context.drawing(in: rect, design: CGSize(width: 32, height: 32)) {
            var random = SplitMix64(seed: 0xC4A1)
            let center = CGPoint(x: 16, y: 16)
            for _ in 0..<420 {
                let angle = random.uniform(0...(2 * .pi))
                let distance = 13.5 * random.uniform(0...1).squareRoot()
                let radius = random.uniform(0.5...1.4)
                let falloff = 1 - distance / 15
                let alpha = min(1, random.uniform(0.25...0.7) * (0.4 + falloff))
                let dab = Shape.circle(CGPoint(x: center.x + distance * cos(angle), y: center.y + distance * sin(angle)),
                                       min(radius, 15.5 - distance))
                context.paint(dab, rgb(0xFF_FFFF, alpha: alpha))
            }
        }
    }
}
