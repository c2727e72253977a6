// layerbench: milliseconds per frame of fixed scenes at 1280x720, LayerKit against a reference
// doing the same pixel work (pixman), medians of N frames measured in one run. Release builds
// only: `swift build -c release --product layerbench && .build/release/layerbench`.
import Foundation
import LayerKitAnimation
import LayerKitRaster

struct Arguments {
    var frames = 100
    var warmup = 5
    var json = false
    var list = false
    var soak: Double?
    var window: String?
    var seconds = 10.0
    var scale = 1.0
    var stats = false
    var verify = false
    var reference = true
    var scenes: [String] = []
    var bands = ProcessInfo.processInfo.activeProcessorCount
    var gap = 0.0
    var inTurn = false
    var against: String?

    static let usage = """
        usage: layerbench [--frames N] [--warmup N] [--scene NAME[,NAME...]] [--bands N] [--gap MS] [--in-turn] [--against S] [--json] [--verify]
                         [--no-reference] [--list] [--soak SECONDS] [--window SCENE [--seconds N] [--scale S] [--stats]]
          --frames N   frames timed per scene and side (default 100); the median is printed
          --scene      run only these scenes (see --list)
          --bands N    threads LayerKit draws a frame with: horizontal bands of the raster, shape
                       layers' content (default: the CPU count)
          --gap MS     sleep MS milliseconds before each timed frame (untimed): frames paced like
                       a display's, so other work on the machine can take the caches between frames
                       as it does between a window's frames (default 0, back to back)
          --in-turn    time the two sides' frames in turn (LayerKit's frame f, then the reference's), so
                       that a machine whose speed drifts during the run slows both alike (default: all
                       of LayerKit's frames, then all of the reference's)
          --against S  time each scene against scene S's LayerKit side instead of its reference (solid1000
                       against raster-solid1000: the render-tree issue's raster-only time), in turn with
                       --in-turn; the reference column is then S's
          --json       one JSON object per scene: scene, layerkit_ms, reference_ms, frames (and reference,
                       the scene timed as the reference, with --against)
          --verify     also print how far the two sides' frame 0 differ (mean per channel, in steps; not with --against)
          --no-reference  time LayerKit only (for profiling)
          --soak S     render a changing animated scene for S seconds at 60 fps and print resident
                       memory at the start, each minute and the end (leak check)
          --window S   animate scene S (rotate100-window) in an X window at the display rate for
                       --seconds N (default 10) after a 0.5 s warm-up; print frames shown, frames
                       missed and CPU milliseconds per frame (all threads); --json for one line
          --scale S    the window's pixels per point (default 1; 2: the same scene at 2560x1440 pixels)
          --stats      with --window: print the frame-time HUD's line each second, and at the end
                       the breakdown per shown frame: app and render thread busy time, and the CPU
                       of each of the process's threads (Linux /proc)
        Fast paths and SIMD follow LAYERKIT_DISABLE_FASTPATHS, LAYERKIT_DISABLE_SIMD and LAYERKIT_MAX_SIMD (sse2, avx2).
        """

    init(_ args: [String]) throws {
        var i = 0
        func value() throws -> String {
            i += 1
            guard i < args.count else { throw BenchError.usage("\(args[i - 1]) needs a value") }
            return args[i]
        }
        func count(_ s: String, min lower: Int) throws -> Int {
            guard let n = Int(s), n >= lower else { throw BenchError.usage("expected a number >= \(lower), got \(s)") }
            return n
        }
        while i < args.count {
            switch args[i] {
            case "--frames": frames = try count(value(), min: 1)
            case "--warmup": warmup = try count(value(), min: 0)
            case "--bands": bands = try count(value(), min: 1)
            case "--scene": scenes += try value().split(separator: ",").map(String.init)
            case "--gap":
                guard let ms = Double(try value()), ms >= 0, ms <= 1000 else { throw BenchError.usage("--gap needs milliseconds, 0 to 1000") }
                gap = ms
            case "--in-turn": inTurn = true
            case "--against": against = try value()
            case "--json": json = true
            case "--verify": verify = true
            case "--no-reference": reference = false
            case "--list": list = true
            case "--soak":
                guard let seconds = Double(try value()), seconds > 0, seconds.isFinite else {
                    throw BenchError.usage("--soak needs a number of seconds")
                }
                soak = seconds
            case "--window": window = try value()
            case "--seconds":
                guard let s = Double(try value()), s > 0, s.isFinite else { throw BenchError.usage("--seconds needs a number of seconds") }
                seconds = s
            case "--scale":
                guard let s = Double(try value()), s > 0, s <= 8 else { throw BenchError.usage("--scale needs pixels per point, above 0 and at most 8") }
                scale = s
            case "--stats": stats = true
            case "-h", "--help": throw BenchError.usage(nil)
            default: throw BenchError.usage("unknown argument \(args[i])")
            }
            i += 1
        }
    }
}

enum BenchError: Error { case usage(String?) }

/// Median milliseconds per frame of `frames` frames after `warmup` untimed ones, each timed frame
/// after an untimed sleep of `gap` milliseconds.
func measure(_ side: SceneSide, frames: Int, warmup: Int, gap: Double) -> Double {
    for f in 0..<warmup { side.render(f) }
    return median((0..<frames).map { timed(side, frame: $0, gap: gap) })
}

