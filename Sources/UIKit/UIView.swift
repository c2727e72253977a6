import Foundation
import LayerKitGraphics
import LayerKitLayers

/// A rectangle on screen backed by a layer, as UIKit's: every geometric and visual property
/// is the layer's, read and written through it; the view is its layer's delegate (it draws
/// with `draw(_:)`, lays out with `layoutSubviews()` and decides the layer's actions: none
/// outside an animation block, a `CABasicAnimation` inside one).
///
/// Geometry is in points in the superview's coordinates (`frame`, `center`) or the view's own
/// (`bounds`), y-down. Use a view tree from one thread, as UIKit requires (the main thread).
/// Not here: events and gesture handling, Auto Layout and autoresizing, view controllers,
/// `window`, `contentMode`, `safeAreaInsets`, keyframe and transition animations.
open class UIView: NSObject, CALayerDelegate {
    private let backingLayer: CALayer
    /// The view's superview, nil for a root view.
    public private(set) weak var superview: UIView?
    /// The subviews, back to front.
    public private(set) var subviews: [UIView] = []
    /// The tint colour set on this view itself (nil: inherited).
    private var ownTintColor: UIColor?
    /// What the first display of the view found out about its drawing (`UIView+Drawing.swift`).
    var drawing = DrawingState()

    /// An integer to find the view by (`viewWithTag(_:)`); 0 by default.
    open var tag = 0

    /// The class of the view's backing layer, made once at initialization: `CALayer` unless a
    /// subclass overrides it with a `CALayer` subclass.
    open class var layerClass: AnyClass { CALayer.self }

    /// The backing layer (of `layerClass`), whose delegate is this view.
    open var layer: CALayer { backingLayer }

    /// A view with `frame` (points, in the superview's coordinates). A `layerClass` that is
    /// not a `CALayer` subclass is a programming error (UIKit raises; here it traps).
    public init(frame: CGRect) {
        guard let type = Self.layerClass as? CALayer.Type else {
            preconditionFailure("\(Self.self).layerClass must be a CALayer subclass, not \(Self.layerClass)")
        }
        backingLayer = type.init()
        super.init()
        backingLayer.delegate = self
        backingLayer.frame = frame
        prepareFirstDisplay()
    }

    /// A view with a zero frame.
    public override convenience init() { self.init(frame: .zero) }

    /// Decoding views is not supported: always nil (there are no nib or storyboard files).
    public required init?(coder: NSCoder) { return nil }

    // MARK: Geometry, through the layer

    /// The view's rectangle in its superview's coordinates: the layer's `frame`.
    open var frame: CGRect {
        get { backingLayer.frame }
        set { backingLayer.frame = newValue }
    }

    /// The view's own coordinate space: the layer's `bounds`.
    open var bounds: CGRect {
        get { backingLayer.bounds }
        set { backingLayer.bounds = newValue }
    }

    /// The centre in the superview's coordinates: the layer's `position` (its anchor point
    /// stays at the centre for views).
    open var center: CGPoint {
        get { backingLayer.position }
        set { backingLayer.position = newValue }
    }

    /// The affine transform about the centre: the layer's `affineTransform()` (identity
    /// when the layer's transform is not affine).
    open var transform: CGAffineTransform {
        get { backingLayer.affineTransform() }
        set { backingLayer.setAffineTransform(newValue) }
    }

    /// The 3D transform: the layer's `transform`.
    open var transform3D: CATransform3D {
        get { backingLayer.transform }
        set { backingLayer.transform = newValue }
    }

    /// Pixels per point of the layer's contents: its `contentsScale`.
    open var contentScaleFactor: CGFloat {
        get { backingLayer.contentsScale }
        set { backingLayer.contentsScale = newValue }
    }

    // MARK: Appearance, through the layer

    /// The opacity, 0...1: the layer's `opacity`.
    open var alpha: CGFloat {
        get { CGFloat(backingLayer.opacity) }
        set { backingLayer.opacity = Float(newValue) }
    }

    /// Whether the view and its subviews are not drawn: the layer's `isHidden`.
    open var isHidden: Bool {
        get { backingLayer.isHidden }
        set { backingLayer.isHidden = newValue }
    }

    /// The colour behind the view's content: the layer's `backgroundColor`.
    open var backgroundColor: UIColor? {
        get { backingLayer.backgroundColor.map(UIColor.init(cgColor:)) }
        set { backingLayer.backgroundColor = newValue?.cgColor }
    }

