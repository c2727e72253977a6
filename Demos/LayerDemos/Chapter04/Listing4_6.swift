import Foundation

/// The LCD clock of listings 4.6 and 4.6a (CATALOG.md 4.6): six digit views (hours, minutes,
/// seconds, two digits each) that share the 50 x 7 `Digits` strip and pick a digit with
/// `contentsRect` (d * 0.1, 0, 0.1, 1), with `resizeAspect` gravity, updated by a 1 s timer
/// and once at start.
///
/// The digit views are 50 x 70 points, ten times the 5 x 7 cell, on the gray root (the
/// transparent texels let it through). The book's outlet collection of views becomes six
/// layers, its `NSTimer` a scene timer, and `[NSDate date]` the demo's date source. Views'
/// backing layers never animate implicitly, so the digits change with actions disabled.
public final class LCDClock {
    /// The six digit views, left to right: HH MM SS.
    public let digitViews: [CALayer]
    private let calendar: Calendar
    private let now: () -> Date

    /// The digit views' frames in the container: pairs 5 points apart, pairs 20 points apart.
    public static let digitFrames: [CGRect] = (0..<6).map { (i: Int) -> CGRect in
        let x: CGFloat = 22 + CGFloat(i * 55 + (i / 2) * 15)
        return CGRect(x: x, y: 165, width: 50, height: 70)
    }

    init(in container: CALayer, environment: DemoEnvironment, filter: CALayerContentsFilter?,
         now: @escaping () -> Date) {
        calendar = environment.calendar
        self.now = now
        // Get the spritesheet image.
        let digits = DemoAssets.image(.digits, scale: environment.scale)
        digitViews = Self.digitFrames.enumerated().map { i, frame in
            let view = CALayer()
            view.name = "digitView\(i)"
            view.frame = frame
            // Set contents.
            view.contents = digits
            view.contentsRect = CGRect(x: 0, y: 0, width: 0.1, height: 1)
            view.contentsGravity = .resizeAspect
            if let filter { view.magnificationFilter = filter }
            container.addSublayer(view)
            return view
        }
    }

    /// Starts the book's timer: `tick` every second, and once now.
    func start(environment: DemoEnvironment) {
        environment.scheduleTimer(withTimeInterval: 1, repeats: true) { [self] _ in tick() }
        tick()
    }

    /// The six digits shown at `date`: HH MM SS with `hour` in 0...23.
    public static func digits(at date: Date, calendar: Calendar) -> [Int] {
        let c = calendar.dateComponents([.hour, .minute, .second], from: date)
        let (h, m, s) = (c.hour ?? 0, c.minute ?? 0, c.second ?? 0)
        return [h / 10, h % 10, m / 10, m % 10, s / 10, s % 10]
    }

    /// The `contentsRect` that selects `digit` from the strip.
    public static func contentsRect(forDigit digit: Int) -> CGRect {
        CGRect(x: CGFloat(digit) * 0.1, y: 0, width: 0.1, height: 1)
    }

    /// The book's `tick`: shows the time now.
    func tick() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for (view, digit) in zip(digitViews, Self.digits(at: now(), calendar: calendar)) {
            view.contentsRect = Self.contentsRect(forDigit: digit)
        }
        CATransaction.commit()
    }
}

/// Listing 4.6: an LCD clock from a digit sprite strip (CATALOG.md 4.6, Fig 4.18). The 5-pixel
/// digits are magnified ten times with the default `linear` filter, so they come out blurry:
/// bilinear blends of black and the background between the texels.
public struct Listing4_6: Demo {
    private let now: ((DemoEnvironment) -> Date)?

    /// The demo; `now` gives the time the clock shows (`environment.currentDate` when nil).
    public init(now: ((DemoEnvironment) -> Date)? = nil) { self.now = now }
    public var id: String { "4.6" }
    public var title: String { "LCD clock from a digit sprite strip" }
    public var hint: String { "Six layers share one 50x7 digit strip via contentsRect; magnified with the linear filter they blur" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let source = now
        let clock = LCDClock(in: container, environment: environment, filter: nil) {
            source?(environment) ?? environment.currentDate
        }
        clock.start(environment: environment)
    }
}

/// Listing 4.6 with `magnificationFilter = nearest` (CATALOG.md 4.6a, Fig 4.19): each texel
/// becomes a sharp 10 x 10 point block, every pixel opaque black or the background.
public struct Listing4_6a: Demo {
    private let now: ((DemoEnvironment) -> Date)?

    /// The demo; `now` gives the time the clock shows (`environment.currentDate` when nil).
    public init(now: ((DemoEnvironment) -> Date)? = nil) { self.now = now }
    public var id: String { "4.6a" }
    public var title: String { "magnificationFilter = nearest" }
    public var hint: String { "The same clock with the nearest filter: crisp, blocky digits" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let source = now
        let clock = LCDClock(in: container, environment: environment, filter: .nearest) {
            source?(environment) ?? environment.currentDate
        }
        clock.start(environment: environment)
    }
}
