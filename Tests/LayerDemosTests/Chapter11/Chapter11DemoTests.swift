import DemoKit
import Foundation
import LayerDemos
import LayerKitPhysics
import LayerKitTestSupport
import Testing

/// Chapter 11's demos, checked against CATALOG.md's "Checks" (the ball at y = 201.6 after 30
/// steps and 268 after 60; 201.6 at 0.5 s on a display link whatever the frame times; the
/// crate starting at (150, 250) and near y = 125 after 0.5 s; every crate in the box and at
/// rest after 5 s; ⌈T·120⌉ fixed steps; identical states at equal step counts) and hand
/// computation (bounceEaseOut(0.5) = 0.71875, so y = 32 + 236 · 0.71875 = 201.625, the
/// CATALOG's 201.6).
@Suite("Chapter 11 demos: timer-based animation", .ownMediaClock)
struct Chapter11DemoTests {
    @Test("11.1: after 30 timer steps y = 201.6; after 60, y = 268, the timer is stopped and the ball stays")
    func timerBounce() throws {
        let demo = Listing11_1()
        try DemoRun.with(demo) { run in
            try run.run(until: 0.5)
            #expect(demo.drop.ball?.steps == 30)
            #expect(near(run.position("ball", in: .model), CGPoint(x: 150, y: 201.625), 1e-6))
            try run.run(until: 1)
            #expect(demo.drop.ball?.steps == 60)
            #expect(near(run.position("ball", in: .model), CGPoint(x: 150, y: 268), 1e-9))
            #expect(demo.drop.timer?.isValid == false)
            try run.run(until: 1.5)
            #expect(demo.drop.ball?.steps == 60 && near(run.position("ball"), CGPoint(x: 150, y: 268), 1e-9))
            run.tap(CGPoint(x: 20, y: 20), at: 2)
            try run.run(until: 2.5)
            #expect(near(run.position("ball", in: .model), CGPoint(x: 150, y: 201.625), 1e-6), "a press replays")
        }
    }

