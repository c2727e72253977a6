import Foundation

/// Listing 8.2: a reusable "apply basic animation" helper (CATALOG.md 8.2).
///
/// `applyBasicAnimation(_:to:)` fills `fromValue` from the presentation layer (or the model)
/// through key-value coding on the animation's key path, sets the model to `toValue` with
/// actions disabled and adds the animation, so any animatable property ends at its new value
/// with no implicit animation. It needs `toValue` (and a key path); without them it only
/// adds the animation, as the book's helper would misbehave otherwise.
public struct Listing8_2: Demo {
    /// The colour sequence's seed.
    public let seed: UInt64
    public init(seed: UInt64 = Chapter08.RandomColors.defaultSeed) { self.seed = seed }
    public var id: String { "8.2" }
    public var title: String { "Reusable \"apply basic animation\" helper" }
    public var hint: String { "Click Change Color: the helper animates to a random colour and keeps it" }

    /// The book's helper: from the current presentation value, model updated, then animated.
    public static func applyBasicAnimation(_ animation: CABasicAnimation, to layer: CALayer) {
        guard let keyPath = animation.keyPath, let toValue = animation.toValue else {
            layer.add(animation, forKey: nil)
            return
        }
        // Set the from value (using the presentation layer if available).
        animation.fromValue = (layer.presentation() ?? layer).value(forKeyPath: keyPath)
        // Update the property in advance; disable implicit animations to avoid problems.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.setValue(toValue, forKeyPath: keyPath)
        CATransaction.commit()
        layer.add(animation, forKey: nil)
    }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let layerView = Chapter08.addLayerView(to: container, environment: environment)
        let colorLayer = Chapter08.addColorLayer(to: layerView)
        var colors = Chapter08.RandomColors(seed: seed)
        Chapter08.addButtons(["Change Color"], in: container, environment: environment, actions: [{
            let animation = CABasicAnimation()
            animation.keyPath = "backgroundColor"
            animation.toValue = colors.next()
            Self.applyBasicAnimation(animation, to: colorLayer)
        }])
    }
}

/// Listing 8.3: the model is updated in `animationDidStop(_:finished:)` (CATALOG.md 8.3).
///
/// The demo's controller is the animation's delegate; the animation it is handed is a copy
/// of the one added, so it reads the colour from that copy's `toValue` and sets the model
/// inside a transaction with actions disabled. Each callback is logged with its `finished`
/// flag. As the book warns, the layer can show its old colour for a frame before the
/// callback lands; `fillMode` (chapter 9) is the real fix.
public struct Listing8_3: Demo {
    /// The colour sequence's seed.
    public let seed: UInt64
    public init(seed: UInt64 = Chapter08.RandomColors.defaultSeed) { self.seed = seed }
    public var id: String { "8.3" }
    public var title: String { "Update the model in animationDidStop(_:finished:)" }
    public var hint: String { "Click Change Color: the delegate sets the final colour when the animation stops" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let layerView = Chapter08.addLayerView(to: container, environment: environment)
        let controller = Controller(colorLayer: Chapter08.addColorLayer(to: layerView), seed: seed, environment: environment)
        Chapter08.addButtons(["Change Color"], in: container, environment: environment,
                             actions: [{ controller.changeColor() }])
    }

    /// The view controller of the listing: starts animations and hears when they stop.
    final class Controller: NSObject, CAAnimationDelegate {
        let colorLayer: CALayer
        var colors: Chapter08.RandomColors
        weak var environment: DemoEnvironment?

        init(colorLayer: CALayer, seed: UInt64, environment: DemoEnvironment) {
            self.colorLayer = colorLayer
            colors = Chapter08.RandomColors(seed: seed)
            self.environment = environment
        }

        func changeColor() {
            let animation = CABasicAnimation()
            animation.keyPath = "backgroundColor"
            animation.toValue = colors.next()
            animation.delegate = self
            colorLayer.add(animation, forKey: nil)
        }

        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            guard let basic = anim as? CABasicAnimation, let color = basic.toValue else { return }
            // Set the backgroundColor property to match the animation's toValue.
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            colorLayer.setValue(color, forKeyPath: "backgroundColor")
            CATransaction.commit()
            environment?.log("animationDidStop(finished: \(flag))")
        }
    }
}
