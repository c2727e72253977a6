/// What a `CAValueFunction` does: how many scalars it takes, its identity, and the transform
/// it builds. Angles in radians; translations in the layer's points.
package struct ValueFunctionSpec: Sendable {
    /// 1 for the single-axis functions, 3 for `scale` and `translate`.
    package let arity: Int
    /// The scalars that give the identity transform.
    package let identity: [CGFloat]
    /// The transform of `arity` scalars.
    package let make: @Sendable ([CGFloat]) -> CATransform3D

    /// Apple's eleven functions by name.
    package static let table: [String: ValueFunctionSpec] = [
        "rotateX": ValueFunctionSpec(arity: 1, identity: [0]) { CATransform3DMakeRotation($0[0], 1, 0, 0) },
        "rotateY": ValueFunctionSpec(arity: 1, identity: [0]) { CATransform3DMakeRotation($0[0], 0, 1, 0) },
        "rotateZ": ValueFunctionSpec(arity: 1, identity: [0]) { CATransform3DMakeRotation($0[0], 0, 0, 1) },
        "scale": ValueFunctionSpec(arity: 3, identity: [1, 1, 1]) { CATransform3DMakeScale($0[0], $0[1], $0[2]) },
        "scaleX": ValueFunctionSpec(arity: 1, identity: [1]) { CATransform3DMakeScale($0[0], 1, 1) },
        "scaleY": ValueFunctionSpec(arity: 1, identity: [1]) { CATransform3DMakeScale(1, $0[0], 1) },
        "scaleZ": ValueFunctionSpec(arity: 1, identity: [1]) { CATransform3DMakeScale(1, 1, $0[0]) },
        "translate": ValueFunctionSpec(arity: 3, identity: [0, 0, 0]) { CATransform3DMakeTranslation($0[0], $0[1], $0[2]) },
        "translateX": ValueFunctionSpec(arity: 1, identity: [0]) { CATransform3DMakeTranslation($0[0], 0, 0) },
        "translateY": ValueFunctionSpec(arity: 1, identity: [0]) { CATransform3DMakeTranslation(0, $0[0], 0) },
        "translateZ": ValueFunctionSpec(arity: 1, identity: [0]) { CATransform3DMakeTranslation(0, 0, $0[0]) },
    ]

    /// The scalars an animation value stands for: a number (repeated for the 3-scalar
    /// functions, so `scale` by 2 scales all axes), or an array of `arity` numbers (two numbers
    /// for a 3-scalar function leave z at its identity); nil for anything else or non-finite numbers.
    package func vector(from value: Any) -> [CGFloat]? {
        var v: [Double]
        if let n = NumericCoercion.double(value) {
            v = Array(repeating: n, count: arity)
        } else if let list = NumericCoercion.doubles(value), list.count == arity || (arity == 3 && list.count == 2) {
            v = list
            if v.count < arity { v.append(Double(identity[2])) }
        } else {
            return nil
        }
        guard v.allSatisfy(\.isFinite) else { return nil }
        return v.map { CGFloat($0) }
    }
}

extension CAValueFunction {
    /// What this function does.
    package var spec: ValueFunctionSpec? { ValueFunctionSpec.table[name.rawValue] }
}
