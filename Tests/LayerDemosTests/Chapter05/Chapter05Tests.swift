import Foundation
import LayerKitTestSupport
import Testing
@testable import LayerDemos

/// Chapter 5's demos rendered headless. Oracles: CATALOG.md's "Checks" for 5.1 to 5.10a (the
/// book's numbers) and hand computation of where transformed corners must land.
@Suite("Chapter 5: transforms", .ownMediaClock)
struct Chapter05Tests {
    /// The corners of `rect` in the order top-left, top-right, bottom-right, bottom-left.
    static func corners(_ r: CGRect) -> [CGPoint] {
        [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)]
    }

    /// `layer`'s bounds corners in `run`'s container coordinates (through every 3D transform).
    static func screenCorners(_ layer: CALayer, _ run: DemoRun) -> [CGPoint] {
        corners(layer.bounds).map { run.container.convert($0, from: layer) }
    }

    @Test("goldens: every chapter 5 demo at half scale")
    func goldens() throws {
        for demo in Chapter05.demos {
            // Half scale, not a quarter: the demos' edges then fall on whole pixels, never on
            // pixel centres, where a transform's rounding noise (cos π/2 is 6e-17) would decide
            // single pixels. 5.10a at 1 s: its switch's knob has slid into place by then.
            try DemoGolden.check(demo, at: demo.id == "5.10a" ? 1 : 0, scale: 0.5)
        }
    }

    @Test("5.1: a π/4 rotation makes the frame 282.84 x 282.84 about the same centre; bounds unchanged")
    func listing5_1() throws {
        let run = try DemoRun(Listing5_1())
        defer { run.finish() }
        try run.run(until: 0)
        let view = try #require(run.layer(named: "layerView"))
        let side = 200 * 2.0.squareRoot()  // 282.84
        #expect(abs(view.frame.width - side) < 1e-9 && abs(view.frame.height - side) < 1e-9)
        #expect(near(CGPoint(x: view.frame.midX, y: view.frame.midY), CGPoint(x: 200, y: 200), 1e-9))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 200, height: 200))
        let image = run.frame
        // The top vertex of the diamond is at (200, 58.58); the unrotated corner (100, 100) is outside.
        #expect(image[200, 62] != Pixel.harnessGray && image[200, 55] == Pixel.harnessGray)
        #expect(image[102, 102] == Pixel.harnessGray && image[62, 200] != Pixel.harnessGray)
    }

    @Test("5.2: scale 0.5, rotate 30°, translate 200 moves the centre by (+86.6, +50); the box is 136.6 pt")
    func listing5_2() throws {
        let run = try DemoRun(Listing5_2())
        defer { run.finish() }
        try run.run(until: 0)
        let view = try #require(run.layer(named: "layerView"))
        let t = view.affineTransform()
        #expect(abs(t.tx - 86.6025) < 1e-4 && abs(t.ty - 50) < 1e-9)
        let moved = CGPoint(x: view.frame.midX - view.position.x, y: view.frame.midY - view.position.y)
        #expect(near(moved, CGPoint(x: 86.6025, y: 50), 1e-4))
        #expect(abs(view.frame.width - 136.6025) < 1e-4 && abs(view.frame.height - 136.6025) < 1e-4)
        let image = run.frame
        #expect(image[236, 220] != Pixel.harnessGray, "drawn around the moved centre (236.6, 220)")
        #expect(image[150, 170] == Pixel.harnessGray, "nothing at the untransformed centre")
    }

    @Test("5.3: the shear (1, 0) maps (x, y) to (x − y, y): top edge +100, bottom −100, frame 400 x 200")
    func listing5_3() throws {
        let t = Listing5_3.makeShear(1, 0)
        #expect(t == CGAffineTransform(a: 1, b: 0, c: -1, d: 1, tx: 0, ty: 0))
        #expect(CGPoint(x: 30, y: -100).applying(t) == CGPoint(x: 130, y: -100))
        let run = try DemoRun(Listing5_3())
        defer { run.finish() }
        try run.run(until: 0)
        let view = try #require(run.layer(named: "layerView"))
        #expect(view.frame == CGRect(x: 40, y: 100, width: 400, height: 200))
        let image = run.frame
        // 3 points inside the top edge (local y = -97) the panel spans x = 237...437; at the
        // bottom (local y = +97) x = 43...243. The centre is (240, 200).
        #expect(image[240, 103] != Pixel.harnessGray && image[434, 103] != Pixel.harnessGray)
        #expect(image[233, 103] == Pixel.harnessGray && image[441, 103] == Pixel.harnessGray)
        #expect(image[46, 296] != Pixel.harnessGray && image[39, 296] == Pixel.harnessGray)
        #expect(image[247, 296] == Pixel.harnessGray)
    }

    @Test("5.4: π/4 about Y without perspective projects to 141.4 pt wide, both edges 200 pt tall")
    func listing5_4() throws {
        let run = try DemoRun(Listing5_4())
        defer { run.finish() }
        try run.run(until: 0)
        let view = try #require(run.layer(named: "layerView"))
        let c = Self.screenCorners(view, run)
        #expect(abs((c[1].x - c[0].x) - 141.421) < 1e-3)
        #expect(abs((c[3].y - c[0].y) - 200) < 1e-9 && abs((c[2].y - c[1].y) - 200) < 1e-9)
        let image = run.frame
        for x in [200 - 68, 200 + 68] {
            #expect(image[x, 103] != Pixel.harnessGray && image[x, 297] != Pixel.harnessGray)
            #expect(image[x, 98] == Pixel.harnessGray && image[x, 302] == Pixel.harnessGray)
        }
        #expect(image[200 - 73, 200] == Pixel.harnessGray && image[200 + 73, 200] == Pixel.harnessGray)
    }

    @Test("5.4a: turned π about Y the double-sided view shows its mirror image; the single-sided one nothing, yet both are hit")
    func listing5_4a() throws {
        let run = try DemoRun(Listing5_4a())
        defer { run.finish() }
        run.tap(Listing5_4a.centers[0], at: 0.1)
        run.tap(Listing5_4a.centers[1], at: 0.2)
        try run.run(until: 0.3)
        let image = run.frame
        // The single-sided view's square (270...470 x 50...250) is all background.
        var drawn = 0
        for y in 50..<250 { for x in 270..<470 where image[x, y] != Pixel.harnessGray { drawn += 1 } }
        #expect(drawn == 0)
        // The double-sided one is the unrotated view mirrored about its centre line x = 130.
        let reference = BookDemo(id: "99.1", title: "reference", hint: "", contentSize: Listing5_4a().contentSize) { c, env in
            c.addSublayer(SnowmanView.make(center: Listing5_4a.centers[0], scale: env.scale))
        }
        let plain = Bitmap(try HeadlessRender.render(reference, at: 0))
        var differ = 0
        for y in 50..<250 {
            for x in 30..<230 {
                let a = Pixel.rgb(image[x, y]), b = Pixel.rgb(plain[259 - x, y])
                if zip(a, b).contains(where: { abs($0 - $1) > 2 }) { differ += 1 }
            }
        }
        #expect(differ < 400, "\(differ) of 40000 pixels are not the mirror image")
        #expect(image[130, 150] != Pixel.harnessGray)
        #expect(run.messages == ["hit: doubleSided", "hit: singleSided"])
    }

    @Test("5.5: with m34 = −1/500, π/4 about Y puts the edges at x = −82.36 (±116.47) and +61.95 (±87.61)")
    func listing5_5() throws {
        let run = try DemoRun(Listing5_5())
        defer { run.finish() }
        try run.run(until: 0)
        let view = try #require(run.layer(named: "layerView"))
        let c = Self.screenCorners(view, run).map { CGPoint(x: $0.x - 200, y: $0.y - 200) }
        #expect(near(c[0], CGPoint(x: -82.36, y: -116.47), 0.01), "top left \(c[0])")
        #expect(near(c[1], CGPoint(x: 61.95, y: -87.61), 0.01), "top right \(c[1])")
        #expect(near(c[2], CGPoint(x: 61.95, y: 87.61), 0.01), "bottom right \(c[2])")
        #expect(near(c[3], CGPoint(x: -82.36, y: 116.47), 0.01), "bottom left \(c[3])")
        let image = run.frame
        #expect(image[122, 200 - 113] != Pixel.harnessGray && image[122, 200 - 120] == Pixel.harnessGray)
        #expect(image[258, 200 - 85] != Pixel.harnessGray && image[258, 200 - 92] == Pixel.harnessGray)
    }

    @Test("5.6: the two views turned ±π/4 under one sublayerTransform are mirror images about the centre line")
    func listing5_6() throws {
        let run = try DemoRun(Listing5_6())
        defer { run.finish() }
        try run.run(until: 0)
        let v1 = try #require(run.layer(named: "layerView1")), v2 = try #require(run.layer(named: "layerView2"))
        let c1 = Self.screenCorners(v1, run), c2 = Self.screenCorners(v2, run)
        // Corner order TL, TR, BR, BL: the mirror of v1's TL is v2's TR, and so on.
        for (a, b) in zip(c1, [c2[1], c2[0], c2[3], c2[2]]) {
            #expect(abs(a.x + b.x - 500) < 1e-9 && abs(a.y - b.y) < 1e-9, "\(a) and \(b)")
        }
        // The inner edges recede: v1's right edge is shorter than its left edge.
        #expect(c1[2].y - c1[1].y < c1[3].y - c1[0].y - 20)
        let image = run.frame
        var asymmetric = 0
        for y in 0..<340 {
            for x in 0..<250 where (image[x, y] == Pixel.harnessGray) != (image[499 - x, y] == Pixel.harnessGray) {
                asymmetric += 1
            }
        }
        #expect(asymmetric < 100, "\(asymmetric) pixels break the mirror symmetry of the two outlines")
    }

    @Test("5.7: opposite Z rotations cancel: the inner square's corners are axis-aligned on screen")
    func listing5_7() throws {
        let run = try DemoRun(Listing5_7())
        defer { run.finish() }
        try run.run(until: 0)
        let inner = try #require(run.layer(named: "innerView"))
        let c = Self.screenCorners(inner, run)
        for (p, q) in zip(c, Self.corners(CGRect(x: 150, y: 150, width: 100, height: 100))) {
            #expect(near(p, q, 1e-9), "\(p) should be \(q)")
        }
        let image = run.frame
        let blue = CGColor(red: 0.2, green: 0.45, blue: 0.9, alpha: 1)
        #expect(Pixel.matches(image[151, 151], blue) && Pixel.matches(image[248, 248], blue))
        #expect(image[148, 151] == Pixel.white && image[151, 148] == Pixel.white)
    }

    /// `p` (z = 0) through `m` as a row vector, divided by w: (x, y) in the target plane.
    static func project(_ p: CGPoint, _ m: CATransform3D) -> CGPoint {
        let x = p.x * m.m11 + p.y * m.m21 + m.m41, y = p.x * m.m12 + p.y * m.m22 + m.m42
        let w = p.x * m.m14 + p.y * m.m24 + m.m44
        return CGPoint(x: x / w, y: y / w)
    }

    /// `T(-anchor) · transform · T(position)` for a layer of `size` with its anchor at the centre.
    static func placement(size: CGFloat, position: CGPoint, _ t: CATransform3D) -> CATransform3D {
        CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-size / 2, -size / 2, 0), t),
                            CATransform3DMakeTranslation(position.x, position.y, 0))
    }

    @Test("5.8: opposite Y rotations do not cancel: the inner square is projected onto the outer plane first, so its quad is not square")
    func listing5_8() throws {
        let run = try DemoRun(Listing5_8())
        defer { run.finish() }
        try run.run(until: 0)
        let inner = try #require(run.layer(named: "innerView")), outer = try #require(run.layer(named: "outerView"))
        let c = Self.screenCorners(inner, run)
        // Hand computation: the inner corners through the inner transform, divided by w and
        // flattened onto the outer plane (z dropped), then through the outer transform.
        let innerToOuter = Self.placement(size: 100, position: CGPoint(x: 100, y: 100), inner.transform)
        let outerToScreen = Self.placement(size: 200, position: CGPoint(x: 200, y: 200), outer.transform)
        let expected = Self.corners(inner.bounds).map { Self.project(Self.project($0, innerToOuter), outerToScreen) }
        for (p, q) in zip(c, expected) { #expect(near(p, q, 1e-9), "\(p) should be \(q)") }
        let leftHeight = c[3].y - c[0].y, rightHeight = c[2].y - c[1].y, width = c[1].x - c[0].x
        #expect(abs(leftHeight - rightHeight) > 2, "edges \(leftHeight) and \(rightHeight)")
        #expect(width < 0.8 * min(leftHeight, rightHeight), "width \(width)")
        // Composed in one 3D space without flattening, the corners would land elsewhere.
        let unflattened = Self.corners(inner.bounds).map {
            Self.project($0, CATransform3DConcat(innerToOuter, outerToScreen))
        }
        #expect(!near(unflattened[1], c[1], 1), "flattening changes the result")
    }

    /// How many pixels of `image` show face `n`'s number colour.
    static func numberPixels(_ image: Bitmap, face n: Int) -> Int {
        image.pixels.filter { Pixel.matches($0, Cube.numberColors[n - 1], tolerance: 2) }.count
    }

    @Test("5.9: straight on, face 1 projects to 250 x 250 pt and hides every other face")
    func listing5_9() throws {
        let run = try DemoRun(Listing5_9())
        defer { run.finish() }
        try run.run(until: 0)
        let face1 = try #require(run.layer(named: "face 1"))
        let c = Self.screenCorners(face1, run)
        for (p, q) in zip(c, Self.corners(CGRect(x: 75, y: 75, width: 250, height: 250))) {
            #expect(near(p, q, 1e-9), "\(p) should be \(q)")
        }
        let image = run.frame
        #expect(image[77, 200] == 0xFFF7_F7F7 && image[73, 200] == Pixel.harnessGray)
        #expect(Self.numberPixels(image, face: 1) > 200)
        for n in 2...6 { #expect(Self.numberPixels(image, face: n) == 0, "face \(n) shows") }
    }

    @Test("5.9a: with the camera turned −π/4 about X and Y, faces 1, 2 and 3 show and 4, 5, 6 are hidden")
    func listing5_9a() throws {
        let run = try DemoRun(Listing5_9a())
        defer { run.finish() }
        try run.run(until: 0)
        let image = run.frame
        for n in 1...3 { #expect(Self.numberPixels(image, face: n) > 100, "face \(n) is hidden") }
        for n in 4...6 { #expect(Self.numberPixels(image, face: n) == 0, "face \(n) shows") }
    }

    @Test("5.10: the lighting overlays' alphas are 0.053, 0.5, 0.0, 1.0, 0.5, 0.947 (raw −0.394 and 1.394 clamped)")
    func listing5_10() throws {
        let transforms = Cube.faceTransforms
        #expect(abs(Cube.shadow(for: transforms[2]) + 0.394) < 5e-4 && abs(Cube.shadow(for: transforms[3]) - 1.394) < 5e-4)
        let run = try DemoRun(Listing5_10())
        defer { run.finish() }
        try run.run(until: 0)
        var alphas: [Double] = []
        for n in 1...6 {
            let face = try #require(run.layer(named: "face \(n)"))
            let light = try #require(face.sublayers?.last)
            #expect(light.name == "lighting" && light.frame == face.bounds)
            alphas.append((Double(light.backgroundColor?.alpha ?? -1) * 1000).rounded() / 1000)
        }
        #expect(alphas == [0.053, 0.5, 0.0, 1.0, 0.5, 0.947])
        // A plain spot of each visible face (face-local (20, 180)) is 0.97 gray darkened by its overlay.
        let image = run.frame
        for (n, alpha) in [(1, 0.053), (2, 0.5), (3, 0.0)] {
            let face = try #require(run.layer(named: "face \(n)"))
            let p = run.container.convert(CGPoint(x: 20, y: 180), from: face)
            let expected = Int((0.97 * 255).rounded()) - Int((0.97 * 255 * alpha).rounded())
            let got = Pixel.rgb(image[Int(p.x), Int(p.y)])
            #expect(got.allSatisfy { abs($0 - expected) <= 2 }, "face \(n) at \(p): \(got), expected \(expected)")
        }
    }

    @Test("5.10a: the button's spot hits a back face before the fix; with face 3 moved last the button is pressed")
    func listing5_10a() throws {
        let run = try DemoRun(Listing5_10a())
        defer { run.finish() }
        try run.run(until: 0.1)
        let face3 = try #require(run.layer(named: "face 3"))
        let spot = run.container.convert(CGPoint(x: Cube.buttonFrame.midX, y: Cube.buttonFrame.midY), from: face3)
        // The model tree's hit test agrees with the presentation tree's that routes clicks.
        let hit = run.host.rootLayer.hitTest(spot)
        #expect(["face 4", "face 5", "face 6"].contains(Cube.face(of: hit)?.name ?? ""), "hit \(String(describing: hit))")
        run.tap(spot, at: 0.5)
        try run.run(until: 0.9)
        let before = run.frame
        let toggle = try #require(run.layer(named: "fixSwitch"))
        run.tap(CGPoint(x: toggle.frame.midX, y: toggle.frame.midY), at: 1.0)
        try run.run(until: 1.4)
        let after = run.frame
        run.tap(spot, at: 1.5)
        try run.run(until: 1.6)
        let m = run.messages
        #expect(m.count == 4, "\(m)")
        #expect(["hit face 4", "hit face 5", "hit face 6"].contains(m.first ?? ""), "\(m)")
        #expect(Array(m.dropFirst()) == ["face 3 now comes after face 6", "hit the button on face 3",
                                         "the button on face 3 was pressed"])
        // Reordering changes what is hit, not what is drawn.
        #expect(before.cropped(0, 0, 400, 400) == after.cropped(0, 0, 400, 400))
    }
}
