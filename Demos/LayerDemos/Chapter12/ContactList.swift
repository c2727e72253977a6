import Foundation

/// The contact list of 12.1 and 12.2 (CATALOG.md): `Chapter12.contacts()` on a `TableView`
/// filling the stage, each cell a white, clipping layer with an avatar and a label that cast the
/// book's shadows; the avatar is loaded from its file every time a cell is configured, as the
/// book's `imageWithContentsOfFile:` does (no cache). With `rasterized`, each cell sets
/// `shouldRasterize` and `rasterizationScale` to the screen's scale (12.2's fix).
public final class ContactList {
    /// The table, once built.
    public private(set) var table: TableView?
    /// The rows' data.
    public let contacts = Chapter12.contacts()
    /// The avatar's frame in a cell, points.
    public static let avatarFrame = CGRect(x: 10, y: 8, width: 44, height: 44)
    /// The label's frame in a cell, points.
    public static let labelFrame = CGRect(x: 68, y: 19, width: 280, height: 24)

    public init() {}

    /// Fills `container` with the list (cells rasterized when `rasterized`).
    func build(in container: CALayer, environment: DemoEnvironment, rasterized: Bool) {
        let scale = environment.scale, files = AvatarFiles(scale: scale)
        let frame = CGRect(origin: .zero, size: Chapter12.stageSize)
        // The closures capture values only: the list outlives the demo's scene.
        table = TableView(frame: frame, rowCount: contacts.count, rowHeight: Chapter12.rowHeight, in: container,
                          environment: environment,
                          makeCell: { Self.makeCell(scale: scale, rasterized: rasterized) },
                          configure: { [contacts] cell, row in Self.configure(cell, with: contacts[row], files: files) })
        table?.scrollView.layer.backgroundColor = CGColor(gray: 1, alpha: 1)
        if files.directory == nil { environment.log("the avatar files could not be written; cells show no avatar") }
    }

    /// A cell: white, clipping its sublayers, with a shadowed avatar, a shadowed label on a
    /// clear background, and a separator line.
    static func makeCell(scale: CGFloat, rasterized: Bool) -> CALayer {
        let cell = CALayer()
        cell.name = "cell"
        cell.backgroundColor = CGColor(gray: 1, alpha: 1)
        cell.masksToBounds = true
        if rasterized {
            cell.shouldRasterize = true
            cell.rasterizationScale = scale
        }
        let avatar = CALayer()
        avatar.name = "avatar"
        avatar.frame = avatarFrame
        avatar.contentsGravity = .resizeAspect
        avatar.contentsScale = scale
        // Set image view layer shadow.
        avatar.shadowOffset = CGSize(width: 0, height: 5)
        avatar.shadowOpacity = 0.75
        cell.addSublayer(avatar)
        let label = CATextLayer()
        label.name = "label"
        label.frame = labelFrame
        label.fontSize = 17
        label.foregroundColor = CGColor(gray: 0, alpha: 1)
        label.contentsScale = scale
        // Set text label shadow.
        label.backgroundColor = nil
        label.shadowOffset = CGSize(width: 0, height: 2)
        label.shadowOpacity = 0.5
        cell.addSublayer(label)
        let separator = CALayer()
        separator.name = "separator"
        separator.frame = CGRect(x: 68, y: Chapter12.rowHeight - 1, width: 292, height: 1)
        separator.backgroundColor = CGColor(gray: 0.85, alpha: 1)
        cell.addSublayer(separator)
        return cell
    }

    /// Sets `cell` up for `contact`: its name, and its avatar loaded from the file.
    static func configure(_ cell: CALayer, with contact: Contact, files: AvatarFiles) {
        guard let sublayers = cell.sublayers, sublayers.count == 3, let label = sublayers[1] as? CATextLayer else { return }
        label.string = contact.name
        sublayers[0].contents = files.load(contact.avatar)
    }

    public typealias Contact = Chapter12.Contact
}

/// The six avatars as PNG files, written at first use for each scale into the demos' cache
/// folder (`DemoAssets.cacheDirectory`), so cells can load them from disk as the book's cells do.
struct AvatarFiles: Sendable {
    /// Where the files are (nil when they could not be written).
    let directory: URL?
    let scale: CGFloat

    init(scale: CGFloat) {
        self.scale = scale
        let dir = DemoAssets.cacheDirectory
            .appendingPathComponent("Avatars-v1/@\(Int(scale * 100))", isDirectory: true)
        directory = Self.write(to: dir, scale: scale) ? dir : nil
    }

    /// The file of `avatar`.
    func url(_ avatar: AssetName) -> URL? { directory?.appendingPathComponent("\(avatar.rawValue).png") }

    /// `avatar` decoded from its file now (nil when it cannot be read).
    func load(_ avatar: AssetName) -> CGImage? {
        guard let url = url(avatar) else { return nil }
        return try? CGImage(contentsOf: url)
    }

    private static func write(to dir: URL, scale: CGFloat) -> Bool {
        do {
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            for avatar in Chapter12.avatars {
                let url = dir.appendingPathComponent("\(avatar.rawValue).png")
                guard !FileManager.default.fileExists(atPath: url.path) else { continue }
                try DemoAssets.image(avatar, scale: scale).pngData().write(to: url, options: .atomic)
            }
            return true
        } catch {
            return false
        }
    }
}
