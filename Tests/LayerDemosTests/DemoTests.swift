import Foundation
import LayerKitTestSupport
import Testing
@testable import DemoKit
@testable import LayerDemos

/// Tests that freeze the process-wide media clock (headless runs), one at a time.
@Suite("Headless demos", .ownMediaClock)
enum HeadlessDemoTests {}

/// The demos of chapters 1 and 6 rendered headless. Oracles: CATALOG.md's "Checks" for 1.1
/// and 6.10, and hand computation of where content must be after a scroll.
extension HeadlessDemoTests {
    @Suite("Demos 1.1 and 6.10")
    struct DemoTests {
        @Test("1.1: the blue square sits 50 points inside the white 200-point view (CATALOG 1.1 checks)")
        func listing1_1() throws {
            let run = try DemoRun(Listing1_1())
            defer { run.finish() }
            let image = try run.frame(at: 0)
            let view = try #require(run.layer(named: "layerView"))
            #expect(view.sublayers?.count == 1)
            let origin = view.frame.origin  // (100, 100): centred in the 400-point container
            #expect(origin == CGPoint(x: 100, y: 100))
            let at = { (x: Int, y: Int) in image[Int(origin.x) + x, Int(origin.y) + y] }
            #expect(at(100, 100) == Pixel.blue)
            #expect(at(25, 25) == Pixel.white)
            #expect(at(50, 50) == Pixel.blue && at(149, 149) == Pixel.blue)
            #expect(at(49, 100) == Pixel.white && at(150, 100) == Pixel.white)
            #expect(image[99, 99] == Pixel.harnessGray)  // the harness gray outside the view
        }

        @Test("6.10: dragging by (-30, -20) scrolls bounds.origin by (30, 20) and the picture by exactly that")
        func listing6_10Scroll() throws {
            let run = try DemoRun(Listing6_10())
            defer { run.finish() }
            let before = try run.frame(at: 0.1)
            run.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 170, y: 180), from: 0.2, to: 0.5)
            let after = try run.frame(at: 0.6)
            let scroll = try #require(run.layer(named: "scrollView") as? CAScrollLayer)
            #expect(abs(scroll.bounds.origin.x - 30) < 1e-9 && abs(scroll.bounds.origin.y - 20) < 1e-9)
            let f = Listing6_10.scrollFrame
            var mismatches = 0, compared = 0
            for y in Int(f.minY)..<Int(f.maxY) - 20 {
                for x in Int(f.minX)..<Int(f.maxX) - 30 {
                    compared += 1
                    if after[x, y] != before[x + 30, y + 20] { mismatches += 1 }
                }
            }
            #expect(compared > 60_000 && mismatches == 0)
            #expect(after != before)
            // Outside the scroll view nothing changed (it masks to its bounds).
            #expect(after[20, 20] == before[20, 20] && after[360, 360] == before[360, 360])
        }

        @Test("6.10: scrolling past the edge is not clamped; the scroll layer's own background shows")
        func listing6_10NoClamp() throws {
            let run = try DemoRun(Listing6_10())
            defer { run.finish() }
            run.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 220, y: 190), from: 0, to: 0.2)
            try run.run(until: 0.3)
            let scroll = try #require(run.layer(named: "scrollView") as? CAScrollLayer)
            #expect(abs(scroll.bounds.origin.x + 120) < 1e-9 && abs(scroll.bounds.origin.y + 90) < 1e-9, "origin \(scroll.bounds.origin)")
            let image = run.frame
            // The content's top-left corner is now at (50 + 120, 50 + 90) = (170, 140): above
            // and left of it only the scroll layer's white shows; below and right, the content.
            let f = Listing6_10.scrollFrame
            func nonWhite(_ xs: Range<Int>, _ ys: Range<Int>) -> Int {
                ys.reduce(0) { n, y in n + xs.filter { image[$0, y] != Pixel.white }.count }
            }
            #expect(nonWhite(Int(f.minX)..<170, Int(f.minY)..<Int(f.maxY)) == 0)
            #expect(nonWhite(Int(f.minX)..<Int(f.maxX), Int(f.minY)..<140) == 0)
            #expect(nonWhite(170..<Int(f.maxX), 140..<Int(f.maxY)) > 1000)
        }

        @Test("headless rendering with scripted input gives the same frame twice")
        func deterministic() throws {
            let inputs = [ScriptedInput.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 130, y: 150), start: 0.1, end: 0.4),
                          .tap(CGPoint(x: 150, y: 150), at: 0.5)]
            let a = try HeadlessRender.render(Listing6_10(), at: 0.75, inputs: inputs)
            let b = try HeadlessRender.render(Listing6_10(), at: 0.75, inputs: inputs)
            #expect(Bitmap(a) == Bitmap(b))
            #expect(throws: LayerHostError.self) { try HeadlessRender.render(Listing1_1(), at: -1) }
        }

        @Test("goldens: 1.1 and 6.10 after a drag, at a quarter scale (100 x 100 pixels)")
        func goldens() throws {
            Golden.check(Bitmap(try HeadlessRender.render(Listing1_1(), at: 0, scale: 0.25)), named: "demo-1.1")
            let drag = ScriptedInput.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 140, y: 160), start: 0, end: 0.25)
            Golden.check(Bitmap(try HeadlessRender.render(Listing6_10(), at: 0.5, scale: 0.25, inputs: [drag])),
                         named: "demo-6.10-dragged", tolerance: 1)
        }

        @Test("the environment's timers, links, recognizers, logs and assets work headless; tear-down stops them")
        func environment() throws {
            var ticks = 0, frames = 0
            var date: Date?
            var assetWidth = 0
            let demo = BookDemo(id: "99.1", title: "probe", hint: "probe") { container, env in
                env.scheduleTimer(withTimeInterval: 0.1, repeats: true) { _ in ticks += 1 }
                env.addDisplayLink { _ in frames += 1 }
                env.log("built")
                date = env.currentDate
                assetWidth = env.image(.snowman).width
                let target = CALayer()
                target.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
                container.addSublayer(target)
                env.addGestureRecognizer(TapGestureRecognizer { _ in env.log("tapped") }, to: target)
                env.onPointer { e, _ in if e.phase == .up { env.log("up at \(Int(e.location.x)),\(Int(e.location.y))") } }
            }
            let run = try DemoRun(demo, scale: 2)
            defer { run.finish() }
            run.host.post(PointerEvent(phase: .down, location: CGPoint(x: 10, y: 20), timestamp: 0.2))
            run.host.post(PointerEvent(phase: .up, location: CGPoint(x: 10, y: 20), timestamp: 0.2))
            try run.run(until: 0.5)
            #expect(ticks == 5)
            #expect(frames == 31)
            #expect(run.messages == ["built", "tapped", "up at 10,20"])
            #expect(date == HeadlessHost.referenceDate)
            #expect(assetWidth == 400)  // the 200-point snowman at scale 2 (CATALOG.md 0: 200x280 at 1x)
            #expect(run.environment.calendar.timeZone.secondsFromGMT() == 0)
            run.environment.tearDown()
            try run.run(until: 1)
            #expect(ticks == 5 && frames == 31)
            #expect(run.container.sublayers?.first?.gestureRecognizers == nil)
        }
    }
}
