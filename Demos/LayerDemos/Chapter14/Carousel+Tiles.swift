import Foundation

extension Chapter14 {
    /// 14.4's per-cell tiled layer: one tile the size of the cell, drawn on the tile threads
    /// from the JPEG of row `index`, full width and vertically centred.
    ///
    /// The book stores the row on the layer with KVC (`setValue(_:forKey: "index")`) and reads
    /// it back in the draw callback. Here the row is also kept behind a lock, with the cell's
    /// size, because `draw(in:)` runs on background threads while the main thread reuses the cell.
    public final class TiledPhotoLayer: CATiledLayer {
        private let lock = NSLock()
        private var row = -1
        private var size = CGSize.zero
        private var draws: [(row: Int, thread: Thread)] = []

        /// The row drawn (the book's "index"), and the cell's size in points.
        public func show(row newRow: Int, size newSize: CGSize) {
            lock.lock()
            row = newRow
            size = newSize
            lock.unlock()
            setValue(newRow, forKey: "index")
        }

        /// Every draw so far: the row and the thread it ran on.
        public var drawLog: [(row: Int, thread: Thread)] { lock.lock(); defer { lock.unlock() }; return draws }
        /// How many draws there were.
        public var drawCount: Int { drawLog.count }

        /// The book's image rect for an image of aspect `aspect` (height / width) in a cell of
        /// `size`: full width, the cell's height scaled by the aspect, centred vertically.
        public static func imageRect(cell size: CGSize, aspect: CGFloat) -> CGRect {
            let height = size.height * aspect
            return CGRect(x: 0, y: (size.height - height) / 2, width: size.width, height: height)
        }

        /// Loads row `index`'s JPEG and draws it into the book's image rect.
        public override func draw(in ctx: CGContext) {
            lock.lock()
            let (drawn, cell) = (row, size)
            draws.append((drawn, Thread.current))
            lock.unlock()
            guard drawn >= 0, let url = try? PhotoFiles.vacationPhoto(drawn, extension: "jpg"),
                  let image = try? CGImage(contentsOf: url) else { return }
            let rect = Self.imageRect(cell: cell, aspect: CGFloat(image.height) / CGFloat(image.width))
            // The book's `[tileImage drawInRect:]` is upright; a CGImage in the layer's flipped
            // context draws upside down, so Apple code flips the context about the rect first.
            ctx.saveGState()
            ctx.translateBy(x: 0, y: rect.minY + rect.maxY)
            ctx.scaleBy(x: 1, y: -1)
            ctx.draw(image, in: rect)
            ctx.restoreGState()
        }
    }
}

extension Chapter14.Carousel {
    /// A 14.4 cell: a card whose tiled layer fills it (no image view).
    static func makeTiledCell() -> Chapter14.PhotoCell {
        let cell = Chapter14.PhotoCell()
        cell.imageLayer.isHidden = true
        let tiled = Chapter14.TiledPhotoLayer()
        tiled.name = "tiled"
        cell.tiledLayer = tiled
        cell.addSublayer(tiled)
        return cell
    }

    /// 14.4: on reuse, clear the tiled layer, give it the row and the cell's tile size
    /// (size x scale, one tile) and mark it for redisplay.
    func redrawTiles(_ cell: Chapter14.PhotoCell, row: Int) {
        guard let tiled = cell.tiledLayer else { return }
        cell.row = row
        tiled.frame = cell.bounds
        tiled.contentsScale = scale
        tiled.tileSize = CGSize(width: cell.bounds.width * scale, height: cell.bounds.height * scale)
        tiled.contents = nil
        tiled.show(row: row, size: cell.bounds.size)
        tiled.setNeedsDisplay()
    }

    /// 14.4a: the row's small JPEG now (in the background, with the tag check); the full photo
    /// waits for the strip to stop (`swapInFullResolutionIfStill`).
    func showLowResolution(_ cell: Chapter14.PhotoCell, row: Int) {
        cell.row = row
        cell.imageLayer.contents = nil
        fullResolutionRows.remove(row)
        startLoad(row: row, lowResolution: true) { [weak self, weak cell] image in
            guard let self, let cell, cell.row == row, !self.fullResolutionRows.contains(row) else { return }
            self.show(image, in: cell)
        }
    }

    /// 14.4a, each frame: when nothing moves the strip (no drag, no deceleration), asks once
    /// for the full photo of every visible cell still showing the small one.
    func swapInFullResolutionIfStill() {
        guard loading == .resolutionSwapping, let table, !table.scrollView.isDragging, !table.scrollView.isDecelerating
        else { return }
        for (row, cell) in table.visibleCells.sorted(by: { $0.key < $1.key }) where !fullResolutionRows.contains(row) {
            guard let cell = cell as? Chapter14.PhotoCell else { continue }
            fullResolutionRows.insert(row)
            fullResolutionRequests.append(row)
            startLoad(row: row) { [weak self, weak cell] image in
                guard let self, let cell, cell.row == row, self.fullResolutionRows.contains(row) else { return }
                self.show(image, in: cell)
            }
        }
    }
}

extension Chapter14.PhotoFiles {
    /// The size of 14.4a's low-resolution photos, pixels (a tenth of a side).
    public static let smallPhotoSize = CGSize(width: 80, height: 60)

    /// Vacation photo `index` at `smallPhotoSize` as a JPEG ("Vacation Photos/Small/PhotoN.jpg").
    public static func smallVacationPhoto(_ index: Int) throws -> URL {
        let i = ((index % DemoAssets.photoCount) + DemoAssets.photoCount) % DemoAssets.photoCount
        let name = DemoAssets.vacationPhotosFolder + "/Small/" + DemoAssets.vacationPhotoFileName(i, extension: "jpg")
        return try file(name) { DemoAssets.photo(i, size: smallPhotoSize) }
    }
}
