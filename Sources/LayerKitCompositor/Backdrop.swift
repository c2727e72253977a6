import LayerKitRaster

/// The frame's unchanging bottom, drawn once: when the first items of a draw list stay the
/// same from frame to frame (a large static tree under a layer that moves), the rasterizer
/// draws them once into a frame-sized image and repairs each damaged region by copying that
/// image and drawing only the items after them, so the cost of a small change no longer
/// follows how much static content lies under it. Chromium keeps static layers in raster
/// tiles for the same reason; Core Animation redraws them on the GPU.
///
/// In: each frame's top-level items. Out: how many leading items the image already shows, and
/// the image. It never draws: the rasterizer renders the image when asked (`render`). Items
/// count as unchanged when they are the same object, or have the same key, bounds and
/// signature (the test damage tracking trusts). `backdrop` in `LAYERKIT_DISABLE_FASTPATHS`
/// turns it off; the agreement tests compare frames with it on and off.
final class Backdrop {
    /// The image of the first `shownLeaves` leaves of `madeFrom`, drawn over transparent pixels;
    /// nil when there is none.
    private(set) var image: Surface?
    private var shownLeaves = 0
    private var madeFrom: [DrawItem] = []
    /// The last frame's items, and for how many frames in a row the same leading leaves stayed.
    private var last: [DrawItem] = []
    private var steadyLeaves = 0
    private var steadyFrames = 0

    /// Frames the leading leaves must stay unchanged before they are drawn into an image
    /// (drawing it costs a whole frame of those items once).
    static let framesBeforeImage = 3
    /// Fewer leaves than this are cheaper to draw again than to copy.
    static let minLeaves = 8

    /// Bytes the image holds.
    var bytes: Int { image.map { $0.width * $0.height * 4 } ?? 0 }

    /// The items of `items` left to draw over the image for a target of `width` x `height`
    /// pixels (all of `items` when there is no image), after making or dropping the image for
    /// this frame; `render` draws items into a new image of the target's size.
    func remaining(_ items: [DrawItem], width: Int, height: Int,
                   render: ([DrawItem], _ width: Int, _ height: Int) -> Surface) -> [DrawItem] {
        let steady = Self.split(items, last)
        steadyFrames = steady.leaves > 0 && steady.leaves == steadyLeaves ? steadyFrames + 1 : 0
        steadyLeaves = steady.leaves
        last = items
        if let image, image.width == width, image.height == height,
           Self.split(items, madeFrom).leaves >= shownLeaves {
            return Self.skip(shownLeaves, of: items)
        }
        image = nil
        madeFrom = []
        guard steadyFrames >= Self.framesBeforeImage, steady.leaves >= Self.minLeaves else { return items }
        image = render(steady.prefix, width, height)
        shownLeaves = steady.leaves
        madeFrom = items
        return Self.skip(shownLeaves, of: items)
    }

    /// Forgets the image and the steady frames (a frame drawn without it: debug overlays
    /// need every item drawn and counted).
    func reset() {
        image = nil
        madeFrom = []
        last = []
        steadyFrames = 0
    }

    /// The longest unchanged beginning of `a` against `b` (see the type's comment): the items
    /// it consists of, at mixed levels, and how many leaves they stand for. Where two items
    /// differ, a run on either side is opened (both when both are runs) and the walk goes on
    /// inside it and then after it, so the same leaves are found whether a frame kept them
    /// inside a run or drew them loose (a layer whose runs stop being kept as it starts
    /// changing every frame).
    static func split(_ a: [DrawItem], _ b: [DrawItem]) -> (prefix: [DrawItem], leaves: Int) {
        var prefix: [DrawItem] = []
        var leaves = 0
        // What is left to walk on each side, innermost run last.
        var left = [a[...]], right = [b[...]]
        while let x = head(&left), let y = head(&right) {
            if same(x, y) {
                prefix.append(x)
                leaves += x.leafCount
                step(&left); step(&right)
                continue
            }
            guard x.run != nil || y.run != nil else { break }
            if let r = x.run { step(&left); left.append(r.items[...]) }
            if let r = y.run { step(&right); right.append(r.items[...]) }
        }
        return (prefix, leaves)
    }

    /// The next item of a walk (`split`), runs finished popped.
    private static func head(_ walk: inout [ArraySlice<DrawItem>]) -> DrawItem? {
        while let top = walk.last {
            if let first = top.first { return first }
            walk.removeLast()
        }
        return nil
    }

    /// Moves a walk past its next item.
    private static func step(_ walk: inout [ArraySlice<DrawItem>]) {
        walk[walk.count - 1] = walk[walk.count - 1].dropFirst()
    }

    /// `items` without their first `n` leaves, runs split where the cut falls inside them.
    static func skip(_ n: Int, of items: [DrawItem]) -> [DrawItem] {
        var left = n
        var out: [DrawItem] = []
        func visit(_ list: [DrawItem]) {
            for (i, item) in list.enumerated() {
                if left == 0 { out.append(contentsOf: list[i...]); return }
                let count = item.leafCount
                if count <= left { left -= count; continue }
                guard let r = item.run else { out.append(item); left = 0; continue }
                visit(r.items)
            }
        }
        visit(items)
        return out
    }

    /// Whether two items draw the same pixels in the same places.
    static func same(_ a: DrawItem, _ b: DrawItem) -> Bool {
        a === b || (a.key == b.key && a.signature == b.signature && a.bounds == b.bounds)
    }
}

extension Surface {
    /// Copies `rect` (clipped to both surfaces) of `source` into the same place of this surface.
    func copy(_ rect: IntRect, from source: Surface) {
        let r = rect.intersection(bounds).intersection(source.bounds)
        guard !r.isEmpty else { return }
        for y in r.minY..<r.maxY { (row(y) + r.minX).update(from: source.row(y) + r.minX, count: r.width) }
    }
}
