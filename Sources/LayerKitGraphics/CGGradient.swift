/// A colour ramp: colours at locations in 0...1, drawn by `CGContext.drawLinearGradient` and
/// `drawRadialGradient`. Colours are interpolated by cairo (pixman) linearly between
/// neighbouring stops, un-premultiplied (red to transparent blue is purple halfway, as in
/// Quartz); before the first and after the last location the end colours continue.
public final class CGGradient: @unchecked Sendable {
    /// One colour stop: un-premultiplied RGBA at a location in 0...1.
    package struct Stop: Equatable, Sendable {
        package var location: CGFloat
        package var color: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat)
        package static func == (x: Stop, y: Stop) -> Bool {
            x.location == y.location && x.color == y.color
        }
    }

    /// The stops, sorted by location.
    package let stops: [Stop]

    package init?(stops unsorted: [Stop]) {
        guard !unsorted.isEmpty else { return nil }
        stops = unsorted.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
    }

    /// A gradient through `colors` at `locations` (0...1; clamped, sorted). Nil locations
    /// space the colours evenly from 0 to 1 (one colour sits at 0). Nil when `colors` is
    /// empty, the counts differ, or a location is not finite. `space` is accepted for Apple's
    /// signature; colours keep their own spaces (gray colours become RGB).
    public convenience init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: [CGFloat]?) {
        let locs = locations ?? colors.indices.map { colors.count > 1 ? CGFloat($0) / CGFloat(colors.count - 1) : 0 }
        guard locs.count == colors.count, locs.allSatisfy(\.isFinite) else { return nil }
        self.init(stops: zip(locs, colors).map { Stop(location: min(1, max(0, $0)), color: $1.rgba) })
    }

    /// A gradient through colours given as an array of `CGColor` values, the form of
    /// Apple's `colors: CFArray` (Linux has no `CFArray`: pass the array itself). Nil when an
    /// element is not a `CGColor`, and as `init(colorsSpace:colors:locations:)` with `[CGColor]`.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: [Any], locations: [CGFloat]?) {
        let cg = colors.compactMap { $0 as? CGColor }
        guard cg.count == colors.count else { return nil }
        self.init(colorsSpace: space, colors: cg, locations: locations)
    }

    /// A gradient from `count` colours given as components in `space` (each colour's
    /// components then alpha, so `count * (space.numberOfComponents + 1)` values) at
    /// `locations` (`count` values, or nil for evenly spaced). Nil for a count below 1 or
    /// non-finite locations.
    public convenience init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                             locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count >= 1 else { return nil }
        let n = space.numberOfComponents + 1
        let colors = (0..<count).map { i -> CGColor in
            let c = (0..<n).map { components[i * n + $0] }
            return n == 4 ? CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3]) : CGColor(gray: c[0], alpha: c[1])
        }
        let locs = locations.map { l in (0..<count).map { l[$0] } }
        self.init(colorsSpace: space, colors: colors, locations: locs)
    }
}
