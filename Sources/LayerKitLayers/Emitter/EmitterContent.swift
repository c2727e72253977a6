import CLayerKitRaster

/// What a `CAEmitterLayer` draws on the render side: the particles of its emission history at
/// the frame's local time, drawn as one batch straight into the content bitmap (premultiplied
/// ARGB32) with the sprite kernels of CLayerKitRaster, never as layers. Immutable apart from a
/// memo of the last time's particles (the extent and the drawing of one frame share them).
package final class EmitterContent: RenderContent, @unchecked Sendable {
    let history: EmitterHistory
    let renderMode: CAEmitterLayerRenderMode
    /// Every cell of the history, as `Particle.sprite` indexes them.
    let cells: [EmitterCellValues]
    private let lock = NSLock()
    private var memo: (time: Double, particles: [Particle])?

    /// With `preservesDepth`: the layer's sublayer matrix, which places particles in 3D as it
    /// places sublayers; nil draws them flat in the layer's plane (z ignored).
    let depth: CATransform3D?

    init(history: EmitterHistory, renderMode: CAEmitterLayerRenderMode, depth: CATransform3D? = nil) {
        self.history = history
        self.renderMode = renderMode
        self.depth = depth
        cells = EmitterParticles.sprites(history)
    }

    /// `list` placed through `depth` (each particle's centre projected, its size divided by the
    /// perspective's w, particles behind the eye dropped), farthest first.
    private static func placedInDepth(_ list: [Particle], _ depth: CATransform3D) -> [Particle] {
        var out: [Particle] = []
        out.reserveCapacity(list.count)
        for var p in list {
            let v = Vector4(CGFloat(p.position.x), CGFloat(p.position.y), CGFloat(p.position.z)).applying(depth)
            guard v.w > 0, v.w.isFinite else { continue }
            p.position = SIMD3(Double(v.x / v.w), Double(v.y / v.w), Double(v.z / v.w))
            p.scale /= Double(v.w)
            out.append(p)
        }
        out.sort { $0.position.z < $1.position.z }
        return out
    }

    /// The particles at local time `t`, in drawing order.
    package func particles(atTime t: Double) -> [Particle] {
        lock.lock(); defer { lock.unlock() }
        if let memo, memo.time == t { return memo.particles }
        var list = EmitterParticles.particles(history, atTime: t)
        switch renderMode {
        case .oldestFirst: list.sort { $0.birth < $1.birth }
        case .oldestLast: list.sort { $0.birth > $1.birth }
        case .backToFront: list.sort { $0.position.z < $1.position.z }
        default: break
        }
        if let depth { list = Self.placedInDepth(list, depth) }
        memo = (t, list)
        return list
    }

    /// Particles spread far and only the part on screen is worth drawing.
    package var drawsVisiblePartOnly: Bool { true }

    /// The layer's bounds: without a time the particles are unknown (the compositor asks with one).
    package func extent(bounds: CGRect) -> CGRect { bounds }

    /// The box around every visible particle at `t` (each as the circle its turning sprite
    /// sweeps), plus a point for sampling; empty when none is visible.
    package func extent(bounds: CGRect, atTime t: CFTimeInterval) -> CGRect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for p in particles(atTime: t) {
            let size = cells[p.sprite].spriteSize
            let r = (Double(size.width * size.width + size.height * size.height)).squareRoot() / 2 * p.scale + 1
            minX = min(minX, p.position.x - r); maxX = max(maxX, p.position.x + r)
            minY = min(minY, p.position.y - r); maxY = max(maxY, p.position.y + r)
        }
        guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    package func draw(in context: CGContext, atTime t: CFTimeInterval) {
        let list = particles(atTime: t)
        guard !list.isEmpty else { return }
        let additive: Int32 = renderMode == .additive ? 1 : 0
        // Looked up once a frame, not once a particle.
        let phases = cells.map { cell in cell.sprite.map { SpritePhases.of($0, rect: cell.spriteRect) } }
        context.withPixels { pixels, ctm in
            var batch = SpriteBatch(target: pixels, ctm: ctm, additive: additive)
            for p in list {
                let cell = cells[p.sprite]
                guard let sprite = cell.sprite, let shifted = phases[p.sprite] else { continue }
                batch.draw(p, sprite: sprite, phases: shifted, rect: cell.spriteRect, size: cell.spriteSize,
                           nearest: (minified: cell.nearestWhenMinified, magnified: cell.nearestWhenMagnified))
            }
        }
    }

    package func nextChange(atTime t: CFTimeInterval) -> CFTimeInterval {
        EmitterParticles.nextChange(history, atTime: t)
    }
}

/// Draws particles into a pixel buffer: copies placed to a quarter pixel where a sprite is
/// neither turned nor resized on screen (one texel per pixel), bilinear sampling through an
/// affine map otherwise.
struct SpriteBatch {
    let target: PixelStorage
    let ctm: CGAffineTransform
    let additive: Int32
    let simd = lk_simd_available()

