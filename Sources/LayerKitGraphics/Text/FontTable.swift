/// The one table from Apple's font names to the fonts LayerKit installs and stands behind.
///
/// The README's install step puts three font packages on the machine: Liberation
/// (`fonts-liberation2`, metric-compatible with Helvetica/Arial, Times and Courier, so text laid
/// out for Apple's fonts keeps its line breaks), DejaVu (`fonts-dejavu-core`, the fallback
/// for everything else, Arabic included; Apple's Menlo is itself derived from DejaVu Sans Mono)
/// and Noto Sans CJK (`fonts-noto-cjk`) draws Chinese, Japanese and Korean (`fallbacks(after:)`). Every name is
/// resolved here, before fontconfig sees it, so no name depends on what else a machine has.
///
/// | Apple name (any PostScript suffix such as `-Bold`, `-Oblique`, `-Light`) | LayerKit family |
/// |---|---|
/// | Helvetica, Helvetica Neue / HelveticaNeue, Arial, ArialMT, the system font (`System`, `.SFUI…`, `SF Pro…`, `.AppleSystemUIFont`, `system-ui`) | Liberation Sans |
/// | Times, Times New Roman, TimesNewRomanPSMT, Georgia | Liberation Serif |
/// | Courier, Courier New, CourierNewPSMT | Liberation Mono |
/// | Menlo, Monaco, SF Mono | DejaVu Sans Mono |
/// | sans-serif (LayerKit's label default), serif, monospace | DejaVu Sans, DejaVu Serif, DejaVu Sans Mono |
/// | PingFang SC/TC/HK, Hiragino Sans, Hiragino Kaku Gothic ProN, Apple SD Gothic Neo, Noto Sans CJK | Noto Sans CJK SC (Noto Sans CJK JP/TC/KR/HK: themselves) |
/// | Liberation Sans/Serif/Mono, DejaVu Sans/Serif/Sans Mono | themselves |
/// | any other name | DejaVu Sans with the same weight and slant (with the pinned font set); fontconfig's match (with the system's fonts, `LAYERKIT_FONTS=system`) |
package enum FontTable {
    /// The families of the pinned font set, each the family name in its font files.
    package static let liberationSans = "Liberation Sans"
    package static let liberationSerif = "Liberation Serif"
    package static let liberationMono = "Liberation Mono"
    package static let dejaVuSans = "DejaVu Sans"
    package static let dejaVuSerif = "DejaVu Serif"
    package static let dejaVuSansMono = "DejaVu Sans Mono"

    /// Apple's family names (lowercased, spaces removed) and the family each resolves to.
    private static let families: [String: String] = {
        var table: [String: String] = [:]
        func map(_ names: [String], to family: String) {
            for name in names { table[key(name)] = family }
        }
        map(["Helvetica", "Helvetica Neue", "Arial", "ArialMT", "System", ".SFUI", ".SFUIText", ".SFUIDisplay",
             ".SF UI Text", ".SF UI Display", "SF Pro", "SF Pro Text", "SF Pro Display", ".AppleSystemUIFont",
             "system-ui", liberationSans], to: liberationSans)
        map(["Times", "Times New Roman", "TimesNewRomanPSMT", "TimesNewRomanPS", "Georgia", liberationSerif],
            to: liberationSerif)
        map(["Courier", "Courier New", "CourierNewPSMT", "CourierNewPS", liberationMono], to: liberationMono)
        map(["Menlo", "Monaco", "SF Mono", "SFMono", "monospace", dejaVuSansMono], to: dejaVuSansMono)
        map(["sans-serif", "sans", dejaVuSans], to: dejaVuSans)
        map(["serif", dejaVuSerif], to: dejaVuSerif)
        map(["PingFang SC", "PingFang TC", "PingFang HK", "Hiragino Sans", "Hiragino Kaku Gothic ProN",
             "Apple SD Gothic Neo", "Noto Sans CJK", notoSansCJK], to: notoSansCJK)
        for region in ["JP", "TC", "KR", "HK"] { map(["Noto Sans CJK " + region], to: "Noto Sans CJK " + region) }
        return table
    }()

    /// The family `name` resolves to: a family of the pinned set for the names in the table;
    /// for any other name, `fallback` (DejaVu Sans with the pinned set, the name itself with
    /// the system's fonts, where fontconfig chooses).
    package static func family(for name: String, fallback: String? = dejaVuSans) -> String {
        if let family = families[key(name)] { return family }
        // ".SFUI-Regular"-style names keep their style after the dash; FontFace strips known
        // suffixes, and a private system-font prefix still means the system font.
        if name.hasPrefix(".SF") || name.hasPrefix(".Apple") { return liberationSans }
        return fallback ?? name
    }

    /// Noto Sans CJK (`fonts-noto-cjk`), the fallback for Chinese, Japanese and Korean; the
    /// Simplified Chinese face of the collection, whose Han glyph forms it uses for all three.
    package static let notoSansCJK = "Noto Sans CJK SC"

    /// The families Pango falls back to, in order, for characters `family` has no glyph for:
    /// its DejaVu counterpart (DejaVu Serif for serif families, DejaVu Sans Mono for monospaced
    /// ones), DejaVu Sans (which has Arabic, Hebrew, Greek and Cyrillic), then Noto Sans CJK.
    /// Fixed, so which font draws a character never depends on fontconfig's sort order.
    package static func fallbacks(after family: String) -> [String] {
        let counterpart: String
        switch family {
        case liberationSerif, dejaVuSerif: counterpart = dejaVuSerif
        case liberationMono, dejaVuSansMono: counterpart = dejaVuSansMono
        default: counterpart = dejaVuSans
        }
        var chain: [String] = []
        for f in [counterpart, dejaVuSans, notoSansCJK] where f != family && !chain.contains(f) { chain.append(f) }
        return chain
    }

    /// Every family the pinned set provides.
    package static let pinnedFamilies: Set<String> = [liberationSans, liberationSerif, liberationMono,
                                                       dejaVuSans, dejaVuSerif, dejaVuSansMono, notoSansCJK]

    private static func key(_ name: String) -> String {
        String(name.lowercased().filter { $0 != " " })
    }
}
