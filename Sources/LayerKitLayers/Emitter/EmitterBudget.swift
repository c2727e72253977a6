/// The bounds on an emitter's work: births counted in `Int` without overflow, one particle
/// budget per layer shared by every cell and sub-cell, and, past it, the newest particles of
/// all cells taken first (merged by birth time) so the budget goes to what was born last.

/// How many more particles a frame may compute, and how many more births it may look at
/// that a cell's timing skips (a sub-cell active for a sliver of each parent's life would
/// otherwise make a frame look at every parent's births, emitted or not, unbounded by the
/// particle budget: found by FuzzEmitter).
struct ParticleBudget {
    private var left: Int
    private var skipsLeft: Int
    /// Births looked at but not emitted a frame may pass over, per particle of the budget.
    static let skipsPerParticle = 4

    init(_ limit: Int) { left = limit; skipsLeft = limit * Self.skipsPerParticle }
    /// Whether one more was asked for than the budget allows, particles or skipped births.
    var exceeded: Bool { left < 0 || skipsLeft < 0 }
    /// Takes one; false once the budget is spent.
    mutating func take() -> Bool { left -= 1; return left >= 0 && skipsLeft >= 0 }
    /// Counts a birth its cell's timing does not emit; false once too many were skipped.
    mutating func skip() -> Bool {
        skipsLeft -= 1
        if skipsLeft == -1 {
            Diagnostics.warnOnce("a CAEmitterLayer's cell timing skips more than \(EmitterParticles.maximumPerLayer * Self.skipsPerParticle) "
                                 + "births in a frame; LayerKit looks at no more of them")
        }
        return skipsLeft >= 0
    }
}

/// The births numbered `first...last` of a stream that began at `start` with `rate` per second:
/// birth n happens at `start + (n + 0.5 - before) / rate`.
struct Births {
    let start: Double, rate: Double, before: Double
    let first: Int, last: Int

    /// The births from `oldest` to `end`, not counting one exactly at `end` when the stream ends
    /// there (`closedSpan`, its length); nil when there are none.
    init?(start: Double, rate: Double, before: Double, from oldest: Double, to end: Double, closedSpan: Double?) {
        self.start = start; self.rate = rate; self.before = before
        // Clamped well inside Int, so the arithmetic on birth numbers cannot overflow.
        func number(_ x: Double) -> Int { Int(saturating: min(max(x, -2), 0x1p62), nan: -2) }
        first = max(0, number(((oldest - start) * rate + before - 0.5).rounded(.up)))
        var last = number(((end - start) * rate + before - 0.5).rounded(.down))
        if let span = closedSpan, Double(last) + 0.5 - before >= span * rate { last -= 1 }
        self.last = last
        guard last >= first else { return nil }
    }

    /// When birth `n` happens, local seconds.
    func time(_ n: Int) -> Double { start + (Double(n) + 0.5 - before) / rate }
}

/// A top-level cell of one epoch with the births alive at a frame's time.
struct BirthStream {
    let births: Births
    let cell: EmitterCellValues
    let config: EmitterConfig
    let key: UInt64
    let sprite: Int
}

extension EmitterConfig {
    /// Births per second of `cell` under this layer (its rate times the layer's), at most
    /// `EmitterParticles.maximumBirthRate`.
    func rate(of cell: EmitterCellValues) -> Double {
        let rate = cell.birthRate * birthRate
        guard rate > EmitterParticles.maximumBirthRate else { return rate }
        Diagnostics.warnOnce("a CAEmitterCell emits more than \(EmitterParticles.maximumBirthRate) particles per second "
                             + "(its birthRate times the layer's); LayerKit emits \(EmitterParticles.maximumBirthRate)")
        return EmitterParticles.maximumBirthRate
    }
}

/// A particle's random values and motion, drawn from its key in a fixed order.
struct ParticleMotion {
    let cell: EmitterCellValues, config: EmitterConfig
    let birth: Double, origin: SIMD3<Double>
    let lifetime: Double, velocity: SIMD3<Double>, scale0: Double, spin: Double, tint: SIMD4<Double>

    init(_ cell: EmitterCellValues, config: EmitterConfig, key: UInt64, birth: Double, origin: SIMD3<Double>) {
        self.cell = cell; self.config = config; self.birth = birth; self.origin = origin
        var random = SplitMix64(seed: key)
        func signed() -> Double { random.unit() * 2 - 1 }
        lifetime = (cell.lifetime + cell.lifetimeRange * signed()) * config.lifetime
        let speed = (cell.velocity + cell.velocityRange * signed()) * config.velocity
        let longitude = cell.longitude + cell.range * (random.unit() - 0.5)
        let flat = cell.latitude == 0
        let ring = flat ? 1 : cos(cell.latitude)
        let direction = SIMD3(ring * cos(longitude), ring * sin(longitude), flat ? 0 : sin(cell.latitude))
        velocity = direction * speed
        scale0 = (cell.scale + cell.scaleRange * signed()) * config.scale
        spin = (cell.spin + cell.spinRange * signed()) * config.spin
        tint = SIMD4(signed(), signed(), signed(), signed())
    }

    /// Where the particle is `age` seconds after its birth, layer points.
    func position(at age: Double) -> SIMD3<Double> { origin + velocity * age + cell.acceleration * (0.5 * age * age) }

