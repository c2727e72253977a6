/// Variant 9.3a: the four `fillMode`s side by side (CATALOG.md 9.3a; the book describes them
/// in text only).
///
/// Each row's square has its model at x = 250 (the thin grey line) and gets the same
/// animation of `position.x` from 150 to 350, starting 1 s after Play (`beginTime` in the
/// layer's time, from `convertTime(_:from:)`) and lasting 1 s, with
/// `isRemovedOnCompletion` false (a kept animation needs a key: "fill") and its row's fill
/// mode. During the delay, `backwards` and `both` hold the from value; after the end,
/// `forwards` and `both` hold the to value; otherwise the model shows. Play runs on start.
public struct Listing9_3a: Demo {
    public init() {}
    public var id: String { "9.3a" }
    public var title: String { "fillMode: removed, forwards, backwards, both" }
    public var hint: String { "Click Play: 1 s delay, 1 s move; watch which squares hold the first or last value" }

    /// The rows' fill modes, top to bottom.
    public static let fillModes: [CAMediaTimingFillMode] = [.removed, .forwards, .backwards, .both]
    /// The squares' model x, in the demo's root.
    public static let modelX: CGFloat = 250
    /// The animation's from x.
    public static let fromX: CGFloat = 150
    /// The animation's to x.
    public static let toX: CGFloat = 350
    /// The row centres' y.
    public static let rowY: [CGFloat] = [60, 130, 200, 270]

    public func build(in container: CALayer, environment: DemoEnvironment) {
        var squares: [CALayer] = []
        for (mode, y) in zip(Self.fillModes, Self.rowY) {
            let track = CALayer()
            track.frame = CGRect(x: 110, y: y - 30, width: 280, height: 60)
            track.backgroundColor = CGColor(gray: 1, alpha: 1)
            container.addSublayer(track)
            let modelLine = CALayer()
            modelLine.frame = CGRect(x: Self.modelX - 0.5, y: y - 30, width: 1, height: 60)
            modelLine.backgroundColor = CGColor(gray: 0.5, alpha: 1)
            container.addSublayer(modelLine)
            Chapter09.addCaption(mode.rawValue, frame: CGRect(x: 12, y: y - 14, width: 96, height: 28), fontSize: 15,
                                 in: container, environment: environment)
            let square = CALayer()
            square.name = mode.rawValue
            square.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
            square.position = CGPoint(x: Self.modelX, y: y)
            square.backgroundColor = CGColor(red: 0.1, green: 0.45, blue: 0.9, alpha: 1)
            container.addSublayer(square)
            squares.append(square)
        }
        Chapter09.addCaption("x: 150 at +1 s → 350 at +2 s; model 250 (line)",
                             frame: CGRect(x: 12, y: 306, width: 380, height: 22), fontSize: 12,
                             in: container, environment: environment)
        let play = {
            for (mode, square) in zip(Self.fillModes, squares) {
                let animation = CABasicAnimation(keyPath: "position.x")
                animation.fromValue = Self.fromX
                animation.toValue = Self.toX
                animation.beginTime = square.convertTime(CACurrentMediaTime(), from: nil) + 1
                animation.duration = 1
                animation.fillMode = mode
                animation.isRemovedOnCompletion = false
                square.add(animation, forKey: "fill")
            }
        }
        play()
        Chapter08.addButtons(["Play"], width: 120, in: container, environment: environment, actions: [play])
    }
}
