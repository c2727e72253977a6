import UIKit

/// The book's `ReflectionView` (listing 6.9): a view backed by a `CAReplicatorLayer` that
/// draws whatever it holds twice, the second time flipped upside down 2 points below it and
/// faded, a live reflection of any subview.
///
/// Two instances; the instance transform moves down by the view's height plus 2 and then
/// flips vertically (scale (1, −1, 0)), about the replicator's centre, so the reflection spans
/// y = h + 2 to 2h + 2 in the view, row h + 2 + k showing source row h − 1 − k; the alpha
/// offset −0.6 leaves the reflection at alpha 0.4.
public final class ReflectionView: UIView {
    /// The backing layer's class: a replicator.
    public override class var layerClass: AnyClass { CAReplicatorLayer.self }

    /// A reflection view at `frame` (superview points).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Decoding is not supported: always nil.
    public required init?(coder: NSCoder) { nil }

    private func setUp() {
        // Configure the replicator.
        let layer = self.layer as! CAReplicatorLayer
        layer.instanceCount = 2
        // Move the reflection instance below the original and flip it vertically.
        var transform = CATransform3DIdentity
        let verticalOffset = bounds.size.height + 2
        transform = CATransform3DTranslate(transform, 0, verticalOffset, 0)
        transform = CATransform3DScale(transform, 1, -1, 0)
        layer.instanceTransform = transform
        // Reduce the alpha of the reflection layer.
        layer.instanceAlphaOffset = -0.6
    }
}

/// Listing 6.9: the anchor card and its reflection (CATALOG.md 6.9, Fig 6.10).
///
/// A 200 x 200 reflection view holds a white image view showing the anchor (the book places
/// one in Interface Builder); the replicator draws it again upside down, faded to 40%, from
/// 2 points below its bottom edge.
public struct Listing6_9: Demo {
    /// The demo.
    public init() {}
    /// "6.9".
    public var id: String { "6.9" }
    /// The listing's title.
    public var title: String { "ReflectionView (replicator-backed view)" }
    /// What to try.
    public var hint: String { "The anchor card with a faded, upside-down copy 2 points below it" }
    /// 400 x 450 points: room for the view and its reflection.
    public var contentSize: CGSize { CGSize(width: 400, height: 450) }

    /// The reflection view's frame in the container.
    public static let viewFrame = CGRect(x: 100, y: 20, width: 200, height: 200)

    /// Adds the reflection view and the image view inside it.
    public func build(in container: CALayer, environment: DemoEnvironment) {
        let reflection = ReflectionView(frame: Self.viewFrame)
        reflection.layer.name = "reflection"
        let imageView = UIView(frame: reflection.bounds)
        imageView.layer.name = "imageView"
        imageView.backgroundColor = UIColor.white
        imageView.layer.contents = environment.image(.anchor)
        imageView.layer.contentsGravity = .resizeAspect
        reflection.addSubview(imageView)
        environment.add(reflection)
    }
}
