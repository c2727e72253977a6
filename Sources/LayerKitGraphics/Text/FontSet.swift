import CPango
import Foundation

/// The fonts text is drawn with: by default the pinned set, exactly the font files of the
/// README's packages and nothing else, so the same text draws the same pixels on every
/// machine whatever other fonts it has (a font that claims "Helvetica", such as URW's Nimbus
/// Sans, changes nothing). `LAYERKIT_FONTS=system` draws with the system's fontconfig set
/// instead (names outside `FontTable` then resolve as fontconfig decides).
///
/// Text is laid out through a Pango font map made from this set, one per thread (Pango font
/// maps are not shared between threads); the fontconfig configuration under them is built
/// once, from the file list below and no configuration file, so no system or user rule
/// (aliases, hinting, substitutions) applies to it.
package enum FontSet {
    /// Whether text uses the pinned set (true) or the system's fonts.
    package static var isPinned: Bool { pinnedConfig != nil }

    /// The font files of `fonts-liberation2`, `fonts-dejavu-core` and the sans-serif faces of
    /// `fonts-noto-cjk` (Debian 12's paths).
    package static let pinnedFiles: [String] = {
        let liberation = "/usr/share/fonts/truetype/liberation2/"
        let dejavu = "/usr/share/fonts/truetype/dejavu/"
        let noto = "/usr/share/fonts/opentype/noto/"
        let liberationFiles = ["Sans", "Serif", "Mono"].flatMap { family in
            ["Regular", "Bold", "Italic", "BoldItalic"].map { liberation + "Liberation\(family)-\($0).ttf" }
        }
        let dejavuFiles = ["DejaVuSans", "DejaVuSans-Bold", "DejaVuSansMono", "DejaVuSansMono-Bold",
                           "DejaVuSerif", "DejaVuSerif-Bold"].map { dejavu + $0 + ".ttf" }
        let cjkFiles = ["NotoSansCJK-Regular", "NotoSansCJK-Bold"].map { noto + $0 + ".ttc" }
        return liberationFiles + dejavuFiles + cjkFiles
    }()

    /// The family to ask Pango for, for a family name as given by a font name (see `FontTable`).
    package static func resolvedFamily(_ family: String) -> String {
        FontTable.family(for: family, fallback: isPinned ? FontTable.dejaVuSans : nil)
    }

    /// The family list Pango is given for a font name: with the pinned set, the resolved family
    /// followed by `FontTable.fallbacks` (so characters it lacks, Arabic or CJK say, come from
    /// a fixed font); with the system's fonts, the resolved family alone.
    package static func familyList(_ family: String) -> String {
        let resolved = resolvedFamily(family)
        guard isPinned else { return resolved }
        return FontTable.fallbacks(after: resolved).reduce(resolved) { $0 + "," + $1 }
    }

    /// This thread's Pango font map over the chosen set (owned by the thread; do not unref).
    static func fontMap() -> UnsafeMutablePointer<PangoFontMap> {
        if let map = pthread_getspecific(threadKey) {
            return map.assumingMemoryBound(to: PangoFontMap.self)
        }
        let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)!
        if let config = pinnedConfig {
            pango_fc_font_map_set_config(OpaquePointer(map), config)
        }
        pthread_setspecific(threadKey, UnsafeRawPointer(map))
        return map
    }

    /// The font file Pango draws `name` (a family or PostScript-style name) from, at `weight`
    /// and slant, or nil when no font loads: what `FontTable` and this set make of a name.
    package static func fontFile(for name: String, weight: Int = 400, italic: Bool = false) -> String? {
        let map = fontMap()
        guard let context = pango_font_map_create_context(map) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let desc = PangoText.fontDescription(name: name, size: 12, weight: weight, italic: italic)
        defer { pango_font_description_free(desc) }
        guard let font = pango_font_map_load_font(map, context, desc) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(font)) }
        guard let pattern = pango_fc_font_get_pattern(UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self)) else { return nil }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        return String(cString: file)
    }

    /// The pinned fontconfig configuration: the pinned files that exist, or nil (system fonts)
    /// when `LAYERKIT_FONTS=system` or none of them is installed (said once on stderr).
    // Safe: made once (a lazy global's one-time initialisation) and never changed; fontconfig
    // configurations are read-only once built and fontconfig is thread-safe for reading.
    nonisolated(unsafe) private static let pinnedConfig: OpaquePointer? = {
        if ProcessInfo.processInfo.environment["LAYERKIT_FONTS"] == "system" { return nil }
        let present = pinnedFiles.filter { FileManager.default.fileExists(atPath: $0) }
        let missing = pinnedFiles.count - present.count
        guard !present.isEmpty else {
            warn("none of the README's fonts (fonts-liberation2, fonts-dejavu-core, fonts-noto-cjk) is installed; text uses the system's fonts and may differ from LayerKit's goldens")
            return nil
        }
        if missing > 0 {
            warn("\(missing) of the README's font files are missing (install fonts-liberation2, fonts-dejavu-core and fonts-noto-cjk); their names fall back to the closest installed face")
        }
        guard let config = FcConfigCreate() else { return nil }
        for file in present { FcConfigAppFontAddFile(config, file) }
        return config
    }()

    /// Frees a thread's font map when the thread ends.
    private static let threadKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { map in
            if let map { g_object_unref(map) }
        }
        return key
    }()

    private static func warn(_ message: String) {
        FileHandle.standardError.write(Data(("LayerKit: " + message + "\n").utf8))
    }
}
