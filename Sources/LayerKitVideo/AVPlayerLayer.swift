import Foundation
import LayerKitLayers

/// How a player layer fits the video into its bounds.
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Stretched to fill the bounds.
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
    /// As large as fits inside the bounds, keeping its aspect ratio, centred (the default).
    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    /// As small as covers the bounds, keeping its aspect ratio, centred and cut to the bounds.
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
}

/// A layer showing a player's video: the frame at the player's item time for each frame's
/// media time, laid out by `videoGravity`, drawn on the render side (`RenderContent`) over the
/// layer's background and under its sublayers, so borders, corner masks and 3D transforms
/// apply as to any content. Nothing is drawn while the player is nil or its item failed.
open class AVPlayerLayer: CALayer, RenderContentProvider {
    /// A layer showing `player`.
    public convenience init(player: AVPlayer?) {
        self.init()
        self.player = player
    }

    /// The player shown, or nil.
    open var player: AVPlayer? {
        get { state.customValue("player") as? AVPlayer }
        set {
            let old = player
            guard old !== newValue else { return }
            old?.detach(self)
            state.custom["player"] = newValue
            newValue?.attach(self)
            playerDidChange(newValue)
        }
    }

    /// How the video fits the bounds (`.resizeAspect` by default).
    open var videoGravity: AVLayerVideoGravity {
        get { customValue("videoGravity") ?? .resizeAspect }
        set { changeCustom("videoGravity", to: newValue, same: ==) }
    }

    /// Whether a frame can be shown: the player's item opened.
    open var isReadyForDisplay: Bool { player?.currentItem?.frames != nil }

    /// Where the video is drawn in the bounds under `videoGravity` (zero without a video).
    open var videoRect: CGRect {
        guard let size = player?.currentItem?.frames?.size else { return .zero }
        return VideoContent.rect(for: size, in: bounds, gravity: videoGravity)
    }

    /// Carries `player`'s timebase and frames to the render side at the next commit.
    func playerDidChange(_ player: AVPlayer?) {
        changeCustom("player.timebase", to: player?.timebase, same: ==)
        changeCustom("player.frames", to: player?.currentItem?.frames, same: ===)
    }

    open override class func defaultValue(forKey key: String) -> Any? {
        key == "videoGravity" ? AVLayerVideoGravity.resizeAspect : super.defaultValue(forKey: key)
    }

    /// The video of the presented values `state`; nil without a playable item.
    package static func renderContent(for state: LayerState) -> RenderContent? {
        VideoContent(state)
    }
}

/// What an `AVPlayerLayer` draws on the render side: the frame showing at the item time the
/// timebase gives for the layer's local time, from one frame's values (immutable).
final class VideoContent: RenderContent, @unchecked Sendable {
    let frames: VideoFrameSource
    let timebase: PlaybackTimebase
    let bounds: CGRect
    let gravity: AVLayerVideoGravity

    /// The content of `state`; nil without frames or with empty or non-finite bounds.
    init?(_ state: LayerState) {
        guard let frames = state.customValue("player.frames") as? VideoFrameSource,
              let timebase = state.customValue("player.timebase") as? PlaybackTimebase else { return nil }
        let b = state.bounds.standardized
        guard !b.isEmpty, b.isFiniteValue else { return nil }
        self.frames = frames
        self.timebase = timebase
        bounds = b
        gravity = (state.customValue("videoGravity") as? AVLayerVideoGravity) ?? .resizeAspect
    }

    func extent(bounds: CGRect) -> CGRect { self.bounds }

    /// Draws the frame showing at local time `t` (the context is clipped to the bounds, the
    /// extent, so aspect fill is cut to them).
    func draw(in context: CGContext, atTime t: CFTimeInterval) {
        guard let image = frames.frame(at: timebase.itemTime(at: t)) else { return }
        context.draw(image, in: Self.rect(for: frames.size, in: bounds, gravity: gravity))
    }

    /// Every frame while the player advances; never once it is paused or has ended.
    func nextChange(atTime t: CFTimeInterval) -> CFTimeInterval {
        timebase.isAdvancing(at: t) ? t : .infinity
    }

    /// Where a picture of `size` goes in `bounds` under `gravity` (Apple's AVMakeRect for the
    /// aspect gravities).
    static func rect(for size: CGSize, in bounds: CGRect, gravity: AVLayerVideoGravity) -> CGRect {
        guard size.width > 0, size.height > 0, gravity != .resize else { return bounds }
        let fit = min(bounds.width / size.width, bounds.height / size.height)
        let fill = max(bounds.width / size.width, bounds.height / size.height)
        let k = gravity == .resizeAspectFill ? fill : fit
        let w = size.width * k, h = size.height * k
        return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
    }
}
