import Foundation
import LayerKit
import LayerKitTestSupport
import Testing

/// The Wayland twin of `Listing7_7EndToEndTests`: `layerdemos --example 7.7` on a private
/// headless sway, clicked with `swaymsg seat - cursor` and read back with grim. Oracles as
/// there: CATALOG.md 7.7 (a click inside the layer as it is seen recolours it; any other click
/// moves it there in a 4 s transaction), DESIGN.md "Present" (clicks are hit-tested on the
/// presentation tree). Wall-clock time is read here on purpose: this is the real window.
@Suite("7.7 end to end under headless sway", .serialized, .enabled(if: Sway.isInstalled, "needs sway, grim and wtype (apt-get install sway grim wtype)"), .ownMediaClock, .oneAtATime)
struct WaylandListing7_7EndToEndTests {
    @Test("7.7 on Wayland: clicks recolour the square where it is drawn, even mid-move, and the move ends at its target")
    func clickMovingSquare() throws {
        let sway = try Sway()
        defer { sway.stop() }
        let app = try LayerDemosProcess(["--example", "7.7"], display: nil, environment: sway.environment)
        defer { app.kill9() }
        _ = try sway.waitForWindow(app)
        let shots = E2E77.ShotLog()
        // Sway floats, moves and decorates the window after it maps: until the first picture
        // where it is is read each time, then kept (each grab is quicker, which the mid-move
        // checks need on a loaded machine).
        var placed: CGRect?
        var frame: CGRect { placed ?? ((try? sway.window()) ?? nil)?.rect ?? .zero }
        func shot() throws -> Bitmap { try sway.screenshot(frame) }
        func onOutput(_ p: CGPoint) -> CGPoint { CGPoint(x: frame.minX + p.x, y: frame.minY + p.y) }

        let red: UInt32 = 0xFFFF_0000
        let first = try Self.waitFor("the red square", shot) { E2E77.blob(ofColor: red, in: $0) }
        placed = frame
        shots.save(first.shot, "wayland-7.7-1-start")
        #expect(first.value.width == 100 && first.value.height == 100, "the square is \(first.value)")
        let start = CGPoint(x: first.value.midX, y: first.value.midY)
        let root = CGRect(x: start.x - 200, y: start.y - 200, width: 400, height: 400)

        try sway.click(onOutput(start))
        let recoloured = try Self.waitForSteadyColour(shot, within: root, other: red)
        shots.save(recoloured.shot, "wayland-7.7-2-recoloured")
        let colour1 = recoloured.blob.color
        #expect(recoloured.blob.rect == first.value, "still at \(first.value): \(recoloured.blob.rect)")

        let target = CGPoint(x: start.x - 120, y: start.y + 100)
        let t0 = Date()
        try sway.click(onOutput(target))
        Thread.sleep(forTimeInterval: 1.8)
        let midShot = try shot()
        shots.save(midShot, "wayland-7.7-3-moving")
        let moving = try #require(E2E77.squareBlob(in: midShot, within: root), "the square is on screen mid-move")
        #expect(moving.color == colour1)
        let seen = CGPoint(x: moving.rect.midX, y: moving.rect.midY)
        let progress = E2E77.progress(of: seen, from: start, to: target)
        #expect(progress > 0.3 && progress < 0.98, "mid-move, progress \(progress)")

        try sway.click(onOutput(seen))
        let clickedAt = Date()
        let again = try Self.waitForSteadyColour(shot, within: root, other: colour1)
        shots.save(again.shot, "wayland-7.7-4-recoloured-mid-move")
        #expect(again.blob.color != red)
        let stillMoving = E2E77.progress(of: CGPoint(x: again.blob.rect.midX, y: again.blob.rect.midY), from: start, to: target)
        #expect(clickedAt.timeIntervalSince(t0) < 3.5 && stillMoving < 0.999, "the recolour came mid-move (\(stillMoving))")

        let wait = 4.3 - Date().timeIntervalSince(t0)
        if wait > 0 { Thread.sleep(forTimeInterval: wait) }
        let end = try Self.waitFor("the square at rest", shot) { b -> E2E77.Blob? in
            guard let blob = E2E77.squareBlob(in: b, within: root), blob.isSettled,
                  let later = try? shot(), E2E77.squareBlob(in: later, within: root) == blob else { return nil }
            return blob
        }
        shots.save(end.shot, "wayland-7.7-5-arrived")
        #expect(abs(end.value.rect.midX - target.x) <= 1 && abs(end.value.rect.midY - target.y) <= 1,
                "ends centred at \(target): \(end.value.rect)")
        #expect(end.value.color == again.blob.color)
        #expect(app.process.isRunning, "layerdemos still runs: \(app.standardError)")
    }

    /// Grabs until `find` returns a value (5 s at most).
    static func waitFor<T>(_ what: String, _ shot: () throws -> Bitmap, _ find: (Bitmap) -> T?) throws -> (value: T, shot: Bitmap) {
        for _ in 0..<100 {
            let b = try shot()
            if let v = find(b) { return (v, b) }
            usleep(50_000)
        }
        throw E2EError("\(what) did not show within 5 s")
    }

    /// Grabs until the square has one colour other than `other` in two grabs 100 ms apart.
    static func waitForSteadyColour(_ shot: () throws -> Bitmap, within area: CGRect,
                                    other: UInt32) throws -> (blob: E2E77.Blob, shot: Bitmap) {
        var last: E2E77.Blob?
        for _ in 0..<50 {
            let b = try shot()
            if let blob = E2E77.squareBlob(in: b, within: area), blob.isSettled, blob.color != other {
                if let l = last, l.color == blob.color { return (blob, b) }
                last = blob
            } else {
                last = nil
            }
            usleep(100_000)
        }
        throw E2EError("the square did not settle on a new colour within 5 s")
    }
}
