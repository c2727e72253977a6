import CCairo
import Foundation
import LayerKit
import LayerKitCompositor
import LayerKitRaster

/// Scenes of layers that draw content of their own (the render content seam), against cairo
/// drawing the same geometry straight into a frame: `shapes100` (100 shape layers whose
/// `strokeEnd` and `lineDashPhase` animate) and `gradient` (a full-frame radial gradient whose
/// `locations` animate).
extension LayerScenes {
    static let contentScenes: [Scene] = [
        Scene(name: "shapes100", summary: "100 CAShapeLayers (dashed curve and ellipse, 3 pt) animating strokeEnd and lineDashPhase",
              layerKit: { ctx in shapes(ctx) }, reference: { ctx in ShapeReference.cairo(ctx) }),
        Scene(name: "gradient", summary: "a full-frame radial CAGradientLayer (4 colours) whose locations animate",
              layerKit: { ctx in gradient(ctx) }, reference: { ctx in GradientReference.cairo(ctx) }),
    ]

    // MARK: shapes100

    /// One drawing step of a shape's path, in the layer's points.
    enum PathStep {
        case move(CGFloat, CGFloat)
        case curve(CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)
        case ellipse(CGRect)
    }

    /// Every shape's path (112 x 60 points): an open S-wave across, then an ellipse in the middle.
    static let shapePath: [PathStep] = [
        .move(6, 30), .curve(20, -5, 40, 65, 56, 30), .curve(72, -5, 92, 65, 106, 30),
        .ellipse(CGRect(x: 36, y: 16, width: 40, height: 28)),
    ]

    /// Shape `i`'s frame: the 128 x 72 cells of a 10 x 10 grid, 112 x 60 inside.
    static func shapeFrame(_ i: Int) -> CGRect {
        CGRect(x: (i % 10) * 128 + 8, y: (i / 10) * 72 + 6, width: 112, height: 60)
    }

    /// Shape `i`'s stroke colour.
    static func shapeColour(_ i: Int) -> (r: CGFloat, g: CGFloat, b: CGFloat) {
        (0.4 + 0.6 * CGFloat(i % 5) / 4, 0.5 + 0.5 * CGFloat(i % 3) / 2, 1 - 0.6 * CGFloat(i % 7) / 6)
    }

    static let shapeDashes: [CGFloat] = [10, 5]
    static let shapeLineWidth: CGFloat = 3

    /// `strokeEnd` of shape `i` at `t` seconds: 0 to 1 and back, 2 s each way, linear, each
    /// shape 0.04 s ahead of the one before.
    static func strokeEnd(_ i: Int, _ t: Double) -> CGFloat {
        let u = (t + 0.04 * Double(i)).truncatingRemainder(dividingBy: 4)
        return CGFloat(u < 2 ? u / 2 : 2 - u / 2)
    }

    /// `lineDashPhase` at `t` seconds: 0 to 15 (one dash period) every 0.5 s, linear.
    static func dashPhase(_ t: Double) -> CGFloat { CGFloat(15 * (t / 0.5 - (t / 0.5).rounded(.down))) }

