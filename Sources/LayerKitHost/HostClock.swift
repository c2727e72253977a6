import Foundation

/// The host's one reader of the system clocks: real monotonic time for pacing frames and
/// wall-clock dates for apps that show the time of day.
///
/// Everything below the host takes time as an argument or through `CACurrentMediaTime()`.
package enum HostClock {
    /// CLOCK_MONOTONIC in seconds: real time for frame pacing (not media time, which
    /// `MediaClock.rate` may slow or stop).
    package static func monotonic() -> CFTimeInterval {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return CFTimeInterval(ts.tv_sec) + CFTimeInterval(ts.tv_nsec) * 1e-9
    }

    /// The current date (wall clock).
    package static func wallClock() -> Date { Date() }

    /// A date `seconds` from now, for run-loop limits (`.distantFuture` for infinity).
    package static func date(secondsFromNow seconds: CFTimeInterval) -> Date {
        guard seconds.isFinite else { return .distantFuture }
        return Date(timeIntervalSinceNow: max(0, seconds))
    }
}
