import CCairo

/// A drawing operation's shadow: its alpha, blurred, as an A8 mask placed in device space.
final class ShadowMask {
    /// Where the mask lies, in device pixels.
    let deviceRect: CGRect
    let surface: OpaquePointer
    let color: CGColor

    init(deviceRect: CGRect, surface: OpaquePointer, color: CGColor) {
        self.deviceRect = deviceRect; self.surface = surface; self.color = color
    }

    deinit { cairo_surface_destroy(surface) }

    /// Paints the shadow colour through the mask with `cr`'s operator and clip.
    func composite(on cr: OpaquePointer, alpha: CGFloat) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        CGContext.setSource(cr, color, alpha: alpha)
        cairo_mask_surface(cr, surface, deviceRect.minX, deviceRect.minY)
        cairo_restore(cr)
    }
}

extension CGContext {
    /// The largest blur radius, in device pixels, that shadows use; larger blurs are clamped
    /// (the shadow is long shapeless by then) to bound the offscreen's size.
    static let maximumShadowBlur: CGFloat = 256
    /// The largest shadow offset, in device pixels, per axis; larger offsets are clamped.
    static let maximumShadowOffset: CGFloat = 1_000_000

    /// Draws `op` offscreen where its shadow can be visible and turns its alpha into the
    /// shadow's mask; nil when the shadow falls outside the clip.
    func makeShadowMask(for op: DrawOperation, style: ShadowStyle, clip: CGRect) -> ShadowMask? {
        let limit = CGContext.maximumShadowOffset
        let off = style.offset.applying(baseTransform)
        let dx = min(limit, max(-limit, off.width)), dy = min(limit, max(-limit, off.height))
        let scale = sqrt(abs(baseTransform.determinant))
        let blur = min(CGContext.maximumShadowBlur, style.blur * scale)
        let boxes = BoxBlur.passes(sigma: blur / 2)
        let margin = CGFloat(boxes.reduce(0) { $0 + max($1.left, $1.right) } + 2)
        // Shape pixels that can cast a visible shadow: within the blur's reach of the clip,
        // moved back by the offset, and within the blur's reach of the shape.
        var region = clip.offsetBy(dx: -dx, dy: -dy).insetBy(dx: -margin, dy: -margin)
        if let b = op.bounds { region = region.intersection(b.insetBy(dx: -margin, dy: -margin)) }
        guard !region.isNull, !region.isEmpty else { return nil }
        region = region.integral
        let w = Int(region.width), h = Int(region.height)
        guard let shape = offscreen(CAIRO_FORMAT_ARGB32, w, h) else { return nil }
        defer { cairo_surface_destroy(shape) }
        cairo_surface_set_device_offset(shape, -region.minX, -region.minY)
        let cr2 = cairo_create(shape)!
        cairo_set_antialias(cr2, state.antialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        op.paint(cr2, 1)
        cairo_destroy(cr2)
        cairo_surface_flush(shape)
        guard let mask = offscreen(CAIRO_FORMAT_A8, w, h) else { return nil }
        copyAlpha(from: shape, to: mask, width: w, height: h)
        if !boxes.isEmpty, let data = cairo_image_surface_get_data(mask) {
            BoxBlur.blur(data, width: w, height: h, stride: Int(cairo_image_surface_get_stride(mask)), passes: boxes)
        }
        cairo_surface_mark_dirty(mask)
        return ShadowMask(deviceRect: region.offsetBy(dx: dx, dy: dy), surface: mask, color: style.color)
    }

    private func offscreen(_ format: cairo_format_t, _ w: Int, _ h: Int) -> OpaquePointer? {
        guard w > 0, h > 0, w <= 32767, h <= 32767 else { return nil }
        let s = cairo_image_surface_create(format, Int32(w), Int32(h))!
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { cairo_surface_destroy(s); return nil }
        return s
    }

    private func copyAlpha(from shape: OpaquePointer, to mask: OpaquePointer, width w: Int, height h: Int) {
        guard let src = cairo_image_surface_get_data(shape), let dst = cairo_image_surface_get_data(mask) else { return }
        let srcStride = Int(cairo_image_surface_get_stride(shape)), dstStride = Int(cairo_image_surface_get_stride(mask))
        for y in 0..<h {
            let s = UnsafeRawPointer(src + y * srcStride).assumingMemoryBound(to: UInt32.self)
            let d = dst + y * dstStride
            for x in 0..<w { d[x] = UInt8(s[x] >> 24) }
        }
    }
}

/// Gaussian blur approximated by three box blurs (the SVG/CSS filter-effects recipe).
enum BoxBlur {
    /// One box: each output pixel averages `left` pixels before it, itself and `right` after.
    struct Pass: Equatable { var left: Int, right: Int }

    /// The three boxes for standard deviation `sigma` (pixels); none below half a pixel.
    static func passes(sigma: CGFloat) -> [Pass] {
        guard sigma.isFinite, sigma >= 0.5 else { return [] }
        let d = Int((sigma * 3 * (2 * CGFloat.pi).squareRoot() / 4 + 0.5).rounded(.down))
        guard d > 1 else { return [] }
        if d % 2 == 1 { return Array(repeating: Pass(left: d / 2, right: d / 2), count: 3) }
        return [Pass(left: d / 2, right: d / 2 - 1), Pass(left: d / 2 - 1, right: d / 2), Pass(left: d / 2, right: d / 2)]
    }

    /// Blurs an 8-bit plane in place: every pass horizontally, then every pass vertically.
    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, passes: [Pass]) {
        var line = [UInt32](repeating: 0, count: max(width, height))
        var out = line
        for pass in passes {
            for y in 0..<height { box(data + y * stride, step: 1, count: width, pass, &line, &out) }
        }
        for pass in passes {
            for x in 0..<width { box(data + x, step: stride, count: height, pass, &line, &out) }
        }
    }

    /// One box pass over `count` values `step` bytes apart, with zeros beyond the ends.
    private static func box(_ p: UnsafeMutablePointer<UInt8>, step: Int, count: Int, _ pass: Pass,
                            _ line: inout [UInt32], _ out: inout [UInt32]) {
        for i in 0..<count { line[i] = UInt32(p[i * step]) }
        let size = UInt32(pass.left + pass.right + 1)
        var sum: UInt32 = 0
        for i in 0..<min(count, pass.right) { sum += line[i] }
        for i in 0..<count {
            let enter = i + pass.right, leave = i - pass.left - 1
            if enter < count { sum += line[enter] }
            if leave >= 0 { sum -= line[leave] }
            out[i] = (sum + size / 2) / size
        }
        for i in 0..<count { p[i * step] = UInt8(out[i]) }
    }
}
