/// Chapter 13 — Efficient Drawing.
///
/// Shared here: what every sketch pad of the chapter shows under its canvas, live: the area
/// its last redraw covered, how many strokes or stamps that redraw drew and how many
/// milliseconds it took, measured with the host's clock (`DemoEnvironment.realTime`) around
/// the canvas's `draw(in:)`, so 13.3's redraws are seen to grow with the drawing and 13.4's not.
public enum Chapter13 {
    /// The chapter's demos.
    public static var demos: [Demo] {
        [Listing13_1(), Listing13_2(), Listing13_3(), Listing13_4(), Listing13_4a()]
    }

    /// The canvas's size: the whole 400 x 400 stage, so canvas points are container points.
    public static let canvasFrame = CGRect(x: 0, y: 0, width: 400, height: 400)

    /// What the last redraw of a canvas did, for the readout and the tests.
    public final class RedrawStats {
        /// How many redraws (`draw(in:)` calls) there were.
        public internal(set) var redraws = 0
        /// The area the last redraw was asked to cover: its context's `boundingBoxOfClipPath`
        /// (canvas points).
        public internal(set) var lastRect = CGRect.null
        /// How many strokes or brush stamps the last redraw drew.
        public internal(set) var lastDrawCount = 0
        /// How long the last `draw(in:)` took, milliseconds of the host's clock.
        public internal(set) var lastMilliseconds: Double = 0
        /// Whether the last redraw drew into a recording context (no pixels: `drawsAsynchronously`).
        public internal(set) var lastWasRecorded = false

        init() {}

        /// Times `body`, which draws into `ctx` and returns how many things it drew.
        func measure(_ ctx: CGContext, clock: () -> CFTimeInterval, _ body: () -> Int) {
            let start = clock()
            let count = body()
            lastMilliseconds = (clock() - start) * 1000
            lastDrawCount = count
            lastRect = ctx.boundingBoxOfClipPath
            lastWasRecorded = ctx.data == nil
            redraws += 1
        }

        /// One line for the readout: area, count and time of the last redraw.
        func summary(noun: String) -> String {
            guard redraws > 0 else { return "drag to draw" }
            let r = lastRect
            return String(format: "redraw %.0f×%.0f at (%.0f, %.0f) | %d %@ | %@%.2f ms", r.width, r.height, r.minX, r.minY,
                          lastDrawCount, noun, lastWasRecorded ? "recorded in " : "", lastMilliseconds)
        }
    }

    /// Adds a readout line at the bottom of the stage that shows `text()` each frame it changes.
    static func addReadout(in container: CALayer, environment: DemoEnvironment, _ text: @escaping () -> String) {
        let label = Label(text: text(), frame: readoutLine, fontSize: 11)
        label.name = "readout"
        label.backgroundColor = CGColor(gray: 1, alpha: 0.85)
        label.cornerRadius = 4
        environment.add(label, to: container)
        fit(label)
        environment.addDisplayLink { _ in
            let now = text()
            if now != label.text { Chapter08.withoutActions { label.text = now; fit(label) } }
        }
    }

    /// The readout's frame while its text fits one line, stage points.
    static let readoutLine = CGRect(x: 6, y: 374, width: 388, height: 20)

    /// Keeps the readout's text whole: one line while it fits, else two lines, the label grown
    /// upwards over the canvas's bottom edge (its numbers are read, never cut with "…").
    static func fit(_ label: Label) {
        Chapter08.withoutActions {
            label.isWrapped = false
            label.frame = readoutLine
            guard label.isTruncated else { return }
            label.isWrapped = true
            label.frame = CGRect(x: readoutLine.minX, y: readoutLine.maxY - 32, width: readoutLine.width, height: 32)
        }
    }

    /// Sends the container's pointer presses and drags to `began` and `moved` (canvas points).
    static func onDrag(_ environment: DemoEnvironment, began: @escaping (CGPoint) -> Void,
                       moved: @escaping (CGPoint) -> Void) {
        environment.onPointer { event, _ in
            switch event.phase {
            case .down: began(event.location)
            case .moved: moved(event.location)
            default: break
            }
        }
    }
}
