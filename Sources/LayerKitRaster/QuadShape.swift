import LayerKitGeometry

/// Which edges of a quad's local rect are antialiased.
package struct EdgeMask: OptionSet, Hashable, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The edge at the rect's minimum y.
    package static let top = EdgeMask(rawValue: 1)
    /// The edge at the rect's minimum x.
    package static let left = EdgeMask(rawValue: 2)
    /// The edge at the rect's maximum y.
    package static let bottom = EdgeMask(rawValue: 4)
    /// The edge at the rect's maximum x.
    package static let right = EdgeMask(rawValue: 8)
    /// Every edge.
    package static let all: EdgeMask = [.top, .left, .bottom, .right]
}

/// Circular corner radii in local units, clockwise from the corner at minimum x and y.
package struct CornerRadii: Equatable, Sendable {
    /// At minimum x and y.
    package var topLeft: CGFloat
    /// At maximum x, minimum y.
    package var topRight: CGFloat
    /// At maximum x and y.
    package var bottomRight: CGFloat
    /// At minimum x, maximum y.
    package var bottomLeft: CGFloat

    /// Four radii, clockwise from the top left.
    package init(topLeft: CGFloat, topRight: CGFloat, bottomRight: CGFloat, bottomLeft: CGFloat) {
        self.topLeft = topLeft; self.topRight = topRight; self.bottomRight = bottomRight; self.bottomLeft = bottomLeft
    }

    /// The same radius at every corner.
    package init(_ r: CGFloat) { self.init(topLeft: r, topRight: r, bottomRight: r, bottomLeft: r) }

    /// No rounding.
    package static let zero = CornerRadii(0)

    /// The radius of corner k, clockwise from the top left (0...3).
    package subscript(k: Int) -> CGFloat {
        switch k {
        case 0: return topLeft
        case 1: return topRight
        case 2: return bottomRight
        default: return bottomLeft
        }
    }

    /// Whether every corner is square.
    package var isZero: Bool { topLeft <= 0 && topRight <= 0 && bottomRight <= 0 && bottomLeft <= 0 }

    /// The radii that fit `size`: negative and non-finite radii become 0, then all four are
    /// scaled by one factor so that no two adjacent radii overlap along a side (as CSS does).
    package func fitted(to size: CGSize) -> CornerRadii {
        func clean(_ r: CGFloat) -> CGFloat { r.isFinite && r > 0 ? r : 0 }
        let r = CornerRadii(topLeft: clean(topLeft), topRight: clean(topRight),
                            bottomRight: clean(bottomRight), bottomLeft: clean(bottomLeft))
        var f: CGFloat = 1
        for (sum, side) in [(r.topLeft + r.topRight, size.width), (r.bottomLeft + r.bottomRight, size.width),
                            (r.topLeft + r.bottomLeft, size.height), (r.topRight + r.bottomRight, size.height)]
        where sum > side {
            f = min(f, max(0, side) / sum)
        }
        return CornerRadii(topLeft: r.topLeft * f, topRight: r.topRight * f,
                           bottomRight: r.bottomRight * f, bottomLeft: r.bottomLeft * f)
    }
}

/// The outline of a quad in its local plane: a rect with rounded corners, optionally only the
/// band (ring) of a given width inside that outline.
package struct QuadShape: Sendable {
    /// The local rect, in local units.
    package var rect: CGRect
    /// Corner radii in local units (fitted to the rect when drawn); corners are always antialiased.
    package var radii: CornerRadii
    /// When set, only the band of this width inside the outline is drawn (a border): the inner
    /// outline is the rect inset by the width, with radii max(0, r - width). Zero, negative or
    /// NaN widths draw nothing; a width reaching the centre fills the whole shape.
    package var ringWidth: CGFloat?
    /// Edges with coverage antialiasing; the others use the pixel-centre rule with a top-left
    /// tie rule, so quads sharing such an edge tile without gaps or double hits.
    package var antialiasedEdges: EdgeMask

    /// A shape; by default a plain rect with every edge antialiased.
    package init(rect: CGRect, radii: CornerRadii = .zero, ringWidth: CGFloat? = nil, antialiasedEdges: EdgeMask = .all) {
        self.rect = rect; self.radii = radii; self.ringWidth = ringWidth; self.antialiasedEdges = antialiasedEdges
    }
}
