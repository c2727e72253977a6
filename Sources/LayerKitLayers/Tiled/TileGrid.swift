/// One tile of a `CATiledLayer`: its level of detail and its column and row there.
package struct TileKey: Hashable, Sendable {
    /// The level's scale as a power of two relative to `contentsScale` (0: one tile pixel per
    /// layer pixel; -1: half resolution, for zoomed-out views; 1: double).
    package var level: Int
    package var x: Int
    package var y: Int
    package init(level: Int, x: Int, y: Int) { self.level = level; self.x = x; self.y = y }
}

/// The tile geometry of a tiled layer: which tiles cover a rect at which level of detail, and
/// each tile's clip box. Tiles are `tileSize` pixels at the level's scale (pixels per layer
/// point), so at scale s a tile is tileSize / s points; tile (x, y) starts at (x, y) times that
/// from the bounds' origin and is clipped to the bounds.
package struct TileGrid: Sendable {
    package var bounds: CGRect
    /// Tile size in pixels (at least 1 x 1).
    package var tileSize: CGSize
    /// `contentsScale`: pixels per point at level 0.
    package var contentsScale: CGFloat
    /// How many levels exist, and how many of them are above level 0 (`levelsOfDetailBias`).
    package var levels: Int
    package var bias: Int

    package init(bounds: CGRect, tileSize: CGSize, contentsScale: CGFloat, levels: Int, bias: Int) {
        self.bounds = bounds.standardized
        self.tileSize = CGSize(width: max(1, tileSize.width.isFinite ? tileSize.width : 256),
                               height: max(1, tileSize.height.isFinite ? tileSize.height : 256))
        self.contentsScale = contentsScale.isFinite && contentsScale > 0 ? min(contentsScale, Self.maximumScale) : 1
        if contentsScale > Self.maximumScale, contentsScale.isFinite {
            Diagnostics.warnOnce("a CATiledLayer's contentsScale above \(Self.maximumScale) draws at \(Self.maximumScale)")
        }
        if levels > Self.maximumLevels {
            Diagnostics.warnOnce("CATiledLayer.levelsOfDetail above \(Self.maximumLevels) has \(Self.maximumLevels) levels")
        }
        self.levels = min(max(1, levels), Self.maximumLevels)
        self.bias = max(0, min(bias, self.levels - 1))
    }

    /// The most levels of detail a tiled layer has (a LayerKit bound: 2^64 times finer than
    /// the coarsest is past any zoom; larger `levelsOfDetail` values have this many).
    package static let maximumLevels = 64
    /// The largest `contentsScale` a tiled layer draws at (a LayerKit bound keeping tile
    /// numbers within `Int`).
    package static let maximumScale: CGFloat = 1024

    /// Pixels per point of `level`.
    package func scale(ofLevel level: Int) -> CGFloat { contentsScale * CGFloat(pow(2.0, Double(level))) }

    /// The level to draw at `k` device pixels per point: the coarsest whose scale is at least
    /// `k` (no tile is magnified while a finer level exists), else the finest there is. Levels
    /// run from `bias` (finest) down to `bias - levels + 1`.
    package func level(forPixelsPerPoint k: CGFloat) -> Int {
        let finest = bias, coarsest = bias - levels + 1
        guard k.isFinite, k > 0 else { return finest }
        var level = coarsest
        while level < finest && scale(ofLevel: level) < k * (1 - 1e-9) { level += 1 }
        return level
    }

    /// Tile `key`'s clip box in the layer's coordinates (points), clipped to the bounds.
    package func rect(of key: TileKey) -> CGRect {
        let s = scale(ofLevel: key.level)
        let w = tileSize.width / s, h = tileSize.height / s
        return CGRect(x: bounds.minX + CGFloat(key.x) * w, y: bounds.minY + CGFloat(key.y) * h, width: w, height: h)
            .intersection(bounds)
    }

    /// The tiles of `level` that meet `rect` (layer points), row by row; none when it misses
    /// the bounds. At most 4,096 tiles (a bound on absurd zooms).
    package func keys(meeting rect: CGRect, level: Int) -> [TileKey] {
        let r = rect.standardized.intersection(bounds)
        guard !r.isNull, r.width > 0, r.height > 0, r.isFiniteValue else { return [] }
        let s = scale(ofLevel: level)
        let w = tileSize.width / s, h = tileSize.height / s
        let fx0 = ((r.minX - bounds.minX) / w).rounded(.down), fx1 = ((r.maxX - bounds.minX) / w).rounded(.up)
        let fy0 = ((r.minY - bounds.minY) / h).rounded(.down), fy1 = ((r.maxY - bounds.minY) / h).rounded(.up)
        // Counted in floating point first: far-off tiles at a huge scale are past Int.
        guard fx1 > fx0, fy1 > fy0, (fx1 - fx0) * (fy1 - fy0) <= 4096, max(fx1, fy1) < 0x1p62 else { return [] }
        let x0 = Int(fx0), x1 = Int(fx1), y0 = Int(fy0), y1 = Int(fy1)
        return (y0..<y1).flatMap { y in (x0..<x1).map { TileKey(level: level, x: $0, y: y) } }
    }
}
