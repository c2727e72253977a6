import CCairo

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

    /// The locations of the pixel centres `x0 ..< x0 + out.count` on device row `y`, where
    /// `inverse` (scale and translation only) maps device pixels to user space; 0 where the
    /// geometry is degenerate. Each is `location(at:)` of the centre, computed row-wise.
    func locations(row y: Int, from x0: Int, through inverse: CGAffineTransform, into out: UnsafeMutableBufferPointer<CGFloat>) {
        let uy = (CGFloat(y) + 0.5) * inverse.d + inverse.ty
        @inline(__always) func ux(_ i: Int) -> CGFloat { (CGFloat(x0 + i) + 0.5) * inverse.a + inverse.tx }
        switch self {
        case let .axial(s, e):
            let dx = e.x - s.x, dy = e.y - s.y, l2 = dx * dx + dy * dy
            guard l2 > 0 else { out.update(repeating: 0); return }
            let rowPart = (uy - s.y) * dy
            for i in out.indices { out[i] = min(1, max(0, ((ux(i) - s.x) * dx + rowPart) / l2)) }
        case let .radial(c, r):
            guard r.width > 0, r.height > 0 else { out.update(repeating: 0); return }
            let v = (uy - c.y) / r.height, v2 = v * v, rx = 1 / r.width
            for i in out.indices {
                let u = (ux(i) - c.x) * rx
                out[i] = min(1, (u * u + v2).squareRoot())
            }
        case .conic:
            for i in out.indices { out[i] = location(at: CGPoint(x: ux(i), y: uy)) ?? 0 }
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
        let inverse = m.inverted()
        let ramp = GradientRamp(gradient.stops)
        if let target = self.storage, let r = directPixels(device, ramp) {
            // Opaque pixels over whole device pixels: written in place (OVER an opaque colour is
            // the colour), with no image in between. (A recording context has no pixels: it
            // records the image below.)
            cairo_surface_flush(surface)
            paintRows(geometry, ramp, inverse, into: target.pixels + r.y0 * target.stride + r.x0, stride: target.stride,
                      x0: r.x0, y0: r.y0, width: r.x1 - r.x0, height: r.y1 - r.y0)
            cairo_surface_mark_dirty_rectangle(surface, Int32(r.x0), Int32(r.y0), Int32(r.x1 - r.x0), Int32(r.y1 - r.y0))
            return
        }
        let storage = PixelStorage(width: x1 - x0, height: y1 - y0)
        paintRows(geometry, ramp, inverse, into: storage.pixels, stride: storage.stride,
                  x0: x0, y0: y0, width: storage.width, height: storage.height)
        let image = CGImage(storage: storage)
        let target = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).applying(inverse)
        saveGState()
        defer { restoreGState() }
        clip(to: rect)
        interpolationQuality = .none
        drawUpright(image, in: target)
    }

    /// Writes the gradient's pixels for the device rows `y0 ..< y0 + height`, columns
    /// `x0 ..< x0 + width`, to `base` (the first pixel), rows `stride` pixels apart.
    private func paintRows(_ geometry: GradientGeometry, _ ramp: GradientRamp, _ inverse: CGAffineTransform,
                           into base: UnsafeMutablePointer<UInt32>, stride: Int, x0: Int, y0: Int, width: Int, height: Int) {
        var locations = [CGFloat](repeating: 0, count: width)
        locations.withUnsafeMutableBufferPointer { t in
            for row in 0..<height {
                geometry.locations(row: y0 + row, from: x0, through: inverse, into: t)
                ramp.fill(base + row * stride, locations: t, x0: x0, y: y0 + row)
            }
        }
    }

    /// The device pixels (x0, y0) ..< (x1, y1) the gradient can be written to in place: when
    /// its colours are opaque, `device` (its rect in device space) lies on whole pixels, and
    /// nothing would change them on the way (alpha 1, normal blending, no shadow, the context's
    /// own pixels, a clip that is one rectangle on whole pixels, which the result is cut to).
    private func directPixels(_ device: CGRect, _ ramp: GradientRamp)
        -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        guard ramp.isOpaque, state.alpha == 1, state.blendMode == .normal, state.shadow == nil, mirror == nil,
              device.minX == device.minX.rounded(), device.minY == device.minY.rounded(),
              device.maxX == device.maxX.rounded(), device.maxY == device.maxY.rounded() else { return nil }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        let list = cairo_copy_clip_rectangle_list(cr)
        cairo_restore(cr)
        guard let list else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS, list.pointee.num_rectangles == 1 else { return nil }
        let c = list.pointee.rectangles[0]
        guard c.x == c.x.rounded(), c.y == c.y.rounded(), c.width == c.width.rounded(), c.height == c.height.rounded()
        else { return nil }
        let r = device.intersection(CGRect(x: c.x, y: c.y, width: c.width, height: c.height))
        guard !r.isNull, !r.isEmpty else { return nil }
        return (Int(r.minX), Int(r.minY), Int(r.maxX), Int(r.maxY))
    }
}