    /// The particle at `t` if it is alive then (and visible, when `visibleOnly`).
    func particle(at t: Double, sprite: Int, visibleOnly: Bool) -> Particle? {
        let age = t - birth
        guard age >= 0, age < lifetime else { return nil }
        var color = cell.color + cell.colorRange * tint + cell.colorSpeed * age
        color.clamp(lowerBound: .zero, upperBound: SIMD4(repeating: 1))
        let scale = scale0 + cell.scaleSpeed * age
        guard !visibleOnly || (color.w > 0 && scale > 0 && cell.sprite != nil) else { return nil }
        return Particle(position: position(at: age), age: age, birth: birth, scale: scale,
                        angle: spin * age, color: color, sprite: sprite)
    }

    /// The births of sub-cell `child` during this particle's life that may be alive at `t`.
    func births(of child: EmitterCellValues, at t: Double) -> Births? {
        let rate = config.rate(of: child)
        guard rate > 0, lifetime > 0 else { return nil }
        let oldest = max(birth, t - child.maxAge(lifetimeMultiplier: config.lifetime))
        let end = min(birth + lifetime, t)
        return Births(start: birth, rate: rate, before: 0, from: oldest, to: end,
                      closedSpan: end == birth + lifetime ? lifetime : nil)
    }
}

extension EmitterParticles {
    /// The newest `maximumPerLayer` particles in birth order: top-level births of every cell
    /// taken newest first (merged by birth time), each with its sub-cells' newest first.
    static func newest(_ history: EmitterHistory, atTime t: Double, visibleOnly: Bool) -> [Particle] {
        let streams = streams(history, atTime: t)
        var next = streams.map(\.births.last)
        var heap = BirthHeap()
        for i in streams.indices { heap.push(i, time: streams[i].births.time(next[i])) }
        var budget = ParticleBudget(maximumPerLayer)
        var out: [Particle] = []
        while !budget.exceeded, let i = heap.pop() {
            let s = streams[i], n = next[i]
            let key = mix(s.key, UInt64(truncatingIfNeeded: n))
            if s.cell.emits(atTime: s.births.time(n)) {
                emitNewestFirst(s.cell, config: s.config, key: key, birth: s.births.time(n),
                                origin: Spawn.origin(s.config, key: key), sprite: s.sprite, at: t,
                                visibleOnly: visibleOnly, budget: &budget, into: &out)
            } else if !budget.skip() {
                break
            }
            next[i] = n - 1
            if n - 1 >= s.births.first { heap.push(i, time: s.births.time(n - 1)) }
        }
        out.reverse()
        return out
    }

    /// `emit` mirrored: the sub-cells' particles newest first, then the particle itself, so the
    /// reversed list is in birth order.
    private static func emitNewestFirst(_ cell: EmitterCellValues, config: EmitterConfig, key: UInt64, birth: Double,
                                        origin: SIMD3<Double>, sprite: Int, at t: Double, visibleOnly: Bool,
                                        budget: inout ParticleBudget, into out: inout [Particle]) {
        guard budget.take() else { return }
        let motion = ParticleMotion(cell, config: config, key: key, birth: birth, origin: origin)
        var childSprite = sprite + 1 + cell.children.reduce(0) { $0 + 1 + descendants($1) }
        for (c, child) in cell.children.enumerated().reversed() {
            childSprite -= 1 + descendants(child)
            guard let births = motion.births(of: child, at: t) else { continue }
            let childKey = mix(key, 0x5EED_0000 &+ UInt64(c))
            for j in stride(from: births.last, through: max(births.first, births.last - maximumPerLayer + 1), by: -1) {
                guard !budget.exceeded else { return }
                let childBirth = births.time(j)
                guard child.emits(atTime: childBirth - birth) else {
                    if budget.skip() { continue } else { return }
                }
                emitNewestFirst(child, config: config, key: mix(childKey, UInt64(truncatingIfNeeded: j)),
                                birth: childBirth, origin: motion.position(at: childBirth - birth), sprite: childSprite,
                                at: t, visibleOnly: visibleOnly, budget: &budget, into: &out)
            }
        }
        if !budget.exceeded, let p = motion.particle(at: t, sprite: sprite, visibleOnly: visibleOnly) { out.append(p) }
    }
}

/// A max-heap of stream indices by the time of each stream's next (newest remaining) birth.
struct BirthHeap {
    private var items: [(time: Double, index: Int)] = []

    mutating func push(_ index: Int, time: Double) {
        items.append((time, index))
        var i = items.count - 1
        while i > 0, items[(i - 1) / 2].time < items[i].time { items.swapAt(i, (i - 1) / 2); i = (i - 1) / 2 }
    }

    /// The stream whose next birth is newest, removed.
    mutating func pop() -> Int? {
        guard let top = items.first else { return nil }
        items.swapAt(0, items.count - 1)
        items.removeLast()
        var i = 0
        while true {
            let l = 2 * i + 1, r = l + 1
            var m = i
            if l < items.count, items[l].time > items[m].time { m = l }
            if r < items.count, items[r].time > items[m].time { m = r }
            if m == i { break }
            items.swapAt(i, m); i = m
        }
        return top.index
    }
}
