extension CALayer {
    /// Whether the layer and its sublayers are not drawn (and not hit).
    public var isHidden: Bool {
        get { state.isHidden }
        set { if assign(&state.isHidden, newValue, "hidden") { didChange("hidden") } }
    }

    /// Whether sublayers and contents are clipped to the bounds (rounded by `cornerRadius`).
    public var masksToBounds: Bool {
        get { state.masksToBounds }
        set { if assign(&state.masksToBounds, newValue, "masksToBounds") { didChange("masksToBounds") } }
    }

    /// The colour filling the bounds behind the contents (nil: none).
    public var backgroundColor: CGColor? {
        get { state.backgroundColor }
        set { if assign(&state.backgroundColor, newValue, "backgroundColor") { didChange("backgroundColor") } }
    }

    /// The radius of the background's and border's corners, points (contents and sublayers
    /// are rounded only with `masksToBounds`); clamped to half the shorter side when drawn.
    public var cornerRadius: CGFloat {
        get { state.cornerRadius }
        set { if assign(&state.cornerRadius, newValue, "cornerRadius") { didChange("cornerRadius") } }
    }

    /// Which corners `cornerRadius` rounds (all four by default).
    public var maskedCorners: CACornerMask {
        get { state.maskedCorners }
        set { if assign(&state.maskedCorners, newValue, "maskedCorners") { didChange("maskedCorners") } }
    }

    /// The width of the border drawn inside the bounds, above the contents and sublayers, points.
    public var borderWidth: CGFloat {
        get { state.borderWidth }
        set { if assign(&state.borderWidth, newValue, "borderWidth") { didChange("borderWidth") } }
    }

    /// The border's colour (opaque black by default).
    public var borderColor: CGColor? {
        get { state.borderColor }
        set { if assign(&state.borderColor, newValue, "borderColor") { didChange("borderColor") } }
    }

    /// The layer's opacity, 0...1 (values outside are clamped when drawn).
    public var opacity: Float {
        get { state.opacity }
        set {
            guard newValue.isFinite else {
                Diagnostics.warnOnce("ignored a non-finite value for 'opacity' on \(Swift.type(of: self)); the property keeps its value")
                return
            }
            if assign(&state.opacity, newValue, "opacity") { didChange("opacity") }
        }
    }

    /// Whether opacity below 1 applies to the layer and its sublayers as one group (default true).
    public var allowsGroupOpacity: Bool {
        get { state.allowsGroupOpacity }
        set { if assign(&state.allowsGroupOpacity, newValue, "allowsGroupOpacity") { didChange("allowsGroupOpacity") } }
    }

    /// Whether transformed edges are antialiased (default false, as on iOS).
    public var allowsEdgeAntialiasing: Bool {
        get { state.allowsEdgeAntialiasing }
        set { if assign(&state.allowsEdgeAntialiasing, newValue, "allowsEdgeAntialiasing") { didChange("allowsEdgeAntialiasing") } }
    }

    /// Which edges are antialiased when `allowsEdgeAntialiasing` is on.
    public var edgeAntialiasingMask: CAEdgeAntialiasingMask {
        get { state.edgeAntialiasingMask }
        set { if assign(&state.edgeAntialiasingMask, newValue, "edgeAntialiasingMask") { didChange("edgeAntialiasingMask") } }
    }

    /// Whether the layer and its sublayers are rendered once into a cached bitmap, reused
    /// until they change.
    public var shouldRasterize: Bool {
        get { state.shouldRasterize }
        set { if assign(&state.shouldRasterize, newValue, "shouldRasterize") { didChange("shouldRasterize") } }
    }

    /// Pixels per point of the rasterized bitmap.
    public var rasterizationScale: CGFloat {
        get { state.rasterizationScale }
        set { if assign(&state.rasterizationScale, newValue, "rasterizationScale") { didChange("rasterizationScale") } }
    }

    /// The shadow's colour (opaque black by default).
    public var shadowColor: CGColor? {
        get { state.shadowColor }
        set { if assign(&state.shadowColor, newValue, "shadowColor") { didChange("shadowColor") } }
    }

