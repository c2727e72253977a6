import CEGL
import Foundation

/// The EGL functions the layer calls, looked up once per library.
struct EGLFunctions {
    let getError: PFNEGLGETERRORPROC
    let getProcAddress: PFNEGLGETPROCADDRESSPROC
    let queryString: PFNEGLQUERYSTRINGPROC
    let initialize: PFNEGLINITIALIZEPROC
    let bindAPI: PFNEGLBINDAPIPROC
    let chooseConfig: PFNEGLCHOOSECONFIGPROC
    let createContext: PFNEGLCREATECONTEXTPROC
    let destroyContext: PFNEGLDESTROYCONTEXTPROC
    let makeCurrent: PFNEGLMAKECURRENTPROC

    init(_ lib: DynamicLibrary) throws {
        getError = try lib.function("eglGetError")
        getProcAddress = try lib.function("eglGetProcAddress")
        queryString = try lib.function("eglQueryString")
        initialize = try lib.function("eglInitialize")
        bindAPI = try lib.function("eglBindAPI")
        chooseConfig = try lib.function("eglChooseConfig")
        createContext = try lib.function("eglCreateContext")
        destroyContext = try lib.function("eglDestroyContext")
        makeCurrent = try lib.function("eglMakeCurrent")
    }

    /// An extension function looked up through `eglGetProcAddress`; nil when EGL lacks it.
    func extensionFunction<F>(_ name: String, as type: F.Type = F.self) -> F? {
        guard let p = getProcAddress(name) else { return nil }
        return unsafeBitCast(p, to: F.self)
    }

    /// The last EGL error as an error naming `call`.
    func failure(_ call: String) -> EAGLError { .eglFailed(call: call, code: getError()) }
}

/// One initialised EGL display without a window, with its libraries, shared by every context
/// made from the same `EGLLibraries` for the life of the process (EGL displays are process
/// wide; terminating one under a live context would break it).
final class EGLDisplayConnection: @unchecked Sendable {
    let egl: EGLFunctions
    let gles: DynamicLibrary
    let display: EGLDisplay
    /// The platform the display is on ("surfaceless" or "device"), for messages.
    let platform: String

    private static let lock = NSLock()
    nonisolated(unsafe) private static var open: [EGLLibraries: Result<EGLDisplayConnection, EAGLError>] = [:]

    /// The connection for `libraries`, opened on first use; a failure is remembered too, so a
    /// missing library is reported the same way each time without being looked for again.
    static func shared(_ libraries: EGLLibraries) -> Result<EGLDisplayConnection, EAGLError> {
        lock.lock()
        defer { lock.unlock() }
        if let known = open[libraries] { return known }
        let result: Result<EGLDisplayConnection, EAGLError>
        do { result = .success(try EGLDisplayConnection(libraries)) } catch let e as EAGLError {
            result = .failure(e)
        } catch { result = .failure(.noDisplay(reason: "\(error)")) }
        open[libraries] = result
        return result
    }

    private init(_ libraries: EGLLibraries) throws {
        let eglLibrary = try DynamicLibrary(libraries.egl)
        egl = try EGLFunctions(eglLibrary)
        gles = try DynamicLibrary(libraries.gles)
        (display, platform) = try Self.windowlessDisplay(egl)
        var major: EGLint = 0, minor: EGLint = 0
        guard egl.initialize(display, &major, &minor) == EGL_TRUE else { throw egl.failure("eglInitialize") }
        guard egl.bindAPI(EGLenum(EGL_OPENGL_ES_API)) == EGL_TRUE else { throw egl.failure("eglBindAPI") }
    }

    /// A display needing no window system: Mesa's surfaceless platform, else the first EGL
    /// device (EGL_EXT_platform_device).
    private static func windowlessDisplay(_ egl: EGLFunctions) throws -> (EGLDisplay, String) {
        let clientExtensions = egl.queryString(nil, EGL_EXTENSIONS).map { String(cString: $0) } ?? ""
        guard let getPlatformDisplay: PFNEGLGETPLATFORMDISPLAYEXTPROC =
                egl.extensionFunction("eglGetPlatformDisplayEXT") else {
            throw EAGLError.noDisplay(reason: "no eglGetPlatformDisplayEXT")
        }
        if clientExtensions.contains("EGL_MESA_platform_surfaceless"),
           let d = getPlatformDisplay(EGLenum(EGL_PLATFORM_SURFACELESS_MESA), nil, nil) {
            return (d, "surfaceless")
        }
        if clientExtensions.contains("EGL_EXT_platform_device"),
           let queryDevices: PFNEGLQUERYDEVICESEXTPROC = egl.extensionFunction("eglQueryDevicesEXT") {
            var device: EGLDeviceEXT?
            var count: EGLint = 0
            if queryDevices(1, &device, &count) == EGL_TRUE, count > 0, let device,
               let d = getPlatformDisplay(EGLenum(EGL_PLATFORM_DEVICE_EXT), device, nil) {
                return (d, "device")
            }
        }
        throw EAGLError.noDisplay(reason: "neither EGL_MESA_platform_surfaceless nor an EGL device")
    }

    /// A new OpenGL ES 2 context on this display (any config: nothing is drawn to a surface,
    /// only to renderbuffers).
    func makeContext() throws -> EGLContext {
        let configAttributes: [EGLint] = [EGL_RENDERABLE_TYPE, EGL_OPENGL_ES2_BIT, EGL_NONE]
        var config: EGLConfig?
        var count: EGLint = 0
        _ = egl.chooseConfig(display, configAttributes, &config, 1, &count)
        let contextAttributes: [EGLint] = [EGL_CONTEXT_CLIENT_VERSION, 2, EGL_NONE]
        // Without a config, EGL_KHR_no_config_context (Mesa has it) still makes a context.
        guard let context = egl.createContext(display, count > 0 ? config : nil, nil, contextAttributes) else {
            throw egl.failure("eglCreateContext")
        }
        return context
    }

    /// Makes `context` current on the calling thread without a surface (nil releases it).
    func makeCurrent(_ context: EGLContext?) -> Bool {
        egl.makeCurrent(display, nil, nil, context) == EGL_TRUE
    }

    /// Destroys `context` (EGL defers this while it is current on some thread).
    func destroy(_ context: EGLContext) {
        _ = egl.destroyContext(display, context)
    }
}
