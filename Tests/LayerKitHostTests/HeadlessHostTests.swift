import Foundation
import LayerKitTestSupport
import Testing
@testable import LayerKitHost

/// Headless stepping: the window's loop on a frozen media clock. Oracles: the same program
/// must give the same frame every run (DESIGN.md, deterministic headless renderer) and hand
/// computation of frame times (k / 60 s) and of where a display link puts a layer.
extension HostTimeTests {
    @Suite("Headless host")
    struct HeadlessHostTests {
        /// A scene where a scene timer starts an implicit move at 0.1 s, a display link slides a
        /// second layer at 120 points per second of frame time, and a click turns a third red.
        private static func render(until t: CFTimeInterval) throws -> (Bitmap, CGFloat, HeadlessHost) {
            let host = try HeadlessHost(size: CGSize(width: 64, height: 48), scale: 1)
            defer { host.finish() }
            let root = host.rootLayer
            root.backgroundColor = CGColor(gray: 1, alpha: 1)
            let a = CALayer(), b = CALayer(), c = CALayer()
            a.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
            b.frame = CGRect(x: 0, y: 20, width: 8, height: 8)
            c.frame = CGRect(x: 40, y: 36, width: 10, height: 10)
            for (l, g) in [(a, 0.0), (b, 0.3), (c, 0.6)] {
                l.backgroundColor = CGColor(gray: g, alpha: 1)
                root.addSublayer(l)
            }
            host.scene.scheduleTimer(withTimeInterval: 0.1, repeats: false) { _ in a.position = CGPoint(x: 54, y: 4) }
            let link = CADisplayLink { link in
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                b.position.x = 4 + 120 * CGFloat(link.targetTimestamp)
                CATransaction.commit()
            }
            link.add(to: .main, forMode: .default)
            defer { link.invalidate() }
            c.addGestureRecognizer(TapGestureRecognizer { _ in c.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1) })
            host.post(PointerEvent(phase: .down, location: CGPoint(x: 45, y: 41), timestamp: 0.05))
            host.post(PointerEvent(phase: .up, location: CGPoint(x: 45, y: 41), timestamp: 0.05))
            try host.run(until: t)
            return (Bitmap(host.image), b.position.x, host)
        }

        @Test("the same program stepped to the same time gives the same frame, twice")
        func deterministic() throws {
            let (first, _, _) = try Self.render(until: 0.2)
            let (second, _, _) = try Self.render(until: 0.2)
            #expect(first == second)
            // Mid-animation: the implicitly moving layer has left x = 0 and not reached x = 50.
            let row = (0..<64).map { first.pixels[4 * 64 + $0] }
            let dark = row.indices.filter { row[$0] == 0xFF00_0000 }
            #expect(!dark.isEmpty && dark.first! > 0 && dark.last! < 57)
        }

        @Test("frames fall on k/60 s, the last exactly on the requested time, and a display link sees them")
        func frameTimes() throws {
            let (image, linkX, host) = try Self.render(until: 0.5)
            #expect(host.frameCount == 31)
            #expect(host.time == 0.5)
            #expect(abs(linkX - (4 + 120 * 0.5)) < 1e-9)
            // The link-driven layer is drawn where the last frame put it: x 60..<68, clipped at 64.
            #expect(image.pixels[24 * 64 + 61] == 0xFF4D_4D4D)
            #expect(image.pixels[24 * 64 + 58] == 0xFFFF_FFFF)
            // The click at 0.05 s turned the third layer red; the move finished at 0.35 s.
            #expect(image.pixels[41 * 64 + 45] == 0xFFFF_0000)
            #expect(image.pixels[4 * 64 + 52] == 0xFF00_0000 && image.pixels[4 * 64 + 45] == 0xFFFF_FFFF)
        }

        @Test("the headless wall clock is the reference date plus the media time elapsed")
        func wallClock() throws {
            let host = try HeadlessHost(size: CGSize(width: 8, height: 8), startTime: 2)
            defer { host.finish() }
            try host.run(until: 3.25)
            #expect(host.scene.currentDate == HeadlessHost.referenceDate.addingTimeInterval(1.25))
            #expect(CACurrentMediaTime() == 3.25)
        }

        @Test("bad times and sizes are thrown errors with one clear line, never a crash")
        func badInput() throws {
            #expect(throws: LayerHostError.invalidTime(-1)) { try HeadlessHost(size: CGSize(width: 8, height: 8), startTime: -1) }
            #expect(throws: LayerHostError.self) { try HeadlessHost(size: CGSize(width: CGFloat.nan, height: 8)) }
            #expect(throws: LayerHostError.self) { try HeadlessHost(size: CGSize(width: 8, height: 8), scale: 0) }
            let host = try HeadlessHost(size: CGSize(width: 8, height: 8))
            defer { host.finish() }
            try host.run(until: 0.1)
            #expect(throws: LayerHostError.invalidTime(0.05)) { try host.run(until: 0.05) }
            #expect(throws: LayerHostError.self) { try host.run(until: .infinity) }
            #expect(throws: LayerHostError.self) { try host.run(until: .nan) }
            for e in [LayerHostError.invalidTime(.nan), .noDisplay(nil), .noDisplay(":7"), .invalidGeometry("x"),
                      .unsupportedVisual("depth 16")] {
                #expect(!e.description.contains("\n") && !e.description.isEmpty)
            }
        }

        @Test("opening a window on a display that does not exist throws noDisplay naming it")
        func missingDisplay() {
            #expect(throws: LayerHostError.noDisplay(":4711")) {
                try LayerWindow(size: CGSize(width: 100, height: 100), displayName: ":4711")
            }
            #expect(throws: LayerHostError.self) {
                try LayerWindow(size: CGSize(width: -1, height: 100), displayName: ":4711")
            }
        }
    }
}
