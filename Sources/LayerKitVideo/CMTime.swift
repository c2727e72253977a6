import Foundation

/// A time as a rational number of seconds, `value / timescale` (Core Media's `CMTime`, the
/// part players use).
public struct CMTime: Hashable, Sendable, CustomStringConvertible {
    /// The numerator.
    public var value: Int64
    /// Units per second (positive for a valid time).
    public var timescale: Int32

    /// `value / timescale` seconds.
    public init(value: Int64, timescale: Int32) {
        self.value = value
        self.timescale = timescale
    }

    /// `seconds` rounded to the nearest `1 / preferredTimescale`; `.invalid` for a non-finite
    /// time or one whose value is past `Int64` (as Core Media gives for 1e300 s).
    public init(seconds: Double, preferredTimescale: Int32) {
        let value = (seconds * Double(preferredTimescale)).rounded()
        // -2^63 is exact in Double and fits; 2^63 does not.
        guard value.isFinite, preferredTimescale > 0, value >= -0x1p63, value < 0x1p63 else {
            self = .invalid
            return
        }
        self.init(value: Int64(value), timescale: preferredTimescale)
    }

    /// Zero seconds.
    public static let zero = CMTime(value: 0, timescale: 1)
    /// No time (a timescale of 0).
    public static let invalid = CMTime(value: 0, timescale: 0)

    /// Whether the time is valid (its timescale is positive).
    public var isValid: Bool { timescale > 0 }

    /// The time in seconds (NaN when invalid).
    public var seconds: Double { isValid ? Double(value) / Double(timescale) : .nan }

    /// Whether two times are the same number of seconds (1/2 equals 300/600, as
    /// `CMTimeCompare` has it); invalid times equal only each other.
    public static func == (a: CMTime, b: CMTime) -> Bool {
        guard a.isValid, b.isValid else { return a.isValid == b.isValid }
        return Int128(a.value) * Int128(b.timescale) == Int128(b.value) * Int128(a.timescale)
    }

    /// Hashes the number of seconds, so equal times hash alike.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(isValid ? seconds : .nan)
    }

    /// "1.5 s" style, for messages.
    public var description: String { isValid ? "\(seconds) s" : "invalid" }
}

/// `value / timescale` seconds (Core Media's `CMTimeMake`).
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }

/// `seconds` at `preferredTimescale` (Core Media's `CMTimeMakeWithSeconds`).
public func CMTimeMakeWithSeconds(_ seconds: Float64, preferredTimescale: Int32) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}

/// The time in seconds (Core Media's `CMTimeGetSeconds`).
public func CMTimeGetSeconds(_ time: CMTime) -> Float64 { time.seconds }
