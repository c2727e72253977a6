import LayerKitGraphics

/// The screen, as far as drawing code asks about it: its scale.
///
/// There is no device screen behind a LayerKit process, so `UIScreen.main.scale` is 1 (one
/// pixel per point); code that draws at `UIScreen.main.scale` (image contexts created with
/// scale 0) draws at 1. A view shown in a scene draws at that scene's scale instead
/// (`LayerScene.show(_:)` sets its layers' `contentsScale`).
public final class UIScreen: Sendable {
    /// The main screen.
    public static let main = UIScreen()

    /// Pixels per point: 1.
    public let scale: CGFloat = 1

    /// The same as `scale` (no display zoom here).
    public var nativeScale: CGFloat { scale }

    private init() {}
}
