import UIKit

/// The book's random colours, made repeatable: each channel uniform in [0, 1], from a
/// SplitMix64 sequence with a fixed seed, so a demo shows the same colours every run and
/// renders the same headless. The book's `arc4random() / INT_MAX` gives 0...2, clamped, which
/// biases colours toward bright ones (CATALOG.md, "Conventions"); the port does not copy that.
/// Chapter 7 starts it at `ColorHarness.seed`, chapters 8 and 9 at `defaultSeed`.
public struct SeededColors {
    private var random: SplitMix64

    /// The seed every demo of chapters 8-9 starts from.
    public static let defaultSeed: UInt64 = 0x0C0A_0008

    /// A sequence starting at `seed`.
    public init(seed: UInt64 = defaultSeed) { random = SplitMix64(seed: seed) }

    /// The next colour: opaque, red, green and blue each in [0, 1].
    public mutating func next() -> CGColor {
        CGColor(red: unit(), green: unit(), blue: unit(), alpha: 1)
    }

    private mutating func unit() -> CGFloat { CGFloat(random.unit()) }
}

/// The layout shared by listings 7.1 to 7.6: the book's white 200 x 200 `layerView` in the
/// upper part of the container, and the "Change Color" button below it.
enum ColorHarness {
    /// The layerView's frame in the container, points.
    static let layerViewFrame = CGRect(x: 100, y: 60, width: 200, height: 200)
    /// The button's frame in the container, points.
    static let buttonFrame = CGRect(x: 125, y: 300, width: 150, height: 44)
    /// The seed of every demo's colour sequence.
    static let seed: UInt64 = 141

    /// Adds the white layerView to `container`.
    static func makeLayerView(in container: CALayer, environment: DemoEnvironment) -> UIView {
        BookViews.addLayerView(to: container, environment: environment, center: CGPoint(x: layerViewFrame.midX, y: layerViewFrame.midY))
    }

    /// Adds the listings' blue 100 x 100 `colorLayer` to `layerView`.
    static func makeColorLayer(in layerView: UIView) -> CALayer {
        BookViews.addBlueSquare(to: layerView.layer, name: "colorLayer")
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
    private var random = SeededColors(seed: ColorHarness.seed)
    /// The next colour of the sequence.
    func next() -> CGColor { random.next() }
}
