import DemoSources
import Foundation
import LayerKitTestSupport
import Testing
@testable import DemoKit
import LayerDemos

/// The demo's source beside it (issue 34, "the listing beside the demo"). Oracle: the files of
/// Demos/LayerDemos in the checkout, read here through `#filePath` (the bundle must hold exactly
/// them), and the book's listing 7.7, whose `touchesBegan` body the demo's `build` ports.
@Suite("Demo sources", .ownMediaClock)
struct DemoSourceTests {
    /// Demos/LayerDemos in this checkout.
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Demos/LayerDemos").standardized

    @Test("every demo of the catalog has its source in the bundle, byte for byte the checkout's file")
    func everyDemoHasItsSource() throws {
        for demo in LayerDemos.catalog.demos {
            let source = try #require(DemoSource.find(id: demo.id), "\(demo.id)")
            let file = try String(contentsOf: Self.checkout.appendingPathComponent(source.path), encoding: .utf8)
            #expect(source.lines.joined(separator: "\n") == file, "\(demo.id): \(source.path)")
            #expect(source.lines[source.listingLines.lowerBound].contains("func build("), "\(demo.id)")
        }
    }

    @Test("7.7's source is Listing7_7.swift; its listing lines are build(in:environment:), from func to its closing brace")
    func listingLinesOf7_7() throws {
        let s = try #require(DemoSource.find(id: "7.7"))
        #expect(s.path == "Chapter07/Listing7_7.swift")
        let listing = s.lines[s.listingLines]
        #expect(listing.first?.contains("public func build(in container: CALayer, environment: DemoEnvironment) {") == true)
        #expect(listing.last == "    }")
        #expect(listing.contains { $0.contains("colorLayer.presentation()?.hitTest(point)") }, "the book's presentation hit test")
        #expect(!listing.contains { $0.contains("var title") }, "the title is not the listing")
        #expect(DemoSource.find(id: "6.13a")?.path == "Chapter06/Listing6_13.swift", "an id chosen between variants")
        #expect(DemoSource.find(id: "99.1") == nil)
    }

    @Test("the highlighter's runs join back to the line and tell keywords, strings, comments, numbers and types apart")
    func highlighting() {
        let line = #"        let x: CGFloat = 100 // "no""# + #" "#
        let runs = SwiftHighlighter.runs(line)
        #expect(runs.map(\.text).joined() == line)
        #expect(runs.contains(.init(text: "let", kind: .keyword)))
        #expect(runs.contains(.init(text: "CGFloat", kind: .type)))
        #expect(runs.contains(.init(text: "100", kind: .number)))
        #expect(runs.last?.kind == .comment && runs.last?.text.hasPrefix("// \"no\"") == true)
        let s = SwiftHighlighter.runs(#"print("a \" b", x)"#)
        #expect(s.contains(.init(text: #""a \" b""#, kind: .string)))
    }

    @Test("layerdemos --source 7.7 prints the file numbered, the listing's lines marked ▌; an unknown id gets one line and status 1")
    func commandLine() throws {
        let app = try LayerDemosProcess(["--source", "7.7"], display: nil)
        #expect(app.wait(seconds: 60) == 0, "\(app.standardError)")
        let lines = app.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        let s = try #require(DemoSource.find(id: "7.7"))
        #expect(lines.first?.hasPrefix("// Chapter07/Listing7_7.swift") == true)
        #expect(lines.count == s.lines.count + 1, "a header, then every line; the file's last break ends the output")
        let marked = lines.dropFirst().enumerated().filter { $0.element.hasPrefix("▌") }.map(\.offset)
        #expect(marked == Array(s.listingLines))
        #expect(lines.contains { $0.hasPrefix("▌") && $0.hasSuffix("colorLayer.presentation()?.hitTest(point) != nil {") })
        #expect(lines[1] == "  1  /// Listing 7.7: hit testing the presentation layer while it moves (CATALOG.md 7.7).")
        let bad = try LayerDemosProcess(["--source", "99.9"], display: nil)
        #expect(bad.wait(seconds: 30) == 1)
        #expect(bad.standardError == "layerdemos: no example 99.9 (see layerdemos --list)\n")
    }
}
