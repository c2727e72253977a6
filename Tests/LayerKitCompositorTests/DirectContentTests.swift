import Testing
@testable import LayerKitCompositor
import LayerKitRaster
import LayerKitTestSupport

/// Options with every fast path but drawing content straight into the frame.
private let bitmapPath: RasterOptions = {
    var o = RasterOptions.default
    o.fastPaths.remove(.directContent)
    return o
}()

/// How many items of `r`'s last frame draw content straight into the frame.
private func directItems(_ r: CARenderer) -> Int {
    r.drawList.leaves.filter { if case .content = $0.operation { return true } else { return false } }.count
}

/// A renderer of `root` at `scale`, one band unless told.
private func renderer(_ root: CALayer, _ size: CGSize, scale: CGFloat = 1, options: RasterOptions,
                      threads: Int = 1) -> CARenderer {
    let r = CARenderer(size: size, scale: scale, options: options, threads: threads)
    r.layer = root
    return r
}

/// One frame of `root` drawn with every fast path and without `directContent`: how many items
/// drew content straight into the frame, and how many pixels differ by more than `tolerance`
/// (with the largest difference).
private func compareFrame(_ root: CALayer, _ size: CGSize, scale: CGFloat = 1,
                          tolerance: Int) -> (directItems: Int, count: Int, maxDelta: Int) {
    let direct = renderer(root, size, scale: scale, options: .default)
    let bitmap = renderer(root, size, scale: scale, options: bitmapPath)
    drawFrame(direct); drawFrame(bitmap)
    let d = Bitmap(direct.image).difference(from: Bitmap(bitmap.image), tolerance: tolerance)
    return (directItems(direct), d.count, d.maxDelta)
}

/// A path crossing itself: an S-wave across, then an ellipse the wave runs through (so
/// the subpaths' strokes overlap), in a 112 x 60 box.
private func wave() -> CGPath {
    let p = CGMutablePath()
    p.move(to: CGPoint(x: 6, y: 30))
    p.addCurve(to: CGPoint(x: 56, y: 30), control1: CGPoint(x: 20, y: -5), control2: CGPoint(x: 40, y: 65))
    p.addCurve(to: CGPoint(x: 106, y: 30), control1: CGPoint(x: 72, y: -5), control2: CGPoint(x: 92, y: 65))
    p.addEllipse(in: CGRect(x: 36, y: 16, width: 40, height: 28))
    return p
}

/// Six shape layers over a translucent band: filled and stroked, dashed, trimmed, square caps
/// past their bounds, at fractional positions; `extra` changes each layer afterwards.
private func shapes(_ extra: (Int, CAShapeLayer) -> Void = { _, _ in }) -> (root: CALayer, layers: [CAShapeLayer]) {
    CATransaction.setDisableActions(true)
    let root = stage(CGSize(width: 260, height: 150), gray: 0.3)
    root.addSublayer(box(CGRect(x: 0, y: 40, width: 260, height: 50), rgb(0.9, 0.6, 0.1, 0.5)))
    let layers = (0..<6).map { i -> CAShapeLayer in
        let s = CAShapeLayer()
        s.frame = CGRect(x: 6.5 + CGFloat(i % 2) * 124, y: 3.25 + CGFloat(i / 2) * 48, width: 112, height: 60)
        s.path = wave()
        s.fillColor = i % 3 == 0 ? rgb(0.2, 0.5, 0.9, 0.6) : nil
        s.strokeColor = rgb(1, 0.9 - 0.1 * CGFloat(i), 0.3)
        s.lineWidth = 2 + CGFloat(i)
        s.lineCap = i % 2 == 0 ? .round : .square
        s.lineJoin = .round
        if i % 2 == 1 { s.lineDashPattern = [10, 5]; s.lineDashPhase = CGFloat(i) }
        if i >= 2 { s.strokeEnd = 0.3 + 0.1 * CGFloat(i) }
        if i == 5 { s.strokeStart = 0.2 }
        extra(i, s)
        root.addSublayer(s)
        return s
    }
    return (root, layers)
}

/// Oracle: the general path (the content drawn into a bitmap of its own, composited
/// source-over) defines the pixels. Straight into the frame, cairo blends each paint onto the
/// frame with the same rounding as the bitmap's blend, so a pixel where one paint of a layer
/// lies differs not at all, and one where two of its paints overlap (fill and stroke, two
/// subpaths) by at most one step per channel: the named tolerance here.
@Suite("Shape content drawn straight into the frame agrees with the bitmap path", .serialized)
struct DirectContentTests {
    static let size = CGSize(width: 260, height: 150)

    @Test("shape layers drawn straight into the frame are within one step per channel of their bitmaps, at scales 1 and 2",
          arguments: [CGFloat(1), 2])
    func agreesWithBitmapPath(scale: CGFloat) {
        let (root, _) = shapes()
        let d = compareFrame(root, Self.size, scale: scale, tolerance: 1)
        #expect(d.directItems == 6)
        #expect(d.count == 0, "\(d.count) pixels differ by more than 1 (largest \(d.maxDelta))")
    }

