/// Listing 7.1: an implicit animation of a standalone layer's colour (CATALOG.md 7.1).
///
/// A blue 100 x 100 `colorLayer` at (50, 50) in the white `layerView`. "Change Color" sets
/// a random `backgroundColor` (seeded, see `SeededColors`); the layer is not a view's backing
/// layer, so the action lookup finds the built-in implicit animation: 0.25 s, default curve.
public struct Listing7_1: Demo {
    public init() {}
    public var id: String { "7.1" }
    public var title: String { "Implicit color change on a standalone layer" }
    public var hint: String { "Click Change Color: the colour fades to a random one in 0.25 s (implicit animation)" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let layerView = ColorHarness.makeLayerView(in: container, environment: environment)
        let colorLayer = ColorHarness.makeColorLayer(in: layerView)
        let colors = ColorSource()
        ColorHarness.addButton(environment) {
            // The listing's changeColor.
            colorLayer.backgroundColor = colors.next()
        }
    }
}

/// Listing 7.2: `CATransaction` sets the implicit animation's duration (CATALOG.md 7.2).
///
/// As 7.1, but the change is wrapped in `begin()`, `setAnimationDuration(1.0)`, `commit()`:
/// the colour takes a second (still the default curve: 0.8024 of the way at 0.5 s).
public struct Listing7_2: Demo {
    public init() {}
    public var id: String { "7.2" }
    public var title: String { "CATransaction controls the duration" }
    public var hint: String { "Click Change Color: the colour now takes 1 s (setAnimationDuration(1.0))" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let layerView = ColorHarness.makeLayerView(in: container, environment: environment)
        let colorLayer = ColorHarness.makeColorLayer(in: layerView)
        let colors = ColorSource()
        ColorHarness.addButton(environment) {
            CATransaction.begin()
            CATransaction.setAnimationDuration(1.0)
            colorLayer.backgroundColor = colors.next()
            CATransaction.commit()
        }
    }
}

/// Listing 7.3: a transaction's completion block (CATALOG.md 7.3).
///
/// As 7.2, with a completion block that turns the layer a further π/2 (`affineTransform`)
/// once the 1 s colour change is done. The block runs after the transaction is popped, so
/// the rotation gets the default 0.25 s: it runs from about 1.0 s to 1.25 s after the click.
public struct Listing7_3: Demo {
    public init() {}
    public var id: String { "7.3" }
    public var title: String { "Completion block" }
    public var hint: String { "Click Change Color: after the 1 s colour change the square turns 90° in 0.25 s" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let layerView = ColorHarness.makeLayerView(in: container, environment: environment)
        let colorLayer = ColorHarness.makeColorLayer(in: layerView)
        let colors = ColorSource()
        ColorHarness.addButton(environment) {
            CATransaction.begin()
            CATransaction.setAnimationDuration(1.0)
            CATransaction.setCompletionBlock {
                var transform = colorLayer.affineTransform()
                transform = transform.rotated(by: .pi / 2)
                colorLayer.setAffineTransform(transform)
            }
            colorLayer.backgroundColor = colors.next()
            CATransaction.commit()
        }
    }
}
