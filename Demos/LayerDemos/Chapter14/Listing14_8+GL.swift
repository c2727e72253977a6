import LayerKit
import LayerKitOpenGL

/// A 2D texture uploaded from memory (what `GLKTextureLoader` gives the listing: its name),
/// linear filtering without mipmaps and edges clamped, as GLKit sets up a texture without
/// mipmaps. The upload is finished (`glFinish`) before the texture is returned, so a caller
/// timing it times the whole upload.
struct GLTexture {
    let name: GLuint

    /// The compressed formats the current context's driver decodes (`GL_COMPRESSED_TEXTURE_FORMATS`).
    static func compressedFormats() -> [GLenum] {
        var count: GLint = 0
        glGetIntegerv(GLenum(GL_NUM_COMPRESSED_TEXTURE_FORMATS), &count)
        var formats = [GLint](repeating: 0, count: Int(max(0, count)))
        if count > 0 { glGetIntegerv(GLenum(GL_COMPRESSED_TEXTURE_FORMATS), &formats) }
        return formats.map { GLenum(bitPattern: $0) }
    }

    /// `blocks`, DXT5 for a `side` x `side` image, uploaded compressed.
    static func compressed(_ blocks: [UInt8], side: Int) throws -> GLTexture {
        try upload("glCompressedTexImage2D (DXT5)") {
            glCompressedTexImage2D(GLenum(GL_TEXTURE_2D), 0, GLenum(GL_COMPRESSED_RGBA_S3TC_DXT5_EXT), GLsizei(side),
                                   GLsizei(side), 0, GLsizei(blocks.count), blocks)
        }
    }

    /// `rgba`, `side` x `side` RGBA8 pixels, uploaded uncompressed.
    static func rgba(_ rgba: [UInt8], side: Int) throws -> GLTexture {
        try upload("glTexImage2D (RGBA8)") {
            glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
            glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA, GLsizei(side), GLsizei(side), 0, GLenum(GL_RGBA),
                         GLenum(GL_UNSIGNED_BYTE), rgba)
        }
    }

    /// A new bound texture with the listing's parameters, filled by `fill`.
    /// - Throws: `GLDemoError` naming `call` and GL's error when the upload fails.
    private static func upload(_ call: String, _ fill: () -> Void) throws -> GLTexture {
        var name: GLuint = 0
        glGenTextures(1, &name)
        glBindTexture(GLenum(GL_TEXTURE_2D), name)
        for (parameter, value) in [(GL_TEXTURE_MIN_FILTER, GL_LINEAR), (GL_TEXTURE_MAG_FILTER, GL_LINEAR),
                                   (GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE), (GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE)] {
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(parameter), value)
        }
        fill()
        glFinish()
        let error = glGetError()
        guard error == GLenum(GL_NO_ERROR) else {
            glDeleteTextures(1, &name)
            throw GLDemoError("\(call) failed with GL error 0x\(String(error, radix: 16))")
        }
        return GLTexture(name: name)
    }

    func delete() {
        var n = name
        glDeleteTextures(1, &n)
    }
}

/// What `GLKBaseEffect` does for 14.8: positions passed through, each fragment the texture
/// sampled at the interpolated coordinate, modulated by the default constant colour (white,
/// so unchanged). Attribute indices are GLKit's (`GLKVertexAttribPosition` 0,
/// `GLKVertexAttribTexCoord0` 3); the sampler reads texture unit 0.
struct TextureEffect {
    static let position: GLuint = 0
    static let texCoord0: GLuint = 3

    static let vertexShader = """
        attribute vec4 position;
        attribute vec2 texCoord0;
        varying mediump vec2 vTexCoord;
        void main() { gl_Position = position; vTexCoord = texCoord0; }
        """
    static let fragmentShader = """
        uniform sampler2D texture2d0;
        varying mediump vec2 vTexCoord;
        void main() { gl_FragColor = texture2D(texture2d0, vTexCoord) * vec4(1.0); }
        """

    /// The listing's quad as a triangle fan over the whole viewport: x, y, then s, t
    /// ((-1, -1) samples (0, 1), so the texture's first row is at the top).
    static let quad: [GLfloat] = [-1, -1, 0, 1,
                                  -1, 1, 0, 0,
                                  1, 1, 1, 0,
                                  1, -1, 1, 1]

    let program: GLuint

    /// Compiles and links the program.
    init() throws {
        program = try GLProgram.link(vertex: Self.vertexShader, fragment: Self.fragmentShader,
                                     attributes: [(Self.position, "position"), (Self.texCoord0, "texCoord0")])
    }

    /// The listing's `drawFrame`: viewport, clear to transparent, `texture` on the quad.
    func draw(_ texture: GLTexture, into buffers: FrameBuffers) {
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), buffers.framebuffer)
        glViewport(0, 0, buffers.width, buffers.height)
        glClearColor(0, 0, 0, 0)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        glUseProgram(program)
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(GLenum(GL_TEXTURE_2D), texture.name)
        glUniform1i(glGetUniformLocation(program, "texture2d0"), 0)
        var vbo: GLuint = 0
        glGenBuffers(1, &vbo)
        defer { glDeleteBuffers(1, &vbo) }
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), vbo)
        glBufferData(GLenum(GL_ARRAY_BUFFER), Self.quad.count * MemoryLayout<GLfloat>.stride, Self.quad, GLenum(GL_STATIC_DRAW))
        let stride = GLsizei(4 * MemoryLayout<GLfloat>.stride)
        glEnableVertexAttribArray(Self.position)
        glEnableVertexAttribArray(Self.texCoord0)
        glVertexAttribPointer(Self.position, 2, GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride, nil)
        glVertexAttribPointer(Self.texCoord0, 2, GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride,
                              UnsafeRawPointer(bitPattern: 2 * MemoryLayout<GLfloat>.stride))
        glDrawArrays(GLenum(GL_TRIANGLE_FAN), 0, 4)
    }

    func tearDown() { glDeleteProgram(program) }
}
