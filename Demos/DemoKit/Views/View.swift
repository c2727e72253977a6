import Foundation

/// A view like UIKit's `UIView`, reduced to what the book's layer-backed views need: a backing
/// layer whose class the view's class chooses (`layerClass`), a tree of subviews, and a
/// backing `contentsScale` that follows the screen the view is shown on.
///
/// As in UIKit, the view creates its layer once, when it is created, from
/// `type(of: self).layerClass`; it is the layer's delegate and answers every action request
/// with `NSNull`, so its layer's changes are instant (UIKit does so outside animation blocks;
/// this view has no animation blocks). A subclass picks another layer class by overriding
/// `layerClass` and reads its layer with a cast, as Apple code does:
///
///     final class LayerLabel: View {
///         override class var layerClass: AnyClass { CATextLayer.self }
///         var textLayer: CATextLayer { layer as! CATextLayer }
///     }
///
/// A view reaches the screen through `DemoEnvironment.add(_:to:)` (a window's root view in
/// UIKit); its subviews, then and whenever added later, are on that screen too. On reaching a
/// screen the backing layer's `contentsScale` becomes the screen's scale, as UIKit sets it, so
/// text and images a view's layer draws are sharp without setting the scale by hand.
/// Geometry is in the superview's points (the superlayer's), y down.
open class View: NSObject, CALayerDelegate {
    /// The class of layer a view of this class is backed by (UIKit's `layerClass`): `CALayer`
    /// unless a subclass overrides it. It must be a `CALayer` subclass; another class stops
    /// the program when the view is created, naming it.
    open class var layerClass: AnyClass { CALayer.self }

    /// The backing layer, made from `layerClass` when the view was created.
    public let layer: CALayer
    /// The view this one is a subview of, if any.
    public private(set) weak var superview: View?
    /// The subviews, back to front (their layers are the backing layer's sublayers in the same order).
    public private(set) var subviews: [View] = []
    /// The scale (pixels per point) of the screen the view is shown on; nil while it is on none.
    public private(set) var screenScale: CGFloat?

    /// A view at `frame` (superview points) backed by a new layer of `layerClass`.
    public init(frame: CGRect) {
        layer = Self.makeLayer()
        super.init()
        layer.delegate = self
        layer.frame = frame
    }

    /// A view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    /// Decoding (UIKit's Interface Builder path) is not supported: always nil. Declared so that
    /// subclasses written as in UIKit (`required init?(coder:)`) compile.
    public required init?(coder: NSCoder) { nil }

    /// A new layer of `layerClass`; stops the program when that is not a layer class.
    private static func makeLayer() -> CALayer {
        guard let type = layerClass as? CALayer.Type else {
            preconditionFailure("\(Self.self).layerClass is \(layerClass), which is not a CALayer subclass")
        }
        return type.init()
    }

    // MARK: Geometry and appearance, forwarded to the layer

    /// The frame in the superview's points (the layer's `frame`).
    public var frame: CGRect {
        get { layer.frame }
        set { layer.frame = newValue }
    }

    /// The bounds in the view's own points (the layer's `bounds`).
    public var bounds: CGRect {
        get { layer.bounds }
        set { layer.bounds = newValue }
    }

    /// The centre in the superview's points (the layer's `position`; the anchor point is the
    /// centre, as UIKit requires).
    public var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    /// The background colour (the layer's `backgroundColor`).
    public var backgroundColor: CGColor? {
        get { layer.backgroundColor }
        set { layer.backgroundColor = newValue }
    }

    /// The scale the layer draws at (UIKit's `contentScaleFactor`: the layer's `contentsScale`).
    /// Reaching a screen sets it to the screen's scale.
    public var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set { layer.contentsScale = newValue }
    }

    // MARK: The view tree

    /// Adds `view` on top of the other subviews (taking it from its old superview first) and
    /// puts it on this view's screen, if this view is on one.
    public func addSubview(_ view: View) {
        precondition(view !== self, "a view cannot be its own subview")
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        layer.addSublayer(view.layer)
        if let screenScale { view.moveToScreen(scale: screenScale) }
    }

    /// Takes the view out of its superview (and off the screen); nothing when it has none.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
        moveToScreen(scale: nil)
    }

    /// Puts the view and its subviews on a screen of `scale` pixels per point (nil: off every
    /// screen); on a screen, each backing layer's `contentsScale` becomes the scale.
    package func moveToScreen(scale: CGFloat?) {
        screenScale = scale
        if let scale { layer.contentsScale = scale }
        for v in subviews { v.moveToScreen(scale: scale) }
    }

    // MARK: CALayerDelegate

    /// `NSNull` for every key: the backing layer's changes do not animate implicitly, as a
    /// UIKit view's layer outside an animation block.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? { NSNull() }
}
