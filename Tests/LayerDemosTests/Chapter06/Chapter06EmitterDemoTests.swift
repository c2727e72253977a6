import DemoKit
import Foundation
import LayerDemos
import LayerKit
import LayerKitTestSupport
import Testing

/// Chapter 6's emitter demos (6.13, 6.13a) checked against CATALOG.md's "Checks": the live
/// count against 150·t and its plateau, alpha = 1 − 0.4·age, the 250-point radius, additive
/// saturation and its absence when unordered, plus reproducibility and goldens. Golden oracle:
/// each was looked at when recorded (Fig 6.13: an orange burst, white-yellow at the centre;
/// Fig 6.14: the same burst, orange throughout).
extension HeadlessDemoTests {
    @Suite("Chapter 6 emitter demos")
    struct Chapter06EmitterDemoTests {
        static let centre = CGPoint(x: 250, y: 250)

        /// The emitter's committed history and the local time emission began.
        static func history(_ run: DemoRun) throws -> (EmitterHistory, CFTimeInterval) {
            let emitter = try #require(run.layer(named: "emitter") as? CAEmitterLayer)
            let history = try #require(emitter.state.custom["emitterHistory"] as? EmitterHistory)
            let start = try #require(history.epochs.first?.start)
            return (history, start)
        }

        @Test("6.13: about 150·t particles live for t < 5 s, then about 750 (CATALOG 6.13)")
        func liveCount() throws {
            try DemoRun.with(Listing6_13()) { run in
                try run.run(until: 0)
                let (history, start) = try Self.history(run)
                // Births are evenly spaced at 1/150 s, the first half a spacing after the start:
                // floor(150·t + 0.5) have been born by t, and lives are exactly 5 s.
                for t in [0.5, 1, 2.5, 4.9] {
                    let live = EmitterParticles.particles(history, atTime: start + t, visibleOnly: false).count
                    #expect(abs(Double(live) - 150 * t) <= 1, "t = \(t): \(live) live")
                }
                for t in [5.5, 8, 20] {
                    let live = EmitterParticles.particles(history, atTime: start + t, visibleOnly: false).count
                    #expect(abs(live - 750) <= 1, "plateau at t = \(t): \(live) live")
                }
            }
        }

        @Test("6.13: a particle's alpha is 1 − 0.4·age, so none is visible after 2.5 s (CATALOG 6.13)")
        func alphaFalls() throws {
            try DemoRun.with(Listing6_13()) { run in
                try run.run(until: 0)
                let (history, start) = try Self.history(run)
                let all = EmitterParticles.particles(history, atTime: start + 4, visibleOnly: false)
                #expect(all.count == 600)
                // alphaSpeed is a Float, as on Apple: −0.4 is stored as −0.40000000596.
                let worst = all.map { abs($0.color.w - max(0, 1 - 0.4 * $0.age)) }.max() ?? .nan
                #expect(worst < 1e-7, "largest difference \(worst)")
                let visible = EmitterParticles.particles(history, atTime: start + 4)
                #expect(visible.allSatisfy { $0.age < 2.5 })
                #expect(abs(visible.count - 375) <= 1, "the 2.5 s of births still visible: \(visible.count)")
            }
        }

        @Test("6.13: no visible particle lies farther than 250 pt from the centre, nor does any lit pixel (CATALOG 6.13)")
        func radius() throws {
            try DemoRun.with(Listing6_13()) { run in
                let frame = try run.frame(at: 4)
                let (history, start) = try Self.history(run)
                // Speed at most 100 pt/s for at most 2.5 visible seconds (hand computation).
                var farthest = 0.0
                for t in [1.0, 2.4, 4, 7] {
                    for p in EmitterParticles.particles(history, atTime: start + t) {
                        farthest = max(farthest, ((p.position.x - 250) * (p.position.x - 250)
                                                  + (p.position.y - 250) * (p.position.y - 250)).squareRoot())
                    }
                }
                #expect(farthest <= 250, "farthest visible particle \(farthest) pt out")
                #expect(farthest > 200, "the burst does reach out: \(farthest)")
                // Pixels: a lit pixel is within the farthest particle plus the spark's half diagonal.
                var lit = 0.0
                for y in 0..<frame.height {
                    for x in 0..<frame.width where Pixel.rgb(frame.pixels[y * frame.width + x]) != [0, 0, 0] {
                        lit = max(lit, ((Double(x) + 0.5 - 250) * (Double(x) + 0.5 - 250)
                                        + (Double(y) + 0.5 - 250) * (Double(y) + 0.5 - 250)).squareRoot())
                    }
                }
                #expect(lit <= 250 + 14 * 2.0.squareRoot() + 1, "farthest lit pixel \(lit) pt out")
            }
        }

        @Test("6.13: additive particles saturate the centre to white-yellow; 6.13a's normal blending does not (CATALOG 6.13, 6.13a)")
        func saturation() throws {
            let additive = try DemoRun.with(Listing6_13()) { try $0.frame(at: 3) }
            let normal = try DemoRun.with(Listing6_13(renderMode: .unordered)) { try $0.frame(at: 3) }
            let hot = additive.color(at: Self.centre)
            #expect(hot.r == 255 && hot.g == 255 && hot.b > 60, "additive centre \(hot)")
            let warm = normal.color(at: Self.centre)
            // Normal blending of orange (255, 128, 26) over black never passes orange.
            #expect(warm.r > 200 && warm.g <= 128 && warm.b <= 26, "unordered centre \(warm)")
        }

        @Test("6.13: the same seed and times give bit-identical frames; another seed does not (determinism)")
        func reproducible() throws {
            let times = [0.5, 1.25, 2]
            func frames(seed: UInt32?) throws -> [Bitmap] {
                try DemoRun.with(Listing6_13()) { run in
                    if let seed { run.change { (run.layer(named: "emitter") as? CAEmitterLayer)?.seed = seed } }
                    return try times.map { try run.frame(at: $0) }
                }
            }
            let a = try frames(seed: nil), b = try frames(seed: nil), c = try frames(seed: 7)
            #expect(a == b)
            #expect(a.last != c.last)
        }

        @Test("6.13 and 6.13a goldens (looked at: an orange burst, white-yellow centre when additive)")
        func goldens() throws {
            try DemoGolden.check("6.13", at: 1, scale: 0.5)
            try DemoGolden.check("6.13", at: 3, scale: 0.5)
            try DemoGolden.check("6.13a", at: 3, scale: 0.5)
        }
    }
}
