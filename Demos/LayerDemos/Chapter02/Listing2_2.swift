import UIKit

/// Listing 2.2: `contentsGravity = center` with `contentsScale` set to the image's scale
/// (CATALOG.md 2.2, Fig 2.4).
///
/// A `CGImage` carries no scale: the @2x snowman is a 400 x 560 pixel bitmap, and a layer
/// takes `contentsScale` (pixels per point) to size it. The book sets `contentsScale =
/// image.scale`, the `UIImage`'s scale (2 on a Retina screen); here the @2x bitmap from
/// `DemoAssets` is shown with `contentsScale` 2 on every display, so the snowman is drawn at
/// its 200 x 280 point size, centred on the 200 x 200 view and spilling 40 points above and
/// below it (y -40...240 in the view).
public struct Listing2_2: Demo {
    public init() {}
    public var id: String { "2.2" }
    public var title: String { "contentsGravity = center + contentsScale = image scale" }
    public var hint: String { "The @2x snowman (400x560 px) at contentsScale 2: 200x280 pt, spilling 40 pt above and below the view" }

    /// The scale of the bitmap the listing shows: the @2x image.
    public static let imageScale: CGFloat = 2

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let layerView = BookViews.addLayerView(to: container, environment: environment)
        Self.showCentredSnowman(in: layerView.layer, contentsScale: Self.imageScale)
    }

    /// The listing's lines: the @2x snowman as contents, centre gravity, and `contentsScale`.
    static func showCentredSnowman(in layer: CALayer, contentsScale: CGFloat) {
        let image = DemoAssets.image(.snowman, scale: imageScale)
        layer.contents = image
        layer.contentsGravity = .center
        layer.contentsScale = contentsScale
    }
}

/// Listing 2.2 with `masksToBounds = true` (CATALOG.md 2.2a, Fig 2.5): the 200 x 280 point
/// snowman is clipped to the 200 x 200 view, cutting off the top of the hat and the feet.
public struct Listing2_2a: Demo {
    public init() {}
    public var id: String { "2.2a" }
    public var title: String { "masksToBounds = true" }
    public var hint: String { "The same centred snowman clipped to the white view: no pixels outside its 200x200 bounds" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let layerView = BookViews.addLayerView(to: container, environment: environment)
        Listing2_2.showCentredSnowman(in: layerView.layer, contentsScale: Listing2_2.imageScale)
        layerView.layer.masksToBounds = true
    }
}

/// Listing 2.2 before the fix: the @2x snowman with `contentsScale` left at its default of 1
/// (the book's Fig 2.3, shown before Listing 2.2). Each of the 400 x 560 pixels becomes a
/// point, so the snowman is drawn twice too large, centred on the view and spilling far
/// outside it (x -100...300, y -180...380 in the view).
public struct Listing2_2b: Demo {
    public init() {}
    public var id: String { "2.2b" }
    public var title: String { "contentsScale left at 1 with the @2x image (Fig 2.3)" }
    public var hint: String { "Without contentsScale = 2 the 400x560 px bitmap is drawn as 400x560 pt: twice too big" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let layerView = BookViews.addLayerView(to: container, environment: environment)
        Listing2_2.showCentredSnowman(in: layerView.layer, contentsScale: 1)
    }
}
