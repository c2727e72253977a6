/// A particle sprite shifted right and down by quarter pixels: sixteen images of
/// (w + 1) x (h + 1) premultiplied pixels (rows padded to whole SIMD steps), phase (qx, qy) holding the sprite moved by
/// (qx / 4, qy / 4) pixels (bilinear, transparent outside). Upright particles that land between
/// pixels are drawn from the nearest phase with a plain copy, so slow particles glide in
/// quarter-pixel steps instead of jumping whole pixels. Made once per sprite and texel rect,
/// kept with the image (`CGImage.derived`).
final class SpritePhases {
    /// Index qy * 4 + qx.
    let images: [PixelStorage]
    /// For each image, the rows of its pixels that are not transparent (y, height), whole
    /// padded rows wide: only those are blended.
    let boxes: [(x: Int, y: Int, width: Int, height: Int)]

    /// The phases of `sprite`'s texels `rect`, from the image's cache.
    static func of(_ sprite: CGImage, rect: CGRect) -> SpritePhases {
        sprite.derived.value("LayerKitLayers.SpritePhases \(rect.minX) \(rect.minY) \(rect.width) \(rect.height)") {
            SpritePhases(sprite.storage, x: Int(rect.minX), y: Int(rect.minY), w: Int(rect.width), h: Int(rect.height))
        }
    }

    private init(_ s: PixelStorage, x: Int, y: Int, w: Int, h: Int) {
        func texel(_ i: Int, _ j: Int) -> UInt32 {
            i < 0 || j < 0 || i >= w || j >= h ? 0 : s.pixels[(y + j) * s.stride + x + i]
        }
        var out: [PixelStorage] = []
        var found: [(x: Int, y: Int, width: Int, height: Int)] = []
        for qy in 0..<4 {
            for qx in 0..<4 {
                // Rows padded with transparent pixels to whole SIMD steps (adding or blending
                // a transparent pixel leaves the destination exactly as it was).
                let image = PixelStorage(width: (w + 1 + 7) / 8 * 8, height: h + 1)
                // Weights in sixteenths: this texel's share and its left, upper and upper-left neighbours'.
                let w00 = UInt32((4 - qx) * (4 - qy)), w10 = UInt32(qx * (4 - qy))
                let w01 = UInt32((4 - qx) * qy), w11 = UInt32(qx * qy)
                for j in 0...h {
                    for i in 0...w {
                        let a = texel(i, j), b = texel(i - 1, j), c = texel(i, j - 1), d = texel(i - 1, j - 1)
                        var p: UInt32 = 0
                        for shift: UInt32 in [0, 8, 16, 24] {
                            let sum = (a >> shift & 255) * w00 + (b >> shift & 255) * w10
                                + (c >> shift & 255) * w01 + (d >> shift & 255) * w11
                            p |= ((sum + 8) >> 4) << shift
                        }
                        image.pixels[j * image.stride + i] = p
                    }
                }
                out.append(image)
                found.append(Self.box(of: image))
            }
        }
        images = out
        boxes = found
    }

    /// The rows of `image` that hold a pixel that is not transparent, full width (empty when none does).
    private static func box(of image: PixelStorage) -> (x: Int, y: Int, width: Int, height: Int) {
        func clear(_ j: Int) -> Bool { (0..<image.width).allSatisfy { image.pixels[j * image.stride + $0] == 0 } }
        var y0 = 0, y1 = image.height
        while y0 < y1 && clear(y0) { y0 += 1 }
        while y1 > y0 && clear(y1 - 1) { y1 -= 1 }
        return y1 > y0 ? (0, y0, image.width, y1 - y0) : (0, 0, 0, 0)
    }
}
