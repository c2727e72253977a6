import Testing
@testable import LayerKitCompositor
import LayerKitTestSupport

/// What the ring's drawings read, shared by the model and its presentation copies.
final class RingDrawings {
    var progress: [CGFloat] = []
}

/// A progress ring as the ported library writes it on Apple (`@NSManaged var
/// progress` there, `@Managed("progress")` here): a white arc from the top, clockwise on
/// screen, sweeping `progress` of a turn, drawn in `draw(in:)` and redrawn while it animates.
final class ProgressRingLayer: CALayer {
    @Managed("progress") var progress: CGFloat
    var drawings: RingDrawings?

    required init() { super.init() }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    required init(layer: Any) {
        super.init(layer: layer)
        drawings = (layer as? ProgressRingLayer)?.drawings
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }

    /// Animates `progress` from the value on screen, with the transaction's duration.
    override func action(forKey event: String) -> CAAction? {
        guard event == "progress" else { return super.action(forKey: event) }
        let a = CABasicAnimation(keyPath: event)
        a.fromValue = presentation()?.progress ?? progress
        a.duration = CATransaction.animationDuration()
        a.timingFunction = CAMediaTimingFunction(name: .linear)
        return a
    }

    override func draw(in ctx: CGContext) {
        drawings?.progress.append(progress)
        guard progress > 0 else { return }
        ctx.setStrokeColor(CGColor(gray: 1, alpha: 1))
        ctx.setLineWidth(10)
        ctx.addArc(center: CGPoint(x: bounds.midX, y: bounds.midY), radius: 40,
                   startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: false)
        ctx.strokePath()
    }
}

/// Oracles: Apple's documentation of `needsDisplay(forKey:)` (a layer is redrawn, as its
/// presentation, while such a key animates), CABasicAnimation's linear interpolation, and the
/// geometry of the arc: in the layer's y-down context an arc from -90° with growing angle
/// runs from the top through the right, so at a fraction f of a turn the midpoints of the
/// top-right (45°), bottom-right (135°), bottom-left (225°) and top-left (315°) quarters,
/// counted clockwise from the top, are lit when f passes 1/8, 3/8, 5/8 and 7/8.
@Suite("A progress ring with a custom animatable property", .ownMediaClock)
struct ProgressRingTests {
    /// The midpoints of the ring's quarters, clockwise from the top-right, in pixels.
    private static let quarters = [(78, 21), (78, 78), (21, 78), (21, 21)]

    /// Which quarters of the frame `image` shows lit.
    private func litQuarters(_ image: Bitmap) -> [Bool] {
        Self.quarters.map { image.premultiplied($0.0, $0.1).r > 200 }
    }

    /// A ring on a black 100-pt stage shown by a renderer, committed, with the clock at 50.
    private func ring() -> (ProgressRingLayer, CARenderer, RingDrawings) {
        let root = stage(CGSize(width: 100, height: 100), gray: 0)
        let ring = ProgressRingLayer()
        let drawings = RingDrawings()
        ring.drawings = drawings
        ring.frame = root.bounds
        ring.setNeedsDisplay()
        root.addSublayer(ring)
        let r = CARenderer(size: CGSize(width: 100, height: 100), scale: 1, options: .default, threads: 1)
        r.layer = root
        drawFrame(r, at: 50)
        return (ring, r, drawings)
    }

    /// The frames at 50 + each of `times`, as lit quarters, with what each frame's drawing read.
    private func frames(_ r: CARenderer, _ drawings: RingDrawings, at times: [Double]) -> [([Bool], CGFloat?)] {
        times.map { t in
            drawings.progress = []
            drawFrame(r, at: 50 + t)
            return (litQuarters(Bitmap(r.image)), drawings.progress.last)
        }
    }

    @Test("an explicit animation of progress redraws the ring on every frame at the animated value")
    func explicitAnimation() {
        MediaClock.freeze(at: 50)
        defer { MediaClock.unfreeze() }
        let (ring, r, drawings) = ring()
        #expect(litQuarters(Bitmap(r.image)) == [false, false, false, false], "progress 0 draws nothing")
        let a = CABasicAnimation(keyPath: "progress")
        a.fromValue = 0; a.toValue = 1; a.duration = 1
        a.timingFunction = CAMediaTimingFunction(name: .linear)
        ring.add(a, forKey: "fill")
        let shown = frames(r, drawings, at: [0.3, 0.6, 0.8])
        #expect(shown.map(\.0) == [[true, false, false, false], [true, true, false, false], [true, true, true, false]])
        let read = shown.map { $0.1 ?? -1 }
        #expect(zip(read, [0.3, 0.6, 0.8]).allSatisfy { abs($0 - $1) < 1e-6 }, "read: \(read)")
        #expect(ring.progress == 0, "the model is untouched")
    }

    @Test("setting progress animates it implicitly through action(forKey:), and the frames show the way there")
    func implicitAnimation() {
        MediaClock.freeze(at: 50)
        defer { MediaClock.unfreeze() }
        let (ring, r, drawings) = ring()
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        ring.progress = 1
        CATransaction.commit()
        #expect(ring.animationKeys() == ["progress"])
        let shown = frames(r, drawings, at: [0.5, 1.5])
        #expect(shown.map(\.0) == [[true, false, false, false], [true, true, true, false]],
                "at 0.5 s a quarter, at 1.5 s three quarters of the turn")
        #expect(abs((shown[0].1 ?? -1) - 0.25) < 1e-6 && abs((shown[1].1 ?? -1) - 0.75) < 1e-6)
        #expect(ring.progress == 1 && abs((ring.presentation()?.progress ?? -1) - 0) < 1e-6,
                "the model holds the new value; the clock was not moved, so the presentation starts at 0")
    }
}
