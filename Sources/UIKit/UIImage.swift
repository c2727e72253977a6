import Foundation
import LayerKitGraphics

/// An image, as UIKit's: a `CGImage` with a scale (pixels per point), drawn upright in
/// UIKit's y-down contexts.
///
/// Orientation other than up, resizable (cap-inset) images, templates and animated images are
/// not provided (their initializers and properties do not exist here).
open class UIImage: NSObject, @unchecked Sendable {
    /// The pixels (shared, immutable).
    public let cgImage: CGImage?
    /// Pixels per point.
    public let scale: CGFloat

    /// An image of `cgImage`'s pixels at one pixel per point.
    public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1) }

    /// An image of `cgImage`'s pixels at `scale` pixels per point (1 for a scale that is not
    /// finite and positive).
    convenience init(cgImage: CGImage, scale: CGFloat) { self.init(optionalCGImage: cgImage, scale: scale) }

    /// An image with no pixels (size zero), as UIKit's `UIImage()`.
    public override convenience init() { self.init(optionalCGImage: nil, scale: 1) }

    init(optionalCGImage cgImage: CGImage?, scale: CGFloat) {
        self.cgImage = cgImage
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        super.init()
    }

    /// Decodes PNG, JPEG or JPEG 2000 `data` at one pixel per point; nil when it cannot be decoded.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    /// Decodes `data` at `scale` pixels per point; nil when it cannot be decoded.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let image = try? CGImage(data: data) else { return nil }
        self.init(cgImage: image, scale: scale)
    }

    /// Decodes the file at `path`; a name ending in `@2x` or `@3x` (before the extension)
    /// gives that scale, as UIKit reads it. Nil when the file cannot be read or decoded.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data, scale: Self.scale(inFileName: path))
    }

    /// The image file `name` in the main bundle's resources (`Bundle.main.resourceURL`): `name`
    /// itself, or `name` with ".png", trying the `@3x`, `@2x` and plain files from the screen's
    /// scale down, as UIKit does. Nil when no such file is found or decoded. (UIKit's asset
    /// catalogs are not read.)
    public convenience init?(named name: String) {
        guard let path = Self.resourcePath(named: name) else { return nil }
        self.init(contentsOfFile: path)
    }

    /// The size in points: pixels divided by `scale`.
    open var size: CGSize {
        guard let cgImage else { return .zero }
        return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    }

    /// Draws the image upright, scaled to fill `rect` (points, in the current UIKit context);
    /// nothing without a current context.
    open func draw(in rect: CGRect) {
        guard let cgImage, let ctx = UIGraphicsGetCurrentContext() else { return }
        // Upright in every context, a layer's flipped one included, as UIKit draws (a bare
        // CGImage draw is upside down there, as on Apple).
        ctx.drawUpright(cgImage, in: rect)
    }

    /// Draws the image upright at its size with its top-left corner at `point`.
    open func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// The image as PNG bytes; nil if it has no pixels or encoding fails.
    open func pngData() -> Data? {
        guard let data = cgImage?.pngData(), !data.isEmpty else { return nil }
        return data
    }

    /// The image as JPEG bytes at `compressionQuality` 0...1 (clamped); nil if it has no
    /// pixels or encoding fails.
    open func jpegData(compressionQuality: CGFloat) -> Data? { cgImage?.jpegData(quality: compressionQuality) }

    /// The scale a file name states: 3 for `…@3x.ext`, 2 for `…@2x.ext`, else 1.
    static func scale(inFileName path: String) -> CGFloat {
        let stem = (((path as NSString).lastPathComponent) as NSString).deletingPathExtension
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }

    /// The path of the resource `name` in the main bundle, by UIKit's search order.
    static func resourcePath(named name: String) -> String? {
        guard !name.isEmpty, let base = Bundle.main.resourceURL else { return nil }
        let ns = name as NSString
        let ext = ns.pathExtension.isEmpty ? "png" : ns.pathExtension
        let stem = ns.pathExtension.isEmpty ? name : ns.deletingPathExtension
        let suffixes = UIScreen.main.scale >= 3 ? ["@3x", "@2x", ""] : UIScreen.main.scale >= 2 ? ["@2x", ""] : ["", "@2x"]
        for suffix in suffixes {
            let path = base.appendingPathComponent(stem + suffix).appendingPathExtension(ext).path
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        return nil
    }
}