    static func shapes(_ ctx: SceneContext) -> SceneSide {
        let stage = Stage(ctx)
        let path = CGMutablePath()
        for step in shapePath {
            switch step {
            case let .move(x, y): path.move(to: CGPoint(x: x, y: y))
            case let .curve(a, b, c, d, x, y):
                path.addCurve(to: CGPoint(x: x, y: y), control1: CGPoint(x: a, y: b), control2: CGPoint(x: c, y: d))
            case let .ellipse(r): path.addEllipse(in: r)
            }
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for i in 0..<100 {
            let shape = CAShapeLayer()
            shape.frame = shapeFrame(i)
            shape.path = path
            shape.fillColor = nil
            let c = shapeColour(i)
            shape.strokeColor = CGColor(red: c.r, green: c.g, blue: c.b, alpha: 1)
            shape.lineWidth = shapeLineWidth
            shape.lineCap = .round
            shape.lineJoin = .round
            shape.lineDashPattern = shapeDashes.map { NSNumber(value: Double($0)) }
            stage.root.addSublayer(shape)
            // The animations began at media time −4 (an absolute begin time, a whole number of
            // both periods before 0; the stage renders frame f at f / 60 s), so each frame's
            // values are the functions above, frame 0 included.
            let end = CABasicAnimation(keyPath: "strokeEnd")
            end.fromValue = 0; end.toValue = 1; end.duration = 2
            end.autoreverses = true; end.repeatCount = .infinity
            end.timeOffset = 0.04 * Double(i)
            end.beginTime = -4
            end.timingFunction = CAMediaTimingFunction(name: .linear)
            shape.add(end, forKey: "strokeEnd")
            let phase = CABasicAnimation(keyPath: "lineDashPhase")
            phase.fromValue = 0; phase.toValue = 15; phase.duration = 0.5
            phase.repeatCount = .infinity
            phase.beginTime = -4
            phase.timingFunction = CAMediaTimingFunction(name: .linear)
            shape.add(phase, forKey: "dashPhase")
        }
        CATransaction.commit()
        CATransaction.flush()
        return stage.side { _ in }
    }

    // MARK: gradient

    /// The gradient's colours (opaque, un-premultiplied RGB).
    static let gradientColours: [(CGFloat, CGFloat, CGFloat)] = [(1, 0.85, 0.3), (0.9, 0.3, 0.2), (0.3, 0.1, 0.5), (0.05, 0.05, 0.15)]

    /// The locations at `t` seconds: from [0, 0.2, 0.5, 1] to [0, 0.6, 0.8, 1] and back, 2 s
    /// each way, linear.
    static func gradientLocations(_ t: Double) -> [CGFloat] {
        let u = t.truncatingRemainder(dividingBy: 4)
        let k = CGFloat(u < 2 ? u / 2 : 2 - u / 2)
        return [0, 0.2 + 0.4 * k, 0.5 + 0.3 * k, 1]
    }

    static func gradient(_ ctx: SceneContext) -> SceneSide {
        let stage = Stage(ctx)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let g = CAGradientLayer()
        g.frame = stage.root.bounds
        g.type = .radial
        g.startPoint = CGPoint(x: 0.5, y: 0.5)
        g.endPoint = CGPoint(x: 1, y: 1)
        g.colors = gradientColours.map { CGColor(red: $0.0, green: $0.1, blue: $0.2, alpha: 1) }
        g.locations = gradientLocations(0).map { NSNumber(value: Double($0)) }
        stage.root.addSublayer(g)
        let move = CABasicAnimation(keyPath: "locations")
        move.fromValue = gradientLocations(0).map { NSNumber(value: Double($0)) }
        move.toValue = gradientLocations(2).map { NSNumber(value: Double($0)) }
        move.duration = 2
        move.autoreverses = true
        move.repeatCount = .infinity
        move.beginTime = -4 // as in shapes100: frame f shows gradientLocations(f / 60)
        move.timingFunction = CAMediaTimingFunction(name: .linear)
        g.add(move, forKey: "locations")
        CATransaction.commit()
        CATransaction.flush()
        return stage.side { _ in }
    }
}

/// A cairo image surface over a frame-sized LayerKit surface (so frames can be compared).
struct CairoFrame {
    let target: Surface
    let surface: OpaquePointer
    let cr: OpaquePointer

    init(_ ctx: SceneContext) {
        target = Surface(width: ctx.width, height: ctx.height)
        let t = target
        surface = t.pixels.withMemoryRebound(to: UInt8.self, capacity: t.stride * t.height * 4) {
            cairo_image_surface_create_for_data($0, CAIRO_FORMAT_ARGB32, Int32(t.width), Int32(t.height), Int32(t.stride * 4))!
        }
        cr = cairo_create(surface)!
    }

    /// A scene side that draws a frame with `render` and shows this frame's pixels.
    func side(_ render: @escaping (Int) -> Void) -> SceneSide {
        SceneSide(render: render, pixels: { (UnsafePointer(self.target.pixels), self.target.stride) })
    }
}

/// cairo stroking the 100 paths straight into the frame each frame: the curves as curves
/// (cairo's own flattening), `strokeEnd` and the moving dash phase expressed together as one
/// explicit dash array per subpath (cairo has no trimming), round caps and joins, after
/// clearing the frame: what drawing the shapes directly costs.
enum ShapeReference {
    static func cairo(_ ctx: SceneContext) -> SceneSide {
        let frame = CairoFrame(ctx)
        let cr = frame.cr
        // Each subpath as a cairo path (points in the shape's own space) with its length.
        let subpaths: [(path: UnsafeMutablePointer<cairo_path_t>, length: Double)] = split(LayerScenes.shapePath).map { steps in
            cairo_new_path(cr)
            append(steps, cr)
            let path = cairo_copy_path(cr)!
            let flat = cairo_copy_path_flat(cr)!
            defer { cairo_path_destroy(flat) }
            return (path, length(of: flat))
        }
        cairo_new_path(cr)
        let total = subpaths.reduce(0) { $0 + $1.length }
        return frame.side { f in
            let t = Double(f) / 60
            Pixman.clear(frame.target, to: RasterScenes.background)
            cairo_surface_mark_dirty(frame.surface)
            cairo_set_line_width(cr, Double(LayerScenes.shapeLineWidth))
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            let phase = Double(LayerScenes.dashPhase(t))
            for i in 0..<100 {
                let box = LayerScenes.shapeFrame(i), c = LayerScenes.shapeColour(i)
                cairo_set_source_rgba(cr, Double(c.r), Double(c.g), Double(c.b), 1)
                var visible = Double(LayerScenes.strokeEnd(i, t)) * total
                for sub in subpaths {
                    let end = min(sub.length, visible)
                    visible -= sub.length
                    guard end > 0 else { break }
                    var (dashes, offset) = dashArray(phase: phase, upTo: end)
                    cairo_set_dash(cr, &dashes, Int32(dashes.count), offset)
                    cairo_save(cr)
                    cairo_translate(cr, Double(box.minX), Double(box.minY))
                    cairo_append_path(cr, sub.path)
                    cairo_restore(cr)
                    cairo_stroke(cr)
                }
            }
            cairo_surface_flush(frame.surface)
        }
    }

