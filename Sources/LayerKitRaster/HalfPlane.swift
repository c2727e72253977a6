import LayerKitGeometry

/// A 3x3 matrix in doubles (row-vector convention, `[x y w] * M`), the form homographies take
/// inside the raster stage.
struct Matrix3 {
    var m11, m12, m13, m21, m22, m23, m31, m32, m33: Double

    init(m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double, m32: Double, m33: Double) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    init(_ h: Homography) {
        self.init(m11: Double(h.m11), m12: Double(h.m12), m13: Double(h.m13), m21: Double(h.m21), m22: Double(h.m22),
                  m23: Double(h.m23), m31: Double(h.m31), m32: Double(h.m32), m33: Double(h.m33))
    }

    var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m21.isFinite && m22.isFinite && m23.isFinite
            && m31.isFinite && m32.isFinite && m33.isFinite
    }

    /// Whether the map has no perspective terms.
    var isAffine: Bool { m13 == 0 && m23 == 0 }

    /// The inverse, or nil when singular or not finite (the adjugate over the determinant).
    func inverse() -> Matrix3? {
        let det = m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
        guard det != 0, det.isFinite else { return nil }
        let i = 1 / det
        let r = Matrix3(m11: (m22 * m33 - m23 * m32) * i, m12: (m13 * m32 - m12 * m33) * i, m13: (m12 * m23 - m13 * m22) * i,
                        m21: (m23 * m31 - m21 * m33) * i, m22: (m11 * m33 - m13 * m31) * i, m23: (m13 * m21 - m11 * m23) * i,
                        m31: (m21 * m32 - m22 * m31) * i, m32: (m12 * m31 - m11 * m32) * i, m33: (m11 * m22 - m12 * m21) * i)
        return r.isFinite ? r : nil
    }

    /// `self` followed by `o`.
    func concatenating(_ o: Matrix3) -> Matrix3 {
        Matrix3(m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31, m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32,
                m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
                m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31, m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32,
                m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
                m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31, m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32,
                m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33)
    }

    /// This matrix as a device-to-plane map the raster stage uses: affine maps divided by m33
    /// (so w = 1 exactly); nil when not finite or when an affine map's w is not positive (the
    /// whole plane would be behind the eye).
    func deviceToLocal() -> Matrix3? {
        guard isFinite else { return nil }
        guard isAffine else { return self }
        guard m33 > 0 else { return nil }
        let s = m33
        let m = Matrix3(m11: m11 / s, m12: m12 / s, m13: 0, m21: m21 / s, m22: m22 / s, m23: 0,
                        m31: m31 / s, m32: m32 / s, m33: 1)
        return m.isFinite ? m : nil
    }

    /// The device line of the source-plane line `l0 x + l1 y + l2 w` when this matrix maps
    /// device points into that plane: its value at `(X, Y, 1)` is the line's value at `[X Y 1] * self`.
    func pullBack(_ l0: Double, _ l1: Double, _ l2: Double) -> (a: Double, b: Double, c: Double) {
        (m11 * l0 + m12 * l1 + m13 * l2, m21 * l0 + m22 * l1 + m23 * l2, m31 * l0 + m32 * l1 + m33 * l2)
    }
}

/// A device half-plane `d(X, Y) = a * px + (b * py + c) > 0`, evaluated at pixel centres
/// `px = X + 0.5`, `py = Y + 0.5`, always in this order so that every path gets the same bits.
///
/// Antialiased half-planes are normalised so `d` is a distance in pixels; their coverage is
/// clamp(0.5 + d, 0, 1). The others cover a pixel when d > 0, or d == 0 on a top or left edge
/// (a > 0, or a == 0 and b > 0): of two half-planes with exactly negated coefficients, exactly
/// one covers each pixel centre.
struct HalfPlane {
    var a: Double
    var b: Double
    var c: Double
    var antialiased: Bool
    var tieIncluded: Bool
    /// 1 / a where a division gives a trustworthy estimate of a row's boundary (|a| >= 1e-6),
    /// else 0 (then `looseRange` solves exactly).
    var inverseA: Double

