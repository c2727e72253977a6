import CLayerKitRaster

/// One prepared draw: geometry, paint, blend factors and the target, shared by every path.
/// A class: the geometry is large, and each path holds the job without copying it.
final class DrawJob {
    let geometry: QuadGeometry
    let paint: PreparedPaint
    /// Opacity in 0...1.
    let opacity: Double
    /// The blend factor of fully covered pixels, Int32(opacity * 256 + 0.5).
    let fullFactor: Int32
    let blend: BlendMode
    let surface: Surface
    let simd: Int32

    init(geometry: QuadGeometry, paint: PreparedPaint, opacity: Double, fullFactor: Int32, blend: BlendMode,
         surface: Surface, simd: Int32) {
        self.geometry = geometry; self.paint = paint; self.opacity = opacity; self.fullFactor = fullFactor
        self.blend = blend; self.surface = surface; self.simd = simd
    }

    /// The blend factor (0...256) for coverage `cov`: the one rounding every path uses.
    @inline(__always) func factor(_ cov: Double) -> Int32 { Int32(cov * opacity * 256 + 0.5) }

    /// The paint's colour at pixel `x` of a row whose per-level maps are `maps` (the general
    /// path's sampler, also used by the span path for what the kernels do not cover).
    @inline(__always) func sample(_ x: Int, _ px: Double, _ py: Double, _ maps: UnsafePointer<lk_span_map>) -> UInt32 {
        if let c = paint.colour { return c }
        var s: UInt32
        switch paint.filter {
        case .nearest:
            s = PixelMath.nearest(maps[0], paint.levels[0].texture, x)
        case .bilinear:
            s = PixelMath.bilinear(maps[0], paint.levels[0].texture, x)
        case .trilinear(let bias):
            let (a, b, f) = paint.mipChoice(paint.lod(px, py, bias: bias))
            s = PixelMath.bilinear(maps[a], paint.levels[a].texture, x)
            if f > 0 { s = PixelMath.lerp(s, PixelMath.bilinear(maps[b], paint.levels[b].texture, x), UInt32(f)) }
        }
        if let t = paint.tint { s = PixelMath.tint(t, s >> 24) }
        return s
    }

    /// Fills `maps` with every level's map for the row with centre `py`.
    @inline(__always) func rowMaps(_ py: Double, _ maps: UnsafeMutablePointer<lk_span_map>) {
        SampleLevel.rowMaps(paint.levels, py, projective: paint.projective, into: maps)
    }

    /// Blends one pixel with factor m (the general path's blend).
    @inline(__always) func blendPixel(_ s: UInt32, _ m: Int32, _ d: inout UInt32) {
        let sm = PixelMath.scale(s, UInt32(m))
        d = blend == .additive ? PixelMath.add(sm, d) : PixelMath.over(sm, d)
    }
}

/// Draws `quad` into `surface`, writing only inside `clip.rect` (and the surface), times the
/// coverage of the clip shapes, inside the clip polygons.
///
/// Quads that cannot be drawn draw nothing: a non-finite or singular transform, an empty or
/// non-finite rect, a zero or NaN opacity or ring width, a non-finite source rect, a degenerate
/// clip polygon. Parts behind the eye (w <= 0) draw nothing. Safe to call concurrently for
/// disjoint clip rects of one surface.
package func draw(_ quad: DrawQuad, into surface: Surface, clip: RasterClip, options: RasterOptions = .default) {
    if options.allows(.solid), let r = PixelRect(quad, clip: clip, surface: surface.bounds) {
        r.run(into: surface, simd: options.simdLevel)
        return
    }
    if let b = PixelBlit(quad, clip: clip, surface: surface.bounds), options.allows(b.isCopy ? .copy : .translate) {
        b.run(into: surface, simd: options.simdLevel)
        return
    }
    DrawJob(quad, surface: surface, clip: clip, options: options)?.plan(options).run()
}

extension DrawJob {
    /// Prepares a draw; nil when it draws nothing.
    convenience init?(_ quad: DrawQuad, surface: Surface, clip: RasterClip, options: RasterOptions) {
        let opacity = Double(quad.opacity)
        guard opacity > 0 else { return nil }
        let op = min(opacity, 1)
        let full = Int32(op * 256 + 0.5)
        guard full > 0,
              let geometry = QuadGeometry(quad, clip: clip, surface: surface.bounds),
              let paint = PreparedPaint(quad.paint, rect: quad.shape.rect, toLocal: geometry.toLocal,
                                        bounds: geometry.bounds, anchorX: geometry.anchorX) else { return nil }
        self.init(geometry: geometry, paint: paint, opacity: op, fullFactor: full, blend: quad.blend,
                  surface: surface, simd: options.simdLevel)
    }

    /// The fastest allowed path that handles this draw exactly.
    func plan(_ options: RasterOptions) -> PlannedDraw {
        if geometry.isAxisAlignedRect {
            if options.allows(.solid), let solid = AxisAlignedSolid(self) { return .solid(solid) }
            if let blit = TextureBlit(self), options.allows(blit.isCopy ? .copy : .translate) { return .blit(blit) }
        }
        if geometry.isAffine ? options.allows(.affine) : options.allows(.projective) { return .span(SpanPath(self)) }
        return .general(GeneralPath(self))
    }
}

/// A draw with its path chosen.
enum PlannedDraw {
    case solid(AxisAlignedSolid)
    case blit(TextureBlit)
    case span(SpanPath)
    case general(GeneralPath)

    /// The fast path that runs, nil for the general path.
    var fastPath: FastPaths? {
        switch self {
        case .solid: return .solid
        case .blit(let b): return b.isCopy ? .copy : .translate
        case .span(let s): return s.job.geometry.isAffine ? .affine : .projective
        case .general: return nil
        }
    }

    func run() {
        switch self {
        case .solid(let p): p.run()
        case .blit(let p): p.run()
        case .span(let p): p.run()
        case .general(let p): p.run()
        }
    }
}
