/// What a layer shows as contents: nothing, an image, another object (kept but not drawn),
/// or, while a contents change animates, a cross-fade between two images.
package enum LayerContents {
    case none
    case image(CGImage)
    case other(Any)
    /// `fraction` of the way from `from` to `to` (each may be absent).
    case crossfade(from: CGImage?, to: CGImage?, fraction: Double)

    /// Whether there are contents of any kind (not `.none`), found without copying them.
    package var isPresent: Bool {
        if case .none = self { return false }
        return true
    }

    /// The value as `contents` returns it.
    package var publicValue: Any? {
        switch self {
        case .none: return nil
        case .image(let i): return i
        case .other(let o): return o
        case .crossfade(let a, let b, let f): return f < 0.5 ? a : b
        }
    }

    /// The contents for a value given to `contents`.
    package init(_ value: Any?) {
        switch value {
        case nil, is NSNull: self = .none
        case let i as CGImage: self = .image(i)
        case let c as LayerContents: self = c
        case let v?: self = .other(v)
        }
    }

    /// The image shown when not cross-fading.
    package var image: CGImage? {
        if case .image(let i) = self { return i }
        return nil
    }
}

/// Every property of a plain `CALayer`, as a value: what a commit captures and what the
/// presentation evaluates. Defaults are Apple's (DESIGN.md, "Apple facts").
///
/// Properties of subclasses and arbitrary keys set with `setValue(_:forKey:)` live in
/// `custom`, with defaults from the class's `defaultValue(forKey:)`. The black border and
/// shadow colours are the one shared `CGColor.black` (colours are immutable): a new layer
/// allocates no colour, and freeing it frees none.
package struct LayerState {
    // Geometry.
    package var bounds = CGRect.zero
    package var position = CGPoint.zero
    package var zPosition: CGFloat = 0
    package var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    package var anchorPointZ: CGFloat = 0
    package var transform = CATransform3D.identity
    package var sublayerTransform = CATransform3D.identity
    package var isGeometryFlipped = false
    package var isDoubleSided = true
    package var isHidden = false
    package var masksToBounds = false

    // Contents.
    package var contents = LayerContents.none
    package var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    package var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    package var contentsGravity = CALayerContentsGravity.resize
    package var contentsScale: CGFloat = 1
    package var minificationFilter = CALayerContentsFilter.linear
    package var magnificationFilter = CALayerContentsFilter.linear
    package var minificationFilterBias: Float = 0
    package var isOpaque = false

    // Appearance.
    package var backgroundColor: CGColor?
    package var cornerRadius: CGFloat = 0
    package var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner,
                                                .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    package var borderWidth: CGFloat = 0
    package var borderColor: CGColor? = .black
    package var opacity: Float = 1
    package var allowsGroupOpacity = true
    package var allowsEdgeAntialiasing = false
    package var edgeAntialiasingMask: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge,
                                                                .layerBottomEdge, .layerTopEdge]
    package var shouldRasterize = false
    package var rasterizationScale: CGFloat = 1
    package var shadowColor: CGColor? = .black
    package var shadowOpacity: Float = 0
    package var shadowOffset = CGSize(width: 0, height: -3)
    package var shadowRadius: CGFloat = 3
    package var shadowPath: CGPath?

    // Timing (a layer is a timing node for everything below it).
    package var beginTime: CFTimeInterval = 0
    package var duration: CFTimeInterval = 0
    package var speed: Float = 1
    package var timeOffset: CFTimeInterval = 0
    package var repeatCount: Float = 0
    package var repeatDuration: CFTimeInterval = 0
    package var autoreverses = false
    package var fillMode = CAMediaTimingFillMode.removed

    /// Subclass properties and arbitrary keys.
    package var custom: [String: Any] = [:]

    package init() {}
}
