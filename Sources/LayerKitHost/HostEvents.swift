/// A pointer (mouse) event in the root layer's coordinates (points, origin top-left, y down).
///
/// A LayerKit addition: Apple delivers touches through UIKit, which LayerKit does not have.
public struct PointerEvent: Equatable, Sendable {
    /// What the pointer did.
    public enum Phase: Equatable, Sendable {
        /// A button went down.
        case down
        /// The pointer moved with a button held (a drag).
        case moved
        /// The button went up.
        case up
        /// The wheel turned; `scrollDelta` says how far.
        case scroll
    }

    /// What the pointer did.
    public var phase: Phase
    /// Where, in the root layer's coordinates (points).
    public var location: CGPoint
    /// The button: 1 primary, 2 middle, 3 secondary (0 for scroll events).
    public var button: Int
    /// For `.scroll`: how far to scroll, points: positive `height` when the wheel turns down
    /// (towards the user), positive `width` to the right; 10 points per wheel notch. Zero for
    /// other events.
    public var scrollDelta: CGSize
    /// When the event happened, seconds; only differences between events mean anything.
    public var timestamp: CFTimeInterval

    /// Creates an event; `location` is in root-layer points.
    public init(phase: Phase, location: CGPoint, button: Int = 1, scrollDelta: CGSize = .zero,
                timestamp: CFTimeInterval) {
        self.phase = phase
        self.location = location
        self.button = button
        self.scrollDelta = scrollDelta
        self.timestamp = timestamp
    }
}

/// A key press (a LayerKit addition).
public struct KeyEvent: Equatable, Sendable {
    /// Keys that type no text, or that apps commonly bind.
    public enum Key: Equatable, Sendable {
        /// Arrow and navigation keys.
        case left, right, up, down, pageUp, pageDown, home, end
        /// Editing and control keys (`enter` is Return or keypad Enter).
        case escape, enter, tab, backspace, delete, space
        /// A key that types `Character` (lowercase when shift is not held).
        case character(Character)
        /// Any other key, by its X keysym.
        case other(UInt)
    }

    /// Modifier keys held during the press.
    public struct Modifiers: OptionSet, Equatable, Sendable {
        /// The bits.
        public let rawValue: Int
        /// Modifiers from their bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// A Shift key.
        public static let shift = Modifiers(rawValue: 1)
        /// A Control key.
        public static let control = Modifiers(rawValue: 2)
        /// An Alt (Mod1) key.
        public static let alt = Modifiers(rawValue: 4)
    }

    /// The key.
    public var key: Key
    /// The text the key types ("" for keys that type none).
    public var characters: String
    /// Modifiers held.
    public var modifiers: Modifiers

    /// Creates a key event.
    public init(key: Key, characters: String = "", modifiers: Modifiers = []) {
        self.key = key
        self.characters = characters
        self.modifiers = modifiers
    }
}
