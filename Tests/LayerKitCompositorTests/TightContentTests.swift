import Testing
@testable import LayerKitCompositor
import LayerKitRaster
import LayerKitTestSupport

/// Every fast path but drawing content over only the box it paints.
private let wholeExtent = options(without: .tightContent)

private let size = CGSize(width: 260, height: 200)

/// A renderer of `root` at `scale` with `options`, one band unless told.
private func renderer(_ root: CALayer, scale: CGFloat = 1, options: RasterOptions, threads: Int = 1) -> CARenderer {
    renderer(of: root, size: size, scale: scale, options: options, threads: threads)
}

/// A path whose control points reach far past its curves (an S-wave across, its control
/// points 35 points above and below), then an ellipse inside, in a 112 x 60 box.
private func wave() -> CGPath {
    let p = CGMutablePath()
    p.move(to: CGPoint(x: 6, y: 30))
    p.addCurve(to: CGPoint(x: 56, y: 30), control1: CGPoint(x: 20, y: -5), control2: CGPoint(x: 40, y: 65))
    p.addCurve(to: CGPoint(x: 106, y: 30), control1: CGPoint(x: 72, y: -5), control2: CGPoint(x: 92, y: 65))
    p.addEllipse(in: CGRect(x: 36, y: 16, width: 40, height: 28))
    return p
}

/// A sharp zigzag with miter joins (miters reach far past the corners) and square caps.
private func zigzag() -> CGPath {
    let p = CGMutablePath()
    p.move(to: CGPoint(x: 8, y: 50))
    for k in 1...6 { p.addLine(to: CGPoint(x: 8 + 16 * CGFloat(k), y: k % 2 == 1 ? 12 : 50)) }
    return p
}

/// Eight shape layers over a translucent band: filled and stroked, dashed, trimmed, miter
/// joins and square caps past their bounds, at whole and fractional positions, one turned
/// and one scaled (not on the pixel grid: drawn over their whole extent either way).
private func shapes() -> (root: CALayer, layers: [CAShapeLayer]) {
    CATransaction.setDisableActions(true)
    let root = stage(size, gray: 0.3)
    root.addSublayer(box(CGRect(x: 0, y: 40, width: 260, height: 50), rgb(0.9, 0.6, 0.1, 0.5)))
    let layers = (0..<8).map { i -> CAShapeLayer in
        let s = CAShapeLayer()
        s.frame = CGRect(x: (i % 2 == 0 ? 6 : 6.5) + CGFloat(i % 2) * 124, y: CGFloat(i / 2) * 48 + (i == 3 ? 0.25 : 2),
                         width: 112, height: 60)
        s.path = i == 4 ? zigzag() : wave()
        s.fillColor = i % 3 == 0 ? rgb(0.2, 0.5, 0.9, 0.6) : nil
        s.strokeColor = rgb(1, 0.9 - 0.1 * CGFloat(i), 0.3)
        s.lineWidth = 2 + CGFloat(i % 4)
        s.lineCap = i % 2 == 0 ? .round : .square
        s.lineJoin = i == 4 ? .miter : .round
        if i % 2 == 1 { s.lineDashPattern = [10, 5]; s.lineDashPhase = CGFloat(i) }
        if i >= 2 { s.strokeEnd = 0.3 + 0.1 * CGFloat(i) }
        if i == 5 { s.strokeStart = 0.2 }
        if i == 6 { s.setAffineTransform(CGAffineTransform(rotationAngle: 0.3)) }
        if i == 7 { s.setAffineTransform(CGAffineTransform(scaleX: 1.25, y: 1)) }
        root.addSublayer(s)
        return s
    }
    return (root, layers)
}

/// Animates every layer's `strokeEnd` and dash phase, each shape its own way.
private func animate(_ layers: [CAShapeLayer]) {
    for (i, s) in layers.enumerated() {
        let end = CABasicAnimation(keyPath: "strokeEnd")
        end.fromValue = 0.1; end.toValue = 1; end.duration = 0.5; end.beginTime = -0.1 * Double(i)
        end.repeatCount = .infinity
        s.add(end, forKey: "end")
        let phase = CABasicAnimation(keyPath: "lineDashPhase")
        phase.fromValue = 0; phase.toValue = 15; phase.duration = 0.25; phase.repeatCount = .infinity
        s.add(phase, forKey: "phase")
    }
}

