import LayerKit
import LayerKitOpenGL

/// Listing 6.14: an OpenGL ES 2.0 triangle in a `CAEAGLLayer` (CATALOG.md 6.14).
///
/// As in the book: an ES 2 context made current, a layer with RGBA8 non-retained drawable
/// properties, a framebuffer and colour renderbuffer whose storage comes from the layer, a
/// viewport the renderbuffer's size, a clear to black and one triangle with blue, green and
/// red corners, presented once. GLKit's `GLKBaseEffect` (position and colour passed through)
/// is `VertexColorEffect`, a few lines of GLSL. The listing calls `glClear` before
/// `glClearColor`, so Apple clears its one frame to GL's initial transparent black; this
/// sets the colour first and clears to opaque black, as CATALOG.md allows. Without OpenGL
/// (no Mesa, or `LAYERKIT_EGL_LIBRARY` naming a missing library) the black square says why.
public struct Listing6_14: Demo {
    /// Where OpenGL comes from (the system's unless a test injects a missing library).
    let libraries: EGLLibraries

    /// The demo, on `libraries` (`EGLLibraries.system` by default).
    public init(libraries: EGLLibraries = .system) { self.libraries = libraries }
    /// "6.14".
    public var id: String { "6.14" }
    /// The listing's title.
    public var title: String { "CAEAGLLayer: an OpenGL ES 2.0 triangle" }
    /// What to try.
    public var hint: String { "A shaded triangle drawn by OpenGL ES (Mesa, no GPU needed) in a black square" }

    /// The side of the square GL view, points.
    public static let glViewSide: CGFloat = 300

    /// Adds the black GL view and draws the triangle into its `CAEAGLLayer`, or the reason
    /// OpenGL is unavailable.
    public func build(in container: CALayer, environment: DemoEnvironment) {
        let glView = CALayer()
        glView.name = "glView"
        glView.bounds = CGRect(x: 0, y: 0, width: Self.glViewSide, height: Self.glViewSide)
        glView.position = CGPoint(x: container.bounds.midX, y: container.bounds.midY)
        glView.backgroundColor = CGColor(gray: 0, alpha: 1)
        container.addSublayer(glView)
        do {
            try drawTriangle(in: glView, scale: environment.scale)
        } catch {
            ErrorText.show("\(error)", in: glView, named: "glError", color: CGColor(gray: 1, alpha: 1),
                           environment: environment)
        }
    }

    /// Sets up the context, layer and buffers and draws the one frame.
    private func drawTriangle(in glView: CALayer, scale: CGFloat) throws {
        // Set up context.
        let glContext = try EAGLContext(api: .openGLES2, libraries: libraries)
        EAGLContext.setCurrent(glContext)
        defer { EAGLContext.setCurrent(nil) }
        // Set up layer.
        let glLayer = addGLLayer(to: glView, scale: scale)
        // Set up base effect.
        let effect = try VertexColorEffect()
        defer { effect.tearDown() }
        // Set up buffers.
        let buffers = try FrameBuffers(context: glContext, layer: glLayer)
        defer { buffers.tearDown() }
        // Draw frame.
        drawFrame(buffers, effect)
        buffers.present(glContext)
    }

    /// The listing's `drawFrame`: viewport, clear, one triangle from a vertex buffer.
    private func drawFrame(_ buffers: FrameBuffers, _ effect: VertexColorEffect) {
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), buffers.framebuffer)
        glViewport(0, 0, buffers.width, buffers.height)
        effect.prepareToDraw()
        glClearColor(0, 0, 0, 1)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        // Set up vertices and colours, interleaved: x, y, z, then r, g, b, a.
        let vertices: [GLfloat] = [-0.5, -0.5, -1, 0, 0, 1, 1,
                                   0.0, 0.5, -1, 0, 1, 0, 1,
                                   0.5, -0.5, -1, 1, 0, 0, 1]
        var vbo: GLuint = 0
        glGenBuffers(1, &vbo)
        defer { glDeleteBuffers(1, &vbo) }
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), vbo)
        glBufferData(GLenum(GL_ARRAY_BUFFER), vertices.count * MemoryLayout<GLfloat>.stride, vertices,
                     GLenum(GL_STATIC_DRAW))
        let stride = GLsizei(7 * MemoryLayout<GLfloat>.stride)
        glEnableVertexAttribArray(VertexColorEffect.position)
        glEnableVertexAttribArray(VertexColorEffect.color)
        glVertexAttribPointer(VertexColorEffect.position, 3, GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride, nil)
        glVertexAttribPointer(VertexColorEffect.color, 4, GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride,
                              UnsafeRawPointer(bitPattern: 3 * MemoryLayout<GLfloat>.stride))
        // Draw triangle.
        glDrawArrays(GLenum(GL_TRIANGLES), 0, 3)
    }
}

/// What `GLKBaseEffect` does for the listing: a program that passes each vertex's position
/// through unchanged (identity transforms) and shades with the vertex colours interpolated.
/// Attribute indices are GLKit's (`GLKVertexAttribPosition` 0, `GLKVertexAttribColor` 2).
private struct VertexColorEffect {
    static let position: GLuint = 0
    static let color: GLuint = 2

    static let vertexShader = """
        attribute vec4 position;
        attribute vec4 color;
        varying lowp vec4 vColor;
        void main() { gl_Position = position; vColor = color; }
        """
    static let fragmentShader = """
        varying lowp vec4 vColor;
        void main() { gl_FragColor = vColor; }
        """

    let program: GLuint

    /// Compiles and links the program.
    init() throws {
        program = try GLProgram.link(vertex: Self.vertexShader, fragment: Self.fragmentShader,
                                     attributes: [(Self.position, "position"), (Self.color, "color")])
    }

    func prepareToDraw() { glUseProgram(program) }

    func tearDown() { glDeleteProgram(program) }
}
