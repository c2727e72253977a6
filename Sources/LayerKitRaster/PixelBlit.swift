import CLayerKitRaster
import LayerKitGeometry

/// The `copy` and `translate` fast paths' shortest form, as `PixelRect` is the solid one's: a
/// texture drawn 1:1 by a whole-pixel translation, its rect and source the same size at whole
/// coordinates, with no corners, ring or clip shapes, covers whole pixels with one texel each,
/// so its rows are blended straight from the texture with no per-draw geometry (no `DrawJob`,
/// `QuadGeometry` or prepared paint). It gives exactly what `TextureBlit` gives such a draw:
/// every pixel fully covered, sampled at its texel's centre (the texel itself, bilinear or
/// nearest), inside the clamp.
struct PixelBlit {
    /// Device pixels drawn (clipped).
    let rect: IntRect
    /// The texel drawn at device pixel (0, 0): device (x, y) shows texel (x + dx, y + dy).
    let offset: (dx: Int, dy: Int)
    let texture: Texture
    let factor: Int32
    let additive: Bool
    /// Rows can be copied instead of blended (opaque texels at full strength, OVER).
    let isCopy: Bool

    /// The blit of `quad` within `clip` and `surface`; nil when the quad is not such a draw
    /// (the general machinery decides then).
    init?(_ quad: borrowing DrawQuad, clip: borrowing RasterClip, surface: IntRect) {
        guard case let .texture(t, source, clamp, filter) = quad.paint,
              quad.shape.radii.isZero, quad.shape.ringWidth == nil, clip.shapes.isEmpty, clip.polygons.isEmpty else { return nil }
        // Trilinear samples level 0 alone only without mips (with them the bias may pick another).
        if case .trilinear = filter, t.mips != nil { return nil }
        let h = quad.transform
        guard h.isTranslation else { return nil }
        let r = quad.shape.rect
        guard r.width > 0, r.height > 0, source.width == r.width, source.height == r.height,
              let tx = Self.whole(h.m31), let ty = Self.whole(h.m32), let x0 = Self.whole(r.minX), let y0 = Self.whole(r.minY),
              let w = Self.whole(r.width), let hgt = Self.whole(r.height),
              let sx = Self.whole(source.minX), let sy = Self.whole(source.minY) else { return nil }
        let opacity = Double(quad.opacity)
        guard opacity > 0 else { return nil }
        rect = IntRect(x: x0 + tx, y: y0 + ty, width: w, height: hgt).intersection(clip.rect).intersection(surface)
        offset = (sx - x0 - tx, sy - y0 - ty)
        // Every texel drawn must be sampled unclamped: inside the clamp's whole texels and the
        // texture. A whole texel edge n is at least ceil(c) exactly when n >= c, and at most
        // floor(c) when n <= c: compared as doubles, with no libm rounding call per draw.
        if !rect.isEmpty {
            guard clamp.minX.isFinite, clamp.maxX.isFinite, clamp.minY.isFinite, clamp.maxY.isFinite else { return nil }
            let u0 = rect.minX + offset.dx, u1 = rect.maxX + offset.dx, v0 = rect.minY + offset.dy, v1 = rect.maxY + offset.dy
            guard u0 >= 0, v0 >= 0, u1 <= t.width, v1 <= t.height,
                  CGFloat(u0) >= clamp.minX, CGFloat(u1) <= clamp.maxX,
                  CGFloat(v0) >= clamp.minY, CGFloat(v1) <= clamp.maxY else { return nil }
        }
        texture = t
        factor = Int32(min(opacity, 1) * 256 + 0.5)
        additive = quad.blend == .additive
        isCopy = t.isOpaque && factor == 256 && !additive
    }

    /// `v` as an integer, or nil when it is not one exactly (or out of range). A truncating
    /// conversion and a compare: `rounded()` is a libm call on baseline x86-64, and this test
    /// runs for every draw.
    private static func whole(_ v: CGFloat) -> Int? {
        guard abs(v) < 1_073_741_824 else { return nil }
        let i = Int(v)
        return CGFloat(i) == v ? i : nil
    }

    /// Blends (or copies) the rect's rows into `s`.
    func run(into s: Surface, simd: Int32) {
        guard !rect.isEmpty, factor > 0 else { return }
        let src = texture.pixels + (rect.minY + offset.dy) * texture.stride + rect.minX + offset.dx
        TextureBlit.blendRows(from: src, stride: texture.stride, into: s.row(rect.minY) + rect.minX, stride: s.stride,
                              width: rect.width, height: rect.height, factor: factor,
                              mode: isCopy ? .copy : additive ? .add : .over, simd: simd)
    }
}
