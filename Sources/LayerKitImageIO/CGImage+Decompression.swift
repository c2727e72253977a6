import Foundation

/// Forced decompression (a LayerKit addition; the book redraws into an image context).
extension CGImage {
    /// The image redrawn into a new bitmap of exactly `pixelWidth` x `pixelHeight` pixels
    /// (stretched to fill it, with the default interpolation), in the compositor's format:
    /// premultiplied ARGB32, native byte order. With `opaque`, drawn over opaque black first, so
    /// every pixel is opaque (the book's opaque image context). At the image's own size and
    /// not `opaque` (or for an image already opaque) the pixels are identical to the source's (the
    /// image itself is returned).
    ///
    /// LayerKit's `CGImage(data:)` already decodes in full when it is called (as ImageIO with
    /// `kCGImageSourceShouldCacheImmediately`); what this adds off the main thread is the
    /// scaling to the size shown, so the compositor copies pixels one to one instead of
    /// resampling every frame. Nil for a size below 1 or above 32767 a side.
    public func decompressed(pixelWidth: Int, pixelHeight: Int, opaque: Bool = false) -> CGImage? {
        guard (1...32767).contains(pixelWidth), (1...32767).contains(pixelHeight) else { return nil }
        if pixelWidth == width, pixelHeight == height, !opaque || isOpaque {
            return self  // already decoded to the compositor's format at exactly this size
        }
        guard let context = CGContext(data: nil, width: pixelWidth, height: pixelHeight, bitsPerComponent: 8,
                                      bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue) else { return nil }
        let rect = CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        if opaque {
            context.setFillColor(CGColor(gray: 0, alpha: 1))
            context.fill(rect)
        }
        context.draw(self, in: rect)
        return context.makeImage()
    }

    /// The bytes the image's pixels take: `bytesPerRow` x `height`, the cost to give an
    /// `ImageCache` of images.
    public var byteCost: Int { bytesPerRow * height }
}
