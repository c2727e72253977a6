import Foundation

/// Masking one image by another (Core Graphics' `CGImageCreateWithMask`).
extension CGImage {
    /// The image with `mask`'s gray level as its alpha: a pixel keeps its colour and gets
    /// alpha = mask gray (white opaque, black transparent), Apple's rule for an image (not an
    /// image mask) used as a mask; as the result is premultiplied, each component of the
    /// image's premultiplied pixel is scaled by gray / 255 (rounded to nearest), alpha too.
    ///
    /// Apple requires the mask to be a DeviceGray image without alpha; LayerKit images are
    /// ARGB, so the mask must be opaque and its gray level is its green channel when red,
    /// green and blue agree, else the luma 0.299 R + 0.587 G + 0.114 B. A mask of another size is
    /// scaled to fit the image first. Nil when the mask has any pixel that is not opaque (an
    /// alpha component). Image masks (`CGImage(maskWidth:...)`, inverse alpha) are not in LayerKit.
    public func masking(_ mask: CGImage) -> CGImage? {
        guard mask.isOpaque, let fitted = mask.fitted(width: width, height: height) else { return nil }
        let out = PixelStorage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                out[x, y] = Self.scale(storage[x, y], by: Self.gray(fitted.storage[x, y]))
            }
        }
        return CGImage(storage: out)
    }

    /// The gray level of an opaque pixel: exact when R = G = B, else Rec. 601 luma.
    static func gray(_ p: UInt32) -> UInt32 {
        let r = p >> 16 & 0xFF, g = p >> 8 & 0xFF, b = p & 0xFF
        if r == g && g == b { return g }
        return (299 * r + 587 * g + 114 * b + 500) / 1000
    }

    /// Every byte of premultiplied `p` times `level` / 255, rounded to nearest.
    static func scale(_ p: UInt32, by level: UInt32) -> UInt32 {
        var result: UInt32 = 0
        for shift: UInt32 in [24, 16, 8, 0] {
            let c = p >> shift & 0xFF
            result |= ((c * level + 127) / 255) << shift
        }
        return result
    }

    /// This image drawn at `width` x `height` pixels (itself at its own size).
    private func fitted(width w: Int, height h: Int) -> CGImage? {
        if w == width && h == height { return self }
        guard let context = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue) else { return nil }
        context.draw(self, in: CGRect(x: 0, y: 0, width: w, height: h))
        return context.makeImage()
    }
}
