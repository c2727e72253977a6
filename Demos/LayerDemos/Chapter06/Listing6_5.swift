/// Listing 6.5: two independent 3D cubes built with `CATransformLayer` (CATALOG.md 6.5).
///
/// A transform layer does not flatten its sublayers, so each cube's six faces share the cube's
/// own 3D space and are drawn by depth, while the two cubes are placed and turned separately
/// under the container's perspective (m34 = −1/500). Faces are 100 x 100, centred on the cube's
/// origin, moved out 50 points as in listing 5.9; their colours come from the seeded sequence
/// the other demos use (the book calls `rand()`).
public struct Listing6_5: Demo {
    /// The demo.
    public init() {}
    /// "6.5".
    public var id: String { "6.5" }
    /// The listing's title.
    public var title: String { "CATransformLayer: two independent cubes" }
    /// What to try.
    public var hint: String { "A cube seen nearly front-on and one seen from a corner, each its own 3D scene" }

    /// A 100 x 100 face with a random colour and `transform`, centred on the cube's origin.
    static func face(_ transform: CATransform3D, colors: inout SeededColors) -> CALayer {
        let face = CALayer()
        face.frame = CGRect(x: -50, y: -50, width: 100, height: 100)
        face.backgroundColor = colors.next()
        face.transform = transform
        return face
    }

    /// A cube: a transform layer with `transform` and the six faces of listing 5.9 at offset 50.
    static func cube(_ transform: CATransform3D, colors: inout SeededColors) -> CATransformLayer {
        let cube = CATransformLayer()
        // face 1
        var ct = CATransform3DMakeTranslation(0, 0, 50)
        cube.addSublayer(face(ct, colors: &colors))
        // face 2
        ct = CATransform3DMakeTranslation(50, 0, 0)
        ct = CATransform3DRotate(ct, .pi / 2, 0, 1, 0)
        cube.addSublayer(face(ct, colors: &colors))
        // face 3
        ct = CATransform3DMakeTranslation(0, -50, 0)
        ct = CATransform3DRotate(ct, .pi / 2, 1, 0, 0)
        cube.addSublayer(face(ct, colors: &colors))
        // face 4
        ct = CATransform3DMakeTranslation(0, 50, 0)
        ct = CATransform3DRotate(ct, -.pi / 2, 1, 0, 0)
        cube.addSublayer(face(ct, colors: &colors))
        // face 5
        ct = CATransform3DMakeTranslation(-50, 0, 0)
        ct = CATransform3DRotate(ct, -.pi / 2, 0, 1, 0)
        cube.addSublayer(face(ct, colors: &colors))
        // face 6
        ct = CATransform3DMakeTranslation(0, 0, -50)
        ct = CATransform3DRotate(ct, .pi, 0, 1, 0)
        cube.addSublayer(face(ct, colors: &colors))
        cube.transform = transform
        return cube
    }

    /// Sets the container's perspective and adds the two cubes at its centre.
    public func build(in container: CALayer, environment: DemoEnvironment) {
        var colors = SeededColors()
        // Set up the perspective transform.
        var pt = CATransform3DIdentity
        pt.m34 = -1.0 / 500.0
        container.sublayerTransform = pt
        let center = CGPoint(x: container.bounds.midX, y: container.bounds.midY)
        // Set up the transform for cube 1 and add it.
        let c1t = CATransform3DMakeTranslation(-100, 0, 0)
        let cube1 = Self.cube(c1t, colors: &colors)
        cube1.name = "cube1"
        cube1.position = center
        container.addSublayer(cube1)
        // Set up the transform for cube 2 and add it.
        var c2t = CATransform3DMakeTranslation(100, 0, 0)
        c2t = CATransform3DRotate(c2t, -.pi / 4, 1, 0, 0)
        c2t = CATransform3DRotate(c2t, -.pi / 4, 0, 1, 0)
        let cube2 = Self.cube(c2t, colors: &colors)
        cube2.name = "cube2"
        cube2.position = center
        container.addSublayer(cube2)
    }
}
