import CEGL
import Foundation
import LayerKitLayers

/// A renderbuffer's storage as `renderbufferStorage(_:from:)` allocated it: the layer it
/// presents into and its size in pixels.
struct RenderbufferStorage {
    weak var layer: CAEAGLLayer?
    let width: Int
    let height: Int
}

extension EAGLContext {
    /// Allocates storage for the renderbuffer bound to `target` (`GL_RENDERBUFFER`) the size
    /// of `drawable`'s bounds times its `contentsScale` (rounded, in pixels), in its colour
    /// format; that renderbuffer then presents into `drawable`. A nil drawable detaches the
    /// renderbuffer. False (with a one-time warning naming why) when this context is not
    /// current, no renderbuffer is bound, the drawable is not a `CAEAGLLayer`, its size is
    /// empty or not finite, or its colour format is unknown.
    @discardableResult
    public func renderbufferStorage(_ target: Int, from drawable: EAGLDrawable?) -> Bool {
        guard let name = boundRenderbuffer(target, "renderbufferStorage(_:from:)") else { return false }
        guard let drawable else {
            storages[name] = nil
            return true
        }
        guard let layer = drawable as? CAEAGLLayer else {
            return refuse("renderbufferStorage(_:from:) needs a CAEAGLLayer, not \(type(of: drawable))")
        }
        guard let format = layer.renderbufferFormat else {
            return refuse("renderbufferStorage(_:from:): unknown kEAGLDrawablePropertyColorFormat \(String(describing: layer.colorFormat))")
        }
        let size = layer.drawablePixelSize
        guard size.width >= 1, size.height >= 1 else {
            return refuse("renderbufferStorage(_:from:): the layer's drawable size \(size) is empty")
        }
        gl.renderbufferStorage(GLenum(GL_RENDERBUFFER), format, GLsizei(size.width), GLsizei(size.height))
        guard gl.getError() == GLenum(GL_NO_ERROR) else {
            return refuse("renderbufferStorage(_:from:): OpenGL refused a \(size.width) x \(size.height) renderbuffer")
        }
        storages[name] = RenderbufferStorage(layer: layer, width: size.width, height: size.height)
        return true
    }

    /// Shows the renderbuffer bound to `target` (`GL_RENDERBUFFER`) in the layer it got its
    /// storage from: its pixels are read back (after every GL command before finishes) and
    /// become the layer's `contents` without an implicit animation, committed with the next
    /// transaction. False (with a one-time warning) when this context is not current, no
    /// renderbuffer is bound, it got no storage from a layer, or that layer is gone.
    @discardableResult
    public func presentRenderbuffer(_ target: Int) -> Bool {
        guard let name = boundRenderbuffer(target, "presentRenderbuffer(_:)") else { return false }
        guard let storage = storages[name], let layer = storage.layer else {
            return refuse("presentRenderbuffer(_:): renderbuffer \(name) has no storage from a CAEAGLLayer")
        }
        guard let image = readBack(name, storage) else {
            return refuse("presentRenderbuffer(_:): renderbuffer \(name) cannot be read back")
        }
        layer.present(image)
        return true
    }

    /// The name of the renderbuffer bound to `target` in this context; nil (warned) when
    /// this context is not current on the thread, `target` is not `GL_RENDERBUFFER`, or none is bound.
    private func boundRenderbuffer(_ target: Int, _ call: String) -> GLuint? {
        guard EAGLContext.current() === self else {
            refuse("\(call) on a context that is not current on this thread")
            return nil
        }
        guard target == Int(GL_RENDERBUFFER) else {
            refuse("\(call): target \(target) is not GL_RENDERBUFFER")
            return nil
        }
        let name = GLuint(bitPattern: gl.integer(GL_RENDERBUFFER_BINDING))
        guard name != 0 else {
            refuse("\(call) with no renderbuffer bound")
            return nil
        }
        return name
    }

    @discardableResult
    private func refuse(_ message: String) -> Bool {
        Diagnostics.warnOnce("EAGLContext: " + message)
        return false
    }

    /// The renderbuffer's pixels as an image (rows flipped from GL's bottom-up order), read
    /// through this context's own framebuffer so the app's bindings are left as they were.
    private func readBack(_ name: GLuint, _ storage: RenderbufferStorage) -> CGImage? {
        let previous = GLuint(bitPattern: gl.integer(GL_FRAMEBUFFER_BINDING))
        defer { gl.bindFramebuffer(GLenum(GL_FRAMEBUFFER), previous) }
        if readFramebuffer == 0 { gl.genFramebuffers(1, &readFramebuffer) }
        gl.bindFramebuffer(GLenum(GL_FRAMEBUFFER), readFramebuffer)
        gl.framebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_RENDERBUFFER), name)
        guard gl.checkFramebufferStatus(GLenum(GL_FRAMEBUFFER)) == GLenum(GL_FRAMEBUFFER_COMPLETE) else { return nil }
        // Read row by row straight into the image's pixels (GL's bottom row to the image's last),
        // then converted in place: one copy of the pixels besides GL's own, not two.
        let image = PixelStorage(width: storage.width, height: storage.height)
        for y in 0..<storage.height {
            gl.readPixels(0, GLint(storage.height - 1 - y), GLsizei(storage.width), 1,
                          GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), image.pixels + y * image.stride)
        }
        guard gl.getError() == GLenum(GL_NO_ERROR) else { return nil }
        PremultipliedImage.convertInPlace(image)
        return CGImage(storage: image)
    }
}

/// Converting GL's pixels to LayerKit images.
enum PremultipliedImage {
    /// `storage`'s pixels, read from GL as RGBA bytes (rows already top-down), turned into
    /// premultiplied ARGB words in place, each colour channel capped at its alpha.
    static func convertInPlace(_ storage: PixelStorage) {
        for y in 0..<storage.height {
            let row = storage.pixels + y * storage.stride
            for x in 0..<storage.width {
                // The bytes R, G, B, A in memory read as one little-endian word.
                let w = UInt32(littleEndian: row[x])
                let a = w >> 24
                let r = min(w & 0xFF, a), g = min(w >> 8 & 0xFF, a), b = min(w >> 16 & 0xFF, a)
                row[x] = a << 24 | r << 16 | g << 8 | b
            }
        }
    }
}
