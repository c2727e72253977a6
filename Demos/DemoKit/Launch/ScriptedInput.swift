/// Pointer input for a headless run, so interactive demos render in fixed states
/// (`layerdemos --headless --tap x,y@t --drag x0,y0:x1,y1@t0-t1`). Points are in the demo
/// container's coordinates; times in seconds of media time since the demo was built.
public enum ScriptedInput: Equatable, Sendable {
    /// A click at `point`, at `time`: the button goes down and up in the same frame.
    case tap(CGPoint, at: CFTimeInterval)
    /// A drag from `from` to `to`: down at `start`, moves along the line on every frame until
    /// `end`, up at `end`.
    case drag(from: CGPoint, to: CGPoint, start: CFTimeInterval, end: CFTimeInterval)

    /// Parses `x,y@t` (e.g. `120,80@0.5`).
    public init(tap spec: String) throws(LaunchError) {
        let (where_, when) = try Self.split(spec, "tap", "x,y@t")
        guard let p = Self.point(where_), let t = Self.time(when) else {
            throw LaunchError("--tap \(spec): expected x,y@t with numbers, e.g. --tap 120,80@0.5")
        }
        self = .tap(p, at: t)
    }

    /// Parses `x0,y0:x1,y1@t0-t1` (e.g. `200,200:170,180@0.2-0.7`).
    public init(drag spec: String) throws(LaunchError) {
        let (where_, when) = try Self.split(spec, "drag", "x0,y0:x1,y1@t0-t1")
        let ends = where_.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let times = Self.splitRange(when)
        guard ends.count == 2, let a = Self.point(ends[0]), let b = Self.point(ends[1]),
              let (t0, t1) = times else {
            throw LaunchError("--drag \(spec): expected x0,y0:x1,y1@t0-t1 with numbers, e.g. --drag 200,200:170,180@0.2-0.7")
        }
        guard t1 >= t0 else { throw LaunchError("--drag \(spec): the drag ends (\(t1) s) before it starts (\(t0) s)") }
        self = .drag(from: a, to: b, start: t0, end: t1)
    }

    /// The last time the input acts at.
    public var endTime: CFTimeInterval {
        switch self {
        case .tap(_, let t): return t
        case .drag(_, _, _, let t1): return t1
        }
    }

    /// The pointer events, with media-time timestamps, for frames `frameInterval` apart
    /// starting at media time 0.
    public func events(frameInterval: CFTimeInterval) -> [PointerEvent] {
        switch self {
        case let .tap(p, t):
            return [PointerEvent(phase: .down, location: p, timestamp: t), PointerEvent(phase: .up, location: p, timestamp: t)]
        case let .drag(a, b, t0, t1):
            var events = [PointerEvent(phase: .down, location: a, timestamp: t0)]
            var k = (t0 / frameInterval).rounded(.down) + 1
            while k * frameInterval < t1 - 1e-9 {
                let t = k * frameInterval
                let f = CGFloat((t - t0) / (t1 - t0))
                events.append(PointerEvent(phase: .moved, location: CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f), timestamp: t))
                k += 1
            }
            events.append(PointerEvent(phase: .moved, location: b, timestamp: t1))
            events.append(PointerEvent(phase: .up, location: b, timestamp: t1))
            return events
        }
    }

    private static func split(_ spec: String, _ name: String, _ form: String) throws(LaunchError) -> (String, String) {
        let parts = spec.split(separator: "@", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else { throw LaunchError("--\(name) \(spec): expected \(form)") }
        return (parts[0], parts[1])
    }

    private static func number(_ s: String) -> Double? {
        guard let v = Double(s.trimmingCharacters(in: .whitespaces)), v.isFinite else { return nil }
        return v
    }

    private static func point(_ s: String) -> CGPoint? {
        let c = s.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard c.count == 2, let x = number(c[0]), let y = number(c[1]) else { return nil }
        return CGPoint(x: x, y: y)
    }

    private static func time(_ s: String) -> Double? {
        guard let t = number(s), t >= 0 else { return nil }
        return t
    }

    /// "t0-t1" with both times not negative.
    private static func splitRange(_ s: String) -> (Double, Double)? {
        let c = s.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard c.count == 2, let a = time(c[0]), let b = time(c[1]) else { return nil }
        return (a, b)
    }
}

/// A launch option that cannot be used, with one line saying why and what would work.
public struct LaunchError: Error, Equatable, CustomStringConvertible {
    /// The message (one line).
    public let message: String
    /// An error with `message`.
    public init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}
