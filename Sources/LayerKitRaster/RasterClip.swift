import LayerKitGeometry

/// A rounded rect in some plane that clips drawing (an ancestor's masksToBounds).
package struct ClipShape: Sendable {
    /// Device pixels to the shape's local plane: the inverse of that plane's local-to-device
    /// homography (any positive multiple; a negated matrix would put the shape behind the eye).
    package var inverse: Homography
    /// The clip rect in the local plane.
    package var rect: CGRect
    /// Corner radii in local units, fitted to the rect.
    package var radii: CornerRadii
    /// Antialiased coverage at the edges and corners; otherwise the pixel-centre rule.
    package var antialiased: Bool

    /// A clip shape; by default a plain antialiased rect.
    package init(inverse: Homography, rect: CGRect, radii: CornerRadii = .zero, antialiased: Bool = true) {
        self.inverse = inverse; self.rect = rect; self.radii = radii; self.antialiased = antialiased
    }
}

/// A convex polygon in device pixels (a BSP fragment of a depth-sorted layer), either winding.
///
/// Clips without antialiasing, with the pixel-centre rule and a top-left tie rule, so
/// fragments that share an edge (the same two vertices) cover each pixel exactly once. A
/// polygon with fewer than 3 vertices, no area or non-finite vertices clips everything away.
package struct ConvexPolygon: Sendable {
    /// The vertices in device pixels, in order around the polygon.
    package var points: [CGPoint]
    /// A polygon through `points`.
    package init(_ points: [CGPoint]) { self.points = points }
}

/// Where a draw may write: the device `rect`, times the coverage of every clip shape, inside
/// every polygon.
package struct RasterClip: Sendable {
    /// Device pixels that may be written.
    package var rect: IntRect
    /// Shapes whose coverage multiplies the draw's.
    package var shapes: [ClipShape]
    /// Polygons the draw stays inside.
    package var polygons: [ConvexPolygon]

    /// A clip; by default only the rect.
    package init(rect: IntRect, shapes: [ClipShape] = [], polygons: [ConvexPolygon] = []) {
        self.rect = rect; self.shapes = shapes; self.polygons = polygons
    }
}
