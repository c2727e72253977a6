import LayerKitRaster

extension DrawListBuilder {
    /// A face of a transform layer's 3D scene: a non-transform layer, the matrix from its
    /// coordinates to the flattening plane (3D, perspective included), and its opacity.
    struct Face {
        var node: SceneNode
        var matrix: CATransform3D
        var opacity: Float
    }

    /// Draws the sublayers of transform layer `t` in depth order. `m` maps `t`'s coordinates
    /// into the plane the scene flattens onto, which `h` maps to the target. Faces are split
    /// where they cross (BSP), each piece drawn clipped to its projected polygon.
    func appendFaces(_ t: SceneNode, toParent m: CATransform3D, _ h: Homography, _ clip: RasterClip,
                     opacity: Float, flipped: Bool, into items: inout [DrawItem]) {
        guard !SceneNode.isInvisible(t.state) else { return }
        var faces: [Face] = []
        collectFaces(t, m, opacity: opacity, into: &faces)
        var polygons: [Face3] = []
        for (i, f) in faces.enumerated() {
            let pts = Self.plane(localExtent(f.node), through: f.matrix)
            if pts.count >= 3 { polygons.append(Face3(points: pts, face: i)) }
        }
        let sorted = DepthSort.backToFront(polygons)
        var pieces: [Int: Int] = [:]
        for p in sorted { pieces[p.face, default: 0] += 1 }
        for piece in sorted {
            let f = faces[piece.face]
            var fclip = clip
            if pieces[piece.face, default: 0] > 1 {
                let device = piece.points.compactMap { h.apply(CGPoint(x: $0.x, y: $0.y)) }
                guard device.count >= 3 else { continue }
                fclip.polygons.append(ConvexPolygon(device))
            }
            let hf = Homography(f.matrix).concatenating(h)
            appendLayer(f.node, hf, fclip, opacity: f.opacity, flipped: flipped, into: &items)
        }
    }

    /// The faces under transform layer `t` (nested transform layers share the same space).
    private func collectFaces(_ t: SceneNode, _ m: CATransform3D, opacity: Float, into faces: inout [Face]) {
        let sub = CALayer.sublayerMatrix(t.state)
        for c in t.children where !SceneNode.isInvisible(c.state) {
            let mc = CALayer.toParentPlane(c.state).concatenating(sub).concatenating(m)
            if c.layer.keepsSublayersIn3D {
                collectFaces(c, mc, opacity: opacity * min(1, c.state.opacity), into: &faces)
            } else {
                faces.append(Face(node: c, matrix: mc, opacity: opacity))
            }
        }
    }

    /// `rect`'s corners mapped by `m`, clipped to w > 0 in homogeneous space, then divided:
    /// x and y in the flattening plane, z toward the viewer.
    static func plane(_ rect: CGRect, through m: CATransform3D) -> [Point3] {
        guard rect.isFiniteValue, rect.width > 0, rect.height > 0 else { return [] }
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
        let v = corners.map { Vector4($0).applying(m) }
        let near = DeviceGeometry.nearW
        var out: [Point3] = []
        for i in 0..<v.count {
            let a = v[i], b = v[(i + 1) % v.count]
            if a.w > near { out.append(Point3(a.x / a.w, a.y / a.w, a.z / a.w)) }
            if (a.w > near) != (b.w > near) {
                let c = a.mix(b, (near - a.w) / (b.w - a.w))
                out.append(Point3(c.x / near, c.y / near, c.z / near))
            }
        }
        return out.allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.z.isFinite } ? out : []
    }
}
