import Testing
@testable import LayerKitAnimation
import LayerKitTestSupport

/// Oracle: Apple's "Core Animation Programming Guide", Key-Value Coding Extensions (CGPoint,
/// CGSize, CGRect fields; CATransform3D key paths rotation.x/y/z, rotation, scale.x/y/z,
/// scale, translation.x/y/z, translation), and hand computation of the matrices.
@Suite("Key-path parts", .ownMediaClock)
struct KeyValueCompositeTests {
    @Test("points, sizes and rects read and write their fields by name")
    func geometryFields() {
        let p = CGPoint(x: 1, y: 2)
        #expect(p.value(forSubKeyPath: "y") as? CGFloat == 2)
        #expect(p.setting(NSNumber(value: 5), forSubKeyPath: "x") == CGPoint(x: 5, y: 2))
        let s = CGSize(width: 3, height: 4)
        #expect(s.setting(9, forSubKeyPath: "height") == CGSize(width: 3, height: 9))
        let r = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(r.value(forSubKeyPath: "origin") as? CGPoint == CGPoint(x: 1, y: 2))
        #expect(r.value(forSubKeyPath: "size.width") as? CGFloat == 3)
        #expect(r.setting(10, forSubKeyPath: "origin.y") == CGRect(x: 1, y: 10, width: 3, height: 4))
        #expect(r.setting(CGSize(width: 7, height: 8), forSubKeyPath: "size") == CGRect(x: 1, y: 2, width: 7, height: 8))
    }

    @Test("unknown parts and values of the wrong type give nil")
    func unknownParts() {
        #expect(CGPoint.zero.value(forSubKeyPath: "z") == nil)
        #expect(CGPoint.zero.setting("one", forSubKeyPath: "x") == nil)
        #expect(CGRect.zero.setting(CGPoint.zero, forSubKeyPath: "size") == nil)
        #expect(CATransform3D.identity.value(forSubKeyPath: "rotation.w") == nil)
        #expect(CATransform3D.identity.setting(CGFloat.nan, forSubKeyPath: "rotation") == nil)
    }

    static let components = ["rotation.x", "rotation.y", "rotation.z", "scale.x", "scale.y", "scale.z",
                             "translation.x", "translation.y", "translation.z"]

    @Test("each rotation angle set on the identity reads back within (-π, π]", arguments: ["rotation.x", "rotation.y", "rotation.z", "rotation"])
    func rotationRoundTrip(keyPath: String) throws {
        for i in -63...63 {
            let angle = CGFloat(i) * 0.05   // up to ±3.15: past π wraps
            let t = try #require(CATransform3D.identity.setting(angle, forSubKeyPath: keyPath))
            let read = try #require(t.value(forSubKeyPath: keyPath) as? CGFloat)
            #expect(near(read, wrapAngle(angle), 1e-9), "\(keyPath) = \(angle) read \(read)")
        }
    }

    @Test("rotation matrices match CATransform3DMakeRotation about each axis")
    func rotationMatrices() {
        for (key, axis) in [("rotation.x", (1.0, 0.0, 0.0)), ("rotation.y", (0, 1, 0)), ("rotation.z", (0, 0, 1)), ("rotation", (0, 0, 1))] {
            let t = CATransform3D.identity.setting(0.7, forSubKeyPath: key)!
            #expect(near(t, CATransform3DMakeRotation(0.7, CGFloat(axis.0), CGFloat(axis.1), CGFloat(axis.2)), 1e-12), "\(key)")
        }
    }

    @Test("setting one part keeps the others (each part of a general transform)", arguments: components)
    func otherPartsKept(keyPath: String) throws {
        var t = CATransform3DMakeTranslation(10, -20, 5)
        t = CATransform3DRotate(t, 0.3, 1, 0, 0)
        t = CATransform3DRotate(t, -0.2, 0, 1, 0)
        t = CATransform3DRotate(t, 0.5, 0, 0, 1)
        var shear = CATransform3D.identity
        shear.m21 = 0.3                        // an xy skew, which must survive too
        t = CATransform3DScale(shear.concatenating(t), 2, 3, 0.5)
        let before = TransformComponents(t)
        let value: CGFloat = keyPath.hasPrefix("rotation") ? 1.1 : (keyPath.hasPrefix("scale") ? 1.7 : 42)
        let changed = try #require(t.setting(value, forSubKeyPath: keyPath))
        #expect(near(try #require(changed.value(forSubKeyPath: keyPath) as? CGFloat), value, 1e-9))
        for other in Self.components where other != keyPath {
            let a = try #require(t.value(forSubKeyPath: other) as? CGFloat)
            let b = try #require(changed.value(forSubKeyPath: other) as? CGFloat)
            #expect(near(a, b, 1e-9), "\(keyPath) changed \(other): \(a) → \(b)")
        }
        let (k0, k1) = (before.skew, TransformComponents(changed).skew)
        #expect(abs(k0.x) > 0.05 && near(k0.x, k1.x, 1e-9) && near(k0.y, k1.y, 1e-9) && near(k0.z, k1.z, 1e-9))
    }

