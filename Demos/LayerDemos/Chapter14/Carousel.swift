import Foundation

extension Chapter14 {
    /// How a carousel cell gets its photo.
    public enum Loading: Sendable {
        /// Read and decoded on the main thread in the cell callback (14.1).
        case synchronous
        /// Read and decoded by a background `ImageLoader`, set only if the cell still shows the row (14.2, 14.2a).
        case background
        /// As `background`, then redrawn opaque at the image view's size x scale there (14.3).
        case forcedDecompression
        /// Through an `ImageCache` keyed by row, with rows ±1 preloaded (14.5).
        case cachedWithPreloading
        /// Drawn by a per-cell `CATiledLayer` from the row's JPEG, on the tile threads (14.4).
        case tiledLayer
        /// A low-resolution JPEG while the strip moves, the full photo once it stops (14.4a).
        case resolutionSwapping
    }

    /// A carousel cell: a white card holding an image view (the book's tag-99 view), tagged
    /// with the row it shows (14.2's guard against reuse).
    public final class PhotoCell: CALayer {
        /// The row this cell was last configured for (the book's `tag`).
        public var row = -1
        /// The image view.
        public let imageLayer = CALayer()
        /// 14.4's tiled layer filling the cell (nil in the other demos).
        public internal(set) var tiledLayer: TiledPhotoLayer?

        /// A card with its image view inset by `Carousel.inset`, aspect-fit.
        public required init() {
            super.init()
            name = "cell"
            backgroundColor = CGColor(gray: 1, alpha: 1)
            cornerRadius = 6
            imageLayer.name = "photo"
            imageLayer.backgroundColor = CGColor(gray: 0.9, alpha: 1)
            imageLayer.contentsGravity = .resizeAspect
            imageLayer.masksToBounds = true
            addSublayer(imageLayer)
        }

        /// A presentation copy.
        public required init(layer: Any) {
            row = (layer as? PhotoCell)?.row ?? -1
            tiledLayer = (layer as? PhotoCell)?.tiledLayer
            super.init(layer: layer)
        }

        /// Not archived.
        public required init?(coder: NSCoder) { nil }

        /// Places the image view inside the card, without implicit animation: the book's cell
        /// lays its image view out in Auto Layout, which does not animate (a new cell's first
        /// layout would otherwise grow its photo from the corner).
        public override func layoutSublayers() {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            imageLayer.frame = bounds.insetBy(dx: Carousel.inset, dy: Carousel.inset)
            tiledLayer?.frame = bounds
            CATransaction.commit()
        }
    }

    /// The photo carousel of 14.1 to 14.5 with the numbers its readout shows.
    public final class Carousel {
        /// How many cells the strip has (the eight photos three times over).
        public static let rowCount = 24
        /// The strip's frame in the stage, points.
        public static let frame = CGRect(x: 0, y: 70, width: 400, height: 245)
        /// A cell's width, points (one and a quarter cells are in view).
        public static let cellWidth: CGFloat = 320
        /// 14.4's cells are square (the strip's height), so the book's image rect keeps 4:3.
        public static let tiledCellWidth: CGFloat = frame.height
        /// The image view's inset in its cell, points.
        public static let inset: CGFloat = 10
        /// The image view's size, points (4:3, as the photos).
        public static let imageSize = CGSize(width: cellWidth - 2 * inset, height: frame.height - 2 * inset)

        /// How cells get their photos.
        public let loading: Loading
        /// The strip, once built.
        public private(set) var table: TableView?
        /// The background loader (unused by 14.1).
        public let loader = ImageLoader(maxConcurrentLoads: 2, qualityOfService: .utility)
        /// 14.5's cache of decoded photos by row; `nil` values are the book's "loading" placeholder.
        public let cache = ImageCache<Int, CGImage?>()
        /// The rows whose file was read, in request order (every load: main-thread or background).
        public private(set) var loadRequests: [Int] = []
        /// Photos that arrived for a cell that had moved on to another row (discarded by the tag check).
        public private(set) var staleResults = 0
        /// How many files were read and decoded on the main thread.
        public private(set) var mainThreadLoads = 0
        /// The last and the worst main-thread load, milliseconds of the host's clock.
        public private(set) var lastLoadMilliseconds = 0.0
        public private(set) var worstLoadMilliseconds = 0.0
        /// The longest frame interval seen (display-link to display-link), milliseconds, and how
        /// many intervals were over the 16.7 ms budget.
        public private(set) var worstFrameMilliseconds = 0.0
        public private(set) var framesOverBudget = 0
        /// The size in pixels of the last image handed to a cell.
        public private(set) var lastImageSize = CGSize.zero
        /// 14.4a: the rows whose full photo was asked for, in order, and the rows showing it.
        public internal(set) var fullResolutionRequests: [Int] = []
        public internal(set) var fullResolutionRows: Set<Int> = []
        /// This carousel's cell width, points.
        public var cellWidth: CGFloat { loading == .tiledLayer ? Self.tiledCellWidth : Self.cellWidth }