/// The pixel heights of the shape content items in `r`'s last frame.
private func contentHeights(_ r: CARenderer) -> [Int] {
    r.drawList.leaves.filter { $0.key.part == ItemKey.Part.renderContent.rawValue }.map(\.bounds.height)
}

/// Oracle: the same frames with the fast path off, every shape drawn over its whole extent
/// (the control-point box grown by the stroke's reach). The painted box holds every pixel a
/// shape paints and, on the pixel grid, is the same grid shifted by whole pixels, so the
/// bitmap's pixels and what they blend onto must be equal byte for byte.
@Suite("Shape content is drawn over only the box it paints, with the same pixels", .ownMediaClock)
struct TightContentTests {
    @Test("shape layers drawn over their painted box give exactly the frame drawn over their whole extent, at scales 1 and 2",
          arguments: [CGFloat(1), 2])
    func sameFrame(scale: CGFloat) {
        let (root, _) = shapes()
        let tight = renderer(root, scale: scale, options: .default)
        let whole = renderer(root, scale: scale, options: wholeExtent)
        drawFrame(tight); drawFrame(whole)
        #expect(Bitmap(tight.image) == Bitmap(whole.image))
        // The wave's box is 75 points high by its control points, 33 by its curves.
        let t = contentHeights(tight), w = contentHeights(whole)
        #expect(t.count == 8 && w.count == 8)
        #expect(zip(t, w).filter { $0 < $1 }.count == 5, "tight \(t), whole \(w)")
    }

    /// Oracle: the frame drawn over the whole extent, and the lengths by hand: a quarter of a
    /// 200-point line shows, so the content is 150 points narrower (the stroke's reach past
    /// either end is the same both ways).
    @Test("a stroke cut short is drawn over the box of what shows, not of the whole path, with the same pixels")
    func trimmedStrokeBox() {
        CATransaction.setDisableActions(true)
        let root = stage(size, gray: 0.3)
        let s = CAShapeLayer()
        s.frame = CGRect(x: 20, y: 20, width: 220, height: 40)
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 10, y: 20))
        line.addLine(to: CGPoint(x: 210, y: 20))
        s.path = line
        s.fillColor = nil
        s.strokeColor = rgb(1, 0.8, 0.2)
        s.lineWidth = 4
        s.lineJoin = .round
        s.strokeEnd = 0.25
        root.addSublayer(s)
        let tight = renderer(root, options: .default), whole = renderer(root, options: wholeExtent)
        drawFrame(tight); drawFrame(whole)
        #expect(Bitmap(tight.image) == Bitmap(whole.image))
        func widths(_ r: CARenderer) -> [Int] {
            r.drawList.leaves.filter { $0.key.part == ItemKey.Part.renderContent.rawValue }.map(\.bounds.width)
        }
        // Narrower by exactly the 150 points that do not show.
        #expect(widths(tight).count == 1 && widths(tight).map { $0 + 150 } == widths(whole), "tight \(widths(tight)), whole \(widths(whole))")
    }

    @Test("animated strokes: every frame equal, drawn whole or repaired by damage, in one band or two")
    func animatedFramesAgree() {
        let (root, layers) = shapes()
        animate(layers)
        let tight = renderer(root, options: .default), whole = renderer(root, options: wholeExtent)
        let full = renderer(root, options: .default), twoBands = renderer(root, options: .default, threads: 2)
        for f in 0..<8 {
            full.invalidateAll()
            for r in [tight, whole, full, twoBands] { drawFrame(r, at: Double(f) / 30) }
            let expected = Bitmap(whole.image)
            #expect(Bitmap(tight.image) == expected, "frame \(f), damage only")
            #expect(Bitmap(full.image) == expected, "frame \(f), whole frame")
            #expect(Bitmap(twoBands.image) == expected, "frame \(f), two bands")
        }
    }
}
