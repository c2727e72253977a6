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

/// A test image: `w` x `h` pixels split into four quadrants (red, green / blue, yellow, top
/// row first), opaque, drawn with CGContext.
func quadrantImage(_ w: Int, _ h: Int) -> CGImage {
    let ctx = CGContext(pixelWidth: w, pixelHeight: h, scale: 1)!
    let hw = CGFloat(w) / 2, hh = CGFloat(h) / 2
    for (rect, color) in [(CGRect(x: 0, y: 0, width: hw, height: hh), rgb(1, 0, 0)),
                          (CGRect(x: hw, y: 0, width: hw, height: hh), rgb(0, 1, 0)),
                          (CGRect(x: 0, y: hh, width: hw, height: hh), rgb(0, 0, 1)),
                          (CGRect(x: hw, y: hh, width: hw, height: hh), rgb(1, 1, 0))] {
        ctx.setFillColor(color)
        ctx.fill(rect)
    }
    return ctx.makeImage()!
}

/// A `w` x `h` checkerboard of 1-pixel black and white squares.
func checkerImage(_ w: Int, _ h: Int) -> CGImage {
    let ctx = CGContext(pixelWidth: w, pixelHeight: h, scale: 1)!
    for y in 0..<h { for x in 0..<w {
        ctx.setFillColor(CGColor(gray: (x + y) % 2 == 0 ? 0 : 1, alpha: 1))
        ctx.fill(CGRect(x: x, y: y, width: 1, height: 1))
    } }
    return ctx.makeImage()!
}

/// A gray root of `size` at the origin.
func stage(_ size: CGSize, gray: CGFloat = 0.75) -> CALayer {
    box(CGRect(origin: .zero, size: size), CGColor(gray: gray, alpha: 1))
}

/// Commits, then draws `r`'s next frame at media time `time` (begin, bounds, render, end).
func drawFrame(_ r: CARenderer, at time: CFTimeInterval = 0) {
    CATransaction.flush()
    r.beginFrame(atTime: time); _ = r.updateBounds(); r.render(); r.endFrame()
}

/// Every fast path but `paths`: the oracle side of a fast path's agreement tests.
func options(without paths: FastPaths) -> RasterOptions {
    var o = RasterOptions.default
    o.fastPaths.subtract(paths)
    return o
}

/// A renderer of `root` into a `size` frame at `scale`, with `options`, on `threads` threads.
func renderer(of root: CALayer, size: CGSize, scale: CGFloat = 1, options: RasterOptions = .default,
              threads: Int = 1) -> CARenderer {
    let r = CARenderer(size: size, scale: scale, options: options, threads: threads)
    r.layer = root
    return r
}
