import Foundation

/// Listing 6.11: the TileCutter command-line tool (CATALOG.md 6.11), shown as what it makes:
/// the 64 JPEG tiles of the 2048 x 2048 snowman, loaded from the files the cutter wrote and laid
/// out 8 x 8 with a gap between them, tile (x, y) in column x and row y. The tool itself runs as
/// `layerdemos tilecut IMAGE [--size 256]`.
public struct Listing6_11: Demo {
    /// The demo.
    public init() {}
    /// "6.11".
    public var id: String { "6.11" }
    /// The listing's title.
    public var title: String { "TileCutter: 64 JPEG tiles of a 2048 x 2048 image" }
    /// What to look at.
    public var hint: String { "Each square is one 256-pixel tile file, shown at 48 points; run layerdemos tilecut IMAGE to cut your own" }
    /// Eight 48-point tiles a side with 4-point gaps and margins.
    public var contentSize: CGSize { CGSize(width: 8 * 52 + 4, height: 8 * 52 + 4) }

    /// Loads each tile file into a layer of the grid.
    public func build(in container: CALayer, environment: DemoEnvironment) {
        container.backgroundColor = CGColor(gray: 0.2, alpha: 1)
        let stem: URL
        do {
            stem = try DemoAssets.snowmanTiles()
        } catch {
            environment.log("6.11 could not cut the tiles: \(error)")
            return
        }
        for y in 0..<8 {
            for x in 0..<8 {
                let file = stem.deletingLastPathComponent()
                    .appendingPathComponent(TileCutter.fileName(stem: stem.lastPathComponent, x: x, y: y))
                let tile = CALayer()
                tile.name = "tile \(x),\(y)"
                tile.frame = CGRect(x: 4 + CGFloat(x) * 52, y: 4 + CGFloat(y) * 52, width: 48, height: 48)
                tile.contents = try? CGImage(contentsOf: file)
                container.addSublayer(tile)
            }
        }
    }
}