    /// The shadow's opacity, 0...1 (0 by default: no shadow).
    public var shadowOpacity: Float {
        get { state.shadowOpacity }
        set { if assign(&state.shadowOpacity, newValue, "shadowOpacity") { didChange("shadowOpacity") } }
    }

    /// The shadow's offset in the layer's coordinates, points ((0, -3) by default).
    public var shadowOffset: CGSize {
        get { state.shadowOffset }
        set { if assign(&state.shadowOffset, newValue, "shadowOffset") { didChange("shadowOffset") } }
    }

    /// The shadow's blur radius, points (3 by default).
    public var shadowRadius: CGFloat {
        get { state.shadowRadius }
        set { if assign(&state.shadowRadius, newValue, "shadowRadius") { didChange("shadowRadius") } }
    }

    /// The shadow's shape; nil derives it from the alpha of the layer and its sublayers.
    public var shadowPath: CGPath? {
        get { state.shadowPath }
        set { if assign(&state.shadowPath, newValue, "shadowPath") { didChange("shadowPath") } }
    }
}

extension CALayer {
    /// The layer's image (a `CGImage`); other objects are kept but not drawn.
    public var contents: Any? {
        get {
            finishPendingDisplay()
            return state.contents.publicValue
        }
        set {
            pendingBackingStore = nil
            let new = LayerContents(newValue)
            if case .image(let a) = state.contents, case .image(let b) = new, a === b { return }
            if case .none = state.contents, case .none = new { return }
            state.contents = new
            didChange("contents")
        }
    }

    /// The part of the contents shown, in unit coordinates of the image ((0, 0, 1, 1) by
    /// default); outside 0...1 the edge pixels repeat.
    public var contentsRect: CGRect {
        get { state.contentsRect }
        set { if assign(&state.contentsRect, newValue, "contentsRect") { didChange("contentsRect") } }
    }

    /// The stretchable middle of the contents for nine-slice scaling, unit coordinates.
    public var contentsCenter: CGRect {
        get { state.contentsCenter }
        set { if assign(&state.contentsCenter, newValue, "contentsCenter") { didChange("contentsCenter") } }
    }

    /// How the contents are placed in the bounds (`.resize` by default).
    public var contentsGravity: CALayerContentsGravity {
        get { state.contentsGravity }
        set { if assign(&state.contentsGravity, newValue, "contentsGravity") { didChange("contentsGravity") } }
    }

    /// Pixels of contents per point (1 by default); the backing store is bounds x this.
    public var contentsScale: CGFloat {
        get { state.contentsScale }
        set {
            guard newValue > 0 else {
                Diagnostics.warnOnce("ignored a contentsScale of \(newValue) (it must be positive)")
                return
            }
            if assign(&state.contentsScale, newValue, "contentsScale") { didChange("contentsScale") }
        }
    }

    /// The filter used when the contents are drawn smaller than their size.
    public var minificationFilter: CALayerContentsFilter {
        get { state.minificationFilter }
        set { if assign(&state.minificationFilter, newValue, "minificationFilter") { didChange("minificationFilter") } }
    }

    /// The filter used when the contents are drawn larger than their size.
    public var magnificationFilter: CALayerContentsFilter {
        get { state.magnificationFilter }
        set { if assign(&state.magnificationFilter, newValue, "magnificationFilter") { didChange("magnificationFilter") } }
    }

    /// The mipmap level bias for trilinear minification.
    public var minificationFilterBias: Float {
        get { state.minificationFilterBias }
        set { if assign(&state.minificationFilterBias, newValue, "minificationFilterBias") { didChange("minificationFilterBias") } }
    }

    /// Whether the layer promises to cover its bounds with opaque pixels (lets the compositor
    /// skip what is beneath; the backing store is made opaque).
    public var isOpaque: Bool {
        get { state.isOpaque }
        set { if assign(&state.isOpaque, newValue, "opaque") { didChange("opaque") } }
    }
}
