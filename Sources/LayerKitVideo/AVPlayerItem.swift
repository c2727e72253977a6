import Foundation

/// A video file to play: opened (and its decoder thread started) when the item is made, so
/// its `status` is known at once.
open class AVPlayerItem {
    /// Whether the item can play.
    public enum Status: Int, Sendable {
        /// Not known yet (never the case here: items open synchronously).
        case unknown
        /// The file opened and has a video stream.
        case readyToPlay
        /// The file is missing or unreadable; `error` says why.
        case failed
    }

    /// The file.
    public let url: URL
    /// Whether the item can play.
    public let status: Status
    /// Why the item failed, or nil.
    public let error: Error?
    /// The decoded frames (nil when the item failed).
    let frames: VideoFrameSource?

    /// The item for the video file at `url`. A missing or corrupt file gives an item whose
    /// `status` is `.failed` and whose `error` (a `VideoError`) names the file, as on Apple.
    public init(url: URL) {
        self.url = url
        do {
            frames = try VideoFrameSource(url: url)
            status = .readyToPlay
            error = nil
        } catch {
            frames = nil
            status = .failed
            self.error = error
        }
    }

    /// The item's duration (`.invalid` when it failed), at a millisecond timescale.
    public var duration: CMTime {
        frames.map { CMTime(seconds: $0.duration, preferredTimescale: 1000) } ?? .invalid
    }

    /// The picture size in pixels (zero when it failed).
    public var presentationSize: CGSize { frames?.size ?? .zero }
}
