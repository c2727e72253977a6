import Synchronization

/// What a `CAShapeLayer` draws on the render side: its path filled, then stroked, from the
/// presented values of one frame (immutable; built from a `LayerState` only).
final class ShapeContent: RenderContent, @unchecked Sendable {
    let path: CGPath
    let fillColor: CGColor?
    let fillRule: CGPathFillRule
    let strokeColor: CGColor?
    let lineWidth: CGFloat
    let lineCap: CGLineCap
    let lineJoin: CGLineJoin
    let miterLimit: CGFloat
    let dashes: [CGFloat]
    let dashPhase: CGFloat
    let strokeStart: CGFloat
    let strokeEnd: CGFloat

    /// The content of `state`; nil without a path, or with a path that has non-finite points
    /// or nothing to paint. Keys a layer has not set take `CAShapeLayer`'s defaults.
    init?(_ state: borrowing LayerState) {
        let v = ShapeValues.of(state)
        guard let path = v.path, !path.isEmpty, path.measuredHasOnlyFinitePoints else { return nil }
        self.path = path
        fillColor = v.fillColor.flatMap { $0.alpha > 0 ? $0 : nil }
        fillRule = v.fillRule == .evenOdd ? .evenOdd : .winding
        strokeColor = v.strokeColor.flatMap { $0.alpha > 0 ? $0 : nil }
        lineWidth = v.lineWidth
        lineCap = Self.cap(v.lineCap)
        lineJoin = Self.join(v.lineJoin)
        miterLimit = v.miterLimit
        dashes = v.dashes
        dashPhase = v.lineDashPhase
        strokeStart = v.strokeStart
        strokeEnd = v.strokeEnd
        guard fillColor != nil || strokes else { return nil }
    }

    /// Core Graphics' cap for a layer's (butt for nil or a name it does not know). Compared
    /// by name: no table is built for each frame's content.
    private static func cap(_ c: CAShapeLayerLineCap?) -> CGLineCap {
        switch c?.rawValue {
        case CAShapeLayerLineCap.round.rawValue: return .round
        case CAShapeLayerLineCap.square.rawValue: return .square
        default: return .butt
        }
    }

    /// Core Graphics' join for a layer's (miter for nil or a name it does not know).
    private static func join(_ j: CAShapeLayerLineJoin?) -> CGLineJoin {
        switch j?.rawValue {
        case CAShapeLayerLineJoin.round.rawValue: return .round
        case CAShapeLayerLineJoin.bevel.rawValue: return .bevel
        default: return .miter
        }
    }

    /// Whether anything is stroked: a visible colour, a positive finite width and a non-empty
    /// stretch of the path.
    var strokes: Bool {
        strokeColor != nil && lineWidth > 0 && lineWidth.isFinite && min(1, strokeEnd) > max(0, strokeStart)
    }

    /// The path's control-point box, grown by how far the paint can reach past the path.
    func extent(bounds: CGRect) -> CGRect { grown(path.boundingBox) }

    /// The path's tight box (curves at their extremes, not their control points), grown by
    /// how far the paint can reach past the path: the flattened curves cairo fills and strokes
    /// are chords of the curves, inside that box. An unfilled stroke cut short or dashed
    /// paints only its stretches: the box is then also within their control points' box (a
    /// `strokeEnd` drawing a path in gets a bitmap that grows with it).
    func paintedExtent(bounds: CGRect, atTime t: CFTimeInterval) -> CGRect {
        let whole = path.measuredBoundingBoxOfPath
        guard fillColor == nil, strokes, cutsStroke, let kept = stretchPath else { return grown(whole) }
        // Both boxes hold every stretch: the stretches lie on the path's curves, and each
        // piece of a curve lies within its own control points.
        let box = kept.boundingBox.intersection(whole)
        return grown(box.isNull ? whole : box)
    }

    /// Whether the stroke is drawn from cut stretches (`strokeStretches`), not the path whole.
    private var cutsStroke: Bool { strokeStart > 0 || strokeEnd < 1 || !dashes.isEmpty }

