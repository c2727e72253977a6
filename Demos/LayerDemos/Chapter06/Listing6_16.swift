import Foundation
import LayerKit
import LayerKitVideo

/// Listing 6.16: the video layer turned in 3D, rounded and bordered (CATALOG.md 6.16).
///
/// The listing's values: perspective m34 = −1/500, a quarter turn (π/4) about the axis
/// (1, 1, 0), `masksToBounds` with `cornerRadius` 20, and a red border 5 points wide. The
/// player layer is the book's container-sized layer, inset so its turned corners stay in view.
public struct Listing6_16: Demo {
    /// Where the clip is made and read (`ShipClip.cacheDirectory` unless a test gives another).
    let clipDirectory: URL?

    /// The demo, with its clip in `clipDirectory` (the cache by default).
    public init(clipDirectory: URL? = nil) { self.clipDirectory = clipDirectory }
    /// "6.16".
    public var id: String { "6.16" }
    /// The listing's title.
    public var title: String { "AVPlayerLayer: turned in 3D, rounded and bordered" }
    /// What to try.
    public var hint: String { "Video is content like any other: transform, corner mask and border apply" }

    /// The player layer's size, points.
    public static let layerSide: CGFloat = 300

    /// Adds the player layer, transforms, rounds and borders it, and plays.
    public func build(in container: CALayer, environment: DemoEnvironment) {
        guard let playerLayer = VideoDemo.addPlayerLayer(to: container, clipDirectory: clipDirectory,
                                                         environment: environment) else { return }
        playerLayer.bounds = CGRect(x: 0, y: 0, width: Self.layerSide, height: Self.layerSide)
        playerLayer.position = CGPoint(x: container.bounds.midX, y: container.bounds.midY)
        // Transform layer.
        var transform = CATransform3DIdentity
        transform.m34 = -1.0 / 500.0
        transform = CATransform3DRotate(transform, .pi / 4, 1, 1, 0)
        playerLayer.transform = transform
        // Add rounded corners.
        playerLayer.masksToBounds = true
        playerLayer.cornerRadius = 20
        // Add a border.
        playerLayer.borderColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        playerLayer.borderWidth = 5
    }
}