    /// Draws particle `p` with the texels `rect` of `sprite` (or their quarter-pixel `phases`),
    /// `size` points at scale 1.
    /// `nearest` says which of the cell's filters are `"nearest"`: the one for a sprite drawn
    /// smaller than its texels, and the one for larger (a 1:1 copy is neither).
    mutating func draw(_ p: Particle, sprite: CGImage, phases: SpritePhases, rect: CGRect, size: CGSize,
                       nearest: (minified: Bool, magnified: Bool) = (false, false)) {
        let factors = Self.factors(p.color)
        guard factors != 0 else { return }
        let center = CGPoint(x: p.position.x, y: p.position.y).applying(ctm)
        // Device pixels per texel along the sprite's axes.
        let sx = Double(size.width) * p.scale / Double(rect.width)
        let sy = Double(size.height) * p.scale / Double(rect.height)
        let upright = ctm.b == 0 && ctm.c == 0 && p.angle.truncatingRemainder(dividingBy: 2 * .pi) == 0
        if upright, abs(sx * Double(ctm.a) - 1) < 1e-9, abs(sy * Double(ctm.d) - 1) < 1e-9 {
            blit(phases, left: Double(center.x) - Double(rect.width) / 2,
                 top: Double(center.y) - Double(rect.height) / 2, factors: factors)
        } else {
            // Device pixels per texel, by area: under 1 the sprite is minified.
            let k = (abs(sx * sy * Double(ctm.a * ctm.d - ctm.b * ctm.c))).squareRoot()
            sample(sprite, rect, center: center, scale: (sx, sy), angle: p.angle, factors: factors,
                   nearest: k < 1 ? nearest.minified : nearest.magnified)
        }
    }

    /// A premultiplied colour as the kernels' 9-bit factors (a << 27 | r << 18 | g << 9 | b).
    static func factors(_ c: SIMD4<Double>) -> UInt64 {
        let a = (c.w * 256).rounded()
        func f(_ v: Double) -> UInt64 { UInt64(min(a, max(0, (v * c.w * 256).rounded()))) }
        return UInt64(a) << 27 | f(c.x) << 18 | f(c.y) << 9 | f(c.z)
    }

    /// The sprite copied with its top-left at (`left`, `top`) to the nearest quarter pixel: the
    /// whole pixel below it and the phase (`SpritePhases`) for the rest.
    private func blit(_ phases: SpritePhases, left: Double, top: Double, factors: UInt64) {
        guard left.isFinite, top.isFinite, abs(left) < 1e9, abs(top) < 1e9 else { return }
        var x = Int(left.rounded(.down)), y = Int(top.rounded(.down))
        var qx = Int(((left - Double(x)) * 4).rounded()), qy = Int(((top - Double(y)) * 4).rounded())
        if qx == 4 { x += 1; qx = 0 }
        if qy == 4 { y += 1; qy = 0 }
        let phase = qy * 4 + qx
        let s = phases.images[phase], box = phases.boxes[phase]
        // Only the part of the shifted sprite that is not transparent.
        x += box.x
        y += box.y
        let x0 = max(x, 0), y0 = max(y, 0), x1 = min(x + box.width, target.width), y1 = min(y + box.height, target.height)
        guard x1 > x0, y1 > y0 else { return }
        let src = s.pixels + (box.y + y0 - y) * s.stride + box.x + x0 - x
        let dst = target.pixels + y0 * target.stride + x0
        lk_sprite_blend(dst, Int32(target.stride), src, Int32(s.stride), Int32(x1 - x0), Int32(y1 - y0),
                        factors, additive, simd)
    }

    /// The sprite turned by `angle` and scaled by `scale` (points per texel) about `center`
    /// (device pixels), then through the CTM's linear part, sampled bilinearly.
    private func sample(_ sprite: CGImage, _ rect: CGRect, center: CGPoint, scale: (Double, Double),
                        angle: Double, factors: UInt64, nearest: Bool) {
        // Texel offsets from the sprite's centre to device offsets: ctm.linear * R(angle) * S.
        let cosA = cos(angle), sinA = sin(angle)
        let m = CGAffineTransform(a: cosA * scale.0, b: sinA * scale.0, c: -sinA * scale.1, d: cosA * scale.1, tx: 0, ty: 0)
            .concatenating(CGAffineTransform(a: ctm.a, b: ctm.b, c: ctm.c, d: ctm.d, tx: 0, ty: 0))
        let w = Double(rect.width), h = Double(rect.height)
        let toDevice = CGAffineTransform(translationX: -w / 2, y: -h / 2).concatenating(m)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
        let box = CGRect(x: 0, y: 0, width: w, height: h).applying(toDevice)
        let inverse = toDevice.inverted()
        guard box.isFiniteValue, inverse.a.isFinite, inverse.d.isFinite, inverse.tx.isFinite, inverse.ty.isFinite,
              abs(box.minX) < 1e9, abs(box.minY) < 1e9, box.width < 1e6, box.height < 1e6 else { return }
        let x0 = max(0, Int(box.minX.rounded(.down))), y0 = max(0, Int(box.minY.rounded(.down)))
        let x1 = min(target.width, Int(box.maxX.rounded(.up))), y1 = min(target.height, Int(box.maxY.rounded(.up)))
        guard x1 > x0, y1 > y0 else { return }
        let s = sprite.storage
        let src = s.pixels + Int(rect.minY) * s.stride + Int(rect.minX)
        let coefficients = [Double(inverse.a), Double(inverse.b), Double(inverse.c), Double(inverse.d),
                            Double(inverse.tx), Double(inverse.ty)]
        lk_sprite_affine(target.pixels, Int32(target.stride), Int32(x0), Int32(y0), Int32(x1), Int32(y1),
                         src, Int32(s.stride), Int32(w), Int32(h), coefficients, factors, additive, nearest ? 1 : 0)
    }
}
