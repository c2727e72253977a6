import LayerKitGeometry

/// One quad of a draw list: a shape in a local plane, mapped to device pixels by `transform`.
package struct DrawQuad: Sendable {
    /// Local units to device pixels, `[x y 1] * transform` (the z = 0 slice of the layer's 4x4).
    package var transform: Homography
    /// The outline in local units.
    package var shape: QuadShape
    /// What fills the outline.
    package var paint: Paint
    /// Multiplies the source, 0...1 (fixed point 0...256 in the kernels); NaN draws nothing.
    package var opacity: Float
    /// How the result combines with the surface.
    package var blend: BlendMode

    /// A quad; by default opaque and blended OVER.
    package init(transform: Homography, shape: QuadShape, paint: Paint, opacity: Float = 1, blend: BlendMode = .sourceOver) {
        self.transform = transform; self.shape = shape; self.paint = paint; self.opacity = opacity; self.blend = blend
    }
}
