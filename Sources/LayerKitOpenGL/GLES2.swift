import CEGL

// OpenGL ES 2.0 functions for apps (see GLES2Constants.swift for the types, constants and
// the rule for calls without a current context).

/// The current context's functions (nil without one), for the `gl...` functions of this module.
var gl: GLES2Functions? { EAGLContext.currentFunctions }

// MARK: Errors and state

/// The oldest recorded error (`GL_NO_ERROR` when none, or without a context).
public func glGetError() -> GLenum { gl?.getError() ?? GLenum(GL_NO_ERROR) }

/// Waits until every GL command given before has finished.
public func glFinish() { gl?.finish() }

// MARK: Framebuffers and renderbuffers

/// Writes `n` new framebuffer names to `framebuffers`.
public func glGenFramebuffers(_ n: GLsizei, _ framebuffers: UnsafeMutablePointer<GLuint>!) { gl?.genFramebuffers(n, framebuffers) }
/// Deletes the `n` framebuffers named in `framebuffers`.
public func glDeleteFramebuffers(_ n: GLsizei, _ framebuffers: UnsafePointer<GLuint>!) { gl?.deleteFramebuffers(n, framebuffers) }
/// Binds `framebuffer` (0: none) to `target` (`GL_FRAMEBUFFER`).
public func glBindFramebuffer(_ target: GLenum, _ framebuffer: GLuint) { gl?.bindFramebuffer(target, framebuffer) }
/// Attaches `renderbuffer` to the bound framebuffer's `attachment`.
public func glFramebufferRenderbuffer(_ target: GLenum, _ attachment: GLenum, _ renderbuffertarget: GLenum,
                                      _ renderbuffer: GLuint) {
    gl?.framebufferRenderbuffer(target, attachment, renderbuffertarget, renderbuffer)
}
/// Whether the framebuffer bound to `target` can be drawn into (`GL_FRAMEBUFFER_COMPLETE`); 0 without a context.
public func glCheckFramebufferStatus(_ target: GLenum) -> GLenum { gl?.checkFramebufferStatus(target) ?? 0 }
/// Writes `n` new renderbuffer names to `renderbuffers`.
public func glGenRenderbuffers(_ n: GLsizei, _ renderbuffers: UnsafeMutablePointer<GLuint>!) { gl?.genRenderbuffers(n, renderbuffers) }
/// Deletes the `n` renderbuffers named in `renderbuffers` (and forgets the layers they got
/// storage from, so a name GL hands out again presents nowhere until it gets storage).
public func glDeleteRenderbuffers(_ n: GLsizei, _ renderbuffers: UnsafePointer<GLuint>!) {
    guard let context = EAGLContext.current() else { return }
    if let renderbuffers, n > 0 {
        for name in UnsafeBufferPointer(start: renderbuffers, count: Int(n)) { context.storages[name] = nil }
    }
    context.gl.deleteRenderbuffers(n, renderbuffers)
}
/// Binds `renderbuffer` (0: none) to `target` (`GL_RENDERBUFFER`).
public func glBindRenderbuffer(_ target: GLenum, _ renderbuffer: GLuint) { gl?.bindRenderbuffer(target, renderbuffer) }
/// Writes the bound renderbuffer's parameter `pname` (`GL_RENDERBUFFER_WIDTH`...) to `params`.
public func glGetRenderbufferParameteriv(_ target: GLenum, _ pname: GLenum, _ params: UnsafeMutablePointer<GLint>!) {
    gl?.getRenderbufferParameteriv(target, pname, params)
}

// MARK: Buffers and vertices

/// Writes `n` new buffer names to `buffers`.
public func glGenBuffers(_ n: GLsizei, _ buffers: UnsafeMutablePointer<GLuint>!) { gl?.genBuffers(n, buffers) }
/// Deletes the `n` buffers named in `buffers`.
public func glDeleteBuffers(_ n: GLsizei, _ buffers: UnsafePointer<GLuint>!) { gl?.deleteBuffers(n, buffers) }
/// Binds `buffer` (0: none) to `target` (`GL_ARRAY_BUFFER`...).
public func glBindBuffer(_ target: GLenum, _ buffer: GLuint) { gl?.bindBuffer(target, buffer) }
/// Copies `size` bytes from `data` into the buffer bound to `target`.
public func glBufferData(_ target: GLenum, _ size: GLsizeiptr, _ data: UnsafeRawPointer!, _ usage: GLenum) {
    gl?.bufferData(target, size, data, usage)
}
/// Enables vertex attribute `index` for drawing.
public func glEnableVertexAttribArray(_ index: GLuint) { gl?.enableVertexAttribArray(index) }
/// Describes vertex attribute `indx`: `size` components of `type`, `stride` bytes apart,
/// from `ptr` (a byte offset into the bound `GL_ARRAY_BUFFER`).
public func glVertexAttribPointer(_ indx: GLuint, _ size: GLint, _ type: GLenum, _ normalized: GLboolean,
                                  _ stride: GLsizei, _ ptr: UnsafeRawPointer!) {
    gl?.vertexAttribPointer(indx, size, type, normalized, stride, ptr)
}

