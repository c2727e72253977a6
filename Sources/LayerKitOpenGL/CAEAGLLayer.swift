import CEGL
import Foundation
import LayerKitGraphics
import LayerKitLayers

/// The `drawableProperties` key for whether the drawable keeps its contents after it is
/// presented (an `NSNumber` Boolean; false by default). Only false is implemented: each
/// presented frame is a new image, so retention has no effect here.
public let kEAGLDrawablePropertyRetainedBacking = "kEAGLDrawablePropertyRetainedBacking"
/// The `drawableProperties` key for the renderbuffer's colour format (`kEAGLColorFormat...`).
public let kEAGLDrawablePropertyColorFormat = "kEAGLDrawablePropertyColorFormat"
/// 32-bit RGBA colour, 8 bits a channel (the default).
public let kEAGLColorFormatRGBA8 = "EAGLColorFormatRGBA8"
/// 16-bit RGB colour, 5-6-5 bits.
public let kEAGLColorFormatRGB565 = "EAGLColorFormat565"

/// A layer showing what OpenGL ES draws: an `EAGLContext` allocates a renderbuffer's storage
/// from it (`renderbufferStorage(_:from:)`), and each `presentRenderbuffer(_:)` makes the
/// rendered pixels (bounds x `contentsScale`, premultiplied) the layer's `contents`.
///
/// Unlike Apple's, `contents` reads back the last presented frame (there is no separate
/// drawable surface); the frame is laid out by `contentsGravity` like any contents.
open class CAEAGLLayer: CALayer, EAGLDrawable {
    /// The drawable's properties: `kEAGLDrawablePropertyColorFormat` (`kEAGLColorFormatRGBA8`
    /// by default, or `kEAGLColorFormatRGB565`) and `kEAGLDrawablePropertyRetainedBacking`.
    /// Read when storage is allocated.
    open var drawableProperties: [AnyHashable: Any]! {
        get { (customValue("drawableProperties") as [AnyHashable: Any]?) ?? [:] }
        set { state.custom["drawableProperties"] = newValue ?? [:] }
    }

    /// Whether a presented frame waits for the next transaction (true here always: frames
    /// become contents, which commit with transactions; false is accepted and behaves the same).
    open var presentsWithTransaction: Bool {
        get { customValue("presentsWithTransaction") ?? false }
        set { state.custom["presentsWithTransaction"] = newValue }
    }

    /// The colour format asked for, if any.
    var colorFormat: Any? { (drawableProperties ?? [:])[kEAGLDrawablePropertyColorFormat] }

    /// The GL internal format for `colorFormat`; nil for an unknown format.
    var renderbufferFormat: GLenum? {
        switch colorFormat.map({ "\($0)" }) ?? kEAGLColorFormatRGBA8 {
        case kEAGLColorFormatRGBA8: return GLenum(GL_RGBA8_OES)
        case kEAGLColorFormatRGB565: return GLenum(GL_RGB565)
        default: return nil
        }
    }

    /// The size a renderbuffer gets from this layer, in whole pixels: bounds times
    /// `contentsScale`, rounded (0 for non-finite sizes), cut to the pixel budget
    /// (`PixelBudget`: 16384 a side, `CGImageDecodingError.maximumPixelCount` in all; said once).
    var drawablePixelSize: (width: Int, height: Int) {
        func pixels(_ v: CGFloat) -> Int {
            let p = (v * contentsScale).rounded()
            return p.isFinite && p > 0 ? Int(saturating: p) : 0
        }
        let w = pixels(bounds.width), h = pixels(bounds.height)
        if PixelBudget.exceeds(width: w, height: h) {
            Diagnostics.warnOnce("a CAEAGLLayer drawable of \(w) x \(h) pixels is cut to at most "
                                 + "\(CGImageDecodingError.maximumSide) pixels a side and "
                                 + "\(CGImageDecodingError.maximumPixelCount) pixels in all (the pixel budget)")
        }
        return PixelBudget.fit(width: w, height: h)
    }

    /// Shows `image`, a presented frame, as the contents without an implicit animation.
    func present(_ image: CGImage) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        contents = image
        CATransaction.commit()
    }
}
