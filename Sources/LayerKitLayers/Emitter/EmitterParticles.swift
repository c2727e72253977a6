/// One particle as it is at a frame's time: where, how big, turned how far, what colour.
package struct Particle: Sendable {
    /// Centre in the emitter layer's coordinates, points (z for depth order only).
    package var position: SIMD3<Double>
    /// Seconds since birth, and the local time of birth.
    package var age: Double
    package var birth: Double
    /// Size relative to the sprite's size in points, and the turn in radians.
    package var scale: Double
    package var angle: Double
    /// Straight RGBA, each 0...1.
    package var color: SIMD4<Double>
    /// Index of the cell's sprite in `EmitterParticles.sprites`.
    package var sprite: Int
}

/// The particles of an emitter history at a local time: a pure function of the history (the
/// committed emission values and when each began, the seed among them) and the time.
package enum EmitterParticles {
    /// Particles one emitter layer computes for a frame, its cells' sub-cells included (a
    /// LayerKit bound, so an absurd birth rate or deep nesting costs bounded work and memory;
    /// past it the newest are kept, and this is said once).
    package static let maximumPerLayer = 100_000

    /// Births per second one cell may have: its `birthRate` times the layer's (a LayerKit
    /// bound that keeps birth numbers within `Int`; said once when reached).
    package static let maximumBirthRate = 1e9

    /// The sprites of `history`'s cells, depth first, as `Particle.sprite` indexes them.
    package static func sprites(_ history: EmitterHistory) -> [EmitterCellValues] {
        var out: [EmitterCellValues] = []
        func walk(_ cells: [EmitterCellValues]) { for c in cells { out.append(c); walk(c.children) } }
        for e in history.epochs { walk(e.config.cells) }
        return out
    }

    /// Every particle alive at local time `t` (only those that can be seen, with some alpha, size
    /// and sprite, when `visibleOnly`), in birth order within each cell; past
    /// `maximumPerLayer`, the newest that many in birth order.
    package static func particles(_ history: EmitterHistory, atTime t: Double, visibleOnly: Bool = true) -> [Particle] {
        var budget = ParticleBudget(maximumPerLayer)
        let all = inCellOrder(history, atTime: t, visibleOnly: visibleOnly, budget: &budget)
        guard budget.exceeded else { return all }
        warnOverLimit()
        return newest(history, atTime: t, visibleOnly: visibleOnly)
    }

    /// Says once that a layer had more particles than it computes.
    static func warnOverLimit() {
        Diagnostics.warnOnce("a CAEmitterLayer has more than \(maximumPerLayer) live particles (sub-cells included); "
                             + "LayerKit draws the newest \(maximumPerLayer)")
    }

    /// The particles cell by cell, each cell's in birth order, until `budget` runs out.
    private static func inCellOrder(_ history: EmitterHistory, atTime t: Double, visibleOnly: Bool,
                                    budget: inout ParticleBudget) -> [Particle] {
        var out: [Particle] = []
        for stream in streams(history, atTime: t) {
            if stream.births.last - stream.births.first >= maximumPerLayer { warnOverLimit() }
            for n in max(stream.births.first, stream.births.last - maximumPerLayer + 1)...stream.births.last {
                guard !budget.exceeded else { return out }
                let key = mix(stream.key, UInt64(truncatingIfNeeded: n))
                let birth = stream.births.time(n)
                guard stream.cell.emits(atTime: birth) else {
                    if budget.skip() { continue } else { return out }
                }
                emit(stream.cell, config: stream.config, key: key, birth: birth,
                     origin: Spawn.origin(stream.config, key: key), sprite: stream.sprite, at: t,
                     visibleOnly: visibleOnly, budget: &budget, into: &out)
            }
        }
        return out
    }

    /// The top-level cells of every epoch that have births alive at `t`, in cell order.
    static func streams(_ history: EmitterHistory, atTime t: Double) -> [BirthStream] {
        var out: [BirthStream] = []
        var spriteBase = 0
        for k in history.epochs.indices {
            let epoch = history.epochs[k]
            let end = min(history.end(of: k), t)
            var index = spriteBase
            for (c, cell) in epoch.config.cells.enumerated() {
                let key = mix(UInt64(epoch.config.seed), UInt64(c) &+ 1)
                let cellIndex = index
                index += 1 + descendants(cell)
                let rate = epoch.config.rate(of: cell)
                guard rate > 0, end >= epoch.start else { continue }
                let oldest = max(epoch.start, t - cell.maxAge(lifetimeMultiplier: epoch.config.lifetime))
                let before = epoch.birthsBefore.count > c ? epoch.birthsBefore[c] : 0
                let closed = end == history.end(of: k) ? end - epoch.start : nil
                guard let births = Births(start: epoch.start, rate: rate, before: before, from: oldest, to: end,
                                          closedSpan: closed) else { continue }
                out.append(BirthStream(births: births, cell: cell, config: epoch.config, key: key, sprite: cellIndex))
            }
            spriteBase = index
        }
        return out
    }

    /// The particle of `cell` born at `birth` at `origin` (with random values from `key`), if it
    /// is visible at `t`, and the particles its sub-cells emitted that are, until `budget` runs out.
    private static func emit(_ cell: EmitterCellValues, config: EmitterConfig, key: UInt64, birth: Double,
                             origin: SIMD3<Double>, sprite: Int, at t: Double, visibleOnly: Bool,
                             budget: inout ParticleBudget, into out: inout [Particle]) {
        guard budget.take() else { return }
        let motion = ParticleMotion(cell, config: config, key: key, birth: birth, origin: origin)
        if let p = motion.particle(at: t, sprite: sprite, visibleOnly: visibleOnly) { out.append(p) }
        var childSprite = sprite + 1
        for (c, child) in cell.children.enumerated() {
            defer { childSprite += 1 + descendants(child) }
            guard let births = motion.births(of: child, at: t) else { continue }
            let childKey = mix(key, 0x5EED_0000 &+ UInt64(c))
            if births.last - births.first >= maximumPerLayer { warnOverLimit() }
            for j in max(births.first, births.last - maximumPerLayer + 1)...births.last {
                guard !budget.exceeded else { return }
                let childBirth = births.time(j)
                guard child.emits(atTime: childBirth - birth) else {
                    if budget.skip() { continue } else { return }
                }
                emit(child, config: config, key: mix(childKey, UInt64(truncatingIfNeeded: j)), birth: childBirth,
                     origin: motion.position(at: childBirth - birth), sprite: childSprite, at: t,
                     visibleOnly: visibleOnly, budget: &budget, into: &out)
            }
        }
    }

    /// How many cells nest below `cell`.
    static func descendants(_ cell: EmitterCellValues) -> Int {
        cell.children.reduce(0) { $0 + 1 + descendants($1) }
    }

    /// A well-mixed 64-bit key from two (one SplitMix64 step of their combination).
    static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
        var r = SplitMix64(seed: a &* 0x9E37_79B9_7F4A_7C15 ^ b)
        return r.next()
    }

    /// The first local time at or after `t` at which the particles may change: `t` while a particle lives
    /// or a cell emits, infinity once the last epoch emits nothing and every particle is gone.
    package static func nextChange(_ history: EmitterHistory, atTime t: Double) -> Double {
        guard let last = history.epochs.last else { return .infinity }
        let emits = last.config.birthRate > 0 && last.config.cells.contains { $0.birthRate > 0 && $0.mayEmit(after: t) }
        if emits { return max(t, last.start) }
        // The last epoch emits nothing (any more): the particles of earlier ones die out, and
        // those its cells gave birth to before their timing ended.
        let ended = last.config.cells.filter { $0.birthRate > 0 && last.config.birthRate > 0 }
            .map { $0.timing.activeEndTime + $0.maxAge(lifetimeMultiplier: last.config.lifetime) }.max() ?? -.infinity
        let lastDeath = max(ended, history.epochs.indices.dropLast()
            .map { history.end(of: $0) + history.epochs[$0].config.maxAge }.max() ?? -.infinity)
        return t < lastDeath ? t : .infinity
    }
}

