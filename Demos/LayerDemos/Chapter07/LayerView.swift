import Foundation

/// A stand-in for a `UIView` as its backing layer's delegate (chapter 7.4 and 7.5): outside an
/// animation block it answers every action request with `NSNull`, which stops the action
/// search, so the layer's changes are instant; inside `animate(withDuration:_:)` (UIKit's
/// animation block, or `beginAnimations`/`commitAnimations`) it vends a `CABasicAnimation`
/// from the value on screen, with the block's duration, as UIKit does.
final class LayerView: NSObject, CALayerDelegate {
    /// The backing layer (the view's `layer`).
    let layer = CALayer()
    /// The duration of the animation block being run, or nil outside any block.
    private var blockDuration: CFTimeInterval?

    override init() {
        super.init()
        layer.delegate = self
    }

    /// UIKit's `actionForLayer:forKey:`: `NSNull` outside an animation block, a basic
    /// animation of `event` inside one.
    func action(for layer: CALayer, forKey event: String) -> CAAction? {
        guard let duration = blockDuration else { return NSNull() }
        let animation = CABasicAnimation(keyPath: event)
        animation.fromValue = layer.presentation()?.value(forKeyPath: event) ?? layer.value(forKeyPath: event)
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        return animation
    }

    /// UIKit's `beginAnimations:context:`: opens an animation block of `duration` seconds.
    func beginAnimations(duration: CFTimeInterval = 0.2) { blockDuration = duration }

    /// UIKit's `commitAnimations`: closes the animation block.
    func commitAnimations() { blockDuration = nil }

    /// UIKit's `animateWithDuration:animations:`: runs `changes` inside an animation block.
    func animate(withDuration duration: CFTimeInterval, _ changes: () -> Void) {
        beginAnimations(duration: duration)
        changes()
        commitAnimations()
    }

    /// How an action prints in the book's log: `<null>` for NSNull, the class and key path
    /// for an animation (the book prints `<CABasicAnimation: 0x...>`, with an address).
    static func describe(_ action: CAAction?) -> String {
        switch action {
        case nil: return "nil"
        case is NSNull: return "<null>"
        case let a as CABasicAnimation: return "<CABasicAnimation: \(a.keyPath ?? "")>"
        case let a?: return "<\(type(of: a))>"
        }
    }
}