    /// A half-plane from raw coefficients; antialiased ones are normalised to pixel distances
    /// (a line at infinity keeps a = b = 0 and a constant sign).
    init(a: Double, b: Double, c: Double, antialiased: Bool) {
        self.antialiased = antialiased
        if antialiased {
            let n = (a * a + b * b).squareRoot()
            if n > 0, n.isFinite, (c / n).isFinite {
                self.a = a / n; self.b = b / n; self.c = c / n
            } else {
                self.a = 0; self.b = 0; self.c = c > 0 ? 1e9 : -1e9
            }
        } else {
            self.a = a; self.b = b; self.c = c
        }
        tieIncluded = self.a > 0 || (self.a == 0 && self.b > 0)
        inverseA = abs(self.a) >= 1e-6 && abs(self.a) < 1e300 ? 1 / self.a : 0
    }

    /// The part of d that is constant along row `py`.
    @inline(__always) func rowOffset(_ py: Double) -> Double { b * py + c }

    /// Coverage factor at `px` on a row with offset `r`: clamp(0.5 + d) when antialiased, else 0 or 1.
    @inline(__always) func coverage(_ px: Double, _ r: Double) -> Double {
        let d = a * px + r
        if antialiased {
            var v = 0.5 + d
            v = v > 0 ? v : 0
            return v < 1 ? v : 1
        }
        return d > 0 || (d == 0 && tieIncluded) ? 1 : 0
    }

    /// Whether pixel centre `px` on a row with offset `r` is strictly inside (d > 0).
    @inline(__always) func strictlyInside(_ px: Double, _ r: Double) -> Bool { a * px + r > 0 }

    /// The columns of `lo ..< hi` with coverage above 0 on a row with offset `r`.
    @inline(__always) func anyRange(_ r: Double, _ lo: Int, _ hi: Int) -> (Int, Int) {
        antialiased ? solve(r, -0.5, false, lo, hi) : solve(r, 0, tieIncluded, lo, hi)
    }

    /// The columns of `lo ..< hi` with coverage exactly 1 on a row with offset `r`.
    @inline(__always) func fullRange(_ r: Double, _ lo: Int, _ hi: Int) -> (Int, Int) {
        antialiased ? solve(r, 0.5, true, lo, hi) : solve(r, 0, tieIncluded, lo, hi)
    }

    /// The columns of `lo ..< hi` whose centre is strictly inside.
    @inline(__always) func strictRange(_ r: Double, _ lo: Int, _ hi: Int) -> (Int, Int) { solve(r, 0, false, lo, hi) }

    /// Like `solve`, but only bounded by a division: a superset of the exact range (`grow`) or a
    /// subset (otherwise), off by at most one pixel where the boundary is within 0.01 of a
    /// pixel centre. The estimate x = (t - r) / a - 0.5 is off by well under the margin: with
    /// |r| < 1e7 and |a| >= 1e-6 the rounding of r and of t - r moves it by under 5e-3 pixels,
    /// and the division and subtraction by a few ulps of x; other rows are solved exactly.
    @inline(__always) func looseRange(_ r: Double, _ t: Double, _ inclusive: Bool, grow: Bool, _ lo: Int, _ hi: Int) -> (Int, Int) {
        guard lo < hi else { return (lo, lo) }
        let x = (t - r) * inverseA - 0.5
        guard inverseA != 0, abs(r) < 1e7, abs(x) < 1e9 else { return solve(r, t, inclusive, lo, hi) }
        let delta = 0.01 + abs(x) * 1e-12
        @inline(__always) func fix(_ v: Int) -> Int { min(max(v, lo), hi) }
        if a > 0 {
            // The range starts at the first X above x (or at x).
            return (fix(grow ? ceilToInt(x - delta) : floorToInt(x + delta) + 1), hi)
        }
        // The range ends after the last X below x (or at x).
        return (lo, fix(grow ? floorToInt(x + delta) + 1 : ceilToInt(x - delta)))
    }

