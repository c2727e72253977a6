/// A horizontal slider (UIKit's `UISlider`): a track, a filled part up to the value and a
/// round thumb. Drag anywhere on it, or click, to set the value; `onValueChanged` runs on
/// every change made by the user.
public final class Slider: Control {
    /// The lowest value (0 by default).
    public var minimumValue: Float = 0 { didSet { value = clamp(value); setNeedsLayout() } }
    /// The highest value (1 by default).
    public var maximumValue: Float = 1 { didSet { value = clamp(value); setNeedsLayout() } }
    /// The value, kept within `minimumValue...maximumValue` (non-finite values are ignored).
    public var value: Float {
        get { storedValue }
        set { if newValue.isFinite { storedValue = clamp(newValue); setNeedsLayout() } }
    }
    /// Called with the new value whenever the user changes it.
    public var onValueChanged: ((Float) -> Void)?

    private var storedValue: Float = 0
    private let track = CALayer()
    private let fill = CALayer()
    private let thumb = CALayer()
    static let thumbSize: CGFloat = 24

    /// A slider at `frame` (superlayer points) with `value` in `range`.
    public init(frame: CGRect = .zero, value: Float = 0, range: ClosedRange<Float> = 0...1,
                onValueChanged: ((Float) -> Void)? = nil) {
        self.onValueChanged = onValueChanged
        super.init()
        minimumValue = range.lowerBound
        maximumValue = range.upperBound
        storedValue = clamp(value)
        self.frame = frame
        track.backgroundColor = CGColor(gray: 0.72, alpha: 1)
        fill.backgroundColor = Control.tint
        thumb.backgroundColor = CGColor(gray: 1, alpha: 1)
        thumb.borderColor = CGColor(gray: 0.55, alpha: 1)
        thumb.borderWidth = 1
        for l in [track, fill, thumb] { addSublayer(l) }
        let pan = PanGestureRecognizer { [weak self] p in self?.follow(p.location(in: self)) }
        pan.minimumDistance = 0
        addGestureRecognizer(pan)
        addGestureRecognizer(TapGestureRecognizer { [weak self] t in self?.follow(t.location(in: self)) })
    }

    /// A presentation copy (carries no parts or recognizers of its own).
    public required init(layer: Any) { super.init(layer: layer) }
    /// Decoding is not supported: always nil.
    public required init?(coder: NSCoder) { nil }

    /// A slider at the origin, of zero size, with value 0 in 0...1 (what a layer class made from
    /// its type gets).
    public required convenience init() { self.init(frame: .zero) }

    override func releaseCallbacks() { onValueChanged = nil }

    private func clamp(_ v: Float) -> Float {
        let lo = min(minimumValue, maximumValue), hi = max(minimumValue, maximumValue)
        return max(lo, min(hi, v))
    }

    /// The thumb centre's x range, points in the slider's bounds.
    private var travel: ClosedRange<CGFloat> {
        let r = Slider.thumbSize / 2
        return bounds.minX + r...max(bounds.minX + r, bounds.maxX - r)
    }

    /// Sets the value for a pointer at `p` (the slider's coordinates) and reports it.
    private func follow(_ p: CGPoint?) {
        guard isEnabled, let p else { return }
        let t = travel
        let f = t.upperBound > t.lowerBound ? (p.x - t.lowerBound) / (t.upperBound - t.lowerBound) : 0
        let v = clamp(minimumValue + Float(max(0, min(1, f))) * (maximumValue - minimumValue))
        guard v != storedValue else { return }
        storedValue = v
        setNeedsLayout()
        onValueChanged?(v)
    }

    override func layoutParts() {
        let t = travel
        let span = maximumValue - minimumValue
        let f = span != 0 ? CGFloat((storedValue - minimumValue) / span) : 0
        let x = t.lowerBound + f * (t.upperBound - t.lowerBound)
        let mid = bounds.midY
        track.frame = CGRect(x: t.lowerBound, y: mid - 2, width: t.upperBound - t.lowerBound, height: 4)
        track.cornerRadius = 2
        fill.frame = CGRect(x: t.lowerBound, y: mid - 2, width: x - t.lowerBound, height: 4)
        fill.cornerRadius = 2
        let s = Slider.thumbSize
        thumb.frame = CGRect(x: x - s / 2, y: mid - s / 2, width: s, height: s)
        thumb.cornerRadius = s / 2
    }
}
