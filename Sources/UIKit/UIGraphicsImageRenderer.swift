import Foundation
import LayerKitGraphics

/// How an image renderer's images are made: their scale and whether they are opaque.
open class UIGraphicsImageRendererFormat: NSObject {
    /// Pixels per point (the main screen's by default).
    open var scale: CGFloat = UIScreen.main.scale
    /// Whether the images have no alpha: the context is cleared to opaque black first, as
    /// UIKit's opaque contexts start. False by default.
    open var opaque = false

    /// The default format: the main screen's scale, not opaque.
    public override init() { super.init() }

    /// The default format.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The format UIKit prefers for the main screen: the default here.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What an image renderer's drawing block is handed: the context (also current as UIKit's,
/// `UIGraphicsGetCurrentContext()`) and a few drawing conveniences.
open class UIGraphicsImageRendererContext: NSObject {
    /// The context being drawn into: y-down, in points, origin at the renderer's bounds' origin.
    public let cgContext: CGContext
    /// The format the image is made in.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
        super.init()
    }

    /// An image of what has been drawn so far.
    open var currentImage: UIImage {
        guard let image = cgContext.makeImage() else { fatalError("UIGraphicsImageRendererContext: the bitmap cannot be read") }
        return UIImage(cgImage: image, scale: format.scale)
    }

    /// Fills `rect` with the current fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Strokes `rect`'s outline with the current stroke colour and width (centred on its edge).
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Makes images by running drawing blocks on a fresh bitmap context (UIKit's
/// `UIGraphicsImageRenderer`): each call draws into a new context of the renderer's bounds at
/// the format's scale, current as UIKit's context for the block.
open class UIGraphicsImageRenderer: NSObject {
    /// The drawing area, points; the context's origin is its origin.
    public let bounds: CGRect
    /// The format the images are made in.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of `size` points in the default format.
    public convenience init(size: CGSize) { self.init(bounds: CGRect(origin: .zero, size: size), format: .default()) }

    /// A renderer of `size` points in `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of `bounds` (points) in the default format.
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

    /// A renderer of `bounds` (points) in `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
        super.init()
    }

    /// Runs `actions` on a new context and returns what it drew. A bounds that makes no pixel
    /// (empty or not finite) gives an image of no pixels (`cgImage` nil, size zero), as UIKit
    /// returns an empty image.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        guard let context = makeContext() else { return UIImage.empty }
        GraphicsContextStack.with(context.cgContext) { actions(context) }
        return context.currentImage
    }

    /// Runs `actions` and returns the image as PNG bytes (empty when no pixels are made).
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// Runs `actions` and returns the image as JPEG bytes at `compressionQuality` (empty when
    /// no pixels are made).
    open func jpegData(withCompressionQuality compressionQuality: CGFloat,
                       actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }

    private func makeContext() -> UIGraphicsImageRendererContext? {
        guard let cg = ImageContexts.make(size: bounds.size, scale: format.scale), bounds.origin.x.isFinite,
              bounds.origin.y.isFinite else { return nil }
        if format.opaque {
            cg.setFillColor(.black)
            cg.fill(CGRect(origin: .zero, size: bounds.size))
        }
        cg.translateBy(x: -bounds.origin.x, y: -bounds.origin.y)
        return UIGraphicsImageRendererContext(cgContext: cg, format: format)
    }
}

extension UIImage {
    /// An image with no pixels (size zero).
    static var empty: UIImage { UIImage() }
}
