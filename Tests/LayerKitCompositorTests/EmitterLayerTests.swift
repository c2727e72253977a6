@testable import LayerKitCompositor
import LayerKitTestSupport
import Testing

/// CAEmitterLayer and CAEmitterCell: Apple's defaults and raw names, the layer-wide
/// multipliers, emitter shapes and modes, render-mode order, changes that affect only later
/// births, nested cells and bad input. Oracles: Apple's documentation (defaults, shapes), hand
/// computation (counts, radii).
@Suite("CAEmitterLayer emits particles as a function of seed and time", .ownMediaClock)
struct EmitterLayerTests {
    /// A 10x10 opaque white sprite.
    static let sprite: CGImage = {
        let c = CGContext(pixelWidth: 10, pixelHeight: 10, scale: 1)!
        c.setFillColor(CGColor(gray: 1, alpha: 1))
        c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        return c.makeImage()!
    }()

    static func cell(rate: Float = 100, lifetime: Float = 2, velocity: CGFloat = 0) -> CAEmitterCell {
        let cell = CAEmitterCell()
        cell.contents = sprite
        cell.birthRate = rate
        cell.lifetime = lifetime
        cell.velocity = velocity
        return cell
    }

    /// `emitter` shown by a renderer and committed with the clock at 0; its history.
    static func commit(_ emitter: CAEmitterLayer, renderer: CARenderer? = nil) -> (CARenderer, EmitterHistory) {
        let r = renderer ?? CARenderer(size: CGSize(width: 200, height: 200))
        if emitter.frame == .zero { emitter.frame = CGRect(x: 0, y: 0, width: 200, height: 200) }
        r.layer = emitter
        CATransaction.flush()
        return (r, emitter.state.custom["emitterHistory"] as! EmitterHistory)
    }

    static func particles(_ e: CAEmitterLayer, at t: Double, all: Bool = true) -> [Particle] {
        EmitterParticles.particles(e.state.custom["emitterHistory"] as! EmitterHistory, atTime: t, visibleOnly: !all)
    }

    @Test("defaults and raw names are Apple's")
    func defaults() {
        let c = CAEmitterCell()
        #expect(c.birthRate == 0 && c.lifetime == 0 && c.velocity == 0 && c.scale == 1 && c.spin == 0)
        #expect(c.color?.alpha == 1 && c.color?.components?.allSatisfy { $0 == 1 } == true, "opaque white")
        #expect(c.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(c.isEnabled && c.emitterCells == nil && c.contents == nil)
        let e = CAEmitterLayer()
        #expect(e.birthRate == 1 && e.lifetime == 1 && e.velocity == 1 && e.scale == 1 && e.spin == 1 && e.seed == 0)
        #expect(e.emitterShape == .point && e.emitterMode == .volume && e.renderMode == .unordered)
        #expect(e.emitterPosition == .zero && e.emitterSize == .zero && e.emitterZPosition == 0 && e.emitterDepth == 0)
        #expect(CAEmitterLayerEmitterShape.cuboid.rawValue == "cuboid" && CAEmitterLayerEmitterMode.outline.rawValue == "outline")
        #expect(CAEmitterLayerRenderMode.oldestFirst.rawValue == "oldestFirst" && CAEmitterLayerRenderMode.additive.rawValue == "additive")
        #expect(CAEmitterLayerRenderMode.backToFront.rawValue == "backToFront")
    }

    @Test("the layer's birthRate, lifetime and velocity multiply every cell's (Apple's docs; CATALOG 6.13 note)")
    func multipliers() {
        MediaClock.freeze(at: 0)
        defer { MediaClock.unfreeze() }
        let plain = CAEmitterLayer()
        plain.emitterCells = [Self.cell(velocity: 10)]
        _ = Self.commit(plain)
        let boosted = CAEmitterLayer()
        boosted.emitterCells = [Self.cell(velocity: 10)]
        boosted.birthRate = 2
        boosted.lifetime = 0.5
        boosted.velocity = 3
        _ = Self.commit(boosted)
        // 100/s for 2 s lives: 200 alive; doubled rate and halved lives: 200/s for 1 s.
        #expect(Self.particles(plain, at: 5).count == 200)
        #expect(Self.particles(boosted, at: 5).count == 200)
        #expect(Self.particles(boosted, at: 0.5).count == 100)
        let fastest = Self.particles(boosted, at: 5).map { p in (p.position.x * p.position.x + p.position.y * p.position.y).squareRoot() / p.age }
        #expect(fastest.allSatisfy { abs($0 - 30) < 1e-6 }, "speed 10 × 3")
    }

