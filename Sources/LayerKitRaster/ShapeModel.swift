import LayerKitGeometry

/// A rounded rect of some plane seen in device space: four edge half-planes (left, top, right,
/// bottom) and the rounded corners, with the device-to-plane map for the corners' distances.
///
/// Coverage at a pixel centre: inside a corner's box (the quadrant of local points nearer the
/// rect's corner than the circle's centre, tested with two device half-planes), the corner's
/// coverage replaces that of its antialiased adjacent edges (a non-antialiased edge still cuts
/// with the pixel-centre rule); elsewhere the edges multiply.
struct ShapeModel {
    /// Left, top, right, bottom.
    var edges: FourEdges
    /// The rounded corners (an empty array, which allocates nothing, for a plain rect).
    var corners: [Corner]
    /// Device pixels to the shape's plane.
    var toLocal: Matrix3
    var antialiasedCorners: Bool

    struct Corner {
        var cx: Double, cy: Double, radius: Double
        /// The corner's box is where both are strictly inside.
        var boxX: HalfPlane, boxY: HalfPlane
        /// The indices of the two edges the corner replaces.
        var edgeA: Int, edgeB: Int
    }

    /// The shape `rect` with `radii` (already fitted) in the plane that `toLocal` maps device
    /// pixels into; nil when the rect is empty or not finite.
    init?(toLocal m: Matrix3, rect: CGRect, radii: CornerRadii, antialiased: EdgeMask, antialiasedCorners: Bool) {
        let r = rect.standardized
        let x0 = Double(r.minX), y0 = Double(r.minY), x1 = Double(r.maxX), y1 = Double(r.maxY)
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, x1 > x0, y1 > y0 else { return nil }
        func edge(_ l0: Double, _ l1: Double, _ l2: Double, _ aa: Bool) -> HalfPlane {
            let d = m.pullBack(l0, l1, l2)
            return HalfPlane(a: d.a, b: d.b, c: d.c, antialiased: aa)
        }
        edges = FourEdges(edge(1, 0, -x0, antialiased.contains(.left)), edge(0, 1, -y0, antialiased.contains(.top)),
                          edge(-1, 0, x1, antialiased.contains(.right)), edge(0, -1, y1, antialiased.contains(.bottom)))
        toLocal = m
        self.antialiasedCorners = antialiasedCorners
        corners = []
        // Clockwise from the top left: radius, the rect's corner, the direction into the rect.
        for k in 0..<4 {
            let rad = Double(radii[k])
            guard rad > 0 else { continue }
            let sx: Double = k == 0 || k == 3 ? 1 : -1, sy: Double = k < 2 ? 1 : -1
            let cx = (sx > 0 ? x0 : x1) + sx * rad, cy = (sy > 0 ? y0 : y1) + sy * rad
            // Box: the local point is on the corner's side of x = cx and of y = cy.
            corners.append(Corner(cx: cx, cy: cy, radius: rad,
                                  boxX: edge(-sx, 0, sx * cx, false), boxY: edge(0, -sy, sy * cy, false),
                                  edgeA: k, edgeB: (k + 1) % 4))
        }
    }

    /// Whether the shape has rounded corners.
    var isRounded: Bool { !corners.isEmpty }

    /// The corner whose box holds pixel centre (px, py), if any.
    @inline(__always) func corner(at px: Double, _ py: Double) -> Int? {
        for k in corners.indices {
            let c = corners[k]
            if c.boxX.strictlyInside(px, c.boxX.rowOffset(py)) && c.boxY.strictlyInside(px, c.boxY.rowOffset(py)) { return k }
        }
        return nil
    }

    /// Multiplies `cov` by this shape's coverage at pixel centre (px, py), edge by edge in order
    /// (the order the span kernels use). Returns false, with `cov` 0, where coverage is 0.
    @inline(__always) func accumulate(_ cov: inout Double, _ px: Double, _ py: Double) -> Bool {
        let box = corners.isEmpty ? nil : corner(at: px, py)
        for e in 0..<4 {
            if let k = box, edges[e].antialiased, corners[k].edgeA == e || corners[k].edgeB == e { continue }
            let f = edges[e].coverage(px, edges[e].rowOffset(py))
            if f == 0 { cov = 0; return false }
            cov *= f
        }
        if let k = box {
            let f = cornerCoverage(corners[k], px, py)
            if f == 0 { cov = 0; return false }
            cov *= f
        }
        return true
    }

    /// Coverage by a circular corner: the signed distance to the circle in local units, divided
    /// by the length of its device gradient (the local Jacobian of the homography) to get pixels.
    func cornerCoverage(_ c: Corner, _ px: Double, _ py: Double) -> Double {
        let m = toLocal
        let xw = px * m.m11 + py * m.m21 + m.m31, yw = px * m.m12 + py * m.m22 + m.m32
        let w = px * m.m13 + py * m.m23 + m.m33
        guard w > 0 else { return 0 }
        let x = xw / w, y = yw / w
        let dx = x - c.cx, dy = y - c.cy
        let dist = (dx * dx + dy * dy).squareRoot()
        let sdf = c.radius - dist
        guard sdf.isFinite else { return 0 }
        guard antialiasedCorners else { return sdf >= 0 ? 1 : 0 }
        guard dist > 0 else { return 1 }
        let nx = dx / dist, ny = dy / dist
        let gX = (nx * (m.m11 - x * m.m13) + ny * (m.m12 - y * m.m13)) / w
        let gY = (nx * (m.m21 - x * m.m23) + ny * (m.m22 - y * m.m23)) / w
        let g = (gX * gX + gY * gY).squareRoot()
        guard g > 0, g.isFinite else { return sdf > 0 ? 1 : 0 }
        let v = 0.5 + sdf / g
        return v < 0 ? 0 : (v > 1 ? 1 : v)
    }
}

/// A rect's four edge half-planes held inline (left, top, right, bottom), read by index
/// without copying the others.
struct FourEdges {
    var left, top, right, bottom: HalfPlane

    init(_ left: HalfPlane, _ top: HalfPlane, _ right: HalfPlane, _ bottom: HalfPlane) {
        self.left = left; self.top = top; self.right = right; self.bottom = bottom
    }

    @inline(__always) subscript(k: Int) -> HalfPlane {
        switch k {
        case 0: return left
        case 1: return top
        case 2: return right
        default: return bottom
        }
    }
}
