import LayerKitHost

/// Showing a view tree in a scene, window or headless host (a LayerKit addition: on iOS a
/// `UIWindow` holds the root view).
extension LayerScene {
    /// Shows `rootView` filling the scene: its layer becomes a sublayer of the root layer,
    /// its frame the scene's bounds (again after every resize), and its tree's layers get the
    /// scene's scale as `contentsScale` (as UIKit gives views their screen's scale). The
    /// scene keeps the view alive (through its `resizeHandler`, which still calls the handler
    /// set before). Without actions: showing a view does not animate.
    public func show(_ rootView: UIView) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        rootView.removeFromSuperview()
        rootView.frame = CGRect(origin: .zero, size: size)
        rootView.setContentsScale(scale)
        rootLayer.addSublayer(rootView.layer)
        CATransaction.commit()
        let previous = resizeHandler
        resizeHandler = { size in
            rootView.frame = CGRect(origin: .zero, size: size)
            previous?(size)
        }
    }
}

extension LayerWindow {
    /// Shows `rootView` filling the window (see `LayerScene.show(_:)`).
    public func show(_ rootView: UIView) { scene.show(rootView) }
}

extension HeadlessHost {
    /// Shows `rootView` filling the headless scene (see `LayerScene.show(_:)`).
    public func show(_ rootView: UIView) { scene.show(rootView) }
}
