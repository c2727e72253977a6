/// Listing 5.9: a cube from six face views (CATALOG.md 5.9).
///
/// The container view's `sublayerTransform` holds `m34 = -1/500`; the six faces are centred
/// in it and moved out 100 points along their normals (see `Cube.faceTransforms`). Seen
/// straight on only face 1 shows, enlarged to 250 points (200 · 500 / 400).
public struct Listing5_9: Demo {
    public init() {}
    public var id: String { "5.9" }
    public var title: String { "Six-view cube" }
    public var hint: String { "Seen straight on: only face 1, enlarged to 250 pt by the perspective" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        _ = Cube.build(in: container, environment: environment, cornerOn: false, lighting: false)
    }
}

/// The book's text after listing 5.9: rotate the "camera" (CATALOG.md 5.9a).
///
/// The perspective matrix is rotated −π/4 about X and then −π/4 about Y before it becomes
/// the container's `sublayerTransform`: the cube is seen corner on, faces 1 (front), 2
/// (right) and 3 (top) visible. Without lighting the joins are hard to make out.
public struct Listing5_9a: Demo {
    public init() {}
    public var id: String { "5.9a" }
    public var title: String { "Rotate the camera" }
    public var hint: String { "The sublayerTransform also turns −π/4 about X and Y: faces 1, 2 and 3 show" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        _ = Cube.build(in: container, environment: environment, cornerOn: true, lighting: false)
    }
}

/// Listing 5.10: dynamic lighting on the cube faces (CATALOG.md 5.10).
///
/// Each face gets a black overlay of opacity 1 + dot(normalize(L), n) − ambient, clamped,
/// with L = (0, 1, −0.5) and ambient 0.5, n the face normal turned by the face's transform
/// (the camera rotation not included): the top face is brightest, the front nearly unshaded
/// and the right half dark. The book's GLKit math is done in doubles (`Cube.shadowAlpha`).
public struct Listing5_10: Demo {
    public init() {}
    public var id: String { "5.10" }
    public var title: String { "Per-face lighting" }
    public var hint: String { "Black overlays with alpha 1 + L·n − 0.5: top bright, front light, right half dark" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        _ = Cube.build(in: container, environment: environment, cornerOn: true, lighting: true)
    }
}

/// The book's text after listing 5.10: touch events on the cube (CATALOG.md 5.10a).
///
/// The lit cube of 5.10. Its button on face 3 cannot be clicked: hit testing goes by the
/// order of the faces in the container, not by depth, and faces 4 to 6, added after face 3,
/// are tried first; where the button shows, face 5 or 6 lies behind it on screen and takes
/// the click (even if it were single-sided). Every click logs the layer it hit. The switch
/// applies the book's second fix: face 3 is moved after face 6 in the container, so it is
/// tried first and the button works. The drawing does not change either way.
public struct Listing5_10a: Demo {
    public init() {}
    public var id: String { "5.10a" }
    public var title: String { "Touch events on the cube" }
    public var hint: String { "Click the button on face 3: a back face takes the click. Switch on: face 3 moves last" }
    public var contentSize: CGSize { CGSize(width: 400, height: 460) }

    /// The cube's area at the top of the container, points.
    public static let cubeArea = CGRect(x: 0, y: 0, width: 400, height: 400)

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let cubeHost = CALayer()
        cubeHost.name = "cubeHost"
        cubeHost.frame = Self.cubeArea
        container.addSublayer(cubeHost)
        let (containerView, faces) = Cube.build(in: cubeHost, environment: environment, cornerOn: true, lighting: true)
        let caption = Label(text: "face 3 last (the fix)", frame: CGRect(x: 150, y: 414, width: 200, height: 28), fontSize: 15)
        environment.add(caption)
        let toggle = Switch(origin: CGPoint(x: 90, y: 412)) { fixed in
            Self.setFaceThreeLast(fixed, faces: faces, in: containerView)
            environment.log(fixed ? "face 3 now comes after face 6" : "faces back in numeric order")
        }
        toggle.name = "fixSwitch"
        environment.add(toggle)
        environment.onPointer { event, hit in
            guard event.phase == .down, let hit, hit.lies(under: containerView) else { return }
            environment.log("hit \(Self.describe(hit))")
        }
    }

    /// Puts face 3 after face 6 (`fixed`) or back between faces 2 and 4 in `containerView`.
    static func setFaceThreeLast(_ fixed: Bool, faces: [CALayer], in containerView: CALayer) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let face3 = faces[2]
        face3.removeFromSuperlayer()
        if fixed { containerView.addSublayer(face3) } else { containerView.insertSublayer(face3, at: 2) }
        CATransaction.commit()
    }

    /// "face N", or "the button on face 3" for the button and its parts.
    static func describe(_ layer: CALayer) -> String {
        var l: CALayer? = layer
        while let c = l {
            if c.name == "button" { return "the button on face 3" }
            l = c.superlayer
        }
        return Cube.face(of: layer)?.name ?? (layer.name ?? "a layer")
    }
}

extension CALayer {
    /// Whether `ancestor` is above this layer in its tree.
    func lies(under ancestor: CALayer) -> Bool {
        var l = superlayer
        while let c = l {
            if c === ancestor { return true }
            l = c.superlayer
        }
        return false
    }
}
