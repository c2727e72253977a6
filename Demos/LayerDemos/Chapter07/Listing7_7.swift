/// Listing 7.7: hit testing the presentation layer while it moves (CATALOG.md 7.7).
///
/// A red 100 x 100 layer centred in the root view. A press inside the layer *as it is seen*
/// (`presentation()?.hitTest(_:)`) gives it a random colour (implicit, 0.25 s); a press
/// anywhere else moves it there in a 4 s transaction (default curve). Because the test uses
/// the presentation layer, a moving layer can be caught where it is drawn, not where its
/// model already is. The book's `touchesBegan` is a pointer-down handler here.
public struct Listing7_7: Demo {
    public init() {}
    public var id: String { "7.7" }
    public var title: String { "Hit-testing the presentation layer while moving" }
    public var hint: String { "Click the square to recolour it; click elsewhere to move it there (4 s); catch it mid-move" }

    /// The layer's size, points.
    public static let side: CGFloat = 100
    /// The duration of a move, seconds.
    public static let moveDuration: CFTimeInterval = 4

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let colorLayer = CALayer()
        colorLayer.name = "colorLayer"
        colorLayer.frame = CGRect(x: 0, y: 0, width: Self.side, height: Self.side)
        colorLayer.position = CGPoint(x: container.bounds.midX, y: container.bounds.midY)
        colorLayer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        container.addSublayer(colorLayer)
        let colors = ColorSource()
        environment.onPointer { event, _ in
            guard event.phase == .down else { return }
            let point = event.location
            // Presses outside the root view (the window's chrome) are not the demo's; the
            // root view is the whole area between the title and the controls.
            guard container.bounds.contains(point) else { return }
            if colorLayer.presentation()?.hitTest(point) != nil {
                // Randomize the layer's colour.
                colorLayer.backgroundColor = colors.next()
            } else {
                // Otherwise move the layer there, slowly.
                CATransaction.begin()
                CATransaction.setAnimationDuration(Self.moveDuration)
                colorLayer.position = point
                CATransaction.commit()
            }
        }
    }
}
