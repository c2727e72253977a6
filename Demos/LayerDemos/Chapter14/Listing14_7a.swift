import Foundation

/// Text 14.7a: JPEG 2000 (CATALOG.md 14.7a).
///
/// The snowman with its alpha, saved as PNG and as a lossy JP2 (OpenJPEG, a twelfth of the raw
/// size, alpha channel kept), each read from its file and decoded by `CGImage(contentsOf:)`,
/// side by side over stripes: the JP2 keeps the transparency JPEG cannot. Under each, the
/// file's size and its decode time on the host's clock (0.0 headless): JPEG 2000 is smaller
/// and slower to decode, as the book says.
public struct Listing14_7a: Demo {
    /// What was loaded, to read after building.
    public final class Files {
        /// The decoded PNG and JP2 (nil if a file failed), and each file's bytes.
        public internal(set) var png: CGImage?, jp2: CGImage?
        public internal(set) var pngBytes = 0, jp2Bytes = 0
    }

    /// The files shown.
    public let files = Files()

    public init() {}
    public var id: String { "14.7a" }
    public var title: String { "JPEG 2000 through OpenJPEG: alpha in a lossy file" }
    public var hint: String { "The same snowman from a PNG (left) and a JP2 at 1:12 (right), sizes and decode times below" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        container.addSublayer(Listing14_7.stripes(size: environment.size))
        let clock = environment.realTime
        for (i, ext) in ["png", "jp2"].enumerated() {
            let view = CALayer()
            view.name = ext
            view.frame = CGRect(x: 15 + CGFloat(i) * 200, y: 30, width: 170, height: 238)
            view.contentsGravity = .resizeAspect
            container.addSublayer(view)
            var caption = "\(ext.uppercased()): cannot be loaded"
            do {
                let url = try Chapter14.PhotoFiles.snowman(extension: ext)
                let bytes = try Data(contentsOf: url).count
                let start = clock()
                let image = try CGImage(contentsOf: url)
                let ms = (clock() - start) * 1000
                view.contents = image
                if ext == "png" { files.png = image; files.pngBytes = bytes } else { files.jp2 = image; files.jp2Bytes = bytes }
                caption = String(format: "%@: %.1f KB, decoded in %.1f ms", ext.uppercased(), Double(bytes) / 1024, ms)
            } catch {
                environment.log("\(ext): \(error)")
            }
            let label = Label(text: caption, frame: CGRect(x: 10 + CGFloat(i) * 200, y: 280, width: 180, height: 36), fontSize: 11)
            label.isWrapped = true
            label.backgroundColor = CGColor(gray: 1, alpha: 0.85)
            environment.add(label, to: container)
        }
    }
}
