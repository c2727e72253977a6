import Foundation
import LayerKit
import LayerKitTestSupport
import Testing

/// `layerdemos --example 7.7` as a user sees it: a window on a private Xvfb, clicked with
/// xdotool and read back with XGetImage. The red square is found on screen by its colour,
/// not by where the code puts it, so the test checks what is drawn.
///
/// Oracles: CATALOG.md 7.7 (a click inside the layer as it is seen recolours it; any other
/// click moves it there in a 4 s transaction with the default curve, 0.8024 of the way at
/// half time; the move ends at its target), DESIGN.md "Present" (clicks are hit-tested on the
/// presentation tree). Wall-clock time is read here on purpose: this is the real window.
@Suite("7.7 end to end under Xvfb", .serialized,
       .enabled(if: Xvfb.isInstalled, "needs Xvfb, xdotool and ipcs (apt-get install xvfb xdotool util-linux)"), .ownMediaClock, .oneAtATime)
struct Listing7_7EndToEndTests {
    @Test("7.7: clicks recolour the square where it is drawn, even mid-move, and the move still ends at its target")
    func clickMovingSquare() throws {
        let x = try Xvfb()
        defer { x.stop() }
        let app = try LayerDemosProcess(["--example", "7.7"], display: x.display)
        defer { app.kill9() }
        let window = try app.waitForWindow(on: x)
        defer { _ = try? runTool("xdotool", ["key", "--window", String(window.id), "q"], display: x.display) }
        let shots = E2E77.ShotLog()

        // 1. The red square shows, 100 x 100, centred in the demo's root view.
        let red: UInt32 = 0xFFFF_0000
        let first = try E2E77.waitFor("the red square", on: x, window: window) { E2E77.blob(ofColor: red, in: $0) }
        shots.save(first.shot, "7.7-1-start")
        #expect(first.value.width == 100 && first.value.height == 100, "the square is \(first.value)")
        let start = CGPoint(x: first.value.midX, y: first.value.midY)
        // The root view is 400 x 400 around the square's first centre; its gray is the background.
        let root = CGRect(x: start.x - 200, y: start.y - 200, width: 400, height: 400)

        // 2. A click on it recolours it in place.
        try window.click(start, display: x.display)
        let recoloured = try E2E77.waitForSteadyColour(on: x, window: window, within: root, other: red)
        shots.save(recoloured.shot, "7.7-2-recoloured")
        let colour1 = recoloured.blob.color
        #expect(recoloured.blob.rect == first.value, "still at \(first.value): \(recoloured.blob.rect)")

        // 3. A click elsewhere starts a 4 s move there.
        let target = CGPoint(x: start.x - 120, y: start.y + 100)
        let t0 = Date()
        try window.click(target, display: x.display)
        let t1 = Date()
        Thread.sleep(forTimeInterval: 1.8)
        let a0 = Date()
        let midShot = try x.screenshot(of: window)
        let a1 = Date()
        shots.save(midShot, "7.7-3-moving")
        let moving = try #require(E2E77.squareBlob(in: midShot, within: root), "the square is on screen mid-move")
        #expect(moving.color == colour1)
        let seen = CGPoint(x: moving.rect.midX, y: moving.rect.midY)
        let progress = E2E77.progress(of: seen, from: start, to: target)
        #expect(progress > 0.3 && progress < 0.98, "mid-move, progress \(progress)")
        // The default curve bounds where it can be: the time since the move began lies between
        // (shot start − click end − event and frame latency, 0.3 s allowed on a busy machine)
        // and (shot end − click start). A linear move would be at about 0.45 here, not 0.8.
        let curve = CAMediaTimingFunction(name: .default)
        let earliest = curve.solve(max(0, (a0.timeIntervalSince(t1) - 0.3) / 4))
        let latest = curve.solve(min(1, (a1.timeIntervalSince(t0) + 0.02) / 4))
        #expect(progress >= earliest - 0.03 && progress <= latest + 0.03,
                "progress \(progress) should lie in \(earliest)...\(latest) on the default curve")

        // 4. A click where it is seen, mid-move, recolours it; it goes on moving.
        try window.click(seen, display: x.display)
        let clickedAt = Date()
        let again = try E2E77.waitForSteadyColour(on: x, window: window, within: root, other: colour1)
        shots.save(again.shot, "7.7-4-recoloured-mid-move")
        #expect(again.blob.color != red)
        let stillMoving = E2E77.progress(of: CGPoint(x: again.blob.rect.midX, y: again.blob.rect.midY), from: start, to: target)
        #expect(clickedAt.timeIntervalSince(t0) < 3.5 && stillMoving < 0.999, "the recolour came mid-move (\(stillMoving))")

