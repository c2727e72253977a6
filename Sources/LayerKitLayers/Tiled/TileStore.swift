/// The tiles of one `CATiledLayer`: those drawn, those being drawn, and when each was first
/// shown. Shared by the layer (model side) and its render content (render side) through the
/// committed state; every member is guarded by one lock, so both sides and the drawing
/// threads use it at once.
///
/// The render side asks for the tiles it sees (`tiles(for:at:grid:)`); a missing tile is
/// drawn on a background queue (several at once) by the layer's `draw(in:)` (app code, never
/// on the render thread or under the layer-tree lock), then kept here, and the host is woken
/// (a no-op block on the main queue) so that the next frame shows it. A tile fades in over
/// `fadeDuration` seconds of media time from the first frame that shows it. Tiles outside the
/// last frame's view are dropped, least recently seen first, while the tiles kept exceed the
/// byte budget.
package final class TileStore: @unchecked Sendable {
    /// Bytes of tile pixels kept at most (beyond the tiles in view), by default 64 MiB.
    package static let defaultByteBudget = 64 << 20
    /// Every tile drawing in flight, of every store: a headless frame waits for it
    /// (`waitForBackgroundDrawing()`), so headless runs are reproducible.
    private static let inFlight = DispatchGroup()

    private struct Tile {
        var image: CGImage
        /// Local time of the first frame that showed the tile (nil until one did).
        var shown: Double?
        /// The draw count of the frame that last needed it.
        var lastUse: UInt64
    }

    private let lock = NSLock()
    private var tiles: [TileKey: Tile] = [:]
    private var pending: Set<TileKey> = []
    /// Bumped by invalidation: drawings of an older generation are thrown away.
    private var generation = 0
    private var uses: UInt64 = 0
    private var bytes = 0
    private let byteBudget: Int
    private let queue = OperationQueue()
    /// The layer whose `draw(in:)` draws the tiles; touched only on the drawing threads.
    private weak var layer: CALayer?

    /// A store drawing with `layer`, at most `concurrency` tiles at once.
    package init(layer: CALayer, concurrency: Int = 4, byteBudget: Int = TileStore.defaultByteBudget) {
        self.layer = layer
        self.byteBudget = byteBudget
        queue.maxConcurrentOperationCount = max(1, concurrency)
        queue.name = "LayerKit CATiledLayer tiles"
    }

    /// Waits until every tile drawing started so far, in every store, has finished.
    package static func waitForBackgroundDrawing() { inFlight.wait() }

    /// What a frame at local time `t` shows of the tiles `keys`: each drawn one with its first
    /// showing time (now, for one not shown before). Missing tiles are queued for drawing.
    package func tiles(for keys: [TileKey], at t: Double, grid: TileGrid) -> [(TileKey, CGImage, shown: Double)] {
        lock.lock()
        defer { lock.unlock() }
        uses &+= 1
        var out: [(TileKey, CGImage, shown: Double)] = []
        for key in keys {
            if var tile = tiles[key] {
                let shown = tile.shown ?? t
                tile.shown = shown
                tile.lastUse = uses
                tiles[key] = tile
                out.append((key, tile.image, shown))
            } else if !pending.contains(key) {
                pending.insert(key)
                startDrawing(key, grid: grid, generation: generation)
            }
        }
        evict(keeping: Set(keys))
        return out
    }

    /// Whether the frames after local time `t` look different without any change of the
    /// layer: a drawn tile not shown yet, or one still fading in.
    package func changes(after t: Double, fadeDuration: Double) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return tiles.values.contains { tile in tile.shown.map { t - $0 < fadeDuration } ?? (tile.lastUse == uses) }
    }

    /// Forgets the tiles that meet `rect` (layer points; all of them for nil): they are drawn
    /// again when next seen. Drawings in flight are thrown away when they finish.
    package func invalidate(_ rect: CGRect?, grid: TileGrid) {
        // A non-finite rect marks nothing, as on a plain layer.
        if let rect, !rect.isFiniteValue { return }
        lock.lock()
        defer { lock.unlock() }
        generation += 1
        pending.removeAll()
        for key in Array(tiles.keys) where rect.map({ grid.rect(of: key).intersects($0) }) ?? true {
            bytes -= tiles[key].map { $0.image.width * $0.image.height * 4 } ?? 0
            tiles[key] = nil
        }
    }

    /// The tiles kept, for tests: their keys.
    package var keptKeys: Set<TileKey> {
        lock.lock(); defer { lock.unlock() }
        return Set(tiles.keys)
    }

    /// Queues the drawing of `key` (called under the lock).
    private func startDrawing(_ key: TileKey, grid: TileGrid, generation: Int) {
        Self.inFlight.enter()
        queue.addOperation { [weak self] in
            defer { Self.inFlight.leave() }
            guard let self else { return }
            let image = self.draw(key, grid: grid)
            self.deliver(key, image, generation: generation)
        }
    }

    /// Draws one tile with the layer's `draw(in:)`: a context of the tile's pixels at the
    /// level's scale, its user space the layer's points, clipped to the tile's clip box.
    private func draw(_ key: TileKey, grid: TileGrid) -> CGImage? {
        guard let layer else { return nil }
        let rect = grid.rect(of: key)
        let s = grid.scale(ofLevel: key.level)
        let w = (rect.width * s - 1e-6).rounded(.up), h = (rect.height * s - 1e-6).rounded(.up)
        guard w >= 1, h >= 1, w < 0x1p31, h < 0x1p31,
              let ctx = CGContext(pixelWidth: Int(w), pixelHeight: Int(h), scale: s) else { return nil }
        ctx.translateBy(x: -rect.minX, y: -rect.minY)
        ctx.clip(to: rect)
        ctx.drawsImagesFlipped = true
        layer.draw(in: ctx)
        return ctx.finishImage()
    }

    /// Keeps a finished tile (unless invalidated meanwhile) and wakes the host.
    private func deliver(_ key: TileKey, _ image: CGImage?, generation: Int) {
        lock.lock()
        let current = generation == self.generation
        if current {
            pending.remove(key)
            if let image {
                tiles[key] = Tile(image: image, shown: nil, lastUse: uses)
                bytes += image.width * image.height * 4
            }
        }
        lock.unlock()
        if current { DispatchQueue.main.async {} }
    }

    /// Drops the least recently seen tiles not in `visible` while over the budget (under the lock).
    private func evict(keeping visible: Set<TileKey>) {
        guard bytes > byteBudget else { return }
        let candidates = tiles.filter { !visible.contains($0.key) }.sorted { $0.value.lastUse < $1.value.lastUse }
        for (key, tile) in candidates where bytes > byteBudget {
            bytes -= tile.image.width * tile.image.height * 4
            tiles[key] = nil
        }
    }
}
