import DemoSources
import Foundation
import LayerKitTestSupport
import Testing
@testable import DemoKit
import LayerDemos

/// The window's source panel, headless: the panel's layers in a `HeadlessHost` scene, drawn by
/// LayerKit. Oracles: `DemoSource` (which lines the file has and which are the listing) and
/// `SwiftHighlighter` (the colour of each run), and the panel's documented colours.
@Suite("Source panel", .ownMediaClock)
struct SourcePanelTests {
    @Test("7.7's panel opens at the listing, numbers its rows, bands the listing's rows, colours keywords, and scrolls within the file")
    func showsTheListing() throws {
        let host = try HeadlessHost(size: CGSize(width: SourcePanel.width, height: 600))
        defer { host.finish() }
        let panel = SourcePanel()
        host.scene.rootLayer.addSublayer(panel.layer)
        panel.layout(in: CGRect(x: 0, y: 0, width: SourcePanel.width, height: 600))
        panel.show(demo: "7.7")
        let source = try #require(panel.source)
        #expect(panel.firstLine == source.listingLines.lowerBound - 3, "three lines of context above the listing")
        #expect(panel.rows.count == 37, "(600 - 28 - 4) / 15 rows, whole rows only")
        for (i, r) in panel.rows.enumerated() {
            let n = panel.firstLine + i
            guard n < source.lines.count else { #expect(r.text.string == nil); continue }
            let text = try #require(r.text.string as? NSAttributedString)
            #expect(text.string == source.lines[n])
            let marked = source.listingLines.contains(n)
            #expect(r.number.string as? String == (marked ? "▌" : "") + "\(n + 1)")
            #expect((r.band.backgroundColor != nil) == marked, "line \(n + 1)")
        }
        // "public func build(" on the first listing row: "public" in the keyword colour.
        let buildRow = panel.rows[3]
        let text = try #require(buildRow.text.string as? NSAttributedString)
        let at = (text.string as NSString).range(of: "public").location
        let color = text.attribute(NSAttributedString.Key(kCTForegroundColorAttributeName), at: at, effectiveRange: nil)
        #expect(color as! CGColor == SourcePanel.color(of: .keyword))
        // Drawn: the band's pale yellow shows at the left of a listing row, white above the listing.
        host.step()
        let image = Bitmap(host.image)
        let listingY = Int(28 + 3 * SourcePanel.rowHeight + 7)
        #expect(image.isColor(at: CGPoint(x: 2, y: listingY), 255, 247, 204, tolerance: 2))
        #expect(image.isColor(at: CGPoint(x: 2, y: 28 + 7), 252, 252, 252, tolerance: 2))
        // Scrolling stops at the file's ends.
        panel.scroll(by: -1000)
        #expect(panel.firstLine == 0)
        panel.scroll(by: 1000)
        #expect(panel.firstLine == max(0, source.lines.count - panel.rows.count))
    }

    @Test("a demo whose source is not in the bundle shows that, with empty rows")
    func unknownDemo() {
        let panel = SourcePanel()
        panel.layout(in: CGRect(x: 0, y: 0, width: 300, height: 100))
        panel.show(demo: "99.9")
        #expect(panel.source == nil)
        #expect(panel.rows.allSatisfy { $0.text.string == nil })
    }
}
