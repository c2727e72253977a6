/// Listing 8.1: a `CABasicAnimation` of `backgroundColor` that snaps back (CATALOG.md 8.1).
///
/// The blue 100 x 100 `colorLayer` sits in the white `layerView`. "Change Color" adds a basic
/// animation to a random colour with key nil and does not touch the model, so after the
/// default 0.25 s (linear, as every explicit animation without a timing function) the
/// animation is removed and the layer shows blue again. Colours come from
/// `Chapter08.RandomColors` (seeded, uniform), where the book calls `arc4random()`.
public struct Listing8_1: Demo {
    /// The colour sequence's seed.
    public let seed: UInt64
    public init(seed: UInt64 = Chapter08.RandomColors.defaultSeed) { self.seed = seed }
    public var id: String { "8.1" }
    public var title: String { "CABasicAnimation of backgroundColor (snaps back)" }
    public var hint: String { "Click Change Color: the colour fades to a random one, then snaps back to blue" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let layerView = Chapter08.addLayerView(to: container, environment: environment)
        let colorLayer = Chapter08.addColorLayer(to: layerView)
        var colors = Chapter08.RandomColors(seed: seed)
        Chapter08.addButtons(["Change Color"], in: container, environment: environment, actions: [{
            // The listing: create a basic animation to a random colour and add it, key nil.
            let animation = CABasicAnimation()
            animation.keyPath = "backgroundColor"
            animation.toValue = colors.next()
            colorLayer.add(animation, forKey: nil)
        }])
    }
}

/// Variant 8.1a: the pre-update fix for listing 8.1 (CATALOG.md 8.1a).
///
/// Before adding the animation, `fromValue` is taken from the presentation layer (or the
/// model when there is none yet), the model is set to the new colour inside a transaction
/// with actions disabled (so no implicit animation is added), and then the explicit
/// animation runs from the old colour to the new one. The new colour persists.
public struct Listing8_1a: Demo {
    /// The colour sequence's seed.
    public let seed: UInt64
    public init(seed: UInt64 = Chapter08.RandomColors.defaultSeed) { self.seed = seed }
    public var id: String { "8.1a" }
    public var title: String { "Pre-update fix: set the model, then animate from the old value" }
    public var hint: String { "Click Change Color: the colour fades to a random one and stays" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let layerView = Chapter08.addLayerView(to: container, environment: environment)
        let colorLayer = Chapter08.addColorLayer(to: layerView)
        var colors = Chapter08.RandomColors(seed: seed)
        Chapter08.addButtons(["Change Color"], in: container, environment: environment, actions: [{
            let color = colors.next()
            let animation = CABasicAnimation()
            animation.keyPath = "backgroundColor"
            animation.fromValue = (colorLayer.presentation() ?? colorLayer).backgroundColor
            animation.toValue = color
            // Update the model without an implicit animation, then add the explicit one.
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            colorLayer.backgroundColor = color
            CATransaction.commit()
            colorLayer.add(animation, forKey: nil)
        }])
    }
}
