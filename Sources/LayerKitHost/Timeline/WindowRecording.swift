import Foundation
import LayerKitRaster

/// What writes a window's recording (a demo shell gives one that writes an animated PNG).
package protocol WindowFrameRecorder: AnyObject {
    /// Starts a recording; returns the path it will be written to.
    func begin() throws -> String
    /// Adds the next frame shown (each frame stands for 1/60 s of the recording).
    func append(_ frame: CGImage) throws
    /// Ends the recording and writes it; returns the path written.
    func end() throws -> String
}

/// The window's R key (issue 16, a LayerKit addition): starts and stops recording what the
/// window shows, one frame per display frame (60 per second), each the app's frame as
/// presented (the timeline bar and the HUD, the window's tools, are left out), at the media
/// time shown: live time normally, the timeline's time while it is shown. While a recording
/// runs, the window draws every display frame, also when nothing changes. R is the window's
/// only while a recorder is set; its lines go to standard error.
package final class WindowRecording {
    /// What writes the recording; nil: R is the app's key.
    package var recorder: WindowFrameRecorder?
    /// Whether a recording runs.
    package private(set) var isRecording = false
    /// Frames added to the recording that runs (or ran last).
    package private(set) var frameCount = 0
    /// Where one-line notices go (standard error in a window; tests collect them).
    package var notices: (String) -> Void = { FileHandle.standardError.write(Data("layerkit: \($0)\n".utf8)) }

    package init() {}

    /// Handles R (no modifiers but Shift) when a recorder is set; false for other keys.
    package func handle(_ key: KeyEvent) -> Bool {
        guard recorder != nil, key.modifiers.isDisjoint(with: [.control, .alt]),
              case .character(let c) = key.key, c == "r" || c == "R" else { return false }
        toggle()
        return true
    }

    /// Starts or stops the recording.
    package func toggle() {
        guard let recorder else { return notices("recording: this window has no recorder") }
        if isRecording { return stop() }
        do {
            let path = try recorder.begin()
            isRecording = true
            frameCount = 0
            notices("recording to \(path); R stops")
        } catch {
            notices("recording could not start: \(error)")
        }
    }

    /// Adds the frame on `surface` (premultiplied ARGB32, copied) while recording.
    package func capture(_ surface: Surface) {
        guard isRecording, let recorder else { return }
        do {
            try recorder.append(Self.image(of: surface))
            frameCount += 1
        } catch {
            notices("recording stopped: \(error)")
            stop()
        }
    }

    /// Ends the recording that runs, writing it (no-op when none runs).
    package func stop() {
        guard isRecording, let recorder else { return }
        isRecording = false
        do {
            let path = try recorder.end()
            notices("recorded \(frameCount) frames (\(String(format: "%.2f", Double(frameCount) / 60)) s) to \(path)")
        } catch {
            notices("recording failed: \(error)")
        }
    }

    /// A copy of `surface` as an image.
    package static func image(of surface: Surface) -> CGImage {
        let storage = PixelStorage(width: surface.width, height: surface.height)
        for y in 0..<surface.height { (storage.pixels + y * storage.stride).update(from: surface.row(y), count: surface.width) }
        return CGImage(storage: storage)
    }
}
