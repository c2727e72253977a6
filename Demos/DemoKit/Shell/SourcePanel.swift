import DemoSources
import Foundation

/// The current demo's Swift source beside it (L, or the "Source" button): a column of
/// LayerKit's own layers at the window's right edge, one `CATextLayer` per visible line
/// holding an attributed string coloured by `SwiftHighlighter` (Xcode's default light theme:
/// keywords magenta, strings red, comments green, numbers blue, types purple), a gray line
/// number before it, and the lines of the book's listing (the demo's `build`) on a pale yellow
/// band with an orange bar at the left edge. The wheel over the panel scrolls it three lines a
/// notch; opening it, or showing another demo, scrolls to the listing's first line.
///
/// Geometry in the window's points; the panel is `width` wide and as tall as the window.
/// Text is monospaced (Menlo, drawn with DejaVu Sans Mono), 11 points on 15-point rows.
package final class SourcePanel {
    /// The panel's width, points.
    package static let width: CGFloat = 560
    /// The height of one row, points.
    package static let rowHeight: CGFloat = 15
    static let top: CGFloat = 28

    /// The panel's root layer (added to the window's root while the panel is open).
    package let layer = CALayer()
    private let header = CATextLayer()
    /// The rows on screen, top to bottom: band, number and text of one source line each.
    package private(set) var rows: [(band: CALayer, number: CATextLayer, text: CATextLayer)] = []
    /// The source shown, nil for a demo whose file is not in the bundle.
    package private(set) var source: DemoSource?
    /// The index of the first source line shown.
    package private(set) var firstLine = 0
    private var textScale: CGFloat = 1

    package init() {
        layer.name = "source panel"
        layer.backgroundColor = CGColor(gray: 0.99, alpha: 1)
        layer.borderColor = CGColor(gray: 0.7, alpha: 1)
        layer.borderWidth = 1
        layer.zPosition = 2
        layer.masksToBounds = true
        header.font = "Menlo"
        header.fontSize = 11
        header.foregroundColor = CGColor(gray: 0.3, alpha: 1)
        header.truncationMode = .end
        layer.addSublayer(header)
    }

    /// Shows `id`'s source from the listing's first line (a few lines of context above it).
    package func show(demo id: String) {
        source = DemoSource.find(id: id)
        firstLine = max(0, (source?.listingLines.lowerBound ?? 0) - 3)
        fill()
    }

    /// Draws the text at `scale` pixels per point.
    package func setTextScale(_ scale: CGFloat) {
        textScale = scale
        header.contentsScale = scale
        for r in rows { r.number.contentsScale = scale; r.text.contentsScale = scale }
    }

    /// Places the panel at `frame` (window points) with as many rows as fit.
    package func layout(in frame: CGRect) {
        layer.frame = frame
        header.frame = CGRect(x: 8, y: 7, width: max(0, frame.width - 16), height: 16)
        let count = max(0, Int((frame.height - Self.top - 4) / Self.rowHeight))
        while rows.count > count { let r = rows.removeLast(); for l in [r.band, r.number, r.text] { l.removeFromSuperlayer() } }
        while rows.count < count { rows.append(makeRow()) }
        for (i, r) in rows.enumerated() {
            let y = Self.top + CGFloat(i) * Self.rowHeight
            r.band.frame = CGRect(x: 0, y: y, width: frame.width, height: Self.rowHeight)
            r.number.frame = CGRect(x: 6, y: y + 1, width: 30, height: Self.rowHeight)
            r.text.frame = CGRect(x: 42, y: y + 1, width: max(0, frame.width - 48), height: Self.rowHeight)
        }
        fill()
    }

    /// Scrolls by `lines` (positive: down), kept within the file.
    package func scroll(by lines: Int) {
        guard let source else { return }
        let last = max(0, source.lines.count - rows.count)
        let next = min(max(0, firstLine + lines), last)
        guard next != firstLine else { return }
        firstLine = next
        fill()
    }

    private func makeRow() -> (band: CALayer, number: CATextLayer, text: CATextLayer) {
        let band = CALayer()
        let number = CATextLayer()
        number.font = "Menlo"
        number.fontSize = 11
        number.alignmentMode = .right
        number.foregroundColor = CGColor(gray: 0.55, alpha: 1)
        let text = CATextLayer()
        text.font = "Menlo"
        text.fontSize = 11
        text.truncationMode = .end
        for t in [number, text] { t.contentsScale = textScale }
        for l in [band, number, text] as [CALayer] { layer.addSublayer(l) }
        return (band, number, text)
    }

    /// Puts the source's lines from `firstLine` into the rows.
    private func fill() {
        guard let source else {
            header.string = "no source for this demo"
            for r in rows { r.band.backgroundColor = nil; r.number.string = nil; r.text.string = nil }
            return
        }
        header.string = "\(source.path)   ▌ the book's listing, lines \(source.listingLines.lowerBound + 1)-\(source.listingLines.upperBound + 1)"
        for (i, r) in rows.enumerated() {
            let n = firstLine + i
            guard n < source.lines.count else {
                r.band.backgroundColor = nil; r.band.borderWidth = 0
                r.number.string = nil; r.text.string = nil
                continue
            }
            let marked = source.listingLines.contains(n)
            r.band.backgroundColor = marked ? Self.listingBand : nil
            r.number.string = "\(marked ? "▌" : "")\(n + 1)"
            r.number.foregroundColor = marked ? Self.listingMark : CGColor(gray: 0.55, alpha: 1)
            r.text.string = Self.coloured(source.lines[n])
        }
    }

    static let listingBand = CGColor(red: 1, green: 0.97, blue: 0.8, alpha: 1)
    static let listingMark = CGColor(red: 0.9, green: 0.5, blue: 0, alpha: 1)

    /// The colour of each kind of run (Xcode's default light theme, approximately).
    package static func color(of kind: SwiftHighlighter.Kind) -> CGColor {
        switch kind {
        case .plain: return CGColor(gray: 0, alpha: 1)
        case .keyword: return CGColor(red: 0.61, green: 0.14, blue: 0.58, alpha: 1)
        case .string: return CGColor(red: 0.77, green: 0.1, blue: 0.09, alpha: 1)
        case .comment: return CGColor(red: 0.36, green: 0.42, blue: 0.36, alpha: 1)
        case .number: return CGColor(red: 0.11, green: 0, blue: 0.81, alpha: 1)
        case .type: return CGColor(red: 0.42, green: 0.21, blue: 0.66, alpha: 1)
        }
    }

    /// `line` as an attributed string, each run in its colour, Menlo 11.
    package static func coloured(_ line: String) -> NSAttributedString {
        let out = NSMutableAttributedString(string: "")
        let font = CTFontCreateWithName("Menlo", 11, nil)
        for run in SwiftHighlighter.runs(line) {
            out.append(NSAttributedString(string: run.text, attributes: [
                NSAttributedString.Key(kCTForegroundColorAttributeName): color(of: run.kind),
                NSAttributedString.Key(kCTFontAttributeName): font,
            ]))
        }
        return out
    }
}
