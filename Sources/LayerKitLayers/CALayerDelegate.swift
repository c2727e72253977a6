/// An object that draws, lays out and vends actions for a layer; every method is optional.
///
/// The defaults do what Apple does when a delegate does not implement a method: `display(_:)`
/// draws the layer into its backing store (so `draw(_:in:)` is asked), `action(for:forKey:)`
/// returns nil (the lookup continues), the others do nothing.
public protocol CALayerDelegate: NSObjectProtocol {
    /// Sets the layer's contents itself; when implemented, `draw(_:in:)` is not called.
    func display(_ layer: CALayer)
    /// Draws the layer's contents into `ctx` (y-down, in the layer's bounds coordinates, clipped to the dirty region).
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before the layer draws.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
    /// The action for `event`: an action, `NSNull()` to stop the search with no action, or nil to continue.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    /// Default: draws the layer into its backing store, which calls `draw(_:in:)`.
    public func display(_ layer: CALayer) { layer.drawIntoBackingStore() }
    /// Default: draws nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Default: does nothing.
    public func layerWillDraw(_ layer: CALayer) {}
    /// Default: does nothing (sublayers keep their frames).
    public func layoutSublayers(of layer: CALayer) {}
    /// Default: nil, so the lookup goes on to `actions`, `style` and `defaultAction(forKey:)`.
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}
