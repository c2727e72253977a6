/// Clear, one-time warnings for bad input that LayerKit refuses instead of crashing
/// (Apple raises an exception in most of these cases). Printed to stderr once per message.
package enum Diagnostics {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var said: Set<String> = []

    /// Distinct warnings kept (and printed); past this, hostile input that makes a new
    /// message each time (key paths, say) costs no more memory, and this is said once.
    package static let maxWarnings = 1_000

    /// Prints `message` to stderr the first time it is given.
    package static func warnOnce(_ message: String) {
        lock.lock()
        let full = said.count >= maxWarnings
        let first = !full && said.insert(message).inserted
        let announceLimit = full && !saidLimit
        if announceLimit { saidLimit = true }
        lock.unlock()
        if first { FileHandle.standardError.write(Data(("LayerKit: " + message + "\n").utf8)) }
        if announceLimit {
            FileHandle.standardError.write(Data("LayerKit: \(maxWarnings) different warnings given; further ones are not printed\n".utf8))
        }
    }
    nonisolated(unsafe) private static var saidLimit = false

    /// Whether a warning containing `text` has been given in this process (for tests).
    package static func hasWarned(containing text: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return said.contains { $0.contains(text) }
    }
}

/// Values that can hold non-finite numbers, so setters can refuse them.
package protocol FiniteCheckable {
    var isFiniteValue: Bool { get }
}

extension CGFloat: FiniteCheckable { package var isFiniteValue: Bool { isFinite } }
extension CGPoint: FiniteCheckable { package var isFiniteValue: Bool { x.isFinite && y.isFinite } }
extension CGSize: FiniteCheckable { package var isFiniteValue: Bool { width.isFinite && height.isFinite } }
extension CGRect: FiniteCheckable { package var isFiniteValue: Bool { origin.isFiniteValue && size.isFiniteValue } }
extension CATransform3D: FiniteCheckable { package var isFiniteValue: Bool { isFinite } }
