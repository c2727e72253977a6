/// Listing 15.3: a 3D grid of 1,000 layers in a scroll view (CATALOG.md 15.3).
///
/// Ten planes of 10 x 10 layers, 100 points square, 150 apart, made back to front (z = 9 to
/// 0) at zPosition -z x 150 in gray 1 - z/10, inside a scroll view whose sublayerTransform
/// has m34 = -1/500: scrolling shows a tunnel of white-to-gray tiles with parallax, all 1,000
/// layers existing all the time. Logs "displayed: 1000".
public struct Listing15_3: Demo {
    public init() {}
    public var id: String { "15.3" }
    public var title: String { "3D grid of 1,000 layers in a scroll view" }
    public var hint: String { "Drag or use the wheel to scroll: 1,000 layers in perspective, all alive" }

    /// The book's grid: 10 x 10 x 10.
    public static let grid = Chapter15.Grid(width: 10, height: 10, depth: 10)

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let grid = Self.grid
        let scroll = Chapter15.addGridScrollView(in: container, environment: environment, grid: grid)
        // Create layers, back to front.
        for z in stride(from: grid.depth - 1, through: 0, by: -1) {
            for y in 0..<grid.height {
                for x in 0..<grid.width {
                    scroll.layer.addSublayer(Self.makeLayer(x, y, z, depth: grid.depth))
                }
            }
        }
        // Log.
        environment.log("displayed: \(grid.count)")
        _ = Chapter15.addReadout("displayed: \(scroll.layer.sublayers?.count ?? 0) layers, all of them, at all times",
                                 in: container, environment: environment)
    }

    /// A 100 x 100 layer at grid point (x, y, z), gray by depth.
    public static func makeLayer(_ x: Int, _ y: Int, _ z: Int, depth: Int) -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: Chapter15.size, height: Chapter15.size)
        let place = Chapter15.Grid.place(x, y, z)
        layer.position = place.position
        layer.zPosition = place.zPosition
        layer.backgroundColor = Chapter15.gray(depthIndex: z, of: depth)
        return layer
    }
}

/// Listing 15.4: only the visible layers of a 100 x 100 x 10 virtual grid exist (CATALOG.md 15.4).
///
/// On layout and on every scroll, the viewport (grown by half a layer, and per depth by the
/// perspective's 1 / PERSPECTIVE(z x 150)) picks the grid points that can show, and the scroll
/// view's sublayers are replaced by fresh layers for just those, inside a transaction with
/// actions off. 100,000 virtual layers, a few hundred real ones; the readout shows how many
/// and how long the update took (the host's clock).
public struct Listing15_4: Demo {
    public init() {}
    public var id: String { "15.4" }
    public var title: String { "Culling: only visible layers of 100,000 exist" }
    public var hint: String { "Scroll far: layers are made and dropped as they come into view (see the readout)" }

    /// The book's virtual grid: 100 x 100 x 10.
    public static let grid = Chapter15.Grid(width: 100, height: 100, depth: 10)

    /// The scroll view, kept so tests can scroll it.
    public let handle = Chapter15.CullingHandle()

    public func build(in container: CALayer, environment: DemoEnvironment) {
        Chapter15.buildCulling(in: container, environment: environment, grid: Self.grid, handle: handle, recycling: false)
    }
}

/// Listing 15.5: 15.4 recycling its layers from a pool (CATALOG.md 15.5).
///
/// Each update puts every current sublayer into a set-based pool and, inside a transaction
/// with actions off (so no position or colour animates), takes a layer from the pool for each
/// visible grid point when one is left, making a new one only otherwise; position, zPosition
/// and colour are reset on reuse. Logs and shows "displayed: n/100000 recycled: r".
public struct Listing15_5: Demo {
    public init() {}
    public var id: String { "15.5" }
    public var title: String { "Culling with a pool of recycled layers" }
    public var hint: String { "Scroll: layers leaving the view are reused for those entering it" }

    /// The scroll view, kept so tests can scroll it.
    public let handle = Chapter15.CullingHandle()

    public func build(in container: CALayer, environment: DemoEnvironment) {
        Chapter15.buildCulling(in: container, environment: environment, grid: Listing15_4.grid, handle: handle, recycling: true)
    }
}
