/// Listing 6.8: a ring of squares drawn by a `CAReplicatorLayer` (CATALOG.md 6.8).
///
/// The replicator fills the 300 x 300 container, so its centre is the white square's centre;
/// ten instances, each rotated a further π/5 about a point 200 points below that centre, and
/// each with 0.1 less green and blue than the one before, so the squares march clockwise
/// from white through pink to red (the lower part of the ring is below the container).
public struct Listing6_8: Demo {
    /// The demo.
    public init() {}
    /// "6.8".
    public var id: String { "6.8" }
    /// The listing's title.
    public var title: String { "CAReplicatorLayer ring" }
    /// What to try.
    public var hint: String { "Ten instances of one white square, each turned 36° and redder than the last" }
    /// 300 x 300 points: the square at (100, 100) sits at the replicator's centre, as in the book.
    public var contentSize: CGSize { CGSize(width: 300, height: 300) }

    /// Adds the replicator and its one square.
    public func build(in container: CALayer, environment: DemoEnvironment) {
        // Create a replicator layer and add it to our view.
        let replicator = CAReplicatorLayer()
        replicator.name = "replicator"
        replicator.frame = container.bounds
        container.addSublayer(replicator)
        // Configure the replicator.
        replicator.instanceCount = 10
        // Apply a transform for each instance.
        var transform = CATransform3DIdentity
        transform = CATransform3DTranslate(transform, 0, 200, 0)
        transform = CATransform3DRotate(transform, .pi / 5, 0, 0, 1)
        transform = CATransform3DTranslate(transform, 0, -200, 0)
        replicator.instanceTransform = transform
        // Apply a colour shift for each instance.
        replicator.instanceBlueOffset = -0.1
        replicator.instanceGreenOffset = -0.1
        // Create a sublayer and place it inside the replicator.
        let layer = CALayer()
        layer.name = "square"
        layer.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
        layer.backgroundColor = CGColor(gray: 1, alpha: 1)
        replicator.addSublayer(layer)
    }
}

/// LayerKit's own replicator demo (not in the book): a loading spinner made of one bar that
/// a replicator draws twelve times around a circle, each instance's fade running
/// `instanceDelay` later than the one before, so the bright bar goes round.
///
/// The bar's opacity animates from 1 to 0.15 over `period` seconds, forever; with twelve
/// instances and a delay of `period / 12`, instance k is k twelfths of a turn behind instance 0.
public struct ListingReplicatorSpinner: Demo {
    /// The demo.
    public init() {}
    /// "6.8x": a LayerKit extra placed after the book's 6.8.
    public var id: String { "6.8x" }
    /// The demo's title.
    public var title: String { "LayerKit: a loading spinner from one bar and instanceDelay" }
    /// What to try.
    public var hint: String { "One bar, twelve instances: each fades a twelfth of a second after the one before" }

    /// Seconds one fade (and one turn of the bright bar) takes.
    public static let period: CFTimeInterval = 1.2
    /// Instances around the circle.
    public static let bars = 12

    /// Adds the replicator, its bar and the fade.
    public func build(in container: CALayer, environment: DemoEnvironment) {
        let spinner = CAReplicatorLayer()
        spinner.name = "spinner"
        spinner.bounds = CGRect(x: 0, y: 0, width: 160, height: 160)
        spinner.position = CGPoint(x: container.bounds.midX, y: container.bounds.midY)
        spinner.instanceCount = Self.bars
        spinner.instanceTransform = CATransform3DMakeRotation(2 * .pi / CGFloat(Self.bars), 0, 0, 1)
        spinner.instanceDelay = Self.period / Double(Self.bars)
        container.addSublayer(spinner)

        let bar = CALayer()
        bar.name = "bar"
        bar.bounds = CGRect(x: 0, y: 0, width: 14, height: 44)
        bar.position = CGPoint(x: 80, y: 22)
        bar.cornerRadius = 7
        bar.backgroundColor = CGColor(red: 0.1, green: 0.3, blue: 0.8, alpha: 1)
        bar.opacity = 0.15
        spinner.addSublayer(bar)

        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = Float(1)
        fade.toValue = Float(0.15)
        fade.duration = Self.period
        fade.repeatCount = .infinity
        bar.add(fade, forKey: "fade")
    }
}
