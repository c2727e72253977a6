import CX11

extension KeyEvent {
    /// The key event for an X key press, with its text from `XLookupString`.
    init(xkey: XKeyEvent) {
        var ev = xkey
        var buffer = [CChar](repeating: 0, count: 32)
        var keysym: KeySym = 0
        let n = XLookupString(&ev, &buffer, Int32(buffer.count - 1), &keysym, nil)
        let text = n > 0 ? String(decoding: buffer[0..<Int(n)].map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        var mods: Modifiers = []
        if xkey.state & UInt32(ShiftMask) != 0 { mods.insert(.shift) }
        if xkey.state & UInt32(ControlMask) != 0 { mods.insert(.control) }
        if xkey.state & UInt32(Mod1Mask) != 0 { mods.insert(.alt) }
        self.init(key: Self.key(for: UInt(keysym), text: text), characters: text, modifiers: mods)
    }

    /// Keysyms of keys that type no text (or that apps bind by name).
    private static let named: [UInt: Key] = [
        UInt(XK_Left): .left, UInt(XK_Right): .right, UInt(XK_Up): .up, UInt(XK_Down): .down,
        UInt(XK_Page_Up): .pageUp, UInt(XK_Page_Down): .pageDown, UInt(XK_Home): .home, UInt(XK_End): .end,
        UInt(XK_Escape): .escape, UInt(XK_Return): .enter, UInt(XK_KP_Enter): .enter, UInt(XK_Tab): .tab,
        UInt(XK_BackSpace): .backspace, UInt(XK_Delete): .delete, UInt(XK_space): .space,
    ]

    /// The key for `keysym` (X11 and xkbcommon keysyms are the same numbers) typing `text`.
    static func key(for keysym: UInt, text: String) -> Key {
        if let k = named[keysym] { return k }
        if text.count == 1, let c = text.first, !(c.asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false) {
            return .character(c)
        }
        return .other(keysym)
    }
}