    /// `box` grown by how far the stroke can reach past the path: half the line width, times
    /// the miter limit for miter joins (a miter reaches at most `miterLimit * lineWidth / 2`
    /// from its corner) or √2 for square caps, plus one point for antialiasing.
    private func grown(_ box: CGRect) -> CGRect {
        guard strokes else { return box.insetBy(dx: -1, dy: -1) }
        var reach: CGFloat = 1
        if lineJoin == .miter, miterLimit.isFinite { reach = max(reach, miterLimit) }
        if lineCap == .square { reach = max(reach, 2.0.squareRoot()) }
        let outset = lineWidth / 2 * reach + 1
        return box.insetBy(dx: -outset, dy: -outset)
    }

    /// Drawn with cairo only, on the context it is given, reading the path's locked
    /// measurements: any thread will do.
    var drawsOnAnyThread: Bool { true }

    /// Fills, then strokes, in the layer's coordinates.
    func draw(in context: CGContext, atTime t: CFTimeInterval) {
        if let fillColor {
            context.addPath(path)
            context.setFillColor(fillColor)
            context.fillPath(using: fillRule)
        }
        guard strokes, let strokeColor else { return }
        context.setStrokeColor(strokeColor)
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCap)
        context.setLineJoin(lineJoin)
        context.setMiterLimit(miterLimit.isFinite ? max(1, miterLimit) : 10)
        guard cutsStroke else {
            context.addPath(path)
            context.strokePath()
            return
        }
        guard let kept = stretchPath else { return }
        context.addPath(kept)
        context.strokePath()
    }

    /// `stretchPath` once made: nil until then, then the path (or nil when nothing shows).
    private let madeStretches = Mutex<CGPath??>(nil)

    /// What `strokeStart`, `strokeEnd` and the dashes keep of the path, as one path
    /// (`strokeStretches`); nil when nothing shows. Cut once per content: the painted box and
    /// the stroke both read it, on any thread (two threads cutting at once keep the first).
    private var stretchPath: CGPath? {
        if let made = madeStretches.withLock({ $0 }) { return made }
        let cut = strokeStretches()
        return madeStretches.withLock { made in
            if let earlier = made { return earlier }
            made = .some(cut)
            return cut
        }
    }

    /// Room made up front for the pieces' elements: most dashed shapes need fewer, so their
    /// array is allocated once, not grown step by step.
    private static let stretchElements = 128

    /// What `strokeStart` and `strokeEnd` keep, dashed, as one path to stroke undashed: every
    /// stretch that shows (the user's dashes cut to the kept part of each subpath, so dashes
    /// stay put along the path while the ends move) is cut out as a subpath of its own, its
    /// curves kept as curves (`MeasuredSubpath`). A subpath that shows whole and undashed is
    /// itself; on a closed one kept whole, a dash running through the start goes on into the
    /// first dash, joined as the path is there. cairo strokes the pieces as outlines, not
    /// through its dasher (which costs about twice as much on curves), and all at once, so
    /// where pieces overlap they are painted once, as one stroke is. Nil when nothing shows.
    private func strokeStretches() -> CGPath? {
        var out: [PathElement] = []
        out.reserveCapacity(Self.stretchElements)
        for window in path.strokeWindows(from: strokeStart, to: strokeEnd) {
            let sub = window.subpath
            var shown = window.stretches(phase: dashPhase, lengths: dashes)[...]
            guard let first = shown.first, let last = shown.last else { continue }
            if window.isWhole && first.from <= 0 && last.to >= sub.length {
                if shown.count == 1 {
                    out += sub.path.elements
                    continue
                }
                if sub.closed {
                    sub.appendStretch(from: last.from, to: last.to, to: &out)
                    sub.appendStretch(from: first.from, to: first.to, continuing: true, to: &out)
                    shown = shown.dropFirst().dropLast()
                }
            }
            for s in shown { sub.appendStretch(from: s.from, to: s.to, to: &out) }
        }
        return out.isEmpty ? nil : CGPath(elements: out)
    }
}

