extension CALayer {
    /// The layer's own coordinate space: origin and size in points. Sublayers are placed
    /// relative to `bounds.origin`, so changing the origin scrolls them.
    public var bounds: CGRect {
        get { state.bounds }
        set { if assign(&state.bounds, newValue, "bounds") { didChange("bounds") } }
    }

    /// Where the anchor point sits in the superlayer's coordinates, points.
    public var position: CGPoint {
        get { state.position }
        set { if assign(&state.position, newValue, "position") { didChange("position") } }
    }

    /// Position on the z axis, points; also orders sublayers (higher draws later).
    public var zPosition: CGFloat {
        get { state.zPosition }
        set { if assign(&state.zPosition, newValue, "zPosition") { didChange("zPosition") } }
    }

    /// The point transforms act about, in unit coordinates of the bounds ((0.5, 0.5) by default).
    public var anchorPoint: CGPoint {
        get { state.anchorPoint }
        set { if assign(&state.anchorPoint, newValue, "anchorPoint") { didChange("anchorPoint") } }
    }

    /// The anchor point's z, points.
    public var anchorPointZ: CGFloat {
        get { state.anchorPointZ }
        set { if assign(&state.anchorPointZ, newValue, "anchorPointZ") { didChange("anchorPointZ") } }
    }

    /// The transform applied about the anchor point.
    public var transform: CATransform3D {
        get { state.transform }
        set { if assign(&state.transform, newValue, "transform") { didChange("transform") } }
    }

    /// The transform applied to the sublayers about the anchor point (perspective goes here).
    public var sublayerTransform: CATransform3D {
        get { state.sublayerTransform }
        set { if assign(&state.sublayerTransform, newValue, "sublayerTransform") { didChange("sublayerTransform") } }
    }

    /// Whether sublayers are placed with y pointing up from the bottom of the bounds.
    public var isGeometryFlipped: Bool {
        get { state.isGeometryFlipped }
        set { if assign(&state.isGeometryFlipped, newValue, "geometryFlipped") { didChange("geometryFlipped") } }
    }

    /// Whether the layer is drawn when facing away from the viewer.
    public var isDoubleSided: Bool {
        get { state.isDoubleSided }
        set { if assign(&state.isDoubleSided, newValue, "doubleSided") { didChange("doubleSided") } }
    }

    /// The transform as an affine transform: the identity when the transform is not affine
    /// (a z scale, a rotation out of the plane, perspective), as Apple's returns.
    public func affineTransform() -> CGAffineTransform {
        CATransform3DIsAffine(transform) ? CATransform3DGetAffineTransform(transform) : .identity
    }

    /// Sets the transform from an affine transform.
    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// Whether the layer's contents are drawn flipped to stay upright: an odd number of
    /// geometry-flipped superlayers above it.
    public func contentsAreFlipped() -> Bool {
        var flipped = false
        var l = superlayer
        while let c = l { if c.isGeometryFlipped { flipped.toggle() }; l = c.superlayer }
        return flipped
    }

    /// The layer's rectangle in its superlayer's coordinates: the bounding box of the bounds
    /// through the transform (about the anchor point) and position. Setting it sets the
    /// position and the bounds size (scaled back through a scale transform); non-finite
    /// rectangles are refused; negative sizes are standardised.
    public var frame: CGRect {
        get { Self.frame(of: state) }
        set {
            guard newValue.isFiniteValue else {
                Diagnostics.warnOnce("ignored a non-finite frame on \(Swift.type(of: self)); the layer keeps its geometry")
                return
            }
            let r = newValue.standardized
            var size = r.size
            let t = transform
            if CATransform3DIsAffine(t), t.m12 == 0, t.m21 == 0, t.m11 != 0, t.m22 != 0 {
                size = CGSize(width: r.width / abs(t.m11), height: r.height / abs(t.m22))
            }
            bounds = CGRect(origin: bounds.origin, size: size)
            position = CGPoint(x: r.minX + anchorPoint.x * r.width, y: r.minY + anchorPoint.y * r.height)
        }
    }

