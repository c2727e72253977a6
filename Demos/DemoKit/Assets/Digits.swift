import Foundation
import LayerKit

/// The LCD digit strip of chapter 4.6: digits 0-9 in one row of 5x7 cells, each a 3x5
/// pixel-font glyph with a one-pixel margin, opaque black on transparent. Anti-aliasing is
/// off, so at whole-number scales every pixel is opaque black or transparent.
enum DigitsArt {
    /// Rows of each glyph, top first; bit 2 is the left column.
    static let glyphs: [[UInt8]] = [
        [0b111, 0b101, 0b101, 0b101, 0b111], // 0
        [0b010, 0b110, 0b010, 0b010, 0b111], // 1
        [0b111, 0b001, 0b111, 0b100, 0b111], // 2
        [0b111, 0b001, 0b111, 0b001, 0b111], // 3
        [0b101, 0b101, 0b111, 0b001, 0b001], // 4
        [0b111, 0b100, 0b111, 0b001, 0b111], // 5
        [0b111, 0b100, 0b111, 0b101, 0b111], // 6
        [0b111, 0b001, 0b010, 0b010, 0b010], // 7
        [0b111, 0b101, 0b111, 0b101, 0b111], // 8
        [0b111, 0b101, 0b111, 0b001, 0b111], // 9
    ]

    /// Whether glyph `digit` has a lit pixel at column `x` (0...2), row `y` (0...4).
    static func isLit(_ digit: Int, _ x: Int, _ y: Int) -> Bool {
        glyphs[digit][y] >> (2 - x) & 1 == 1
    }

    static func draw(in c: CGContext) {
        c.setShouldAntialias(false)
        c.setFillColor(rgb(0x00_0000))
        var lit: [CGRect] = []
        for digit in 0..<10 {
            for y in 0..<5 {
                for x in 0..<3 where isLit(digit, x, y) {
                    lit.append(CGRect(x: digit * 5 + 1 + x, y: 1 + y, width: 1, height: 1))
                }
            }
        }
        c.fill(lit)
    }
}
