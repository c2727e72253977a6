import Foundation

/// The six-face cube of listings 5.9 and 5.10 and the text after them (CATALOG.md 5.9-5.10a).
///
/// The book lays the faces out in Interface Builder: six views, each holding a coloured label
/// numbered 1 to 6, and a button on face 3. Here each face is a white-ish 200 x 200 layer with
/// its number drawn by a `CATextLayer` in the face's colour, and face 3 holds a DemoKit
/// `Button`. `addFace` is the listing's `addFace:withTransform:`: centre the face in the
/// container view and set its transform.
enum Cube {
    /// A face's side, points.
    static let side: CGFloat = 200
    /// The face panels' colour.
    static let faceColor = CGColor(gray: 0.97, alpha: 1)
    /// The colours of the numbers 1 to 6.
    static let numberColors = [
        CGColor(red: 0.85, green: 0.1, blue: 0.1, alpha: 1), CGColor(red: 0.1, green: 0.6, blue: 0.15, alpha: 1),
        CGColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 1), CGColor(red: 0.95, green: 0.55, blue: 0, alpha: 1),
        CGColor(red: 0.6, green: 0.15, blue: 0.75, alpha: 1), CGColor(red: 0, green: 0.6, blue: 0.65, alpha: 1),
    ]
    /// The frame of face 3's button in the face, points.
    static let buttonFrame = CGRect(x: 50, y: 140, width: 100, height: 36)

    /// Listing 5.9's face transforms, face 1 to 6 (the translation made first, the rotation
    /// applied to the face before it, as `CATransform3DRotate` on a translation does).
    static var faceTransforms: [CATransform3D] {
        var transforms: [CATransform3D] = []
        // face 1: front
        transforms.append(CATransform3DMakeTranslation(0, 0, 100))
        // face 2: right
        var transform = CATransform3DMakeTranslation(100, 0, 0)
        transforms.append(CATransform3DRotate(transform, .pi / 2, 0, 1, 0))
        // face 3: top
        transform = CATransform3DMakeTranslation(0, -100, 0)
        transforms.append(CATransform3DRotate(transform, .pi / 2, 1, 0, 0))
        // face 4: bottom
        transform = CATransform3DMakeTranslation(0, 100, 0)
        transforms.append(CATransform3DRotate(transform, -.pi / 2, 1, 0, 0))
        // face 5: left
        transform = CATransform3DMakeTranslation(-100, 0, 0)
        transforms.append(CATransform3DRotate(transform, -.pi / 2, 0, 1, 0))
        // face 6: back
        transform = CATransform3DMakeTranslation(0, 0, -100)
        transforms.append(CATransform3DRotate(transform, .pi, 0, 1, 0))
        return transforms
    }

    /// The container's sublayer transform: perspective with the camera 500 points away, and
    /// when `cornerOn` (5.9a) the scene turned −π/4 about X and then −π/4 about Y.
    static func perspective(cornerOn: Bool) -> CATransform3D {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500.0
        if cornerOn {
            perspective = CATransform3DRotate(perspective, -.pi / 4, 1, 0, 0)
            perspective = CATransform3DRotate(perspective, -.pi / 4, 0, 1, 0)
        }
        return perspective
    }

    /// Builds the container view filling `container` with the six faces in numeric order,
    /// each lit when `lighting` (listing 5.10); returns the container view and the faces.
    static func build(in container: CALayer, environment: DemoEnvironment, cornerOn: Bool,
                      lighting: Bool) -> (containerView: CALayer, faces: [CALayer]) {
        let containerView = CALayer()
        containerView.name = "containerView"
        containerView.frame = container.bounds
        container.addSublayer(containerView)
        containerView.sublayerTransform = perspective(cornerOn: cornerOn)
        var faces: [CALayer] = []
        for (i, transform) in faceTransforms.enumerated() {
            let face = makeFace(i + 1, environment: environment)
            addFace(face, to: containerView, transform: transform)
            if lighting { applyLighting(to: face) }
            faces.append(face)
        }
        return (containerView, faces)
    }

    /// The listing's `addFace:withTransform:`: adds `face`, centres it, sets its transform.
    static func addFace(_ face: CALayer, to containerView: CALayer, transform: CATransform3D) {
        containerView.addSublayer(face)
        let containerSize = containerView.bounds.size
        face.position = CGPoint(x: containerSize.width / 2, y: containerSize.height / 2)
        face.transform = transform
    }

    /// Face `number` (1...6): a white-ish panel with its number, and a button on face 3.
    static func makeFace(_ number: Int, environment: DemoEnvironment) -> CALayer {
        let face = CALayer()
        face.name = "face \(number)"
        face.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        face.backgroundColor = faceColor
        let label = CATextLayer()
        label.name = "label \(number)"
        label.string = "\(number)"
        label.font = "Helvetica-Bold"
        label.fontSize = 96
        label.foregroundColor = numberColors[number - 1]
        label.alignmentMode = .center
        label.contentsScale = environment.scale
        label.frame = CGRect(x: 25, y: number == 3 ? 10 : 35, width: 150, height: 124)
        face.addSublayer(label)
        if number == 3 {
            let button = Button(title: "Button", frame: buttonFrame) { environment.log("the button on face 3 was pressed") }
            button.name = "button"
            environment.add(button, to: face)
        }
        return face
    }

    /// Listing 5.10's light: direction (0, 1, −0.5) and ambient light 0.5.
    static let lightDirection = (x: 0.0, y: 1.0, z: -0.5)
    static let ambientLight = 0.5

    /// Listing 5.10's shadow for a face with `transform`, before clamping: the face normal
    /// (0, 0, 1) turned by the transform's 3 x 3 part (its third row, as GLKit reads a
    /// CATransform3D), dotted with the normalised light direction, gives 1 + dot − ambient.
    /// Computed in doubles: the book's cast to a float matrix is wrong on 64-bit, where
    /// CATransform3D holds doubles.
    static func shadow(for transform: CATransform3D) -> Double {
        var n = (x: Double(transform.m31), y: Double(transform.m32), z: Double(transform.m33))
        let nl = (n.x * n.x + n.y * n.y + n.z * n.z).squareRoot()
        n = (n.x / nl, n.y / nl, n.z / nl)
        let l = lightDirection
        let ll = (l.x * l.x + l.y * l.y + l.z * l.z).squareRoot()
        let dot = (l.x * n.x + l.y * n.y + l.z * n.z) / ll
        return 1 + dot - ambientLight
    }

    /// The opacity of the black overlay on a face with `transform`: `shadow(for:)` clamped to
    /// 0...1, as UIColor clamps the book's alpha.
    static func shadowAlpha(for transform: CATransform3D) -> Double {
        min(1, max(0, shadow(for: transform)))
    }

    /// Adds the lighting layer: black with `shadowAlpha` over the whole face.
    static func applyLighting(to face: CALayer) {
        let layer = LightingLayer()
        layer.name = "lighting"
        layer.frame = face.bounds
        layer.backgroundColor = CGColor(gray: 0, alpha: CGFloat(shadowAlpha(for: face.transform)))
        face.addSublayer(layer)
    }

    /// The face that `layer` belongs to (itself, or the nearest ancestor named "face N").
    static func face(of layer: CALayer?) -> CALayer? {
        var l = layer
        while let c = l {
            if c.name?.hasPrefix("face ") == true { return c }
            l = c.superlayer
        }
        return nil
    }
}

/// The book's lighting layer: a plain `CALayer` over a face. UIKit hit-tests views, never
/// bare layers, so the book's overlay never takes a touch; here, where layers are hit-tested,
/// it says it contains no point, so clicks reach the face's button beneath it.
final class LightingLayer: CALayer {
    override func contains(_ p: CGPoint) -> Bool { false }
}
