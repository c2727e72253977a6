/// Chapter 8 — Explicit Animations.
///
/// The chapter's shared pieces (used by chapters 9 and 10 too) live in this enum's
/// extensions: the book's harness views (`addLayerView`, `addContainerView`, `addButtons`),
/// the S-curve the ship flies along (stroked by a `CAShapeLayer`) and a seeded colour source.
public enum Chapter08 {
    /// The chapter's demos.
    public static var demos: [Demo] {
        [Listing8_1(), Listing8_1a(), Listing8_2(), Listing8_3(), Listing8_4(), Listing8_5(),
         Listing8_6(), Listing8_7(), Listing8_8(), Listing8_8a(), Listing8_9(), Listing8_10(),
         Listing8_11(), Listing8_12(), Listing8_13(), Listing8_14(), Listing8_15()]
    }
}

extension Chapter08 {
    /// The frame of the book's 300 x 300 `containerView` in a demo's 400 x 400 root: the
    /// animation chapters' coordinates (path, door, ball) all assume 0...300.
    public static let containerViewFrame = CGRect(x: 50, y: 16, width: 300, height: 300)

    /// The centre of the book's 200 x 200 white `layerView` in a demo's root.
    public static let layerViewCenter = CGPoint(x: 200, y: 166)

    /// The top of the row of buttons below the views, points in the demo's root.
    public static let buttonRowY: CGFloat = 336

    /// Adds the book's white 200 x 200 `layerView`, centred above the button row.
    static func addLayerView(to container: CALayer, environment: DemoEnvironment) -> CALayer {
        BookViews.addLayerView(to: container, environment: environment, center: layerViewCenter).layer
    }

    /// Adds the book's 300 x 300 `containerView` (white, so its coordinate space shows).
    static func addContainerView(to container: CALayer) -> CALayer {
        let view = CALayer()
        view.name = "containerView"
        view.frame = containerViewFrame
        view.backgroundColor = CGColor(gray: 1, alpha: 1)
        container.addSublayer(view)
        return view
    }

    /// The blue 100 x 100 `colorLayer` at (50, 50) inside `layerView` (listings 8.1-8.5).
    static func addColorLayer(to layerView: CALayer) -> CALayer {
        BookViews.addBlueSquare(to: layerView, name: "colorLayer")
    }

    /// Adds push buttons titled `titles` in one centred row at `buttonRowY`, each calling the
    /// action at the same index; returns them in order.
    @discardableResult
    static func addButtons(_ titles: [String], width: CGFloat = 150, in container: CALayer,
                           environment: DemoEnvironment, actions: [() -> Void]) -> [Button] {
        let gap: CGFloat = 12
        let total = CGFloat(titles.count) * width + CGFloat(titles.count - 1) * gap
        var x = ((container.bounds.width - total) / 2).rounded()
        var buttons: [Button] = []
        for (title, action) in zip(titles, actions) {
            let b = Button(title: title, frame: CGRect(x: x, y: buttonRowY, width: width, height: 36), action: action)
            b.name = title
            environment.add(b, to: container)
            buttons.append(b)
            x += width + gap
        }
        return buttons
    }

    /// Runs `body` in a transaction with implicit animations off: what a UIView's backing
    /// layer gets for free, which the demos' standalone layers need spelled out.
    static func withoutActions(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }

    /// Pure blue, the colour layer's model colour.
    public static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Pure red.
    public static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Pure green.
    public static let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
}

// MARK: - The ship's S-curve (8.6, 8.7, 8.10, 9.3)

extension Chapter08 {
    /// The book's cubic Bézier in `containerView` points: from (0, 150) to (300, 150) with
    /// control points (75, 0) and (225, 300).
    public static var shipPath: CGPath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 150))
        path.addCurve(to: CGPoint(x: 300, y: 150), control1: CGPoint(x: 75, y: 0), control2: CGPoint(x: 225, y: 300))
        return path
    }

    /// Draws `shipPath` with a shape layer as the book does (clear fill, red stroke, width 3),
    /// filling `containerView`.
    @discardableResult
    static func addPathLayer(to containerView: CALayer) -> CAShapeLayer {
        let pathLayer = CAShapeLayer()
        pathLayer.name = "pathLayer"
        pathLayer.frame = containerView.bounds
        pathLayer.path = shipPath
        pathLayer.fillColor = CGColor.clear
        pathLayer.strokeColor = red
        pathLayer.lineWidth = 3
        containerView.addSublayer(pathLayer)
        return pathLayer
    }

    /// The ship: a 64 x 64 layer showing Ship.png, at `position`.
    static func addShip(to containerView: CALayer, size: CGFloat = 64, position: CGPoint,
                        environment: DemoEnvironment) -> CALayer {
        let ship = CALayer()
        ship.name = "ship"
        ship.frame = CGRect(x: 0, y: 0, width: size, height: size)
        ship.position = position
        ship.contents = DemoAssets.image(.ship, scale: environment.scale * size / 64)
        ship.contentsScale = environment.scale * size / 64
        containerView.addSublayer(ship)
        return ship
    }
}

// MARK: - Random colours

extension Chapter08 {
    /// The chapters' random colours (`SeededColors`, starting at its `defaultSeed`).
    public typealias RandomColors = SeededColors
}
