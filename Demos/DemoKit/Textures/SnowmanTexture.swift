import Foundation
import LayerKit

extension DemoAssets {
    /// The side of chapter 14.8's square snowman texture, in pixels (a power of two, as the
    /// book's PVRTC needs; 4 MiB as RGBA8).
    public static let snowmanTextureSide = 1024

    /// The source of chapter 14.8's texture (the book's Snowman.pvr): the snowman of
    /// `AssetName.snowman` filling the height of a transparent square `side` pixels wide,
    /// centred. Cached per side; `side` is clamped to 4...4096.
    public static func snowmanTexture(side: Int = snowmanTextureSide) -> CGImage {
        let side = min(AssetCanvas.maximumPixelSide, max(4, side))
        return cache.image(for: "SnowmanTexture@\(side)") {
            let art = AssetName.snowman.size
            return AssetCanvas.image(size: CGSize(width: art.height, height: art.height), scale: CGFloat(side) / art.height) {
                SnowmanArt.draw(in: $0, rect: CGRect(x: (art.height - art.width) / 2, y: 0, width: art.width, height: art.height))
            }
        }
    }

    /// `image`'s pixels as RGBA bytes, premultiplied, 4 a pixel, first row first (what
    /// `glTexImage2D` and `DXT5.encode` take).
    public static func rgbaBytes(of image: CGImage) -> [UInt8] {
        let w = image.width, h = image.height
        // Apple's bitmap initializer with RGBA byte order; the size comes from a real image.
        let context = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: w * 4,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        context.draw(image, in: CGRect(x: 0, y: 0, width: w, height: h))
        return Array(UnsafeBufferPointer(start: context.data!.assumingMemoryBound(to: UInt8.self), count: w * h * 4))
    }
}