/// Colour stops turned into premultiplied ARGB32 pixels.
struct GradientRamp {
    let stops: [CGGradient.Stop]
    /// The stops' locations and straight colours (RGBA), flat, for the per-pixel loop.
    private let locations: [CGFloat]
    private let colours: [SIMD4<Double>]

    init(_ stops: [CGGradient.Stop]) {
        self.stops = stops
        locations = stops.map(\.location)
        colours = stops.map { SIMD4(Double($0.color.r), Double($0.color.g), Double($0.color.b), Double($0.color.a)) }
        opaque = !stops.isEmpty && stops.allSatisfy { $0.color.a >= 1 } ? OpaqueRamp(locations, colours) : nil
    }

    /// Whether every stop is opaque, so every pixel is.
    var isOpaque: Bool { opaque != nil }

    /// The same ramp when every stop is opaque (the common case), with a faster pixel loop.
    private let opaque: OpaqueRamp?

    /// The 4 x 4 Bayer matrix's offsets, row by row: (m + 0.5) / 16 − 0.5, in (-0.5, 0.5), mean 0.
    static let bayerOffsets: [CGFloat] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5].map { ($0 + 0.5) / 16 - 0.5 }

    /// The 4 x 4 Bayer matrix's offset for device pixel (x, y).
    static func bayer(_ x: Int, _ y: Int) -> CGFloat { bayerOffsets[(y & 3) * 4 + (x & 3)] }

    /// The un-premultiplied colour at location `t`: the end colours outside the stops, linear
    /// between neighbouring stops.
    func color(at t: CGFloat) -> (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) {
        let c = locations.withUnsafeBufferPointer { l in colours.withUnsafeBufferPointer { Self.colour(at: t, l, $0) } }
        return (c[0], c[1], c[2], c[3])
    }

    /// The colour at `t` of the stops at `l` with colours `c` (see `color(at:)`).
    @inline(__always)
    private static func colour(at t: CGFloat, _ l: UnsafeBufferPointer<CGFloat>, _ c: UnsafeBufferPointer<SIMD4<Double>>)
        -> SIMD4<Double> {
        let n = l.count
        guard n > 0 else { return .zero }
        if t <= l[0] { return c[0] }
        if t >= l[n - 1] { return c[n - 1] }
        let i = firstStop(atOrAfter: t, l)
        let span = l[i] - l[i - 1]
        let k = span > 0 ? (t - l[i - 1]) / span : 1
        return c[i - 1] + (c[i] - c[i - 1]) * Double(k)
    }

    /// The first of the sorted stops `l[1..<n-1]` at or after `t` (`n - 1` when none is), by
    /// binary search: what a walk from stop 1 finds, in log time for a million stops.
    @inline(__always)
    static func firstStop(atOrAfter t: CGFloat, _ l: UnsafeBufferPointer<CGFloat>) -> Int {
        var lo = 1, hi = l.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if l[mid] < t { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The premultiplied ARGB32 pixel of straight colour `c`, each channel rounded after adding
    /// `dither` levels (to nearest, as floor(x + 0.5) of a value clamped at 0: a truncation).
    @inline(__always)
    private static func pixel(_ c: SIMD4<Double>, dither: Double) -> UInt32 {
        @inline(__always) func level(_ v: Double) -> UInt32 { UInt32(min(255, max(0, v * 255 + dither + 0.5))) }
        let alpha = min(1, max(0, c[3]))
        let a = level(alpha)
        @inline(__always) func channel(_ v: Double) -> UInt32 { min(a, level(min(1, max(0, v)) * alpha)) }
        return a << 24 | channel(c[0]) << 16 | channel(c[1]) << 8 | channel(c[2])
    }

    /// The premultiplied ARGB32 pixel at `t`, each channel rounded after adding `dither` levels.
    func pixel(at t: CGFloat, dither: CGFloat) -> UInt32 {
        let c = color(at: t)
        return Self.pixel(SIMD4(Double(c.r), Double(c.g), Double(c.b), Double(c.a)), dither: Double(dither))
    }

    /// Writes the pixels of `locations` to `line`, for device pixels from (x0, y) on, dithered.
    func fill(_ line: UnsafeMutablePointer<UInt32>, locations t: UnsafeMutableBufferPointer<CGFloat>, x0: Int, y: Int) {
        let row = (y & 3) * 4
        if let opaque { return opaque.fill(line, t, x0: x0, dither: Self.bayerOffsets[row..<(row + 4)]) }
        Self.bayerOffsets.withUnsafeBufferPointer { bayer in
            locations.withUnsafeBufferPointer { l in
                colours.withUnsafeBufferPointer { c in
                    for i in t.indices {
                        let colour = Self.colour(at: t[i], l, c)
                        line[i] = Self.pixel(colour, dither: Double(bayer[row + ((x0 + i) & 3)]))
                    }
                }
            }
        }
    }
}

/// A ramp whose stops are all opaque: each colour channel is linear in the location within a
/// segment, so a pixel is three multiply-adds, the dither and a truncation; alpha is 255.
private struct OpaqueRamp {
    /// The stops' locations.
    let locations: [CGFloat]
    /// The end colours in levels (0...255, un-rounded), RGB and an unused fourth lane.
    let first: SIMD4<Double>, last: SIMD4<Double>
    /// For segment i (between stops i and i + 1): levels = base + slope · t.
    let base: [SIMD4<Double>], slope: [SIMD4<Double>]

    init(_ locations: [CGFloat], _ colours: [SIMD4<Double>]) {
        self.locations = locations
        let levels = colours.map { $0 * 255 }
        first = levels.first ?? .zero
        last = levels.last ?? .zero
        var base: [SIMD4<Double>] = [], slope: [SIMD4<Double>] = []
        for i in 1..<max(1, levels.count) {
            let span = Double(locations[i] - locations[i - 1])
            guard span > 0 else { base.append(levels[i]); slope.append(.zero); continue }
            let m = (levels[i] - levels[i - 1]) / span
            base.append(levels[i - 1] - m * Double(locations[i - 1]))
            slope.append(m)
        }
        self.base = base
        self.slope = slope
    }

    /// Writes the opaque pixels of locations `t` from device column `x0` on, with the row's
    /// four Bayer offsets `dither`.
    func fill(_ line: UnsafeMutablePointer<UInt32>, _ t: UnsafeMutableBufferPointer<CGFloat>, x0: Int,
              dither: ArraySlice<CGFloat>) {
        let d = dither.map { Double($0) + 0.5 }
        locations.withUnsafeBufferPointer { l in
            base.withUnsafeBufferPointer { base in
                slope.withUnsafeBufferPointer { slope in
                    let n = l.count
                    var segment = 0
                    for i in t.indices {
                        let u = t[i]
                        var v: SIMD4<Double>
                        if u <= l[0] {
                            v = first
                        } else if u >= l[n - 1] {
                            v = last
                        } else {
                            // The first stop at or after u (as the general ramp finds it), from the last one.
                            if !(l[segment] < u && u <= l[segment + 1]) {
                                segment = GradientRamp.firstStop(atOrAfter: u, l) - 1
                            }
                            v = base[segment] + slope[segment] * Double(u)
                        }
                        v += SIMD4(repeating: d[(x0 + i) & 3])
                        @inline(__always) func level(_ x: Double) -> UInt32 { UInt32(min(255, max(0, x))) }
                        line[i] = 0xFF00_0000 | level(v[0]) << 16 | level(v[1]) << 8 | level(v[2])
                    }
                }
            }
        }
    }
}
