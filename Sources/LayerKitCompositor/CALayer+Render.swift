import LayerKitRaster

extension CALayer {
    /// Draws the layer and its sublayers into `ctx` in the layer's own coordinates (its bounds
    /// origin at the context's user-space origin), from the model values, ignoring animations,
    /// as Apple's `render(in:)` does. The context's CTM and clip box apply.
    public func render(in ctx: CGContext) {
        let scene = SceneBuilder.model(self)
        ctx.withDirectPixels { storage, ctm, clip in
            guard let target = Surface(wrapping: storage.pixels, width: storage.width, height: storage.height,
                                       stride: storage.stride) else { return }
            let local = DeviceGeometry.translation(0, 0).concatenating(Homography(ctm))
            let box = IntRect(x: Int(clip.minX), y: Int(clip.minY), width: Int(clip.width), height: Int(clip.height))
            let list = DrawListBuilder(textures: TextureCache()).build(scene, localToTarget: local, clip: box)
            FrameRasterizer(options: .fromEnvironment(), threads: 1).drawOver(list.items, into: target, region: box)
        }
    }
}
