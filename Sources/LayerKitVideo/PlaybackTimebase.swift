import Foundation

/// How a player's item time follows media time: from `anchorItemTime` at media time
/// `anchorTime`, advancing `rate` item seconds per media second, within 0...`duration`
/// (wrapping round when `loops`). A value: the player makes a new one on every play, pause,
/// rate change or seek, and each player layer carries the latest to the render side.
struct PlaybackTimebase: Hashable, Sendable {
    var rate: Double = 0
    var anchorTime: Double = 0
    var anchorItemTime: Double = 0
    var duration: Double = 0
    var loops = false

    /// The item time before wrapping or clamping.
    private func unbounded(at t: Double) -> Double { anchorItemTime + rate * (t - anchorTime) }

    /// The item time at media time `t`, seconds within 0...`duration` (a looping timebase
    /// wraps: the end is the start again).
    func itemTime(at t: Double) -> Double {
        let raw = unbounded(at: t)
        guard duration > 0, raw.isFinite else { return 0 }
        if loops {
            let r = raw.truncatingRemainder(dividingBy: duration)
            return r < 0 ? r + duration : r
        }
        return min(max(0, raw), duration)
    }

    /// Whether the item time is still moving at media time `t` (a playing timebase stops at
    /// its end, or at its start when playing backwards, unless it loops).
    func isAdvancing(at t: Double) -> Bool {
        guard rate != 0, duration > 0 else { return false }
        if loops { return true }
        let raw = unbounded(at: t)
        return rate > 0 ? raw < duration : raw > 0
    }

    /// This timebase re-anchored at media time `t`, keeping the item time shown then, with
    /// `rate` (and `loops`) from then on.
    func changed(at t: Double, rate: Double, loops: Bool) -> PlaybackTimebase {
        PlaybackTimebase(rate: rate, anchorTime: t, anchorItemTime: itemTime(at: t), duration: duration, loops: loops)
    }
}