    /// Whether subviews are clipped to the bounds: the layer's `masksToBounds`.
    open var clipsToBounds: Bool {
        get { backingLayer.masksToBounds }
        set { backingLayer.masksToBounds = newValue }
    }

    /// Whether the view promises to fill its bounds with opaque pixels: the layer's `isOpaque`.
    open var isOpaque: Bool {
        get { backingLayer.isOpaque }
        set { backingLayer.isOpaque = newValue }
    }

    /// The tint colour: the one set on this view, else the nearest superview's, else the
    /// system blue, as UIKit's. Not a layer property in UIKit either; setting it calls
    /// `tintColorDidChange()` on this view and every subview that inherits it.
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            ownTintColor = newValue
            propagateTintChange()
        }
    }

    /// Called when the tint colour this view shows changed; does nothing by default.
    open func tintColorDidChange() {}

    /// Calls `tintColorDidChange()` here and down the subviews that inherit the tint.
    func propagateTintChange() {
        tintColorDidChange()
        for v in subviews where v.ownTintColor == nil { v.propagateTintChange() }
    }

    /// Whether the view inherits its tint (no colour set on it).
    var inheritsTint: Bool { ownTintColor == nil }

    // MARK: Sizing

    /// The size that fits `size`: the current bounds size, as UIKit's base implementation.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    // MARK: Hooks subclasses override (declared here: Swift cannot override extension members)

    /// Lays out the subviews; does nothing by default (no autoresizing or constraints here).
    /// Called by the layer's layout pass: after `setNeedsLayout()` at the next commit, when
    /// the bounds' size changed, or at `layoutIfNeeded()`.
    open func layoutSubviews() {}

    /// Marks the view for layout at the next commit (the layer's `setNeedsLayout()`).
    open func setNeedsLayout() { backingLayer.setNeedsLayout() }

    /// Lays out now whatever is marked, from the highest marked ancestor down.
    open func layoutIfNeeded() { backingLayer.layoutIfNeeded() }

    /// Draws the view's content into the current UIKit context (`UIGraphicsGetCurrentContext()`,
    /// y-down, in `bounds` coordinates); `rect` is the area to redraw. Does nothing by
    /// default; a view whose drawing leaves no pixel gets no backing store.
    open func draw(_ rect: CGRect) { drawing.reachedBaseDraw = true }

    /// Marks the whole view for redrawing at the next commit.
    open func setNeedsDisplay() { markForDisplay(nil) }

    /// Marks `rect` (in `bounds` coordinates) for redrawing at the next commit.
    open func setNeedsDisplay(_ rect: CGRect) { markForDisplay(rect) }

    /// Called after `subview` was added; does nothing by default.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed; does nothing by default.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called before the view moves to `newSuperview` (nil: removed); does nothing by default.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview (or was removed); does nothing by default.
    open func didMoveToSuperview() {}

    // MARK: The layer's delegate

    /// Draws the backing layer: `draw(_:)` through `draw(_:in:)`; a view that drew nothing
    /// keeps no backing store. Other layers (a presentation copy) draw as without a delegate.
    open func display(_ layer: CALayer) { displayBackingLayer(layer) }

    /// Makes `ctx` the current UIKit context and calls `draw(_:)` with the area to redraw.
    open func draw(_ layer: CALayer, in ctx: CGContext) { drawBackingLayer(layer, in: ctx) }

    /// Calls `layoutSubviews()` when the backing layer lays out.
    open func layoutSublayers(of layer: CALayer) { layOutBackingLayer(layer) }

    /// The action for a change of the backing layer's `event`: `NSNull` (no animation)
    /// outside an animation block or for a property UIKit does not animate; inside
    /// `UIView.animate`, a `CABasicAnimation` (a `CASpringAnimation` in the spring variant) from
    /// the presentation value, with the block's duration, delay, curve and options. Nil for
    /// other layers (their own lookup goes on).
    open func action(for layer: CALayer, forKey event: String) -> CAAction? { backingLayerAction(layer, forKey: event) }

    /// Sets the subviews' list (the hierarchy file changes it with the layer tree).
    func setSubviews(_ views: [UIView]) { subviews = views }

    /// Sets the superview (the hierarchy file keeps it and the layer tree in step).
    func setSuperview(_ view: UIView?) { superview = view }
}
