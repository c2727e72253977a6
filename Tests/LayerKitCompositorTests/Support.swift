@testable import LayerKitCompositor
import LayerKitRaster
import LayerKitTestSupport

/// Renders `root` (placed by its frame) into a `size` image at media time `time`, after
/// committing pending changes. The clock is not read: the frame time is given.
func render(_ root: CALayer, size: CGSize, scale: CGFloat = 1, at time: CFTimeInterval = 0,
            options: RasterOptions = .default) -> Bitmap {
    let r = CARenderer(size: size, scale: scale, options: options, threads: 1)
    r.layer = root
    CATransaction.flush()
    r.beginFrame(atTime: time)
    _ = r.updateBounds()
    r.render()
    r.endFrame()
    return Bitmap(r.image)
}

/// An RGB colour.
func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor {
    CGColor(red: r, green: g, blue: b, alpha: a)
}

/// A plain layer with a frame and a background colour.
func box(_ frame: CGRect, _ color: CGColor?) -> CALayer {
    let l = CALayer()
    l.frame = frame
    l.backgroundColor = color
    return l
}

/// `(r, g, b, a)` of a premultiplied pixel as 0...255 values.
func px(_ b: Bitmap, _ x: Int, _ y: Int) -> [Int] {
    let p = b.premultiplied(x, y)
    return [p.r, p.g, p.b, p.a]
}
