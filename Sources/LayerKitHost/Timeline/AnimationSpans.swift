import LayerKitAnimation

/// When the animations of a committed tree run, in media time: what the timeline bar shows as
/// the "running animations' span" and what its track covers (a LayerKit addition).
///
/// Each animation's span is its begin time to its active end (`MediaTimingModel.activeEndTime`:
/// duration × repeats, autoreverse, speed), read from the render nodes (never a `CALayer`). The
/// timing of ancestor layers (`speed`, `timeOffset` of a layer) is not applied here: the bar
/// places such animations as if their layers ran on media time (the frames are always exact).
package struct AnimationSpans: Equatable {
    /// One animation's active period, media seconds; `end` is infinite for endless repeats.
    package struct Span: Equatable {
        package var begin: CFTimeInterval
        package var end: CFTimeInterval
        /// A span from `begin` to `end`, media seconds.
        package init(begin: CFTimeInterval, end: CFTimeInterval) { self.begin = begin; self.end = end }
    }

    /// The spans, in tree order (depth first, sublayers then mask).
    package private(set) var spans: [Span] = []

    /// The spans of every animation in `tree` (none for nil).
    package init(tree: RenderNode?) {
        guard let tree else { return }
        var stack = [tree]
        while let node = stack.popLast() {
            for a in node.animations {
                let m = MediaTimingModel(a)
                if m.beginTime.isFinite { spans.append(Span(begin: m.beginTime, end: m.activeEndTime)) }
            }
            if let mask = node.mask { stack.append(mask) }
            stack.append(contentsOf: node.children.reversed())
        }
    }

    /// The media times the track covers around `time`: every span (an endless one up to one
    /// second past `time`) and `time` itself, at least `minimum` seconds long, with a margin of
    /// `margin` of that length on each side (so a span reads as a span, and the times just
    /// before and after it can be scrubbed to).
    package func range(around time: CFTimeInterval, minimum: CFTimeInterval = 1,
                       margin: Double = 0.05) -> ClosedRange<CFTimeInterval> {
        var lo = time, hi = time
        for s in spans {
            lo = min(lo, s.begin)
            hi = max(hi, s.end.isFinite ? s.end : max(time + 1, s.begin + minimum))
        }
        if hi - lo < minimum { hi = lo + minimum }
        let pad = (hi - lo) * margin
        return (lo - pad)...(hi + pad)
    }
}
