import DemoKit
import Foundation
import LayerKitGraphics
import LayerKitTestSupport
import Testing

/// `DemoAssets.writeFiles(to:)`: the file sets of chapters 6.11, 14.1-14.7. Oracles: the
/// folder and file names the book's listings load (CATALOG.md 14.1, 14.4, 14.6, 14.7, 6.11)
/// and the sizes it gives.
@Suite("Demo asset files", .ownMediaClock)
struct AssetFileTests {
    static func temporaryFolder() -> URL {
        URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("layerkit-assets-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    }

    /// The expected file list: 8 photos x 2 formats, 7 sizes x 2 images x 2 formats, and 3 singles.
    @Test("the file list names the book's folders and files")
    func fileNames() {
        let names = DemoAssets.fileNames
        #expect(names.count == 8 * 2 + 7 * 2 * 2 + 3)
        #expect(Set(names).count == names.count)
        for name in ["Vacation Photos/Photo1.png", "Vacation Photos/Photo8.jpg", "Coast Photos/2048x1536.png",
                     "Coast Photos/32x24.jpg", "Coast Photos/Rainbow/1024x768.jpg", "Snowman.jpg", "SnowmanMask.png",
                     "Tiles/Snowman.png"] {
            #expect(names.contains(name), "missing \(name)")
        }
        #expect(DemoAssets.coastPhotoSizes.map { "\(Int($0.width))x\(Int($0.height))" }
                == ["2048x1536", "1024x768", "512x384", "256x192", "128x96", "64x48", "32x24"])
    }

    @Test("writeFiles writes every listed file, each decoding back to its documented size")
    func writtenFilesDecode() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try DemoAssets.writeFiles(to: folder)
        for name in DemoAssets.fileNames {
            let image = try CGImage(contentsOf: folder.appendingPathComponent(name))
            let size = (image.width, image.height)
            switch name {
            case _ where name.hasPrefix(DemoAssets.vacationPhotosFolder + "/"): #expect(size == (800, 600), "\(name)")
            case "Snowman.jpg", "SnowmanMask.png": #expect(size == (200, 280), "\(name)")
            case DemoAssets.tileCutterInputFile: #expect(size == (2048, 2048))
            default:
                let stem = (name as NSString).lastPathComponent.split(separator: ".")[0]
                #expect(stem == "\(image.width)x\(image.height)", "\(name)")
            }
        }
        // Nothing else was written.
        let all = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])!
            .compactMap { $0 as? URL }.filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
        #expect(all.count == DemoAssets.fileNames.count)
        // The PNG of a file set holds the image's exact pixels; the photos are opaque.
        let mask = try CGImage(contentsOf: folder.appendingPathComponent(DemoAssets.snowmanMaskFile))
        #expect(Bitmap(mask) == Bitmap(DemoAssets.snowmanMask()))
        let photo = try CGImage(contentsOf: folder.appendingPathComponent("Vacation Photos/Photo3.png"))
        #expect(Bitmap(photo) == Bitmap(DemoAssets.photo(2, size: DemoAssets.vacationPhotoSize)))
        let jpeg = try CGImage(contentsOf: folder.appendingPathComponent("Coast Photos/64x48.jpg"))
        #expect(AssetCheck.isOpaque(jpeg))
    }

    @Test("writing into a folder that a file blocks throws cannotCreateDirectory")
    func blockedFolderThrows() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // A file where the "Vacation Photos" folder must go.
        try Data("x".utf8).write(to: folder.appendingPathComponent(DemoAssets.vacationPhotosFolder))
        #expect {
            try DemoAssets.writeFiles(to: folder)
        } throws: { error in
            if case .cannotCreateDirectory = error as? DemoAssetsError { return true }
            return false
        }
    }

    @Test("a destination that is not a file URL throws notAFileURL")
    func nonFileURLThrows() {
        #expect(throws: DemoAssetsError.notAFileURL("https://example.com/assets")) {
            try DemoAssets.writeFiles(to: URL(string: "https://example.com/assets")!)
        }
    }
}
