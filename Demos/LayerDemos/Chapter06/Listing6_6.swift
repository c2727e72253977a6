/// Listing 6.6: a two-colour diagonal gradient (CATALOG.md 6.6).
///
/// A `CAGradientLayer` filling the container, red at the top-left corner (startPoint (0, 0))
/// to blue at the bottom-right (endPoint (1, 1)).
public struct Listing6_6: Demo {
    /// The demo.
    public init() {}
    /// "6.6".
    public var id: String { "6.6" }
    /// The listing's title.
    public var title: String { "Two-color diagonal gradient" }
    /// What to try.
    public var hint: String { "Red at the top-left corner blends into blue at the bottom-right" }

    /// Adds the gradient layer over the container's bounds.
    public func build(in container: CALayer, environment: DemoEnvironment) {
        // Create the gradient layer.
        let gradientLayer = CAGradientLayer()
        gradientLayer.name = "gradient"
        gradientLayer.frame = container.bounds
        container.addSublayer(gradientLayer)
        // Set the gradient colours.
        gradientLayer.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
        // Set the gradient start and end points.
        gradientLayer.startPoint = CGPoint(x: 0, y: 0)
        gradientLayer.endPoint = CGPoint(x: 1, y: 1)
    }
}

/// Listing 6.7: three colours placed with `locations` (CATALOG.md 6.7).
///
/// Red, yellow and green at locations 0, 0.25 and 0.5 along the same diagonal as 6.6, so the
/// blend is crowded into the top-left and everything past the middle diagonal is green.
public struct Listing6_7: Demo {
    /// The demo.
    public init() {}
    /// "6.7".
    public var id: String { "6.7" }
    /// The listing's title.
    public var title: String { "Three colors with locations" }
    /// What to try.
    public var hint: String { "Red, yellow and green at 0, 0.25 and 0.5: the lower-right half is solid green" }

    /// Adds the gradient layer over the container's bounds.
    public func build(in container: CALayer, environment: DemoEnvironment) {
        let gradientLayer = CAGradientLayer()
        gradientLayer.name = "gradient"
        gradientLayer.frame = container.bounds
        container.addSublayer(gradientLayer)
        // Set the gradient colours.
        gradientLayer.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 1, green: 1, blue: 0, alpha: 1),
                                CGColor(red: 0, green: 1, blue: 0, alpha: 1)]
        // Set the locations.
        gradientLayer.locations = [0.0, 0.25, 0.5]
        // Set the gradient start and end points.
        gradientLayer.startPoint = CGPoint(x: 0, y: 0)
        gradientLayer.endPoint = CGPoint(x: 1, y: 1)
    }
}
