import Foundation

/// The window's timeline (issue 16, a LayerKit addition): T shows a bar at the bottom of the
/// window, and while it is shown the timeline is the window's source of media time.
///
/// Shown, it freezes `MediaClock` and moves it itself: playing, each frame the window shows is
/// one frame interval (1/60 s) × `rate` later than the last (whole steps, as a headless run
/// takes them); paused, time stands still and moves only by scrubbing (a drag on the bar) or
/// by `,` and `.`, one frame back or forward. A paused frame is the committed tree presented
/// at `time` by a renderer made for that frame (`WindowTimeline+Frames`), so it is the frame
/// a headless render draws at that time. While paused, no tick runs (no timer, display link,
/// commit or animation callback) and pointer and key input to the app is held back: the model
/// cannot change while time is scrubbed. Hidden again, the clock runs on from the time shown.
///
/// Keys (the window's, not the app's): T always; while shown Space (pause, play), `,` and `.`
/// (pause and step), 1–4 (rates 1/10, 1/4, 1, 2). Everything here runs on the window's thread
/// and reads no clock but the scene's media clock when shown.
package final class WindowTimeline {
    /// The playback rates keys 1 to 4 choose: media seconds per real second.
    package static let rates: [Double] = [0.1, 0.25, 1, 2]
    /// The bar's height, points.
    package static let barHeight: CGFloat = 44
    /// The media time between frames at rate 1 (the window's 60 Hz).
    package static let frameStep: CFTimeInterval = 1.0 / 60.0

    /// Whether the bar is shown (and the timeline drives media time).
    package private(set) var isShown = false
    /// Whether time stands still (app input held back).
    package private(set) var isPaused = false
    /// Media seconds per frame interval of real time, one of `rates`.
    package private(set) var rate: Double = 1
    /// The media time of the frame shown (or to be shown next while paused).
    package private(set) var time: CFTimeInterval = 0
    /// The media time the bar labels 0 (a demo shell sets the time its demo was built).
    package var origin: CFTimeInterval = 0
    /// Whether a drag on the bar is moving time.
    package internal(set) var isScrubbing = false
    /// Whether the pointer press in progress began on the bar (its events are the bar's).
    var ownsPress = false
    /// The animations of the tree when last looked at, and the range the track covers.
    package private(set) var spans = AnimationSpans(tree: nil)
    package private(set) var range: ClosedRange<CFTimeInterval> = 0...1
    /// Whether a paused frame at `time` is still to be drawn.
    var needsFrame = false
    /// Whether the bar's picture must be refreshed.
    var barIsStale = true
    /// Where play resumed (or the timeline was shown) and how many frames were played since:
    /// frame k is at `anchor + k × step × rate`, computed, not accumulated.
    private var anchor: CFTimeInterval = 0
    private var playedFrames = 0
    /// Whether the held-input line was printed during this pause.
    private var toldHeld = false
    /// Where one-line notices go (standard error in a window; tests collect them).
    package var notices: (String) -> Void = { FileHandle.standardError.write(Data("layerkit: \($0)\n".utf8)) }

    /// The clock the timeline holds while shown: the scene's.
    private var clock = MediaClock.shared

    package init() {}

    /// Shows or hides the bar (key T).
    package func toggle(scene: LayerScene) {
        isShown ? hide(scene: scene) : show(scene: scene)
    }

    /// Shows the bar and takes the media clock over at the time it shows; paused when the
    /// clock's rate is 0 (the app paused time), else playing at the listed rate nearest it.
    package func show(scene: LayerScene) {
        guard !isShown else { return }
        scene.settle()
        isShown = true
        clock = scene.clock
        time = clock.now()
        clock.freeze(at: time)
        let clockRate = clock.rate
        rate = clockRate > 0 ? Self.rates.min { abs($0 - clockRate) < abs($1 - clockRate) }! : 1
        restartPlay()
        refreshSpans(scene)
        if clockRate == 0 { pause(scene: scene) }
        scene.renderer.invalidateAll()
        scene.needsTick = true
        barIsStale = true
    }

    /// Hides the bar; the media clock runs on from the time shown.
    package func hide(scene: LayerScene) {
        guard isShown else { return }
        scene.settle()
        isShown = false
        isPaused = false
        isScrubbing = false
        scrubRenderer = nil
        clock.thaw()
        // The screen showed the bar (and maybe paused frames): the next frame is drawn whole.
        scene.renderer.invalidateAll()
        scene.needsTick = true
    }

    /// Pauses (no-op while paused): ticks stop, app input is held back, and the bar and
    /// standard error say so.
    package func pause(scene: LayerScene) {
        guard isShown, !isPaused else { return }
        scene.settle()
        // A gesture in progress ends here: the app sees no more of it while paused.
        scene.router.cancelTracking()
        isPaused = true
        toldHeld = false
        needsFrame = true
        barIsStale = true
        refreshSpans(scene)
        notices(String(format: "timeline paused at %.3f s: pointer and key input to the app is held back "
                       + "(the model cannot change while time is scrubbed); Space plays", time - origin))
    }

    /// Plays on from the time shown (no-op while playing).
    package func play(scene: LayerScene) {
        guard isShown, isPaused else { return }
        isPaused = false
        isScrubbing = false
        scrubRenderer = nil
        restartPlay()
        // The screen showed paused frames: the next played frame is drawn whole.
        scene.renderer.invalidateAll()
        scene.needsTick = true
        barIsStale = true
    }

    /// Sets the playback rate (one of `rates`; others are refused with a notice).
    package func setRate(_ newRate: Double) {
        guard Self.rates.contains(newRate) else { return notices("timeline: rate \(newRate) is not one of \(Self.rates)") }
        rate = newRate
        restartPlay()
        barIsStale = true
    }

    /// Moves a paused timeline by `frames` frames of 1/60 s (negative: back); pauses first.
    package func step(_ frames: Int, scene: LayerScene) {
        pause(scene: scene)
        seek(to: time + Double(frames) * Self.frameStep)
    }

    /// Moves a paused timeline to media time `t` (not finite: refused); pauses first.
    package func scrub(to t: CFTimeInterval, scene: LayerScene) {
        pause(scene: scene)
        guard t.isFinite else { return notices("timeline: cannot scrub to \(t)") }
        seek(to: t)
    }

    private func seek(to t: CFTimeInterval) {
        guard t != time else { return }
        time = t
        clock.freeze(at: t)
        needsFrame = true
        barIsStale = true
    }

    /// The time of the next played frame; freezes the clock there.
    func advance() -> CFTimeInterval {
        playedFrames += 1
        time = anchor + Double(playedFrames) * Self.frameStep * rate
        clock.freeze(at: time)
        barIsStale = true
        return time
    }

    private func restartPlay() {
        anchor = time
        playedFrames = 0
    }

    /// Looks at the committed tree's animations again and widens the track to hold them.
    func refreshSpans(_ scene: LayerScene) {
        CATransaction.lock()
        let tree = scene.rootLayer.renderNode
        CATransaction.unlock()
        spans = AnimationSpans(tree: tree)
        range = spans.range(around: time)
    }

    /// Says once per pause that app input was held back.
    func noteHeldInput() {
        guard !toldHeld else { return }
        toldHeld = true
        notices("timeline paused: input to the app was not delivered")
    }

    /// The renderer of the last paused frame (kept to show it again on exposure).
    var scrubRenderer: CARenderer?
}