    /// The visible stretches of the [10, 5] dash pattern cut at `end` along the subpath, as an
    /// explicit on/off array from the start of a dash (a long gap last) and the offset into it
    /// at which the subpath starts (the dash phase).
    static func dashArray(phase: Double, upTo end: Double) -> (dashes: [Double], offset: Double) {
        let on = Double(LayerScenes.shapeDashes[0]), off = Double(LayerScenes.shapeDashes[1])
        let p = phase.truncatingRemainder(dividingBy: on + off), stop = end + p
        var out: [Double] = []
        var u = 0.0
        while true {
            out.append(min(on, stop - u))
            if u + on + off >= stop { out.append(1e6); break }
            out.append(off)
            u += on + off
        }
        return (out, p)
    }

    /// The steps split at each move and closed shape: one list per subpath.
    static func split(_ steps: [LayerScenes.PathStep]) -> [[LayerScenes.PathStep]] {
        var out: [[LayerScenes.PathStep]] = []
        for step in steps {
            switch step {
            case .move, .ellipse: out.append([step])
            case .curve: out[out.count - 1].append(step)
            }
        }
        return out
    }

    /// Appends `steps` to cairo's current path (an ellipse as four quarter arcs, closed).
    static func append(_ steps: [LayerScenes.PathStep], _ cr: OpaquePointer) {
        for step in steps {
            switch step {
            case let .move(x, y): cairo_move_to(cr, Double(x), Double(y))
            case let .curve(a, b, c, d, x, y):
                cairo_curve_to(cr, Double(a), Double(b), Double(c), Double(d), Double(x), Double(y))
            case let .ellipse(r):
                cairo_save(cr)
                cairo_translate(cr, Double(r.midX), Double(r.midY))
                cairo_scale(cr, Double(r.width / 2), Double(r.height / 2))
                cairo_new_sub_path(cr)
                cairo_arc(cr, 0, 0, 1, 0, 2 * .pi)
                cairo_close_path(cr)
                cairo_restore(cr)
            }
        }
    }

    /// The length of a flattened cairo path.
    static func length(of path: UnsafeMutablePointer<cairo_path_t>) -> Double {
        var total = 0.0, last = (0.0, 0.0), start = (0.0, 0.0)
        var i = 0
        while i < Int(path.pointee.num_data) {
            let header = path.pointee.data[i].header
            let n = Int(header.length)
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                let p = path.pointee.data[i + 1].point
                last = (p.x, p.y); start = last
            case CAIRO_PATH_LINE_TO:
                let p = path.pointee.data[i + 1].point
                total += hypot(p.x - last.0, p.y - last.1)
                last = (p.x, p.y)
            case CAIRO_PATH_CLOSE_PATH:
                total += hypot(start.0 - last.0, start.1 - last.1)
                last = start
            default: break
            }
            i += n
        }
        return total
    }
}

/// cairo painting the radial gradient over the whole frame each frame: an elliptical radial
/// pattern (a circle of radius 640 scaled to 360 vertically) with the frame's locations.
enum GradientReference {
    static func cairo(_ ctx: SceneContext) -> SceneSide {
        let frame = CairoFrame(ctx)
        let cr = frame.cr
        let w = Double(ctx.width), h = Double(ctx.height)
        return frame.side { f in
            let pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, w / 2)!
            for (c, loc) in zip(LayerScenes.gradientColours, LayerScenes.gradientLocations(Double(f) / 60)) {
                cairo_pattern_add_color_stop_rgb(pattern, Double(loc), Double(c.0), Double(c.1), Double(c.2))
            }
            // Pattern space: the circle about the origin; user space: the ellipse about the centre.
            var m = cairo_matrix_t()
            cairo_matrix_init_scale(&m, 1, w / h)
            cairo_matrix_translate(&m, -w / 2, -h / 2)
            cairo_pattern_set_matrix(pattern, &m)
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
            cairo_pattern_destroy(pattern)
            cairo_surface_flush(frame.surface)
        }
    }
}