    @Test("a single unfilled, undashed stroke gives exactly the bitmap path's pixels")
    func singlePaintIsExact() {
        CATransaction.setDisableActions(true)
        let root = stage(Self.size, gray: 0.3)
        let s = CAShapeLayer()
        s.frame = CGRect(x: 10.5, y: 20.25, width: 120, height: 80)
        s.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 120, height: 80), transform: nil)
        s.fillColor = nil
        s.strokeColor = rgb(0.9, 0.4, 0.2, 0.8)
        s.lineWidth = 5
        root.addSublayer(s)
        let d = compareFrame(root, Self.size, tolerance: 0)
        #expect(d.directItems == 1)
        #expect(d.count == 0, "\(d.count) pixels differ (largest \(d.maxDelta))")
    }

    @Test("strokes cut on their left by the frame's edge give exactly the bitmap path's pixels",
          arguments: [CGFloat(0.5), 1, 2])
    func cutOnTheLeftIsExact(scale: CGFloat) {
        // cairo would fold what lies left of a surface into its first column: the cut rows are
        // drawn from the content's left edge, so the edge column matches too.
        CATransaction.setDisableActions(true)
        let size = CGSize(width: 320, height: 320)
        let root = stage(size, gray: 1)
        func curve(_ frame: CGRect) -> CAShapeLayer {
            let s = CAShapeLayer()
            let p = CGMutablePath()
            p.move(to: CGPoint(x: 0, y: 150))
            p.addCurve(to: CGPoint(x: 300, y: 150), control1: CGPoint(x: 75, y: 0), control2: CGPoint(x: 225, y: 300))
            s.path = p
            s.fillColor = nil
            s.strokeColor = rgb(1, 0, 0)
            s.lineWidth = 3
            s.frame = frame
            return s
        }
        root.addSublayer(curve(CGRect(x: 0, y: 0, width: 300, height: 300)))
        root.addSublayer(curve(CGRect(x: -7.25, y: 10, width: 300, height: 300)))
        let d = compareFrame(root, size, scale: scale, tolerance: 0)
        #expect(d.directItems == 2)
        #expect(d.count == 0, "\(d.count) pixels differ (largest \(d.maxDelta))")
    }

    @Test("layers that need their bitmap (translucent, turned, in a rounded clip) keep it, with the same pixels")
    func bitmapWhereNeeded() {
        let (root, layers) = shapes { i, s in
            switch i {
            case 0: s.opacity = 0.5
            case 1: s.setAffineTransform(CGAffineTransform(rotationAngle: 0.3))
            case 2: s.setAffineTransform(CGAffineTransform(scaleX: 1.5, y: 1))
            default: break
            }
        }
        let clip = box(CGRect(x: 0, y: 100, width: 260, height: 50), nil)
        clip.cornerRadius = 12
        clip.masksToBounds = true
        layers[4].removeFromSuperlayer()
        layers[4].frame.origin.y = 0
        clip.addSublayer(layers[4])
        root.addSublayer(clip)
        let d = compareFrame(root, Self.size, tolerance: 1)
        // Only layers 3 and 5 are unturned, opaque and clipped by rectangles alone.
        #expect(d.directItems == 2)
        #expect(d.count == 0, "\(d.count) pixels differ by more than 1 (largest \(d.maxDelta))")
    }

    @Test("an animated dash phase and strokeEnd redraw every frame: frames agree with the bitmap path as damage repairs them")
    func animatedFramesAgree() {
        let (root, layers) = shapes()
        for (i, s) in layers.enumerated() {
            let end = CABasicAnimation(keyPath: "strokeEnd")
            end.fromValue = 0.1; end.toValue = 1; end.duration = 0.5; end.beginTime = -0.1 * Double(i)
            end.repeatCount = .infinity
            s.add(end, forKey: "end")
            let phase = CABasicAnimation(keyPath: "lineDashPhase")
            phase.fromValue = 0; phase.toValue = 15; phase.duration = 0.25; phase.repeatCount = .infinity
            s.add(phase, forKey: "phase")
        }
        let direct = renderer(root, Self.size, options: .default), bitmap = renderer(root, Self.size, options: bitmapPath)
        for f in 0..<6 {
            drawFrame(direct, at: Double(f) / 30); drawFrame(bitmap, at: Double(f) / 30)
            let d = Bitmap(direct.image).difference(from: Bitmap(bitmap.image), tolerance: 1)
            #expect(d.count == 0, "frame \(f): \(d.count) pixels differ by more than 1 (largest \(d.maxDelta))")
        }
    }

    @Test("two bands drawing the same content at once give exactly the one-band frame")
    func bandsAgree() {
        let (root, _) = shapes()
        let big = CGSize(width: 260, height: 300)
        root.frame.size = big
        let one = renderer(root, big, scale: 2, options: .default, threads: 1)
        let two = renderer(root, big, scale: 2, options: .default, threads: 2)
        drawFrame(one); drawFrame(two)
        #expect(directItems(two) == 6)
        #expect(Bitmap(one.image) == Bitmap(two.image))
    }
}

