import Foundation
@testable import LayerKitLayers
import Testing
import LayerKitTestSupport

/// A layer that draws through a closure and keeps what each draw saw.
private final class SketchLayer: CALayer {
    var paint: (CGContext) -> Void = { _ in }
    /// `boundingBoxOfClipPath` of each draw, in order.
    var clipBoxes: [CGRect] = []
    /// Whether each draw's context had pixels (`data` non-nil).
    var hadPixels: [Bool] = []

    override func draw(in ctx: CGContext) {
        clipBoxes.append(ctx.boundingBoxOfClipPath)
        hadPixels.append(ctx.data != nil)
        paint(ctx)
    }
}

/// A layer of `size` points at `scale` that fills whatever it is asked to redraw with `color`.
private func sketch(_ size: CGFloat = 400, scale: CGFloat = 1) -> SketchLayer {
    let l = SketchLayer()
    l.bounds = CGRect(x: 0, y: 0, width: size, height: size)
    l.contentsScale = scale
    return l
}

private func fill(_ l: SketchLayer, _ r: CGFloat, _ g: CGFloat, _ b: CGFloat) {
    l.paint = { ctx in
        ctx.setFillColor(red: r, green: g, blue: b, alpha: 1)
        ctx.fill(l.bounds)
    }
}

private func image(_ l: CALayer) throws -> CGImage { try #require(l.contents as? CGImage) }

private func rgb(_ i: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
    let p = i.pixel(atX: x, y: y)
    return [p.red, p.green, p.blue, p.alpha]
}

@Suite("Backing stores: dirty rectangles and asynchronous drawing", .ownMediaClock)
struct BackingStoreTests {
    @Test("setNeedsDisplay(_:) at 13.4's brush rect: draw(in:) sees (184, 184, 32, 32) and pixels outside keep the last draw (CATALOG 13.4, Apple setNeedsDisplay(_:))")
    func dirtyRectRedrawsOnlyItsPixels() throws {
        let l = sketch()
        fill(l, 1, 0, 0)
        l.setNeedsDisplay()
        l.displayIfNeeded()
        fill(l, 0, 0, 1)
        l.setNeedsDisplay(CGRect(x: 200 - 16, y: 200 - 16, width: 32, height: 32))
        l.displayIfNeeded()
        #expect(l.clipBoxes == [l.bounds, CGRect(x: 184, y: 184, width: 32, height: 32)])
        let i = try image(l)
        #expect(rgb(i, 184, 184) == [0, 0, 255, 255])
        #expect(rgb(i, 215, 215) == [0, 0, 255, 255])
        for (x, y) in [(183, 200), (216, 200), (200, 183), (200, 216), (0, 0), (399, 399)] {
            #expect(rgb(i, x, y) == [255, 0, 0, 255], "(\(x), \(y)) is outside the dirty rect")
        }
    }

    @Test("Two marked rects clip to their union, not their bounding box: the gap between them keeps its pixels (Apple: the union of invalid rectangles)")
    func twoRectsClipToTheirUnion() throws {
        let l = sketch(100)
        fill(l, 1, 0, 0)
        l.display()
        fill(l, 0, 1, 0)
        l.setNeedsDisplay(CGRect(x: 10, y: 10, width: 10, height: 10))
        l.setNeedsDisplay(CGRect(x: 50, y: 50, width: 10, height: 10))
        l.displayIfNeeded()
        #expect(l.clipBoxes.last == CGRect(x: 10, y: 10, width: 50, height: 50), "the box of the union")
        let i = try image(l)
        #expect(rgb(i, 15, 15) == [0, 255, 0, 255])
        #expect(rgb(i, 55, 55) == [0, 255, 0, 255])
        #expect(rgb(i, 35, 35) == [255, 0, 0, 255], "between the rects")
    }

    @Test("A fractional dirty rect is rounded out to whole device pixels at contentsScale 2 (hand computation: 10.2 x 2 = 20.4 -> pixel 20, 15.2 x 2 = 30.4 -> 31)")
    func fractionalRectRoundsOut() throws {
        let l = sketch(50, scale: 2)
        fill(l, 1, 0, 0)
        l.display()
        fill(l, 0, 0, 1)
        l.setNeedsDisplay(CGRect(x: 10.2, y: 10.2, width: 5, height: 5))
        l.displayIfNeeded()
        #expect(l.clipBoxes.last == CGRect(x: 10, y: 10, width: 5.5, height: 5.5))
        let i = try image(l)
        #expect(rgb(i, 20, 20) == [0, 0, 255, 255])
        #expect(rgb(i, 30, 30) == [0, 0, 255, 255])
        #expect(rgb(i, 31, 31) == [255, 0, 0, 255])
        #expect(rgb(i, 19, 25) == [255, 0, 0, 255])
    }

    @Test("setNeedsDisplay() after a partial mark redraws the whole layer; a resized layer redraws whole (no old pixels of another size)")
    func wholeMarkWins() throws {
        let l = sketch(100)
        fill(l, 1, 0, 0)
        l.display()
        l.setNeedsDisplay(CGRect(x: 10, y: 10, width: 10, height: 10))
        l.setNeedsDisplay()
        l.displayIfNeeded()
        #expect(l.clipBoxes.last == l.bounds)
        l.bounds = CGRect(x: 0, y: 0, width: 120, height: 120)
        l.setNeedsDisplay(CGRect(x: 10, y: 10, width: 10, height: 10))
        l.displayIfNeeded()
        #expect(l.clipBoxes.last == l.bounds)
    }

    @Test("drawsAsynchronously: draw(in:) gets a recording context (no pixels); display() returns with the replay pending, and the pixels equal a synchronous draw's, partial redraws included (Apple drawsAsynchronously, CATALOG 13.4a)")
    func asynchronousDrawingGivesTheSamePixels() throws {
        let stamp = stampImage()
        func scene(_ l: SketchLayer, step: Int) {
            l.paint = { ctx in
                ctx.setFillColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
                ctx.fill(ctx.boundingBoxOfClipPath)
                ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 0.8)
                ctx.setLineWidth(5)
                ctx.setLineCap(.round)
                ctx.move(to: CGPoint(x: 10, y: 10))
                ctx.addLine(to: CGPoint(x: 90 + CGFloat(step * 20), y: 150))
                ctx.strokePath()
                ctx.setShadow(offset: CGSize(width: 3, height: 3), blur: 4)
                ctx.draw(stamp, in: CGRect(x: 40 + step * 30, y: 40, width: 32, height: 32))
                ctx.setBlendMode(.multiply)
                ctx.setFillColor(red: 0, green: 1, blue: 1, alpha: 0.5)
                ctx.fillEllipse(in: CGRect(x: 60, y: 60, width: 70, height: 50))
            }
        }
        let sync = sketch(200, scale: 2), async = sketch(200, scale: 2)
        async.drawsAsynchronously = true
        for (step, rect) in [(0, CGRect?.none), (1, CGRect(x: 60, y: 30, width: 50, height: 60)), (2, CGRect(x: 95.5, y: 20, width: 40, height: 40))] {
            for l in [sync, async] {
                scene(l, step: step)
                if let rect { l.setNeedsDisplay(rect) } else { l.setNeedsDisplay() }
                l.displayIfNeeded()
            }
            #expect(async.pendingBackingStore != nil, "display() returned before the replay was taken")
            let a = try image(async), s = try image(sync)
            #expect(async.pendingBackingStore == nil)
            #expect(samePixels(a, s), "step \(step)")
        }
        #expect(async.hadPixels == [false, false, false])
        #expect(sync.hadPixels == [true, true, true])
        #expect(async.clipBoxes == sync.clipBoxes)
    }

    @Test("An asynchronous layer's pixels reach the commit: a flush waits for the replay, and contents set meanwhile win over it")
    func commitWaitsForTheReplay() throws {
        let l = sketch(64)
        l.drawsAsynchronously = true
        fill(l, 0, 1, 0)
        l.setNeedsDisplay()
        CATransaction.flush()
        #expect(l.pendingBackingStore == nil)
        #expect(l.committed?.box.state.contents.image.map { rgb($0, 5, 5) } == [0, 255, 0, 255])
        l.setNeedsDisplay()
        l.displayIfNeeded()
        let replacement = stampImage()
        l.contents = replacement
        #expect((l.contents as? CGImage) === replacement)
    }

    @Test("DirtyRegion keeps rects, drops covered ones, and merges past 16 into their bounding box")
    func dirtyRegionBookkeeping() {
        var r = DirtyRegion()
        r.add(CGRect(x: 0, y: 0, width: 10, height: 10))
        r.add(CGRect(x: 2, y: 2, width: 3, height: 3))
        #expect(r.rects.count == 1)
        r.add(CGRect(x: -5, y: -5, width: 30, height: 30))
        #expect(r.rects == [CGRect(x: -5, y: -5, width: 30, height: 30)])
        r.add(CGRect(x: 10, y: 10, width: 0, height: 5))
        #expect(r.rects.count == 1, "an empty rect marks nothing")
        var many = DirtyRegion()
        for i in 0...16 { many.add(CGRect(x: CGFloat(i) * 20, y: 0, width: 10, height: 10)) }
        #expect(many.rects == [CGRect(x: 0, y: 0, width: 330, height: 10)])
    }
}

