import LayerKitGeometry

/// How a texture is sampled between texel centres.
package enum SampleFilter: Equatable, Sendable {
    /// The texel whose square holds the sample point.
    case nearest
    /// Bilinear interpolation of the four texels around the sample point (7-bit weights);
    /// exact texel values where the sample point is a texel centre.
    case bilinear
    /// Bilinear on the two mip levels around the level of detail log2(texels per pixel) + bias,
    /// mixed linearly; bilinear on level 0 when magnifying or when the texture has no `mips`.
    case trilinear(bias: Float)
}

/// What a quad is filled with. Colours are premultiplied ARGB32.
package enum Paint: Sendable {
    /// One premultiplied colour.
    case solid(UInt32)
    /// Texels of `texture`: the quad's local rect maps onto the texel rect `source` (which may
    /// exceed the texture: sampling then clamps to the edge); sampling stays inside the texel
    /// rect `clamp` (a sprite's sub-rect, a nine-slice piece), intersected with the texture.
    case texture(Texture, source: CGRect, clamp: CGRect, filter: SampleFilter)
    /// The texture's alpha times the premultiplied `colour` (shadows, masks drawn as colour);
    /// `source` as for `.texture`, clamped to the whole texture.
    case alphaTint(Texture, colour: UInt32, source: CGRect, filter: SampleFilter)
}

/// How source pixels combine with the destination.
package enum BlendMode: Sendable {
    /// Premultiplied OVER: d = s + d * (255 - sa) / 255.
    case sourceOver
    /// Saturating add, d = min(255, s + d) per channel (emitter particles).
    case additive
}
