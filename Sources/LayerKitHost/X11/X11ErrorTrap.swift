import CX11
import Foundation

/// Catches X protocol errors and a lost connection instead of letting Xlib print and exit
/// the process (its defaults). Xlib's handlers are C functions without a context pointer, so
/// this process-wide state, guarded by a lock, is the one place X errors are kept.
enum X11ErrorTrap {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var installed = false
    nonisolated(unsafe) private static var trapping = 0
    nonisolated(unsafe) private static var trapped: (code: UInt8, request: UInt8)?
    nonisolated(unsafe) private static var lost = false
    nonisolated(unsafe) private static var reported: Set<String> = []

    /// Installs the process-wide handlers (once).
    static func install() {
        lock.lock(); defer { lock.unlock() }
        guard !installed else { return }
        installed = true
        XSetErrorHandler { _, event in
            guard let e = event?.pointee else { return 0 }
            X11ErrorTrap.record(code: e.error_code, request: e.request_code)
            return 0
        }
        // Called first on a broken connection; the exit handler below then ends the loop.
        XSetIOErrorHandler { _ in 0 }
    }

    /// Makes a lost connection to `display` end the host's loop instead of the process
    /// (Xlib >= 1.7: when the exit handler returns, Xlib marks the display dead and returns).
    static func watch(_ display: OpaquePointer) {
        XSetIOErrorExitHandler(display, { _, _ in X11ErrorTrap.markLost() }, nil)
    }

    /// Whether the X server went away.
    static var connectionLost: Bool {
        lock.lock(); defer { lock.unlock() }
        return lost
    }

    /// Runs `body` with errors trapped; returns the first error code it caused, if any.
    /// `body` must end with an `XSync` so that errors have arrived.
    static func trap(_ body: () -> Void) -> UInt8? {
        lock.lock(); trapping += 1; trapped = nil; lock.unlock()
        body()
        lock.lock(); defer { lock.unlock() }
        trapping -= 1
        let code = trapped?.code
        trapped = nil
        return code
    }

    private static func markLost() {
        lock.lock(); lost = true; lock.unlock()
    }

    private static func record(code: UInt8, request: UInt8) {
        lock.lock()
        if trapping > 0 {
            if trapped == nil { trapped = (code, request) }
            lock.unlock()
            return
        }
        let key = "\(code)/\(request)"
        let first = reported.insert(key).inserted
        lock.unlock()
        if first {
            FileHandle.standardError.write(Data("layerkit: ignored X error \(code) from request \(request)\n".utf8))
        }
    }
}
