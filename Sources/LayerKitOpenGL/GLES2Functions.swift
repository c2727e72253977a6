import CEGL

/// The OpenGL ES 2 functions this module offers (`GLES2.swift`) and uses to read back a
/// renderbuffer, looked up once per library.
struct GLES2Functions {
    let getError: PFNGLGETERRORPROC
    let getIntegerv: PFNGLGETINTEGERVPROC
    let genFramebuffers: PFNGLGENFRAMEBUFFERSPROC
    let deleteFramebuffers: PFNGLDELETEFRAMEBUFFERSPROC
    let bindFramebuffer: PFNGLBINDFRAMEBUFFERPROC
    let framebufferRenderbuffer: PFNGLFRAMEBUFFERRENDERBUFFERPROC
    let checkFramebufferStatus: PFNGLCHECKFRAMEBUFFERSTATUSPROC
    let genRenderbuffers: PFNGLGENRENDERBUFFERSPROC
    let deleteRenderbuffers: PFNGLDELETERENDERBUFFERSPROC
    let bindRenderbuffer: PFNGLBINDRENDERBUFFERPROC
    let renderbufferStorage: PFNGLRENDERBUFFERSTORAGEPROC
    let getRenderbufferParameteriv: PFNGLGETRENDERBUFFERPARAMETERIVPROC
    let genBuffers: PFNGLGENBUFFERSPROC
    let deleteBuffers: PFNGLDELETEBUFFERSPROC
    let bindBuffer: PFNGLBINDBUFFERPROC
    let bufferData: PFNGLBUFFERDATAPROC
    let viewport: PFNGLVIEWPORTPROC
    let scissor: PFNGLSCISSORPROC
    let enable: PFNGLENABLEPROC
    let disable: PFNGLDISABLEPROC
    let clearColor: PFNGLCLEARCOLORPROC
    let clear: PFNGLCLEARPROC
    let createShader: PFNGLCREATESHADERPROC
    let deleteShader: PFNGLDELETESHADERPROC
    let shaderSource: PFNGLSHADERSOURCEPROC
    let compileShader: PFNGLCOMPILESHADERPROC
    let getShaderiv: PFNGLGETSHADERIVPROC
    let getShaderInfoLog: PFNGLGETSHADERINFOLOGPROC
    let createProgram: PFNGLCREATEPROGRAMPROC
    let deleteProgram: PFNGLDELETEPROGRAMPROC
    let attachShader: PFNGLATTACHSHADERPROC
    let bindAttribLocation: PFNGLBINDATTRIBLOCATIONPROC
    let linkProgram: PFNGLLINKPROGRAMPROC
    let getProgramiv: PFNGLGETPROGRAMIVPROC
    let getProgramInfoLog: PFNGLGETPROGRAMINFOLOGPROC
    let useProgram: PFNGLUSEPROGRAMPROC
    let enableVertexAttribArray: PFNGLENABLEVERTEXATTRIBARRAYPROC
    let vertexAttribPointer: PFNGLVERTEXATTRIBPOINTERPROC
    let drawArrays: PFNGLDRAWARRAYSPROC
    let readPixels: PFNGLREADPIXELSPROC
    let finish: PFNGLFINISHPROC
    let getString: PFNGLGETSTRINGPROC
    let genTextures: PFNGLGENTEXTURESPROC
    let deleteTextures: PFNGLDELETETEXTURESPROC
    let bindTexture: PFNGLBINDTEXTUREPROC
    let activeTexture: PFNGLACTIVETEXTUREPROC
    let texParameteri: PFNGLTEXPARAMETERIPROC
    let pixelStorei: PFNGLPIXELSTOREIPROC
    let texImage2D: PFNGLTEXIMAGE2DPROC
    let compressedTexImage2D: PFNGLCOMPRESSEDTEXIMAGE2DPROC
    let getUniformLocation: PFNGLGETUNIFORMLOCATIONPROC
    let uniform1i: PFNGLUNIFORM1IPROC

    init(_ lib: DynamicLibrary) throws {
        getError = try lib.function("glGetError")
        getIntegerv = try lib.function("glGetIntegerv")
        genFramebuffers = try lib.function("glGenFramebuffers")
        deleteFramebuffers = try lib.function("glDeleteFramebuffers")
        bindFramebuffer = try lib.function("glBindFramebuffer")
        framebufferRenderbuffer = try lib.function("glFramebufferRenderbuffer")
        checkFramebufferStatus = try lib.function("glCheckFramebufferStatus")
        genRenderbuffers = try lib.function("glGenRenderbuffers")
        deleteRenderbuffers = try lib.function("glDeleteRenderbuffers")
        bindRenderbuffer = try lib.function("glBindRenderbuffer")
        renderbufferStorage = try lib.function("glRenderbufferStorage")
        getRenderbufferParameteriv = try lib.function("glGetRenderbufferParameteriv")
        genBuffers = try lib.function("glGenBuffers")
        deleteBuffers = try lib.function("glDeleteBuffers")
        bindBuffer = try lib.function("glBindBuffer")
        bufferData = try lib.function("glBufferData")
        viewport = try lib.function("glViewport")
        scissor = try lib.function("glScissor")
        enable = try lib.function("glEnable")
        disable = try lib.function("glDisable")
        clearColor = try lib.function("glClearColor")
        clear = try lib.function("glClear")
        createShader = try lib.function("glCreateShader")
        deleteShader = try lib.function("glDeleteShader")
        shaderSource = try lib.function("glShaderSource")
        compileShader = try lib.function("glCompileShader")
        getShaderiv = try lib.function("glGetShaderiv")
        getShaderInfoLog = try lib.function("glGetShaderInfoLog")
        createProgram = try lib.function("glCreateProgram")
        deleteProgram = try lib.function("glDeleteProgram")
        attachShader = try lib.function("glAttachShader")
        bindAttribLocation = try lib.function("glBindAttribLocation")
        linkProgram = try lib.function("glLinkProgram")
        getProgramiv = try lib.function("glGetProgramiv")
        getProgramInfoLog = try lib.function("glGetProgramInfoLog")
        useProgram = try lib.function("glUseProgram")
        enableVertexAttribArray = try lib.function("glEnableVertexAttribArray")
        vertexAttribPointer = try lib.function("glVertexAttribPointer")
        drawArrays = try lib.function("glDrawArrays")
        readPixels = try lib.function("glReadPixels")
        finish = try lib.function("glFinish")
        getString = try lib.function("glGetString")
        genTextures = try lib.function("glGenTextures")
        deleteTextures = try lib.function("glDeleteTextures")
        bindTexture = try lib.function("glBindTexture")
        activeTexture = try lib.function("glActiveTexture")
        texParameteri = try lib.function("glTexParameteri")
        pixelStorei = try lib.function("glPixelStorei")
        texImage2D = try lib.function("glTexImage2D")
        compressedTexImage2D = try lib.function("glCompressedTexImage2D")
        getUniformLocation = try lib.function("glGetUniformLocation")
        uniform1i = try lib.function("glUniform1i")
    }

    /// One integer state value (`glGetIntegerv`).
    func integer(_ name: Int32) -> Int32 {
        var v: GLint = 0
        getIntegerv(GLenum(name), &v)
        return v
    }
}
