import CEGL

// OpenGL ES 2.0 textures, sampler uniforms and state queries for apps (see GLES2Constants.swift
// for the rule for calls without a current context). Compressed formats are whatever the driver
// lists in `GL_COMPRESSED_TEXTURE_FORMATS`; Mesa's llvmpipe lists S3TC (DXT1/3/5), ETC1/ETC2,
// ASTC, RGTC and BPTC, but not PVRTC, which only Apple's GPUs decode.

// MARK: State queries

/// Writes the integer state value(s) `pname` (`GL_NUM_COMPRESSED_TEXTURE_FORMATS`,
/// `GL_COMPRESSED_TEXTURE_FORMATS`...) to `params`, which must have room for all of them.
public func glGetIntegerv(_ pname: GLenum, _ params: UnsafeMutablePointer<GLint>!) { gl?.getIntegerv(pname, params) }

/// The context's string `name` (`GL_VERSION`, `GL_RENDERER`, `GL_EXTENSIONS`...), NUL-terminated
/// and owned by GL; nil without a context or for an unknown name.
public func glGetString(_ name: GLenum) -> UnsafePointer<GLubyte>! { gl?.getString(name) }

// MARK: Textures

/// Writes `n` new texture names to `textures`.
public func glGenTextures(_ n: GLsizei, _ textures: UnsafeMutablePointer<GLuint>!) { gl?.genTextures(n, textures) }
/// Deletes the `n` textures named in `textures` (unbinding any that are bound).
public func glDeleteTextures(_ n: GLsizei, _ textures: UnsafePointer<GLuint>!) { gl?.deleteTextures(n, textures) }
/// Binds `texture` (0: the default) to `target` (`GL_TEXTURE_2D`) of the active texture unit.
public func glBindTexture(_ target: GLenum, _ texture: GLuint) { gl?.bindTexture(target, texture) }
/// Makes texture unit `texture` (`GL_TEXTURE0` + n) the one `glBindTexture` binds to.
public func glActiveTexture(_ texture: GLenum) { gl?.activeTexture(texture) }
/// Sets parameter `pname` (`GL_TEXTURE_MIN_FILTER`, `GL_TEXTURE_WRAP_S`...) of the texture
/// bound to `target` to `param`.
public func glTexParameteri(_ target: GLenum, _ pname: GLenum, _ param: GLint) { gl?.texParameteri(target, pname, param) }
/// Sets pixel storage mode `pname` (`GL_UNPACK_ALIGNMENT`: the row alignment of uploads, 1,
/// 2, 4 or 8 bytes) to `param`.
public func glPixelStorei(_ pname: GLenum, _ param: GLint) { gl?.pixelStorei(pname, param) }

/// Uploads mip level `level` of the texture bound to `target`: `width` x `height` pixels of
/// `format` and `type` (`GL_RGBA`, `GL_UNSIGNED_BYTE`) from `pixels`, first row first (the
/// row texture coordinate t = 0 samples), stored as `internalformat` (equal to `format` in
/// ES 2). Nil `pixels` allocates the level without contents.
public func glTexImage2D(_ target: GLenum, _ level: GLint, _ internalformat: GLint, _ width: GLsizei, _ height: GLsizei,
                         _ border: GLint, _ format: GLenum, _ type: GLenum, _ pixels: UnsafeRawPointer!) {
    gl?.texImage2D(target, level, internalformat, width, height, border, format, type, pixels)
}

/// Uploads mip level `level` of the texture bound to `target` already compressed: `imageSize`
/// bytes of `internalformat` (one of `GL_COMPRESSED_TEXTURE_FORMATS`, for example
/// `GL_COMPRESSED_RGBA_S3TC_DXT5_EXT`) for `width` x `height` pixels, first block row first.
/// GL records `GL_INVALID_ENUM` for a format the driver lacks and `GL_INVALID_VALUE` when
/// `imageSize` is not the format's size for those dimensions.
public func glCompressedTexImage2D(_ target: GLenum, _ level: GLint, _ internalformat: GLenum, _ width: GLsizei,
                                   _ height: GLsizei, _ border: GLint, _ imageSize: GLsizei, _ data: UnsafeRawPointer!) {
    gl?.compressedTexImage2D(target, level, internalformat, width, height, border, imageSize, data)
}

// MARK: Uniforms

/// The location of uniform `name` in linked `program`; -1 when it has none (or without a context).
public func glGetUniformLocation(_ program: GLuint, _ name: UnsafePointer<GLchar>!) -> GLint {
    gl?.getUniformLocation(program, name) ?? -1
}
/// Sets the integer (or sampler: its texture unit) uniform at `location` of the program in use.
public func glUniform1i(_ location: GLint, _ x: GLint) { gl?.uniform1i(location, x) }
