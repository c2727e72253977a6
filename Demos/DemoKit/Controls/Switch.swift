/// An on/off switch (UIKit's `UISwitch`): a rounded track, green when on, with a round knob
/// that slides across. A click toggles it and calls `onValueChanged`.
public final class Switch: Control {
    /// Whether the switch is on. Setting it moves the knob (animated once shown).
    public var isOn: Bool {
        didSet { if isOn != oldValue { applyState() } }
    }
    /// Called with the new state when the user toggles the switch.
    public var onValueChanged: ((Bool) -> Void)?

    private let knob = CALayer()
    /// UIKit's switch size, points.
    public static let size = CGSize(width: 51, height: 31)

    /// A switch with its top-left at `origin` (superlayer points), `isOn` initially.
    public init(origin: CGPoint = .zero, isOn: Bool = false, onValueChanged: ((Bool) -> Void)? = nil) {
        self.isOn = isOn
        self.onValueChanged = onValueChanged
        super.init()
        frame = CGRect(origin: origin, size: Switch.size)
        borderWidth = 1
        knob.backgroundColor = CGColor(gray: 1, alpha: 1)
        knob.borderColor = CGColor(gray: 0.7, alpha: 1)
        knob.borderWidth = 0.5
        addSublayer(knob)
        withoutActions { applyState() }
        addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.toggle() })
    }

    /// A presentation copy (carries no parts or recognizers of its own).
    public required init(layer: Any) {
        isOn = (layer as? Switch)?.isOn ?? false
        super.init(layer: layer)
    }

    /// Decoding is not supported: always nil.
    public required init?(coder: NSCoder) { nil }

    /// An off switch at the origin (what a layer class made from its type gets).
    public required convenience init() { self.init(origin: .zero) }

    override func releaseCallbacks() { onValueChanged = nil }

    /// Sets the state, animating the knob when `animated` (and the switch is shown).
    public func setOn(_ on: Bool, animated: Bool) {
        if animated { isOn = on } else { withoutActions { isOn = on } }
    }

    private func toggle() {
        guard isEnabled else { return }
        isOn.toggle()
        onValueChanged?(isOn)
    }

    private func applyState() {
        backgroundColor = isOn ? CGColor(red: 0.3, green: 0.85, blue: 0.39, alpha: 1) : CGColor(gray: 0.9, alpha: 1)
        borderColor = isOn ? backgroundColor : CGColor(gray: 0.8, alpha: 1)
        setNeedsLayout()
    }

    override func layoutParts() {
        cornerRadius = bounds.height / 2
        let d = bounds.height - 4
        knob.bounds = CGRect(x: 0, y: 0, width: d, height: d)
        knob.cornerRadius = d / 2
        CATransaction.setDisableActions(false)
        knob.position = CGPoint(x: isOn ? bounds.maxX - 2 - d / 2 : bounds.minX + 2 + d / 2, y: bounds.midY)
    }
}