/// Where particles are born on or in the emitter shape.
enum Spawn {
    /// The birth point for the particle with random key `key`, in layer points.
    static func origin(_ config: EmitterConfig, key: UInt64) -> SIMD3<Double> {
        var r = SplitMix64(seed: key ^ 0x0005_1A7E)
        let w = config.size.x, h = config.size.y, d = config.size.z
        let offset: SIMD3<Double>
        switch config.shape {
        case .line:
            offset = SIMD3(config.mode == .points ? (r.unit() < 0.5 ? -w / 2 : w / 2) : (r.unit() - 0.5) * w, 0, 0)
        case .rectangle:
            offset = rectangle(w, h, mode: config.mode, &r)
        case .cuboid:
            offset = cuboid(SIMD3(w, h, d), mode: config.mode, &r)
        case .circle:
            let a = r.unit() * 2 * .pi
            let radius = config.mode == .points ? 0 : config.mode == .outline ? w : w * r.unit().squareRoot()
            offset = SIMD3(radius * cos(a), radius * sin(a), 0)
        case .sphere:
            let z = r.unit() * 2 - 1, a = r.unit() * 2 * .pi, ring = (1 - z * z).squareRoot()
            let radius = config.mode == .points ? 0 : config.mode == .volume ? w * cbrt(r.unit()) : w
            offset = SIMD3(ring * cos(a), ring * sin(a), z) * radius
        default:
            offset = .zero
        }
        return config.position + offset
    }

