extension CALayer {
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
