/// One runnable example of the book: a numbered listing ("6.10") or a variant ("2.1a").
///
/// A demo fills a container layer: the book's "root view", light gray (0.75). Its stage, the
/// points (0, 0) to `contentSize`, is what the demo builds in and what a headless run shows
/// whole; in the window the root view fills the area between the shell's title and controls,
/// with the stage centred in it, so its bounds (and its pointer events) reach past the stage. Build only with LayerKit's public API and the
/// environment; register the demo in `Demos/LayerDemos` (see `LayerDemos.catalog`).
public protocol Demo {
    /// The listing number as the catalog writes it: "1.1", "2.1a", "6.10".
    var id: String { get }
    /// The book chapter (the number before the dot by default).
    var chapter: Int { get }
    /// The listing's title, one line.
    var title: String { get }
    /// One line telling the viewer what to try ("Drag to scroll").
    var hint: String { get }
    /// The container's size in points (400 x 400 by default).
    var contentSize: CGSize { get }
    /// Fills `container` (bounds (0, 0, `contentSize`) while building, light gray) with the demo's layers.
    func build(in container: CALayer, environment: DemoEnvironment)
}

extension Demo {
    /// The number before the dot of `id` (0 when `id` does not parse).
    public var chapter: Int { DemoID(id)?.chapter ?? 0 }
    /// 400 x 400 points.
    public var contentSize: CGSize { CGSize(width: 400, height: 400) }
}

/// A demo made of values and a builder closure, for listings that need no type of their own.
public struct BookDemo: Demo {
    /// The listing number ("6.10").
    public let id: String
    /// The listing's title.
    public let title: String
    /// What to try, one line.
    public let hint: String
    /// The container's size, points.
    public let contentSize: CGSize
    private let builder: (CALayer, DemoEnvironment) -> Void

    /// A demo with id `id` ("6.10"), `title`, a one-line `hint`, a container of `contentSize`
    /// points, and `build`, which fills the container.
    public init(id: String, title: String, hint: String, contentSize: CGSize = CGSize(width: 400, height: 400),
                build: @escaping (_ container: CALayer, _ environment: DemoEnvironment) -> Void) {
        self.id = id
        self.title = title
        self.hint = hint
        self.contentSize = contentSize
        builder = build
    }

    /// Runs the builder closure.
    public func build(in container: CALayer, environment: DemoEnvironment) { builder(container, environment) }
}

/// A demo id taken apart, ordered as the book orders listings: chapter, then number, then
/// variant ("2.1" < "2.1a" < "2.2" < "2.10").
public struct DemoID: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The chapter (the number before the dot).
    public let chapter: Int
    /// The listing number within the chapter.
    public let listing: Int
    /// The variant letters ("" for a numbered listing).
    public let variant: String

    /// Parses "N.M" or "N.Mx" (N, M positive integers, x lowercase letters); nil otherwise.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let c = Int(parts[0]), c > 0, String(c) == parts[0] else { return nil }
        let digits = parts[1].prefix { $0.isASCII && $0.isNumber }
        let letters = parts[1].dropFirst(digits.count)
        guard let l = Int(digits), l > 0, String(l) == digits,
              letters.allSatisfy({ $0.isASCII && $0.isLowercase }) else { return nil }
        chapter = c
        listing = l
        variant = String(letters)
    }

    /// Book order: chapter, then listing, then variant ("" first).
    public static func < (a: DemoID, b: DemoID) -> Bool {
        (a.chapter, a.listing, a.variant) < (b.chapter, b.listing, b.variant)
    }

    /// The id as written ("2.1a").
    public var description: String { "\(chapter).\(listing)\(variant)" }
}
