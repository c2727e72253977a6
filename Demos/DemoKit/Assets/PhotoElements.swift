import Foundation
import LayerKit

/// Scenery the photo scenes share, in the scenes' 800x600 design space (y down).
enum Scenery {
    static let width: CGFloat = 800
    static let height: CGFloat = 600

    /// Fills the whole scene with a vertical gradient through `colors`, top to bottom.
    static func sky(_ c: CGContext, _ colors: [CGColor], to bottom: CGFloat = height) {
        c.paint(Shape.rect(CGRect(x: 0, y: 0, width: width, height: height)), gradient(colors),
                from: .zero, to: CGPoint(x: 0, y: bottom))
    }

    /// A sun (or moon) disc with a soft halo.
    static func sun(_ c: CGContext, at center: CGPoint, radius: CGFloat, core: CGColor, halo: CGColor) {
        let haloRadius = radius * 3.2
        c.paint(Shape.circle(center, haloRadius), gradient([(0, halo), (1, halo.copy(alpha: 0)!)]),
                focus: center, center: center, radius: haloRadius)
        c.paint(Shape.circle(center, radius), core)
    }

    /// A puffy cloud of overlapping lobes, `width` wide with its base at `base`, seeded.
    static func cloud(_ c: CGContext, base: CGPoint, width: CGFloat, seed: UInt64, tint: CGColor = rgb(0xFF_FFFF)) {
        var random = SplitMix64(seed: seed)
        let lobes = CGMutablePath()
        let count = 6
        for i in 0..<count {
            let t = CGFloat(i) / CGFloat(count - 1)
            let r = width * random.uniform(0.12...0.2) * (1 - abs(t - 0.5))
            let x = base.x - width / 2 + width * t
            lobes.addPath(Shape.circle(CGPoint(x: x, y: base.y - r * random.uniform(0.6...1.1)), r + width * 0.05))
        }
        lobes.addPath(Shape.roundedRect(CGRect(x: base.x - width * 0.45, y: base.y - width * 0.08,
                                               width: width * 0.9, height: width * 0.08), width * 0.04))
        c.paint(lobes, gradient([tint, rgb(0xC8_D2E0, alpha: tint.alpha)]),
                from: CGPoint(x: 0, y: base.y - width * 0.3), to: CGPoint(x: 0, y: base.y))
    }

    /// A jagged ridge line across the scene by midpoint displacement: `segments` + 1 points
    /// from x 0 to 800 around height `y`, with `roughness` points of vertical range.
    static func ridge(y: CGFloat, roughness: CGFloat, seed: UInt64, segments: Int = 64) -> [CGPoint] {
        var random = SplitMix64(seed: seed)
        var heights = [CGFloat](repeating: 0, count: segments + 1)
        heights[0] = random.uniform(-0.5...0.5) * roughness
        heights[segments] = random.uniform(-0.5...0.5) * roughness
        var step = segments, range = roughness
        while step > 1 {
            let half = step / 2
            for start in stride(from: 0, to: segments, by: step) {
                heights[start + half] = (heights[start] + heights[start + step]) / 2 + random.uniform(-0.5...0.5) * range
            }
            step = half
            range *= 0.6
        }
        return heights.enumerated().map { CGPoint(x: width * CGFloat($0.offset) / CGFloat(segments), y: y + $0.element) }
    }

    /// The area below a ridge line down to `bottom`.
    static func land(below ridge: [CGPoint], to bottom: CGFloat = height) -> CGPath {
        Shape.polygon(ridge + [CGPoint(x: width, y: bottom), CGPoint(x: 0, y: bottom)])
    }

    /// A mountain range through `outline` (peaks and saddles, x from 0 to 800), roughened by
    /// seeded midpoint displacement of `jag` points, filled with a vertical gradient, with
    /// snow from the ridge down to a ragged line around `snowLine` if given.
    static func mountains(_ c: CGContext, outline: [CGPoint], jag: CGFloat, seed: UInt64, colors: [CGColor],
                          snowLine: CGFloat? = nil) {
        let noise = ridge(y: 0, roughness: jag, seed: seed)
        let ridgeLine = noise.map { CGPoint(x: $0.x, y: $0.y + interpolate(outline, at: $0.x)) }
        let body = land(below: ridgeLine)
        let top = ridgeLine.map(\.y).min() ?? 0
        c.paint(body, gradient(colors), from: CGPoint(x: 0, y: top), to: CGPoint(x: 0, y: top + 200))
        guard let snowLine else { return }
        // Snow from the ridge down to a ragged line around `snowLine`, only on the mountains.
        let edge = ridge(y: snowLine, roughness: 50, seed: seed &+ 1)
        c.clipped(to: body) {
            c.paint(Shape.polygon(ridgeLine.map { CGPoint(x: $0.x, y: $0.y - 4) } + edge.reversed()),
                    gradient([rgb(0xFF_FFFF), rgb(0xD8_E2EE)]), from: CGPoint(x: 0, y: top), to: CGPoint(x: 0, y: snowLine))
        }
    }

