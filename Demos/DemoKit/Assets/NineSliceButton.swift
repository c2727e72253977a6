import Foundation
import LayerKit

/// The nine-slice test image of chapter 2.4 on a 4x4 grid of equal cells: the four corner
/// cells hold yellow glowing rounded corners, the middle cells of the top and bottom rows
/// are blue, those of the left and right columns red, and the middle 2x2 cells green. Every
/// region is clipped to its own cells, so no colour crosses a region boundary.
enum ButtonArt {
    static func draw(in context: CGContext, rect: CGRect) {
        let cw = rect.width / 4, ch = rect.height / 4
        func cells(_ col: Int, _ row: Int, _ cols: Int, _ rows: Int) -> CGRect {
            CGRect(x: rect.minX + CGFloat(col) * cw, y: rect.minY + CGFloat(row) * ch,
                   width: CGFloat(cols) * cw, height: CGFloat(rows) * ch)
        }
        let blue = gradient([rgb(0x7A_B4FF), rgb(0x1E_5FD8), rgb(0x0C_3A9A)])
        for (r, top) in [(cells(1, 0, 2, 1), true), (cells(1, 3, 2, 1), false)] {
            let (a, b) = (CGPoint(x: 0, y: top ? r.minY : r.maxY), CGPoint(x: 0, y: top ? r.maxY : r.minY))
            context.paint(Shape.rect(r), blue, from: a, to: b)
        }
        let red = gradient([rgb(0xFF_7A70), rgb(0xD8_2418), rgb(0x9A_1008)])
        for (r, left) in [(cells(0, 1, 1, 2), true), (cells(3, 1, 1, 2), false)] {
            let (a, b) = (CGPoint(x: left ? r.minX : r.maxX, y: 0), CGPoint(x: left ? r.maxX : r.minX, y: 0))
            context.paint(Shape.rect(r), red, from: a, to: b)
        }
        let centre = cells(1, 1, 2, 2)
        context.paint(Shape.rect(centre), gradient([rgb(0x6C_E07A), rgb(0x22_A63A)]),
                      from: CGPoint(x: 0, y: centre.minY), to: CGPoint(x: 0, y: centre.maxY))
        for (col, row) in [(0, 0), (3, 0), (0, 3), (3, 3)] {
            drawCorner(context, cell: cells(col, row, 1, 1), col: col, row: row)
        }
    }

    /// A quarter disc centred on the cell's inner corner: golden yellow at the inner corner,
    /// brightening outwards to a glowing rim that fades to transparent at the rounding.
    private static func drawCorner(_ c: CGContext, cell: CGRect, col: Int, row: Int) {
        let inner = CGPoint(x: col == 0 ? cell.maxX : cell.minX, y: row == 0 ? cell.maxY : cell.minY)
        let radius = min(cell.width, cell.height)
        c.clipped(to: Shape.rect(cell)) {
            let glow = gradient([(0, rgb(0xF0_B800)), (0.55, rgb(0xFF_E020)), (0.8, rgb(0xFF_F690)),
                                 (0.9, rgb(0xFF_E840, alpha: 0.8)), (1, rgb(0xFF_E000, alpha: 0))])
            c.paint(Shape.circle(inner, radius), glow, focus: inner, center: inner, radius: radius)
        }
    }
}
