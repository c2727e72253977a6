import DemoKit
import Foundation
import LayerDemos
import LayerKitTestSupport
import Testing

/// Chapter 13's demos, checked against CATALOG.md's "Checks": the red pixel at (50, 10) after
/// a drag from (10, 10) to (100, 10) and a whole-view redraw per move (13.1); the shape
/// layer's path equal to the accumulated path, no backing store, the same picture within
/// antialiasing (13.2); N image draws per redraw after N points (13.3); a point at (200, 200)
/// redrawing exactly (184, 184, 32, 32), one stamp when strokes are well apart, and pixels
/// outside untouched (13.4); recorded drawing with identical final pixels (13.4a).
@Suite("Chapter 13 demos: efficient drawing", .ownMediaClock)
struct Chapter13DemoTests {
    /// The canvas of a chalkboard demo.
    private func board(_ run: DemoRun) throws -> Chapter13.ChalkboardLayer {
        try #require(run.layer(named: "canvas") as? Chapter13.ChalkboardLayer)
    }

    @Test("13.1: after a drag (10, 10) -> (100, 10) the pixel at (50, 10) is red, and every redraw covered the whole canvas")
    func sketchPad() throws {
        try DemoRun.with(Listing13_1()) { run in
            run.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 100, y: 10), from: 0.1, to: 0.4)
            let frame = try run.frame(at: 0.6)
            #expect(frame.isColor(at: CGPoint(x: 50, y: 10), 255, 0, 0))
            let canvas = try #require(run.layer(named: "canvas") as? Chapter13.SketchLayer)
            #expect(canvas.stats.redraws >= 10, "one redraw per frame with a move (18 frames of drag)")
            #expect(canvas.stats.lastRect == Chapter13.canvasFrame, "dirty rect = bounds")
        }
    }

    @Test("13.2: the shape layer's path is the accumulated path, it has no backing store, and it looks like 13.1 within antialiasing")
    func shapeLayerPad() throws {
        let demo = Listing13_2()
        let drag = ScriptedInput.drag(from: CGPoint(x: 40, y: 300), to: CGPoint(x: 320, y: 60), start: 0.1, end: 0.5)
        let shapeFrame = try DemoRun.with(demo) { run in
            run.post(drag)
            try run.run(until: 0.3)
            let canvas = try #require(run.layer(named: "canvas") as? CAShapeLayer)
            #expect(canvas.path == demo.sketch.path, "mid-drag")
            let frame = try run.frame(at: 0.7)
            #expect(canvas.path == demo.sketch.path)
            #expect(demo.sketch.points >= 20)
            #expect(canvas.contents == nil, "no backing store")
            return frame
        }
        let drawnFrame = try DemoRun.with(Listing13_1()) { run in
            run.post(drag)
            return try run.frame(at: 0.7)
        }
        // Above the readout: the compositor's stroke and cairo's cover the same pixels; edge
        // coverage differs by at most a quarter (64 of 255; measured 56), the lines' cores not at all.
        let a = shapeFrame.cropped(0, 0, 400, 360), b = drawnFrame.cropped(0, 0, 400, 360)
        let far = a.difference(from: b, tolerance: 64)
        #expect(far.count == 0, "no pixel differs by more than antialiasing: \(far)")
    }

    @Test("13.3: after N points one redraw stamps all N brush images and covers the whole canvas (O(N))")
    func naiveChalk() throws {
        try DemoRun.with(Listing13_3()) { run in
            run.drag(from: CGPoint(x: 30, y: 200), to: CGPoint(x: 370, y: 200), from: 0.1, to: 0.6)
            try run.run(until: 0.8)
            let b = try board(run)
            #expect(b.strokes.count >= 25)
            #expect(b.stats.lastDrawCount == b.strokes.count)
            #expect(b.stats.lastRect == Chapter13.canvasFrame)
            run.tap(CGPoint(x: 200, y: 300), at: 0.9)
            try run.run(until: 1)
            #expect(b.stats.lastDrawCount == b.strokes.count, "one more point, one more stamp per redraw")
        }
    }

    @Test("13.4: a point at (200, 200) redraws exactly (184, 184, 32, 32), stamps only itself among well-separated strokes, and keeps every pixel outside")
    func dirtyRectangles() throws {
        try DemoRun.with(Listing13_4()) { run in
            run.tap(CGPoint(x: 60, y: 60), at: 0.1)
            run.tap(CGPoint(x: 320, y: 300), at: 0.2)
            try run.run(until: 0.3)
            let b = try board(run)
            let before = try #require(b.contents as? CGImage)
            run.tap(CGPoint(x: 200, y: 200), at: 0.4)
            try run.run(until: 0.5)
            #expect(b.stats.lastRect == CGRect(x: 184, y: 184, width: 32, height: 32))
            #expect(b.stats.lastDrawCount == 1, "of 3 strokes, only the new one meets the rect")
            let after = try #require(b.contents as? CGImage)
            let old = Bitmap(before), new = Bitmap(after)
            var changedOutside = 0, changedInside = 0
            for y in 0..<new.height { for x in 0..<new.width where old.pixels[y * old.width + x] != new.pixels[y * new.width + x] {
                if (184..<216).contains(x) && (184..<216).contains(y) { changedInside += 1 } else { changedOutside += 1 }
            } }
            #expect(changedOutside == 0)
            #expect(changedInside > 100, "the stamp was drawn")
        }
    }

    @Test("13.4 after a long drag: each redraw still stamps only the few strokes near the new point, not all of them")
    func dirtyRectsStayFlat() throws {
        try DemoRun.with(Listing13_4()) { run in
            run.drag(from: CGPoint(x: 30, y: 100), to: CGPoint(x: 370, y: 100), from: 0.1, to: 0.6)
            run.drag(from: CGPoint(x: 30, y: 250), to: CGPoint(x: 370, y: 250), from: 0.7, to: 1.2)
            try run.run(until: 1.3)
            let b = try board(run)
            #expect(b.strokes.count >= 50)
            #expect(b.stats.lastDrawCount <= 6, "stamps near the last point only: \(b.stats.lastDrawCount)")
            #expect(b.stats.lastRect.width <= 64)
        }
    }

    @Test("13.4a: draw(in:) only records (its context has no pixels) and the final frame is 13.4's, pixel for pixel")
    func asynchronousChalk() throws {
        let inputs: [ScriptedInput] = [.drag(from: CGPoint(x: 30, y: 60), to: CGPoint(x: 360, y: 330), start: 0.1, end: 0.6),
                                       .tap(CGPoint(x: 200, y: 200), at: 0.8)]
        func frame(_ demo: Demo, recorded: Bool) throws -> Bitmap {
            try DemoRun.with(demo) { run in
                for i in inputs { run.post(i) }
                let f = try run.frame(at: 1)
                let b = try board(run)
                #expect(b.drawsAsynchronously == recorded)
                #expect(b.stats.lastWasRecorded == recorded)
                #expect(b.stats.lastRect == CGRect(x: 184, y: 184, width: 32, height: 32))
                return f.cropped(0, 0, 400, 360)
            }
        }
        let sync = try frame(Listing13_4(), recorded: false), async = try frame(Listing13_4a(), recorded: true)
        #expect(async.difference(from: sync).count == 0)
    }

    @Test("The readout shows the last redraw's area, stamps and milliseconds of the clock handed in (a clock advancing 1 ms per reading: 1.00 ms)")
    func readout() throws {
        var now: CFTimeInterval = 0
        let run = try DemoRun(Listing13_4(), realTime: { now += 0.001; return now })
        defer { run.finish() }
        run.tap(CGPoint(x: 60, y: 60), at: 0.1)
        run.tap(CGPoint(x: 200, y: 200), at: 0.2)
        try run.run(until: 0.3)
        let label = try #require(run.layer(named: "readout") as? Label)
        #expect(label.text == "2 pts | redraw 32×32 at (184, 184) | 1 stamps | 1.00 ms")
    }
}
