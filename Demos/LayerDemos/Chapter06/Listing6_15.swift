import DemoKit
import Foundation
import LayerKit
import LayerKitVideo

/// Listing 6.15: a video in an `AVPlayerLayer` (CATALOG.md 6.15).
///
/// As in the book: a player made from the ship clip (`ShipClip`, made by our code at first
/// use) and a player layer the size of the container, added to it and played at once. The
/// player loops (the book's plays once; looping keeps the demo showing something, and
/// `isLooping` is a LayerKit addition). A clip that cannot be made or read is said in the
/// window and the layer stays empty.
public struct Listing6_15: Demo {
    /// Where the clip is made and read (`ShipClip.cacheDirectory` unless a test gives another).
    let clipDirectory: URL?

    /// The demo, with its clip in `clipDirectory` (the cache by default).
    public init(clipDirectory: URL? = nil) { self.clipDirectory = clipDirectory }
    /// "6.15".
    public var id: String { "6.15" }
    /// The listing's title.
    public var title: String { "AVPlayerLayer: playing a video" }
    /// What to try.
    public var hint: String { "The ship clip plays in a player layer (decoded by FFmpeg, looping)" }

    /// Adds the player layer and plays.
    public func build(in container: CALayer, environment: DemoEnvironment) {
        _ = VideoDemo.addPlayerLayer(to: container, clipDirectory: clipDirectory, environment: environment)
    }
}

/// What 6.15 and 6.16 share.
enum VideoDemo {
    /// A player layer filling `container`, its player looping the ship clip and playing;
    /// nil (with the reason shown in the container and logged) when the clip cannot be made
    /// or read.
    static func addPlayerLayer(to container: CALayer, clipDirectory: URL?,
                               environment: DemoEnvironment) -> AVPlayerLayer? {
        let player: AVPlayer
        do {
            let url = try ShipClip.url(in: clipDirectory ?? ShipClip.cacheDirectory)
            player = AVPlayer(url: url)
            if let error = player.error { throw error }
        } catch {
            ErrorText.show("\(error)", in: container, named: "videoError", color: CGColor(gray: 0, alpha: 1),
                           environment: environment)
            return nil
        }
        // Create player layer.
        let playerLayer = AVPlayerLayer(player: player)
        playerLayer.name = "playerLayer"
        // Set player layer frame and attach it to our view.
        playerLayer.frame = container.bounds
        container.addSublayer(playerLayer)
        // Play the video.
        player.isLooping = true
        player.play()
        return playerLayer
    }
}
