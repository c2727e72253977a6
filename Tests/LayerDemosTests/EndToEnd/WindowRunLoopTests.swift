import Foundation
import LayerKitTestSupport
import Testing
import LayerKit

/// A `LayerWindow` in this process on a private Xvfb. Oracles: DESIGN.md "Present" (the host
/// drives Foundation's run loop, so `Timer`s work, and an idle window waits without a timeout
/// until input arrives) and Foundation's Timer semantics.
@Suite("Window run loop", .serialized,
       .enabled(if: Xvfb.isInstalled, "needs Xvfb, xdotool and ipcs (apt-get install xvfb xdotool util-linux)"), .ownMediaClock, .oneAtATime)
struct WindowRunLoopTests {
    /// A 120 x 80 window on `x` with a white square at (10, 10, 40, 40) on black.
    private static func window(on x: Xvfb) throws -> (LayerWindow, CALayer) {
        let window = try LayerWindow(title: "runloop", size: CGSize(width: 120, height: 80), displayName: x.display)
        let square = CALayer()
        square.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        square.backgroundColor = CGColor(gray: 1, alpha: 1)
        window.rootLayer.backgroundColor = CGColor(gray: 0, alpha: 1)
        window.rootLayer.addSublayer(square)
        return (window, square)
    }

    /// Sets `layer`'s background without animation.
    private static func paint(_ layer: CALayer, _ color: CGColor) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.backgroundColor = color
        CATransaction.commit()
    }

    /// Swift Testing runs tests off the main thread, where the window waits in poll() on the X
    /// connection and services this thread's run loop: X events, ticks and timers must work.
    @Test("run() off the main thread: a Timer's change reaches the screen and an X key press arrives")
    func timersAndEventsOffMain() throws {
        let x = try Xvfb()
        defer { x.stop() }
        let (window, square) = try Self.window(on: x)
        var keys: [KeyEvent.Key] = []
        window.scene.keyHandler = { keys.append($0.key); window.quit(); return true }
        let shot = Screenshot()
        // At 0.2 s a Foundation timer turns the square red; at 0.8 s, long after the window went
        // idle, another timer grabs the screen and an X key press (from xdotool) ends the run.
        _ = Timer.scheduledTimer(withTimeInterval: 0.2, repeats: false) { _ in Self.paint(square, CGColor(red: 1, green: 0, blue: 0, alpha: 1)) }
        _ = Timer.scheduledTimer(withTimeInterval: 0.8, repeats: false) { _ in
            shot.image = try? x.screenshot()
            let id = try? runTool("xdotool", ["search", "--name", "^runloop$"], display: x.display)
                .split(separator: "\n").first.map(String.init)
            if let id { _ = try? runTool("xdotool", ["key", "--window", id, "k"], display: x.display) }
        }
        let watchdog = Timer.scheduledTimer(withTimeInterval: 10, repeats: false) { _ in window.quit() }
        defer { watchdog.invalidate() }
        let ending = window.run()
        #expect(ending == .quit)
        #expect(keys == [.character("k")])
        let image = try #require(shot.image)
        #expect(image[30, 30] == 0xFFFF_0000)
        #expect(image[80, 60] == 0xFF00_0000)
    }
}

/// Where the timer leaves its screenshot: timers fire on this thread's run loop, inside `run()`,
/// so nothing reads it concurrently.
private final class Screenshot: @unchecked Sendable {
    var image: Bitmap?
}
