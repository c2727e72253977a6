import DemoKit
import LayerDemos
import Foundation
import LayerKitTestSupport
import Testing

/// Listings 8.11-8.14 through their demos, checked against CATALOG.md's "Checks" (the book's
/// facts) and Apple's CATransition documentation (a fade cross-dissolves; transitions use
/// the key "transition"; the default duration is 0.25 s). Buttons are clicked at 0.5 s.
@Suite("Chapter 8 demos: transitions", .ownMediaClock)
struct Chapter08TransitionTests {
    /// The image view's rectangle in the demo's root (points = pixels at scale 1).
    static let imageRect = (x: 100, y: 66, w: 200, h: 200)

    /// The largest difference between `mid` and the average of `a` and `b`, per premultiplied
    /// channel, over the image view's rectangle.
    static func blendError(_ mid: Bitmap, _ a: Bitmap, _ b: Bitmap) -> Int {
        var worst = 0
        for y in imageRect.y..<(imageRect.y + imageRect.h) {
            for x in imageRect.x..<(imageRect.x + imageRect.w) {
                let m = mid.premultiplied(x, y), p = a.premultiplied(x, y), q = b.premultiplied(x, y)
                for (v, (u, w)) in zip([m.r, m.g, m.b, m.a], zip([p.r, p.g, p.b, p.a], [q.r, q.g, q.b, q.a])) {
                    worst = max(worst, abs(2 * v - u - w))
                }
            }
        }
        return worst
    }

    /// Whether `a` and `b` agree within one step in the image view's rectangle.
    static func sameImage(_ a: Bitmap, _ b: Bitmap) -> Bool {
        for y in imageRect.y..<(imageRect.y + imageRect.h) {
            for x in imageRect.x..<(imageRect.x + imageRect.w) where Pixel.delta(a[x, y], b[x, y]) > 1 { return false }
        }
        return true
    }

    @Test("8.11: a fade transition under \"transition\"; at +0.125 s every pixel is the 50/50 blend; four clicks go round")
    func crossfade() throws {
        let run = try DemoRun(Listing8_11())
        defer { run.finish() }
        try run.run(until: 0.45)
        let anchor = run.frame
        run.tapLayer(named: "Switch Image", at: 0.5)
        try run.run(until: 0.5)
        #expect(run.layer("imageView").animationKeys() == ["transition"])
        try run.run(until: 0.625)
        let mid = run.frame
        try run.run(until: 1)
        let cone = run.frame
        #expect(!Self.sameImage(anchor, cone))
        #expect(Self.blendError(mid, anchor, cone) <= 3, "at most rounding away from (old + new) / 2")
        for (i, t) in [1.5, 2.0].enumerated() {
            run.tapLayer(named: "Switch Image", at: t)
            try run.run(until: t + 0.4)
            #expect(!Self.sameImage(run.frame, anchor), "image \(i + 3) of 4 differs from the first")
        }
        run.tapLayer(named: "Switch Image", at: 2.5)
        try run.run(until: 2.9)
        #expect(Self.sameImage(run.frame, anchor), "the fourth click shows the first image again")
    }

    @Test("8.12: switching tabs fades the container, never the outgoing page")
    func tabs() throws {
        let run = try DemoRun(Listing8_12())
        defer { run.finish() }
        try run.run(until: 0.45)
        let first = run.layer("First View")
        let tabView = run.layer("tabBarController.view")
        let before = run.frame
        run.tap(CGPoint(x: 275, y: 354), at: 0.5)
        try run.run(until: 0.5)
        #expect(tabView.animationKeys() == ["transition"])
        #expect(first.animationKeys() == nil && first.superlayer == nil)
        #expect(run.layer("Second View").superlayer === tabView)
        try run.run(until: 0.625)
        let mid = run.frame
        try run.run(until: 1)
        #expect(Self.blendError(mid, before, run.frame) <= 3)
        #expect(tabView.animationKeys() == nil)
    }

    @Test("8.13: the flip is edge-on (rotation.y ±π/2) at 0.5 s, with the old image before and the new after")
    func flip() throws {
        let run = try DemoRun(Listing8_13())
        defer { run.finish() }
        let imageView = run.layer("imageView")
        let anchor = imageView.contents as? CGImage
        run.tapLayer(named: "Switch Image", at: 0.5)
        try run.run(until: 0.75)
        #expect((imageView.presentation()?.contents as? CGImage) === anchor)
        #expect(imageView.contents as? CGImage !== anchor, "the model takes the new image at once")
        try run.run(until: 1)
        #expect(near(abs(run.number("imageView", "transform.rotation.y")), .pi / 2, 1e-6))
        // Edge-on: the left and right thirds of the image view show the grey background.
        let grey = run.frame.rgba(140, 166), right = run.frame.rgba(260, 166)
        #expect(grey.r == 191 && grey.g == 191 && grey.b == 191 && right.r == 191)
        try run.run(until: 1.25)
        #expect((imageView.presentation()?.contents as? CGImage) === (imageView.contents as? CGImage))
        try run.run(until: 1.6)
        #expect(CATransform3DIsIdentity(imageView.presentation()!.transform))
    }

    @Test("8.14: the snapshot equals the screen; at 0.5 s the cover is at opacity 0.5 and scale ≈ 0.505; gone at 1 s")
    func snapshotTransition() throws {
        let run = try DemoRun(Listing8_14())
        defer { run.finish() }
        try run.run(until: 0.45)
        let before = run.frame
        run.tapLayer(named: "Perform Transition", at: 0.5)
        try run.run(until: 0.5)
        let cover = run.layer("coverView")
        let snapshot = try #require(cover.contents as? CGImage)
        let (maxDelta, count) = Bitmap(snapshot).difference(from: before, tolerance: 2)
        #expect(count == 0, "snapshot differs from the frame in \(count) pixels (largest \(maxDelta))")
        var colors = Chapter08.RandomColors()
        #expect(run.container.backgroundColor?.components == colors.next().components)
        try run.run(until: 1)
        let p = cover.presentation()!
        #expect(near(CGFloat(p.opacity), 0.5, 1e-6))
        let t = p.transform
        #expect(near((t.m11 * t.m11 + t.m12 * t.m12).squareRoot(), 0.505, 1e-6))
        #expect(near(atan2(t.m12, t.m11), .pi / 4, 1e-6))
        try run.run(until: 1.5)
        #expect(run.layer(named: "coverView") == nil)
        #expect(cover.superlayer == nil)
    }
}
