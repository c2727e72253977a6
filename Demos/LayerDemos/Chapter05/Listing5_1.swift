/// Listing 5.1: rotating a layer by 45° with an affine transform (CATALOG.md 5.1).
///
/// The snowman `layerView` (200 x 200, centred) gets `affineTransform` = a rotation of π/4,
/// which turns it clockwise on screen about its centre (the anchor point). Its `frame`, the
/// axis-aligned box around what is drawn, grows to 282.84 x 282.84; `bounds` does not change.
public struct Listing5_1: Demo {
    public init() {}
    public var id: String { "5.1" }
    public var title: String { "Affine rotation of a layer" }
    public var hint: String { "affineTransform = rotation of π/4: the frame grows to 282.84 pt, the bounds stay 200 pt" }

    /// The rotation, radians.
    public static let angle = CGFloat.pi / 4

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let layerView = SnowmanView.make(center: boundsCenter(container), scale: environment.scale)
        container.addSublayer(layerView)
        // The listing.
        let transform = CGAffineTransform(rotationAngle: Self.angle)
        layerView.setAffineTransform(transform)
    }
}

/// Listing 5.2: a compound affine transform, scale then rotate then translate (CATALOG.md 5.2).
///
/// Starting from identity the listing scales by 0.5, rotates by 30° and translates by
/// (200, 0), each appended with the CG functions (`scaledBy`, `rotated(by:)`,
/// `translatedBy`), which act in the already transformed space: the translation is itself
/// scaled and rotated, so the snowman's centre moves by (+86.6, +50), not (+200, 0).
public struct Listing5_2: Demo {
    public init() {}
    public var id: String { "5.2" }
    public var title: String { "Compound affine transform (order matters)" }
    public var hint: String { "Scale 0.5, rotate 30°, translate 200: the centre moves only (+86.6, +50)" }

    /// The listing's transform: identity, scaled by 0.5, rotated by 30°, translated by (200, 0).
    public static var transform: CGAffineTransform {
        var transform = CGAffineTransform.identity
        transform = transform.scaledBy(x: 0.5, y: 0.5)
        transform = transform.rotated(by: .pi / 180 * 30)
        transform = transform.translatedBy(x: 200, y: 0)
        return transform
    }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        // The untransformed view starts centred at the left third, so the moved one stays inside.
        let layerView = SnowmanView.make(center: CGPoint(x: 150, y: 170), scale: environment.scale)
        container.addSublayer(layerView)
        layerView.setAffineTransform(Self.transform)
    }
}

/// Listing 5.3: a shear (skew) transform built by filling the matrix by hand (CATALOG.md 5.3).
///
/// The book's `CGAffineTransformMakeShear(x, y)` sets `c = -x` and `b = y` on the identity;
/// called with (1, 0) it maps (x, y) to (x - y, y) about the anchor, a 45° horizontal shear:
/// the 200-point square's top edge shifts right by 100 and its bottom edge left by 100.
public struct Listing5_3: Demo {
    public init() {}
    public var id: String { "5.3" }
    public var title: String { "Shear (skew) built by hand" }
    public var hint: String { "makeShear(1, 0): x' = x − y, the frame becomes 400 x 200" }
    public var contentSize: CGSize { CGSize(width: 480, height: 400) }

    /// The book's shear helper: the identity with `c = -x` and `b = y`.
    public static func makeShear(_ x: CGFloat, _ y: CGFloat) -> CGAffineTransform {
        var transform = CGAffineTransform.identity
        transform.c = -x
        transform.b = y
        return transform
    }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let layerView = SnowmanView.make(center: boundsCenter(container), scale: environment.scale)
        container.addSublayer(layerView)
        layerView.setAffineTransform(Self.makeShear(1, 0))
    }
}
