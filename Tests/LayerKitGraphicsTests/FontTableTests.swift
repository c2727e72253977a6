import Foundation
import LayerKitGraphics
import Testing

/// Oracle: `FontTable`'s documented table and the file lists of Debian 12's `fonts-liberation2`,
/// `fonts-dejavu-core` and `fonts-noto-cjk`, the packages the README installs.
@Suite("Fonts: Apple's names resolve to the README's font files")
struct FontTableTests {
    /// Apple names with the file each must be drawn from.
    static let cases: [(name: String, weight: Int, italic: Bool, file: String)] = [
        ("Helvetica", 400, false, "liberation2/LiberationSans-Regular.ttf"),
        ("Helvetica-Bold", 400, false, "liberation2/LiberationSans-Bold.ttf"),
        ("Helvetica-BoldOblique", 400, false, "liberation2/LiberationSans-BoldItalic.ttf"),
        ("HelveticaNeue-Light", 400, false, "liberation2/LiberationSans-Regular.ttf"),
        ("Helvetica Neue", 700, false, "liberation2/LiberationSans-Bold.ttf"),
        ("Arial", 400, true, "liberation2/LiberationSans-Italic.ttf"),
        (".SFUI-Regular", 400, false, "liberation2/LiberationSans-Regular.ttf"),
        ("System", 700, false, "liberation2/LiberationSans-Bold.ttf"),
        ("Times", 400, false, "liberation2/LiberationSerif-Regular.ttf"),
        ("Times New Roman", 700, false, "liberation2/LiberationSerif-Bold.ttf"),
        ("Courier", 400, false, "liberation2/LiberationMono-Regular.ttf"),
        ("Courier-Bold", 400, false, "liberation2/LiberationMono-Bold.ttf"),
        ("Menlo", 400, false, "dejavu/DejaVuSansMono.ttf"),
        ("Menlo-Bold", 400, false, "dejavu/DejaVuSansMono-Bold.ttf"),
        ("sans-serif", 400, false, "dejavu/DejaVuSans.ttf"),
        ("NoSuchFamily", 700, false, "dejavu/DejaVuSans-Bold.ttf"),
    ]

    @Test("every name in the table is drawn from the README's font file, whatever else is installed",
          arguments: 0..<cases.count)
    func resolves(_ index: Int) throws {
        try #require(FontSet.isPinned, "the README's fonts are not installed")
        let c = Self.cases[index]
        let file = FontSet.fontFile(for: c.name, weight: c.weight, italic: c.italic)
        #expect(file == "/usr/share/fonts/truetype/" + c.file, "\(c.name)")
    }

    @Test("the pinned set holds only the README's packages' files")
    func pinnedFilesAreTheReadmePackages() {
        #expect(FontSet.pinnedFiles.count == 20)
        #expect(FontSet.pinnedFiles.allSatisfy {
            $0.hasPrefix("/usr/share/fonts/truetype/liberation2/") || $0.hasPrefix("/usr/share/fonts/truetype/dejavu/")
                || $0.hasPrefix("/usr/share/fonts/opentype/noto/NotoSansCJK-")
        })
    }

    @Test("Apple's CJK system fonts (PingFang SC, Hiragino Sans) are drawn from fonts-noto-cjk's Noto Sans CJK")
    func cjkNames() throws {
        try #require(FontSet.isPinned, "the README's fonts are not installed")
        for name in ["PingFang SC", "Hiragino Sans", "Noto Sans CJK JP"] {
            #expect(FontSet.fontFile(for: name) == "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", "\(name)")
        }
        #expect(FontSet.fontFile(for: "PingFang SC", weight: 700) == "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc")
    }

    @Test("the fallback chain after a family is fixed: its DejaVu counterpart, DejaVu Sans, Noto Sans CJK")
    func fallbackChain() {
        #expect(FontTable.fallbacks(after: FontTable.liberationSans) == [FontTable.dejaVuSans, FontTable.notoSansCJK])
        #expect(FontTable.fallbacks(after: FontTable.liberationSerif)
                    == [FontTable.dejaVuSerif, FontTable.dejaVuSans, FontTable.notoSansCJK])
        #expect(FontTable.fallbacks(after: FontTable.notoSansCJK) == [FontTable.dejaVuSans])
    }

    @Test("family names are matched without case or spaces; unknown names fall back as documented")
    func tableLookup() {
        #expect(FontTable.family(for: "HelveticaNeue") == FontTable.liberationSans)
        #expect(FontTable.family(for: "helvetica neue") == FontTable.liberationSans)
        #expect(FontTable.family(for: "Monaco") == FontTable.dejaVuSansMono)
        #expect(FontTable.family(for: "Papyrus") == FontTable.dejaVuSans)
        #expect(FontTable.family(for: "Papyrus", fallback: nil) == "Papyrus")
    }
}
