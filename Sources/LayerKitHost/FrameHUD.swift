import Foundation
import LayerKitCompositor
import LayerKitRaster

/// The window's frame-time HUD (a LayerKit addition, in place of Instruments' Core Animation
/// FPS track): frames per second, the mean milliseconds of commit, presentation, compositing
/// and present, a graph of the last two seconds of frames stacked by stage, and the newest
/// frame's counts of layers, draw items, offscreen passes and cache hits.
///
/// The HUD is a layer tree of its own with its own renderer, so it is not part of the tree it
/// measures; the window copies its opaque image over the top-right corner of each frame it
/// shows. Its text is refreshed at most four times a second.
package final class FrameHUD {
    /// The HUD's size, points.
    package static let size = CGSize(width: 300, height: 112)
    /// Frames the graph shows (two seconds at 60 Hz), each `barWidth` points wide.
    package static let graphFrames = 120
    static let barWidth: CGFloat = 2
    /// The graph's height in points stands for this many milliseconds (two 60 Hz frames).
    package static let graphMilliseconds = 2000.0 / 60
    static let graphFrame = CGRect(x: 8, y: 62, width: CGFloat(graphFrames) * barWidth, height: 42)
    /// The stages' colours in the graph, bottom to top: commit, presentation, compositing, present.
    static let stageColours = [CGColor(red: 0.35, green: 0.6, blue: 1, alpha: 1), CGColor(red: 0.75, green: 0.45, blue: 1, alpha: 1),
                               CGColor(red: 1, green: 0.6, blue: 0.2, alpha: 1), CGColor(red: 0.4, green: 0.85, blue: 0.4, alpha: 1)]

    /// Renders the HUD's own tree.
    package let renderer: CARenderer
    private let root = CALayer()
    private let lines = [CATextLayer(), CATextLayer(), CATextLayer()]
    private let bars = FrameHUD.stageColours.map { _ in CAShapeLayer() }
    private var lastRefresh = -CFTimeInterval.infinity

    /// A HUD drawn at `scale` pixels per point.
    package init(scale: CGFloat) {
        renderer = CARenderer(size: Self.size, scale: scale, options: .default, threads: 1)
        renderer.debugOverlays = []
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        buildTree(scale: scale)
        CATransaction.commit()
        renderer.layer = root
    }

    private func buildTree(scale: CGFloat) {
        root.frame = CGRect(origin: .zero, size: Self.size)
        root.backgroundColor = CGColor(red: 0.08, green: 0.09, blue: 0.11, alpha: 1)
        for (i, line) in lines.enumerated() {
            line.frame = CGRect(x: 8, y: 4 + CGFloat(i) * 18, width: Self.size.width - 16, height: 18)
            line.font = "Courier"
            line.fontSize = 11
            line.foregroundColor = CGColor(gray: 0.92, alpha: 1)
            line.contentsScale = scale
            root.addSublayer(line)
        }
        let graph = CALayer()
        graph.frame = Self.graphFrame
        graph.backgroundColor = CGColor(red: 0.14, green: 0.15, blue: 0.18, alpha: 1)
        root.addSublayer(graph)
        for (bar, colour) in zip(bars, Self.stageColours) {
            bar.frame = CGRect(origin: .zero, size: Self.graphFrame.size)
            bar.fillColor = colour
            graph.addSublayer(bar)
        }
        // The 60 Hz budget: a line at 16.7 ms.
        let budget = CALayer()
        budget.frame = CGRect(x: 0, y: Self.graphFrame.height / 2, width: Self.graphFrame.width, height: 1)
        budget.backgroundColor = CGColor(red: 1, green: 0.3, blue: 0.3, alpha: 1)
        graph.addSublayer(budget)
    }

    /// Shows `history` as of host time `now` when a quarter second passed since the last
    /// refresh (or `force`); returns whether the HUD changed.
    @discardableResult
    package func refresh(_ history: FrameHistory, now: CFTimeInterval, force: Bool = false) -> Bool {
        guard force || now - lastRefresh >= 0.25 else { return false }
        lastRefresh = now
        let s = history.summary(now: now)
        let c = s.counters
        let texts = [
            String(format: "%3.0f fps  commit %.2f  pres %.2f ms", s.fps, s.commitMs, s.presentationMs),
            String(format: "composite %.2f  present %.2f ms", s.compositingMs, s.presentMs),
            "layers \(c.layers) items \(c.drawItems) offscr \(c.offscreenPasses) hits \(c.cacheHits)/\(c.cacheHits + c.cacheMisses)",
        ]
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for (line, text) in zip(lines, texts) { line.string = text }
        for (stage, path) in Self.barPaths(history.records.suffix(Self.graphFrames).filter(\.shown)).enumerated() {
            bars[stage].path = path
        }
        CATransaction.commit()
        return true
    }

    /// One path per stage of stacked bars, newest frame on the right, in graph points (y down:
    /// bars stand on the bottom edge); a bar taller than the graph is cut at its top.
    static func barPaths(_ records: [FrameRecord]) -> [CGPath] {
        let paths = stageColours.map { _ in CGMutablePath() }
        let h = graphFrame.height, perMs = h / CGFloat(graphMilliseconds)
        let firstX = graphFrame.width - CGFloat(records.count) * barWidth
        for (i, r) in records.enumerated() {
            var base: CGFloat = 0
            for (stage, seconds) in [r.commit, r.presentation, r.compositing, r.present].enumerated() {
                let top = min(h, base + CGFloat(seconds * 1000) * perMs)
                if top > base {
                    paths[stage].addRect(CGRect(x: firstX + CGFloat(i) * barWidth, y: h - top, width: barWidth, height: top - base))
                }
                base = top
            }
        }
        return paths
    }

    /// Renders the HUD's tree (only what changed since the last call).
    package func render() { renderer.renderToolTree() }

    /// Copies the HUD's pixels over `target`'s top-right corner, `inset` pixels from its edges;
    /// returns the rect written (empty when the target is too small to hold it).
    package func draw(into target: Surface, inset: Int) -> IntRect {
        let hud = renderer.framebuffer, r = rect(in: target, inset: inset)
        guard !r.isEmpty else { return r }
        for row in 0..<hud.height {
            (target.row(r.y + row) + r.x).update(from: hud.row(row), count: hud.width)
        }
        return r
    }

    /// Where `draw(into:inset:)` puts the HUD in `target` (empty when it does not fit).
    package func rect(in target: Surface, inset: Int) -> IntRect {
        let hud = renderer.framebuffer
        let x = target.width - hud.width - inset, y = inset
        guard x >= 0, y + hud.height <= target.height else { return IntRect(x: 0, y: 0, width: 0, height: 0) }
        return IntRect(x: x, y: y, width: hud.width, height: hud.height)
    }
}
