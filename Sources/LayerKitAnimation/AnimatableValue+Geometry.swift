extension CGPoint: AnimatableValue {
    /// A finite `CGPoint`, or an `NSValue` holding one.
    package static func coerce(_ value: Any) -> CGPoint? {
        var p = value as? CGPoint
        if p == nil, let sig = NumericCoercion.valueSignature(value), sig.hasPrefix("{CGPoint") { p = (value as? NSValue)?.pointValue }
        guard let p, p.x.isFinite, p.y.isFinite else { return nil }
        return p
    }
    package func interpolated(to other: CGPoint, fraction t: Double) -> CGPoint {
        CGPoint(x: x.interpolated(to: other.x, fraction: t), y: y.interpolated(to: other.y, fraction: t))
    }
    package func adding(_ o: CGPoint) -> CGPoint { CGPoint(x: x + o.x, y: y + o.y) }
    package func subtracting(_ o: CGPoint) -> CGPoint { CGPoint(x: x - o.x, y: y - o.y) }
    package func scaled(by s: Double) -> CGPoint { CGPoint(x: x * CGFloat(s), y: y * CGFloat(s)) }
    /// Euclidean distance, in the property's units (points).
    package func distance(to o: CGPoint) -> Double { Double(hypot(o.x - x, o.y - y)) }
}

extension CGSize: AnimatableValue {
    /// A finite `CGSize`, or an `NSValue` holding one.
    package static func coerce(_ value: Any) -> CGSize? {
        var s = value as? CGSize
        if s == nil, let sig = NumericCoercion.valueSignature(value), sig.hasPrefix("{CGSize") { s = (value as? NSValue)?.sizeValue }
        guard let s, s.width.isFinite, s.height.isFinite else { return nil }
        return s
    }
    package func interpolated(to other: CGSize, fraction t: Double) -> CGSize {
        CGSize(width: width.interpolated(to: other.width, fraction: t),
               height: height.interpolated(to: other.height, fraction: t))
    }
    package func adding(_ o: CGSize) -> CGSize { CGSize(width: width + o.width, height: height + o.height) }
    package func subtracting(_ o: CGSize) -> CGSize { CGSize(width: width - o.width, height: height - o.height) }
    package func scaled(by s: Double) -> CGSize { CGSize(width: width * CGFloat(s), height: height * CGFloat(s)) }
    package func distance(to o: CGSize) -> Double { Double(hypot(o.width - width, o.height - height)) }
}

extension CGRect: AnimatableValue {
    /// A finite `CGRect`, or an `NSValue` holding one. Rectangles are taken as given (not
    /// standardized), so origin and size interpolate separately, as on Apple.
    package static func coerce(_ value: Any) -> CGRect? {
        var r = value as? CGRect
        if r == nil, let sig = NumericCoercion.valueSignature(value), sig.hasPrefix("{CGRect") { r = (value as? NSValue)?.rectValue }
        guard let r, r.origin.x.isFinite, r.origin.y.isFinite, r.size.width.isFinite, r.size.height.isFinite else { return nil }
        return r
    }
    package func interpolated(to other: CGRect, fraction t: Double) -> CGRect {
        CGRect(origin: origin.interpolated(to: other.origin, fraction: t), size: size.interpolated(to: other.size, fraction: t))
    }
    package func adding(_ o: CGRect) -> CGRect { CGRect(origin: origin.adding(o.origin), size: size.adding(o.size)) }
    package func subtracting(_ o: CGRect) -> CGRect { CGRect(origin: origin.subtracting(o.origin), size: size.subtracting(o.size)) }
    package func scaled(by s: Double) -> CGRect { CGRect(origin: origin.scaled(by: s), size: size.scaled(by: s)) }
    /// Euclidean distance over the four numbers (x, y, width, height).
    package func distance(to o: CGRect) -> Double {
        let d = [o.origin.x - origin.x, o.origin.y - origin.y, o.size.width - size.width, o.size.height - size.height]
        return Double(d.reduce(0) { $0 + $1 * $1 }.squareRoot())
    }
}
