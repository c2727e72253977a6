import Foundation
import LayerKitTestSupport
import Testing
@testable import DemoKit
@testable import LayerDemos

/// Every demo driven headless by the input a viewer gives it in the window: a drag across the
/// stage, wheel steps, a click and keys, through the same `HeadlessHost` event queue and
/// scripted drags as `layerdemos --headless --drag`. Oracle: the book's demos are apps that
/// take any input without stopping (issue 34: 15.3 stopped on its first drag or wheel event,
/// "Attempted to read an unowned reference"), and a demo that takes input answers it: its frame
/// after the input differs from the frame at the same media time without it, or it logs what
/// the book shows in an alert (runs are deterministic headless, so the difference is the input's).
extension HeadlessDemoTests {
    @Suite("Demos take a drag, the wheel, a click and keys")
    struct DemoInputTests {
        /// Demos that take input but do not answer this generic script, each with why.
        static let answersElsewhere: [String: String] = [
            "14.6": "its table of eight rows fits the stage: there is nothing to scroll",
            "5.9a": "the button on face 3 lies under faces added after it, which take the click, as the book explains (5.10a answers it)",
            "5.10": "the button on face 3 lies under faces added after it, which take the click, as the book explains (5.10a answers it)",
        ]

        @Test("every demo runs on through a drag, wheel steps, a click and keys, and one that takes input answers them",
              arguments: LayerDemos.all.map(\.id))
        func everyDemoTakesInput(id: String) throws {
            let demo = try #require(LayerDemos.catalog.demo(id: id))
            // Frames at 0.95 s (just after the clicks: a short flash still shows) and 1.2 s.
            let still = try DemoRun.with(demo) { run in ([try run.frame(at: 0.95), try run.frame(at: 1.2)], run.messages) }
            let driven = try DemoRun.with(try #require(LayerDemos.catalog.demo(id: id))) { run -> ([Bitmap], [String], Bool) in
                let takesInput = run.environment.takesInput
                Self.script(run, size: demo.contentSize)
                return ([try run.frame(at: 0.95), try run.frame(at: 1.2)], run.messages, takesInput)
            }
            guard driven.2, Self.answersElsewhere[id] == nil else { return }
            // An answer is in the frames, or in the status line (what the book shows as an alert).
            #expect(driven.0 != still.0 || driven.1 != still.1, "\(id) takes input but neither its frames nor its messages changed")
        }

        /// The controls a viewer can click in `root`'s tree (not labels), in tree order.
        static func controls(in root: CALayer) -> [Control] {
            var out: [Control] = []
            func visit(_ l: CALayer) {
                if let c = l as? Control, !(c is Label), c.isEnabled, !c.isHidden { out.append(c) }
                for s in l.sublayers ?? [] { visit(s) }
            }
            visit(root)
            return out
        }

        /// The generic script: a drag from the stage's centre up and left (0.2-0.5 s), three
        /// wheel notches down and one right over the centre (0.6 s), a click below right of the
        /// centre (0.8 s) and on each control (from 0.82 s), then (at 0.9 s) Space, digits and the
        /// arrow keys a demo may bind.
        static func script(_ run: DemoRun, size: CGSize) {
            let c = CGPoint(x: size.width / 2, y: size.height / 2)
            run.drag(from: c, to: CGPoint(x: c.x - 90, y: c.y - 70), from: 0.2, to: 0.5)
            for (i, d) in [CGSize(width: 0, height: 30), CGSize(width: 10, height: 0)].enumerated() {
                run.host.post(PointerEvent(phase: .scroll, location: c, button: 0, scrollDelta: d,
                                           timestamp: 0.6 + Double(i) * run.host.scene.frameInterval))
            }
            run.tap(CGPoint(x: c.x + 60, y: c.y + 50), at: 0.8)
            // Then a click on each of its controls (buttons, switches, segments), one per frame.
            for (i, control) in controls(in: run.container).enumerated() {
                // A segmented control: the middle of the segment after the selected one.
                var x = control.bounds.midX
                if let segments = control as? SegmentedControl, !segments.items.isEmpty {
                    let n = segments.items.count, w = control.bounds.width / CGFloat(n)
                    x = control.bounds.minX + w * (CGFloat((segments.selectedSegmentIndex + 1) % n) + 0.5)
                }
                let p = run.container.convert(CGPoint(x: x, y: control.bounds.midY), from: control)
                run.tap(p, at: 0.82 + Double(i) * run.host.scene.frameInterval)
            }
            try? run.run(until: 0.9)
            for key in [KeyEvent.Key.space, .character("1"), .character("2"), .up, .down] {
                run.press(key, characters: key == .space ? " " : "")
            }
        }
    }
}
