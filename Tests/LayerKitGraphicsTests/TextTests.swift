import Foundation
import LayerKitGraphics
import LayerKitTestSupport
import Testing

/// Text through Pango. Oracles: the book's listings 6.2 and 6.3 (CATALOG.md: justified
/// wrapped label; the word "ipsum" red with a single underline), Apple's alignment and
/// truncation semantics, and measurements of the layout itself.
@Suite("Text")
struct TextTests {
    static let lorem = "Lorem ipsum dolor sit amet, consectetur adipiscing elit. Quisque massa arcu, eleifend vel varius in."

    /// The columns that hold ink (darker than 200) in rows `rows` of `b`.
    func inkColumns(_ b: Bitmap, rows: Range<Int>) -> [Int] {
        (0..<b.width).filter { x in rows.contains { b.ink(x, $0) > 55 } }
    }

    /// The rows that hold ink anywhere.
    func inkRows(_ b: Bitmap) -> [Int] {
        (0..<b.height).filter { y in (0..<b.width).contains { b.ink($0, y) > 55 } }
    }

    @Test("one line of 16-point text draws black glyphs inside the rect, starting at its left edge")
    func oneLine() {
        let style = TextStyle(fontSize: 16)
        let b = render(120, 24) { ctx in
            TextRenderer.draw("Hello, Layers", style: style, in: CGRect(x: 4, y: 2, width: 112, height: 20), context: ctx)
        }
        let cols = inkColumns(b, rows: 0..<24), rows = inkRows(b)
        #expect(cols.first.map { $0 >= 4 && $0 <= 7 } == true)
        #expect(rows.first.map { $0 >= 2 } == true && rows.last.map { $0 < 22 } == true)
        let size = TextRenderer.measure("Hello, Layers", style: style, width: nil)
        #expect(cols.last.map { CGFloat($0) <= 4 + size.width + 1 } == true)
        #expect(size.height > 16 && size.height < 24) // DejaVu Sans: about 1.16 em
        Golden.check(b, named: "text-one-line", tolerance: 8)
    }

    @Test("wrapped justified text fills the width on every line but the last (listing 6.2)")
    func wrappedJustified() {
        let style = TextStyle(fontSize: 12, alignment: .justified, isWrapped: true)
        let width: CGFloat = 150
        let b = render(160, 110) { ctx in
            TextRenderer.draw(Self.lorem, style: style, in: CGRect(x: 5, y: 2, width: width, height: 106), context: ctx)
        }
        let size = TextRenderer.measure(Self.lorem, style: style, width: width)
        #expect(size.width <= width && size.height > 3 * 12)
        // Split into lines by the gaps between ink rows; check each line's right edge.
        let rows = inkRows(b)
        var lines: [Range<Int>] = []
        for r in rows {
            if let last = lines.last, last.upperBound >= r - 1 { lines[lines.count - 1] = last.lowerBound..<(r + 1) }
            else { lines.append(r..<(r + 1)) }
        }
        #expect(lines.count >= 4)
        for line in lines.dropLast() {
            let cols = inkColumns(b, rows: line)
            #expect(cols.first! <= 7 && cols.last! >= 5 + Int(width) - 3, "line \(line) spans \(cols.first!)...\(cols.last!)")
        }
        let last = inkColumns(b, rows: lines.last!)
        #expect(last.last! < 5 + Int(width) - 10) // the last line is not stretched
        Golden.check(b, named: "text-wrapped-justified", tolerance: 8)
    }

