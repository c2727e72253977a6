import LayerKitRaster

/// Where a frame's damage is cut into horizontal bands, one per thread.
///
/// In: the frame's damaged regions and a band count. Out: the rows where the bands meet, so
/// that each band holds about the same damaged area, whatever the regions' sizes and places.
/// It never draws. Banding the whole frame once, instead of each region on its own, gives every
/// thread work when the damage is many small regions (a hundred layers turning: most regions
/// were below the size worth splitting, so two threads drew them one after another), and costs
/// one hand-off per frame rather than one per region.
enum FrameBands {
    /// `count + 1` ascending rows from the regions' top to their bottom: band `i` is the rows
    /// `cuts[i] ..< cuts[i + 1]`, and each band's share of the regions' total area is about
    /// `1 / count`. Overlapping regions count twice (they are drawn twice).
    static func cuts(_ regions: [IntRect], count: Int) -> [Int] {
        let regions = regions.filter { !$0.isEmpty }
        guard let first = regions.first else { return [0, 0] }
        let top = regions.reduce(first.minY) { min($0, $1.minY) }
        let bottom = regions.reduce(first.maxY) { max($0, $1.maxY) }
        let n = max(1, min(count, bottom - top))
        guard n > 1 else { return [top, bottom] }
        // Width of damage per row changes only where a region starts or ends.
        var steps: [(y: Int, dw: Int)] = []
        steps.reserveCapacity(regions.count * 2)
        for r in regions { steps.append((r.minY, r.width)); steps.append((r.maxY, -r.width)) }
        steps.sort { $0.y < $1.y }
        let total = regions.reduce(0) { $0 + $1.area }
        var cuts = [top]
        var width = 0, done = 0, y = top, next = 1
        for s in steps {
            // Rows y ..< s.y have `width` damaged pixels each.
            while next < n, width > 0, done + width * (s.y - y) >= total * next / n {
                let rows = (total * next / n - done + width - 1) / width
                y += rows
                done += rows * width
                cuts.append(max(cuts[cuts.count - 1], y))
                next += 1
            }
            done += width * (s.y - y)
            y = s.y
            width += s.dw
        }
        while cuts.count < n { cuts.append(bottom) }
        cuts.append(bottom)
        return cuts
    }
}
