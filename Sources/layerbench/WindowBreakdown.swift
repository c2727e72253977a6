import Foundation
import LayerKitHost

/// `layerbench --window S --stats`: where a window frame's CPU goes, per shown frame of the
/// measured interval. The CPU of each of the process's threads (user + system, from Linux's
/// `/proc/self/task/*/stat`, 10 ms ticks, so read over seconds), the app and render threads'
/// busy time as the scene counts it (`FrameStats`), and the means of the frame records the
/// window kept (`FrameHistory`: commit, presentation, compositing, present, damage put).
struct WindowBreakdown {
    /// CPU seconds by thread id, with the thread's name.
    typealias ThreadTimes = [Int: (name: String, seconds: Double)]

    let threads: ThreadTimes
    let appBusy: Double
    let renderBusy: Double

    /// What the process and `scene` have spent so far.
    init(_ scene: LayerScene) {
        threads = Self.threadTimes()
        appBusy = scene.stats.appBusy
        renderBusy = scene.stats.renderBusy
    }

    /// The CPU seconds of every thread of this process (empty where /proc is missing).
    static func threadTimes() -> ThreadTimes {
        let tick = Double(sysconf(Int32(_SC_CLK_TCK)))
        var out: ThreadTimes = [:]
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        for t in tasks {
            guard let id = Int(t), let stat = try? String(contentsOfFile: "/proc/self/task/\(t)/stat", encoding: .utf8),
                  let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")") else { continue }
            let name = String(stat[stat.index(after: open)..<close])
            // Fields after the name: state is field 3; utime and stime are fields 14 and 15.
            let fields = stat[stat.index(close, offsetBy: 2)...].split(separator: " ")
            guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { continue }
            out[id] = (name, (user + system) / tick)
        }
        return out
    }

    /// The lines of the breakdown of `frames` shown frames between `start` and `self`, with
    /// the means of `records` (the frames the window kept, shown ones only).
    func lines(since start: WindowBreakdown, frames: Int, records: [FrameRecord]) -> [String] {
        guard frames > 0 else { return ["breakdown: no frame shown"] }
        let n = Double(frames)
        func ms(_ seconds: Double) -> String { String(format: "%.3f", seconds * 1000 / n) }
        var out: [String] = []
        out.append("breakdown per shown frame (\(frames) frames), ms: app thread busy \(ms(appBusy - start.appBusy)), "
                   + "render thread busy \(ms(renderBusy - start.renderBusy)) (bands drawn on other threads included)")
        var total = 0.0
        for (id, t) in threads.sorted(by: { $0.key < $1.key }) {
            let spent = t.seconds - (start.threads[id]?.seconds ?? 0)
            total += spent
            guard spent > 0 else { continue }
            out.append("  thread \(id) \(t.name): \(ms(spent)) ms CPU")
        }
        out.append("  all threads: \(ms(total)) ms CPU")
        let shown = records.filter(\.shown)
        if !shown.isEmpty {
            let k = Double(shown.count)
            func mean(_ f: (FrameRecord) -> Double) -> String { String(format: "%.3f", shown.reduce(0) { $0 + f($1) } * 1000 / k) }
            func count(_ f: (FrameRecord) -> Int) -> String { String(format: "%.0f", Double(shown.reduce(0) { $0 + f($1) }) / k) }
            out.append("  last \(shown.count) shown frames, mean ms: commit \(mean(\.commit)), presentation \(mean(\.presentation)), "
                       + "compositing \(mean(\.compositing)), present \(mean(\.present)) (wall time, waits included)")
            out.append("  damage put to the server per frame: \(count(\.counters.damageRects)) rects, "
                       + "\(count(\.counters.damagedPixels)) pixels; raster bands \(count(\.counters.bands)); "
                       + "draw items \(count(\.counters.drawItems))")
        }
        return out
    }
}
