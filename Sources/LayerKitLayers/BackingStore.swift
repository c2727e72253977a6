import Dispatch

/// What `setNeedsDisplay(_:)` has marked since the last display: a union of rectangles in
/// the layer's coordinates (points). Rectangles inside one already kept are dropped, ones a
/// new rectangle covers are replaced by it; past `maxRects` the region becomes its bounding
/// box (a larger redraw, never a smaller one).
package struct DirtyRegion {
    /// The most rectangles kept before they are merged into their bounding box.
    package static let maxRects = 16
    /// The rectangles, standardized, none inside another.
    package private(set) var rects: [CGRect] = []

    package init() {}

    /// Whether nothing is marked.
    package var isEmpty: Bool { rects.isEmpty }

    /// Adds `r` (finite, standardized here); an empty rect marks nothing.
    package mutating func add(_ r: CGRect) {
        let r = r.standardized
        guard !r.isEmpty, !rects.contains(where: { $0.contains(r) }) else { return }
        rects.removeAll { r.contains($0) }
        rects.append(r)
        if rects.count > Self.maxRects {
            rects = [rects.dropFirst().reduce(rects[0]) { $0.union($1) }]
        }
    }
}

/// The pixels one display of a layer redraws: the backing store's size and scale, the
/// layer's bounds, the dirty rectangles rounded out to whole device pixels, and the earlier
/// backing store whose pixels outside them are kept (nil: everything is redrawn from
/// transparent).
package struct BackingStorePlan: @unchecked Sendable {
    /// Backing store size in pixels: bounds x scale, rounded up.
    package let pixelWidth: Int, pixelHeight: Int
    /// Pixels per point (`contentsScale`).
    package let scale: CGFloat
    /// The layer's bounds (points): user space of the context is the layer's coordinates.
    package let bounds: CGRect
    /// The dirty rectangles in the layer's coordinates, each on whole device pixels.
    package let dirty: [CGRect]
    /// The backing store kept outside `dirty`; nil when the whole store is redrawn.
    package let previous: CGImage?

    /// The plan for a layer of `bounds` at `scale` with `region` marked and `previous` its
    /// current backing store (kept only when it has the new size and the region is neither
    /// empty, as after a direct `display()`, nor covers the bounds). Nil for an empty, non-finite or larger than 16384-pixel backing store.
    package init?(bounds: CGRect, scale: CGFloat, region: DirtyRegion, previous: CGImage?) {
        let b = bounds.standardized
        let w = (b.width * scale).rounded(.up), h = (b.height * scale).rounded(.up)
        guard w.isFinite, h.isFinite, w >= 1, h >= 1, w <= 16384, h <= 16384 else { return nil }
        pixelWidth = Int(w)
        pixelHeight = Int(h)
        self.scale = scale
        self.bounds = b
        let whole = CGRect(x: 0, y: 0, width: w, height: h)
        let pixels = region.rects.compactMap { r -> CGRect? in
            let p = CGRect(x: (r.minX - b.minX) * scale, y: (r.minY - b.minY) * scale,
                           width: r.width * scale, height: r.height * scale).integral.intersection(whole)
            return p.isNull || p.isEmpty ? nil : p
        }
        let (pw, ph) = (Int(w), Int(h))
        let keeps = previous.map { $0.width == pw && $0.height == ph } ?? false
        // Nothing marked (a direct `display()`) redraws everything, as the whole bounds does.
        if keeps, !pixels.isEmpty, !pixels.contains(whole) {
            dirty = pixels.map { CGRect(x: $0.minX / scale + b.minX, y: $0.minY / scale + b.minY,
                                        width: $0.width / scale, height: $0.height / scale) }
            self.previous = previous
        } else {
            dirty = [b]
            self.previous = nil
        }
    }

    /// A bitmap context holding the kept pixels with the dirty rectangles cleared, clipped to
    /// them, user space the layer's coordinates (points, y-down). Nil when cairo has no memory.
    package func makeBitmapContext() -> CGContext? {
        let made = previous.map { CGContext(copyingPixelsOf: $0, scale: scale) }
            ?? CGContext(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
        guard let ctx = made else { return nil }
        prepare(ctx)
        if previous != nil { for r in dirty { ctx.clear(r) } }
        return ctx
    }

    /// A recording context with the same user space and clip as `makeBitmapContext()`.
    package func makeRecordingContext() -> CGContext? {
        guard let ctx = CGContext(recordingPixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale) else { return nil }
        prepare(ctx)
        return ctx
    }

    /// Moves the origin to the bounds' origin and clips to the dirty rectangles; images draw
    /// as in Apple's flipped layer context (`CGContext.drawsImagesFlipped`).
    private func prepare(_ ctx: CGContext) {
        ctx.drawsImagesFlipped = true
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        ctx.clip(to: dirty)
    }
}

/// The backing store of an asynchronously drawing layer (`drawsAsynchronously`) while its
/// recorded drawing commands are executed on a background queue: the commands are replayed
/// into the plan's bitmap there, and `image()` waits for the result. Started once, at creation.
package final class PendingBackingStore: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: CGImage?
    private var taken = false

    /// Starts replaying `recording` (no longer drawn into) into `plan`'s bitmap on a global
    /// queue of user-initiated quality of service.
    package init(plan: BackingStorePlan, recording: CGContext) {
        let box = RecordingBox(recording)
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            if let target = plan.makeBitmapContext() {
                box.context.replay(onto: target)
                result = target.makeImage()
            }
            done.signal()
        }
    }

    /// The finished backing store (nil when it could not be made), waiting for the replay
    /// to end. Called from one thread at a time (the layer's owner, under the tree lock).
    package func image() -> CGImage? {
        if !taken {
            done.wait()
            taken = true
        }
        return result
    }
}

/// Hands a recording context to the replaying queue (the drawing thread no longer uses it).
private struct RecordingBox: @unchecked Sendable {
    let context: CGContext
    init(_ context: CGContext) { self.context = context }
}
