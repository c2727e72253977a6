/// A row of segments of which one is selected (UIKit's `UISegmentedControl`): outlined in
/// the tint colour, the selected segment filled. A click on a segment selects it and calls
/// `onValueChanged` with its index.
public final class SegmentedControl: Control {
    /// The segments' titles.
    public private(set) var items: [String]
    /// The selected segment, or -1 for none (UIKit's `noSegment`). Out-of-range values are ignored.
    public var selectedSegmentIndex: Int {
        didSet {
            if selectedSegmentIndex < -1 || selectedSegmentIndex >= items.count { selectedSegmentIndex = oldValue }
            setNeedsLayout()
        }
    }
    /// Called with the new index when the user selects a segment.
    public var onValueChanged: ((Int) -> Void)?

    private var cells: [CALayer] = []
    private var titles: [CATextLayer] = []
    private var dividers: [CALayer] = []
    private let fontSize: CGFloat = 13

    /// A control with segments titled `items` at `frame` (superlayer points).
    public init(items: [String], frame: CGRect = .zero, selectedSegmentIndex: Int = 0,
                onValueChanged: ((Int) -> Void)? = nil) {
        self.items = items
        self.selectedSegmentIndex = (-1..<items.count).contains(selectedSegmentIndex) ? selectedSegmentIndex : -1
        self.onValueChanged = onValueChanged
        super.init()
        self.frame = frame
        borderWidth = 1
        borderColor = Control.tint
        cornerRadius = 6
        masksToBounds = true
        backgroundColor = CGColor(gray: 1, alpha: 1)
        for item in items {
            let cell = CALayer()
            let title = Control.makeText(item, size: fontSize, color: Control.tint)
            cell.addSublayer(title)
            addSublayer(cell)
            cells.append(cell)
            titles.append(title)
        }
        for _ in items.dropFirst() {
            let d = CALayer()
            d.backgroundColor = Control.tint
            addSublayer(d)
            dividers.append(d)
        }
        addGestureRecognizer(TapGestureRecognizer { [weak self] t in self?.select(at: t.location(in: self)) })
    }

    /// A presentation copy (carries no parts or recognizers of its own).
    public required init(layer: Any) {
        items = (layer as? SegmentedControl)?.items ?? []
        selectedSegmentIndex = (layer as? SegmentedControl)?.selectedSegmentIndex ?? -1
        super.init(layer: layer)
    }

    /// Decoding is not supported: always nil.
    public required init?(coder: NSCoder) { nil }

    /// A control with no segments (what a layer class made from its type gets).
    public required convenience init() { self.init(items: []) }

    override func releaseCallbacks() { onValueChanged = nil }

    override var textLayers: [CATextLayer] { titles }

    /// The segment under `p` (the control's coordinates), or nil.
    func segment(at p: CGPoint) -> Int? {
        guard !items.isEmpty, bounds.contains(p), bounds.width > 0 else { return nil }
        let i = Int((p.x - bounds.minX) / bounds.width * CGFloat(items.count))
        return min(max(0, i), items.count - 1)
    }

    private func select(at p: CGPoint) {
        guard isEnabled, let i = segment(at: p), i != selectedSegmentIndex else { return }
        selectedSegmentIndex = i
        onValueChanged?(i)
    }

    override func layoutParts() {
        guard !items.isEmpty else { return }
        let w = bounds.width / CGFloat(items.count)
        for (i, cell) in cells.enumerated() {
            let selected = i == selectedSegmentIndex
            cell.frame = CGRect(x: bounds.minX + CGFloat(i) * w, y: bounds.minY, width: w, height: bounds.height)
            cell.backgroundColor = selected ? Control.tint : nil
            titles[i].foregroundColor = selected ? CGColor(gray: 1, alpha: 1) : Control.tint
            titles[i].frame = Control.lineFrame(in: cell.bounds.insetBy(dx: 3, dy: 0), fontSize: fontSize)
        }
        for (i, d) in dividers.enumerated() {
            d.frame = CGRect(x: bounds.minX + CGFloat(i + 1) * w - 0.5, y: bounds.minY, width: 1, height: bounds.height)
        }
    }
}
