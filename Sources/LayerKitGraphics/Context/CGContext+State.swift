import CCairo

/// A shadow as `setShadow` records it: offset and blur in base space.
struct ShadowStyle {
    var offset: CGSize
    var blur: CGFloat
    var color: CGColor
}

/// A clip added to the context, kept so the clip can be rebuilt if cairo must be reset.
struct ClipRecord {
    /// In device space.
    var path: CGPath
    var rule: CGPathFillRule
    var antialias: Bool
}

/// Everything `saveGState()` saves, except the clip, which cairo keeps (and `clips` records).
struct GState {
    var ctm: CGAffineTransform
    var fillColor = CGColor.black
    var strokeColor = CGColor.black
    var alpha: CGFloat = 1
    var blendMode = CGBlendMode.normal
    var shadow: ShadowStyle?
    var lineWidth: CGFloat = 1
    var lineCap = CGLineCap.butt
    var lineJoin = CGLineJoin.miter
    var miterLimit: CGFloat = 10
    var dashPhase: CGFloat = 0
    var dashLengths: [CGFloat] = []
    var shouldAntialias = true
    var allowsAntialiasing = true
    var interpolationQuality = CGInterpolationQuality.default
    /// The clips added since this state became current (earlier ones belong to saved states).
    var clips: [ClipRecord] = []
    /// The image mask clip in force (`clip(to:mask:)`), with those of saved states in it.
    var maskClip: MaskClip?

    init(ctm: CGAffineTransform) { self.ctm = ctm }

    var antialias: Bool { shouldAntialias && allowsAntialiasing }
}

extension CGContext {
    // MARK: Saving and restoring

    /// Pushes a copy of the graphics state (CTM, clip, colours, line and text settings,
    /// alpha, blend mode, shadow) onto the state stack. The current path is not part of it.
    public func saveGState() {
        savedStates.append(state)
        state.clips = []
        cairo_save(cr)
    }

    /// Restores the most recently saved graphics state; does nothing when none is saved.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else { return }
        state = saved
        cairo_restore(cr)
    }

    // MARK: The current transformation matrix

    /// The current transformation matrix: user space to device space (pixels, y-down).
    public var ctm: CGAffineTransform { state.ctm }

    /// The same as `ctm`: user space to device space.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { state.ctm }

    /// Moves the user-space origin by (`tx`, `ty`) user units. Non-finite values: no-op.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        concatenate(CGAffineTransform(translationX: tx, y: ty))
    }

    /// Scales user space by (`sx`, `sy`). Non-finite values: no-op. A zero scale is kept, as
    /// on Apple, and makes later drawing invisible until the state is restored.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        concatenate(CGAffineTransform(scaleX: sx, y: sy))
    }

    /// Rotates user space by `angle` radians (clockwise on this y-down context). Non-finite: no-op.
    public func rotate(by angle: CGFloat) {
        concatenate(CGAffineTransform(rotationAngle: angle))
    }

    /// Applies `transform` before the current CTM (in the current user space). A transform
    /// with a non-finite entry, or one that would make the CTM non-finite, is a no-op.
    public func concatenate(_ transform: CGAffineTransform) {
        let m = transform.concatenating(state.ctm)
        guard transform.isFinite, m.isFinite else { return }
        state.ctm = m
    }

    /// Maps a point from user space to device space (pixels).
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm) }

    /// Maps a point from device space to user space (unchanged when the CTM is singular).
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm.inverted()) }

    // MARK: Compositing

    /// Sets the opacity (0...1, clamped) that multiplies everything drawn. Non-finite: no-op.
    public func setAlpha(_ alpha: CGFloat) {
        guard alpha.isFinite else { return }
        state.alpha = min(1, max(0, alpha))
    }

    /// Sets how later drawing combines with the pixels below (see `CGBlendMode`).
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

    /// Draws a shadow under everything drawn from now on: `offset` and `blur` are in base
    /// space (the context's space before any transform was applied: pixels for bitmap
    /// contexts, points for layer backing stores), not affected by the CTM. A positive height
    /// moves the shadow down, as in UIKit's y-down contexts (Apple QA1706). `blur` is a
    /// radius: the shadow is the drawn shape's alpha blurred with a Gaussian of standard
    /// deviation `blur / 2` (three box blurs), tinted with `color`. A nil or clear colour
    /// turns shadows off. Non-finite values or a negative blur: no-op.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard offset.width.isFinite, offset.height.isFinite, blur.isFinite, blur >= 0 else { return }
        guard let color, color.rgba.a > 0 else { state.shadow = nil; return }
        state.shadow = ShadowStyle(offset: offset, blur: blur, color: color)
    }

    /// Draws a shadow in Apple's default colour, black with 1/3 alpha (see `setShadow(offset:blur:color:)`).
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1.0 / 3.0))
    }

    // MARK: Colours

    /// Sets the colour used by fills (un-premultiplied components; premultiplied when drawn).
    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    /// Sets the colour used by strokes.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    /// Sets the fill colour from RGBA components (0...1, clamped when drawn).
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the stroke colour from RGBA components (0...1, clamped when drawn).
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the fill colour to a gray.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(gray: gray, alpha: alpha) }
    /// Sets the stroke colour to a gray.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.strokeColor = CGColor(gray: gray, alpha: alpha) }

    // MARK: Stroke settings

    /// Sets the stroke width in user units (transformed by the CTM at stroke time). Zero
    /// draws the thinnest visible line, about one device pixel wide, as in PDF and Quartz.
    /// Negative or non-finite: no-op.
    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite, width >= 0 else { return }
        state.lineWidth = width
    }
    /// Sets how open subpath ends are stroked.
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    /// Sets how stroked corners are joined.
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    /// Sets the miter limit: a miter longer than `limit` times the line width becomes a bevel.
    /// Non-finite: no-op.
    public func setMiterLimit(_ limit: CGFloat) {
        guard limit.isFinite else { return }
        state.miterLimit = limit
    }
    /// Sets the dash pattern: `lengths` alternate painted and skipped lengths in user units,
    /// starting `phase` units into the pattern; empty lengths make lines solid. Negative or
    /// non-finite lengths, or a non-finite phase: no-op. Lengths that are all zero: solid.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        guard phase.isFinite, lengths.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return }
        state.dashPhase = phase
        state.dashLengths = lengths.contains(where: { $0 > 0 }) ? lengths : []
    }

    // MARK: Quality

    /// Turns anti-aliasing of paths, clips and text on or off (on by default).
    public func setShouldAntialias(_ shouldAntialias: Bool) { state.shouldAntialias = shouldAntialias }
    /// Whether `setShouldAntialias(true)` may take effect (on by default).
    public func setAllowsAntialiasing(_ allows: Bool) { state.allowsAntialiasing = allows }

    /// How images are sampled when drawn scaled or transformed (part of the graphics state).
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }
}

extension CGAffineTransform {
    /// Whether all six entries are finite.
    var isFinite: Bool { a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite }
    /// Whether the transform can be inverted (and cairo accepts it).
    var isInvertible: Bool { isFinite && determinant != 0 && determinant.isFinite && abs(determinant) > 1e-300 }
}
