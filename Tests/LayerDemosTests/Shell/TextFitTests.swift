import Foundation
import LayerKitTestSupport
import Testing
@testable import DemoKit
@testable import LayerDemos

/// Text a demo shows is read in full (issue 34 found about two dozen headers, hints and
/// readouts cut with "…"). Oracle: the book's listings show their labels whole; measured as
/// the text layers lay the text out (Pango), at the window's default size.
extension HeadlessDemoTests {
    @Suite("No demo text is cut off at the default size")
    struct TextFitTests {
        @Test("a truncating label reports a cut only when its text is wider than it")
        func measuring() {
            let label = Label(text: "a fairly long line of text", frame: CGRect(x: 0, y: 0, width: 40, height: 20), fontSize: 13)
            #expect(label.isTruncated)
            label.frame = CGRect(x: 0, y: 0, width: 400, height: 20)
            #expect(!label.isTruncated)
        }

        @Test("every demo's chapter line, title and hint fit the window's header", arguments: LayerDemos.all.map(\.id))
        func header(id: String) throws {
            let demo = try #require(LayerDemos.catalog.demo(id: id))
            let chrome = ShellChrome(scale: 1, previousChapter: {}, previous: {}, next: {}, nextChapter: {})
            chrome.show(demo, position: 122, count: 123)
            chrome.layout(in: DemoShell.defaultSize)
            for (what, line) in [("chapter line", chrome.chapterLine), ("title", chrome.titleLine), ("hint", chrome.hintLine),
                                 ("key legend", chrome.legend)] {
                #expect(!line.isTruncated, "\(id)'s \(what) is cut: \(line.text)")
            }
        }

        /// A clock that moves 13.7 ms at every reading, so measured times have the digits the
        /// window shows (headless they would read 0).
        static func movingClock() -> () -> CFTimeInterval {
            var t: CFTimeInterval = 0
            return { t += 0.0137; return t }
        }

        @Test("every demo's labels and readouts fit, before and after input, and every message it logs fits the status line",
              arguments: LayerDemos.all.map(\.id))
        func stage(id: String) throws {
            let demo = try #require(LayerDemos.catalog.demo(id: id))
            let run = try DemoRun(demo, realTime: Self.movingClock())
            defer { run.finish() }
            try run.run(until: 0.1)
            var cut = TextFit.cutTexts(in: run.container)
            HeadlessDemoTests.DemoInputTests.script(run, size: demo.contentSize)
            try run.run(until: 2.5)
            cut += TextFit.cutTexts(in: run.container)
            #expect(cut.isEmpty, "\(id): \(Set(cut).sorted())")
            let chrome = ShellChrome(scale: 1, previousChapter: {}, previous: {}, next: {}, nextChapter: {})
            chrome.layout(in: DemoShell.defaultSize)
            for message in Set(run.messages) {
                chrome.status.text = message
                #expect(!chrome.status.isTruncated, "\(id)'s message is cut in the status line: \(message)")
            }
        }
    }
}
