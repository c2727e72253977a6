import Foundation

/// The clock of listings 3.1 and 3.2 (CATALOG.md 3.1): a 256 x 256 clock face and three hand
/// image views whose centres sit on the face's centre, rotated by a timer once a second.
///
/// The book's `NSTimer` becomes a scene timer (`DemoEnvironment.scheduleTimer`) and its
/// `[NSDate date]` the demo's date source (`DemoEnvironment.currentDate` unless a test gives
/// another); `tick` also runs once at start, as in the book. The hands are UIImageViews in
/// the book, whose backing layers never animate implicitly, so the rotations are set with
/// actions disabled.
public final class AnalogClock {
    /// The clock face, centred in the container.
    public let face: CALayer
    /// The hands, drawn over the face in this order.
    public let hourHand: CALayer, minuteHand: CALayer, secondHand: CALayer
    private let calendar: Calendar
    private let now: () -> Date

    /// Builds the face and hands in `container` (hands centred on the face) and starts the
    /// 1 s timer, which reads the time from `now` and shows it with `calendar`.
    init(in container: CALayer, environment: DemoEnvironment, now: @escaping () -> Date) {
        calendar = environment.calendar
        self.now = now
        let centre = CGPoint(x: container.bounds.midX, y: container.bounds.midY)
        face = Self.imageView("clockFace", .clockFace, centre: centre, scale: environment.scale)
        hourHand = Self.imageView("hourHand", .hourHand, centre: centre, scale: environment.scale)
        minuteHand = Self.imageView("minuteHand", .minuteHand, centre: centre, scale: environment.scale)
        secondHand = Self.imageView("secondHand", .secondHand, centre: centre, scale: environment.scale)
        for layer in [face, hourHand, minuteHand, secondHand] { container.addSublayer(layer) }
    }

    /// Starts the book's timer: `tick` every second, and once now.
    func start(environment: DemoEnvironment) {
        environment.scheduleTimer(withTimeInterval: 1, repeats: true) { [self] _ in tick() }
        tick()
    }

    /// The hands' rotations (radians, clockwise on screen) at `date`: hour/12, minute/60 and
    /// second/60 of a turn, with `hour` in 0...23 and the minutes ignored for the hour hand,
    /// as in the book.
    public static func angles(at date: Date, calendar: Calendar) -> (hour: CGFloat, minute: CGFloat, second: CGFloat) {
        let c = calendar.dateComponents([.hour, .minute, .second], from: date)
        let hoursAngle = CGFloat(c.hour ?? 0) / 12 * .pi * 2
        let minsAngle = CGFloat(c.minute ?? 0) / 60 * .pi * 2
        let secsAngle = CGFloat(c.second ?? 0) / 60 * .pi * 2
        return (hoursAngle, minsAngle, secsAngle)
    }

    /// The book's `tick`: rotates each hand to the current time.
    func tick() {
        let a = Self.angles(at: now(), calendar: calendar)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        hourHand.setAffineTransform(CGAffineTransform(rotationAngle: a.hour))
        minuteHand.setAffineTransform(CGAffineTransform(rotationAngle: a.minute))
        secondHand.setAffineTransform(CGAffineTransform(rotationAngle: a.second))
        CATransaction.commit()
    }

    /// An image view: a layer of the asset's size centred on `centre`, showing the asset.
    private static func imageView(_ name: String, _ asset: AssetName, centre: CGPoint, scale: CGFloat) -> CALayer {
        let layer = CALayer()
        layer.name = name
        layer.bounds = CGRect(origin: .zero, size: asset.size)
        layer.position = centre
        layer.contents = DemoAssets.image(asset, scale: scale)
        layer.contentsScale = scale
        return layer
    }
}

/// Listing 3.1: an analog clock driven by a 1 s timer, with the hands rotating about their
/// centres (CATALOG.md 3.1, Fig 3.6). The default `anchorPoint` (0.5, 0.5) is the wrong pivot:
/// each hand spins about its middle, so the hands look misaligned.
public struct Listing3_1: Demo {
    private let now: ((DemoEnvironment) -> Date)?

    /// The demo; `now` gives the time the clock shows (`environment.currentDate` when nil).
    public init(now: ((DemoEnvironment) -> Date)? = nil) { self.now = now }
    public var id: String { "3.1" }
    public var title: String { "Analog clock driven by a timer (wrong pivot)" }
    public var hint: String { "The hands turn about their centres (anchorPoint 0.5, 0.5), so they point from the wrong place" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let source = now
        let clock = AnalogClock(in: container, environment: environment) { source?(environment) ?? environment.currentDate }
        clock.start(environment: environment)
    }
}

/// Listing 3.2: the clock of 3.1 with `anchorPoint` (0.5, 0.9) on every hand (CATALOG.md 3.2,
/// Fig 3.7). `position` stays at the face's centre, so each hand's frame moves up by 0.4 of
/// its height and it now turns about the hub near its tail: the clock reads correctly.
public struct Listing3_2: Demo {
    private let now: ((DemoEnvironment) -> Date)?

    /// The demo; `now` gives the time the clock shows (`environment.currentDate` when nil).
    public init(now: ((DemoEnvironment) -> Date)? = nil) { self.now = now }
    public var id: String { "3.2" }
    public var title: String { "Fix the pivot with anchorPoint" }
    public var hint: String { "anchorPoint (0.5, 0.9) moves each hand's pivot to its hub: the clock now reads correctly" }

    /// The anchor point the listing gives every hand.
    public static let anchorPoint = CGPoint(x: 0.5, y: 0.9)

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let source = now
        let clock = AnalogClock(in: container, environment: environment) { source?(environment) ?? environment.currentDate }
        // Adjust the anchor points.
        for hand in [clock.secondHand, clock.minuteHand, clock.hourHand] { hand.anchorPoint = Self.anchorPoint }
        clock.start(environment: environment)
    }
}
