/// A cell's values as the render side reads them: immutable, taken from a `CAEmitterCell` when
/// a layer's `emitterCells` is set. Units as on the cell; colours straight RGBA.
package struct EmitterCellValues: Equatable, @unchecked Sendable {
    var birthRate: Double
    var lifetime: Double, lifetimeRange: Double
    var latitude: Double, longitude: Double, range: Double
    var velocity: Double, velocityRange: Double
    var acceleration: SIMD3<Double>
    var scale: Double, scaleRange: Double, scaleSpeed: Double
    var spin: Double, spinRange: Double
    var color: SIMD4<Double>, colorRange: SIMD4<Double>, colorSpeed: SIMD4<Double>
    /// The particle image (nil draws nothing) and the part of it drawn, in texels.
    var sprite: CGImage?
    var spriteRect: CGRect
    /// The sprite's size in points at scale 1.
    var spriteSize: CGSize
    var children: [EmitterCellValues]
    /// The cell's timing in its parent's time (an endless timeline for a duration of 0), and
    /// whether it is the default one (always emitting: nothing to look up per birth).
    var timing: MediaTimingModel
    var alwaysEmits: Bool
    /// Whether particles are sampled from the nearest texel when drawn smaller / larger.
    var nearestWhenMinified: Bool, nearestWhenMagnified: Bool

    /// The values of `cell`; a disabled cell or one with non-finite numbers emits nothing.
    init(_ cell: CAEmitterCell, depth: Int = 0) {
        func d(_ v: Float) -> Double { v.isFinite ? Double(v) : 0 }
        func d(_ v: CGFloat) -> Double { v.isFinite ? Double(v) : 0 }
        birthRate = cell.isEnabled ? max(0, d(cell.birthRate)) : 0
        lifetime = max(0, d(cell.lifetime)); lifetimeRange = abs(d(cell.lifetimeRange))
        latitude = d(cell.emissionLatitude); longitude = d(cell.emissionLongitude); range = d(cell.emissionRange)
        velocity = d(cell.velocity); velocityRange = d(cell.velocityRange)
        acceleration = SIMD3(d(cell.xAcceleration), d(cell.yAcceleration), d(cell.zAcceleration))
        scale = d(cell.scale); scaleRange = d(cell.scaleRange); scaleSpeed = d(cell.scaleSpeed)
        spin = d(cell.spin); spinRange = d(cell.spinRange)
        let c = cell.color?.rgba ?? (r: 1, g: 1, b: 1, a: 1)
        color = SIMD4(Double(c.r), Double(c.g), Double(c.b), Double(c.a))
        colorRange = SIMD4(d(cell.redRange), d(cell.greenRange), d(cell.blueRange), d(cell.alphaRange))
        colorSpeed = SIMD4(d(cell.redSpeed), d(cell.greenSpeed), d(cell.blueSpeed), d(cell.alphaSpeed))
        let image = cell.contents as? CGImage
        // A non-finite contentsRect is refused (said once): the cell draws no sprite.
        let finite = cell.contentsRect.isFiniteValue
        if !finite { Diagnostics.warnOnce("a CAEmitterCell's contentsRect is not finite; the cell draws no sprite") }
        let unit = finite ? cell.contentsRect.standardized.intersection(CGRect(x: 0, y: 0, width: 1, height: 1)) : .zero
        let w = CGFloat(image?.width ?? 0), h = CGFloat(image?.height ?? 0)
        let texels = CGRect(x: (unit.minX * w).rounded(), y: (unit.minY * h).rounded(),
                            width: (unit.width * w).rounded(), height: (unit.height * h).rounded())
        sprite = finite && texels.width >= 1 && texels.height >= 1 ? image : nil
        spriteRect = texels
        let k = cell.contentsScale.isFinite && cell.contentsScale > 0 ? cell.contentsScale : 1
        spriteSize = CGSize(width: texels.width / k, height: texels.height / k)
        // Sub-cells nest at most 4 deep: each level multiplies the particles.
        children = depth < 4 ? (cell.emitterCells ?? []).map { EmitterCellValues($0, depth: depth + 1) } : []
        timing = MediaTimingModel(cell, defaultDuration: .infinity)
        alwaysEmits = timing == MediaTimingModel(duration: 0, defaultDuration: .infinity)
        nearestWhenMinified = cell.minificationFilter == CALayerContentsFilter.nearest.rawValue
        nearestWhenMagnified = cell.magnificationFilter == CALayerContentsFilter.nearest.rawValue
    }

    /// Whether the cell emits at its parent's time `t`: its timing is active or filled there.
    func emits(atTime t: Double) -> Bool {
        alwaysEmits || timing.state(atParentTime: t).sample != nil
    }

    /// Whether the cell may still emit at or after its parent's time `t`.
    func mayEmit(after t: Double) -> Bool {
        alwaysEmits || timing.phase(atParentTime: t) != .finished
            || timing.fillMode == .forwards || timing.fillMode == .both
    }

    /// The longest a particle of this cell, and the particles it emits, can be seen after its
    /// own birth, in seconds, under a layer lifetime multiplier `m`.
    func maxAge(lifetimeMultiplier m: Double) -> Double {
        let own = max(0, (lifetime + lifetimeRange) * m)
        return own + (children.map { $0.maxAge(lifetimeMultiplier: m) }.max() ?? 0)
    }
}

