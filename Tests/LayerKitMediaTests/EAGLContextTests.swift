import Foundation
import LayerKit
@testable import LayerKitOpenGL
import LayerKitTestSupport
import Testing

/// The OpenGL ES context and layer on Mesa's EGL without a window. Oracles: Apple's
/// EAGLContext and CAEAGLLayer documentation (storage sized from the layer's bounds times
/// its contentsScale; presenting shows the renderbuffer in the layer), GL's bottom-up rows,
/// and issue 11 (a missing EGL is a clear error, never a crash).
@Suite("EAGLContext and CAEAGLLayer", .ownMediaClock)
struct EAGLContextTests {
    /// A current context on the system's EGL, released after `body`.
    func withContext<T>(_ body: (EAGLContext) throws -> T) throws -> T {
        let context = try EAGLContext(api: .openGLES2, libraries: .system)
        #expect(EAGLContext.setCurrent(context))
        defer { EAGLContext.setCurrent(nil) }
        return try body(context)
    }

    /// A framebuffer with one renderbuffer bound, its storage from `layer`; the names.
    func bindBuffers(_ context: EAGLContext, _ layer: CAEAGLLayer) -> (GLuint, GLuint, Bool) {
        var fb: GLuint = 0, rb: GLuint = 0
        glGenFramebuffers(1, &fb)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), fb)
        glGenRenderbuffers(1, &rb)
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), rb)
        glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_RENDERBUFFER), rb)
        let ok = context.renderbufferStorage(Int(GL_RENDERBUFFER), from: layer)
        return (fb, rb, ok)
    }

    @Test("storage is the layer's bounds times contentsScale, and presenting makes the pixels its contents")
    func presentSetsContents() throws {
        try withContext { context in
            let layer = CAEAGLLayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 3)
            layer.contentsScale = 2
            let (_, _, ok) = bindBuffers(context, layer)
            #expect(ok)
            var w: GLint = 0, h: GLint = 0
            glGetRenderbufferParameteriv(GLenum(GL_RENDERBUFFER), GLenum(GL_RENDERBUFFER_WIDTH), &w)
            glGetRenderbufferParameteriv(GLenum(GL_RENDERBUFFER), GLenum(GL_RENDERBUFFER_HEIGHT), &h)
            #expect((w, h) == (8, 6))
            #expect(glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER)) == GLenum(GL_FRAMEBUFFER_COMPLETE))
            glViewport(0, 0, w, h)
            glClearColor(1, 0.5, 0, 1)
            glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
            #expect(context.presentRenderbuffer(Int(GL_RENDERBUFFER)))
            let image = try #require(layer.contents as? CGImage)
            #expect((image.width, image.height) == (8, 6))
            let p = image.pixel(atX: 7, y: 5)
            #expect(p.red == 255 && abs(Int(p.green) - 128) <= 1 && p.blue == 0 && p.alpha == 255)
            // Presenting changes contents without an implicit animation.
            #expect(layer.animationKeys() == nil)
        }
    }

    @Test("rows are turned from GL's bottom-up order: the bottom half drawn in GL is the image's bottom half")
    func rowsTopDown() throws {
        try withContext { context in
            let layer = CAEAGLLayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 2, height: 4)
            _ = bindBuffers(context, layer)
            glViewport(0, 0, 2, 4)
            glClearColor(0, 0, 1, 1)
            glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
            // Red in the bottom half, in GL's bottom-up pixel coordinates.
            glEnable(GLenum(GL_SCISSOR_TEST))
            glScissor(0, 0, 2, 2)
            glClearColor(1, 0, 0, 1)
            glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
            glDisable(GLenum(GL_SCISSOR_TEST))
            #expect(context.presentRenderbuffer(Int(GL_RENDERBUFFER)))
            let image = try #require(layer.contents as? CGImage)
            for y in 0..<4 {
                let p = image.pixel(atX: 1, y: y)
                #expect(y < 2 ? (p.blue == 255 && p.red == 0) : (p.red == 255 && p.blue == 0), "row \(y): \(p)")
            }
        }
    }

    @Test("presenting a renderbuffer that got no storage from a layer is refused")
    func presentWithoutStorage() throws {
        try withContext { context in
            var rb: GLuint = 0
            glGenRenderbuffers(1, &rb)
            glBindRenderbuffer(GLenum(GL_RENDERBUFFER), rb)
            #expect(!context.presentRenderbuffer(Int(GL_RENDERBUFFER)))
            #expect(!context.presentRenderbuffer(Int(GL_FRAMEBUFFER)))
        }
    }

    @Test("deleting a renderbuffer forgets the layer it got storage from, so its name, bound again, presents nowhere")
    func deletedRenderbuffer() throws {
        try withContext { context in
            let layer = CAEAGLLayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 2, height: 2)
            var (_, rb, ok) = bindBuffers(context, layer)
            #expect(ok && context.storages[rb] != nil)
            glDeleteRenderbuffers(1, &rb)
            #expect(context.storages[rb] == nil)
            // ES 2 makes a new, empty renderbuffer for a name bound after its deletion.
            glBindRenderbuffer(GLenum(GL_RENDERBUFFER), rb)
            #expect(!context.presentRenderbuffer(Int(GL_RENDERBUFFER)))
            #expect(layer.contents == nil)
        }
    }

    @Test("an empty layer gives no storage")
    func emptyLayerRefused() throws {
        try withContext { context in
            let layer = CAEAGLLayer()
            let (_, _, ok) = bindBuffers(context, layer)
            #expect(!ok)
        }
    }

    @Test("OpenGL ES 1 and 3 are refused, naming issue 11; init?(api:) gives nil for them")
    func onlyES2() {
        #expect(EAGLContext(api: .openGLES1) == nil)
        #expect(throws: EAGLError.unsupportedAPI(.openGLES3)) {
            try EAGLContext(api: .openGLES3, libraries: .system)
        }
        #expect(EAGLError.unsupportedAPI(.openGLES3).description.contains("issue 11"))
        #expect(EAGLContext(api: .openGLES2) != nil)
    }

    @Test("a missing EGL library is an error naming the file and the packages")
    func missingLibrary() {
        let missing = EGLLibraries(egl: "/nonexistent/libEGL.so.1", gles: "libGLESv2.so.2")
        do {
            _ = try EAGLContext(api: .openGLES2, libraries: missing)
            Issue.record("a context was made without EGL")
        } catch {
            #expect("\(error)".hasPrefix("OpenGL ES is unavailable: cannot open /nonexistent/libEGL.so.1"))
            #expect("\(error)".contains(EAGLError.packages))
        }
    }

    @Test("a library that is not EGL is reported as lacking eglGetError")
    func notEGL() {
        let wrong = EGLLibraries(egl: "libc.so.6", gles: "libGLESv2.so.2")
        #expect(throws: EAGLError.symbolMissing(library: "libc.so.6", symbol: "eglGetError")) {
            try EAGLContext(api: .openGLES2, libraries: wrong)
        }
    }

    @Test("GL calls without a current context do nothing and queries return 0")
    func noCurrentContext() {
        EAGLContext.setCurrent(nil)
        #expect(EAGLContext.current() == nil)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        #expect(glCreateProgram() == 0)
        #expect(glGetError() == GLenum(GL_NO_ERROR))
    }
}
