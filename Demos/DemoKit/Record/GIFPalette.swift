import CGif

/// One 256-colour palette for a whole GIF recording, chosen by median cut over the colours
/// of every frame: frames are counted into a histogram of 5-bit-per-channel boxes (which also
/// sums each box's exact colours), giflib's `GifQuantizeBuffer` (Heckbert's median cut)
/// splits the boxes, weighted by their pixel counts, into at most 256 groups, and each palette
/// entry is the exact mean colour of the pixels of its group. Boxes holding a large share of
/// the pixels get entries of their own first (see `quantize`). A colour that is alone in its
/// box and common (the flat fills of most demos) is reproduced exactly. Pixels are read premultiplied,
/// that is translucent ones as if over black (recordings of demos are opaque).
package struct GIFPalette {
    /// Pixels per 15-bit box, and the sums of their exact 8-bit channels.
    private var counts = [UInt64](repeating: 0, count: 1 << 15)
    private var sums = [(r: UInt64, g: UInt64, b: UInt64)](repeating: (0, 0, 0), count: 1 << 15)

    package init() {}

    /// Counts the pixels of `image`.
    package mutating func add(_ image: CGImage) {
        let s = image.storage
        for y in 0..<image.height {
            let row = s.pixels + y * s.stride
            for x in 0..<image.width {
                let p = row[x]
                let box = Self.box(p)
                counts[box] += 1
                sums[box].r += UInt64(p >> 16 & 0xFF)
                sums[box].g += UInt64(p >> 8 & 0xFF)
                sums[box].b += UInt64(p & 0xFF)
            }
        }
    }

    /// The 15-bit box of a premultiplied ARGB32 pixel: 5 bits each of red, green, blue.
    static func box(_ p: UInt32) -> Int {
        let r: UInt32 = (p >> 19) & 0x1F, g: UInt32 = (p >> 11) & 0x1F, b: UInt32 = (p >> 3) & 0x1F
        return Int(r << 10 | g << 5 | b)
    }

    /// The palette (up to 256 colours) and, for each of the 32,768 boxes, its palette index.
    /// Boxes no counted pixel fell in get the nearest palette colour. Nil when nothing was
    /// counted or giflib fails.
    ///
    /// The boxes that hold a large share of the pixels (`dominantShare` each, at most
    /// `maxDominant` of them: backgrounds, cards, flat fills) get an entry of their own, their
    /// exact mean; the median cut shares the other entries among the rest. giflib's median
    /// cut splits the widest box first whatever its weight, so without this a photo's many
    /// colours took every split and a flat gray and a white beside it fell into one entry.
    package func quantize() -> (colors: [GifColorType], index: [UInt8])? {
        let present = (0..<counts.count).filter { counts[$0] > 0 }
        guard !present.isEmpty else { return nil }
        let total = counts.reduce(0, +)
        let dominant = Array(present.filter { Double(counts[$0]) >= Double(total) * Self.dominantShare }
            .sorted { counts[$0] > counts[$1] }.prefix(Self.maxDominant))
        var index = [UInt8](repeating: 0, count: counts.count)
        var colors: [GifColorType] = []
        for box in dominant {
            index[box] = UInt8(colors.count)
            let m = exactMean(box)
            colors.append(GifColorType(Red: m.r, Green: m.g, Blue: m.b))
        }
        let own = Set(dominant)
        let rest = present.filter { !own.contains($0) }
        if !rest.isEmpty {
            guard let cut = medianCut(rest, entries: 256 - colors.count) else { return nil }
            let offset = colors.count
            for (box, group) in cut.group { index[box] = UInt8(offset + Int(group)) }
            colors += cut.colors
        }
        for box in 0..<counts.count where counts[box] == 0 { index[box] = Self.nearest(Self.centre(box), in: colors) }
        return (colors, index)
    }

    /// A box with at least this share of all counted pixels gets a palette entry of its own.
    static let dominantShare = 0.005
    /// At most this many boxes get an entry of their own.
    static let maxDominant = 64

    /// giflib's median cut of `boxes` into at most `entries` groups: each group's exact mean
    /// colour and each box's group.
    private func medianCut(_ boxes: [Int], entries: Int) -> (colors: [GifColorType], group: [Int: UInt8])? {
        // The median cut weighs boxes by pixel count: each box is repeated in proportion to it
        // (at least once, so rare colours can still win an entry), in about 2^18 samples.
        let total = Double(boxes.reduce(UInt64(0)) { $0 + counts[$1] })
        var red: [UInt8] = [], green: [UInt8] = [], blue: [UInt8] = [], first: [Int: Int] = [:]
        for box in boxes {
            let mean = exactMean(box)
            first[box] = red.count
            let n = max(1, Int((Double(counts[box]) * Double(1 << 18) / total).rounded()))
            red += repeatElement(mean.r, count: n); green += repeatElement(mean.g, count: n); blue += repeatElement(mean.b, count: n)
        }
        var size = Int32(max(1, entries))
        var groups = [UInt8](repeating: 0, count: red.count)
        var map = [GifColorType](repeating: GifColorType(), count: 256)
        guard GifQuantizeBuffer(UInt32(red.count), 1, &size, &red, &green, &blue, &groups, &map) == GIF_OK else { return nil }
        var group: [Int: UInt8] = [:]
        for box in boxes { group[box] = groups[first[box]!] }
        return (exactColors(present: boxes, group: { group[$0]! }, count: Int(size)), group)
    }

    /// The mean 8-bit colour of the pixels counted in `box`.
    private func exactMean(_ box: Int) -> (r: UInt8, g: UInt8, b: UInt8) {
        let n = counts[box], s = sums[box]
        return (UInt8((s.r + n / 2) / n), UInt8((s.g + n / 2) / n), UInt8((s.b + n / 2) / n))
    }

    /// Each group's colour: the mean of the exact colours of all its pixels.
    private func exactColors(present: [Int], group: (Int) -> UInt8, count: Int) -> [GifColorType] {
        var total = [(n: UInt64, r: UInt64, g: UInt64, b: UInt64)](repeating: (0, 0, 0, 0), count: 256)
        for box in present {
            let g = Int(group(box))
            total[g].n += counts[box]; total[g].r += sums[box].r; total[g].g += sums[box].g; total[g].b += sums[box].b
        }
        return (0..<count).map { i in
            let t = total[i]
            guard t.n > 0 else { return GifColorType(Red: 0, Green: 0, Blue: 0) }
            return GifColorType(Red: UInt8((t.r + t.n / 2) / t.n), Green: UInt8((t.g + t.n / 2) / t.n), Blue: UInt8((t.b + t.n / 2) / t.n))
        }
    }

    private static func centre(_ box: Int) -> (Int, Int, Int) {
        let r = (box >> 10) & 0x1F, g = (box >> 5) & 0x1F, b = box & 0x1F
        return (r << 3 | 4, g << 3 | 4, b << 3 | 4)
    }

    /// The palette index closest to `c` (squared RGB distance).
    private static func nearest(_ c: (Int, Int, Int), in colors: [GifColorType]) -> UInt8 {
        var best = 0, bestDistance = Int.max
        for (i, p) in colors.enumerated() {
            let dr = Int(p.Red) - c.0, dg = Int(p.Green) - c.1, db = Int(p.Blue) - c.2
            let d = dr * dr + dg * dg + db * db
            if d < bestDistance { bestDistance = d; best = i }
        }
        return UInt8(best)
    }
}