/// A 32 x 32 image with soft alpha, to draw scaled and shadowed.
private func stampImage() -> CGImage {
    let ctx = CGContext(data: nil, width: 32, height: 32, bitsPerComponent: 8, bytesPerRow: 0,
                        space: CGColorSpaceCreateDeviceRGB(),
                        bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
    ctx.setFillColor(red: 1, green: 1, blue: 1, alpha: 0.7)
    ctx.fillEllipse(in: CGRect(x: 2, y: 4, width: 28, height: 20))
    return ctx.makeImage()!
}

/// Whether two images have the same premultiplied pixels.
private func samePixels(_ a: CGImage, _ b: CGImage) -> Bool {
    guard a.width == b.width, a.height == b.height else { return false }
    for y in 0..<a.height where memcmp(a.storage.pixels + y * a.storage.stride, b.storage.pixels + y * b.storage.stride, a.width * 4) != 0 {
        return false
    }
    return true
}

extension BackingStoreTests {
    @Test("A direct display() with nothing marked redraws the whole layer (Apple display(): reloads the content)")
    func directDisplayIsWhole() throws {
        let l = sketch(50)
        fill(l, 1, 0, 0)
        l.display()
        fill(l, 0, 0, 1)
        l.display()
        #expect(l.clipBoxes == [l.bounds, l.bounds])
        #expect(rgb(try image(l), 0, 0) == [0, 0, 255, 255])
    }
}

/// A layer that asks for asynchronous drawing in every initializer, presentation copies included.
private final class AlwaysAsyncLayer: CALayer {
    required init() { super.init(); drawsAsynchronously = true }
    required init(layer: Any) { super.init(layer: layer); drawsAsynchronously = true }
    required init?(coder: NSCoder) { nil }
    override func draw(in ctx: CGContext) {
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(bounds)
    }
}

extension BackingStoreTests {
    @Test("A presentation copy redrawn for a frame draws at once even when its class asks for asynchronous drawing (its pixels are read when display() returns)")
    func presentationCopiesDrawAtOnce() throws {
        let l = AlwaysAsyncLayer()
        l.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        var state = l.state
        state.contents = .none
        let contents = l.redrawnContents(presenting: state)
        let image = try #require(contents.image)
        #expect(rgb(image, 10, 10) == [255, 0, 0, 255])
    }
}