        var scale: CGFloat = 1
        private var clock: () -> CFTimeInterval = { 0 }
        private var lastFrame: CFTimeInterval?

        /// A carousel loading with `loading`.
        public init(loading: Loading) {
            self.loading = loading
            cache.countLimit = 6
        }

        /// Fills `container`: the strip, a title line above it and the readout below.
        func build(in container: CALayer, environment: DemoEnvironment, title: String) {
            scale = environment.scale
            clock = environment.realTime
            makeFiles()
            let heading = Label(text: title, frame: CGRect(x: 10, y: 20, width: 380, height: 40), fontSize: 13)
            heading.isWrapped = true
            environment.add(heading, to: container)
            table = TableView(frame: Self.frame, rowCount: Self.rowCount, rowHeight: cellWidth, axis: .horizontal,
                              in: container, environment: environment,
                              makeCell: { [loading] in loading == .tiledLayer ? Self.makeTiledCell() : PhotoCell() },
                              configure: { [weak self] cell, row in self?.configure(cell as! PhotoCell, row: row) })
            table?.scrollView.layer.backgroundColor = CGColor(gray: 0.25, alpha: 1)
            environment.addDisplayLink { [weak self] _ in
                self?.measureFrame()
                self?.swapInFullResolutionIfStill()
            }
            Chapter13.addReadout(in: container, environment: environment) { [weak self] in self?.readout() ?? "" }
        }

        /// Makes the photo files this carousel reads (in the cache folder, once) before anything
        /// is timed: the book's files are on disk before the app runs, so the readout's load
        /// and frame times are reading and decoding, never making the files.
        private func makeFiles() {
            for i in 0..<DemoAssets.photoCount {
                switch loading {
                case .tiledLayer: _ = try? PhotoFiles.vacationPhoto(i, extension: "jpg")
                case .resolutionSwapping:
                    _ = try? PhotoFiles.smallVacationPhoto(i)
                    _ = try? PhotoFiles.vacationPhoto(i, extension: "png")
                default: _ = try? PhotoFiles.vacationPhoto(i, extension: "png")
                }
            }
        }

        /// The image view's size in pixels on this display.
        public var pixelSize: CGSize { CGSize(width: Self.imageSize.width * scale, height: Self.imageSize.height * scale) }

        /// Sets `cell` up for `row` (the book's cell callback).
        func configure(_ cell: PhotoCell, row: Int) {
            cell.imageLayer.contentsScale = scale
            switch loading {
            case .synchronous: loadOnMainThread(cell, row: row)
            case .background, .forcedDecompression: loadInBackground(cell, row: row)
            case .cachedWithPreloading: loadThroughCache(cell, row: row)
            case .tiledLayer: redrawTiles(cell, row: row)
            case .resolutionSwapping: showLowResolution(cell, row: row)
            }
        }

        /// 14.1: the file read and decoded right here, timed.
        private func loadOnMainThread(_ cell: PhotoCell, row: Int) {
            let start = clock()
            loadRequests.append(row)
            let image = (try? PhotoFiles.vacationPhoto(row, extension: "png")).flatMap { try? CGImage(contentsOf: $0) }
            lastLoadMilliseconds = (clock() - start) * 1000
            worstLoadMilliseconds = max(worstLoadMilliseconds, lastLoadMilliseconds)
            mainThreadLoads += 1
            cell.row = row
            show(image, in: cell)
        }