    /// A superset of the columns with coverage above 0 (see `looseRange`).
    @inline(__always) func looseAnyRange(_ r: Double, _ lo: Int, _ hi: Int) -> (Int, Int) {
        antialiased ? looseRange(r, -0.5, false, grow: true, lo, hi) : looseRange(r, 0, tieIncluded, grow: true, lo, hi)
    }

    /// A subset of the columns with coverage exactly 1 (see `looseRange`).
    @inline(__always) func looseFullRange(_ r: Double, _ lo: Int, _ hi: Int) -> (Int, Int) {
        antialiased ? looseRange(r, 0.5, true, grow: false, lo, hi) : looseRange(r, 0, tieIncluded, grow: false, lo, hi)
    }

    /// A superset of the columns whose centre is strictly inside.
    @inline(__always) func looseStrictRange(_ r: Double, _ lo: Int, _ hi: Int) -> (Int, Int) {
        looseRange(r, 0, false, grow: true, lo, hi)
    }

    /// The sub-range of `lo ..< hi` where `a * (X + 0.5) + r` is above `t` (or equal, when
    /// `inclusive`). The test is monotone in X, so the answer is a range; an estimate by division
    /// is corrected by evaluating the test itself at the boundary, so the result agrees exactly
    /// with a per-pixel evaluation.
    ///
    /// Not inlined and optimised for size: the fix-up loops run zero to two steps, and LLVM's
    /// vectorisation of early-exit loops turns each into a 16-wide search whose set-up cost
    /// several times the row it bounds (rotate100 spent a third of its time here).
    @inline(never) @_optimize(size)
    func solve(_ r: Double, _ t: Double, _ inclusive: Bool, _ lo: Int, _ hi: Int) -> (Int, Int) {
        guard lo < hi else { return (lo, lo) }
        @inline(__always) func holds(_ x: Int) -> Bool {
            let d = a * (Double(x) + 0.5) + r
            return inclusive ? d >= t : d > t
        }
        // The estimate only picks where the fix-up steps start: a multiply by the stored 1 / a
        // where there is one, and an integer conversion for the floor (no division, no libm call).
        let inv = inverseA != 0 ? inverseA : 1 / a
        if a > 0 {
            let est = (t - r) * inv - 0.5
            var x: Int
            if !(est >= Double(lo)) { x = lo } else if !(est < Double(hi)) { x = hi } else { x = floorToInt(est) }
            while x > lo && holds(x - 1) { x -= 1 }
            while x < hi && !holds(x) { x += 1 }
            return (x, hi)
        }
        if a < 0 {
            let est = (t - r) * inv - 0.5
            var e: Int
            if !(est >= Double(lo)) { e = lo } else if !(est < Double(hi)) { e = hi } else { e = floorToInt(est) + 1 }
            while e < hi && holds(e) { e += 1 }
            while e > lo && !holds(e - 1) { e -= 1 }
            return (lo, e)
        }
        return holds(lo) ? (lo, hi) : (lo, lo)
    }
}

/// `v` rounded down to an integer, for finite |v| < 2^63: `Int(v.rounded(.down))` without the
/// libm call a baseline x86-64 build makes for it (and the register spills around the call),
/// which cost the span path a tenth of rotate100's time in its row bounds.
@inline(__always) func floorToInt(_ v: Double) -> Int {
    let t = Int(v)
    return Double(t) > v ? t - 1 : t
}

/// `v` rounded up to an integer, for finite |v| < 2^63: `Int(v.rounded(.up))` (see `floorToInt`).
@inline(__always) func ceilToInt(_ v: Double) -> Int {
    let t = Int(v)
    return Double(t) < v ? t + 1 : t
}
