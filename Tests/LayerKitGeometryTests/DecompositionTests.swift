import Testing
@testable import LayerKitGeometry

private func close(_ a: CATransform3D, _ b: CATransform3D, _ eps: CGFloat = 1e-9) -> Bool {
    zip(a.entries, b.entries).allSatisfy { abs($0 - $1) <= eps }
}

@Suite("Transform decomposition")
struct DecompositionTests {
    @Test("decomposing and recomposing returns the same matrix", arguments: 0..<40)
    func roundTrip(seed: Int) throws {
        var g = SplitMix64(seed: UInt64(seed + 1))
        var t = CATransform3DMakeTranslation(g.uniform(-100...100), g.uniform(-100...100), g.uniform(-100...100))
        t = CATransform3DRotate(t, g.uniform(-3...3), g.uniform(-1...1), g.uniform(-1...1), g.uniform(-1...1))
        t = CATransform3DScale(t, g.uniform(0.2...3), g.uniform(0.2...3), g.uniform(0.2...3))
        if seed % 3 == 0 { t.m21 += g.uniform(-0.5...0.5) }
        if seed % 4 == 0 { t.m34 = -1 / 500 }
        if seed % 5 == 0 { t = CATransform3DScale(t, -1, 1, 1) }
        let d = try #require(t.decomposed())
        #expect(close(CATransform3D(d), t, 1e-7), "\(t) vs \(CATransform3D(d))")
    }

    @Test("halfway between identity and a half-turn about z is a quarter-turn")
    func slerpHalfTurn() throws {
        let a = try #require(CATransform3D.identity.decomposed())
        let b = try #require(CATransform3DMakeRotation(.pi, 0, 0, 1).decomposed())
        let mid = CATransform3D(a.interpolated(to: b, fraction: 0.5))
        #expect(close(mid, CATransform3DMakeRotation(.pi / 2, 0, 0, 1), 1e-9))
    }

    // Oracle: hand computation. A half-turn about (1,-1,0)/sqrt(2) maps x to -y and y to -x,
    // the half-turn about (1,1,0)/sqrt(2) maps x to +y; with w = 0 only the off-diagonal sums
    // (Shepperd's method) tell the two apart.
    @Test("exact half-turns about diagonal axes decompose to the same rotation", arguments: [
        (1.0, -1.0, 0.0), (1.0, 1.0, 0.0), (0.0, 1.0, -1.0), (-1.0, 0.0, 1.0), (1.0, -1.0, 1.0)])
    func halfTurnAxes(axis: (Double, Double, Double)) throws {
        var t = CATransform3DMakeRotation(.pi, axis.0, axis.1, axis.2)
        t.entries = t.entries.map { ($0 * 1e12).rounded() / 1e12 }  // make the zeros exact
        let d = try #require(t.decomposed())
        #expect(close(CATransform3D(d), t, 1e-12), "\(t) vs \(CATransform3D(d))")
    }

    // Oracle: Core Animation animates matrices along the shortest path (a clock hand ticking
    // from 30 s to 31 s turns 6°, book listing 8.4); hand computation of the midpoints.
    @Test("interpolating two rotations takes the shorter arc, also across the half-turn", arguments: [
        (180.0, 186.0, 183.0), (170.0, 190.0, 180.0), (354.0, 360.0, 357.0), (90.0, 300.0, 15.0), (186.0, 180.0, 183.0)])
    func shorterArc(degrees: (from: Double, to: Double, mid: Double)) throws {
        func rz(_ deg: Double) -> CATransform3D { CATransform3DMakeRotation(CGFloat(deg * .pi / 180), 0, 0, 1) }
        let a = try #require(rz(degrees.from).decomposed())
        let b = try #require(rz(degrees.to).decomposed())
        let mid = CATransform3D(a.interpolated(to: b, fraction: 0.5))
        #expect(close(mid, rz(degrees.mid), 1e-9), "\(mid) vs \(rz(degrees.mid))")
    }

    @Test("a full turn decomposes like the identity, so animating to it shows no motion")
    func fullTurn() throws {
        let d = try #require(CATransform3DMakeRotation(2 * .pi, 0, 0, 1).decomposed())
        let mid = CATransform3D(DecomposedTransform3D.identity.interpolated(to: d, fraction: 0.5))
        #expect(close(mid, .identity, 1e-9))
    }
}

/// Oracle: the named fields (`m11` ... `m44`) and the row-vector product written out.
@Suite("CATransform3D entries by row and column")
struct TransformEntryTests {
    @Test("entry (r, c) reads and writes the field m(r+1)(c+1), and no other")
    func subscriptMatchesFields() {
        var t = CATransform3D()
        for i in 0..<16 { t[i / 4, i % 4] = CGFloat(i + 1) }
        #expect(t.entries == (1...16).map { CGFloat($0) })
        #expect(t.m11 == 1 && t.m14 == 4 && t.m21 == 5 && t.m34 == 12 && t.m41 == 13 && t.m44 == 16)
        for i in 0..<16 { #expect(t[i / 4, i % 4] == t.entries[i]) }
    }

    @Test("translatedFirst is a translation by (x, y, z) followed by the transform")
    func translatedFirst() {
        let m = CATransform3DMakeRotation(0.7, 0.3, 0.5, 0.8).concatenating(CATransform3DMakeScale(2, 3, 0.5))
        var p = m
        p.m34 = -1.0 / 500
        let got = p.translatedFirst(x: 4, y: -7, z: 2.5)
        let want = CATransform3DMakeTranslation(4, -7, 2.5).concatenating(p)
        for i in 0..<16 { #expect(abs(got.entries[i] - want.entries[i]) < 1e-12) }
        #expect(Array(got.entries[0..<12]) == Array(p.entries[0..<12]))
    }

    @Test("isFinite is false when any one entry is NaN or infinite")
    func finiteness() {
        #expect(CATransform3D.identity.isFinite)
        for i in 0..<16 {
            var t = CATransform3D.identity
            t[i / 4, i % 4] = i % 2 == 0 ? .nan : .infinity
            #expect(!t.isFinite)
        }
    }
}