        /// 14.2 and 14.3: tag the cell, clear it, load on the loader, set the image only if the
        /// cell still shows the row when it comes back.
        private func loadInBackground(_ cell: PhotoCell, row: Int) {
            cell.row = row
            cell.imageLayer.contents = nil
            startLoad(row: row) { [weak self, weak cell] image in
                guard let self, let cell else { return }
                if cell.row == row { self.show(image, in: cell) } else { self.staleResults += 1 }
            }
        }

        /// 14.5: a cached photo, or a placeholder and a load; then rows ±1 preloaded.
        private func loadThroughCache(_ cell: PhotoCell, row: Int) {
            cell.row = row
            show(cachedImage(row: row), in: cell)
            for neighbour in [row - 1, row + 1] where (0..<Self.rowCount).contains(neighbour) {
                _ = cachedImage(row: neighbour)
            }
        }

        /// The book's `loadImageAtIndex:`: a hit gives the image (nil while a placeholder
        /// stands for a load in flight); a miss stores the placeholder and starts the load,
        /// whose result is cached and shown in the row's cell if it is in view.
        private func cachedImage(row: Int) -> CGImage? {
            if let entry = cache.object(forKey: row) { return entry }
            cache.setObject(nil, forKey: row)
            startLoad(row: row) { [weak self] image in
                guard let self else { return }
                self.cache.setObject(image, forKey: row, cost: image?.byteCost ?? 0)
                if let cell = self.table?.visibleCells[row] as? PhotoCell, cell.row == row { self.show(image, in: cell) }
            }
            return nil
        }

        /// Loads row `row`'s PNG on the loader (force-decompressed to the view's pixels in
        /// 14.3 and 14.5) and hands the image (nil on failure) to `done` on the main thread.
        func startLoad(row: Int, lowResolution: Bool = false, done: @escaping (CGImage?) -> Void) {
            loadRequests.append(row)
            let redraw = loading != .background && !lowResolution
            let size = redraw ? pixelSize : nil
            loader.perform({
                let file = { lowResolution ? try PhotoFiles.smallVacationPhoto(row)
                                           : try PhotoFiles.vacationPhoto(row, extension: "png") }
                guard let url = try? file() else { return nil }
                return try? ImageLoader.decode(url, pixelSize: size, opaque: redraw).get()
            }, then: done)
        }

        func show(_ image: CGImage?, in cell: PhotoCell) {
            if let image { lastImageSize = CGSize(width: image.width, height: image.height) }
            Chapter08.withoutActions { cell.imageLayer.contents = image }
        }

        private func measureFrame() {
            let now = clock()
            defer { lastFrame = now }
            guard let last = lastFrame else { return }
            let ms = (now - last) * 1000
            worstFrameMilliseconds = max(worstFrameMilliseconds, ms)
            if ms > Chapter14.frameBudget { framesOverBudget += 1 }
        }

        /// The readout line.
        func readout() -> String {
            let frames = String(format: "worst frame %.1f ms, %d over 16.7", worstFrameMilliseconds, framesOverBudget)
            switch loading {
            case .synchronous:
                return String(format: "main-thread load %.1f ms (worst %.1f) | %@", lastLoadMilliseconds,
                              worstLoadMilliseconds, frames)
            case .background, .forcedDecompression, .resolutionSwapping:
                let size = String(format: "%.0f×%.0f px", lastImageSize.width, lastImageSize.height)
                let full = loading == .resolutionSwapping ? "full-res \(fullResolutionRequests.count) | " : ""
                return "\(loadRequests.count) loads off main, 0 on it | \(full)last \(size) | stale \(staleResults) | " + frames
            case .tiledLayer:
                let draws = table?.visibleCells.values.compactMap { ($0 as? PhotoCell)?.tiledLayer?.drawCount }.reduce(0, +) ?? 0
                return "one tile per cell, drawn off the main thread | \(draws) draws in view | " + frames
            case .cachedWithPreloading:
                let lookups = cache.hits + cache.misses
                let rate = lookups == 0 ? 0 : 100 * Double(cache.hits) / Double(lookups)
                return String(format: "cache %d/%d | hit rate %.0f%% (%d of %d) | %d loads | evicted %d", cache.count,
                              cache.countLimit, rate, cache.hits, lookups, loadRequests.count, cache.evictions)
            }
        }
    }
}
