import Testing
@testable import DemoKit
import LayerDemos
import LayerKitTestSupport

/// The demo catalog and `layerdemos`' argument checking. Oracles: CATALOG.md's numbering
/// ("N.M", variants "N.Ma", book order), DESIGN.md ("a bad argument ... says so in one line
/// and how to fix it"), and the option rules documented on `LaunchOptions.resolve`.
@Suite("Catalog and launch options", .ownMediaClock)
struct CatalogAndLaunchTests {
    private let catalog = DemoCatalog([
        BookDemo(id: "6.10", title: "scroll", hint: "") { _, _ in },
        BookDemo(id: "2.1a", title: "aspect", hint: "") { _, _ in },
        BookDemo(id: "2.1", title: "contents", hint: "") { _, _ in },
        BookDemo(id: "6.2", title: "text", hint: "") { _, _ in },
        BookDemo(id: "1.1", title: "blue", hint: "") { _, _ in },
        BookDemo(id: "1.1", title: "duplicate", hint: "") { _, _ in },
        BookDemo(id: "x.1", title: "bad", hint: "") { _, _ in },
    ])

    @Test("ids sort in book order: chapter, listing number, then variant")
    func order() {
        #expect(catalog.demos.map(\.id) == ["1.1", "2.1", "2.1a", "6.2", "6.10"])
        #expect(catalog.rejected == ["1.1", "x.1"])
        #expect(catalog.chapters == [1, 2, 6])
        #expect(DemoID("6.10")! > DemoID("6.9")!)
        for bad in ["", "6", "6.", ".1", "6.1A", "06.1", "6.01", "-1.2", "6.1.2", "0.1"] { #expect(DemoID(bad) == nil) }
        #expect(DemoID("2.1a")?.variant == "a" && DemoID("2.1a")?.chapter == 2)
    }

    @Test("chapter navigation goes to the next and previous chapter's first demo, wrapping around")
    func chapterNavigation() {
        let i21a = catalog.index(of: "2.1a")!
        #expect(catalog.demos[catalog.chapterStart(from: i21a, forward: true)].id == "6.2")
        #expect(catalog.demos[catalog.chapterStart(from: i21a, forward: false)].id == "1.1")
        #expect(catalog.demos[catalog.chapterStart(from: catalog.index(of: "6.10")!, forward: true)].id == "1.1")
        #expect(catalog.demos[catalog.chapterStart(from: 0, forward: false)].id == "6.2")
        #expect(DemoCatalog.chapterTitle(6) == "Specialized Layers" && DemoCatalog.chapterTitle(16) == "")
    }

    private func resolve(chapter: Int? = nil, example: String? = nil, list: Bool = false, headless: Bool = false,
                         time: Double? = nil, out: String? = nil, taps: [String] = [], drags: [String] = [],
                         scale: Double = 1) throws(LaunchError) -> LaunchOptions {
        try LaunchOptions.resolve(chapter: chapter, example: example, list: list, headless: headless, time: time,
                                  output: out, taps: taps, drags: drags, scale: scale, catalog: catalog)
    }

    /// The message of the error `body` throws (nil if it does not throw).
    private func message(_ body: () throws -> LaunchOptions) -> String? {
        do { _ = try body(); return nil } catch { return (error as? LaunchError)?.message ?? "not a LaunchError: \(error)" }
    }

    @Test("valid combinations resolve to what they ask for")
    func valid() throws {
        #expect(try resolve(list: true) == .list)
        #expect(try resolve() == .window(index: 0, scale: 1))
        #expect(try resolve(chapter: 6, scale: 2) == .window(index: 3, scale: 2))
        #expect(try resolve(example: "2.1a") == .window(index: 2, scale: 1))
        #expect(try resolve(example: "6.10", headless: true, out: "f.png")
                == .headless(index: 4, time: 0, output: "f.png", scale: 1, inputs: []))
        let r = try resolve(example: "6.10", headless: true, time: 1.5, out: "f.png",
                            taps: ["10,20@0.5"], drags: ["-5,6:7.5,8@0.1-0.3"])
        #expect(r == .headless(index: 4, time: 1.5, output: "f.png", scale: 1, inputs: [
            .tap(CGPoint(x: 10, y: 20), at: 0.5),
            .drag(from: CGPoint(x: -5, y: 6), to: CGPoint(x: 7.5, y: 8), start: 0.1, end: 0.3)]))
    }

    @Test("each bad argument gets one line naming the value and what would work")
    func invalid() {
        let cases: [(String?, [String])] = [
            (message { try resolve(chapter: 99) }, ["--chapter 99", "chapters with demos: 1, 2, 6"]),
            (message { try resolve(example: "7.7") }, ["--example 7.7", "--list"]),
            (message { try resolve(example: "seven") }, ["--example seven", "6.10"]),
            (message { try resolve(chapter: 1, example: "1.1") }, ["--chapter", "--example"]),
            (message { try resolve(example: "1.1", headless: true, time: -1, out: "f.png") }, ["--time -1", "0 or more"]),
            (message { try resolve(example: "1.1", headless: true, time: .nan, out: "f.png") }, ["--time"]),
            (message { try resolve(example: "1.1", headless: true) }, ["--out"]),
            (message { try resolve(example: "1.1", headless: true, out: "") }, ["--out"]),
            (message { try resolve(headless: true, out: "f.png") }, ["--example"]),
            (message { try resolve(example: "1.1", out: "f.png") }, ["--headless"]),
            (message { try resolve(example: "1.1", time: 2) }, ["--headless"]),
            (message { try resolve(scale: 0) }, ["--scale 0", "0.5 to 4"]),
            (message { try resolve(scale: .infinity) }, ["--scale"]),
            (message { try resolve(list: true, headless: true) }, ["--list"]),
            (message { try resolve(example: "1.1", headless: true, out: "f", taps: ["10,20"]) }, ["--tap 10,20", "x,y@t"]),
            (message { try resolve(example: "1.1", headless: true, out: "f", taps: ["a,b@1"]) }, ["--tap a,b@1"]),
            (message { try resolve(example: "1.1", headless: true, out: "f", taps: ["1,2@-1"]) }, ["--tap 1,2@-1"]),
            (message { try resolve(example: "1.1", headless: true, out: "f", drags: ["1,2@0-1"]) }, ["--drag 1,2@0-1"]),
            (message { try resolve(example: "1.1", headless: true, out: "f", drags: ["1,2:3,4@1-0.5"]) }, ["ends", "before it starts"]),
        ]
        for (msg, needles) in cases {
            #expect(msg != nil)
            guard let msg else { continue }
            #expect(!msg.contains("\n"), "one line: \(msg)")
            for n in needles { #expect(msg.contains(n), "\(msg) should mention \(n)") }
        }
    }

    @Test("a scripted drag moves on every frame along the line and releases at its end")
    func dragEvents() throws {
        let drag = try ScriptedInput(drag: "0,0:60,30@0.1-0.2")
        let events = drag.events(frameInterval: 1.0 / 60.0)
        #expect(events.first?.phase == .down && events.first?.timestamp == 0.1)
        #expect(events.last?.phase == .up && events.last?.location == CGPoint(x: 60, y: 30))
        let moves = events.filter { $0.phase == .moved }
        // Frames 7...11 lie inside (0.1, 0.2); the end point is a move too.
        #expect(moves.count == 6)
        for m in moves.dropLast() {
            let f = (m.timestamp - 0.1) / 0.1
            #expect(abs(m.location.x - 60 * f) < 1e-9 && abs(m.location.y - 30 * f) < 1e-9)
        }
    }

    @Test("the registered catalog has the demos written so far, each with a title and a hint")
    func registered() {
        let c = LayerDemos.catalog
        #expect(c.rejected.isEmpty)
        #expect(c.demo(id: "1.1") != nil && c.demo(id: "6.10") != nil)
        for d in c.demos { #expect(!d.title.isEmpty && !d.hint.isEmpty && !d.hint.contains("\n")) }
    }
}
