import LayerKitRaster

/// Damage rectangles merged as they are found, in one pass: each rectangle joins the first
/// kept one it touches when their union wastes little area; past `DamageTracker.maxRects`
/// kept rectangles, it joins the one whose union grows least. Linear in the input.
///
/// In: rectangles in device pixels, one at a time (`add`), each first clipped to the frame
/// when one is given. Out: at most `DamageTracker.maxRects` rectangles that cover every one
/// added (`finish`), or the whole frame once the kept ones nearly cover it (`isWhole`), at which
/// point adding more changes nothing and the comparison feeding it can stop: a thousand moved
/// squares damage the whole frame after about two hundred of them. Never looks at a draw item.
struct DamageMerger {
    /// How many rectangles are taken between checks of whether the kept ones already nearly
    /// cover the frame.
    static let wholeFrameCheckInterval = 64

    private let frame: IntRect?
    private var out: [IntRect] = []
    /// Rectangles taken so far (empty ones included): the ones added before the frame was
    /// found whole.
    private(set) var added = 0
    /// Whether the frame is damaged whole.
    private(set) var isWhole = false

    init(clippedTo frame: IntRect?) {
        self.frame = frame
        out.reserveCapacity(DamageTracker.maxRects)
    }

    /// Adds `whole`, clipped to the frame.
    mutating func add(_ whole: IntRect) {
        guard !isWhole else { return }
        if let frame, added > 0, added % Self.wholeFrameCheckInterval == 0, Self.nearlyCovers(out, frame) {
            isWhole = true
            return
        }
        added += 1
        let r = frame.map { whole.intersection($0) } ?? whole
        guard !r.isEmpty else { return }
        let joining = Joining(r)
        if let i = out.firstIndex(where: { joining.joins($0) }) {
            out[i] = out[i].union(r)
        } else if out.count < DamageTracker.maxRects {
            out.append(r)
        } else {
            var best = 0, growth = Int.max
            for (i, o) in out.enumerated() {
                let g = joining.unionArea(o) &- o.area
                if g < growth { growth = g; best = i }
            }
            out[best] = out[best].union(r)
        }
    }

    /// Adds an item's old and new extents: as one rectangle when `add` would join them (they
    /// touch and their union wastes little), which halves the input when layers move a little
    /// each frame; else both.
    mutating func addPair(_ a: IntRect, _ b: IntRect) {
        if Joining(b).joins(a) {
            add(a.union(b))
        } else {
            add(a)
            add(b)
        }
    }

    /// The merged rectangles, kept ones that merging made overlap joined (few, so quadratic is
    /// fine); the frame alone when it is damaged whole.
    func finish() -> [IntRect] {
        if isWhole, let frame { return [frame] }
        var out = out
        var merged = true
        while merged {
            merged = false
            outer: for i in out.indices {
                for j in out.indices where j > i && !out[i].intersection(out[j]).isEmpty {
                    out[i] = out[i].union(out[j])
                    out.remove(at: j)
                    merged = true
                    break outer
                }
            }
        }
        return out
    }

    /// Whether `rects` (within `frame`) cover at least 90 % of it by their areas, overlaps
    /// counted twice: past this a frame with many changes is damaged whole, since merging the
    /// rest would cost more than drawing the little the rectangles leave out, and every
    /// region the rasterizer is given walks the draw list again. (Only ever more damage.)
    static func nearlyCovers(_ rects: [IntRect], _ frame: IntRect) -> Bool {
        var area = 0
        for r in rects { area &+= r.area }
        return area &* 10 >= frame.area &* 9
    }

    /// A rectangle about to be merged, with what joining needs of it worked out once, in plain
    /// integer arithmetic: it is tested against every kept rectangle. (Device coordinates are
    /// clamped to +-2^24, so no sum or product here can overflow.)
    struct Joining {
        let r: IntRect
        let area: Int
        let gMinX: Int, gMinY: Int, gMaxX: Int, gMaxY: Int

        @inline(__always) init(_ r: IntRect) {
            self.r = r
            area = r.area
            // `r` grown by 8 pixels on every side.
            gMinX = r.x &- 8; gMinY = r.y &- 8
            gMaxX = gMinX &+ max(0, r.width &+ 16); gMaxY = gMinY &+ max(0, r.height &+ 16)
        }

        /// Whether kept rectangle `o` touches `r` grown by 8 pixels and their union is at most
        /// twice their areas.
        @inline(__always) func joins(_ o: IntRect) -> Bool {
            guard max(o.minX, gMinX) < min(o.maxX, gMaxX), max(o.minY, gMinY) < min(o.maxY, gMaxY) else { return false }
            return unionArea(o) <= (o.area &+ area) &* 2
        }

        /// The area of `o.union(r)` without making it.
        @inline(__always) func unionArea(_ o: IntRect) -> Int {
            if o.isEmpty { return area }
            if r.isEmpty { return o.area }
            return (max(o.maxX, r.maxX) &- min(o.minX, r.minX)) &* (max(o.maxY, r.maxY) &- min(o.minY, r.minY))
        }
    }
}

extension DamageTracker {
    /// At most this many damage rectangles are kept.
    package static let maxRects = 16

    /// `input` merged (`DamageMerger`), each rectangle first clipped to `frame` when one is given.
    package static func merge(_ input: [IntRect], clippedTo frame: IntRect? = nil) -> [IntRect] {
        var merger = DamageMerger(clippedTo: frame)
        for r in input {
            merger.add(r)
            if merger.isWhole { break }
        }
        return merger.finish()
    }
}
