import LayerKitRaster

/// Textures for images (with mipmaps when trilinear filtering asks for them); the mip chain
/// is kept with the image itself, so it lives exactly as long as the image does.
package final class TextureCache: @unchecked Sendable {
    /// Whether render content on the device's pixel grid is drawn over only the box it paints
    /// (fast path `tightContent`).
    package let tightContent: Bool

    package init(tightContent: Bool = true) { self.tightContent = tightContent }

    /// Holds a mip chain without holding the image (no cycle through `CGImage.derived`).
    private final class MipBox { let chain: MipChain?; init(_ c: MipChain?) { chain = c } }

    /// A texture view of `image` (retaining it); with mipmaps when `mipmapped` (built once per image).
    package func texture(for image: CGImage, mipmapped: Bool) -> Texture? {
        let s = image.storage
        guard let base = Texture(pixels: UnsafePointer(s.pixels), width: s.width, height: s.height, stride: s.stride,
                                 isOpaque: image.isOpaque, owner: image) else { return nil }
        guard mipmapped else { return base }
        let chain = image.derived.value("LayerKitCompositor.mips") {
            MipBox(Texture(pixels: UnsafePointer(s.pixels), width: s.width, height: s.height, stride: s.stride,
                           isOpaque: false, owner: nil).map { MipChain($0) })
        }.chain
        return Texture(pixels: UnsafePointer(s.pixels), width: s.width, height: s.height, stride: s.stride,
                       isOpaque: image.isOpaque, owner: image, mips: chain)
    }
}

extension TextureCache {
    /// `path` filled in opaque black over `extent` at `k` pixels per unit (for `shadowPath`);
    /// nil when empty or larger than 8192 pixels a side.
    package func pathMask(_ path: CGPath, extent: CGRect, scale k: CGFloat) -> CGImage? {
        let w = (extent.width * k).rounded(.up), h = (extent.height * k).rounded(.up)
        guard w >= 1, h >= 1, w <= 8192, h <= 8192,
              let ctx = CGContext(pixelWidth: Int(w), pixelHeight: Int(h), scale: k) else { return nil }
        ctx.translateBy(x: -extent.minX, y: -extent.minY)
        ctx.addPath(path)
        ctx.setFillColor(CGColor(gray: 0, alpha: 1))
        ctx.fillPath()
        return ctx.makeImage()
    }
}
