import CLayerKitRaster

/// Per-channel factors that multiply premultiplied pixels (a replicator instance's colour):
/// each channel c becomes (c * f + 128) >> 8 with f in 0...256, 256 leaving it unchanged.
package struct ChannelFactors: Hashable, Sendable {
    package var red: UInt16
    package var green: UInt16
    package var blue: UInt16
    package var alpha: UInt16

    /// The factors that multiply a pixel by the colour (`red`, `green`, `blue`, `alpha`),
    /// straight (not premultiplied) components in 0...1 (clamped; NaN counts as 0): colour
    /// channels get c * a, alpha gets a, so premultiplied pixels stay premultiplied.
    package init(red: Float, green: Float, blue: Float, alpha: Float) {
        func unit(_ v: Float) -> Float { v > 0 ? min(v, 1) : 0 }
        func factor(_ v: Float) -> UInt16 { UInt16((v * 256).rounded()) }
        let a = unit(alpha)
        self.red = factor(unit(red) * a)
        self.green = factor(unit(green) * a)
        self.blue = factor(unit(blue) * a)
        self.alpha = factor(a)
    }

    /// Whether the factors leave every pixel as it is (opaque white).
    package var isIdentity: Bool { red == 256 && green == 256 && blue == 256 && alpha == 256 }

    /// The packing `lk_modulate` takes: 9 bits a channel, a << 27 | r << 18 | g << 9 | b.
    package var packed: UInt64 {
        UInt64(alpha) << 27 | UInt64(red) << 18 | UInt64(green) << 9 | UInt64(blue)
    }
}

/// Multiplies the pixels of `surface` inside `region` by `factors`, per channel, in place.
package func modulate(_ surface: Surface, by factors: ChannelFactors, in region: IntRect,
                      options: RasterOptions = .default) {
    guard !factors.isIdentity else { return }
    let r = region.intersection(surface.bounds)
    guard !r.isEmpty else { return }
    let packed = factors.packed, simd = options.simdLevel
    for y in r.minY..<r.maxY { lk_modulate(surface.row(y) + r.minX, Int32(r.width), packed, simd) }
}
