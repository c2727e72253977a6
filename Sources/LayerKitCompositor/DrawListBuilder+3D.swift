import LayerKitRaster

extension DrawListBuilder {
    /// A face of a transform layer's 3D scene: a non-transform layer, the matrix from its
    /// coordinates to the flattening plane (3D, perspective included), its opacity, and the
    /// colour of the replicator instance it belongs to (straight RGBA; nil: none, or white).
    struct Face {
        var node: SceneNode
        var matrix: CATransform3D
        var opacity: Float
        var colour: SIMD4<Float>? = nil
    }

    /// Draws the sublayers of transform layer `t` (or of a replicator that preserves depth:
    /// every instance's) in depth order. `m` maps `t`'s coordinates
    /// into the plane the scene flattens onto, which `h` maps to the target. Faces are split
    /// where they cross (BSP), each piece drawn clipped to its projected polygon.
    func appendFaces(_ t: SceneNode, toParent m: CATransform3D, _ h: Homography, _ clip: RasterClip,
                     opacity: Float, flipped: Bool, into items: inout [DrawItem]) {
        guard !t.isInvisible else { return }
        var faces: [Face] = []
        collectFaces(t, m, opacity: opacity, into: &faces)
        appendBackToFront(faces, h, clip, flipped: flipped, into: &items)
    }

    /// Draws the sublayers `children` of a flattening layer back to front, when some are
    /// turned out of its plane (`turnsOutOfPlane`): each is a face flattened onto its own
    /// plane, and the faces of transform-layer children join them. Faces are split where they
    /// cross, as in a transform layer; coplanar ones keep their order (zPosition, then array).
    /// Hit testing is not affected: it still goes by sublayer order, as on Apple.
    func appendSublayersInDepthOrder(_ children: [SceneNode], sub: CATransform3D?, _ h: Homography, _ clip: RasterClip,
                                     opacity: Float, flipped: Bool, into items: inout [DrawItem]) {
        var faces: [Face] = []
        for c in children where !c.isInvisible {
            let mc = c.toParent(then: sub)
            if c.keepsSublayersIn3D {
                collectFaces(c, mc, opacity: opacity * min(1, c.state.opacity), into: &faces)
            } else {
                faces.append(Face(node: c, matrix: mc, opacity: opacity))
            }
        }
        appendBackToFront(faces, h, clip, flipped: flipped, into: &items)
    }

    /// Whether any of `children`, mapped by its transform and the parent's sublayer matrix
    /// `sub`, lies in a plane that is not parallel to the parent's (its depth varies across
    /// it), so that the drawing order must come from depth rather than from sublayer order.
    /// Sublayers that all stay parallel keep the zPosition-then-array order.
    static func turnsOutOfPlane(_ children: [SceneNode], sub: CATransform3D?) -> Bool {
        guard children.count > 1 else { return false }
        guard let sub else {
            // No sublayer matrix (the usual case): most layers are answered by their transform.
            return children.contains { c in
                !c.isInvisible && !staysInPlane(c.box) && { let m = c.toParent; return m.m13 != 0 || m.m23 != 0 }()
            }
        }
        return children.contains { c in
            guard !c.isInvisible else { return false }
            let m = c.toParent.concatenating(sub)
            return m.m13 != 0 || m.m23 != 0
        }
    }

    /// Whether a layer's matrix to its parent's plane has no z terms in its first two columns
    /// (`m13`, `m23`), read off its transform without making the matrix: those terms are the
    /// transform's `m13 + m14 * zPosition` and `m23 + m24 * zPosition` (the anchor's and the
    /// position's translations leave them), so they are zero when these four are and the
    /// zPosition is finite. False may still be in the plane (the matrix then decides).
    static func staysInPlane(_ box: StateBox) -> Bool {
        box.state.transform.m13 == 0 && box.state.transform.m14 == 0 && box.state.transform.m23 == 0
            && box.state.transform.m24 == 0 && box.state.zPosition.isFinite
    }

    /// Draws `faces` back to front (BSP), each piece of a split face clipped to its polygon.
    private func appendBackToFront(_ faces: [Face], _ h: Homography, _ clip: RasterClip, flipped: Bool,
                                   into items: inout [DrawItem]) {
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
            let factors = f.colour.map { ChannelFactors(red: $0[0], green: $0[1], blue: $0[2], alpha: $0[3]) }
            guard let factors, !factors.isIdentity else {
                appendLayer(f.node, hf, fclip, opacity: f.opacity, flipped: flipped, into: &items)
                continue
            }
            appendModulated(by: factors, extent: deviceExtent(of: f.node, through: hf), fclip, opacity: f.opacity,
                            key: ItemKey(f.node.id, .instances, index: piece.face), into: &items) { shift, inner, content in
                appendLayer(f.node, hf.concatenating(shift), inner, opacity: 1, flipped: flipped, into: &content)
            }
        }
    }

    /// The faces under `t`, a transform layer or a replicator that preserves depth: nested
    /// ones share the same space, and a replicator's instances are each a set of faces placed
    /// by the instance's matrix and tinted by its colour (times `colour`, an enclosing
    /// instance's), so all of them are sorted together.
    private func collectFaces(_ t: SceneNode, _ m: CATransform3D, opacity: Float, colour: SIMD4<Float>? = nil,
                              into faces: inout [Face]) {
        let sub = Self.sublayerMatrixOrNil(t.box)
        let tints = t.replication?.tints ?? false
        let outer = nesting.product
        let count = t.replication.map { Replication.nestedCount($0.count, inside: outer) } ?? 1
        nesting.product = outer * count
        defer { nesting.product = outer }
        for (k, subK) in Self.instanceMatrices(t, sub: sub).prefix(count).enumerated() {
            var tint = colour
            if tints, let r = t.replication {
                let c = r.colour(ofInstance: k)
                guard c[3] > 0 else { continue }
                tint = c * (colour ?? SIMD4(repeating: 1))
            }
            for c in Self.instanceChildren(t, k) where !c.isInvisible {
                let mc = c.toParent(then: subK).concatenating(m)
                if c.keepsSublayersIn3D {
                    collectFaces(c, mc, opacity: opacity * min(1, c.state.opacity), colour: tint, into: &faces)
                } else {
                    faces.append(Face(node: c, matrix: mc, opacity: opacity, colour: tint))
                }
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
