import UIKit

/// Listing 1.1: a blue sublayer added to a view's backing layer (CATALOG.md 1.1).
///
/// The book's `layerView` is a white 200 x 200 view centred on the light-gray root; the
/// listing adds a plain layer with frame (50, 50, 100, 100) and a pure blue background.
public struct Listing1_1: Demo {
    /// The demo.
    public init() {}
    /// "1.1".
    public var id: String { "1.1" }
    /// The listing's title.
    public var title: String { "Blue sublayer inside a view's backing layer" }
    /// What the viewer sees.
    public var hint: String { "A plain CALayer (blue) added to the white view's layer, 50 pt from every edge" }

    /// Builds the white `layerView` centred in the container and adds the blue sublayer.
    public func build(in container: CALayer, environment: DemoEnvironment) {
        let layerView = BookViews.addLayerView(to: container, environment: environment)

        // The listing: create a sublayer, set its frame and colour, add it.
        let blueLayer = CALayer()
        blueLayer.name = "blueLayer"
        blueLayer.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        blueLayer.backgroundColor = UIColor.blue.cgColor
        layerView.layer.addSublayer(blueLayer)
    }
}
