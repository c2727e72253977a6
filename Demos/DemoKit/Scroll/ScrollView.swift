import Foundation

/// A scroll view made of layers, with UIKit's `UIScrollView` behaviour where the demos need it:
/// `layer` clips its sublayers (the content) and shows them from `contentOffset`, which is its
/// `bounds.origin` as on iOS; a drag moves the content with the pointer, a release keeps it
/// moving with the drag's velocity and decelerates it by `decelerationRate` per millisecond,
/// and the mouse wheel scrolls by its steps. The offset stays within the content (no bounce)
/// and on whole device pixels, as UIKit rounds it.
///
/// Inertia is a function of the frame's media time (the display link's `targetTimestamp`), so
/// a headless run gives the same offsets every time: `offset(t) = o₀ + v₀ · (r^(1000·(t − t₀)) − 1)
/// / (1000 · ln r)`, from release offset `o₀`, velocity `v₀` and `t₀` the time of the first
/// frame prepared after the release (which shows `o₀`). Used by chapter 12's lists (and 14 and 15's).
public final class ScrollView {
    /// The viewport: add content as its sublayers, in content coordinates.
    public let layer = CALayer()
    /// The size of the content, points (the offset stays within it).
    public var contentSize: CGSize = .zero { didSet { setContentOffset(contentOffset) } }
    /// The velocity kept per millisecond while decelerating (`UIScrollView.DecelerationRate.normal`).
    public var decelerationRate: CGFloat = 0.998
    /// Whether only the vertical axis scrolls (true by default, as a table).
    public var scrollsVerticallyOnly = true
    /// Called after every change of `contentOffset`.
    public var didScroll: ((ScrollView) -> Void)?
    /// Whether a release is still carrying the content.
    public private(set) var isDecelerating = false
    /// Whether a drag is moving the content (`UIScrollView.isDragging`).
    public private(set) var isDragging = false

    /// Below this speed (points per second) deceleration stops.
    public static let stopSpeed: CGFloat = 5
    private let scale: CGFloat
    private var link: CADisplayLink?
    private var dragStart = CGPoint.zero
    private var fling: (origin: CGPoint, velocity: CGPoint, start: CFTimeInterval?)?

    /// A scroll view filling `frame` (superlayer points) at `environment`'s scale, taking drags
    /// and wheel events through it (so the demo's teardown removes them); the environment
    /// keeps it while the demo runs, as a window keeps its views.
    public init(frame: CGRect, environment: DemoEnvironment) {
        scale = environment.scale
        Self.withoutActions {
            layer.frame = frame
            layer.masksToBounds = true
        }
        environment.addGestureRecognizer(PanGestureRecognizer { [weak self] pan in self?.panned(pan) }, to: layer)
        environment.onPointer { [weak self, weak environment] event, _ in
            guard let environment else { return }
            self?.wheel(event, in: environment.container)
        }
        link = environment.addDisplayLink { [weak self] link in self?.step(link) }
        link?.isPaused = true
        environment.keep(self)
    }

    /// Where the content shows from: the viewport's `bounds.origin`, content points.
    public var contentOffset: CGPoint { layer.bounds.origin }

    /// The largest offset on each axis (0 when the content is smaller than the viewport).
    public var maximumOffset: CGPoint {
        CGPoint(x: max(0, contentSize.width - layer.bounds.width), y: max(0, contentSize.height - layer.bounds.height))
    }

    /// Moves the content to `offset`, clamped to the content and rounded to device pixels,
    /// without animation; calls `didScroll` when it changed.
    public func setContentOffset(_ offset: CGPoint) {
        guard offset.x.isFinite, offset.y.isFinite else { return }
        let m = maximumOffset
        let x = scrollsVerticallyOnly ? 0 : min(max(0, offset.x), m.x), y = min(max(0, offset.y), m.y)
        let p = CGPoint(x: (x * scale).rounded() / scale, y: (y * scale).rounded() / scale)
        guard p != layer.bounds.origin else { return }
        Self.withoutActions { layer.bounds.origin = p }
        didScroll?(self)
    }

    /// Stops a deceleration where it is.
    public func stopDecelerating() {
        fling = nil
        isDecelerating = false
        link?.isPaused = true
    }

    /// The offset a release from `origin` at `velocity` (points per second) reaches `elapsed`
    /// seconds later, before clamping, with deceleration `rate` per millisecond.
    public static func decelerated(from origin: CGPoint, velocity: CGPoint, elapsed: CFTimeInterval,
                                   rate: CGFloat) -> CGPoint {
        let k = 1000 * log(rate)
        let f = (pow(rate, CGFloat(1000 * elapsed)) - 1) / k
        return CGPoint(x: origin.x + velocity.x * f, y: origin.y + velocity.y * f)
    }

    private func panned(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopDecelerating()
            dragStart = contentOffset
            isDragging = true
            fallthrough
        case .changed:
            let t = pan.translation(in: layer)
            setContentOffset(CGPoint(x: dragStart.x - t.x, y: dragStart.y - t.y))
        case .ended:
            isDragging = false
            let v = pan.velocity(in: layer)
            let velocity = CGPoint(x: scrollsVerticallyOnly ? 0 : -v.x, y: -v.y)
            guard hypot(velocity.x, velocity.y) > Self.stopSpeed else { return }
            fling = (contentOffset, velocity, nil)
            isDecelerating = true
            link?.isPaused = false
        default:
            isDragging = false
        }
    }

    /// One decelerating frame, placed at the frame's media time.
    private func step(_ link: CADisplayLink) {
        guard var f = fling else { link.isPaused = true; return }
        if f.start == nil {
            // The first frame after the release shows the release offset; time runs from it.
            f.start = link.targetTimestamp
            fling = f
        }
        let elapsed = max(0, link.targetTimestamp - (f.start ?? link.targetTimestamp))
        let before = contentOffset
        setContentOffset(Self.decelerated(from: f.origin, velocity: f.velocity, elapsed: elapsed, rate: decelerationRate))
        let speed = hypot(f.velocity.x, f.velocity.y) * pow(decelerationRate, CGFloat(1000 * elapsed))
        // Held at an edge, the rest of the fling is spent against it.
        let m = maximumOffset, o = contentOffset
        let pressed = { (v: CGFloat, at: CGFloat, max: CGFloat) in v == 0 || (v < 0 && at <= 0) || (v > 0 && at >= max) }
        let atEdge = o == before && pressed(f.velocity.y, o.y, m.y) && pressed(f.velocity.x, o.x, m.x)
        if speed < Self.stopSpeed || atEdge { stopDecelerating() }
    }

    /// A wheel step over the viewport (`event` in `container`'s points) scrolls four times its delta.
    private func wheel(_ event: PointerEvent, in container: CALayer) {
        guard event.phase == .scroll else { return }
        let p = layer.convert(event.location, from: container)
        guard layer.bounds.contains(p) else { return }
        stopDecelerating()
        setContentOffset(CGPoint(x: contentOffset.x + event.scrollDelta.width * 4, y: contentOffset.y + event.scrollDelta.height * 4))
    }

    private static func withoutActions(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }
}
