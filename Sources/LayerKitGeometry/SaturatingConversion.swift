/// Float-to-integer conversions that cannot trap: Swift's `Int(_:)` of a `Double` traps on NaN,
/// infinity and anything past the integer's range. Every conversion of a caller's number in
/// LayerKit goes through `init(saturating:)` (or is bounded first), so hostile sizes, times and
/// counts clamp instead of taking the process down.
extension FixedWidthInteger {
    /// `value` rounded toward zero, clamped to `min...max` of the type; NaN gives `nan`.
    @inlinable
    package init<F: BinaryFloatingPoint>(saturating value: F, nan: Self = 0) {
        if value.isNaN { self = nan; return }
        if value <= F(Self.min) { self = Self.min; return }
        // F(Self.max) rounds up to a power of two for 64-bit types: anything at or past it clamps.
        if value >= F(Self.max) { self = Self.max; return }
        self = Self(value)
    }
}
