import Foundation

/// Records a demo headless into an animated image, as `layerdemos --record` does: the demo is
/// built in a `HeadlessSession` with the scripted input, and frame `k` is the frame the
/// session renders at media time `plan.time(ofFrame: k)`. Nothing reads a clock, so the
/// bytes are the same on every machine.
package enum Recorder {
    /// The file's bytes for `demo` recorded as `plan` says at `scale` pixels per point, with
    /// `inputs` driving it; demo messages go to `log`. A GIF renders the recording twice: once
    /// to choose its palette over every frame, once to write it (both runs are identical).
    package static func record(_ demo: Demo, plan: RecordingPlan, scale: CGFloat, inputs: [ScriptedInput],
                               log: @escaping (String) -> Void = { _ in }) throws -> Data {
        switch plan.format {
        case .apng:
            var encoder: APNGEncoder?
            try forEachFrame(demo, plan, scale, inputs, log) { image in
                if encoder == nil {
                    // Headless frames show the opaque harness gray under the demo.
                    encoder = APNGEncoder(width: image.width, height: image.height, frameCount: plan.frameCount,
                                          fps: plan.fps, opaque: image.isOpaque)
                }
                try encoder!.append(image)
            }
            return try encoder!.finish()
        case .gif:
            var palette = GIFPalette()
            try forEachFrame(demo, plan, scale, inputs, log) { palette.add($0) }
            var encoder: GIFEncoder?
            try forEachFrame(demo, plan, scale, inputs, { _ in }) { image in
                if encoder == nil { encoder = try GIFEncoder(width: image.width, height: image.height, fps: plan.fps, palette: palette) }
                try encoder!.append(image)
            }
            return try encoder!.finish()
        }
    }

    /// Renders the frames of `plan` in order and hands each to `body` (at least one frame).
    package static func forEachFrame(_ demo: Demo, _ plan: RecordingPlan, _ scale: CGFloat, _ inputs: [ScriptedInput],
                                     _ log: @escaping (String) -> Void, _ body: (CGImage) throws -> Void) throws {
        let session = try HeadlessSession(demo, scale: scale, inputs: inputs, log: log)
        defer { session.finish() }
        for k in 0..<plan.frameCount {
            try session.run(until: plan.time(ofFrame: k))
            try body(session.image)
        }
    }
}
