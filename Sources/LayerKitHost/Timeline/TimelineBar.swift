import Foundation
import LayerKitRaster

/// The timeline's bar: play/pause button, a line of text (time, rate, the animations' span,
/// and while paused that app input is held back), and a track with the running animations'
/// spans and a cursor at the time shown.
///
/// Like the frame-time HUD, a layer tree of its own with its own renderer, copied over the
/// bottom of each frame the window shows: it is never part of the app's tree, so it commits
/// nothing there while the model must not change, and the frames it covers stay the app's
/// (what a headless render and a recording show). Sizes in points; drawn at the window's scale.
package final class TimelineBar {
    static let background = CGColor(red: 0.09, green: 0.10, blue: 0.12, alpha: 1)
    static let trackColour = CGColor(red: 0.22, green: 0.23, blue: 0.27, alpha: 1)
    static let spanColour = CGColor(red: 0.35, green: 0.6, blue: 1, alpha: 1)
    static let cursorColour = CGColor(red: 1, green: 0.8, blue: 0.2, alpha: 1)
    static let trackY: CGFloat = 24, trackHeight: CGFloat = 12

    private(set) var renderer: CARenderer
    private let scale: CGFloat
    private let root = CALayer()
    private let button = CAShapeLayer()
    private let label = CATextLayer()
    private let track = CALayer()
    private let spanBars = CAShapeLayer()
    private let cursor = CALayer()
    private var width: CGFloat = 0

    /// A bar drawn at `scale` pixels per point.
    package init(scale: CGFloat) {
        self.scale = scale
        renderer = CARenderer(size: CGSize(width: 1, height: WindowTimeline.barHeight), scale: scale, options: .default, threads: 1)
        renderer.debugOverlays = []
        withoutActions { buildTree() }
        renderer.layer = root
    }

    private func buildTree() {
        root.backgroundColor = Self.background
        button.fillColor = CGColor(gray: 0.92, alpha: 1)
        label.font = "Courier"
        label.fontSize = 11
        label.foregroundColor = CGColor(gray: 0.92, alpha: 1)
        label.contentsScale = scale
        track.backgroundColor = Self.trackColour
        spanBars.fillColor = Self.spanColour
        cursor.backgroundColor = Self.cursorColour
        for l in [button, label, track, cursor] { root.addSublayer(l) }
        track.addSublayer(spanBars)
    }

    /// Shows `timeline`'s state for a scene `width` points wide (`recording`: a recording runs).
    package func update(_ timeline: WindowTimeline, width newWidth: CGFloat, recording: Bool) {
        withoutActions {
            if newWidth != width { layout(width: newWidth) }
            button.path = Self.buttonPath(playing: !timeline.isPaused)
            label.string = Self.text(timeline, recording: recording)
            let span = WindowTimeline.trackSpan(width: width)
            let bars = CGMutablePath()
            for s in timeline.spans.spans {
                let a = timeline.x(atTime: s.begin, width: width), b = timeline.x(atTime: s.end, width: width)
                bars.addRect(CGRect(x: a - span.lowerBound, y: 2, width: max(1, b - a), height: Self.trackHeight - 4))
            }
            spanBars.path = bars
            cursor.frame = CGRect(x: timeline.x(atTime: timeline.time, width: width) - 1, y: Self.trackY - 3,
                                  width: 2, height: Self.trackHeight + 6)
        }
    }

    private func layout(width newWidth: CGFloat) {
        width = newWidth
        let size = CGSize(width: max(1, newWidth), height: WindowTimeline.barHeight)
        renderer.bounds = CGRect(origin: .zero, size: size)
        root.frame = CGRect(origin: .zero, size: size)
        let span = WindowTimeline.trackSpan(width: newWidth)
        button.frame = CGRect(x: 10, y: 12, width: 20, height: 20)
        label.frame = CGRect(x: span.lowerBound, y: 3, width: max(1, newWidth - span.lowerBound - 8), height: 16)
        track.frame = CGRect(x: span.lowerBound, y: Self.trackY, width: span.upperBound - span.lowerBound, height: Self.trackHeight)
        spanBars.frame = track.bounds
    }

    /// The bar's line: state, time since `origin`, rate, the animations' span, and while paused
    /// that app input is held back.
    static func text(_ t: WindowTimeline, recording: Bool) -> String {
        func s(_ v: CFTimeInterval) -> String { v.isFinite ? String(format: "%.3f", v - t.origin) : "∞" }
        let rate = t.rate == 0.1 ? "1/10" : t.rate == 0.25 ? "1/4" : t.rate == 1 ? "1" : "2"
        var parts = ["\(t.isPaused ? "paused" : "playing") \(s(t.time)) s", "×\(rate)"]
        let spans = t.spans.spans
        if let lo = spans.map(\.begin).min(), let hi = spans.map(\.end).max() {
            parts.append("\(spans.count) anim \(s(lo))–\(s(hi)) s")
        } else {
            parts.append("no animations")
        }
        if recording { parts.append("● REC") }
        if t.isPaused { parts.append("app input held: no model changes") }
        return parts.joined(separator: "  ")
    }

    /// A play triangle (paused) or two pause bars (playing), in a 20-point box.
    static func buttonPath(playing: Bool) -> CGPath {
        let p = CGMutablePath()
        if playing {
            p.addRect(CGRect(x: 4, y: 3, width: 4, height: 14))
            p.addRect(CGRect(x: 12, y: 3, width: 4, height: 14))
        } else {
            p.move(to: CGPoint(x: 5, y: 3))
            p.addLine(to: CGPoint(x: 17, y: 10))
            p.addLine(to: CGPoint(x: 5, y: 17))
            p.closeSubpath()
        }
        return p
    }

    /// Renders the bar's tree (only what changed since the last call).
    package func render() { renderer.renderToolTree() }

    /// The pixel rect the bar covers at the bottom of `target` (clipped to it).
    package func rect(in target: Surface) -> IntRect {
        let h = min(renderer.framebuffer.height, target.height), w = min(renderer.framebuffer.width, target.width)
        return IntRect(x: 0, y: target.height - h, width: w, height: h)
    }

    /// Copies the bar over the bottom of `target`; returns the rect written.
    package func draw(into target: Surface) -> IntRect {
        let r = rect(in: target), bar = renderer.framebuffer
        for row in 0..<r.height {
            (target.row(r.y + row) + r.x).update(from: bar.row(bar.height - r.height + row), count: r.width)
        }
        return r
    }

    private func withoutActions(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }
}