    /// The frame of a layer with state `s`.
    package static func frame(of s: LayerState) -> CGRect {
        let m = toParentPlane(s)
        let b = s.bounds
        let corners = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
                       CGPoint(x: b.minX, y: b.maxY), CGPoint(x: b.maxX, y: b.maxY)]
        let pts = corners.compactMap { m.project($0) }
        return pts.count == 4 ? .bounding(pts) : .null
    }

    /// The anchor point in the bounds' coordinates.
    package static func anchor(of s: LayerState) -> CGPoint {
        anchor(bounds: s.bounds, anchorPoint: s.anchorPoint)
    }

    static func anchor(bounds b: CGRect, anchorPoint a: CGPoint) -> CGPoint {
        CGPoint(x: b.minX + a.x * b.width, y: b.minY + a.y * b.height)
    }

    /// Layer coordinates → the superlayer's coordinates, before the superlayer's sublayer
    /// transform: `T(-anchor) · transform · T(position, zPosition)`.
    package static func toParentPlane(_ s: LayerState) -> CATransform3D {
        toParentPlane(anchor: anchor(of: s), anchorPointZ: s.anchorPointZ, transform: s.transform,
                      position: s.position, zPosition: s.zPosition)
    }

    static func toParentPlane(anchor a: CGPoint, anchorPointZ: CGFloat, transform: CATransform3D,
                              position: CGPoint, zPosition: CGFloat) -> CATransform3D {
        // Without a transform the product is a translation, made directly (the same numbers:
        // the general product adds only zeros to -a + position).
        if transform == .identity {
            return CATransform3DMakeTranslation(position.x - a.x, position.y - a.y, zPosition - anchorPointZ)
        }
        return CATransform3DMakeTranslation(-a.x, -a.y, -anchorPointZ)
            .concatenating(transform)
            .concatenating(CATransform3DMakeTranslation(position.x, position.y, zPosition))
    }

    /// What a layer with state `s` applies to its sublayers: the geometry flip (about the middle
    /// of the bounds), then the sublayer transform about the anchor point.
    package static func sublayerMatrix(_ s: LayerState) -> CATransform3D {
        sublayerMatrix(flipped: s.isGeometryFlipped, bounds: s.bounds, anchorPoint: s.anchorPoint,
                       anchorPointZ: s.anchorPointZ, sublayerTransform: s.sublayerTransform)
    }

    static func sublayerMatrix(flipped: Bool, bounds b: CGRect, anchorPoint: CGPoint, anchorPointZ: CGFloat,
                               sublayerTransform: CATransform3D) -> CATransform3D {
        var m = CATransform3D.identity
        if flipped {
            m = CATransform3DMakeScale(1, -1, 1)
                .concatenating(CATransform3DMakeTranslation(0, b.minY + b.maxY, 0))
        }
        guard sublayerTransform != .identity else { return m }
        let a = anchor(bounds: b, anchorPoint: anchorPoint)
        return m.concatenating(CATransform3DMakeTranslation(-a.x, -a.y, -anchorPointZ))
            .concatenating(sublayerTransform)
            .concatenating(CATransform3DMakeTranslation(a.x, a.y, anchorPointZ))
    }

    /// Layer coordinates → the superlayer's coordinates, including the superlayer's sublayer
    /// matrix (3D; the superlayer flattens the result onto its plane).
    package func transformToSuperlayer() -> CATransform3D {
        let m = Self.toParentPlane(state)
        guard let parent = superlayer else { return m }
        return m.concatenating(Self.sublayerMatrix(parent.state))
    }

    /// Layer coordinates → the space the root of its tree is placed in, with every layer on the
    /// way flattening its sublayers onto its plane (except transform layers, which keep 3D).
    package func homographyToRootSpace() -> Homography {
        var m = transformToSuperlayer()
        var l = superlayer
        while let p = l {
            if !p.keepsSublayersIn3D { m = m.flattened }
            m = m.concatenating(p.transformToSuperlayer())
            l = p.superlayer
        }
        return Homography(m)
    }

}