// MARK: Drawing

/// Sets the area drawn into, in framebuffer pixels from the bottom left.
public func glViewport(_ x: GLint, _ y: GLint, _ width: GLsizei, _ height: GLsizei) { gl?.viewport(x, y, width, height) }
/// Sets the scissor box, in framebuffer pixels from the bottom left (used with `GL_SCISSOR_TEST`).
public func glScissor(_ x: GLint, _ y: GLint, _ width: GLsizei, _ height: GLsizei) { gl?.scissor(x, y, width, height) }
/// Turns on capability `cap` (`GL_SCISSOR_TEST`...).
public func glEnable(_ cap: GLenum) { gl?.enable(cap) }
/// Turns off capability `cap`.
public func glDisable(_ cap: GLenum) { gl?.disable(cap) }
/// Sets the colour `glClear` clears to (0...1 each, not premultiplied by GL).
public func glClearColor(_ red: GLfloat, _ green: GLfloat, _ blue: GLfloat, _ alpha: GLfloat) {
    gl?.clearColor(red, green, blue, alpha)
}
/// Clears the buffers in `mask` (`GL_COLOR_BUFFER_BIT`).
public func glClear(_ mask: GLbitfield) { gl?.clear(mask) }
/// Draws `count` vertices from `first` as `mode` (`GL_TRIANGLES`...).
public func glDrawArrays(_ mode: GLenum, _ first: GLint, _ count: GLsizei) { gl?.drawArrays(mode, first, count) }
/// Reads a block of pixels of the bound framebuffer into `pixels` (bottom row first).
public func glReadPixels(_ x: GLint, _ y: GLint, _ width: GLsizei, _ height: GLsizei, _ format: GLenum,
                         _ type: GLenum, _ pixels: UnsafeMutableRawPointer!) {
    gl?.readPixels(x, y, width, height, format, type, pixels)
}

// MARK: Shaders and programs

/// A new shader object of `type` (`GL_VERTEX_SHADER`, `GL_FRAGMENT_SHADER`); 0 without a context.
public func glCreateShader(_ type: GLenum) -> GLuint { gl?.createShader(type) ?? 0 }
/// Deletes `shader`.
public func glDeleteShader(_ shader: GLuint) { gl?.deleteShader(shader) }
/// Sets `shader`'s source to the `count` strings in `string` (lengths in `length`, or nil
/// for NUL-terminated strings).
public func glShaderSource(_ shader: GLuint, _ count: GLsizei, _ string: UnsafePointer<UnsafePointer<GLchar>?>!,
                           _ length: UnsafePointer<GLint>!) {
    gl?.shaderSource(shader, count, string, length)
}
/// Compiles `shader`.
public func glCompileShader(_ shader: GLuint) { gl?.compileShader(shader) }
/// Writes `shader`'s parameter `pname` (`GL_COMPILE_STATUS`...) to `params`.
public func glGetShaderiv(_ shader: GLuint, _ pname: GLenum, _ params: UnsafeMutablePointer<GLint>!) {
    gl?.getShaderiv(shader, pname, params)
}
/// Writes up to `bufsize` bytes of `shader`'s compile log to `infolog`.
public func glGetShaderInfoLog(_ shader: GLuint, _ bufsize: GLsizei, _ length: UnsafeMutablePointer<GLsizei>!,
                               _ infolog: UnsafeMutablePointer<GLchar>!) {
    gl?.getShaderInfoLog(shader, bufsize, length, infolog)
}
/// A new program object; 0 without a context.
public func glCreateProgram() -> GLuint { gl?.createProgram() ?? 0 }
/// Deletes `program`.
public func glDeleteProgram(_ program: GLuint) { gl?.deleteProgram(program) }
/// Attaches `shader` to `program`.
public func glAttachShader(_ program: GLuint, _ shader: GLuint) { gl?.attachShader(program, shader) }
/// Binds attribute `name` of `program` to vertex attribute `index` (before linking).
public func glBindAttribLocation(_ program: GLuint, _ index: GLuint, _ name: UnsafePointer<GLchar>!) {
    gl?.bindAttribLocation(program, index, name)
}
/// Links `program`.
public func glLinkProgram(_ program: GLuint) { gl?.linkProgram(program) }
/// Writes `program`'s parameter `pname` (`GL_LINK_STATUS`...) to `params`.
public func glGetProgramiv(_ program: GLuint, _ pname: GLenum, _ params: UnsafeMutablePointer<GLint>!) {
    gl?.getProgramiv(program, pname, params)
}
/// Writes up to `bufsize` bytes of `program`'s link log to `infolog`.
public func glGetProgramInfoLog(_ program: GLuint, _ bufsize: GLsizei, _ length: UnsafeMutablePointer<GLsizei>!,
                                _ infolog: UnsafeMutablePointer<GLchar>!) {
    gl?.getProgramInfoLog(program, bufsize, length, infolog)
}
/// Draws with `program` (0: none).
public func glUseProgram(_ program: GLuint) { gl?.useProgram(program) }
