/// Chapter 9 — Layer Time.
public enum Chapter09 {
    /// The chapter's demos.
    public static var demos: [Demo] {
        [Listing9_1(), Listing9_2(), Listing9_3(), Listing9_3a(), Listing9_3b(), Listing9_4()]
    }
}

extension Chapter09 {
    /// The 9.2 and 9.4 door: Door.png, 128 x 256, hinged on its left edge (`anchorPoint`
    /// (0, 0.5)) at (86, 150) so it spans x 86...214 of a 300 x 300 `containerView` whose
    /// `sublayerTransform` gives it perspective (m34 = −1/500).
    static func addDoor(in container: CALayer, environment: DemoEnvironment) -> CALayer {
        let containerView = Chapter08.addContainerView(to: container)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500.0
        containerView.sublayerTransform = perspective
        let doorLayer = CALayer()
        doorLayer.name = "door"
        doorLayer.frame = CGRect(x: 0, y: 0, width: 128, height: 256)
        doorLayer.position = CGPoint(x: 150 - 64, y: 150)
        doorLayer.anchorPoint = CGPoint(x: 0, y: 0.5)
        doorLayer.contents = DemoAssets.image(.door, scale: environment.scale)
        doorLayer.contentsScale = environment.scale
        containerView.addSublayer(doorLayer)
        return doorLayer
    }

    /// A left-aligned caption at `frame` in `container`.
    @discardableResult
    static func addCaption(_ text: String, frame: CGRect, fontSize: CGFloat = 14, in container: CALayer,
                           environment: DemoEnvironment) -> Label {
        let label = Label(text: text, frame: frame, fontSize: fontSize)
        environment.add(label, to: container)
        return label
    }
}

/// Listing 9.2: a swinging door with `autoreverses` and an infinite `repeatDuration`
/// (CATALOG.md 9.2).
///
/// A 2 s linear basic animation of `transform.rotation.y` to −π/2 swings the door open towards
/// the viewer until it is edge-on, `autoreverses` swings it shut again, and `repeatDuration`
/// infinity keeps it going forever: a 4 s period.
public struct Listing9_2: Demo {
    public init() {}
    public var id: String { "9.2" }
    public var title: String { "Swinging door: autoreverses and infinite repeatDuration" }
    public var hint: String { "The door swings open (2 s) and shut (2 s), forever" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let doorLayer = Chapter09.addDoor(in: container, environment: environment)
        let animation = CABasicAnimation()
        animation.keyPath = "transform.rotation.y"
        animation.toValue = -CGFloat.pi / 2
        animation.duration = 2.0
        animation.repeatDuration = .infinity
        animation.autoreverses = true
        doorLayer.add(animation, forKey: nil)
    }
}

/// Listing 9.4: scrubbing the door with a pan gesture (CATALOG.md 9.4).
///
/// The door layer's `speed` is 0, so its 1 s `transform.rotation.y` animation to −π/2 stands
/// still at the layer's `timeOffset`. A horizontal drag anywhere changes that offset by
/// −(translation x)/200, clamped to 0...0.999 (the door never quite reaches edge-on), and
/// resets the translation after each event: dragging left opens the door, right closes it.
/// The paused animation is never removed.
public struct Listing9_4: Demo {
    public init() {}
    public var id: String { "9.4" }
    public var title: String { "Manual scrubbing with a pan gesture" }
    public var hint: String { "Drag left to open the door, right to close it (200 points = the whole swing)" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let doorLayer = Chapter09.addDoor(in: container, environment: environment)
        // Pause all layer animations.
        doorLayer.speed = 0.0
        let animation = CABasicAnimation()
        animation.keyPath = "transform.rotation.y"
        animation.toValue = -CGFloat.pi / 2
        animation.duration = 1.0
        doorLayer.add(animation, forKey: nil)
        let pan = PanGestureRecognizer { pan in
            // Horizontal component of the pan, converted to seconds (200 points = 1 s).
            var x = pan.translation(in: container).x
            x /= 200.0
            // Update the time offset, clamped to the animation's active span.
            var timeOffset = doorLayer.timeOffset
            timeOffset = min(0.999, max(0.0, timeOffset - x))
            doorLayer.timeOffset = timeOffset
            pan.setTranslation(.zero, in: container)
        }
        environment.addGestureRecognizer(pan, to: container)
    }
}
