import Testing
@testable import LayerKitLayers
import LayerKitTestSupport

/// `NSValue` boxing of geometry as Apple code writes it. Oracles: QuartzCore's CATransform3D.h
/// (`+valueWithCATransform3D:`) and UIKit's UIGeometry.h (`+valueWithCGPoint:`...), whose boxes
/// Core Animation takes wherever it takes the bare value.
@Suite("NSValue-boxed animation values", .ownMediaClock)
struct AppleValueBoxingTests {
    @Test("boxes round-trip: NSValue(caTransform3D:).caTransform3DValue, cgPoint, cgSize, cgRect, cgAffineTransform; equal boxes are equal")
    func roundTrip() {
        let t = CATransform3DRotate(CATransform3DMakeScale(2, 3, 1), 0.7, 0, 0, 1)
        #expect(NSValue(caTransform3D: t).caTransform3DValue == t)
        #expect(NSValue(caTransform3D: t) == NSValue(caTransform3D: t))
        #expect(NSValue(caTransform3D: t) != NSValue(caTransform3D: .identity))
        let a = CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 4, y: 5)
        #expect(NSValue(cgAffineTransform: a).cgAffineTransformValue == a)
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
        let r = CGRect(x: 1, y: 2, width: -3, height: 4)
        #expect(NSValue(cgRect: r).cgRectValue == r)
        #expect(NSValue(cgPoint: .zero).boxedCATransform3D == nil && NSValue(caTransform3D: t).boxedCGAffineTransform == nil)
    }

    /// The presentation value at `keyPath` at 0, 1/4, 1/2 and 3/4 of a 1-second animation
    /// that `configure` sets up, on a fresh layer.
    private func samples(_ keyPath: String, _ configure: (CABasicAnimation) -> Void) -> [Any?] {
        var out: [Any?] = []
        withFrozenClock {
            let host = FakeHost()
            let root = shownRoot(host: host)
            let layer = CALayer()
            layer.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
            root.addSublayer(layer)
            CATransaction.flush()
            let a = CABasicAnimation(keyPath: keyPath)
            a.duration = 1
            configure(a)
            layer.add(a, forKey: "k")
            CATransaction.flush()
            for _ in 0..<4 {
                out.append(layer.presentation()?.value(forKeyPath: keyPath))
                MediaClock.advance(by: 0.25)
            }
        }
        return out
    }

    private func same(_ a: [Any?], _ b: [Any?]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { x, y in
            switch (x, y) {
            case let (p as CATransform3D, q as CATransform3D): return p == q
            case let (p as CGPoint, q as CGPoint): return p == q
            case let (p as CGSize, q as CGSize): return p == q
            case let (p as CGRect, q as CGRect): return p == q
            default: return false
            }
        }
    }

    @Test("a basic animation given boxed fromValue/toValue/byValue has the same presentation values as one given the bare values")
    func basicBoxedEqualsBare() {
        let t0 = CATransform3DMakeRotation(0.2, 0, 0, 1), t1 = CATransform3DScale(CATransform3DMakeRotation(1.4, 0, 0, 1), 2, 2, 1)
        let bareT = samples("transform") { $0.fromValue = t0; $0.toValue = t1 }
        #expect(same(bareT, samples("transform") { $0.fromValue = NSValue(caTransform3D: t0); $0.toValue = NSValue(caTransform3D: t1) }))
        #expect(!same(bareT, samples("transform") { $0.fromValue = t0; $0.toValue = t0 }), "the comparison can fail")
        let a0 = CGAffineTransform(rotationAngle: 0.5), a1 = CGAffineTransform(scaleX: 3, y: 1)
        #expect(same(samples("transform") { $0.fromValue = a0; $0.toValue = a1 },
                     samples("transform") { $0.fromValue = NSValue(cgAffineTransform: a0); $0.toValue = NSValue(cgAffineTransform: a1) }))
        let p0 = CGPoint(x: 0, y: 0), p1 = CGPoint(x: 100, y: 40)
        #expect(same(samples("position") { $0.fromValue = p0; $0.toValue = p1 },
                     samples("position") { $0.fromValue = NSValue(cgPoint: p0); $0.toValue = NSValue(cgPoint: p1) }))
        #expect(same(samples("position") { $0.byValue = p1 }, samples("position") { $0.byValue = NSValue(cgPoint: p1) }))
        let s1 = CGSize(width: 90, height: 10)
        #expect(same(samples("bounds.size") { $0.toValue = s1 }, samples("bounds.size") { $0.toValue = NSValue(cgSize: s1) }))
        let r1 = CGRect(x: 5, y: 5, width: 200, height: 20)
        #expect(same(samples("bounds") { $0.toValue = r1 }, samples("bounds") { $0.toValue = NSValue(cgRect: r1) }))
        #expect(same(samples("sublayerTransform") { $0.toValue = t1 },
                     samples("sublayerTransform") { $0.toValue = NSValue(caTransform3D: t1) }))
    }

    @Test("a keyframe animation's values may be boxed: the same presentation values as bare ones")
    func keyframeBoxedEqualsBare() {
        func run(_ values: [Any]) -> [CATransform3D] {
            var out: [CATransform3D] = []
            withFrozenClock {
                let host = FakeHost()
                let root = shownRoot(host: host)
                let k = CAKeyframeAnimation(keyPath: "transform")
                k.values = values
                k.duration = 1
                root.add(k, forKey: "k")
                CATransaction.flush()
                for _ in 0..<5 {
                    out.append(root.presentation()?.transform ?? .identity)
                    MediaClock.advance(by: 0.2)
                }
            }
            return out
        }
        let ts = [CATransform3DIdentity, CATransform3DMakeRotation(.pi / 2, 0, 0, 1), CATransform3DMakeScale(2, 1, 1)]
        let bare = run(ts)
        #expect(bare == run(ts.map { NSValue(caTransform3D: $0) }))
        #expect(bare != run([ts[0], ts[0], ts[0]]))
    }

    @Test("setValue(_:forKey:) and setValue(_:forKeyPath:) take boxes as the bare values (transform, sublayerTransform, position, bounds)")
    func setValueBoxed() {
        let layer = CALayer()
        let t = CATransform3DMakeRotation(0.5, 1, 0, 0)
        layer.setValue(NSValue(caTransform3D: t), forKey: "transform")
        #expect(layer.transform == t)
        layer.setValue(NSValue(cgAffineTransform: CGAffineTransform(scaleX: 2, y: 3)), forKey: "sublayerTransform")
        #expect(layer.sublayerTransform == CATransform3DMakeScale(2, 3, 1))
        layer.setValue(NSValue(cgPoint: CGPoint(x: 7, y: 8)), forKey: "position")
        #expect(layer.position == CGPoint(x: 7, y: 8))
        layer.setValue(NSValue(cgRect: CGRect(x: 0, y: 0, width: 30, height: 40)), forKeyPath: "bounds")
        #expect(layer.bounds.size == CGSize(width: 30, height: 40))
        let replicator = CAReplicatorLayer()
        replicator.setValue(NSValue(caTransform3D: t), forKey: "instanceTransform")
        #expect(replicator.instanceTransform == t)
    }
}