    @Test("an attributed run is red and underlined; the rest stays black (listing 6.3)")
    func attributedRun() {
        let text = NSMutableAttributedString(string: "Lorem ipsum dolor")
        text.addAttribute(.foregroundColor, value: CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                          range: NSRange(location: 6, length: 5))
        text.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: NSRange(location: 6, length: 5))
        let style = TextStyle(fontSize: 15)
        let b = render(150, 26) { ctx in
            TextRenderer.draw(text, style: style, in: CGRect(x: 2, y: 2, width: 146, height: 22), context: ctx)
        }
        // Where "ipsum" starts and ends, by measuring the prefixes.
        let start = 2 + TextRenderer.measure("Lorem ", style: style, width: nil).width
        let end = 2 + TextRenderer.measure("Lorem ipsum", style: style, width: nil).width
        var red = 0, black = 0, redOutside = 0
        for y in 0..<b.height {
            for x in 0..<b.width {
                let p = b.rgba(x, y)
                guard b.ink(x, y) > 100 else { continue }
                let isRed = p.r > 200 && p.g < 100
                let inside = CGFloat(x) >= start - 1 && CGFloat(x) <= end + 1
                if isRed { red += 1; if !inside { redOutside += 1 } } else if p.r < 80 && p.g < 80 { black += 1 }
            }
        }
        #expect(red > 40 && black > 80 && redOutside == 0)
        // The underline: a red row below the baseline spanning most of the word.
        let underlineRows = (0..<b.height).filter { y in
            (Int(start) + 2..<Int(end) - 2).allSatisfy { x in let p = b.rgba(x, y); return p.r > 150 && p.g < 120 && p.a > 100 }
        }
        #expect(!underlineRows.isEmpty)
        Golden.check(b, named: "text-attributed-underline", tolerance: 8)
    }

    @Test("translucent text colour is premultiplied: 50% red over clear gives r == a")
    func premultipliedText() {
        let style = TextStyle(fontSize: 20, color: CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        let b = render(40, 30, background: nil) { ctx in
            TextRenderer.draw("H", style: style, in: CGRect(x: 4, y: 2, width: 30, height: 26), context: ctx)
        }
        let maxAlpha = b.pixels.map { Int($0 >> 24) }.max()!
        #expect(abs(maxAlpha - 128) <= 1)                                  // full coverage: half alpha
        #expect(b.pixels.allSatisfy { p in p >> 16 & 0xFF == p >> 24 && p & 0xFFFF == 0 }) // red == alpha everywhere
    }

    @Test("alignment places unwrapped text: centre and right use the free width")
    func alignment() {
        func firstInk(_ a: TextStyle.Alignment) -> Int {
            let b = render(200, 24) { ctx in
                TextRenderer.draw("Centre", style: TextStyle(fontSize: 14, alignment: a), in: CGRect(x: 0, y: 2, width: 200, height: 20), context: ctx)
            }
            return inkColumns(b, rows: 0..<24).first!
        }
        let width = TextRenderer.measure("Centre", style: TextStyle(fontSize: 14), width: nil).width
        let left = firstInk(.left), centre = firstInk(.center), right = firstInk(.right)
        #expect(left <= 2)
        #expect(abs(CGFloat(centre - left) - (200 - width) / 2) <= 1.5)
        #expect(abs(CGFloat(right - left) - (200 - width)) <= 1.5)
        #expect(firstInk(.natural) == left)
    }

    @Test("end truncation fits the text to the width with an ellipsis")
    func truncation() {
        let style = TextStyle(fontSize: 14, truncation: .end)
        let full = TextRenderer.measure(Self.lorem, style: TextStyle(fontSize: 14), width: nil)
        let cut = TextRenderer.measure(Self.lorem, style: style, width: 100)
        #expect(full.width > 300 && cut.width <= 100 && cut.width > 60)
        #expect(cut.height == full.height)
    }

    @Test("measuring is scale independent and wrapping narrows the width and adds lines")
    func measuring() {
        let style = TextStyle(fontSize: 12, isWrapped: true)
        let one = TextRenderer.measure(Self.lorem, style: style, width: nil)
        let wrapped = TextRenderer.measure(Self.lorem, style: style, width: 120)
        #expect(wrapped.width <= 120 && wrapped.height >= 4 * one.height - 1)
        let bigger = TextRenderer.measure(Self.lorem, style: TextStyle(fontSize: 24, isWrapped: true), width: nil)
        #expect(abs(bigger.width - 2 * one.width) < 1) // unhinted metrics scale linearly
        let bold = TextRenderer.measure("Bold", style: TextStyle(fontSize: 12, weight: 700), width: nil)
        let regular = TextRenderer.measure("Bold", style: TextStyle(fontSize: 12), width: nil)
        #expect(bold.width > regular.width)
    }

    @Test("text drawn at scale 2 is the same layout: ink spans twice the pixels")
    func scaledText() {
        let style = TextStyle(fontSize: 12)
        func span(_ scale: CGFloat) -> Int {
            let b = render(100, 20, scale: scale) { ctx in
                TextRenderer.draw("Scale", style: style, in: CGRect(x: 0, y: 0, width: 100, height: 20), context: ctx)
            }
            let c = inkColumns(b, rows: 0..<b.height)
            return c.last! - c.first!
        }
        #expect(abs(span(2) - 2 * span(1)) <= 2)
    }

    @Test("bad text input (NaN rect, NaN size, empty string) draws nothing and does not crash")
    func badTextInput() {
        let b = render(20, 20) { ctx in
            TextRenderer.draw("x", style: TextStyle(), in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), context: ctx)
            TextRenderer.draw("", style: TextStyle(), in: CGRect(x: 0, y: 0, width: 10, height: 10), context: ctx)
        }
        #expect(b.pixels.allSatisfy { $0 == ARGB.white })
        let odd = TextRenderer.measure("x", style: TextStyle(fontSize: .nan, lineSpacing: .infinity), width: .nan)
        #expect(odd.width.isFinite && odd.height > 0)
    }

    @Test("PostScript-style names choose the face: Helvetica-Bold is bold")
    func postScriptNames() {
        let bold = TextRenderer.measure("Wide", style: TextStyle(fontName: "Helvetica-Bold", fontSize: 20), width: nil)
        let plain = TextRenderer.measure("Wide", style: TextStyle(fontName: "Helvetica", fontSize: 20), width: nil)
        #expect(bold.width > plain.width)
    }
}
