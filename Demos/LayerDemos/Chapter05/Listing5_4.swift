/// Listing 5.4: a 3D rotation of 45° about the Y axis, without perspective (CATALOG.md 5.4).
///
/// `transform = CATransform3DMakeRotation(π/4, 0, 1, 0)`. With no perspective term the
/// projection is orthographic: the snowman just looks squashed horizontally to
/// 200 · cos 45° = 141.4 points, both vertical edges still 200 points tall.
public struct Listing5_4: Demo {
    public init() {}
    public var id: String { "5.4" }
    public var title: String { "3D rotation about Y without perspective" }
    public var hint: String { "Rotated π/4 about Y with no m34: orthographic, just 141.4 pt wide" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let layerView = SnowmanView.make(center: boundsCenter(container), scale: environment.scale)
        container.addSublayer(layerView)
        let transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        layerView.transform = transform
    }
}

/// The book's text after listing 5.4: the back of a layer and `doubleSided` (CATALOG.md 5.4a).
///
/// Two snowman views rotated by π about Y, side by side: on the left `isDoubleSided = true`
/// (the default) shows the mirror image of the front; on the right `isDoubleSided = false`
/// skips the layer because it faces away, so only its caption shows. A click on either
/// logs the layer hit: the invisible one still receives hits, as the book notes.
public struct Listing5_4a: Demo {
    public init() {}
    public var id: String { "5.4a" }
    public var title: String { "Back face and doubleSided" }
    public var hint: String { "Both turned π about Y; doubleSided = false (right) draws nothing, yet is hit: click it" }
    public var contentSize: CGSize { CGSize(width: 500, height: 340) }

    /// The centres of the two views: double-sided on the left, single-sided on the right.
    public static let centers = [CGPoint(x: 130, y: 150), CGPoint(x: 370, y: 150)]

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let sides = [true, false]
        for (center, doubleSided) in zip(Self.centers, sides) {
            let view = SnowmanView.make(center: center, scale: environment.scale,
                                        name: doubleSided ? "doubleSided" : "singleSided")
            view.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
            view.isDoubleSided = doubleSided
            container.addSublayer(view)
            let caption = Label(text: "doubleSided = \(doubleSided)",
                                frame: CGRect(x: center.x - 100, y: center.y + 115, width: 200, height: 24), fontSize: 15)
            caption.alignment = .center
            environment.add(caption)
        }
        environment.onPointer { event, hit in
            guard event.phase == .down else { return }
            environment.log("hit: \(hit?.name ?? "nothing")")
        }
    }
}

/// Listing 5.5: perspective through m34 (CATALOG.md 5.5).
///
/// The identity with `m34 = -1/500` (a camera 500 points away), then rotated π/4 about Y:
/// the right edge turns away from the viewer and shrinks (half-height 87.61 at x = +61.95),
/// the left edge comes closer and grows (half-height 116.47 at x = -82.36).
public struct Listing5_5: Demo {
    public init() {}
    public var id: String { "5.5" }
    public var title: String { "Perspective via m34" }
    public var hint: String { "m34 = −1/500, then π/4 about Y: the far (right) edge is smaller" }

    /// The listing's transform.
    public static var transform: CATransform3D {
        var transform = CATransform3DIdentity
        transform.m34 = -1.0 / 500.0
        transform = CATransform3DRotate(transform, .pi / 4, 0, 1, 0)
        return transform
    }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let layerView = SnowmanView.make(center: boundsCenter(container), scale: environment.scale)
        container.addSublayer(layerView)
        layerView.transform = Self.transform
    }
}

/// Listing 5.6: one perspective for several layers through `sublayerTransform` (CATALOG.md 5.6).
///
/// The container view's `sublayerTransform` carries `m34 = -1/500`, so its two snowman
/// views, rotated +π/4 and −π/4 about Y, share one vanishing point (the container's centre)
/// and look like an open book with the inner edges receding.
public struct Listing5_6: Demo {
    public init() {}
    public var id: String { "5.6" }
    public var title: String { "Shared perspective with sublayerTransform" }
    public var hint: String { "The container's sublayerTransform holds m34; the views turn ±π/4 about Y" }
    public var contentSize: CGSize { CGSize(width: 500, height: 340) }

    /// The centres of the two views in the container, symmetric about its vertical centre line.
    public static let centers = [CGPoint(x: 135, y: 170), CGPoint(x: 365, y: 170)]

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let containerView = CALayer()
        containerView.name = "containerView"
        containerView.frame = container.bounds
        container.addSublayer(containerView)
        let layerView1 = SnowmanView.make(center: Self.centers[0], scale: environment.scale, name: "layerView1")
        let layerView2 = SnowmanView.make(center: Self.centers[1], scale: environment.scale, name: "layerView2")
        containerView.addSublayer(layerView1)
        containerView.addSublayer(layerView2)
        // The listing.
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500.0
        containerView.sublayerTransform = perspective
        layerView1.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        layerView2.transform = CATransform3DMakeRotation(-.pi / 4, 0, 1, 0)
    }
}
