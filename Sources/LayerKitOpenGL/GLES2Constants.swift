import CEGL

// OpenGL ES 2.0 for apps, with the names and Swift signatures Apple's OpenGLES module imports
// (constants are `Int32`, as C macros import): the subset the book's OpenGL listing and its
// shaders use. Each call goes to the context current on the calling thread
// (`EAGLContext.setCurrent`); with none, a call does nothing and a query returns 0, as GL
// does without a context. Functions not listed here do not exist yet (issue 11).

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
