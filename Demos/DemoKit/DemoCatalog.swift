/// Every registered demo, in book order, with chapter navigation.
public struct DemoCatalog {
    /// The demos, ordered by id (chapter, listing, variant).
    public let demos: [Demo]

    /// A catalog of `demos`, sorted by id. Demos whose id does not parse, or repeats an
    /// earlier one, are left out and named in `rejected`.
    public init(_ demos: [Demo]) {
        var seen = Set<DemoID>()
        var kept: [(DemoID, Demo)] = []
        var rejected: [String] = []
        for d in demos {
            guard let id = DemoID(d.id), seen.insert(id).inserted else { rejected.append(d.id); continue }
            kept.append((id, d))
        }
        self.demos = kept.sorted { $0.0 < $1.0 }.map(\.1)
        self.rejected = rejected
    }

    /// Ids that were not accepted (unparsable or duplicate).
    public let rejected: [String]

    /// The chapters that have demos, ascending.
    public var chapters: [Int] { Array(Set(demos.map(\.chapter))).sorted() }

    /// The position of the demo with `id` ("6.10"), if registered.
    public func index(of id: String) -> Int? {
        guard let want = DemoID(id) else { return nil }
        return demos.firstIndex { DemoID($0.id) == want }
    }

    /// The demo with `id`, if registered.
    public func demo(id: String) -> Demo? { index(of: id).map { demos[$0] } }

    /// The position of chapter `chapter`'s first demo, if it has any.
    public func firstIndex(inChapter chapter: Int) -> Int? { demos.firstIndex { $0.chapter == chapter } }

    /// The demos of `chapter`, in order.
    public func demos(inChapter chapter: Int) -> [Demo] { demos.filter { $0.chapter == chapter } }

    /// The position of the first demo of the chapter after (`forward`) or before the chapter
    /// of the demo at `index`, wrapping around.
    public func chapterStart(from index: Int, forward: Bool) -> Int {
        guard !demos.isEmpty else { return 0 }
        let list = chapters
        let current = demos[max(0, min(index, demos.count - 1))].chapter
        let i = list.firstIndex(of: current) ?? 0
        let target = list[(i + (forward ? 1 : list.count - 1)) % list.count]
        return firstIndex(inChapter: target) ?? 0
    }

    /// The chapter's title in the book ("Specialized Layers"), or "" for numbers outside 1...15.
    public static func chapterTitle(_ chapter: Int) -> String {
        let titles = ["The Layer Tree", "The Backing Image", "Layer Geometry", "Visual Effects", "Transforms",
                      "Specialized Layers", "Implicit Animations", "Explicit Animations", "Layer Time", "Easing",
                      "Timer-Based Animation", "Tuning for Speed", "Efficient Drawing", "Image IO",
                      "Layer Performance"]
        return (1...titles.count).contains(chapter) ? titles[chapter - 1] : ""
    }
}
