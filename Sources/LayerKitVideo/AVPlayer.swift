import Foundation
import LayerKitLayers

/// Plays one item: `play()`, `pause()`, `rate`, `currentTime()`, `seek(to:)`.
///
/// The player keeps a timebase from media time (`CACurrentMediaTime()` when a call is made)
/// to item time and hands it to its layers at the next commit; the layers' render side picks
/// each frame from the frame's own media time, so nothing here runs per frame. At the end a
/// player stops (its `rate` reads 0) unless `isLooping` (a LayerKit addition: Apple loops with
/// `AVPlayerLooper`), which starts it again from the beginning with no gap.
open class AVPlayer {
    /// The item being played, or nil.
    public private(set) var currentItem: AVPlayerItem?
    /// The timebase shown by the layers.
    private(set) var timebase: PlaybackTimebase
    private var layers: [WeakPlayerLayer] = []

    /// A player of the video at `url`.
    public convenience init(url: URL) { self.init(playerItem: AVPlayerItem(url: url)) }

    /// A player of `item` (nil plays nothing), paused at its start.
    public init(playerItem item: AVPlayerItem?) {
        currentItem = item
        timebase = PlaybackTimebase(duration: item?.frames?.duration ?? 0)
    }

    /// Whether the player can play: `.failed` when its item failed (see `error`).
    public var status: AVPlayerItem.Status { currentItem?.status ?? .unknown }

    /// Why the item failed, or nil.
    public var error: Error? { currentItem?.error }

    /// Item seconds per media second: 0 paused, 1 playing. Reads 0 once a player that does not
    /// loop has reached the end. Setting it plays (positive) or pauses (0) from the item time
    /// shown now; non-finite and negative rates (playing backwards is not implemented) are
    /// refused with a one-time warning.
    open var rate: Float {
        get { timebase.isAdvancing(at: CACurrentMediaTime()) ? Float(timebase.rate) : 0 }
        set {
            guard newValue.isFinite else {
                Diagnostics.warnOnce("ignored a non-finite AVPlayer.rate; the player keeps its rate")
                return
            }
            guard newValue >= 0 else {
                Diagnostics.warnOnce("ignored a negative AVPlayer.rate: playing backwards is not implemented (issue 11)")
                return
            }
            retime(rate: Double(newValue))
        }
    }

    /// Whether the item starts again from the beginning when it ends (false by default; a
    /// LayerKit addition).
    open var isLooping: Bool {
        get { timebase.loops }
        set { retime(rate: timebase.rate, loops: newValue) }
    }

    /// Plays at rate 1 (from the start again when a player that does not loop is at its end).
    open func play() {
        if !timebase.loops, timebase.itemTime(at: CACurrentMediaTime()) >= timebase.duration {
            seek(to: .zero)
        }
        rate = 1
    }

    /// Pauses (rate 0), keeping the item time shown now.
    open func pause() { rate = 0 }

    /// The item time shown now.
    open func currentTime() -> CMTime {
        CMTime(seconds: timebase.itemTime(at: CACurrentMediaTime()), preferredTimescale: 600)
    }

    /// Moves to item time `time` (clamped to the item; an invalid time is refused with a
    /// one-time warning), keeping the rate.
    open func seek(to time: CMTime) {
        guard time.isValid, time.seconds.isFinite else {
            Diagnostics.warnOnce("ignored AVPlayer.seek(to:) with an invalid time")
            return
        }
        let now = CACurrentMediaTime()
        var t = timebase.changed(at: now, rate: timebase.rate, loops: timebase.loops)
        t.anchorItemTime = min(max(0, time.seconds), timebase.duration)
        update(t)
    }

    /// A new timebase from now with `rate` and `loops`.
    private func retime(rate: Double, loops: Bool? = nil) {
        update(timebase.changed(at: CACurrentMediaTime(), rate: rate, loops: loops ?? timebase.loops))
    }

    private func update(_ t: PlaybackTimebase) {
        timebase = t
        layers.removeAll { $0.layer == nil }
        for entry in layers { entry.layer?.playerDidChange(self) }
    }

    /// Shows this player in `layer` from now on.
    func attach(_ layer: AVPlayerLayer) {
        layers.removeAll { $0.layer == nil || $0.layer === layer }
        layers.append(WeakPlayerLayer(layer: layer))
    }

    /// Stops showing this player in `layer`.
    func detach(_ layer: AVPlayerLayer) {
        layers.removeAll { $0.layer == nil || $0.layer === layer }
    }
}

private struct WeakPlayerLayer {
    weak var layer: AVPlayerLayer?
}