    /// The height of the polyline `points` (sorted by x) at `x`, constant beyond its ends.
    static func interpolate(_ points: [CGPoint], at x: CGFloat) -> CGFloat {
        guard let first = points.first, let last = points.last else { return 0 }
        if x <= first.x { return first.y }
        for (a, b) in zip(points, points.dropFirst()) where x <= b.x {
            return b.x == a.x ? b.y : a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x)
        }
        return last.y
    }

    /// The area below a ridge line to `bottom`, its top edge smoothed by quadratic curves
    /// through the midpoints of the ridge's segments (rolling dunes and hills).
    static func smoothLand(below ridge: [CGPoint], to bottom: CGFloat = height) -> CGPath {
        let path = CGMutablePath()
        guard let first = ridge.first, let last = ridge.last else { return path }
        path.move(to: first)
        for i in 1..<ridge.count - 1 {
            let mid = CGPoint(x: (ridge[i].x + ridge[i + 1].x) / 2, y: (ridge[i].y + ridge[i + 1].y) / 2)
            path.addQuadCurve(to: mid, control: ridge[i])
        }
        path.addLine(to: last)
        path.addLine(to: CGPoint(x: width, y: bottom))
        path.addLine(to: CGPoint(x: 0, y: bottom))
        path.closeSubpath()
        return path
    }

    /// A pine tree: stacked triangles on a short trunk, its base at `base`.
    static func pine(_ c: CGContext, base: CGPoint, height: CGFloat, color: CGColor) {
        let w = height * 0.42
        c.paint(Shape.rect(CGRect(x: base.x - w * 0.07, y: base.y - height * 0.14, width: w * 0.14, height: height * 0.14)),
                rgb(0x4A_3020))
        let tiers = CGMutablePath()
        for i in 0..<3 {
            let t = CGFloat(i)
            let bottom = base.y - height * (0.1 + 0.25 * t), half = w / 2 * (1 - 0.24 * t)
            tiers.addPath(Shape.polygon([CGPoint(x: base.x - half, y: bottom), CGPoint(x: base.x + half, y: bottom),
                                         CGPoint(x: base.x, y: bottom - height * 0.45)]))
        }
        c.paint(tiers, color)
    }

    /// Water: a vertical gradient over `rect` with seeded horizontal ripple streaks.
    static func water(_ c: CGContext, _ rect: CGRect, colors: [CGColor], streaks: Int, seed: UInt64,
                      streakColor: CGColor = rgb(0xFF_FFFF, alpha: 0.35)) {
        c.paint(Shape.rect(rect), gradient(colors), from: CGPoint(x: 0, y: rect.minY), to: CGPoint(x: 0, y: rect.maxY))
        ripples(c, rect, count: streaks, seed: seed, color: streakColor)
    }

    /// Short horizontal strokes scattered over `rect`, longer and thicker towards the bottom
    /// (nearer the viewer).
    static func ripples(_ c: CGContext, _ rect: CGRect, count: Int, seed: UInt64, color: CGColor) {
        var random = SplitMix64(seed: seed)
        let lines = CGMutablePath()
        for _ in 0..<count {
            let depth = random.uniform(0...1)
            let y = rect.minY + rect.height * depth * depth
            let x = random.uniform(rect.minX...rect.maxX), length = 6 + 40 * depth * random.uniform(0.3...1)
            lines.move(to: CGPoint(x: x, y: y))
            lines.addLine(to: CGPoint(x: x + length, y: y))
        }
        c.clipped(to: Shape.rect(rect)) { c.outline(lines, color, width: 1.4) }
    }

    /// Dots of `colors` scattered over `rect`, sized `sizes`, seeded (stars, flowers, snow).
    static func speckle(_ c: CGContext, _ rect: CGRect, count: Int, sizes: ClosedRange<Double>, colors: [CGColor],
                        seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let byColor = colors.map { _ in CGMutablePath() }
        for _ in 0..<count {
            let p = CGPoint(x: random.uniform(rect.minX...rect.maxX), y: random.uniform(rect.minY...rect.maxY))
            let which = Int(random.next() % UInt64(colors.count))
            byColor[which].addPath(Shape.circle(p, random.uniform(sizes)))
        }
        for (path, color) in zip(byColor, colors) { c.paint(path, color) }
    }
}
