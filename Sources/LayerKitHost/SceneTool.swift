/// A tool laid over a scene that sees its input before the app and prepares every frame
/// before the commit (a LayerKit addition: the demo viewer's inspector is one). Apple has no
/// counterpart; Xcode's view debugger runs outside the app.
///
/// A scene holds its tool weakly (`LayerScene.tool`); the tool's owner keeps it alive. All
/// methods run on the scene's thread. Each `handle` returns whether the tool took the event:
/// the app (gesture recognizers, `pointerHandler`, `keyHandler`) then does not see it.
public protocol SceneTool: AnyObject {
    /// Whether the tool needs a frame now, beyond the scene's own reasons (input, animations,
    /// model changes); asked before every tick, as an unpaused display link would be.
    var wantsFrames: Bool { get }
    /// Called every tick after timers and display links, before the commit, with the media
    /// time the frame will be shown at (seconds): the tool updates its layers for that time.
    func willCommitFrame(at target: CFTimeInterval)
    /// A key press; true when the tool took it.
    func handle(_ key: KeyEvent) -> Bool
    /// A pointer event in root-layer points, before gesture recognizers; true when taken.
    /// A tool that takes a `.down` should take the `.moved` and `.up` that follow it.
    func handle(_ event: PointerEvent) -> Bool
    /// The pointer moved with no button held to `location` (root-layer points); true when
    /// the tool wants a frame for it.
    func pointerHovered(at location: CGPoint) -> Bool
}
