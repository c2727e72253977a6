/// SplitMix64: a small seeded random number generator; the same seed gives the same sequence
/// on every machine and run. The one source of reproducible "random" numbers in the package:
/// demo assets and colours, benchmark scenes, seeded tests (and, later, emitter cells).
package struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// The sequence that starts at `seed`.
    package init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The next value in 0 ..< 1: the top 53 bits of `next()`, exactly.
    package mutating func unit() -> Double {
        Double(next() >> 11) / Double(UInt64(1) << 53)
    }

    /// A uniform value in `range` (a Double, which converts to CGFloat implicitly and exactly).
    package mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * unit()
    }
}
