import Foundation

/// Listing 14.6: PNG against JPEG, loaded and decoded on this machine (CATALOG.md 14.6).
///
/// A table of the seven sizes of the coast photo, 2048x1536 down to 32x24. For each row, one
/// job on a high-priority background loader (one job at a time, in row order) loads the PNG and
/// draws it into a 1x1 context again and again for `secondsPerFormat` of the host's clock, then
/// the JPEG, and the row's detail becomes "PNG: NNNms JPG: NNNms" (milliseconds per image,
/// three digits) in place of "Loading...". Headless, where the clock stands still, each format
/// is loaded once and the times read "—" (no timing can be the same on every machine).
public struct Listing14_6: Demo {
    /// The table's state, to read after building.
    public final class Results {
        /// Each row's detail text, largest size first.
        public internal(set) var details = Array(repeating: "Loading...", count: DemoAssets.coastPhotoSizes.count)
        /// Each row's measured milliseconds per image (PNG, JPEG); nil until measured or without a clock.
        public internal(set) var milliseconds: [(png: Double, jpeg: Double)?] = Array(repeating: nil,
                                                                                    count: DemoAssets.coastPhotoSizes.count)
        /// How many images each row's job loaded (PNG, JPEG).
        public internal(set) var iterations: [(png: Int, jpeg: Int)] = Array(repeating: (0, 0),
                                                                             count: DemoAssets.coastPhotoSizes.count)
    }

    /// The results.
    public let results = Results()
    /// How long each format is measured per row, seconds of the host's clock (the book's 1 s).
    public let secondsPerFormat: CFTimeInterval

    /// A table measuring each format for `secondsPerFormat` seconds per row.
    public init(secondsPerFormat: CFTimeInterval = 1) { self.secondsPerFormat = secondsPerFormat }
    public var id: String { "14.6" }
    public var title: String { "PNG vs JPEG: load and decode time per size, measured here" }
    public var hint: String { "Wait: each row measures about 2 s (PNG, then JPEG); JPEG wins except for tiny images" }

    /// Row titles: "2048x1536" ... "32x24".
    public static var rowTitles: [String] {
        DemoAssets.coastPhotoSizes.map { "\(Int($0.width))x\(Int($0.height))" }
    }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let results = results, titles = Self.rowTitles
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 400, height: 44 * CGFloat(titles.count)),
                              rowCount: titles.count, rowHeight: 44, in: container, environment: environment,
                              makeCell: Self.makeCell, configure: { cell, row in
                                  Self.label(cell, "title")?.text = titles[row]
                                  Self.label(cell, "detail")?.text = results.details[row]
                              })
        table.scrollView.layer.backgroundColor = CGColor(gray: 1, alpha: 1)
        for cell in table.visibleCells.values { Self.scaleText(cell, environment.scale) }
        let loader = ImageLoader(maxConcurrentLoads: 1, qualityOfService: .userInitiated)
        let clock = environment.realTime, seconds = secondsPerFormat
        for (row, size) in DemoAssets.coastPhotoSizes.enumerated() {
            loader.perform({ Self.measure(size, seconds: seconds, clock: clock) }, then: { measured in
                results.iterations[row] = (measured.png.count, measured.jpeg.count)
                results.milliseconds[row] = measured.timed ? (measured.png.ms, measured.jpeg.ms) : nil
                results.details[row] = Self.detail(measured)
                if let cell = table.visibleCells[row] { Self.label(cell, "detail")?.text = results.details[row] }
            })
        }
        let note = Label(text: "Coast photo, JPEG quality \(Int(DemoAssets.jpegQuality * 100)); files read and decoded into a 1×1 context",
                         frame: CGRect(x: 10, y: 320, width: 380, height: 40), fontSize: 11)
        note.isWrapped = true
        environment.add(note, to: container)
    }

    /// What one row's job measured.
    struct Measurement {
        var png: (count: Int, ms: Double), jpeg: (count: Int, ms: Double)
        /// Whether the clock moved (false headless).
        var timed: Bool
    }

    /// Loads and draws the PNG, then the JPEG, of `size` for `seconds` each.
    static func measure(_ size: CGSize, seconds: CFTimeInterval, clock: () -> CFTimeInterval) -> Measurement {
        let png = try? Chapter14.PhotoFiles.coastPhoto(size, extension: "png")
        let jpg = try? Chapter14.PhotoFiles.coastPhoto(size, extension: "jpg")
        let a = repeatLoad(png, seconds: seconds, clock: clock), b = repeatLoad(jpg, seconds: seconds, clock: clock)
        return Measurement(png: (a.count, a.ms), jpeg: (b.count, b.ms), timed: a.elapsed > 0 && b.elapsed > 0)
    }

    /// Loads `url` and draws it into a 1x1 context until `seconds` have passed (once when the
    /// clock stands still); milliseconds per image.
    static func repeatLoad(_ url: URL?, seconds: CFTimeInterval, clock: () -> CFTimeInterval)
        -> (count: Int, ms: Double, elapsed: Double) {
        guard let url, let ctx = CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                                           space: CGColorSpaceCreateDeviceRGB(),
                                           bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue) else { return (0, 0, 0) }
        let start = clock()
        var count = 0, elapsed = 0.0
        repeat {
            if let image = try? CGImage(contentsOf: url) { ctx.draw(image, in: CGRect(x: 0, y: 0, width: 1, height: 1)) }
            count += 1
            elapsed = clock() - start
        } while elapsed > 0 && elapsed < seconds
        return (count, elapsed * 1000 / Double(count), elapsed)
    }

    /// "PNG: 012ms JPG: 004ms", or dashes when nothing was timed.
    static func detail(_ m: Measurement) -> String {
        guard m.timed else { return "PNG: —ms JPG: —ms" }
        return String(format: "PNG: %03dms JPG: %03dms", Int(m.png.ms.rounded()), Int(m.jpeg.ms.rounded()))
    }

    static func makeCell() -> CALayer {
        let cell = CALayer()
        cell.name = "cell"
        cell.backgroundColor = CGColor(gray: 1, alpha: 1)
        let title = Label(text: "", frame: CGRect(x: 16, y: 10, width: 140, height: 24), fontSize: 17)
        title.name = "title"
        let detail = Label(text: "", frame: CGRect(x: 150, y: 10, width: 234, height: 24), fontSize: 15)
        detail.name = "detail"
        detail.alignment = .right
        detail.textColor = CGColor(gray: 0.45, alpha: 1)
        let line = CALayer()
        line.frame = CGRect(x: 16, y: 43, width: 384, height: 1)
        line.backgroundColor = CGColor(gray: 0.85, alpha: 1)
        for l in [title, detail, line] { cell.addSublayer(l) }
        return cell
    }

    static func label(_ cell: CALayer, _ name: String) -> Label? {
        cell.sublayers?.first { $0.name == name } as? Label
    }

    static func scaleText(_ cell: CALayer, _ scale: CGFloat) {
        for name in ["title", "detail"] { label(cell, name)?.textScale = scale }
    }
}
