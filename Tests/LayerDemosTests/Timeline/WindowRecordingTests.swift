import Foundation
import Testing
@testable import DemoKit
import LayerDemos
import LayerKitTestSupport

/// The window's R key (issue 16) on the fake window host (`TimelineRig`). Oracles: an
/// independent APNG decoder (Pillow, as in `RecordingTests`) compared with the frames the
/// window presented while recording; the documented naming (`layerdemos-<example>-<n>.png`,
/// n the first free number) and frame length (one display frame, 1/60 s).
@Suite("Window recording", .ownMediaClock)
struct WindowRecordingTests {
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layerdemos-window-rec-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("R twice writes layerdemos-8.10-1.png whose frames Pillow decodes to the frames shown, played and stepped",
          .enabled(if: RecordingTests.hasPillow, "needs Debian's python3 and python3-pil (apt-get install python3 python3-pil)"))
    func recordingHoldsTheFramesShown() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let rig = try TimelineRig(Listing8_10())
        defer { rig.finish() }
        rig.recording.recorder = WindowAPNGRecorder(directory: dir) { "layerdemos-8.10" }
        rig.play(until: 0.5)
        let before = rig.shown.count
        #expect(rig.press(.character("r"), "r"))
        #expect(rig.recording.isRecording)
        for _ in 0..<12 { rig.tick() }
        rig.press(.character("."), ".")
        for _ in 0..<3 {
            rig.tick()
            rig.press(.character("."), ".")
        }
        rig.tick()
        #expect(rig.press(.character("R"), "R"))
        #expect(!rig.recording.isRecording)
        let shown = Array(rig.shown[before...])
        let file = dir.appendingPathComponent("layerdemos-8.10-1.png")
        #expect(rig.notices.contains("recorded \(shown.count) frames (\(String(format: "%.2f", Double(shown.count) / 60)) s) to \(file.path)"))
        let decoded = try RecordingTests.decodeWithPillow(file)
        #expect(decoded.width == 400 && decoded.height == 400)
        #expect(decoded.frames.count == shown.count)
        for (k, (frame, image)) in zip(decoded.frames, shown).enumerated() {
            #expect(frame == RecordingTests.rgba(image), "frame \(k)")
        }
        #expect(decoded.durations.allSatisfy { abs($0 - 1000.0 / 60) < 0.5 }, "\(decoded.durations)")
        // The played frames move (8.10 animates) and the stepped ones are 1/60 s apart.
        #expect(!samePixels(shown[0], shown[11]))
        // A second recording takes the next free name.
        rig.press(.character("r"), "r")
        rig.tick()
        rig.press(.character("r"), "r")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("layerdemos-8.10-2.png").path))
    }

    @Test("R with no frame shown writes nothing and says so; a directory that is not one refuses to start")
    func emptyAndBadRecordings() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let rig = try TimelineRig(Listing8_10())
        defer { rig.finish() }
        rig.recording.recorder = WindowAPNGRecorder(directory: dir) { "x" }
        rig.press(.character("r"), "r")
        rig.press(.character("r"), "r")
        #expect(rig.notices.last == "recording failed: no frame was shown while recording; nothing written")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
        rig.recording.recorder = WindowAPNGRecorder(directory: dir.appendingPathComponent("missing")) { "x" }
        rig.press(.character("r"), "r")
        #expect(!rig.recording.isRecording)
        #expect(rig.notices.last?.hasPrefix("recording could not start: ") == true)
    }
}
