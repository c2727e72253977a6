import Foundation
import LayerKitTestSupport
import Testing

/// `layerdemos` on a private weston (headless backend), the second compositor: the host's
/// protocol use is not sway's alone. Weston's headless backend has no seat, so these read what
/// the app reports. Oracles: issue 37 (frames paced by the compositor's frame callbacks; with
/// nothing changing no frame is drawn; a lost compositor ends the app with one line),
/// `LayerWindow.printsStats` (one `stats:` line a second while frames are shown).
@Suite("End to end under headless weston", .serialized, .enabled(if: Weston.isInstalled, "needs weston (apt-get install weston)"), .ownMediaClock, .oneAtATime)
struct WestonEndToEndTests {
    /// The frames shown per second in each `stats:` line printed so far.
    static func framesPerSecond(_ output: String) -> [Int] {
        output.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("stats: "), let n = line.dropFirst(7).split(separator: " ").first else { return nil }
            return Int(n)
        }
    }

    @Test("an animating demo (6.8x's endless fade) presents frames on weston: every stats line counts frames shown")
    func presentsFrames() throws {
        let weston = try Weston()
        defer { weston.stop() }
        let app = try LayerDemosProcess(["--example", "6.8x", "--stats"], display: nil, environment: weston.environment)
        defer { app.kill9() }
        var counts: [Int] = []
        for _ in 0..<150 where counts.count < 4 {
            guard app.process.isRunning else { break }
            usleep(100_000)
            counts = Self.framesPerSecond(app.standardOutput)
        }
        #expect(app.process.isRunning, "layerdemos ended: \(app.standardError)")
        #expect(counts.count >= 4, "stats lines: \(app.standardOutput)")
        // The first second may hold the start-up; every later one shows frames.
        #expect(counts.dropFirst().allSatisfy { $0 > 0 }, "frames per second: \(counts)")
        #expect(app.standardError.isEmpty, "stderr: \(app.standardError)")
    }

    @Test("when weston is killed the app ends with one line and a failure status, not a crash")
    func compositorKilled() throws {
        let weston = try Weston()
        let app = try LayerDemosProcess(["--example", "6.8x", "--stats"], display: nil, environment: weston.environment)
        defer { app.kill9() }
        for _ in 0..<150 where Self.framesPerSecond(app.standardOutput).isEmpty && app.process.isRunning { usleep(100_000) }
        #expect(!Self.framesPerSecond(app.standardOutput).isEmpty, "no frames before the kill: \(app.standardError)")
        weston.stop()
        #expect(app.wait(seconds: 5) == 1)
        let lines = app.standardError.split(separator: "\n")
        #expect(lines.count == 1 && lines.first?.contains("lost the connection to the Wayland compositor") == true,
                "stderr: \(app.standardError)")
    }
}
