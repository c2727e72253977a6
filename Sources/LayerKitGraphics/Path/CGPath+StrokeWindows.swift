import Foundation
import Synchronization

/// One subpath's stretch that `strokeStart`/`strokeEnd` keep: the subpath, measured for
/// cutting (curves kept), and the kept part as distances along it.
package struct StrokeWindow: Sendable {
    /// The subpath, measured.
    package var subpath: MeasuredSubpath
    /// The kept part, `from ... to` along the subpath (0 ≤ from ≤ to ≤ length).
    package var from: CGFloat, to: CGFloat

    /// The subpath alone: a move, its elements, and its close if it has one.
    package var path: CGPath { subpath.path }
    /// Its length (curves flattened to measure them; a closing segment included).
    package var length: CGFloat { subpath.length }
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
    /// per subpath they touch. Curves are flattened to within 0.01 units only to measure them
    /// (once per path): the windows keep the curves. Nothing for `start >= end` or a path with
    /// non-finite points; fractions are clamped to 0...1.
    package func strokeWindows(from start: CGFloat, to end: CGFloat) -> [StrokeWindow] {
        let s = min(1, max(0, start)), e = min(1, max(0, end))
        guard s < e, measuredHasOnlyFinitePoints else { return [] }
        let measured = measurements.measuredSubpaths(of: self)
        let total = measured.reduce(0) { $0 + $1.length }
        let a = s * total, b = e * total
        var windows: [StrokeWindow] = []
        windows.reserveCapacity(measured.count)
        var before: CGFloat = 0 // length of the subpaths already passed
        for sub in measured {
            let length = sub.length
            defer { before += length }
            let lo = max(0, a - before), hi = min(length, b - before)
            // A stretch that only touches the window's ends shows nothing; a subpath of no
            // length inside it is a dot, as Core Graphics draws one.
            guard lo < hi || (length == 0 && a <= before && before <= b) else { continue }
            windows.append(StrokeWindow(subpath: sub, from: lo, to: hi))
        }
        return windows
    }
}

extension StrokeWindow {
    /// The stretches of the subpath that show, as distances along it, in order: `from ... to`
    /// dashed by `lengths` from `phase` (all of it when `lengths` is empty, all zero or not
    /// valid), as Core Graphics dashes (each subpath from its own start, an odd count
    /// repeated), every dash cut to the window; a zero-length dash inside it is kept (a dot).
    /// Empty when nothing shows.
    package func stretches(phase: CGFloat, lengths: [CGFloat]) -> [(from: CGFloat, to: CGFloat)] {
        let valid = lengths.allSatisfy { $0 >= 0 && $0.isFinite } && phase.isFinite
        // The pattern: the lengths, twice over when their count is odd (read by index, not
        // copied).
        let n = !valid ? 0 : lengths.count.isMultiple(of: 2) ? lengths.count : 2 * lengths.count
        let period = (0..<n).reduce(CGFloat(0)) { $0 + lengths[$1 % lengths.count] }
        guard period > 0, (to - from) / period < 100_000 else { return [(from, to)] }
        var out: [(from: CGFloat, to: CGFloat)] = []
        out.reserveCapacity(Int(((to - from) / period).rounded(.up) + 2) * n / 2 + 1)
        // Pattern position u = s + p for distance s along the subpath.
        let p = phase - (phase / period).rounded(.down) * period
        var u0 = ((from + p) / period).rounded(.down) * period
        while u0 - p <= to {
            var u = u0
            for k in 0..<n {
                let d = lengths[k % lengths.count]
                defer { u += d }
                guard k.isMultiple(of: 2) else { continue }
                let s0 = max(from, u - p), s1 = min(to, u + d - p)
                if s1 > s0 || (d == 0 && s0 == s1) { out.append((s0, s1)) }
            }
            u0 += period
        }
        return out
    }
}

extension CGPath {
    /// `boundingBoxOfPath`, measured once per path and kept until the path changes.
    package var measuredBoundingBoxOfPath: CGRect { measurements.boundingBoxOfPath(of: self) }

    /// `hasOnlyFinitePoints`, checked once per path and kept until the path changes.
    package var measuredHasOnlyFinitePoints: Bool { measurements.hasOnlyFinitePoints(path: self) }
}

extension FlatSubpath {
    /// The length of the polyline, closing segment included.
    package var length: CGFloat { segments.reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) } }
}

/// A path's subpaths measured for cutting, at most once and kept until the path changes: a
/// shape layer's path is measured once, not every frame its `strokeEnd` animates. Thread-safe
/// (the render side measures paths the app side holds). Stored in the path itself, lock
/// included (`Mutex`): every path has measurements, and a frame makes paths (a shape's
/// dashes, a context's current path) for every layer it draws, so making one allocates
/// nothing more.
package struct PathMeasurements: ~Copyable, Sendable {
    /// What is kept. Internal, not private: a private type stored in this `~Copyable` struct
    /// made Swift 6.3's debug build emit its metadata with the wrong linkage (a compiler crash).
    struct Measured {
        var subpaths: [MeasuredSubpath]?
        var tightBounds: CGRect?
        var finite: Bool?
    }
    private let measured = Mutex(Measured())

    package init() {}

    /// `path`'s subpaths, measured (this object must be `path`'s).
    func measuredSubpaths(of path: CGPath) -> [MeasuredSubpath] {
        remembered(\.subpaths) { path.subpaths().map(MeasuredSubpath.init) }
    }

    /// `path.boundingBoxOfPath`, computed once (this object must be `path`'s): a shape layer
    /// asks for it every frame it animates.
    func boundingBoxOfPath(of path: CGPath) -> CGRect {
        remembered(\.tightBounds) { path.boundingBoxOfPath }
    }

    /// `path.hasOnlyFinitePoints`, checked once (this object must be `path`'s): a shape layer
    /// asks every frame it animates.
    func hasOnlyFinitePoints(path: CGPath) -> Bool {
        remembered(\.finite) { path.hasOnlyFinitePoints }
    }

    /// The value kept at `field`, made with `make` (outside the lock) the first time; when two
    /// threads make it at once, the first one stored is kept.
    private func remembered<T: Sendable>(_ field: WritableKeyPath<Measured, T?>, _ make: () -> T) -> T {
        if let known = measured.withLock({ $0[keyPath: field] }) { return known }
        let made = make()
        return measured.withLock { m in
            if let earlier = m[keyPath: field] { return earlier }
            m[keyPath: field] = made
            return made
        }
    }

    /// Forgets the measurements (the path changed).
    func clear() {
        measured.withLock { $0 = Measured() }
    }
}