/// A shape layer's values in their types, gathered in one pass over the state's custom values
/// (one string comparison per key and case, not a hashed lookup per property), each cast once
/// to the type its property stores. The stored ones are parsed once per box (`of(_:)`); the
/// animated ones are taken over them for every frame a shape animates. A key not stored, or
/// stored with another type, takes `CAShapeLayer`'s default.
private struct ShapeValues {
    var path: CGPath?
    var fillColor: CGColor?, strokeColor: CGColor?
    var fillRule: CAShapeLayerFillRule?, lineCap: CAShapeLayerLineCap?, lineJoin: CAShapeLayerLineJoin?
    var lineWidth: CGFloat = 1, miterLimit: CGFloat = 10
    var dashes: [CGFloat] = []
    var lineDashPhase: CGFloat = 0, strokeStart: CGFloat = 0, strokeEnd: CGFloat = 1

    /// The values stored in `custom`.
    init(_ custom: [String: Any]) {
        for (key, value) in custom { take(key, value) }
    }

    /// The values of `state`: its stored ones, parsed once per box of stored values (a shape
    /// that animates is parsed once, not every frame), then the animated ones over them.
    static func of(_ state: borrowing LayerState) -> ShapeValues {
        var v = state.rare.memoized { ParsedShape(ShapeValues($0.custom)) }.values
        for (key, value) in state.presentedCustom { v.take(key, value) }
        return v
    }

    /// Takes `value` for `key` when it is one of a shape layer's keys.
    private mutating func take(_ key: String, _ value: Any) {
        switch ShapeKey(key) {
        case .path: path = value as? CGPath
        case .fillColor: fillColor = value as? CGColor
        case .fillRule: fillRule = value as? CAShapeLayerFillRule
        case .strokeColor: strokeColor = value as? CGColor
        case .lineWidth: lineWidth = (value as? CGFloat) ?? 1
        case .lineCap: lineCap = value as? CAShapeLayerLineCap
        case .lineJoin: lineJoin = value as? CAShapeLayerLineJoin
        case .miterLimit: miterLimit = (value as? CGFloat) ?? 10
        case .lineDashPattern: dashes = Self.dashLengths(value)
        case .lineDashPhase: lineDashPhase = (value as? CGFloat) ?? 0
        case .strokeStart: strokeStart = (value as? CGFloat) ?? 0
        case .strokeEnd: strokeEnd = (value as? CGFloat) ?? 1
        case nil: break
        }
    }

    /// The dash lengths a layer holds: the `[NSNumber]` its property stores, read directly (a
    /// cast of the array to `[CGFloat]` bridges it element by element), or any array of numbers
    /// set by key, coerced; none for anything else.
    private static func dashLengths(_ raw: Any) -> [CGFloat] {
        if Swift.type(of: raw) == [NSNumber].self { return (raw as! [NSNumber]).map { CGFloat($0.doubleValue) } }
        return [CGFloat].coerce(raw) ?? []
    }
}

/// A shape layer's stored values, parsed, as kept with the box they were parsed from.
private final class ParsedShape {
    let values: ShapeValues
    init(_ values: ShapeValues) { self.values = values }
}

/// The keys a shape layer stores, told apart by length first: a key is compared with the one
/// to three names of its length, not with up to twelve (each comparison of unequal strings
/// is a call into the runtime).
private enum ShapeKey {
    case path, fillColor, fillRule, strokeColor, lineWidth, lineCap, lineJoin, miterLimit
    case lineDashPattern, lineDashPhase, strokeStart, strokeEnd

    /// The shape key named `key`; nil for any other key.
    init?(_ key: String) {
        let found: ShapeKey?
        switch key.utf8.count {
        case 4: found = key == "path" ? .path : nil
        case 7: found = key == "lineCap" ? .lineCap : nil
        case 8: found = key == "lineJoin" ? .lineJoin : key == "fillRule" ? .fillRule : nil
        case 9: found = key == "strokeEnd" ? .strokeEnd : key == "lineWidth" ? .lineWidth : key == "fillColor" ? .fillColor : nil
        case 10: found = key == "miterLimit" ? .miterLimit : nil
        case 11: found = key == "strokeColor" ? .strokeColor : key == "strokeStart" ? .strokeStart : nil
        case 13: found = key == "lineDashPhase" ? .lineDashPhase : nil
        case 15: found = key == "lineDashPattern" ? .lineDashPattern : nil
        default: found = nil
        }
        guard let found else { return nil }
        self = found
    }
}
