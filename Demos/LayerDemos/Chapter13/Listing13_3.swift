/// Listing 13.3: a chalkboard that stamps a brush image at every touch point, redrawing all
/// of them on every move (CATALOG.md 13.3).
///
/// Presses and drags append points and mark the whole canvas dirty; `draw(in:)` stamps
/// Chalk.png into a 32 x 32 rect centred on every stored point, so a redraw after N points
/// issues N image draws and the milliseconds in the readout climb as the drawing grows.
/// The canvas is dark gray (0.2) behind its backing store.
public struct Listing13_3: Demo {
    public init() {}
    public var id: String { "13.3" }
    public var title: String { "Chalkboard: every stamp on every redraw" }
    public var hint: String { "Drag to draw chalk; watch the redraw time grow with the drawing" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        Chapter13.addChalkboard(in: container, environment: environment, mode: .whole)
    }
}

/// Listing 13.4: the chalkboard with dirty rectangles (CATALOG.md 13.4).
///
/// Each new point marks only its brush rect (`setNeedsDisplay(_:)` with the 32 x 32 rect
/// around it), and `draw(in:)` stamps only the points whose brush rect meets the context's
/// `boundingBoxOfClipPath`: pixels outside are kept from the last backing store. A point at
/// (200, 200) redraws exactly (184, 184, 32, 32); the readout's time stays flat however long
/// the drawing gets.
public struct Listing13_4: Demo {
    public init() {}
    public var id: String { "13.4" }
    public var title: String { "Chalkboard with dirty rectangles: setNeedsDisplay(_:)" }
    public var hint: String { "Drag to draw chalk; each redraw covers only the new stamp (see the readout)" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        Chapter13.addChalkboard(in: container, environment: environment, mode: .dirtyRects)
    }
}

/// Variant 13.4a: `drawsAsynchronously` (CATALOG.md 13.4a).
///
/// 13.4's chalkboard with `drawsAsynchronously` set: `draw(in:)` gets a context that records
/// its commands (the readout says "recorded") and returns; the commands are replayed into the
/// backing store on a background thread before the frame is composited. The pixels are the
/// ones 13.4 draws.
public struct Listing13_4a: Demo {
    public init() {}
    public var id: String { "13.4a" }
    public var title: String { "drawsAsynchronously: drawing commands replayed off the main thread" }
    public var hint: String { "Drag to draw chalk; draw(in:) only records, a background thread rasterizes" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        Chapter13.addChalkboard(in: container, environment: environment, mode: .asynchronous)
    }
}

extension Chapter13 {
    /// The brush's side, points (the book's BRUSH_SIZE).
    public static let brushSize: CGFloat = 32

    /// The 32 x 32 rect centred on `point`.
    public static func brushRect(for point: CGPoint) -> CGRect {
        CGRect(x: point.x - brushSize / 2, y: point.y - brushSize / 2, width: brushSize, height: brushSize)
    }

    /// How a chalkboard redraws.
    public enum ChalkMode: Sendable {
        /// Every point marks the whole canvas and every stamp is drawn (13.3).
        case whole
        /// Every point marks its brush rect; only stamps meeting the redraw are drawn (13.4).
        case dirtyRects
        /// As `dirtyRects`, with `drawsAsynchronously` (13.4a).
        case asynchronous
    }

    /// The book's chalkboard view (13.3, 13.4): stores brush points and stamps `brush` at them.
    public final class ChalkboardLayer: CALayer {
        /// The brush points so far, canvas points.
        public private(set) var strokes: [CGPoint] = []
        /// What the last redraw did (`lastDrawCount` is the number of stamps).
        public let stats = RedrawStats()
        /// How this board redraws.
        public let mode: ChalkMode
        private let brush: CGImage?
        private let clock: () -> CFTimeInterval

        init(mode: ChalkMode, brush: CGImage, clock: @escaping () -> CFTimeInterval) {
            self.mode = mode
            self.brush = brush
            self.clock = clock
            super.init()
            drawsAsynchronously = mode == .asynchronous
        }

        /// A board that redraws whole, with no brush (nothing to stamp) and a clock that
        /// stands still (a layer made from its class, as a view does).
        public required init() {
            mode = .whole
            brush = nil
            clock = { 0 }
            super.init()
        }

        /// A copy of `layer` (presentation copies).
        public required init(layer: Any) {
            let other = layer as? ChalkboardLayer
            mode = other?.mode ?? .whole
            brush = other?.brush
            clock = other?.clock ?? { 0 }
            super.init(layer: layer)
        }

        /// Not archived: a canvas is made by its demo.
        public required init?(coder: NSCoder) { nil }

        /// Adds a stamp at `point` and marks what must be redrawn.
        public func addBrushStroke(at point: CGPoint) {
            // Add brush stroke to array.
            strokes.append(point)
            // Set dirty rect: the whole view (13.3) or just the new stamp (13.4).
            if mode == .whole { setNeedsDisplay() } else { setNeedsDisplay(Chapter13.brushRect(for: point)) }
        }

        /// Stamps the brush at every stored point whose rect meets the redraw.
        public override func draw(in ctx: CGContext) {
            guard let brush else { return }
            stats.measure(ctx, clock: clock) {
                let dirty = ctx.boundingBoxOfClipPath
                var stamps = 0
                for point in strokes {
                    let brushRect = Chapter13.brushRect(for: point)
                    // Only draw brush strokes that intersect the dirty rect (13.4); all of them in 13.3.
                    if mode == .whole || brushRect.intersects(dirty) {
                        // The book's `[brush drawInRect:]` is upright; a CGImage in the
                        // layer's flipped context needs the flip about its rect (Apple code).
                        ctx.saveGState()
                        ctx.translateBy(x: 0, y: brushRect.minY + brushRect.maxY)
                        ctx.scaleBy(x: 1, y: -1)
                        ctx.draw(brush, in: brushRect)
                        ctx.restoreGState()
                        stamps += 1
                    }
                }
                return stamps
            }
        }
    }

    /// Adds a chalkboard canvas of `mode` on the dark gray stage, wired to the pointer, with
    /// its readout.
    static func addChalkboard(in container: CALayer, environment: DemoEnvironment, mode: ChalkMode) {
        let board = ChalkboardLayer(mode: mode, brush: environment.image(.chalk), clock: environment.realTime)
        board.name = "canvas"
        board.frame = canvasFrame
        board.backgroundColor = CGColor(gray: 0.2, alpha: 1)
        board.contentsScale = environment.scale
        container.addSublayer(board)
        onDrag(environment, began: board.addBrushStroke(at:), moved: board.addBrushStroke(at:))
        addReadout(in: container, environment: environment) {
            "\(board.strokes.count) pts | " + board.stats.summary(noun: "stamps")
        }
    }
}
