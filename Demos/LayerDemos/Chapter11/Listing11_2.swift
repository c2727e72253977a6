/// Listing 11.2: the bounce on a display link, stepped by the measured frame time
/// (CATALOG.md 11.2).
///
/// A `CADisplayLink` on the main run loop (default mode) replaces 11.1's timer. Each call
/// measures `CACurrentMediaTime()` minus the previous step's time and advances the bounce by
/// that, so late or dropped frames (skipped by the link, not queued) do not slow the ball:
/// at 0.5 s it is at y = 201.6 whatever the frame times were. The measured delta is shown
/// under the box. A press replays.
public struct Listing11_2: Demo {
    /// The book's view controller state: the ball's bounce, the link and the last step time.
    public let drop = Chapter11.DropHandle()

    public init() {}
    public var id: String { "11.2" }
    public var title: String { "Bounce on a CADisplayLink, measured frame delta" }
    public var hint: String { "Each frame advances the bounce by the measured frame time; click to replay" }

    public func build(in container: CALayer, environment: DemoEnvironment) {
        let ball = Chapter11.BallDrop(ballView: Chapter10.addBall(in: container, environment: environment))
        drop.ball = ball
        let readout = Chapter09.addCaption("frame delta: -", frame: CGRect(x: 50, y: 330, width: 300, height: 24),
                                           in: container, environment: environment)
        readout.alignment = .center
        let animate = { [drop] in
            ball.restart()
            drop.lastStep = CACurrentMediaTime()
            // Stop the link if it's already running, then start a new one.
            drop.link?.invalidate()
            drop.link = environment.addDisplayLink { link in
                // Calculate the time since the last step.
                let thisStep = CACurrentMediaTime()
                let stepDuration = thisStep - drop.lastStep
                drop.lastStep = thisStep
                let done = ball.step(by: stepDuration)
                Chapter08.withoutActions { readout.text = String(format: "frame delta: %.1f ms", stepDuration * 1000) }
                if done { link.invalidate() }
            }
        }
        animate()
        environment.onPointer { event, _ in if event.phase == .down { animate() } }
    }
}

/// Variant 11.2a: run-loop modes (CATALOG.md 11.2a).
///
/// On iOS a timer added for the default mode pauses while a scroll view tracks a finger; one
/// added for the common modes does not. LayerKit's host has one mode and a drag never
/// switches it, so here both keep going: a display link spins a bar and counts frames, a
/// repeating 0.1 s timer counts its firings, while the strip of tiles follows a drag.
public struct Listing11_2a: Demo {
    public init() {}
    public var id: String { "11.2a" }
    public var title: String { "Run-loop modes: callbacks keep firing during a drag" }
    public var hint: String { "Drag the tiles sideways: the spinner and both counters keep going" }

    /// The timer's interval, seconds.
    public static let timerInterval: CFTimeInterval = 0.1

    public func build(in container: CALayer, environment: DemoEnvironment) {
        Self.addStrip(to: container, environment: environment)
        let spinner = CALayer()
        spinner.name = "spinner"
        spinner.bounds = CGRect(x: 0, y: 0, width: 120, height: 12)
        spinner.position = CGPoint(x: 200, y: 90)
        spinner.backgroundColor = CGColor(red: 0.1, green: 0.4, blue: 0.9, alpha: 1)
        spinner.cornerRadius = 6
        container.addSublayer(spinner)
        let linkLabel = Chapter09.addCaption("display link: 0 frames",
                                             frame: CGRect(x: 20, y: 280, width: 360, height: 24), in: container, environment: environment)
        let timerLabel = Chapter09.addCaption("timer every 0.1 s: 0 firings",
                                              frame: CGRect(x: 20, y: 310, width: 360, height: 24), in: container, environment: environment)
        var frames = 0, firings = 0
        environment.addDisplayLink { _ in
            frames += 1
            Chapter08.withoutActions {
                spinner.setAffineTransform(CGAffineTransform(rotationAngle: CGFloat(frames) * .pi / 60))
                linkLabel.text = Self.count(frames, "frame", "frames", prefix: "display link: ")
            }
        }
        environment.scheduleTimer(withTimeInterval: Self.timerInterval, repeats: true) { _ in
            firings += 1
            Chapter08.withoutActions { timerLabel.text = Self.count(firings, "firing", "firings", prefix: "timer every 0.1 s: ") }
        }
    }

    /// "`prefix`1 frame", "`prefix`2 frames": `n` with the noun's singular or plural.
    static func count(_ n: Int, _ singular: String, _ plural: String, prefix: String) -> String {
        "\(prefix)\(n) \(n == 1 ? singular : plural)"
    }

    /// A row of coloured tiles in a clipped band that a pan drags sideways, like a scroll view.
    private static func addStrip(to container: CALayer, environment: DemoEnvironment) {
        let band = CALayer()
        band.name = "band"
        band.frame = CGRect(x: 20, y: 160, width: 360, height: 90)
        band.backgroundColor = CGColor(gray: 1, alpha: 1)
        band.masksToBounds = true
        container.addSublayer(band)
        let strip = CALayer()
        strip.name = "strip"
        strip.frame = CGRect(x: 0, y: 0, width: 12 * 80, height: 90)
        band.addSublayer(strip)
        for i in 0..<12 {
            let tile = CALayer()
            tile.frame = CGRect(x: CGFloat(i) * 80 + 5, y: 5, width: 70, height: 80)
            let hue = CGFloat(i) / 12
            tile.backgroundColor = CGColor(red: 0.5 + 0.4 * cos(2 * .pi * hue), green: 0.5 + 0.4 * cos(2 * .pi * (hue - 1.0 / 3)),
                                           blue: 0.5 + 0.4 * cos(2 * .pi * (hue - 2.0 / 3)), alpha: 1)
            tile.cornerRadius = 8
            strip.addSublayer(tile)
        }
        environment.addGestureRecognizer(PanGestureRecognizer { pan in
            let dx = pan.translation(in: band).x
            pan.setTranslation(.zero, in: band)
            let minX = band.bounds.width - strip.bounds.width
            Chapter08.withoutActions { strip.position.x = max(minX + strip.bounds.width / 2, min(strip.bounds.width / 2, strip.position.x + dx)) }
        }, to: band)
    }
}
