import Foundation

extension Chapter09 {
    /// A number entry box standing in for the book's `UITextField` (DemoKit has no text
    /// field): a bordered label that takes digits, "." and Backspace from the keyboard while
    /// it has focus (a click focuses it; Tab moves on), and − / + buttons that step the value.
    final class NumberField {
        /// The box showing the text.
        let box: Label
        /// The step buttons: − and +.
        let minus: Button
        let plus: Button
        /// How far − and + move the value.
        let step: Double
        /// Called when the field is clicked (to move the focus to it).
        var onFocusRequest: (() -> Void)?

        /// The text typed so far.
        var text: String {
            didSet { box.text = text }
        }

        /// Whether typed keys go to this field (a blue border when true).
        var isFocused = false {
            didSet { Chapter08.withoutActions { box.borderColor = isFocused ? Self.focusColor : Self.borderColor } }
        }

        /// Whether the field reacts to input; dimmed to 25% opacity when false, as the book's
        /// controls are while the animation runs.
        var isEnabled = true {
            didSet {
                for control in controls { control.isEnabled = isEnabled }
                Chapter08.withoutActions { for control in controls { control.opacity = isEnabled ? 1 : 0.25 } }
            }
        }

        /// The field's layers that take part in enabling and dimming.
        var controls: [Control] { [box, minus, plus] }

        /// The value of `text` (0 when it is not a number, as `-[NSString floatValue]` gives).
        var value: Double { Double(text) ?? 0 }

        static let borderColor = CGColor(gray: 0.6, alpha: 1)
        static let focusColor = CGColor(red: 0, green: 0.478, blue: 1, alpha: 1)

        /// A field named `name` with `text`, its box at `frame` in `container`, − and + to its
        /// right (named "`name` −" and "`name` +").
        init(name: String, text: String, frame: CGRect, step: Double, in container: CALayer,
             environment: DemoEnvironment) {
            self.text = text
            self.step = step
            box = Label(text: text, frame: frame, fontSize: 17)
            box.alignment = .center
            box.backgroundColor = CGColor(gray: 1, alpha: 1)
            box.borderWidth = 1.5
            box.borderColor = Self.borderColor
            box.cornerRadius = 5
            let side = frame.height
            minus = Button(title: "−", frame: CGRect(x: frame.maxX + 6, y: frame.minY, width: side, height: side))
            plus = Button(title: "+", frame: CGRect(x: frame.maxX + 12 + side, y: frame.minY, width: side, height: side))
            box.name = name
            minus.name = name + " −"
            plus.name = name + " +"
            for control in controls { environment.add(control, to: container) }
            minus.action = { [unowned self] in self.nudge(by: -step) }
            plus.action = { [unowned self] in self.nudge(by: step) }
            environment.addGestureRecognizer(TapGestureRecognizer { [unowned self] _ in
                if self.isEnabled { self.onFocusRequest?() }
            }, to: box)
        }

        /// Adds `delta` to the value (not below 0) and shows it.
        func nudge(by delta: Double) {
            text = Self.format(max(0, value + delta))
        }

        /// Applies a key typed while focused: digits and "." append (up to 8 characters),
        /// Backspace deletes. Returns whether the key was used.
        func type(_ event: KeyEvent) -> Bool {
            guard isEnabled else { return false }
            switch event.key {
            case .backspace, .delete:
                if !text.isEmpty { text.removeLast() }
                return true
            case .character(let c) where c.isASCII && (c.isNumber || c == "."):
                if text.count < 8 { text.append(c) }
                return true
            default:
                return false
            }
        }

        /// `value` as short text: "2", "3.5", "0.25".
        static func format(_ value: Double) -> String { String(format: "%g", value) }
    }
}
