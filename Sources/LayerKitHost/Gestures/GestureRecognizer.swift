/// Recognizes a gesture in pointer events on a layer and its sublayers, like UIKit's
/// `UIGestureRecognizer` (a LayerKit addition: Core Animation has no event handling).
///
/// Attach one with `CALayer.addGestureRecognizer(_:)`. When the pointer goes down on a layer
/// (hit-tested on the presentation tree), the recognizers of that layer and of its ancestors
/// watch the pointer, nearest first; the first to recognize its gesture wins and the others
/// fail. The handler runs on the main thread for every state the subclass reports.
public class GestureRecognizer {
    /// Where a recognizer stands, with UIKit's states.
    public enum State: Equatable, Sendable {
        /// Watching; nothing recognized yet.
        case possible
        /// A continuous gesture started (handler called).
        case began
        /// A continuous gesture moved on (handler called).
        case changed
        /// The gesture finished: a continuous one ended, or a discrete one was recognized
        /// (handler called). UIKit's `.recognized` is this state.
        case ended
        /// Another recognizer took over, or the input went away, after `began` (handler called).
        case cancelled
        /// The input was not this gesture.
        case failed

        /// UIKit's name for a recognized discrete gesture.
        public static let recognized = State.ended
    }

    /// The current state.
    public internal(set) var state: State = .possible
    /// The layer this recognizer is attached to.
    public internal(set) weak var layer: CALayer?
    /// Whether the recognizer takes part in routing (true by default).
    public var isEnabled = true

    /// The pointer's last location, in the root layer's coordinates.
    var rootLocation: CGPoint = .zero
    private let handler: (GestureRecognizer) -> Void

    init(action: @escaping (GestureRecognizer) -> Void) { handler = action }

    /// The pointer's location in `layer`'s coordinates (through every transform above it), or
    /// in the root layer's coordinates when `layer` is nil.
    public func location(in layer: CALayer?) -> CGPoint {
        guard let layer else { return rootLocation }
        return layer.convert(rootLocation, from: nil)
    }

    // Hooks the router calls; subclasses decide state changes. Each returns whether the
    // recognizer has recognized (began or ended) on this event.

    /// The pointer went down at `p` (root coordinates) at `time`.
    func pointerDown(at p: CGPoint, time: CFTimeInterval) { rootLocation = p }
    /// The pointer moved to `p`.
    func pointerMoved(to p: CGPoint, time: CFTimeInterval) { rootLocation = p }
    /// The pointer went up at `p`.
    func pointerUp(at p: CGPoint, time: CFTimeInterval) { rootLocation = p }

    /// Another recognizer won: a begun gesture is cancelled, one still possible fails.
    func yield() {
        if state == .began || state == .changed { transition(to: .cancelled) } else { state = .failed }
    }

    /// Back to `.possible` for the next pointer sequence.
    func reset() { state = .possible }

    /// Whether this recognizer has claimed the pointer sequence.
    var hasRecognized: Bool { state == .began || state == .changed || state == .ended }

    /// Moves to `newState` and tells the handler (not for `.possible` or `.failed`).
    func transition(to newState: State) {
        state = newState
        if newState != .possible && newState != .failed { handler(self) }
    }
}

/// Recognizes a single click: the pointer goes down and up without moving farther than
/// `allowableMovement`. Discrete: the handler runs once, in state `.ended` (`.recognized`).
public final class TapGestureRecognizer: GestureRecognizer {
    /// How far the pointer may move between down and up, points (10 by default, as UIKit).
    public var allowableMovement: CGFloat = 10
    private var start: CGPoint = .zero

    /// Creates a recognizer that calls `handler` when a tap is recognized.
    public init(handler: @escaping (TapGestureRecognizer) -> Void) {
        super.init(action: { handler($0 as! TapGestureRecognizer) })
    }

    override func pointerDown(at p: CGPoint, time: CFTimeInterval) {
        super.pointerDown(at: p, time: time)
        start = p
    }

    override func pointerMoved(to p: CGPoint, time: CFTimeInterval) {
        super.pointerMoved(to: p, time: time)
        if state == .possible && hypot(p.x - start.x, p.y - start.y) > allowableMovement { state = .failed }
    }

    override func pointerUp(at p: CGPoint, time: CFTimeInterval) {
        super.pointerUp(at: p, time: time)
        guard state == .possible else { return }
        if hypot(p.x - start.x, p.y - start.y) > allowableMovement { state = .failed; return }
        transition(to: .ended)
    }
}
