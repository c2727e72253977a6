import Foundation
import LayerKitGraphics
import LayerKitTestSupport
import Testing

/// Text in other scripts shapes with the README's fonts. Oracles: the fonts' coverage (Liberation
/// has neither Arabic nor CJK; DejaVu Sans has Arabic; Noto Sans CJK has CJK), Unicode's bidi
/// algorithm (Arabic is right to left, so its first logical character is drawn rightmost) and
/// the character counts of the strings (one glyph per CJK character).
@Suite("Text in other scripts")
struct ScriptTests {
    static let chinese = "你好，世界"
    static let arabic = "مرحبا بالعالم"
    static let noto = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    /// Pixels darker than mid-gray drawn by `text` in a 300 x 40 rect with `style`.
    func inkCount(_ text: String, style: TextStyle) -> Int {
        let b = render(300, 40) { ctx in
            TextRenderer.draw(text, style: style, in: CGRect(x: 0, y: 0, width: 300, height: 40), context: ctx)
        }
        var n = 0
        for y in 0..<40 { for x in 0..<300 where b.ink(x, y) > 128 { n += 1 } }
        return n
    }

    @Test("a CJK line in Helvetica is shaped with Noto Sans CJK, one glyph per character, and draws")
    func cjk() throws {
        try #require(FontSet.isPinned, "the README's fonts are not installed")
        let style = TextStyle(fontName: "Helvetica", fontSize: 20)
        let runs = TextRenderer.shapedRuns(Self.chinese, style: style)
        #expect(runs.allSatisfy { $0.fontFile == Self.noto }, "\(runs)")
        #expect(runs.map(\.glyphCount).reduce(0, +) == 5)
        #expect(inkCount(Self.chinese, style: style) > 200)
    }

    @Test("an Arabic line is shaped right to left with DejaVu Sans; its first letter is drawn rightmost")
    func arabic() throws {
        try #require(FontSet.isPinned, "the README's fonts are not installed")
        let style = TextStyle(fontName: "Helvetica", fontSize: 20)
        let runs = TextRenderer.shapedRuns(Self.arabic, style: style)
        #expect(!runs.isEmpty && runs.allSatisfy { $0.isRightToLeft || $0.glyphCount == 1 }, "\(runs)")
        #expect(runs.filter { $0.glyphCount > 1 }.allSatisfy { $0.fontFile == Self.dejaVu }, "\(runs)")
        let first = TextRenderer.characterX(Self.arabic, byteOffset: 0, style: style)
        let lastOffset = Self.arabic.utf8.count - "م".utf8.count
        let last = TextRenderer.characterX(Self.arabic, byteOffset: lastOffset, style: style)
        #expect(first > last + 50, "first letter at \(first), last at \(last)")
        #expect(inkCount(Self.arabic, style: style) > 150)
    }

    @Test("natural alignment puts an Arabic paragraph against the right edge (Apple: natural is the script's start)")
    func arabicNaturalIsRight() {
        let style = TextStyle(fontName: "Helvetica", fontSize: 20)
        let b = render(300, 40) { ctx in
            TextRenderer.draw(Self.arabic, style: style, in: CGRect(x: 0, y: 0, width: 300, height: 40), context: ctx)
        }
        let cols = (0..<300).filter { x in (0..<40).contains { b.ink(x, $0) > 55 } }
        #expect(cols.last.map { $0 >= 295 } == true && cols.first.map { $0 > 100 } == true)
    }

    @Test("mixed Latin and CJK: Latin from Liberation Sans, CJK from Noto Sans CJK, in that visual order")
    func mixed() throws {
        try #require(FontSet.isPinned, "the README's fonts are not installed")
        let runs = TextRenderer.shapedRuns("Hello 世界", style: TextStyle(fontName: "Helvetica", fontSize: 20))
        #expect(runs.first?.fontFile == "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf")
        #expect(runs.last?.fontFile == Self.noto)
        #expect(runs.last?.glyphCount == 2)
    }
}
