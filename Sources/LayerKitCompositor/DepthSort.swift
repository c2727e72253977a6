/// A point in the 3D space of a transform layer's faces, after the perspective divide: x and
/// y in the flattening ancestor's plane, z toward the viewer.
package struct Point3: Equatable {
    package var x: Double, y: Double, z: Double
    package init(_ x: Double, _ y: Double, _ z: Double) { self.x = x; self.y = y; self.z = z }
    static func - (a: Point3, b: Point3) -> Point3 { Point3(a.x - b.x, a.y - b.y, a.z - b.z) }
    static func + (a: Point3, b: Point3) -> Point3 { Point3(a.x + b.x, a.y + b.y, a.z + b.z) }
    static func * (a: Point3, k: Double) -> Point3 { Point3(a.x * k, a.y * k, a.z * k) }
    func dot(_ o: Point3) -> Double { x * o.x + y * o.y + z * o.z }
    func cross(_ o: Point3) -> Point3 { Point3(y * o.z - z * o.y, z * o.x - x * o.z, x * o.y - y * o.x) }
    var length: Double { dot(self).squareRoot() }
}

/// A convex planar polygon with the index of the face it came from.
package struct Face3: Equatable {
    package var points: [Point3]
    package var face: Int
}

/// Orders the faces of a transform layer back to front by binary space partitioning:
/// faces are split where they cross each other's planes, so intersecting layers are drawn
/// correctly where they cross (sorting by centroids is known to fail). The viewer looks
/// down -z from +infinity (the space is already perspective-divided).
///
/// Faces that share a plane keep their input order (later ones drawn on top).
package enum DepthSort {
    /// Distance below which a point counts as on a plane, relative to the scene's size.
    static let epsilon = 1e-7

    package static func backToFront(_ faces: [Face3]) -> [Face3] {
        let usable = faces.filter { $0.points.count >= 3 && plane(of: $0) != nil }
        let scale = max(1, usable.flatMap(\.points).map { max(abs($0.x), abs($0.y), abs($0.z)) }.max() ?? 1)
        var out: [Face3] = []
        out.reserveCapacity(usable.count)
        emit(usable, eps: epsilon * scale, into: &out, depth: 0)
        return out
    }

    /// The plane of a face as a unit normal and offset (`n·p + d = 0`); nil if degenerate.
    static func plane(of f: Face3) -> (n: Point3, d: Double)? {
        var n = Point3(0, 0, 0)
        let p = f.points
        for i in 0..<p.count {   // Newell's method: robust for any convex polygon.
            let a = p[i], b = p[(i + 1) % p.count]
            n.x += (a.y - b.y) * (a.z + b.z)
            n.y += (a.z - b.z) * (a.x + b.x)
            n.z += (a.x - b.x) * (a.y + b.y)
        }
        let len = n.length
        guard len > 1e-12, len.isFinite else { return nil }
        n = n * (1 / len)
        return (n, -n.dot(p[0]))
    }

    private static func emit(_ faces: [Face3], eps: Double, into out: inout [Face3], depth: Int) {
        guard let first = faces.first else { return }
        guard faces.count > 1, depth < 64, let (n, d) = plane(of: first) else { out += faces; return }
        var front: [Face3] = [], back: [Face3] = [], coplanar: [Face3] = [first]
        for f in faces.dropFirst() {
            let dist = f.points.map { n.dot($0) + d }
            if dist.allSatisfy({ abs($0) <= eps }) { coplanar.append(f) }
            else if dist.allSatisfy({ $0 >= -eps }) { front.append(f) }
            else if dist.allSatisfy({ $0 <= eps }) { back.append(f) }
            else {
                let (fr, bk) = split(f, dist: dist, eps: eps)
                if fr.points.count >= 3 { front.append(fr) }
                if bk.points.count >= 3 { back.append(bk) }
            }
        }
        // The viewer is at +z infinity: it sees the side the normal's z points to.
        let viewerInFront = n.z >= 0
        emit(viewerInFront ? back : front, eps: eps, into: &out, depth: depth + 1)
        out += coplanar
        emit(viewerInFront ? front : back, eps: eps, into: &out, depth: depth + 1)
    }

    /// Splits a convex face along a plane given each point's signed distance to it.
    static func split(_ f: Face3, dist: [Double], eps: Double) -> (front: Face3, back: Face3) {
        var fr: [Point3] = [], bk: [Point3] = []
        let p = f.points
        for i in 0..<p.count {
            let j = (i + 1) % p.count
            let a = p[i], b = p[j], da = dist[i], db = dist[j]
            if da >= -eps { fr.append(a) }
            if da <= eps { bk.append(a) }
            if (da > eps && db < -eps) || (da < -eps && db > eps) {
                let t = da / (da - db)
                let m = a + (b - a) * t
                fr.append(m); bk.append(m)
            }
        }
        return (Face3(points: fr, face: f.face), Face3(points: bk, face: f.face))
    }
}