        // 5. The move still ends at the first target, 4 s after the click that started it.
        let wait = 4.3 - Date().timeIntervalSince(t0)
        if wait > 0 { Thread.sleep(forTimeInterval: wait) }
        let end = try E2E77.waitFor("the square at rest", on: x, window: window) { shot -> E2E77.Blob? in
            guard let b = E2E77.squareBlob(in: shot, within: root), b.isSettled,
                  let later = try? x.screenshot(of: window), E2E77.squareBlob(in: later, within: root) == b else { return nil }
            return b
        }
        shots.save(end.shot, "7.7-5-arrived")
        #expect(abs(end.value.rect.midX - target.x) <= 1 && abs(end.value.rect.midY - target.y) <= 1,
                "ends centred at \(target): \(end.value.rect)")
        #expect(end.value.color == again.blob.color)
        #expect(app.process.isRunning, "layerdemos still runs: \(app.standardError)")
    }
}

/// What the 7.7 end-to-end test reads off the screen: the square, its colour, how far it has moved.
enum E2E77 {
    /// Grabs the window until `find` returns a value (5 s at most).
    static func waitFor<T>(_ what: String, on x: Xvfb, window: E2EWindow,
                           _ find: (Bitmap) -> T?) throws -> (value: T, shot: Bitmap) {
        for _ in 0..<100 {
            let shot = try x.screenshot(of: window)
            if let v = find(shot) { return (v, shot) }
            usleep(50_000)
        }
        throw E2EError("\(what) did not show within 5 s")
    }

    /// Grabs until the square has one colour other than `other` in two grabs 100 ms apart
    /// (a recolour's cross-fade over), wherever it is (5 s at most).
    static func waitForSteadyColour(on x: Xvfb, window: E2EWindow, within area: CGRect,
                                    other: UInt32) throws -> (blob: Blob, shot: Bitmap) {
        var last: Blob?
        for _ in 0..<50 {
            let shot = try x.screenshot(of: window)
            if let b = squareBlob(in: shot, within: area), b.isSettled, b.color != other {
                if let l = last, l.color == b.color { return (b, shot) }
                last = b
            } else {
                last = nil
            }
            usleep(100_000)
        }
        throw E2EError("the square did not settle on a new colour within 5 s")
    }

    /// The bounding box of the pixels of exactly `color`, if any.
    static func blob(ofColor color: UInt32, in b: Bitmap) -> CGRect? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<b.height {
            for x in 0..<b.width where b.pixels[y * b.width + x] == color {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// The square inside the root view: the box of its pixels that are not the background
    /// gray, and the colour at its centre.
    struct Blob: Equatable {
        var rect: CGRect
        var color: UInt32
        /// Whether it is a 100 x 100 square of one colour (not caught mid-cross-fade).
        var isSettled: Bool
    }

    /// The blob of non-gray pixels inside `area` of `b` (the demo's root view), if any.
    static func squareBlob(in b: Bitmap, within area: CGRect) -> Blob? {
        let gray: UInt32 = 0xFFBF_BFBF
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in max(0, Int(area.minY))..<min(b.height, Int(area.maxY)) {
            for x in max(0, Int(area.minX))..<min(b.width, Int(area.maxX)) where b.pixels[y * b.width + x] != gray {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        let rect = CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        let centre = b.pixels[(minY + maxY) / 2 * b.width + (minX + maxX) / 2]
        let corners = [b.pixels[minY * b.width + minX], b.pixels[maxY * b.width + maxX]]
        let settled = rect.width == 100 && rect.height == 100 && corners.allSatisfy { $0 == centre }
        return Blob(rect: rect, color: centre, isSettled: settled)
    }

    /// How far along the line from `a` to `b` the point `p` lies (0 at `a`, 1 at `b`).
    static func progress(of p: CGPoint, from a: CGPoint, to b: CGPoint) -> Double {
        let d = CGPoint(x: b.x - a.x, y: b.y - a.y)
        return Double(((p.x - a.x) * d.x + (p.y - a.y) * d.y) / (d.x * d.x + d.y * d.y))
    }

    /// Keeps the screenshots for people to look at, in the temporary directory.
    final class ShotLog {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layerdemos-e2e-7.7")
        func save(_ b: Bitmap, _ name: String) {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try? b.writePNG(to: directory.appendingPathComponent(name + ".png").path)
        }
    }
}
