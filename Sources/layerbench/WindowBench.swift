import Foundation
import LayerKit
import LayerKitHost

/// `layerbench --window SCENE --seconds N`: a scene animated in a real X window at the
/// display rate, as a user sees it, reporting frames shown, frames missed against 60 a second,
/// and the process's CPU milliseconds per frame (user + system, all threads, `getrusage`),
/// counted from the end of a half-second warm-up so that start-up is excluded. `--scale` opens
/// the same scene in points at more pixels per point (2: 2560 x 1440 pixels); `--stats` adds
/// the per-second HUD line and, at the end, where the CPU went (`WindowBreakdown`).
enum WindowBench {
    /// The windowed scenes by name.
    static let scenes: [String: (CALayer, CGSize) -> Void] = ["rotate100-window": rotate100]

    /// What one run measured.
    struct Result {
        var frames: Int
        var missed: Int
        var seconds: Double
        var cpuMilliseconds: Double
        /// The breakdown lines (`--stats`), empty otherwise.
        var breakdown: [String] = []
        var fps: Double { seconds > 0 ? Double(frames) / seconds : 0 }
        var cpuPerFrame: Double { frames > 0 ? cpuMilliseconds / Double(frames) : 0 }
    }

    /// Runs `name` for `seconds` (after the warm-up) and prints its line; 2 for an unknown scene
    /// or no display, with one line on stderr.
    static func run(_ name: String, seconds: Double, scale: Double = 1, stats: Bool = false, json: Bool) -> Int32 {
        guard let build = scenes[name] else {
            FileHandle.standardError.write(Data("layerbench: unknown window scene \(name) (known: \(scenes.keys.sorted().joined(separator: ", ")))\n".utf8))
            return 2
        }
        let size = CGSize(width: 1280, height: 720)
        let window: LayerWindow
        do {
            window = try LayerWindow(title: "layerbench \(name)", size: size, scale: CGFloat(scale))
        } catch {
            FileHandle.standardError.write(Data("layerbench: \(error)\n".utf8))
            return 2
        }
        build(window.rootLayer, size)
        window.printsStats = stats
        let r = measure(window, seconds: seconds, breakdown: stats)
        let fb = window.scene.renderer.framebuffer
        for line in r.breakdown { print(line) }
        if json {
            print(String(format: "{\"scene\": \"%@\", \"scale\": %g, \"pixels\": \"%dx%d\", \"frames\": %d, \"missed\": %d, \"fps\": %.2f, \"cpu_ms_per_frame\": %.3f}",
                         name, scale, fb.width, fb.height, r.frames, r.missed, r.fps, r.cpuPerFrame))
        } else {
            print(String(format: "%@ at %dx%d pixels: %d frames in %.2f s (%.1f fps), %d missed, %.3f ms CPU per frame",
                         name, fb.width, fb.height, r.frames, r.seconds, r.fps, r.missed, r.cpuPerFrame))
        }
        return 0
    }

    /// Runs the window's loop: a warm-up of half a second, then `seconds` measured (and broken
    /// down by thread when `breakdown`).
    static func measure(_ window: LayerWindow, seconds: Double, breakdown: Bool = false) -> Result {
        var start: (wall: Double, cpu: Double, frames: Int)?
        var startBreakdown: WindowBreakdown?
        var result = Result(frames: 0, missed: 0, seconds: 0, cpuMilliseconds: 0)
        _ = window.scene.scheduleTimer(withTimeInterval: 0.5, repeats: false) { _ in
            if breakdown { startBreakdown = WindowBreakdown(window.scene) }
            start = (wall(), cpuMilliseconds(), window.scene.stats.frames)
            _ = window.scene.scheduleTimer(withTimeInterval: seconds, repeats: false) { _ in
                guard let s = start else { return }
                let elapsed = wall() - s.wall
                let frames = window.scene.stats.frames - s.frames
                result = Result(frames: frames, missed: max(0, Int((elapsed * 60).rounded()) - frames), seconds: elapsed,
                                cpuMilliseconds: cpuMilliseconds() - s.cpu)
                if let b = startBreakdown {
                    result.breakdown = WindowBreakdown(window.scene).lines(since: b, frames: frames,
                                                                           records: window.scene.history.records)
                }
                window.quit()
            }
        }
        window.run()
        return result
    }

    /// Seconds on the host's monotonic clock (the one frames are paced by).
    static func wall() -> Double { HostClock.monotonic() }

    /// User and system CPU milliseconds of the whole process so far.
    static func cpuMilliseconds() -> Double {
        var u = rusage()
        getrusage(RUSAGE_SELF.rawValue, &u)
        func ms(_ t: timeval) -> Double { Double(t.tv_sec) * 1000 + Double(t.tv_usec) / 1000 }
        return ms(u.ru_utime) + ms(u.ru_stime)
    }

    /// The issue's `rotate100-window`: background #203040; 100 semi-transparent 128 x 128
    /// images, layer i at x = (i * 7919) mod (1280 - 128), y = (i * 104729) mod (720 - 128),
    /// each turning through 360 degrees forever in (3000 + 37 i) ms, bilinear, antialiased edges.
    static func rotate100(_ root: CALayer, _ size: CGSize) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.backgroundColor = CGColor(red: 0x20 / 255.0, green: 0x30 / 255.0, blue: 0x40 / 255.0, alpha: 1)
        let ctx = SceneContext(width: Int(size.width), height: Int(size.height), seed: 2026, bands: 1, options: .default)
        for (i, sprite) in RasterScenes.sprites(ctx, 100).enumerated() {
            let l = CALayer()
            l.frame = CGRect(x: (i * 7919) % (1280 - 128), y: (i * 104_729) % (720 - 128), width: 128, height: 128)
            l.contents = LayerScenes.image(sprite)
            l.minificationFilter = .linear
            l.magnificationFilter = .linear
            l.allowsEdgeAntialiasing = true
            root.addSublayer(l)
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.fromValue = 0
            spin.toValue = 2 * CGFloat.pi
            spin.duration = (3000 + 37 * Double(i)) / 1000
            spin.repeatCount = .infinity
            l.add(spin, forKey: "spin")
        }
        CATransaction.commit()
    }
}