/// The medians of `measure` for both sides, their frames timed in turn (frame f of `a`, then
/// frame f of `b`): a machine whose speed drifts during the run slows both sides alike, where
/// timing one side's frames and then the other's can give them different machines.
func measureInTurn(_ a: SceneSide, _ b: SceneSide, frames: Int, warmup: Int, gap: Double) -> (Double, Double) {
    for f in 0..<warmup { a.render(f); b.render(f) }
    var ta: [Double] = [], tb: [Double] = []
    for f in 0..<frames {
        ta.append(timed(a, frame: f, gap: gap))
        tb.append(timed(b, frame: f, gap: gap))
    }
    return (median(ta), median(tb))
}

/// Milliseconds `side` takes to render frame `f`, after an untimed sleep of `gap` milliseconds.
func timed(_ side: SceneSide, frame f: Int, gap: Double) -> Double {
    if gap > 0 { usleep(UInt32(gap * 1000)) }
    let t0 = CACurrentMediaTime()
    side.render(f)
    return (CACurrentMediaTime() - t0) * 1000
}

/// The median of `times` (not empty).
func median(_ times: [Double]) -> Double {
    let t = times.sorted(), n = t.count
    return n % 2 == 1 ? t[n / 2] : (t[n / 2 - 1] + t[n / 2]) / 2
}

/// Mean absolute difference per channel between two frames, in 0...255 steps.
func meanDifference(_ a: (UnsafePointer<UInt32>, stride: Int), _ b: (UnsafePointer<UInt32>, stride: Int),
                    width: Int, height: Int) -> Double {
    var sum = 0
    for y in 0..<height {
        for x in 0..<width {
            let p = a.0[y * a.stride + x], q = b.0[y * b.stride + x]
            for sh: UInt32 in [0, 8, 16, 24] { sum += abs(Int(p >> sh & 255) - Int(q >> sh & 255)) }
        }
    }
    return Double(sum) / Double(width * height * 4)
}

func run() -> Int32 {
    let args: Arguments
    do {
        args = try Arguments(Array(CommandLine.arguments.dropFirst()))
    } catch BenchError.usage(let message) {
        if let message { FileHandle.standardError.write(Data("layerbench: \(message)\n".utf8)) }
        FileHandle.standardError.write(Data((Arguments.usage + "\n").utf8))
        return message == nil ? 0 : 2
    } catch {
        return 2
    }
    if let seconds = args.soak { return Soak.run(seconds: seconds) }
    if let window = args.window { return WindowBench.run(window, seconds: args.seconds, scale: args.scale, stats: args.stats, json: args.json) }
    if args.list {
        for s in allScenes { print("\(s.name.padding(toLength: 16, withPad: " ", startingAt: 0)) \(s.summary)") }
        return 0
    }
    let unknown = (args.scenes + (args.against.map { [$0] } ?? [])).filter { n in !allScenes.contains { $0.name == n } }
    guard unknown.isEmpty else {
        FileHandle.standardError.write(Data("layerbench: unknown scene \(unknown.joined(separator: ", ")); see --list\n".utf8))
        return 2
    }
    let chosen = args.scenes.isEmpty ? allScenes : allScenes.filter { args.scenes.contains($0.name) }
    let ctx = SceneContext(width: 1280, height: 720, seed: 2026, bands: args.bands, options: .fromEnvironment())
    // With --against, another scene's LayerKit side stands where each scene's reference would.
    let against = args.against.flatMap { name in allScenes.first { $0.name == name } }
    if !args.json {
        // The header goes to stderr so that stdout is exactly one line per scene.
        let column = against.map { "\($0.name)_ms" } ?? "reference_ms"
        FileHandle.standardError.write(Data("scene            layerkit_ms  \(column)  ratio (\(against?.name ?? "reference") / layerkit)\n".utf8))
    }
    for scene in chosen {
        let ours = scene.layerKit(ctx)
        let makeReference = against.map { $0.layerKit } ?? (args.reference ? scene.reference : nil)
        let lk: Double, ref: Double?, reference: SceneSide?
        if args.inTurn, let make = makeReference {
            let side = make(ctx)
            reference = side
            (lk, ref) = measureInTurn(ours, side, frames: args.frames, warmup: args.warmup, gap: args.gap)
        } else {
            // The reference is made after LayerKit is timed, so its frame is not in memory then.
            lk = measure(ours, frames: args.frames, warmup: args.warmup, gap: args.gap)
            reference = makeReference.map { $0(ctx) }
            ref = reference.map { measure($0, frames: args.frames, warmup: args.warmup, gap: args.gap) }
        }
        if args.json {
            let refText = ref.map { String(format: "%.4f", $0) } ?? "null"
            let named = against.map { ", \"reference\": \"\($0.name)\"" } ?? ""
            print("{\"scene\": \"\(scene.name)\", \"layerkit_ms\": \(String(format: "%.4f", lk)), \"reference_ms\": \(refText), \"frames\": \(args.frames)\(named)}")
        } else {
            let refText = ref.map { String(format: "%12.3f", $0) } ?? String(repeating: " ", count: 11) + "-"
            let ratio = ref.map { String(format: "%8.2f", $0 / lk) } ?? "       -"
            print("\(scene.name.padding(toLength: 16, withPad: " ", startingAt: 0)) \(String(format: "%11.3f", lk))  \(refText)  \(ratio)")
        }
        // Against another scene the two frames show different things: nothing to compare.
        if args.verify, against == nil, let reference {
            ours.render(0)
            reference.render(0)
            let d = meanDifference(ours.pixels(), reference.pixels(), width: ctx.width, height: ctx.height)
            FileHandle.standardError.write(Data(String(format: "%@: mean difference %.3f steps per channel\n", scene.name, d).utf8))
        }
    }
    return 0
}

exit(run())
