import Foundation

/// Chapter 14 — Image IO.
///
/// 14.1 to 14.5 show the same carousel (`Carousel`): a horizontal strip of 24 photo cells
/// (the eight "Vacation Photos", 800x600 PNG files written by `PhotoFiles`, in turn) on a
/// `TableView` with cell reuse, differing only in how a cell gets its image: read and decoded
/// on the main thread (14.1), on a background `ImageLoader` with the row-tag check (14.2,
/// 14.2a), force-decompressed to the view's pixel size there (14.3), or through an
/// `ImageCache` with the neighbours preloaded (14.5). The readout under the strip shows, live,
/// what the main thread paid: milliseconds of the host's clock (`DemoEnvironment.realTime`;
/// headless it stands still, so the frames are the same on every machine and show 0.0).
/// 14.6 measures PNG against JPEG loading on this machine; 14.7 masks a JPEG with a PNG; 14.7a
/// decodes JPEG 2000 with OpenJPEG; 14.8 draws a DXT5-compressed texture with OpenGL ES.
public enum Chapter14 {
    /// The chapter's demos.
    public static var demos: [Demo] {
        [Listing14_1(), Listing14_2(), Listing14_2a(), Listing14_3(), Listing14_4(), Listing14_4a(), Listing14_5(), Listing14_6(),
         Listing14_7(), Listing14_7a(), Listing14_8()]
    }

    /// The frame budget at 60 Hz, milliseconds.
    public static let frameBudget = 1000.0 / 60

    /// The image files of the chapter, written at first use into the demos' cache folder from
    /// DemoKit's drawn assets (`DemoAssets.photo`, `snowmanJPEGSource`, `snowmanMask`), so
    /// demos load and decode real files as the book's do; later runs read them from there.
    public enum PhotoFiles {
        /// The folder: "Photos-v1" in `DemoAssets.cacheDirectory` (versioned: bump it when a
        /// drawing changes).
        public static var folder: URL { DemoAssets.cacheDirectory.appendingPathComponent("Photos-v1", isDirectory: true) }

        /// The vacation photo `index` (wrapping over the eight) as a PNG or JPEG file ("png", "jpg").
        public static func vacationPhoto(_ index: Int, extension ext: String) throws -> URL {
            let i = ((index % DemoAssets.photoCount) + DemoAssets.photoCount) % DemoAssets.photoCount
            let name = DemoAssets.vacationPhotosFolder + "/" + DemoAssets.vacationPhotoFileName(i, extension: ext)
            return try file(name) { DemoAssets.photo(i, size: DemoAssets.vacationPhotoSize) }
        }

        /// Chapter 14.6's coast photo at `size` as "png" or "jpg".
        public static func coastPhoto(_ size: CGSize, extension ext: String) throws -> URL {
            let name = DemoAssets.coastPhotosFolder + "/" + DemoAssets.sizeFileName(size, extension: ext)
            return try file(name) { DemoAssets.photo(0, size: size) }
        }

        /// The compression ratio of the chapter's JPEG 2000 files (lossy, the 9/7 wavelet).
        public static let jpeg2000Ratio = 12.0

        /// The snowman with its alpha as "png" or "jp2" (14.7a: "Snowman.png", "Snowman.jp2").
        public static func snowman(extension ext: String) throws -> URL {
            try file("Snowman." + ext) { DemoAssets.image(.snowman) }
        }

        /// Snowman.jpg (the colour image of 14.7).
        public static func snowmanJPEG() throws -> URL {
            try file(DemoAssets.snowmanJPEGFile) { DemoAssets.snowmanJPEGSource() }
        }

        /// SnowmanMask.png (the mask of 14.7).
        public static func snowmanMask() throws -> URL {
            try file(DemoAssets.snowmanMaskFile) { DemoAssets.snowmanMask() }
        }

        private static let lock = NSLock()

        /// The file `name` of the folder, drawn with `image` and encoded by its extension the
        /// first time it is asked for.
        static func file(_ name: String, image: () -> CGImage) throws -> URL {
            lock.lock()
            defer { lock.unlock() }
            let url = folder.appendingPathComponent(name)
            guard !FileManager.default.fileExists(atPath: url.path) else { return url }
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let picture = image()
            let data: Data?
            switch url.pathExtension {
            case "png": data = picture.pngData()
            case "jp2": data = picture.jpeg2000Data(compressionRatio: jpeg2000Ratio)
            default: data = picture.jpegData(quality: DemoAssets.jpegQuality)
            }
            guard let data, !data.isEmpty else { throw DemoAssetsError.encodingFailed(path: url.path) }
            try data.write(to: url, options: .atomic)
            return url
        }
    }
}
