import Testing
@testable import LayerKitAnimation

/// A presentation state for tests: key path → value, with sub-key paths (`position.x`,
/// `transform.rotation.z`) reached through `KeyValueComposite`, and values written back
/// coerced to the stored property's type, as a layer does.
final class TestTarget: AnimationTarget {
    var values: [String: any AnimatableValue]
    var transitions: [(transition: CATransition, progress: Double)] = []
    /// Key paths written, in order.
    var writes: [String] = []

    init(_ values: [String: any AnimatableValue]) { self.values = values }

    /// A key path resolves to itself, boxed.
    final class Path {
        let keyPath: String
        init(_ keyPath: String) { self.keyPath = keyPath }
    }

    var keyPathDomain: ObjectIdentifier { ObjectIdentifier(TestTarget.self) }

    func resolveKeyPath(_ keyPath: String) -> AnyObject { Path(keyPath) }

    func presentationValue(at path: AnyObject) -> (any AnimatableValue)? {
        let keyPath = (path as! Path).keyPath
        if let v = values[keyPath] { return v }
        guard let (root, sub) = Self.split(keyPath), let composite = values[root] as? any KeyValueComposite else { return nil }
        return composite.value(forSubKeyPath: sub)
    }

    func setPresentationValue(_ value: any AnimatableValue, at path: AnyObject) {
        let keyPath = (path as! Path).keyPath
        writes.append(keyPath)
        if let old = values[keyPath] {
            if let v = Self.coerce(value, like: old) { values[keyPath] = v }
            return
        }
        guard let (root, sub) = Self.split(keyPath), let composite = values[root] as? any KeyValueComposite,
              let updated = composite.setting(value, forSubKeyPath: sub) as? any AnimatableValue else { return }
        values[root] = updated
    }

    func setTransition(_ transition: CATransition, progress: Double) {
        transitions.append((transition, progress))
    }

    subscript<V>(_ keyPath: String, as type: V.Type = V.self) -> V? { presentationValue(forKeyPath: keyPath) as? V }

    private static func coerce<V: AnimatableValue>(_ value: Any, like old: V) -> (any AnimatableValue)? { V.coerce(value) }

    private static func split(_ keyPath: String) -> (String, String)? {
        guard let dot = keyPath.firstIndex(of: ".") else { return nil }
        return (String(keyPath[..<dot]), String(keyPath[keyPath.index(after: dot)...]))
    }
}

/// Whether `a` and `b` differ by at most `eps`.
func near(_ a: Double, _ b: Double, _ eps: Double = 1e-9) -> Bool { abs(a - b) <= eps }
func near(_ a: CGFloat, _ b: CGFloat, _ eps: CGFloat = 1e-9) -> Bool { abs(a - b) <= eps }
func near(_ a: CGPoint, _ b: CGPoint, _ eps: CGFloat = 1e-9) -> Bool { near(a.x, b.x, eps) && near(a.y, b.y, eps) }
func near(_ a: CATransform3D, _ b: CATransform3D, _ eps: CGFloat = 1e-9) -> Bool {
    zip(a.entries, b.entries).allSatisfy { abs($0 - $1) <= eps }
}
/// RGBA components of a colour (gray expanded).
func rgba(_ c: CGColor?) -> [CGFloat] {
    guard let c else { return [] }
    let v = c.rgba
    return [v.r, v.g, v.b, v.a]
}
func near(_ a: [CGFloat], _ b: [CGFloat], _ eps: CGFloat = 1e-9) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= eps }
}

/// The radians of `degrees`.
func radians(_ degrees: Double) -> CGFloat { CGFloat(degrees * .pi / 180) }

/// The book's S-curve (8.6): from (0,150) to (300,150), control points (75,0) and (225,300).
func bookSCurve() -> CGPath {
    let p = CGMutablePath()
    p.move(to: CGPoint(x: 0, y: 150))
    p.addCurve(to: CGPoint(x: 300, y: 150), control1: CGPoint(x: 75, y: 0), control2: CGPoint(x: 225, y: 300))
    return p
}

extension CABasicAnimation {
    /// A basic animation with the given parts (test shorthand).
    static func make(_ keyPath: String, from: Any? = nil, to: Any? = nil, by: Any? = nil, duration: Double = 1) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: keyPath)
        a.fromValue = from; a.toValue = to; a.byValue = by; a.duration = duration
        return a
    }
}