    private static func rectangle(_ w: Double, _ h: Double, mode: CAEmitterLayerEmitterMode, _ r: inout SplitMix64) -> SIMD3<Double> {
        switch mode {
        case .points:
            return SIMD3(r.unit() < 0.5 ? -w / 2 : w / 2, r.unit() < 0.5 ? -h / 2 : h / 2, 0)
        case .outline:
            var s = r.unit() * 2 * (w + h)
            if s < w { return SIMD3(s - w / 2, -h / 2, 0) }
            s -= w
            if s < h { return SIMD3(w / 2, s - h / 2, 0) }
            s -= h
            if s < w { return SIMD3(w / 2 - s, h / 2, 0) }
            return SIMD3(-w / 2, h / 2 - (s - w), 0)
        default:
            return SIMD3((r.unit() - 0.5) * w, (r.unit() - 0.5) * h, 0)
        }
    }

    private static func cuboid(_ size: SIMD3<Double>, mode: CAEmitterLayerEmitterMode, _ r: inout SplitMix64) -> SIMD3<Double> {
        var p = SIMD3(r.unit() - 0.5, r.unit() - 0.5, r.unit() - 0.5)
        switch mode {
        case .points:
            p = SIMD3(p.x < 0 ? -0.5 : 0.5, p.y < 0 ? -0.5 : 0.5, p.z < 0 ? -0.5 : 0.5)
        case .outline:
            // Two coordinates pinned to faces: a point on one of the 12 edges, chosen by length.
            let free = pick([size.x, size.y, size.z].map { $0 * 4 }, &r)
            for axis in 0..<3 where axis != free { p[axis] = r.unit() < 0.5 ? -0.5 : 0.5 }
        case .surface:
            // One coordinate pinned: a point on one of the 6 faces, chosen by area.
            let pinned = pick([size.y * size.z, size.x * size.z, size.x * size.y].map { $0 * 2 }, &r)
            p[pinned] = r.unit() < 0.5 ? -0.5 : 0.5
        default:
            break
        }
        return p * size
    }

    /// An index chosen with probability proportional to its weight (the first for all zero).
    private static func pick(_ weights: [Double], _ r: inout SplitMix64) -> Int {
        let total = weights.reduce(0, +)
        guard total > 0 else { return 0 }
        var x = r.unit() * total
        for (i, w) in weights.enumerated() {
            if x < w { return i }
            x -= w
        }
        return weights.count - 1
    }
}
