import Foundation

/// One subpath's stretch that `strokeStart`/`strokeEnd` keep: the subpath as it is (curves
/// kept), its length, and the kept part as distances along it.
package struct StrokeWindow: Sendable {
    /// The subpath alone: a move, its elements, and its close if it has one.
    package var path: CGPath
    /// Its length (curves flattened to measure them; a closing segment included).
    package var length: CGFloat
    /// The kept part, `from ... to` along the subpath (0 ≤ from ≤ to ≤ length).
    package var from: CGFloat, to: CGFloat

    /// Whether the whole subpath is kept (stroked as it is, closed if it was).
    package var isWhole: Bool { from <= 0 && to >= length }
}

extension CGPath {
    /// The total length of the path in its own units, curves flattened to within `tolerance`,
    /// closing segments included.
    package func length(tolerance: CGFloat = 0.01) -> CGFloat {
        flattened(tolerance: tolerance).reduce(0) { $0 + $1.length }
    }

    /// The subpaths in drawing order, each as a path of its own beginning with a move (one
    /// that goes on after a close starts where the closed one started), as `flattened` splits
    /// them.
    package func subpaths() -> [CGPath] {
        var out: [CGPath] = []
        var current: [PathElement] = []
        var start = CGPoint.zero, pen = CGPoint.zero
        func flush() {
            if !current.isEmpty { out.append(CGPath(elements: current)) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                flush()
                current = [element]
                start = p; pen = p
            case .close:
                if current.isEmpty { current = [.move(pen)] }
                current.append(element)
                flush()
                pen = start
            default:
                if current.isEmpty { current = [.move(pen)] }
                current.append(element)
                pen = element.points.last ?? pen
            }
        }
        flush()
        return out
    }

    /// The stretches from `start` to `end`, as fractions (0...1) of the total length, in
    /// drawing order across subpaths (what `CAShapeLayer.strokeStart`/`strokeEnd` keep), one
    /// per subpath they touch. Curves are flattened to within `tolerance` units only to measure
    /// them: the windows keep the curves. Nothing for `start >= end` or a path with non-finite
    /// points; fractions are clamped to 0...1.
    package func strokeWindows(from start: CGFloat, to end: CGFloat, tolerance: CGFloat = 0.01) -> [StrokeWindow] {
        let s = min(1, max(0, start)), e = min(1, max(0, end))
        guard s < e, hasOnlyFinitePoints else { return [] }
        let measured = measurements.subpaths(of: self, tolerance: tolerance)
        let total = measured.reduce(0) { $0 + $1.1 }
        let a = s * total, b = e * total
        var windows: [StrokeWindow] = []
        var before: CGFloat = 0 // length of the subpaths already passed
        for (path, length) in measured {
            defer { before += length }
            let lo = max(0, a - before), hi = min(length, b - before)
            // A stretch that only touches the window's ends shows nothing; a subpath of no
            // length inside it is a dot, as Core Graphics draws one.
            guard lo < hi || (length == 0 && a <= before && before <= b) else { continue }
            windows.append(StrokeWindow(path: path, length: length, from: lo, to: hi))
        }
        return windows
    }
}

extension StrokeWindow {
    /// A dash pattern that strokes only `from ... to` of the subpath, dashed by `lengths`
    /// from `phase` (solid when `lengths` is empty or all zero), as Core Graphics dashes
    /// (each subpath from its own start, an odd count repeated): every dash of the pattern cut
    /// to the window, then one gap longer than the subpath. Nil when nothing shows.
    package func dashes(phase: CGFloat, lengths: [CGFloat]) -> (phase: CGFloat, lengths: [CGFloat])? {
        var cut = DashCutter(from: from)
        let valid = lengths.allSatisfy { $0 >= 0 && $0.isFinite } && phase.isFinite
        // The pattern: the lengths, twice over when their count is odd (read by index, not
        // copied).
        let n = !valid ? 0 : lengths.count.isMultiple(of: 2) ? lengths.count : 2 * lengths.count
        let period = (0..<n).reduce(CGFloat(0)) { $0 + lengths[$1 % lengths.count] }
        if period > 0, (to - from) / period < 100_000 {
            // Pattern position u = s + p for distance s along the subpath.
            let p = phase - (phase / period).rounded(.down) * period
            cut.out.reserveCapacity(Int(((to - from) / period).rounded(.up) + 2) * n + 1)
            var u0 = ((from + p) / period).rounded(.down) * period
            while u0 - p <= to {
                var u = u0
                for k in 0..<n {
                    let d = lengths[k % lengths.count]
                    defer { u += d }
                    guard k.isMultiple(of: 2) else { continue }
                    let s0 = max(from, u - p), s1 = min(to, u + d - p)
                    if s1 > s0 || (d == 0 && s0 == s1) { cut.add(s0, s1) }
                }
                u0 += period
            }
        } else {
            cut.add(from, to)
        }
        guard let first = cut.first else { return nil }
        cut.out.append(max(1, 2 * length + 2))
        // The pattern starts with the first visible dash, at `first` along the subpath.
        return (-first, cut.out)
    }
}

/// The visible dashes of a window as a dash array: each dash, then the gap to the next.
private struct DashCutter {
    var out: [CGFloat] = []
    var first: CGFloat?
    var end: CGFloat

    init(from: CGFloat) { end = from }

    /// Adds the dash from `s0` to `s1` (after the last one added).
    mutating func add(_ s0: CGFloat, _ s1: CGFloat) {
        if first == nil { first = s0 } else { out.append(s0 - end) }
        out.append(s1 - s0)
        end = s1
    }
}

extension CGPath {
    /// `boundingBoxOfPath`, measured once per path and kept until the path changes.
    package var measuredBoundingBoxOfPath: CGRect { measurements.boundingBoxOfPath(of: self) }
}

extension FlatSubpath {
    /// The length of the polyline, closing segment included.
    package var length: CGFloat { segments.reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) } }
}

/// A path's subpaths with their lengths, measured at most once per tolerance and kept until
/// the path changes: a shape layer's path is measured once, not every frame its
/// `strokeEnd` animates. Thread-safe (the render side measures paths the app side holds).
package final class PathMeasurements: @unchecked Sendable {
    private let lock = NSLock()
    private var measured: (tolerance: CGFloat, subpaths: [(CGPath, CGFloat)])?
    private var tightBounds: CGRect?

    /// `path`'s subpaths and their lengths at `tolerance` (this object must be `path`'s).
    func subpaths(of path: CGPath, tolerance: CGFloat) -> [(CGPath, CGFloat)] {
        lock.lock()
        defer { lock.unlock() }
        if let m = measured, m.tolerance == tolerance { return m.subpaths }
        let subpaths = path.subpaths().map { ($0, $0.length(tolerance: tolerance)) }
        measured = (tolerance, subpaths)
        return subpaths
    }

    /// `path.boundingBoxOfPath`, computed once (this object must be `path`'s): a shape layer
    /// asks for it every frame it animates.
    func boundingBoxOfPath(of path: CGPath) -> CGRect {
        lock.lock()
        defer { lock.unlock() }
        if let tightBounds { return tightBounds }
        let box = path.boundingBoxOfPath
        tightBounds = box
        return box
    }

    /// Forgets the measurements (the path changed).
    func clear() {
        lock.lock()
        measured = nil
        tightBounds = nil
        lock.unlock()
    }
}
