/// Listing 6.13: a `CAEmitterLayer` fire burst (CATALOG.md 6.13), and 6.13a, the same emitter
/// drawn with normal blending (Fig 6.14).
///
/// One cell: the spark image, 150 births a second, 5 s lives, tinted orange (1, 0.5, 0.1),
/// alpha falling 0.4 a second (gone at 2.5 s), speed 50 ± 50 points a second in every direction.
/// The emitter fills the black container and emits from its centre; with additive blending
/// the crowded centre saturates to white-yellow.
public struct Listing6_13: Demo {
    /// The demo: additive (the listing) or, for 6.13a, unordered blending.
    public init(renderMode: CAEmitterLayerRenderMode = .additive) { self.renderMode = renderMode }
    /// How the particles blend.
    public let renderMode: CAEmitterLayerRenderMode
    /// "6.13", or "6.13a" for the unordered variant.
    public var id: String { renderMode == .additive ? "6.13" : "6.13a" }
    /// The listing's title.
    public var title: String {
        renderMode == .additive ? "CAEmitterLayer fire burst (additive)" : "CAEmitterLayer with renderMode unordered"
    }
    /// What to look at.
    public var hint: String {
        renderMode == .additive ? "150 sparks a second; overlapping sparks add up to white-yellow at the centre"
            : "The same sparks blended normally: the centre stays orange"
    }
    /// 500 x 500 points: the visible burst reaches 250 points from the centre.
    public var contentSize: CGSize { CGSize(width: 500, height: 500) }

    /// Adds the emitter over a black background.
    public func build(in container: CALayer, environment: DemoEnvironment) {
        container.backgroundColor = CGColor(gray: 0, alpha: 1)
        // Create the particle emitter layer.
        let emitter = CAEmitterLayer()
        emitter.name = "emitter"
        emitter.frame = container.bounds
        container.addSublayer(emitter)
        // Configure it.
        emitter.renderMode = renderMode
        emitter.emitterPosition = CGPoint(x: emitter.frame.size.width / 2, y: emitter.frame.size.height / 2)
        // Create a particle template.
        let cell = CAEmitterCell()
        cell.contents = DemoAssets.image(.spark)
        cell.birthRate = 150
        cell.lifetime = 5
        cell.color = CGColor(red: 1, green: 0.5, blue: 0.1, alpha: 1)
        cell.alphaSpeed = -0.4
        cell.velocity = 50
        cell.velocityRange = 50
        cell.emissionRange = .pi * 2
        // Add the particle template to the emitter.
        emitter.emitterCells = [cell]
    }
}
