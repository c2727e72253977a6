/// The geometry of a layer gradient (what `CAGradientLayer.type` names), with its start and
/// end points in user space (points).
package enum GradientGeometry: Equatable, Sendable {
    /// Colours constant on lines perpendicular to start → end; location 0 at start, 1 at end.
    case axial(start: CGPoint, end: CGPoint)
    /// Colours constant on ellipses about `center`; location 1 on the ellipse of radii `radii`.
    case radial(center: CGPoint, radii: CGSize)
    /// Colours constant on rays from `center`; location 0 on the ray towards `reference`,
    /// growing with the angle (clockwise on a y-down screen) to 1 after a full turn.
    case conic(center: CGPoint, reference: CGPoint)

    /// The gradient location (0...1, clamped) at user-space point `p`; nil where the geometry
    /// is degenerate (start == end, a zero radius).
    func location(at p: CGPoint) -> CGFloat? {
        switch self {
        case let .axial(s, e):
            let dx = e.x - s.x, dy = e.y - s.y, l2 = dx * dx + dy * dy
            guard l2 > 0 else { return nil }
            return min(1, max(0, ((p.x - s.x) * dx + (p.y - s.y) * dy) / l2))
        case let .radial(c, r):
            guard r.width > 0, r.height > 0 else { return nil }
            return min(1, hypot((p.x - c.x) / r.width, (p.y - c.y) / r.height))
        case let .conic(c, ref):
            let zero = ref == c ? 0 : atan2(ref.y - c.y, ref.x - c.x)
            var a = atan2(p.y - c.y, p.x - c.x) - zero
            a = a.truncatingRemainder(dividingBy: 2 * .pi)
            if a < 0 { a += 2 * .pi }
            return a / (2 * .pi)
        }
    }

    /// Whether every point has a location (the geometry is not degenerate).
    package var isDrawable: Bool {
        switch self {
        case let .axial(s, e): return s != e && s.isFinite && e.isFinite
        case let .radial(c, r): return c.isFinite && r.width > 0 && r.height > 0 && r.width.isFinite && r.height.isFinite
        case let .conic(c, ref): return c.isFinite && ref.isFinite
        }
    }
}

extension CGContext {
    /// Paints `gradient` with `geometry` over `rect` (user space), every device pixel covered
    /// by the rect evaluated at its centre, with the end colours continuing past the ends.
    ///
    /// Banding: an 8-bit target shows steps where a ramp changes slowly (a 300-pixel ramp
    /// between colours 40 levels apart has 7-pixel bands). Each pixel's colour is therefore
    /// computed in floating point and rounded with a 4 x 4 ordered (Bayer) dither, an offset
    /// in (-0.5, 0.5) of one level, before it is stored: bands become an even pattern and the
    /// average over any 4 x 4 block is the true colour. Exact levels (solid stretches, a pure
    /// colour at a stop) are unchanged, since the offset never reaches half a level. The
    /// pixels are drawn as an image with cairo, unfiltered, one image pixel per device pixel.
    /// (cairo 1.16, Debian 12's, has no dithering of its own and no conic gradient.) The rect
    /// must be axis-aligned in device space (scale and translation only); otherwise, or for
    /// degenerate geometry, nothing is drawn.
    package func drawDitheredGradient(_ gradient: CGGradient, _ geometry: GradientGeometry, in rect: CGRect) {
        let m = state.ctm
        guard geometry.isDrawable, rect.isFiniteRect, m.b == 0, m.c == 0, m.a != 0, m.d != 0 else { return }
        let device = rect.standardized.applying(m).standardized
            .intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !device.isNull, !device.isEmpty else { return }
        let x0 = Int(device.minX.rounded(.down)), y0 = Int(device.minY.rounded(.down))
        let x1 = Int(device.maxX.rounded(.up)), y1 = Int(device.maxY.rounded(.up))
        guard x1 > x0, y1 > y0 else { return }
        let storage = PixelStorage(width: x1 - x0, height: y1 - y0)
        let inverse = m.inverted()
        let ramp = GradientRamp(gradient.stops)
        for row in 0..<storage.height {
            let line = storage.pixels + row * storage.stride
            for col in 0..<storage.width {
                let device = CGPoint(x: CGFloat(x0 + col) + 0.5, y: CGFloat(y0 + row) + 0.5)
                let t = geometry.location(at: device.applying(inverse)) ?? 0
                line[col] = ramp.pixel(at: t, dither: GradientRamp.bayer(x0 + col, y0 + row))
            }
        }
        let image = CGImage(storage: storage)
        let target = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).applying(inverse)
        saveGState()
        defer { restoreGState() }
        clip(to: rect)
        interpolationQuality = .none
        draw(image, in: target)
    }
}

/// Colour stops turned into premultiplied ARGB32 pixels.
struct GradientRamp {
    let stops: [CGGradient.Stop]

    init(_ stops: [CGGradient.Stop]) { self.stops = stops }

    /// The 4 x 4 Bayer matrix's offset for device pixel (x, y): in (-0.5, 0.5), mean 0.
    static func bayer(_ x: Int, _ y: Int) -> CGFloat {
        let m: [CGFloat] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5]
        return (m[(y & 3) * 4 + (x & 3)] + 0.5) / 16 - 0.5
    }

    /// The un-premultiplied colour at location `t`: the end colours outside the stops, linear
    /// between neighbouring stops.
    func color(at t: CGFloat) -> (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) {
        guard let first = stops.first, let last = stops.last else { return (0, 0, 0, 0) }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        var i = 1
        while i < stops.count - 1 && stops[i].location < t { i += 1 }
        let a = stops[i - 1], b = stops[i]
        let span = b.location - a.location
        let k = span > 0 ? (t - a.location) / span : 1
        return (a.color.r + (b.color.r - a.color.r) * k, a.color.g + (b.color.g - a.color.g) * k,
                a.color.b + (b.color.b - a.color.b) * k, a.color.a + (b.color.a - a.color.a) * k)
    }

    /// The premultiplied ARGB32 pixel at `t`, each channel rounded after adding `dither` levels.
    func pixel(at t: CGFloat, dither: CGFloat) -> UInt32 {
        let c = color(at: t)
        func level(_ v: CGFloat) -> UInt32 { UInt32(min(255, max(0, (v * 255 + dither).rounded()))) }
        let alpha = min(1, max(0, c.a))
        let a = level(alpha)
        func channel(_ v: CGFloat) -> UInt32 { min(a, level(min(1, max(0, v)) * alpha)) }
        return a << 24 | channel(c.r) << 16 | channel(c.g) << 8 | channel(c.b)
    }
}
