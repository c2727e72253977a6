import CEGL

// OpenGL ES 2.0 for apps, with the names and Swift signatures Apple's OpenGLES module imports
// (constants are `Int32`, as C macros import): the subset the book's OpenGL listings (6.14, 14.8) and
// their shaders use. Each call goes to the context current on the calling thread
// (`EAGLContext.setCurrent`); with none, a call does nothing and a query returns 0, as GL
// does without a context. Functions not listed here do not exist yet (issues 11 and 13).

// MARK: Types

/// OpenGL's `GLenum`.
public typealias GLenum = CEGL.GLenum
/// OpenGL's `GLuint`.
public typealias GLuint = CEGL.GLuint
/// OpenGL's `GLint`.
public typealias GLint = CEGL.GLint
/// OpenGL's `GLsizei`.
public typealias GLsizei = CEGL.GLsizei
/// OpenGL's `GLfloat`.
public typealias GLfloat = CEGL.GLfloat
/// OpenGL's `GLclampf`.
public typealias GLclampf = CEGL.GLclampf
/// OpenGL's `GLboolean`.
public typealias GLboolean = CEGL.GLboolean
/// OpenGL's `GLbitfield`.
public typealias GLbitfield = CEGL.GLbitfield
/// OpenGL's `GLchar`.
public typealias GLchar = CEGL.GLchar
/// OpenGL's `GLsizeiptr`.
public typealias GLsizeiptr = CEGL.GLsizeiptr
/// OpenGL's `GLubyte`.
public typealias GLubyte = CEGL.GLubyte

// MARK: Constants

/// OpenGL's `GL_FALSE`.
public let GL_FALSE = CEGL.GL_FALSE
/// OpenGL's `GL_TRUE`.
public let GL_TRUE = CEGL.GL_TRUE
/// OpenGL's `GL_NO_ERROR`.
public let GL_NO_ERROR = CEGL.GL_NO_ERROR
/// OpenGL's `GL_FRAMEBUFFER`.
public let GL_FRAMEBUFFER = CEGL.GL_FRAMEBUFFER
/// OpenGL's `GL_RENDERBUFFER`.
public let GL_RENDERBUFFER = CEGL.GL_RENDERBUFFER
/// OpenGL's `GL_COLOR_ATTACHMENT0`.
public let GL_COLOR_ATTACHMENT0 = CEGL.GL_COLOR_ATTACHMENT0
/// OpenGL's `GL_FRAMEBUFFER_COMPLETE`.
public let GL_FRAMEBUFFER_COMPLETE = CEGL.GL_FRAMEBUFFER_COMPLETE
/// OpenGL's `GL_RENDERBUFFER_WIDTH`.
public let GL_RENDERBUFFER_WIDTH = CEGL.GL_RENDERBUFFER_WIDTH
/// OpenGL's `GL_RENDERBUFFER_HEIGHT`.
public let GL_RENDERBUFFER_HEIGHT = CEGL.GL_RENDERBUFFER_HEIGHT
/// OpenGL's `GL_SCISSOR_TEST`.
public let GL_SCISSOR_TEST = CEGL.GL_SCISSOR_TEST
/// OpenGL's `GL_COLOR_BUFFER_BIT`.
public let GL_COLOR_BUFFER_BIT = CEGL.GL_COLOR_BUFFER_BIT
/// OpenGL's `GL_ARRAY_BUFFER`.
public let GL_ARRAY_BUFFER = CEGL.GL_ARRAY_BUFFER
/// OpenGL's `GL_STATIC_DRAW`.
public let GL_STATIC_DRAW = CEGL.GL_STATIC_DRAW
/// OpenGL's `GL_FLOAT`.
public let GL_FLOAT = CEGL.GL_FLOAT
/// OpenGL's `GL_TRIANGLES`.
public let GL_TRIANGLES = CEGL.GL_TRIANGLES
/// OpenGL's `GL_TRIANGLE_STRIP`.
public let GL_TRIANGLE_STRIP = CEGL.GL_TRIANGLE_STRIP
/// OpenGL's `GL_VERTEX_SHADER`.
public let GL_VERTEX_SHADER = CEGL.GL_VERTEX_SHADER
/// OpenGL's `GL_FRAGMENT_SHADER`.
public let GL_FRAGMENT_SHADER = CEGL.GL_FRAGMENT_SHADER
/// OpenGL's `GL_COMPILE_STATUS`.
public let GL_COMPILE_STATUS = CEGL.GL_COMPILE_STATUS
/// OpenGL's `GL_LINK_STATUS`.
public let GL_LINK_STATUS = CEGL.GL_LINK_STATUS
/// OpenGL's `GL_INFO_LOG_LENGTH`.
public let GL_INFO_LOG_LENGTH = CEGL.GL_INFO_LOG_LENGTH

