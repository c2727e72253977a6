/// Listing 13.1: a sketch pad that redraws its whole path with Core Graphics on every move
/// (CATALOG.md 13.1).
///
/// The book's drawing view as a layer: one path, stroked red 5 points wide with round joins
/// and caps. A press moves the path to the point; a drag adds a line to it and marks the whole
/// canvas for redisplay, and `draw(in:)` strokes the entire path every time, so each move
/// costs more as the path grows. The readout shows the redraw: always the whole 400 x 400.
public struct Listing13_1: Demo {
    public init() {}
    public var id: String { "13.1" }
    public var title: String { "Sketch pad with draw(in:): whole-view redraws" }
    public var hint: String { "Drag to draw in red; every move redraws the whole path (see the readout)" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let canvas = Chapter13.SketchLayer(clock: environment.realTime)
        canvas.name = "canvas"
        canvas.frame = Chapter13.canvasFrame
        canvas.backgroundColor = CGColor(gray: 1, alpha: 1)
        canvas.contentsScale = environment.scale
        container.addSublayer(canvas)
        Chapter13.onDrag(environment, began: { canvas.path.move(to: $0) }, moved: { point in
            // Add a new line segment to our path and redraw the whole view.
            canvas.path.addLine(to: point)
            canvas.setNeedsDisplay()
        })
        Chapter13.addReadout(in: container, environment: environment) { canvas.stats.summary(noun: "path") }
    }
}

extension Chapter13 {
    /// The book's drawing view (13.1): a layer that strokes `path` red, 5 wide, round joins
    /// and caps, in `draw(in:)`, timing each redraw with `clock`.
    public final class SketchLayer: CALayer {
        /// The path drawn so far, canvas points.
        public let path = CGMutablePath()
        /// What the last redraw did.
        public let stats = RedrawStats()
        private let clock: () -> CFTimeInterval

        /// A canvas timed with `clock` (seconds).
        init(clock: @escaping () -> CFTimeInterval) {
            self.clock = clock
            super.init()
        }

        /// A canvas whose clock stands still (a layer made from its class, as a view does).
        public required convenience init() { self.init(clock: { 0 }) }

        /// A copy of `layer` (presentation copies).
        public required init(layer: Any) {
            let other = layer as? SketchLayer
            clock = other?.clock ?? { 0 }
            super.init(layer: layer)
        }

        /// Not archived: a canvas is made by its demo.
        public required init?(coder: NSCoder) { nil }

        /// Strokes the whole path.
        public override func draw(in ctx: CGContext) {
            stats.measure(ctx, clock: clock) {
                ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
                ctx.setLineWidth(5)
                ctx.setLineJoin(.round)
                ctx.setLineCap(.round)
                ctx.addPath(path)
                ctx.strokePath()
                return 1
            }
        }
    }
}

/// Listing 13.2: the same sketch pad on a `CAShapeLayer` (CATALOG.md 13.2).
///
/// The canvas is a shape layer (the book's `+layerClass`): stroke red, no fill, 5 wide, round
/// joins and caps. A drag adds to the path and assigns a copy of it to the layer's `path`;
/// nothing is drawn on the main thread and no backing store exists (`contents` stays nil):
/// the compositor strokes the path. The readout shows the main thread's work per move.
public struct Listing13_2: Demo {
    public init() {}
    public var id: String { "13.2" }
    public var title: String { "Sketch pad on a CAShapeLayer: no backing store" }
    public var hint: String { "Drag to draw in red; the path is handed to the shape layer, nothing is redrawn" }

    /// The path being built, kept with the demo so tests can compare it with the layer's.
    public final class Sketch {
        /// The accumulated path, canvas points.
        public let path = CGMutablePath()
        /// How many points the path has.
        public internal(set) var points = 0
        /// How long the last path assignment took, milliseconds of the host's clock.
        public internal(set) var lastMilliseconds: Double = 0
    }

    /// The demo's path.
    public let sketch = Sketch()

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let canvas = CAShapeLayer()
        canvas.name = "canvas"
        canvas.frame = Chapter13.canvasFrame
        canvas.backgroundColor = CGColor(gray: 1, alpha: 1)
        canvas.strokeColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        canvas.fillColor = .clear
        canvas.lineJoin = .round
        canvas.lineCap = .round
        canvas.lineWidth = 5
        container.addSublayer(canvas)
        let sketch = sketch
        let clock = environment.realTime
        Chapter13.onDrag(environment, began: { point in
            sketch.path.move(to: point)
            sketch.points += 1
        }, moved: { point in
            let start = clock()
            // Add a new line segment to our path and update the layer with a copy of it.
            sketch.path.addLine(to: point)
            sketch.points += 1
            Chapter08.withoutActions { canvas.path = sketch.path.copy() }
            sketch.lastMilliseconds = (clock() - start) * 1000
        })
        Chapter13.addReadout(in: container, environment: environment) {
            String(format: "%d points | no redraw, no backing store | path set in %.2f ms", sketch.points, sketch.lastMilliseconds)
        }
    }
}
