import UIKit

/// Listing 2.1: a `CGImage` as the contents of a view's backing layer (CATALOG.md 2.1).
///
/// The snowman (200 x 280, aspect 5:7) goes into the white 200 x 200 `layerView` with the
/// default `contentsGravity`, `resize`, so it is stretched to the square and looks fat. The
/// book loads the image with `UIImage(named:)`, which picks the bitmap for the screen scale;
/// here `DemoAssets` renders it at the environment's scale.
public struct Listing2_1: Demo {
    public init() {}
    public var id: String { "2.1" }
    public var title: String { "CGImage as a layer's contents" }
    public var hint: String { "The 200x280 snowman stretched to the 200x200 view: the default gravity is resize" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let layerView = BookViews.addLayerView(to: container, environment: environment)
        // The listing: load an image and make its CGImage the layer's contents.
        let image = DemoAssets.image(.snowman, scale: environment.scale)
        layerView.layer.contents = image
    }
}

/// Listing 2.1 with `contentsGravity = resizeAspect` (CATALOG.md 2.1a, Fig 2.2): the snowman is
/// scaled to fit, keeping its aspect ratio, so it fills the height (142.86 x 200 points at
/// x = 28.57) and the white view shows in the margins left and right.
public struct Listing2_1a: Demo {
    public init() {}
    public var id: String { "2.1a" }
    public var title: String { "contentsGravity = resizeAspect" }
    public var hint: String { "The snowman scaled to fit with its aspect ratio kept: white margins left and right" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let layerView = BookViews.addLayerView(to: container, environment: environment)
        layerView.layer.contents = DemoAssets.image(.snowman, scale: environment.scale)
        layerView.layer.contentsGravity = .resizeAspect
    }
}
