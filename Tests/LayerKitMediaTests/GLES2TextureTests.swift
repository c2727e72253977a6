import Foundation
import LayerKit
@testable import LayerKitOpenGL
import Testing
import LayerKitTestSupport

/// The texture functions of the OpenGL layer on Mesa's llvmpipe. Oracles: the OpenGL ES 2.0
/// specification (names from glGenTextures; errors recorded, not thrown; no context, no
/// effect) and EXT_texture_compression_s3tc (a DXT5 level of w x h takes ceil(w/4) x
/// ceil(h/4) x 16 bytes; any other size is GL_INVALID_VALUE).
@Suite("OpenGL ES textures", .ownMediaClock)
struct GLES2TextureTests {
    func withContext<T>(_ body: () throws -> T) throws -> T {
        let context = try EAGLContext(api: .openGLES2, libraries: .system)
        #expect(EAGLContext.setCurrent(context))
        defer { EAGLContext.setCurrent(nil) }
        return try body()
    }

    @Test("a DXT5 upload of exactly blocks x 16 bytes succeeds; one byte short is GL_INVALID_VALUE")
    func compressedSizes() throws {
        try withContext {
            var name: GLuint = 0
            glGenTextures(1, &name)
            #expect(name != 0)
            glBindTexture(GLenum(GL_TEXTURE_2D), name)
            let blocks = [UInt8](repeating: 0, count: 2 * 2 * 16)
            glCompressedTexImage2D(GLenum(GL_TEXTURE_2D), 0, GLenum(GL_COMPRESSED_RGBA_S3TC_DXT5_EXT), 8, 8, 0, 64, blocks)
            #expect(glGetError() == GLenum(GL_NO_ERROR))
            glCompressedTexImage2D(GLenum(GL_TEXTURE_2D), 0, GLenum(GL_COMPRESSED_RGBA_S3TC_DXT5_EXT), 8, 8, 0, 63, blocks)
            #expect(glGetError() == GLenum(GL_INVALID_VALUE))
            glDeleteTextures(1, &name)
        }
    }

    @Test("the driver names itself and lists its compressed formats, S3TC DXT5 (0x83F3) among them")
    func queries() throws {
        try withContext {
            let renderer = String(cString: try #require(glGetString(GLenum(GL_RENDERER))))
            #expect(!renderer.isEmpty)
            var count: GLint = 0
            glGetIntegerv(GLenum(GL_NUM_COMPRESSED_TEXTURE_FORMATS), &count)
            var formats = [GLint](repeating: 0, count: Int(count))
            glGetIntegerv(GLenum(GL_COMPRESSED_TEXTURE_FORMATS), &formats)
            #expect(formats.contains(GL_COMPRESSED_RGBA_S3TC_DXT5_EXT), "\(renderer): \(formats)")
        }
    }

    @Test("without a current context texture calls do nothing and queries give GL's empty answers")
    func noContext() {
        EAGLContext.setCurrent(nil)
        var name: GLuint = 0
        glGenTextures(1, &name)
        #expect(name == 0)
        #expect(glGetString(GLenum(GL_RENDERER)) == nil)
        #expect(glGetUniformLocation(1, "texture2d0") == -1)
        glBindTexture(GLenum(GL_TEXTURE_2D), 1)
        #expect(glGetError() == GLenum(GL_NO_ERROR))
    }
}
