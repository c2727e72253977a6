import CEGL
import Foundation
import LayerKitLayers

/// The OpenGL ES version a context renders with (Apple's raw values).
public enum EAGLRenderingAPI: UInt, Sendable {
    /// OpenGL ES 1.1 (not implemented: contexts of it are refused).
    case openGLES1 = 1
    /// OpenGL ES 2.0.
    case openGLES2 = 2
    /// OpenGL ES 3.0 (not implemented: contexts of it are refused).
    case openGLES3 = 3
}

/// A layer a context can allocate renderbuffer storage from and present into: on Apple a
/// `CAEAGLLayer`.
public protocol EAGLDrawable: AnyObject {
    /// The drawable's colour format and retention (`kEAGLDrawableProperty...` keys).
    var drawableProperties: [AnyHashable: Any]! { get set }
}

/// An OpenGL ES rendering context: GL state and objects, current on one thread at a time.
///
/// Rendered by Mesa through EGL with no window (see the module's contract); GL calls go to the
/// context current on the calling thread (`setCurrent(_:)`). `renderbufferStorage(_:from:)`
/// sizes the bound renderbuffer from a `CAEAGLLayer`'s bounds times its `contentsScale`, and
/// `presentRenderbuffer(_:)` reads it back into that layer's `contents`.
open class EAGLContext {
    /// The rendering API the context was made for.
    public let api: EAGLRenderingAPI
    let connection: EGLDisplayConnection
    let context: EGLContext
    let gl: GLES2Functions
    /// The layer and pixel size each renderbuffer got its storage from, by GL name.
    var storages: [GLuint: RenderbufferStorage] = [:]
    /// The framebuffer `presentRenderbuffer` reads through (made on first present).
    var readFramebuffer: GLuint = 0

    /// A context for `api` on the system's EGL (`EGLLibraries.system`); nil when OpenGL ES is
    /// unavailable or `api` is not OpenGL ES 2 (`init(api:libraries:)` says why).
    public convenience init?(api: EAGLRenderingAPI) {
        guard let made = try? EAGLContext.connect(api, .system) else { return nil }
        self.init(api: api, made)
    }

    /// A context for `api` on `libraries` (a LayerKit addition that says why it fails).
    /// - Throws: `EAGLError` when a library is missing or incomplete, EGL has no display
    ///   without a window, the context cannot be made, or `api` is not `.openGLES2`.
    public convenience init(api: EAGLRenderingAPI, libraries: EGLLibraries) throws {
        self.init(api: api, try EAGLContext.connect(api, libraries))
    }

    private init(api: EAGLRenderingAPI, _ made: (EGLDisplayConnection, EGLContext, GLES2Functions)) {
        self.api = api
        (connection, context, gl) = made
    }

    /// The display, a new EGL context and the GL functions for `api` on `libraries`.
    private static func connect(_ api: EAGLRenderingAPI, _ libraries: EGLLibraries) throws
        -> (EGLDisplayConnection, EGLContext, GLES2Functions) {
        guard api == .openGLES2 else { throw EAGLError.unsupportedAPI(api) }
        let connection = try EGLDisplayConnection.shared(libraries).get()
        let functions = try GLES2Functions(connection.gles)
        return (connection, try connection.makeContext(), functions)
    }

    /// Destroys the EGL context. A current context is never deinitialised: the thread that
    /// has it current holds it.
    deinit { connection.destroy(context) }

    // MARK: The current context

    private static let threadKey = "LayerKit.EAGLContext.current"

    /// The context current on this thread (held strongly, as on Apple).
    private static var currentOnThisThread: EAGLContext? {
        get { Thread.current.threadDictionary[threadKey] as? EAGLContext }
        set { Thread.current.threadDictionary[threadKey] = newValue }
    }

    /// Makes `context` the calling thread's current context (nil: none); false when EGL
    /// refuses (the thread keeps its previous context).
    @discardableResult
    open class func setCurrent(_ context: EAGLContext?) -> Bool {
        if let context {
            guard context.connection.makeCurrent(context.context) else { return false }
        } else if let old = currentOnThisThread {
            _ = old.connection.makeCurrent(nil)
        }
        currentOnThisThread = context
        return true
    }

    /// The calling thread's current context, or nil.
    open class func current() -> EAGLContext? { currentOnThisThread }

    /// The GL functions of the calling thread's current context, or nil without one.
    static var currentFunctions: GLES2Functions? { currentOnThisThread?.gl }
}