// MARK: Textures and queries

/// OpenGL's `GL_TRIANGLE_FAN`.
public let GL_TRIANGLE_FAN = CEGL.GL_TRIANGLE_FAN
/// OpenGL's `GL_UNSIGNED_BYTE`.
public let GL_UNSIGNED_BYTE = CEGL.GL_UNSIGNED_BYTE
/// OpenGL's `GL_RGBA`.
public let GL_RGBA = CEGL.GL_RGBA
/// OpenGL's `GL_RGB`.
public let GL_RGB = CEGL.GL_RGB
/// OpenGL's `GL_TEXTURE_2D`.
public let GL_TEXTURE_2D = CEGL.GL_TEXTURE_2D
/// OpenGL's `GL_TEXTURE0`.
public let GL_TEXTURE0 = CEGL.GL_TEXTURE0
/// OpenGL's `GL_TEXTURE_MIN_FILTER`.
public let GL_TEXTURE_MIN_FILTER = CEGL.GL_TEXTURE_MIN_FILTER
/// OpenGL's `GL_TEXTURE_MAG_FILTER`.
public let GL_TEXTURE_MAG_FILTER = CEGL.GL_TEXTURE_MAG_FILTER
/// OpenGL's `GL_TEXTURE_WRAP_S`.
public let GL_TEXTURE_WRAP_S = CEGL.GL_TEXTURE_WRAP_S
/// OpenGL's `GL_TEXTURE_WRAP_T`.
public let GL_TEXTURE_WRAP_T = CEGL.GL_TEXTURE_WRAP_T
/// OpenGL's `GL_NEAREST`.
public let GL_NEAREST = CEGL.GL_NEAREST
/// OpenGL's `GL_LINEAR`.
public let GL_LINEAR = CEGL.GL_LINEAR
/// OpenGL's `GL_CLAMP_TO_EDGE`.
public let GL_CLAMP_TO_EDGE = CEGL.GL_CLAMP_TO_EDGE
/// OpenGL's `GL_UNPACK_ALIGNMENT`.
public let GL_UNPACK_ALIGNMENT = CEGL.GL_UNPACK_ALIGNMENT
/// OpenGL's `GL_NUM_COMPRESSED_TEXTURE_FORMATS`.
public let GL_NUM_COMPRESSED_TEXTURE_FORMATS = CEGL.GL_NUM_COMPRESSED_TEXTURE_FORMATS
/// OpenGL's `GL_COMPRESSED_TEXTURE_FORMATS`.
public let GL_COMPRESSED_TEXTURE_FORMATS = CEGL.GL_COMPRESSED_TEXTURE_FORMATS
/// OpenGL's `GL_VENDOR`.
public let GL_VENDOR = CEGL.GL_VENDOR
/// OpenGL's `GL_RENDERER`.
public let GL_RENDERER = CEGL.GL_RENDERER
/// OpenGL's `GL_VERSION`.
public let GL_VERSION = CEGL.GL_VERSION
/// OpenGL's `GL_EXTENSIONS`.
public let GL_EXTENSIONS = CEGL.GL_EXTENSIONS
/// OpenGL's `GL_INVALID_ENUM`.
public let GL_INVALID_ENUM = CEGL.GL_INVALID_ENUM
/// OpenGL's `GL_INVALID_VALUE`.
public let GL_INVALID_VALUE = CEGL.GL_INVALID_VALUE
/// OpenGL's `GL_INVALID_OPERATION`.
public let GL_INVALID_OPERATION = CEGL.GL_INVALID_OPERATION

// MARK: Compressed texture formats (extensions, so not in Apple's OpenGLES module; Khronos names)

/// OpenGL's `GL_COMPRESSED_RGB_S3TC_DXT1_EXT`: S3TC DXT1 (BC1) colour, 4 bits a pixel (GL_EXT_texture_compression_s3tc or _dxt1).
public let GL_COMPRESSED_RGB_S3TC_DXT1_EXT = CEGL.GL_COMPRESSED_RGB_S3TC_DXT1_EXT
/// OpenGL's `GL_COMPRESSED_RGBA_S3TC_DXT1_EXT`: S3TC DXT1 (BC1) with 1-bit alpha, 4 bits a pixel.
public let GL_COMPRESSED_RGBA_S3TC_DXT1_EXT = CEGL.GL_COMPRESSED_RGBA_S3TC_DXT1_EXT
/// OpenGL's `GL_COMPRESSED_RGBA_S3TC_DXT5_EXT`: S3TC DXT5 (BC3): DXT1 colour plus interpolated alpha, 8 bits a pixel (GL_EXT_texture_compression_s3tc).
public let GL_COMPRESSED_RGBA_S3TC_DXT5_EXT = CEGL.GL_COMPRESSED_RGBA_S3TC_DXT5_EXT
