import Foundation
import LayerKit

/// `layerbench --soak SECONDS`: an animated scene rendered headless for a long time, with
/// layers, images, animations and transactions coming and going, paced at 60 frames per
/// second of wall time (media time follows the frames, frozen between them). Prints the
/// resident memory at the start, after each minute and at the end: a leak shows as growth
/// after the first minute.
enum Soak {
    static func run(seconds: Double) -> Int32 {
        let renderer = CARenderer(size: CGSize(width: 640, height: 480), scale: 1)
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 640, height: 480)
        root.backgroundColor = CGColor(gray: 0.2, alpha: 1)
        renderer.layer = root
        MediaClock.freeze(at: 0)
        defer { MediaClock.unfreeze() }
        CATransaction.flush()
        var rng = SplitMix64(seed: 7)
        var live: [CALayer] = []
        var completions = 0
        // Pacing of the soak itself (the frames' times are the argument t): the host's clock.
        let start = HostClock.monotonic()
        var nextReport = 60.0
        var frame = 0
        report("start", frames: 0, layers: 0, completions: 0)
        while HostClock.monotonic() - start < seconds {
            let t = Double(frame) / 60
            MediaClock.freeze(at: t)
            change(root: root, live: &live, frame: frame, rng: &rng) { completions += 1 }
            CATransaction.flush()
            renderer.beginFrame(atTime: t)
            _ = renderer.updateBounds()
            renderer.render()
            renderer.endFrame()
            frame += 1
            let elapsed = HostClock.monotonic() - start
            if elapsed >= nextReport {
                report("minute \(Int(nextReport / 60))", frames: frame, layers: live.count, completions: completions)
                nextReport += 60
            }
            let due = Double(frame) / 60
            if due > elapsed { usleep(useconds_t(min(0.1, due - elapsed) * 1_000_000)) }
        }
        report("end", frames: frame, layers: live.count, completions: completions)
        return 0
    }

    /// One frame's changes: a new layer most frames (an image every fourth, a sublayer tree
    /// every tenth) with animations, old layers removed, now and then everything at once.
    static func change(root: CALayer, live: inout [CALayer], frame: Int, rng: inout SplitMix64,
                       completed: @escaping () -> Void) {
        CATransaction.begin()
        CATransaction.setCompletionBlock(completed)
        if frame % 2 == 0 {
            let l = CALayer()
            let side = CGFloat(8 + rng.next() % 56)
            l.frame = CGRect(x: CGFloat(rng.next() % 600), y: CGFloat(rng.next() % 440), width: side, height: side)
            l.backgroundColor = CGColor(red: CGFloat(rng.next() % 256) / 255, green: 0.5, blue: 0.8, alpha: 0.7)
            if frame % 8 == 0 { l.contents = image(side: Int(side), rng: &rng) }
            if frame % 20 == 0 {
                for _ in 0..<5 {
                    let s = CALayer()
                    s.frame = CGRect(x: 2, y: 2, width: side / 2, height: side / 2)
                    s.cornerRadius = 3
                    s.backgroundColor = CGColor(gray: 1, alpha: 0.5)
                    l.addSublayer(s)
                }
            }
            root.addSublayer(l)
            let move = CABasicAnimation(keyPath: "position")
            move.toValue = CGPoint(x: CGFloat(rng.next() % 640), y: CGFloat(rng.next() % 480))
            move.duration = 0.5 + Double(rng.next() % 100) / 100
            l.add(move, forKey: "move")
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.byValue = CGFloat.pi
            spin.duration = 1
            spin.repeatCount = 2
            l.add(spin, forKey: "spin")
            l.opacity = 0.9
            live.append(l)
        }
        while live.count > 150 { live.removeFirst().removeFromSuperlayer() }
        if frame % 600 == 599 {
            for l in live { l.removeAllAnimations(); l.removeFromSuperlayer() }
            live.removeAll()
        }
        CATransaction.commit()
    }

    static func image(side: Int, rng: inout SplitMix64) -> CGImage? {
        let ctx = CGContext(pixelWidth: side, pixelHeight: side, scale: 1)
        ctx?.setFillColor(CGColor(red: CGFloat(rng.next() % 256) / 255, green: 0.3, blue: 0.3, alpha: 1))
        ctx?.fillEllipse(in: CGRect(x: 0, y: 0, width: side, height: side))
        return ctx?.makeImage()
    }

    /// Resident memory in MiB, from /proc/self/statm.
    static func residentMiB() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let pages = text.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }

    static func report(_ label: String, frames: Int, layers: Int, completions: Int) {
        print(String(format: "soak %@: resident %.1f MiB, %d frames, %d live layers, %d completions",
                     label, residentMiB(), frames, layers, completions))
        fflush(stdout)
    }
}
