import Foundation
import LayerKit

/// Why `DemoAssets.writeFiles(to:)` failed.
public enum DemoAssetsError: Error, Equatable, CustomStringConvertible {
    /// The destination is not a `file:` URL.
    case notAFileURL(String)
    /// A folder could not be created (for example because a file is in the way).
    case cannotCreateDirectory(path: String, reason: String)
    /// An image could not be encoded (should not happen; reported rather than written empty).
    case encodingFailed(path: String)
    /// A file could not be written.
    case cannotWrite(path: String, reason: String)

    /// A one-line explanation naming the path.
    public var description: String {
        switch self {
        case .notAFileURL(let url): return "\(url) is not a file URL"
        case .cannotCreateDirectory(let path, let reason): return "cannot create the folder \(path): \(reason)"
        case .encodingFailed(let path): return "cannot encode the image for \(path)"
        case .cannotWrite(let path, let reason): return "cannot write \(path): \(reason)"
        }
    }
}

/// The image files the book's demos load from disk (see `writeFiles(to:)`).
extension DemoAssets {
    /// The folder of chapter 14.1-14.5's photos, relative to the destination.
    public static let vacationPhotosFolder = "Vacation Photos"
    /// The folder of chapter 14.6's coast photo at every size.
    public static let coastPhotosFolder = "Coast Photos"
    /// The folder of chapter 14.6's rainbow gradient at every size.
    public static let rainbowFolder = "Coast Photos/Rainbow"
    /// Chapter 14.7's colour image (`snowmanJPEGSource()`), relative to the destination.
    public static let snowmanJPEGFile = "Snowman.jpg"
    /// Chapter 14.7's matte (`snowmanMask()`), relative to the destination.
    public static let snowmanMaskFile = "SnowmanMask.png"
    /// Chapter 6.11's TileCutter input (`largeSnowman()`), relative to the destination.
    public static let tileCutterInputFile = "Tiles/Snowman.png"
    /// The size of the vacation photos in pixels.
    public static let vacationPhotoSize = CGSize(width: 800, height: 600)
    /// The sizes of chapter 14.6's table, largest first, in pixels.
    public static let coastPhotoSizes: [CGSize] = [2048, 1024, 512, 256, 128, 64, 32].map {
        CGSize(width: $0, height: $0 * 3 / 4)
    }
    /// The JPEG quality of every written JPEG file (0...1).
    public static let jpegQuality: CGFloat = 0.85

    /// The file name of vacation photo `index` (0-based) with extension `ext` ("png" or "jpg"):
    /// "Photo1.png" for index 0.
    public static func vacationPhotoFileName(_ index: Int, extension ext: String) -> String {
        "\(vacationPhotoStem(index)).\(ext)"
    }

    /// The file name chapter 14.6 uses for a size: "2048x1536.png" (whole pixels).
    public static func sizeFileName(_ size: CGSize, extension ext: String) -> String {
        "\(sizeStem(size)).\(ext)"
    }

    static func vacationPhotoStem(_ index: Int) -> String { "Photo\(index + 1)" }

    static func sizeStem(_ size: CGSize) -> String {
        "\(AssetCanvas.pixelCount(size.width))x\(AssetCanvas.pixelCount(size.height))"
    }

    /// Every path `writeFiles(to:)` writes, relative to the destination, in writing order.
    public static var fileNames: [String] { fileSets.flatMap { $0.files.map(\.path) } }

    /// Writes the image files the book's demos load from disk into `directory` (created if
    /// needed; existing files are replaced atomically), at these paths relative to it:
    ///
    ///
    /// - `Vacation Photos/Photo1.png` ... `Photo8.png` and `Photo1.jpg` ... `Photo8.jpg`:
    ///   `photo(0...7, size: 800x600)` (chapters 14.1-14.5).
    /// - `Coast Photos/<W>x<H>.png` and `.jpg` for each of `coastPhotoSizes` (2048x1536 down to
    ///   32x24): the coast photo, `photo(0, ...)`; `Coast Photos/Rainbow/<W>x<H>.png` and `.jpg`:
    ///   `rainbowGradient(size:)` at the same sizes (chapter 14.6 loads `<W>x<H>` from a folder,
    ///   so pointing it at either folder compares the photo or the gradient).
    /// - `Snowman.jpg` and `SnowmanMask.png`: `snowmanJPEGSource()` and `snowmanMask()` at 1x
    ///   (chapter 14.7).
    /// - `Tiles/Snowman.png`: `largeSnowman()`, the TileCutter input of chapter 6.11, which
    ///   writes its tiles beside it as `Tiles/Snowman_XX_YY.jpg`.
    ///
    /// JPEG files use quality `jpegQuality`; PNG files are 8-bit RGBA.
    ///
    /// Deterministic: the same bytes on every run. `fileNames` lists every path.
    /// - Throws: `DemoAssetsError` when `directory` is not a file URL, a folder cannot be
    ///   created, or a file cannot be encoded or written; files written before the failure stay.
    public static func writeFiles(to directory: URL) throws {
        guard directory.isFileURL else { throw DemoAssetsError.notAFileURL(directory.absoluteString) }
        for set in fileSets {
            let image = set.image()
            for file in set.files {
                let url = directory.appendingPathComponent(file.path)
                try createFolder(url.deletingLastPathComponent())
                try write(encode(image, as: file.format, path: file.path), to: url)
            }
        }
    }

    // MARK: The table of files

    enum FileFormat { case png, jpeg }

    /// One image and the files it is written to.
    struct FileSet {
        let image: () -> CGImage
        let files: [(path: String, format: FileFormat)]

        /// The image as both a PNG and a JPEG file named `<folder>/<stem>.png|jpg`.
        static func pngAndJPEG(_ folder: String, _ stem: String, _ image: @escaping () -> CGImage) -> FileSet {
            FileSet(image: image, files: [("\(folder)/\(stem).png", .png), ("\(folder)/\(stem).jpg", .jpeg)])
        }
    }

    static var fileSets: [FileSet] {
        var sets: [FileSet] = []
        for i in 0..<photoCount {
            sets.append(.pngAndJPEG(vacationPhotosFolder, vacationPhotoStem(i)) { photo(i, size: vacationPhotoSize) })
        }
        for size in coastPhotoSizes {
            let stem = sizeStem(size)
            sets.append(.pngAndJPEG(coastPhotosFolder, stem) { photo(0, size: size) })
            sets.append(.pngAndJPEG(rainbowFolder, stem) { rainbowGradient(size: size) })
        }
        sets.append(FileSet(image: { snowmanJPEGSource() }, files: [(snowmanJPEGFile, .jpeg)]))
        sets.append(FileSet(image: { snowmanMask() }, files: [(snowmanMaskFile, .png)]))
        sets.append(FileSet(image: { largeSnowman() }, files: [(tileCutterInputFile, .png)]))
        return sets
    }

    private static func encode(_ image: CGImage, as format: FileFormat, path: String) throws -> Data {
        let data: Data?
        switch format {
        case .png: data = image.pngData()
        case .jpeg: data = image.jpegData(quality: jpegQuality)
        }
        guard let data, !data.isEmpty else { throw DemoAssetsError.encodingFailed(path: path) }
        return data
    }

    private static func createFolder(_ url: URL) throws {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw DemoAssetsError.cannotCreateDirectory(path: url.path, reason: error.localizedDescription)
        }
    }

    private static func write(_ data: Data, to url: URL) throws {
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw DemoAssetsError.cannotWrite(path: url.path, reason: error.localizedDescription)
        }
    }
}
