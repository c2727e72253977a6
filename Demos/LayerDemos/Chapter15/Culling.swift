/// The culling controller of 15.4 and 15.5: which layers exist for the scroll view's offset.
extension Chapter15 {
    /// What the last update of a culling demo did, and its scroll view.
    public final class CullingHandle {
        /// The scroll view (nil before the demo is built).
        public internal(set) var scrollView: ScrollView?
        /// Layers shown by the last update.
        public internal(set) var displayed = 0
        /// Of those, how many came from the pool (15.5; 0 in 15.4).
        public internal(set) var recycled = 0
        /// How many layers the last update made new.
        public internal(set) var allocated = 0
        /// How many updates ran.
        public internal(set) var updates = 0
        /// How long the last update took, milliseconds of the host's clock.
        public internal(set) var lastMilliseconds: Double = 0

        /// A handle for a demo not built yet.
        public init() {}
    }

    /// Builds the black perspective scroll view over `grid`, updating its layers on build and
    /// on every scroll (`recycling` from a pool, or making all new).
    static func buildCulling(in container: CALayer, environment: DemoEnvironment, grid: Grid,
                             handle: CullingHandle, recycling: Bool) {
        let scroll = addGridScrollView(in: container, environment: environment, grid: grid)
        handle.scrollView = scroll
        let readout = addReadout("", in: container, environment: environment)
        let culler = LayerCuller(grid: grid, recycling: recycling)
        let clock = environment.realTime
        // Weak: the handle outlives the demo (it is kept with the demo value) and holds the
        // scroll view, whose callback this is; the environment holds the container.
        let update = { [unowned scroll, weak environment] in
            let start = clock()
            culler.update(scroll.layer, handle: handle)
            handle.lastMilliseconds = (clock() - start) * 1000
            var line = "displayed: \(handle.displayed)/\(grid.count)"
            if recycling { line += " recycled: \(handle.recycled)" }
            environment?.log(line)
            Chapter08.withoutActions {
                readout.text = line + String(format: " | new %d | update %.2f ms", handle.allocated, handle.lastMilliseconds)
            }
        }
        scroll.didScroll = update
        update()
    }

    /// Replaces a scroll layer's sublayers with layers for the grid points its bounds show
    /// (15.4, and 15.5 when `recycling`); `layerbench`'s cull scenes run the same updates.
    public final class LayerCuller {
        /// The virtual grid.
        public let grid: Grid
        /// Whether layers are reused from a pool of the last update's (15.5).
        public let recycling: Bool
        /// Each depth's gray, made once: colours are immutable, so layers share them.
        private let grays: [CGColor]

        /// A culler over `grid`.
        public init(grid: Grid, recycling: Bool) {
            self.grid = grid
            self.recycling = recycling
            grays = (0..<grid.depth).map { gray(depthIndex: $0, of: grid.depth) }
        }

        /// One update: the visible points, a layer for each (from the pool when recycling),
        /// set as `scrollLayer`'s sublayers inside a transaction with actions off.
        public func update(_ scrollLayer: CALayer, handle: CullingHandle) {
            let points = grid.visiblePoints(in: scrollLayer.bounds)
            // Add existing layers to pool.
            var pool = Set(recycling ? scrollLayer.sublayers ?? [] : [])
            var recycled = 0, allocated = 0
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            var visible: [CALayer] = []
            visible.reserveCapacity(points.count)
            for (x, y, z) in points {
                // Recycle a layer if one is available, or make a new one.
                let layer: CALayer
                if let reused = pool.popFirst() {
                    layer = reused
                    recycled += 1
                } else {
                    layer = CALayer()
                    layer.frame = CGRect(x: 0, y: 0, width: size, height: size)
                    allocated += 1
                }
                let place = Grid.place(x, y, z)
                layer.position = place.position
                layer.zPosition = place.zPosition
                layer.backgroundColor = grays[z]
                visible.append(layer)
            }
            scrollLayer.sublayers = visible
            CATransaction.commit()
            handle.displayed = visible.count
            handle.recycled = recycled
            handle.allocated = allocated
            handle.updates += 1
        }
    }
}