    @Test("11.2: display-link calls at 0, 0.016, 0.05 and 0.5 s advance 0.016, 0.034 and 0.45 s: y = 201.6 at 0.5 s")
    func displayLinkBounce() throws {
        let demo = Listing11_2()
        try DemoRun.with(demo) { run in
            var deltas: [CFTimeInterval] = []
            for t in [0, 0.016, 0.05, 0.5] {
                run.tick(at: t)
                if t > 0 { deltas.append(demo.drop.ball?.lastStepDuration ?? .nan) }
            }
            for (d, want) in zip(deltas, [0.016, 0.034, 0.45]) { #expect(abs(d - want) < 1e-12) }
            #expect(near(run.position("ball", in: .model), CGPoint(x: 150, y: 201.625), 1e-6))
        }
    }

    @Test("11.2: at 1/60 s frames the link also reaches 201.6 at 0.5 s, and stops at 268 after 1 s")
    func displayLinkSteady() throws {
        let demo = Listing11_2()
        try DemoRun.with(demo) { run in
            try run.run(until: 0.5)
            #expect(near(run.position("ball", in: .model), CGPoint(x: 150, y: 201.625), 1e-6))
            try run.run(until: 1.2)
            let steps = demo.drop.ball?.steps
            try run.run(until: 1.5)
            #expect(demo.drop.ball?.steps == steps, "the link was invalidated at the end")
            #expect(near(run.position("ball", in: .model), CGPoint(x: 150, y: 268), 1e-9))
        }
    }

    @Test("11.2a: the display link and the timer keep counting while the strip is dragged")
    func callbacksDuringDrag() throws {
        try DemoRun.with(Listing11_2a()) { run in
            run.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 60, y: 200), from: 0.2, to: 0.8)
            try run.run(until: 0.5)
            #expect(run.layer("strip").position.x < 480, "the strip follows the drag")
            try run.run(until: 1)
            let labels = run.container.sublayers?.compactMap { ($0 as? Label)?.text } ?? []
            #expect(labels.contains("display link: 61 frames"))
            #expect(labels.contains("timer every 0.1 s: 10 firings"))
        }
    }

    @Test("11.3: the crate starts at (150, 250); after 0.5 s of free fall y ≈ 125 (129.17 by Chipmunk's steps); no rotation")
    func fallingCrate() throws {
        let demo = Listing11_3()
        try DemoRun.with(demo) { run in
            let body = try #require(demo.handle.world?.crates.first?.body)
            #expect(body.position == CGPoint(x: 150, y: 250))
            #expect(run.position("crate0", in: .model) == CGPoint(x: 150, y: 250))
            try run.run(until: 0.5)
            #expect(abs(body.position.y - 125) < 5)
            // 30 steps of 1/60 s: 250 − 1000 · (1/60)² · 30 · 29 / 2.
            #expect(abs(body.position.y - (250 - 1000.0 / 3600 * 435)) < 1e-6)
            #expect(body.angle == 0 && body.position.x == 150)
            #expect(run.position("crate0", in: .model) == body.position)
        }
    }

    /// The axis-aligned bounds of a crate's box of `side` turned by `angle` around `center`.
    static func bounds(center: CGPoint, size: CGSize, angle: CGFloat) -> CGRect {
        let w = abs(size.width * cos(angle)) + abs(size.height * sin(angle))
        let h = abs(size.width * sin(angle)) + abs(size.height * cos(angle))
        return CGRect(x: center.x - w / 2, y: center.y - h / 2, width: w, height: h)
    }

    @Test("11.4: after 5 s of downward gravity every crate lies inside [0, 300]² and is at rest")
    func cratesSettle() throws {
        let demo = Listing11_4()
        try DemoRun.with(demo) { run in
            try run.run(until: 5)
            let world = try #require(demo.handle.world)
            #expect(world.crates.count == 5)
            for (i, crate) in world.crates.enumerated() {
                let box = Self.bounds(center: crate.body.position, size: Chapter11.fiveCrates[i].size, angle: crate.body.angle)
                #expect(box.minX >= 0 && box.minY >= 0 && box.maxX <= 300 && box.maxY <= 300, "crate \(i): \(box)")
                #expect(abs(crate.body.velocity.x) < 1 && abs(crate.body.velocity.y) < 1, "crate \(i): \(crate.body.velocity)")
            }
        }
    }

    @Test("11.4: the Left arrow sets gravity (−1000, 0) and the crates pile against x = 0; a drag points it along the drag")
    func tiltLeft() throws {
        let demo = Listing11_4()
        try DemoRun.with(demo) { run in
            try run.run(until: 1)
            #expect(run.press(.left))
            let world = try #require(demo.handle.world)
            #expect(world.space.gravity == CGPoint(x: -1000, y: 0))
            try run.run(until: 6)
            for (i, crate) in world.crates.enumerated() {
                #expect(crate.body.position.x < 150, "crate \(i) at \(crate.body.position)")
            }
            #expect(world.crates.contains { $0.body.position.x - $0.view.bounds.width / 2 < 2 })
            run.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 40), from: 6.1, to: 6.3)
            try run.run(until: 6.3)
            #expect(near(world.space.gravity, CGPoint(x: 0, y: 1000), 1e-9), "dragging up pulls up (y up)")
        }
        #expect(Listing11_4.gravity(forDrag: CGPoint(x: 3, y: 4)) == nil)
        #expect(Listing11_4.gravity(forDrag: CGPoint(x: CGFloat.nan, y: 40)) == nil)
        #expect(Listing11_4.gravity(for: .character("a")) == nil)
    }
}

extension DemoRun {
    /// One frame at exactly media time `t`, with no frames between (a fake clock's frame).
    func tick(at t: CFTimeInterval) {
        MediaClock.freeze(at: t)
        _ = host.scene.tickOnRenderThread(now: t, target: t)
    }
}

/// 11.2a's counters read as English: "1 frame", "2 frames" (issue 34: "1 frames").
extension HeadlessDemoTests {
    @Suite("11.2a's counters")
    struct Chapter11CounterTests {
        @Test("after the display link's first frame the counter says \"display link: 1 frame\", then \"2 frames\"")
        func singularAndPlural() throws {
            let run = try DemoRun(Listing11_2a())
            defer { run.finish() }
            func text() -> String {
                var found = ""
                func visit(_ l: CALayer) {
                    if let label = l as? Label, label.text.hasPrefix("display link:") { found = label.text }
                    for s in l.sublayers ?? [] { visit(s) }
                }
                visit(run.container)
                return found
            }
            var seen: Set<String> = []
            for k in 0...4 {
                try run.run(until: Double(k) / 60)
                seen.insert(text())
            }
            #expect(seen.contains("display link: 1 frame") && seen.contains("display link: 2 frames"), "\(seen)")
            #expect(!seen.contains("display link: 1 frames"))
        }
    }
}