    @Test("shapes and modes place births as Apple documents (circle of radius emitterSize.width, rectangle, line, sphere, cuboid)")
    func shapes() {
        MediaClock.freeze(at: 0)
        defer { MediaClock.unfreeze() }
        func origins(_ shape: CAEmitterLayerEmitterShape, _ mode: CAEmitterLayerEmitterMode) -> [SIMD3<Double>] {
            let e = CAEmitterLayer()
            e.emitterCells = [Self.cell()]
            e.emitterPosition = CGPoint(x: 100, y: 50)
            e.emitterZPosition = 5
            e.emitterSize = CGSize(width: 40, height: 20)
            e.emitterDepth = 10
            e.emitterShape = shape
            e.emitterMode = mode
            _ = Self.commit(e)
            return Self.particles(e, at: 1).map { $0.position - SIMD3(100, 50, 5) }
        }
        func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }
        let ring = origins(.circle, .outline)
        #expect(ring.count == 100 && ring.allSatisfy { near(($0.x * $0.x + $0.y * $0.y).squareRoot(), 40) && $0.z == 0 })
        #expect(origins(.circle, .surface).allSatisfy { ($0.x * $0.x + $0.y * $0.y).squareRoot() <= 40 + 1e-9 })
        #expect(origins(.rectangle, .outline).allSatisfy { near(abs($0.x), 20) || near(abs($0.y), 10) })
        #expect(origins(.rectangle, .points).allSatisfy { near(abs($0.x), 20) && near(abs($0.y), 10) })
        #expect(origins(.rectangle, .volume).allSatisfy { abs($0.x) <= 20 && abs($0.y) <= 10 && $0.z == 0 })
        #expect(origins(.line, .surface).allSatisfy { abs($0.x) <= 20 && $0.y == 0 })
        #expect(origins(.sphere, .surface).allSatisfy { near(($0 * $0).sum().squareRoot(), 40) })
        #expect(origins(.cuboid, .volume).allSatisfy { abs($0.x) <= 20 && abs($0.y) <= 10 && abs($0.z) <= 5 })
        #expect(origins(.cuboid, .surface).allSatisfy { near(abs($0.x), 20) || near(abs($0.y), 10) || near(abs($0.z), 5) })
        #expect(origins(.point, .outline).allSatisfy { $0 == .zero })
    }

    @Test("a later change affects only particles born after its commit: birth rate 0 lets the living ones live out their lives (Apple's behaviour)")
    func changesApplyToLaterBirths() {
        MediaClock.freeze(at: 0)
        defer { MediaClock.unfreeze() }
        let e = CAEmitterLayer()
        e.emitterCells = [Self.cell(rate: 100, lifetime: 5)]
        let (renderer, _) = Self.commit(e)
        MediaClock.freeze(at: 1)
        e.birthRate = 0
        _ = Self.commit(e, renderer: renderer)
        // 100 born in the first second, none after; each lives 5 s.
        #expect(Self.particles(e, at: 3).count == 100)
        #expect(Self.particles(e, at: 5.9).count == 10, "those born after 0.9 s (10 at 100 a second) are still alive")
        #expect(Self.particles(e, at: 6.1).isEmpty)
        let history = e.state.custom["emitterHistory"] as! EmitterHistory
        #expect(EmitterParticles.nextChange(history, atTime: 3) == 3)
        #expect(EmitterParticles.nextChange(history, atTime: 6.1) == .infinity, "no more frames once all are gone")
    }

    @Test("render modes order the batch: oldest first, oldest last, back to front (Apple's docs)")
    func renderOrder() throws {
        MediaClock.freeze(at: 0)
        defer { MediaClock.unfreeze() }
        let e = CAEmitterLayer()
        let c = Self.cell(rate: 50, lifetime: 3, velocity: 20)
        c.emissionLatitude = 0.7
        c.emissionRange = 2 * .pi
        e.emitterCells = [c]
        for mode in [CAEmitterLayerRenderMode.oldestFirst, .oldestLast, .backToFront] {
            e.renderMode = mode
            _ = Self.commit(e)
            let content = try #require(CAEmitterLayer.renderContent(for: e.state) as? EmitterContent)
            let list = content.particles(atTime: 2)
            #expect(list.count == 100)
            switch mode {
            case .oldestFirst: #expect(zip(list, list.dropFirst()).allSatisfy { $0.birth <= $1.birth })
            case .oldestLast: #expect(zip(list, list.dropFirst()).allSatisfy { $0.birth >= $1.birth })
            default: #expect(zip(list, list.dropFirst()).allSatisfy { $0.position.z <= $1.position.z })
            }
        }
    }

    @Test("a cell's emitterCells are emitted by each of its particles from where it is (Apple's nesting)")
    func nestedCells() {
        MediaClock.freeze(at: 0)
        defer { MediaClock.unfreeze() }
        let e = CAEmitterLayer()
        e.emitterPosition = CGPoint(x: 50, y: 50)
        let parent = Self.cell(rate: 1, lifetime: 1, velocity: 40)
        let spark = Self.cell(rate: 20, lifetime: 0.2)
        parent.emitterCells = [spark]
        e.emitterCells = [parent]
        _ = Self.commit(e)
        // One parent born at 0.5 s; by 0.95 s it has emitted 9 sparks, each living 0.2 s: those
        // born after 0.75 s (4 of them) are alive, each where the parent was at its birth.
        let all = Self.particles(e, at: 0.95)
        let sparks = all.filter { $0.sprite == 1 }
        #expect(all.filter { $0.sprite == 0 }.count == 1)
        #expect(sparks.count == 4)
        let speed = 40.0
        for s in sparks {
            let distance = ((s.position.x - 50) * (s.position.x - 50) + (s.position.y - 50) * (s.position.y - 50)).squareRoot()
            #expect(abs(distance - speed * (s.birth - 0.5)) < 1e-9, "spark born at \(s.birth)")
        }
    }

    @Test("bad values emit nothing or keep the old value, never crash: NaN rates, NaN position, no contents")
    func badInput() {
        MediaClock.freeze(at: 0)
        defer { MediaClock.unfreeze() }
        let e = CAEmitterLayer()
        let c = Self.cell()
        c.birthRate = .nan
        let blank = Self.cell()
        blank.contents = nil
        e.emitterCells = [c, blank]
        e.emitterPosition = CGPoint(x: CGFloat.nan, y: 1)
        #expect(e.emitterPosition == .zero)
        _ = Self.commit(e)
        #expect(Self.particles(e, at: 1).count == 100, "only the blank cell's, alive but invisible")
        #expect(Self.particles(e, at: 1, all: false).isEmpty)
        let image = render(e, size: CGSize(width: 50, height: 50), at: 1)
        #expect(image.pixels.allSatisfy { $0 == 0 })
    }

    @Test("an upright particle between pixels is placed to the quarter pixel: half a pixel right covers the edge columns half (hand computation)")
    func quarterPixelPlacement() {
        MediaClock.freeze(at: 0)
        defer { MediaClock.unfreeze() }
        let e = CAEmitterLayer()
        // The 10 x 10 sprite about x = 25.5: from 20.5 to 30.5.
        e.emitterPosition = CGPoint(x: 25.5, y: 25)
        e.emitterCells = [Self.cell(rate: 1, lifetime: 10)]
        let image = render(e, size: CGSize(width: 50, height: 50), at: 1)
        // Columns 20 and 30 are half covered: (255 · 8 + 8) >> 4 = 128.
        #expect(px(image, 20, 25) == [128, 128, 128, 128] && px(image, 30, 25) == [128, 128, 128, 128])
        #expect(px(image, 21, 25) == [255, 255, 255, 255] && px(image, 29, 25) == [255, 255, 255, 255])
        #expect(px(image, 19, 25)[3] == 0 && px(image, 31, 25)[3] == 0)
        #expect(px(image, 25, 20) == [255, 255, 255, 255] && px(image, 25, 19)[3] == 0, "whole pixels down")
    }

    @Test("scaled and turned particles are sampled through their affine map (drawn pixels, hand computation)")
    func turnedAndScaled() {
        MediaClock.freeze(at: 0)
        defer { MediaClock.unfreeze() }
        let e = CAEmitterLayer()
        e.emitterPosition = CGPoint(x: 25, y: 25)
        let c = Self.cell(rate: 1, lifetime: 10)
        c.scale = 2
        e.emitterCells = [c]
        // One particle born at 0.5 s: a 20 x 20 white square about (25, 25), from 15 to 35.
        var image = render(e, size: CGSize(width: 50, height: 50), at: 1)
        #expect(px(image, 25, 25) == [255, 255, 255, 255] && px(image, 16, 16) == [255, 255, 255, 255])
        #expect(px(image, 33, 33) == [255, 255, 255, 255])
        #expect(px(image, 36, 25)[3] == 0 && px(image, 13, 25)[3] == 0)
        c.spin = .pi / 4 / 0.5
        e.emitterCells = [c]
        image = render(e, size: CGSize(width: 50, height: 50), at: 1)
        // Turned by π/4 after 0.5 s: a diamond reaching 10·√2 ≈ 14.1 along the axes.
        #expect(px(image, 25, 25) == [255, 255, 255, 255])
        #expect(px(image, 25, 37)[3] > 200, "inside the diamond's lower point")
        #expect(px(image, 33, 33)[3] == 0, "outside, by the square's old corner")
    }
}
