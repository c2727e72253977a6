import Foundation
import LayerKit

/// Why the tile cutter failed: one line naming the file.
public enum TileCutterError: Error, Equatable, CustomStringConvertible {
    /// The input could not be read or decoded.
    case unreadable(path: String, reason: String)
    /// The tile size is not a whole number of pixels from 1 to 8192.
    case badTileSize(Int)
    /// A tile could not be encoded or written.
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): return "cannot read \(path) as an image: \(reason)"
        case .badTileSize(let n): return "the tile size must be 1 to 8192 pixels, not \(n)"
        case .cannotWrite(let path, let reason): return "cannot write \(path): \(reason)"
        }
    }
}

/// The book's TileCutter (listing 6.11): cuts an image into square tiles written as JPEG with
/// libjpeg-turbo, named `<stem>_XX_YY.jpg` (column then row, two digits, zero-padded), with
/// ceil(width / size) columns and ceil(height / size) rows; tiles on the right and bottom edges
/// are cropped to the image. `layerdemos tilecut IMAGE [--size 256]` runs it on a file.
public enum TileCutter {
    /// The file name of tile (`x`, `y`) of `stem`: "Snowman_03_04.jpg".
    public static func fileName(stem: String, x: Int, y: Int) -> String {
        String(format: "%@_%02d_%02d.jpg", stem, x, y)
    }

    /// Cuts the image file at `path` into tiles of `size` pixels next to it (the path without
    /// its extension is the stem); returns the files written, row by row.
    public static func cut(file path: String, size: Int = 256) throws -> [URL] {
        let url = URL(fileURLWithPath: path)
        let image: CGImage
        do {
            image = try CGImage(contentsOf: url)
        } catch {
            throw TileCutterError.unreadable(path: path, reason: "\(error)")
        }
        return try cut(image, stem: url.deletingPathExtension(), size: size)
    }

    /// Cuts `image` into tiles of `size` pixels written as `<stem>_XX_YY.jpg` (`stem` is a file
    /// URL without extension); returns the files written, row by row.
    public static func cut(_ image: CGImage, stem: URL, size: Int = 256) throws -> [URL] {
        guard (1...8192).contains(size) else { throw TileCutterError.badTileSize(size) }
        let columns = (image.width + size - 1) / size, rows = (image.height + size - 1) / size
        var written: [URL] = []
        for y in 0..<rows {
            for x in 0..<columns {
                let url = stem.deletingLastPathComponent()
                    .appendingPathComponent(fileName(stem: stem.lastPathComponent, x: x, y: y))
                let crop = CGRect(x: x * size, y: y * size, width: size, height: size)
                guard let tile = image.cropping(to: crop), let data = tile.jpegData(quality: DemoAssets.jpegQuality) else {
                    throw TileCutterError.cannotWrite(path: url.path, reason: "the tile could not be encoded")
                }
                do {
                    try data.write(to: url, options: .atomic)
                } catch {
                    throw TileCutterError.cannotWrite(path: url.path, reason: error.localizedDescription)
                }
                written.append(url)
            }
        }
        return written
    }
}

extension DemoAssets {
    /// Where chapter 6.12 keeps the tiles of the large snowman, cut at first use:
    /// `$XDG_CACHE_HOME/layerdemos/Tiles-v1` (or `~/.cache/layerdemos/Tiles-v1`; a temporary
    /// folder without either). Settable, so tests can use a folder of their own.
    nonisolated(unsafe) public static var tileCacheDirectory: URL =
        defaultCacheDirectory(ProcessInfo.processInfo.environment).appendingPathComponent("Tiles-v1")

    /// The stem (`<folder>/Snowman`) of the 64 JPEG tiles of `largeSnowman()`, 256 pixels
    /// each, cutting them with `TileCutter` into `tileCacheDirectory` when any is missing.
    public static func snowmanTiles() throws -> URL {
        let folder = tileCacheDirectory
        let stem = folder.appendingPathComponent("Snowman")
        let side = (largeSnowmanSide + 255) / 256
        let all = (0..<side).allSatisfy { y in
            (0..<side).allSatisfy { x in
                FileManager.default.fileExists(atPath: folder.appendingPathComponent(TileCutter.fileName(stem: "Snowman", x: x, y: y)).path)
            }
        }
        if !all {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw TileCutterError.cannotWrite(path: folder.path, reason: error.localizedDescription)
            }
            _ = try TileCutter.cut(largeSnowman(), stem: stem)
        }
        return stem
    }
}
