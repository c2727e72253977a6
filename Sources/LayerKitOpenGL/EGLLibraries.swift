import CEGL
import Foundation

/// Where the OpenGL layer finds EGL and OpenGL ES 2 (a LayerKit addition: Apple's OpenGLES
/// framework is always there). Both are opened with `dlopen` when the first context on them
/// is created, so a machine without Mesa runs every other layer.
public struct EGLLibraries: Hashable, Sendable {
    /// The EGL library: a file name searched as `dlopen` does, or a path.
    public var egl: String
    /// The OpenGL ES 2 library: a file name searched as `dlopen` does, or a path.
    public var gles: String

    /// Libraries named `egl` and `gles`.
    public init(egl: String, gles: String) {
        self.egl = egl
        self.gles = gles
    }

    /// The environment variable that names another EGL library (for example a path that does
    /// not exist, to see how an app copes without OpenGL).
    public static let eglOverrideVariable = "LAYERKIT_EGL_LIBRARY"

    /// The system's GLVND libraries, `libEGL.so.1` and `libGLESv2.so.2` (Debian's libegl1 and
    /// libgles2, which dispatch to Mesa), or the EGL library `LAYERKIT_EGL_LIBRARY` names.
    public static var system: EGLLibraries {
        let override = ProcessInfo.processInfo.environment[eglOverrideVariable].flatMap { $0.isEmpty ? nil : $0 }
        return EGLLibraries(egl: override ?? "libEGL.so.1", gles: "libGLESv2.so.2")
    }
}

/// Why an OpenGL context could not be made or used. Each case says what failed and, where it
/// can, how to fix it.
public enum EAGLError: Error, Equatable, CustomStringConvertible {
    /// A library could not be opened (`dlopen`'s reason).
    case libraryMissing(library: String, reason: String)
    /// A library lacks a function the layer needs.
    case symbolMissing(library: String, symbol: String)
    /// EGL found no display to render on without a window (surfaceless or device platform).
    case noDisplay(reason: String)
    /// An EGL call failed with an EGL error code.
    case eglFailed(call: String, code: Int32)
    /// The rendering API is not one this layer implements.
    case unsupportedAPI(EAGLRenderingAPI)

    /// The Debian packages that provide EGL and GLES with Mesa's software renderer.
    public static let packages = "libegl1 libgles2 libegl-mesa0 libgl1-mesa-dri"

    /// One line naming what failed and what to install.
    public var description: String {
        switch self {
        case .libraryMissing(let lib, let reason):
            return "OpenGL ES is unavailable: cannot open \(lib) (\(reason)); install \(Self.packages)"
        case .symbolMissing(let lib, let symbol):
            return "OpenGL ES is unavailable: \(lib) has no \(symbol); install \(Self.packages)"
        case .noDisplay(let reason):
            return "OpenGL ES is unavailable: EGL has no display without a window (\(reason)); install \(Self.packages)"
        case .eglFailed(let call, let code):
            return "OpenGL ES is unavailable: \(call) failed with EGL error 0x\(String(code, radix: 16))"
        case .unsupportedAPI(let api):
            return "OpenGL ES \(api.rawValue) is not implemented (issue 11 implements OpenGL ES 2)"
        }
    }
}

/// A library opened with `dlopen`, kept open for the life of the process (GL drivers are not
/// safe to unload), and the functions looked up in it.
struct DynamicLibrary: @unchecked Sendable {
    let name: String
    let handle: UnsafeMutableRawPointer

    /// Opens `name` (RTLD_NOW | RTLD_LOCAL, so nothing leaks into the global namespace).
    init(_ name: String) throws {
        guard let h = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
            var reason = dlerror().map { String(cString: $0) } ?? "unknown reason"
            if reason.hasPrefix(name + ": ") { reason.removeFirst(name.count + 2) }
            throw EAGLError.libraryMissing(library: name, reason: reason)
        }
        self.name = name
        handle = h
    }

    /// The function `symbol` as the C function type `F` (a `@convention(c)` type).
    func function<F>(_ symbol: String, as type: F.Type = F.self) throws -> F {
        guard let p = dlsym(handle, symbol) else { throw EAGLError.symbolMissing(library: name, symbol: symbol) }
        return unsafeBitCast(p, to: F.self)
    }
}
