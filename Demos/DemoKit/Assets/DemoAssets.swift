import Foundation
import LayerKit

/// The images the book's demos use, drawn procedurally by DemoKit with LayerKit's
/// CoreGraphics API, so no image is copied from the book or its example projects.
///
/// Every image is deterministic: the same call gives the same pixels on every run (no
/// clock; randomness only from fixed seeds). Images are `CGImage`s of premultiplied ARGB32
/// pixels, y-down with the origin at the top left, like every LayerKit image.
public enum DemoAssets {
    /// The named asset rendered at `scale` pixels per point: `scale` 1 gives `name.size`
    /// pixels, 2 the @2x version with twice the pixels per side. Each side is rounded to whole
    /// pixels. A scale that is not finite or not positive is treated as 1; others are clamped
    /// to 0.25...8.
    ///
    /// Images are cached per name and scale: every call with the same arguments returns the
    /// same object (`===`). Safe to call from any thread.
    public static func image(_ name: AssetName, scale: CGFloat = 1) -> CGImage {
        let s = validScale(scale)
        return cache.image(for: "\(name.rawValue)@\(s)") {
            AssetCanvas.image(size: name.size, scale: s) { name.draw(in: $0) }
        }
    }

    /// The snowman of `AssetName.snowman` on an opaque pale-blue background, with no alpha:
    /// the colour half of chapter 14.7's JPEG-plus-mask pair (written as Snowman.jpg).
    /// 200x280 points at `scale` (as `image(_:scale:)`); cached per scale.
    public static func snowmanJPEGSource(scale: CGFloat = 1) -> CGImage {
        let s = validScale(scale)
        return cache.image(for: "SnowmanJPEGSource@\(s)") {
            AssetCanvas.image(size: AssetName.snowman.size, scale: s) { context in
                SnowmanArt.drawBackdrop(in: context, rect: CGRect(origin: .zero, size: AssetName.snowman.size))
                context.draw(image(.snowman, scale: s), in: CGRect(origin: .zero, size: AssetName.snowman.size))
            }
        }
    }

    /// A grayscale matte of the snowman, opaque: each pixel's gray level (red = green = blue)
    /// is the snowman image's alpha there, so it is white where the snowman is and black
    /// elsewhere (chapter 14.7's SnowmanMask.png). Same size as `image(.snowman, scale:)`;
    /// cached per scale.
    public static func snowmanMask(scale: CGFloat = 1) -> CGImage {
        let s = validScale(scale)
        return cache.image(for: "SnowmanMask@\(s)") { SnowmanArt.matte(of: image(.snowman, scale: s)) }
    }

    /// The side of `largeSnowman()` in pixels.
    public static let largeSnowmanSide = 2048

    /// A detailed 2048x2048 opaque winter scene with a large snowman, for `CATiledLayer`
    /// (chapter 6.11-6.12 cut it into 64 tiles of 256x256): sky, snowfall, hills, trees and
    /// snow texture make every tile different. Cached (the image holds 16 MiB).
    public static func largeSnowman() -> CGImage {
        cache.image(for: "LargeSnowman") { LargeSnowmanArt.render(side: largeSnowmanSide) }
    }

    /// How many distinct photos `photo(_:size:)` draws.
    public static let photoCount = 8

    /// An opaque photo-like scene (coast, mountain lake, desert, forest, night city, meadow,
    /// winter village, island, for `index` 0 to 7; other indices wrap around, negative ones
    /// too) drawn at `size` pixels with gradients, shapes and film grain, so that PNG and
    /// JPEG encodings differ in size as they do for real photos. The scene is designed at 4:3
    /// and stretched to other aspect ratios. Each side is rounded to whole pixels and clamped
    /// to 1...4096 (non-finite sizes give 1), which bounds the memory and time a bad size can
    /// cost. Not cached: each call draws anew.
    public static func photo(_ index: Int, size: CGSize) -> CGImage {
        let scene = ((index % photoCount) + photoCount) % photoCount
        return PhotoArt.render(scene: scene, width: AssetCanvas.pixelCount(size.width),
                               height: AssetCanvas.pixelCount(size.height))
    }

    /// An opaque rainbow gradient (hues left to right, lighter at the top and darker at the
    /// bottom) at `size` pixels, sized as `photo(_:size:)`: the "flat graphics" image of
    /// chapter 14.6's PNG-versus-JPEG comparison. Not cached.
    public static func rainbowGradient(size: CGSize) -> CGImage {
        PhotoArt.renderRainbow(width: AssetCanvas.pixelCount(size.width), height: AssetCanvas.pixelCount(size.height))
    }

    /// `scale` made usable: non-finite or non-positive gives 1, others are clamped to 0.25...8.
    static func validScale(_ scale: CGFloat) -> CGFloat {
        guard scale.isFinite, scale > 0 else { return 1 }
        return min(8, max(0.25, scale))
    }

    static let cache = AssetCache()
}

/// Rendered images by key, shared by all threads.
final class AssetCache: @unchecked Sendable {
    private let lock = NSLock()
    private var images: [String: CGImage] = [:]

    /// The image under `key`, rendered with `make` on first use. Rendering happens outside
    /// the lock (assets may build on other assets); if two threads render the same key at
    /// once, the first stored image wins and both get it.
    func image(for key: String, make: () -> CGImage) -> CGImage {
        if let cached = lookUp(key) { return cached }
        let made = make()
        lock.lock()
        defer { lock.unlock() }
        if let cached = images[key] { return cached }
        images[key] = made
        return made
    }

    private func lookUp(_ key: String) -> CGImage? {
        lock.lock()
        defer { lock.unlock() }
        return images[key]
    }
}
