import Foundation
import LayerKitCompositor

/// One frame as the host measured it: when it finished, the milliseconds of each stage, and
/// what the compositor counted (the frame-time HUD and `--stats`, like Instruments' Core
/// Animation FPS track). Times are host seconds (`HostClock.monotonic`), not media time.
package struct FrameRecord: Equatable, Sendable {
    /// When the frame was finished on the app thread, host seconds.
    package var end: CFTimeInterval
    /// Whether it changed pixels (a frame shown; a tick that changed nothing is not).
    package var shown: Bool
    /// Seconds of the commit: timers and display links fired, layout, display, the render tree
    /// captured (`CATransaction.flush`) and what the render side needs prepared.
    package var commit: CFTimeInterval = 0
    /// Seconds of presenting the tree at the frame's time (`RenderTimings.presentation`).
    package var presentation: CFTimeInterval = 0
    /// Seconds of compositing: draw list, damage, raster (`RenderTimings.compositing`).
    package var compositing: CFTimeInterval = 0
    /// Seconds of putting the frame on screen (the window's `present`; 0 headless).
    package var present: CFTimeInterval = 0
    /// What the compositor counted.
    package var counters = FrameCounters()

    package init(end: CFTimeInterval, shown: Bool) {
        self.end = end
        self.shown = shown
    }

    /// The four stages' seconds, summed.
    package var total: CFTimeInterval { commit + presentation + compositing + present }
}

/// The frames of the last few seconds, oldest first (a bounded history).
package struct FrameHistory: Sendable {
    /// The records kept, oldest first.
    package private(set) var records: [FrameRecord] = []
    /// How many records are kept at most.
    package let capacity: Int

    package init(capacity: Int = 240) { self.capacity = max(1, capacity) }

    /// Appends `record`, dropping the oldest past `capacity`.
    package mutating func append(_ record: FrameRecord) {
        records.append(record)
        if records.count > capacity { records.removeFirst(records.count - capacity) }
    }

    /// Sets the present time of the newest record (it is measured after the frame finished).
    package mutating func setLastPresent(_ seconds: CFTimeInterval) {
        guard !records.isEmpty else { return }
        records[records.count - 1].present = seconds
    }

    /// The summary of the frames that ended in the `window` seconds up to `now`.
    package func summary(now: CFTimeInterval, window: CFTimeInterval = 1) -> FrameSummary {
        FrameSummary(records.filter { $0.end > now - window && $0.end <= now }, window: window, last: records.last)
    }
}

/// Frames per second, mean stage milliseconds of the frames shown, and the newest frame's
/// counts: one line of `--stats`, the HUD's text.
package struct FrameSummary: Equatable, Sendable {
    /// Frames shown per second over the window.
    package var fps: Double
    /// Mean milliseconds per shown frame of commit, presentation, compositing and present.
    package var commitMs = 0.0, presentationMs = 0.0, compositingMs = 0.0, presentMs = 0.0
    /// The counts of the newest frame (all zero before one).
    package var counters = FrameCounters()

    init(_ records: [FrameRecord], window: CFTimeInterval, last: FrameRecord?) {
        let shown = records.filter(\.shown)
        fps = window > 0 ? Double(shown.count) / window : 0
        counters = last?.counters ?? FrameCounters()
        guard !shown.isEmpty else { return }
        let n = Double(shown.count)
        commitMs = shown.reduce(0) { $0 + $1.commit } * 1000 / n
        presentationMs = shown.reduce(0) { $0 + $1.presentation } * 1000 / n
        compositingMs = shown.reduce(0) { $0 + $1.compositing } * 1000 / n
        presentMs = shown.reduce(0) { $0 + $1.present } * 1000 / n
    }

    /// The timing part: "60 fps, commit 0.12 ms, presentation 0.05 ms, compositing 1.20 ms, present 0.30 ms".
    package var timingText: String {
        String(format: "%.0f fps, commit %.2f ms, presentation %.2f ms, compositing %.2f ms, present %.2f ms",
               fps, commitMs, presentationMs, compositingMs, presentMs)
    }

    /// The count part: "layers 1021, draw items 88, offscreen passes 20 (1 rendered), cache hits 9, misses 1".
    package var countText: String {
        let c = counters
        return "layers \(c.layers), draw items \(c.drawItems), offscreen passes \(c.offscreenPasses) "
            + "(\(c.passesRendered) rendered), cache hits \(c.cacheHits), misses \(c.cacheMisses)"
    }

    /// The `--stats` line.
    package var line: String { "stats: \(timingText), \(countText)" }
}