/// Everything that decides where and how particles are born: the layer's emission values and
/// its cells. A change of any of it starts a new `EmitterHistory.Epoch`.
package struct EmitterConfig: Equatable, @unchecked Sendable {
    var cells: [EmitterCellValues]
    var birthRate: Double, lifetime: Double, velocity: Double, scale: Double, spin: Double
    var position: SIMD3<Double>
    var size: SIMD3<Double>
    var shape: CAEmitterLayerEmitterShape
    var mode: CAEmitterLayerEmitterMode
    var seed: UInt32

    /// The longest any particle lives, with the particles it emits.
    var maxAge: Double { cells.map { $0.maxAge(lifetimeMultiplier: lifetime) }.max() ?? 0 }
}

/// When each emission configuration of an emitter layer began, in the layer's local time
/// (seconds), stamped by the commit that made it current. Particles born in an epoch keep its
/// values for life, so a change (birth rate to 0, a moved emitter) affects only particles born
/// after it, as on Apple; epochs whose particles are all gone are dropped.
package struct EmitterHistory: @unchecked Sendable {
    package struct Epoch: @unchecked Sendable {
        /// Local time the epoch began.
        package var start: Double
        var config: EmitterConfig
        /// Births of each top-level cell before this epoch (fractional), so births run on
        /// without a jump when an epoch starts.
        var birthsBefore: [Double]
    }

    package private(set) var epochs: [Epoch] = []

    /// The history after a commit at local time `now` with `config`: a new epoch when it
    /// differs from the current one, and epochs whose particles are all dead dropped.
    func committing(_ config: EmitterConfig, at now: Double) -> EmitterHistory {
        var out = self
        if let last = epochs.last, last.config == config { return out.pruned(at: now) }
        var before = Array(repeating: 0.0, count: config.cells.count)
        if let last = epochs.last, now > last.start {
            let span = now - last.start
            for i in before.indices where i < last.config.cells.count {
                before[i] = last.birthsBefore[safe: i] + last.config.rate(of: last.config.cells[i]) * span
            }
        } else if let last = epochs.last {
            // Several changes at the same instant: the last one wins.
            before = config.cells.indices.map { last.birthsBefore[safe: $0] }
            out.epochs.removeLast()
        }
        out.epochs.append(Epoch(start: now, config: config, birthsBefore: before))
        return out.pruned(at: now)
    }

    /// Drops epochs that ended (the next one began) longer ago than their particles live.
    private func pruned(at now: Double) -> EmitterHistory {
        var out = self
        while out.epochs.count > 1, now - out.epochs[1].start > out.epochs[0].config.maxAge {
            out.epochs.removeFirst()
        }
        return out
    }

    /// The local time epoch `k` ends (the next one's start; infinity for the last).
    func end(of k: Int) -> Double { k + 1 < epochs.count ? epochs[k + 1].start : .infinity }
}

fileprivate extension Array where Element == Double {
    /// The element at `i`, or 0 past the end.
    subscript(safe i: Int) -> Double { i < count ? self[i] : 0 }
}