    @Test("scale reads the average of the three and sets all three; translation is a CGSize of x and y")
    func aggregateParts() throws {
        let t = CATransform3DMakeScale(1, 2, 6)
        #expect(t.value(forSubKeyPath: "scale") as? CGFloat == 3)
        let s = try #require(CATransform3DMakeRotation(0.4, 0, 0, 1).setting(2, forSubKeyPath: "scale"))
        #expect(near(s, CATransform3DScale(CATransform3DMakeRotation(0.4, 0, 0, 1), 2, 2, 2), 1e-12))
        let m = CATransform3DMakeTranslation(3, 4, 5)
        #expect(m.value(forSubKeyPath: "translation") as? CGSize == CGSize(width: 3, height: 4))
        let moved = try #require(m.setting(CGSize(width: -1, height: 7), forSubKeyPath: "translation"))
        #expect(near(moved, CATransform3DMakeTranslation(-1, 7, 5), 1e-12))
    }

    @Test("a negative scale on any one axis reads back (mirrored transforms)", arguments: ["scale.x", "scale.y", "scale.z"])
    func mirrored(keyPath: String) throws {
        let base = CATransform3DMakeRotation(0.3, 0, 0, 1)
        let t = try #require(base.setting(-2, forSubKeyPath: keyPath))
        #expect(near(try #require(t.value(forSubKeyPath: keyPath) as? CGFloat), -2, 1e-9))
        #expect(near(try #require(t.value(forSubKeyPath: "rotation.z") as? CGFloat), 0.3, 1e-9))
    }

    @Test("a zero scale keeps the translation and the rotation of the remaining axes")
    func singular() throws {
        let t = CATransform3DScale(CATransform3DRotate(CATransform3DMakeTranslation(7, 8, 0), 0.5, 0, 0, 1), 0, 1, 1)
        #expect(t.value(forSubKeyPath: "scale.x") as? CGFloat == 0)
        #expect(near(try #require(t.value(forSubKeyPath: "rotation.z") as? CGFloat), 0.5, 1e-12))
        #expect(t.value(forSubKeyPath: "translation") as? CGSize == CGSize(width: 7, height: 8))
        let restored = try #require(t.setting(1, forSubKeyPath: "scale.x"))
        #expect(near(restored, CATransform3DRotate(CATransform3DMakeTranslation(7, 8, 0), 0.5, 0, 0, 1), 1e-12))
        let flat = CATransform3DMakeScale(0, 0, 0)
        #expect(flat.value(forSubKeyPath: "rotation") as? CGFloat == 0)
    }

    @Test("gimbal lock: rotation.y = ±π/2 reads back, with x folded into z")
    func gimbal() throws {
        let t = try #require(CATransform3D.identity.setting(CGFloat.pi / 2, forSubKeyPath: "rotation.y"))
        #expect(near(try #require(t.value(forSubKeyPath: "rotation.y") as? CGFloat), .pi / 2, 1e-7))
        let u = try #require(t.setting(0.3, forSubKeyPath: "rotation.z"))
        #expect(near(u, TransformComponents(u).transform, 1e-9))
    }

    @Test("wrapAngle maps every angle into (-π, π]")
    func wrapping() {
        #expect(wrapAngle(.pi) == .pi)
        #expect(near(wrapAngle(-.pi), .pi))
        #expect(near(wrapAngle(3 * .pi / 2), -.pi / 2))
        #expect(near(wrapAngle(-7), -7 + 2 * .pi))
        #expect(wrapAngle(.nan) == 0)
    }

    @Test("components recompose to the same matrix for random transforms, perspective included", arguments: 0..<20)
    func recompose(seed: Int) {
        var g = SeededRandom(seed: UInt64(seed + 7))
        var t = CATransform3DMakeTranslation(g.uniform(-50...50), g.uniform(-50...50), g.uniform(-50...50))
        t = CATransform3DRotate(t, g.uniform(-3...3), g.uniform(-1...1), g.uniform(-1...1), g.uniform(-1...1))
        t = CATransform3DScale(t, g.uniform(0.2...3) * (seed % 3 == 0 ? -1 : 1), g.uniform(0.2...3), g.uniform(0.2...3))
        if seed % 2 == 0 { t.m34 = -1 / 500 }
        let c = TransformComponents(t)
        var expected = t
        expected.entries = t.entries.map { $0 / t.m44 }
        #expect(near(c.transform, expected, 1e-9))
    }
}
