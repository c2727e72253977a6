import LayerKit
import LayerKitOpenGL

// The GL scaffolding the book's two OpenGL listings share (6.14's triangle, 14.8's texture):
// the listings' `setUpBuffers`/`tearDownBuffers` and the shader compiling GLKit's
// `GLKBaseEffect` does for them.

/// The listings' "set up layer": a `CAEAGLLayer` named "glLayer" filling `glView` at `scale`,
/// RGBA8 and not retained, added to it.
func addGLLayer(to glView: CALayer, scale: CGFloat) -> CAEAGLLayer {
    let glLayer = CAEAGLLayer()
    glLayer.name = "glLayer"
    glLayer.frame = glView.bounds
    glLayer.contentsScale = scale
    glView.addSublayer(glLayer)
    glLayer.drawableProperties = [kEAGLDrawablePropertyRetainedBacking: false,
                                  kEAGLDrawablePropertyColorFormat: kEAGLColorFormatRGBA8]
    return glLayer
}

/// The listing's `setUpBuffers` and `tearDownBuffers`: a framebuffer with one colour
/// renderbuffer whose storage comes from the layer, and its size in pixels.
struct FrameBuffers {
    var framebuffer: GLuint = 0
    var colorRenderbuffer: GLuint = 0
    var width: GLint = 0
    var height: GLint = 0

    init(context: EAGLContext, layer: CAEAGLLayer) throws {
        // Set up frame buffer.
        glGenFramebuffers(1, &framebuffer)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        // Set up colour render buffer.
        glGenRenderbuffers(1, &colorRenderbuffer)
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), colorRenderbuffer)
        glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_RENDERBUFFER),
                                  colorRenderbuffer)
        context.renderbufferStorage(Int(GL_RENDERBUFFER), from: layer)
        glGetRenderbufferParameteriv(GLenum(GL_RENDERBUFFER), GLenum(GL_RENDERBUFFER_WIDTH), &width)
        glGetRenderbufferParameteriv(GLenum(GL_RENDERBUFFER), GLenum(GL_RENDERBUFFER_HEIGHT), &height)
        // Check success.
        let status = glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER))
        guard status == GLenum(GL_FRAMEBUFFER_COMPLETE) else {
            tearDown()
            throw GLDemoError("the framebuffer is incomplete (status 0x\(String(status, radix: 16)))")
        }
    }

    /// Binds the renderbuffer and presents it into the layer it got its storage from.
    func present(_ context: EAGLContext) {
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), colorRenderbuffer)
        context.presentRenderbuffer(Int(GL_RENDERBUFFER))
    }

    func tearDown() {
        var f = framebuffer, r = colorRenderbuffer
        glDeleteFramebuffers(1, &f)
        glDeleteRenderbuffers(1, &r)
    }
}

/// A linked GL program from a vertex and a fragment shader, its attributes bound to fixed
/// indices (GLKit's: `GLKVertexAttribPosition` 0, `GLKVertexAttribColor` 2,
/// `GLKVertexAttribTexCoord0` 3).
enum GLProgram {
    /// The program; the shaders are deleted once linked.
    /// - Throws: `GLDemoError` with GL's log when a shader does not compile or they do not link.
    static func link(vertex: String, fragment: String, attributes: [(GLuint, String)]) throws -> GLuint {
        let vs = try compile(GLenum(GL_VERTEX_SHADER), vertex)
        defer { glDeleteShader(vs) }
        let fs = try compile(GLenum(GL_FRAGMENT_SHADER), fragment)
        defer { glDeleteShader(fs) }
        let program = glCreateProgram()
        glAttachShader(program, vs)
        glAttachShader(program, fs)
        for (index, name) in attributes { glBindAttribLocation(program, index, name) }
        glLinkProgram(program)
        var linked: GLint = 0
        glGetProgramiv(program, GLenum(GL_LINK_STATUS), &linked)
        guard linked == GL_TRUE else {
            let log = Self.log { glGetProgramInfoLog(program, $0, nil, $1) }
            glDeleteProgram(program)
            throw GLDemoError("the shaders do not link: \(log)")
        }
        return program
    }

    private static func compile(_ type: GLenum, _ source: String) throws -> GLuint {
        let shader = glCreateShader(type)
        source.withCString { text in
            var p: UnsafePointer<GLchar>? = text
            glShaderSource(shader, 1, &p, nil)
        }
        glCompileShader(shader)
        var compiled: GLint = 0
        glGetShaderiv(shader, GLenum(GL_COMPILE_STATUS), &compiled)
        guard compiled == GL_TRUE else {
            let log = Self.log { glGetShaderInfoLog(shader, $0, nil, $1) }
            glDeleteShader(shader)
            throw GLDemoError("a shader does not compile: \(log)")
        }
        return shader
    }

    /// A GL info log read with `read(capacity, buffer)`.
    private static func log(_ read: (GLsizei, UnsafeMutablePointer<GLchar>) -> Void) -> String {
        var buffer = [GLchar](repeating: 0, count: 1024)
        read(GLsizei(buffer.count), &buffer)
        return String(cString: buffer)
    }
}

/// A GL step of a demo that failed, in one line.
struct GLDemoError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = "OpenGL ES: " + description }
}
