/// Listing 7.6: a custom action, a push transition for `backgroundColor` (CATALOG.md 7.6).
///
/// The colour layer's `actions` dictionary maps "backgroundColor" to a `CATransition` of
/// type push from the left. Changing the colour finds that action (after the delegate, which
/// a standalone layer lacks), so the new colour slides in from the left and pushes the old
/// one out over 0.25 s; the transition is attached under the key "transition".
public struct Listing7_6: Demo {
    public init() {}
    public var id: String { "7.6" }
    public var title: String { "Custom action: push transition for backgroundColor" }
    public var hint: String { "Click Change Color: the new colour pushes in from the left" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let layerView = ColorHarness.makeLayerView(in: container, environment: environment)
        let colorLayer = ColorHarness.makeColorLayer(in: layerView)
        // The listing: add a custom action.
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromLeft
        colorLayer.actions = ["backgroundColor": transition]
        let colors = ColorSource()
        ColorHarness.addButton(environment) {
            colorLayer.backgroundColor = colors.next()
        }
    }
}
