import CWayland
import Foundation

/// The seat's pointer and keyboard: pointer positions are surface-local logical pixels, which
/// are the root layer's points; keys go through xkbcommon with the compositor's keymap (the
/// X11 keysyms' numbers, so the same `KeyEvent`s come out). Events are handed to `deliver`.
///
/// Key repeat (`repeat_info`) is not done: a held key is one press, as on the X11 host.
final class WaylandInput {
    private let seat: OpaquePointer
    private var pointer: OpaquePointer?
    private var keyboard: OpaquePointer?
    private let context: OpaquePointer?
    private var keymap: OpaquePointer?
    private var state: OpaquePointer?
    private var location = CGPoint.zero
    /// Wheel notches announced for the axis event that follows (10 points each).
    private var discrete: [UInt32: Int32] = [:]
    /// Where input goes.
    var deliver: (WindowInput) -> Void = { _ in }

    init(seat: OpaquePointer) {
        self.seat = seat
        context = xkb_context_new(XKB_CONTEXT_NO_FLAGS)
        wl_seat_add_listener(seat, &Self.seatListener, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit {
        if let state { xkb_state_unref(state) }
        if let keymap { xkb_keymap_unref(keymap) }
        if let context { xkb_context_unref(context) }
    }

    private var opaque: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    private static func from(_ data: UnsafeMutableRawPointer?) -> WaylandInput {
        Unmanaged<WaylandInput>.fromOpaque(data!).takeUnretainedValue()
    }

    /// Devices come and go (a virtual keyboard lives as long as its client): a pointer or
    /// keyboard is bound when the seat gains it and released when it loses it.
    private func capabilities(_ caps: UInt32) {
        let hasPointer = caps & WL_SEAT_CAPABILITY_POINTER.rawValue != 0
        if hasPointer, pointer == nil {
            pointer = wl_seat_get_pointer(seat)
            wl_pointer_add_listener(pointer, &Self.pointerListener, opaque)
        } else if !hasPointer, let p = pointer {
            wl_pointer_release(p)
            pointer = nil
        }
        let hasKeyboard = caps & WL_SEAT_CAPABILITY_KEYBOARD.rawValue != 0
        if hasKeyboard, keyboard == nil {
            keyboard = wl_seat_get_keyboard(seat)
            wl_keyboard_add_listener(keyboard, &Self.keyboardListener, opaque)
        } else if !hasKeyboard, let k = keyboard {
            wl_keyboard_release(k)
            keyboard = nil
        }
    }

    private static func seconds(_ time: UInt32) -> CFTimeInterval { CFTimeInterval(time) / 1000 }

    private func moved(_ x: wl_fixed_t, _ y: wl_fixed_t, time: UInt32?) {
        location = CGPoint(x: wl_fixed_to_double(x), y: wl_fixed_to_double(y))
        if let time { deliver(.motion(location: location, timestamp: Self.seconds(time))) }
    }

    /// BTN_LEFT, BTN_MIDDLE, BTN_RIGHT become 1, 2, 3; other buttons are ignored.
    private func button(_ code: UInt32, pressed: Bool, time: UInt32) {
        let map: [UInt32: Int] = [UInt32(BTN_LEFT): 1, UInt32(BTN_MIDDLE): 2, UInt32(BTN_RIGHT): 3]
        guard let b = map[code] else { return }
        deliver(.button(down: pressed, button: b, location: location, timestamp: Self.seconds(time)))
    }

    /// A wheel notch is 10 points (as on X11); a touchpad's scroll is its distance in points.
    private func axis(_ axis: UInt32, _ value: wl_fixed_t, time: UInt32) {
        let amount = discrete.removeValue(forKey: axis).map { CGFloat($0) * 10 } ?? CGFloat(wl_fixed_to_double(value))
        let delta = axis == WL_POINTER_AXIS_HORIZONTAL_SCROLL.rawValue ? CGSize(width: amount, height: 0)
            : CGSize(width: 0, height: amount)
        deliver(.scroll(delta: delta, location: location, timestamp: Self.seconds(time)))
    }

    private func newKeymap(format: UInt32, fd: Int32, size: UInt32) {
        defer { close(fd) }
        guard format == WL_KEYBOARD_KEYMAP_FORMAT_XKB_V1.rawValue, let context,
              let map = mmap(nil, Int(size), PROT_READ, MAP_PRIVATE, fd, 0), map != MAP_FAILED else { return }
        defer { munmap(map, Int(size)) }
        guard let km = xkb_keymap_new_from_string(context, map.assumingMemoryBound(to: CChar.self),
                                                  XKB_KEYMAP_FORMAT_TEXT_V1, XKB_KEYMAP_COMPILE_NO_FLAGS) else { return }
        if let state { xkb_state_unref(state) }
        if let keymap { xkb_keymap_unref(keymap) }
        keymap = km
        state = xkb_state_new(km)
    }

    private func key(_ key: UInt32, pressed: Bool) {
        guard pressed, let state else { return }
        let code = key + 8  // evdev to xkb keycodes
        let sym = xkb_state_key_get_one_sym(state, code)
        var buffer = [CChar](repeating: 0, count: 64)
        let n = xkb_state_key_get_utf8(state, code, &buffer, buffer.count)
        let text = n > 0 ? String(decoding: buffer[0..<Int(n)].map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        var mods: KeyEvent.Modifiers = []
        for (name, m) in [("Shift", KeyEvent.Modifiers.shift), ("Control", .control), ("Mod1", .alt)]
        where xkb_state_mod_name_is_active(state, name, XKB_STATE_MODS_EFFECTIVE) > 0 {
            mods.insert(m)
        }
        deliver(.key(KeyEvent(key: KeyEvent.key(for: UInt(sym), text: text), characters: text, modifiers: mods)))
    }

    private func modifiers(_ depressed: UInt32, _ latched: UInt32, _ locked: UInt32, _ group: UInt32) {
        guard let state else { return }
        xkb_state_update_mask(state, depressed, latched, locked, 0, 0, group)
    }

    nonisolated(unsafe) private static var seatListener: wl_seat_listener = {
        var l = wl_seat_listener()
        l.capabilities = { data, _, caps in WaylandInput.from(data).capabilities(caps) }
        l.name = { _, _, _ in }
        return l
    }()

    nonisolated(unsafe) private static var pointerListener: wl_pointer_listener = {
        var l = wl_pointer_listener()
        l.enter = { data, _, _, _, x, y in WaylandInput.from(data).moved(x, y, time: nil) }
        l.leave = { _, _, _, _ in }
        l.motion = { data, _, time, x, y in WaylandInput.from(data).moved(x, y, time: time) }
        l.button = { data, _, _, time, button, state in
            WaylandInput.from(data).button(button, pressed: state == WL_POINTER_BUTTON_STATE_PRESSED.rawValue, time: time)
        }
        l.axis = { data, _, time, axis, value in WaylandInput.from(data).axis(axis, value, time: time) }
        l.frame = { _, _ in }
        l.axis_source = { _, _, _ in }
        l.axis_stop = { _, _, _, _ in }
        l.axis_discrete = { data, _, axis, steps in WaylandInput.from(data).discrete[axis] = steps }
        return l
    }()

    nonisolated(unsafe) private static var keyboardListener: wl_keyboard_listener = {
        var l = wl_keyboard_listener()
        l.keymap = { data, _, format, fd, size in WaylandInput.from(data).newKeymap(format: format, fd: fd, size: size) }
        l.enter = { _, _, _, _, _ in }
        l.leave = { _, _, _, _ in }
        l.key = { data, _, _, _, key, state in
            WaylandInput.from(data).key(key, pressed: state == WL_KEYBOARD_KEY_STATE_PRESSED.rawValue)
        }
        l.modifiers = { data, _, _, d, la, lo, g in WaylandInput.from(data).modifiers(d, la, lo, g) }
        l.repeat_info = { _, _, _, _ in }
        return l
    }()
}
