/// Listing 12.1: a contact list with shadows, the slow version (CATALOG.md 12.1).
///
/// 1,000 rows of a random name and avatar; each visible cell's avatar and label cast shadows
/// drawn from their alpha, so every frame needs at least two offscreen passes per cell (F3
/// colours them yellow; the F7 HUD counts them). Drag or use the wheel to scroll; a release
/// keeps the list moving with inertia.
public struct Listing12_1: Demo {
    /// The list, to read its table after building.
    public let list = ContactList()

    public init() {}
    public var id: String { "12.1" }
    public var title: String { "Contact list with shadows (slow): 1,000 rows with cell reuse" }
    public var hint: String { "Drag or wheel to scroll; F3 colours offscreen passes yellow, F7 shows frame times" }
    public var contentSize: CGSize { Chapter12.stageSize }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        list.build(in: container, environment: environment, rasterized: false)
    }
}

/// Listing 12.2: the same list with each cell rasterized (CATALOG.md 12.2).
///
/// Every cell sets `shouldRasterize` and `rasterizationScale` (the screen's scale): a cell is
/// rendered offscreen once when it is configured, then composited from its kept image while it
/// scrolls, so F2 shows most cells green (reused) and red only on the frame a cell scrolls in.
public struct Listing12_2: Demo {
    /// The list, to read its table after building.
    public let list = ContactList()

    public init() {}
    public var id: String { "12.2" }
    public var title: String { "Contact list fixed with shouldRasterize: each cell drawn once, then reused" }
    public var hint: String { "Drag or wheel to scroll; F2 colours cache hits green and misses red, F7 shows frame times" }
    public var contentSize: CGSize { Chapter12.stageSize }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        list.build(in: container, environment: environment, rasterized: true)
    }
}
