/// Random opaque colours for the "Change Color" buttons of chapter 7, from a seeded generator
/// (SplitMix64), so a demo shows the same sequence every run and renders the same headless.
///
/// Each channel is uniform in 0...1; the book's `arc4random() / INT_MAX` gives 0...2, clamped,
/// which biases colours toward bright ones (CATALOG.md, "Conventions"); the port does not copy that.
struct RandomColors {
    private var random: SplitMix64

    /// The sequence for `seed`.
    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    /// The next value in 0..<1.
    mutating func nextUnit() -> CGFloat { CGFloat(random.unit()) }

    /// The next colour: random red, green and blue, opaque.
    mutating func next() -> CGColor {
        let red = nextUnit(), green = nextUnit(), blue = nextUnit()
        return CGColor(red: red, green: green, blue: blue, alpha: 1)
    }
}

/// The layout shared by listings 7.1 to 7.6: the book's white 200 x 200 `layerView` in the
/// upper part of the container, and the "Change Color" button below it.
enum ColorHarness {
    /// The layerView's frame in the container, points.
    static let layerViewFrame = CGRect(x: 100, y: 60, width: 200, height: 200)
    /// The button's frame in the container, points.
    static let buttonFrame = CGRect(x: 125, y: 300, width: 150, height: 44)
    /// The colour layer's frame in the layerView (the listings' (50, 50, 100, 100)).
    static let colorLayerFrame = CGRect(x: 50, y: 50, width: 100, height: 100)
    /// The seed of every demo's colour sequence.
    static let seed: UInt64 = 141

    /// Adds the white layerView to `container`.
    static func makeLayerView(in container: CALayer) -> CALayer {
        let layerView = CALayer()
        layerView.name = "layerView"
        layerView.frame = layerViewFrame
        layerView.backgroundColor = CGColor(gray: 1, alpha: 1)
        container.addSublayer(layerView)
        return layerView
    }

    /// Adds the listings' blue 100 x 100 `colorLayer` to `layerView`.
    static func makeColorLayer(in layerView: CALayer) -> CALayer {
        let colorLayer = CALayer()
        colorLayer.name = "colorLayer"
        colorLayer.frame = colorLayerFrame
        colorLayer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        layerView.addSublayer(colorLayer)
        return colorLayer
    }

    /// Adds the "Change Color" button, which calls `action`.
    static func addButton(_ environment: DemoEnvironment, title: String = "Change Color", action: @escaping () -> Void) {
        let button = Button(title: title, frame: buttonFrame, action: action)
        button.name = "changeColorButton"
        environment.add(button)
    }
}

/// Seeded colours that a demo's button closures share (a class, so closures see one sequence).
final class ColorSource {
    private var random = RandomColors(seed: ColorHarness.seed)
    /// The next colour of the sequence.
    func next() -> CGColor { random.next() }
}
