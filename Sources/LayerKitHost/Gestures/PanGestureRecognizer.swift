/// Recognizes a drag, like UIKit's `UIPanGestureRecognizer`: it begins once the pointer has
/// moved `minimumDistance` from where it went down, then reports `.changed` on every move and
/// `.ended` when the button goes up.
///
/// The translation is measured from where the pointer went down (so the first `.began`
/// already carries the movement so far) and is converted into a layer's coordinates as a
/// vector: a layer's scroll offset (`bounds.origin`) or position does not change it, its
/// scale and rotation do.
public final class PanGestureRecognizer: GestureRecognizer {
    /// How far the pointer moves before the pan begins, points (4 by default).
    public var minimumDistance: CGFloat = 4
    /// How far back velocity looks, seconds (0.1).
    static let velocityWindow: CFTimeInterval = 0.1

    private var start: CGPoint = .zero
    /// The translation at `start`, root coordinates (set by `setTranslation`).
    private var baseTranslation = CGSize.zero
    private var samples: [(time: CFTimeInterval, point: CGPoint)] = []
    private var lastVelocity = CGSize.zero

    /// Creates a recognizer that calls `handler` on `.began`, `.changed`, `.ended` and `.cancelled`.
    public init(handler: @escaping (PanGestureRecognizer) -> Void) {
        super.init(action: { handler($0 as! PanGestureRecognizer) })
    }

    /// How far the pointer has moved since the pan's reference point, in `layer`'s coordinates
    /// (the root layer's for nil), points.
    public func translation(in layer: CALayer?) -> CGPoint {
        let v = CGSize(width: rootLocation.x - start.x + baseTranslation.width,
                       height: rootLocation.y - start.y + baseTranslation.height)
        let r = Self.vector(v, fromRootTo: layer, at: rootLocation)
        return CGPoint(x: r.width, y: r.height)
    }

    /// Makes `translation(in: layer)` equal `translation` now (`.zero` to measure the next
    /// movement from here, as the book's scroll view does after each callback). Non-finite
    /// values are ignored.
    public func setTranslation(_ translation: CGPoint, in layer: CALayer?) {
        guard translation.x.isFinite, translation.y.isFinite else { return }
        start = rootLocation
        baseTranslation = Self.vector(CGSize(width: translation.x, height: translation.y),
                                      toRootFrom: layer, at: rootLocation)
    }

    /// The pointer's velocity over the last 0.1 s, in `layer`'s coordinates per second: the
    /// displacement between the first and last pointer samples in that window over the time
    /// between them, or since the sample before the window when only one lies inside (zero
    /// before the pointer has moved).
    public func velocity(in layer: CALayer?) -> CGPoint {
        let r = Self.vector(lastVelocity, fromRootTo: layer, at: rootLocation)
        return CGPoint(x: r.width, y: r.height)
    }

    override func pointerDown(at p: CGPoint, time: CFTimeInterval) {
        super.pointerDown(at: p, time: time)
        start = p
        baseTranslation = .zero
        samples = [(time, p)]
        lastVelocity = .zero
    }

    override func pointerMoved(to p: CGPoint, time: CFTimeInterval) {
        super.pointerMoved(to: p, time: time)
        record(p, time)
        switch state {
        case .possible:
            if hypot(p.x - start.x, p.y - start.y) >= minimumDistance { transition(to: .began) }
        case .began, .changed:
            transition(to: .changed)
        default:
            break
        }
    }

    override func pointerUp(at p: CGPoint, time: CFTimeInterval) {
        super.pointerUp(at: p, time: time)
        record(p, time)
        if state == .began || state == .changed { transition(to: .ended) } else { state = .failed }
    }

    /// Keeps the samples of the last `velocityWindow`, and the one just before it (where the
    /// pointer was when the window opened), and recomputes the velocity from them.
    private func record(_ p: CGPoint, _ time: CFTimeInterval) {
        samples.append((time, p))
        if let old = samples.lastIndex(where: { time - $0.time > Self.velocityWindow }) { samples.removeFirst(old) }
        // Two or more samples inside the window measure it; a single one measures from the
        // sample before the window (after a pause, that gives the slow or zero velocity).
        let inside = samples.filter { time - $0.time <= Self.velocityWindow }
        guard let first = inside.count >= 2 ? inside.first : samples.first, let last = samples.last,
              last.time > first.time else { return }
        let dt = last.time - first.time
        lastVelocity = CGSize(width: (last.point.x - first.point.x) / dt, height: (last.point.y - first.point.y) / dt)
    }

    /// `v` (root coordinates) as a vector in `layer`'s coordinates, measured at root point `p`.
    static func vector(_ v: CGSize, fromRootTo layer: CALayer?, at p: CGPoint) -> CGSize {
        guard let layer else { return v }
        let a = layer.convert(p, from: nil)
        let b = layer.convert(CGPoint(x: p.x + v.width, y: p.y + v.height), from: nil)
        return CGSize(width: b.x - a.x, height: b.y - a.y)
    }

    /// `v` (in `layer`'s coordinates) as a root-coordinate vector, measured at root point `p`.
    static func vector(_ v: CGSize, toRootFrom layer: CALayer?, at p: CGPoint) -> CGSize {
        guard let layer else { return v }
        let local = layer.convert(p, from: nil)
        let b = layer.convert(CGPoint(x: local.x + v.width, y: local.y + v.height), to: nil)
        return CGSize(width: b.x - p.x, height: b.y - p.y)
    }
}
