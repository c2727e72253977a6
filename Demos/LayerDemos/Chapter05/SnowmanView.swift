/// The book's `layerView` for chapter 5: a white 200 x 200 view showing the snowman image
/// (CATALOG.md 5.1; pflnh's project shows Snowman.png there), built as a plain layer.
///
/// UIKit's image view becomes a layer whose `contents` is the snowman with
/// `contentsGravity = resizeAspect`, so the whole 200 x 280 snowman fits the square.
enum SnowmanView {
    /// The view's size, points.
    static let size = CGSize(width: 200, height: 200)

    /// A white layer of `size` centred on `center`, showing the snowman at `scale`.
    static func make(center: CGPoint, scale: CGFloat, name: String = "layerView") -> CALayer {
        let view = CALayer()
        view.name = name
        view.bounds = CGRect(origin: .zero, size: size)
        view.position = center
        view.backgroundColor = CGColor(gray: 1, alpha: 1)
        view.contents = DemoAssets.image(.snowman, scale: scale)
        view.contentsGravity = .resizeAspect
        view.contentsScale = scale
        return view
    }
}

/// The centre of `layer`'s bounds.
func boundsCenter(_ layer: CALayer) -> CGPoint { CGPoint(x: layer.bounds.midX, y: layer.bounds.midY) }
