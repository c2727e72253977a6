import Foundation

/// The timeline's keys and the bar's pointer: which input is the window's, and holding the
/// app's input back while paused.
extension WindowTimeline {
    /// The bar's rectangle in a scene of `size` points: the bottom `barHeight` points.
    package static func barFrame(sceneSize size: CGSize) -> CGRect {
        CGRect(x: 0, y: max(0, size.height - barHeight), width: size.width, height: min(barHeight, size.height))
    }

    /// The play/pause button at the bar's left end, points in the scene.
    package static func playButtonFrame(sceneSize size: CGSize) -> CGRect {
        let bar = barFrame(sceneSize: size)
        return CGRect(x: bar.minX, y: bar.minY, width: trackInset, height: bar.height)
    }

    /// Points between the bar's left edge and the track (the play button's width), and
    /// between the track and the right edge.
    static let trackInset: CGFloat = 36
    static let trackRightInset: CGFloat = 12

    /// The track's horizontal extent in a scene `width` points wide.
    package static func trackSpan(width: CGFloat) -> ClosedRange<CGFloat> {
        trackInset...max(trackInset + 1, width - trackRightInset)
    }

    /// The media time under scene x coordinate `x` (clamped to the track).
    package func time(atX x: CGFloat, width: CGFloat) -> CFTimeInterval {
        let track = Self.trackSpan(width: width)
        let f = (min(max(x, track.lowerBound), track.upperBound) - track.lowerBound) / (track.upperBound - track.lowerBound)
        return range.lowerBound + Double(f) * (range.upperBound - range.lowerBound)
    }

    /// The scene x coordinate of media time `t` on the track (clamped).
    package func x(atTime t: CFTimeInterval, width: CGFloat) -> CGFloat {
        let track = Self.trackSpan(width: width)
        let f = (min(max(t, range.lowerBound), range.upperBound) - range.lowerBound) / (range.upperBound - range.lowerBound)
        return track.lowerBound + CGFloat(f) * (track.upperBound - track.lowerBound)
    }

    /// Handles `key` when it is the timeline's; a key held back from the app while paused
    /// counts as handled. Returns false for keys the app should get.
    package func handle(_ key: KeyEvent, scene: LayerScene) -> Bool {
        guard key.modifiers.isDisjoint(with: [.control, .alt]) else { return holdIfPaused() }
        if case .character(let c) = key.key, c == "t" || c == "T" {
            toggle(scene: scene)
            notices("timeline \(isShown ? "shown" : "hidden")")
            return true
        }
        guard isShown else { return false }
        switch key.key {
        case .space: isPaused ? play(scene: scene) : pause(scene: scene)
        case .character(","): step(-1, scene: scene)
        case .character("."): step(1, scene: scene)
        case .character(let c) where ("1"..."4").contains(c): setRate(Self.rates[Int(String(c))! - 1])
        default: return holdIfPaused()
        }
        return true
    }

    /// Handles `event` (scene points) when it is the bar's, or holds it back while paused;
    /// returns false for events the app should get.
    package func handle(_ event: PointerEvent, scene: LayerScene) -> Bool {
        guard isShown else { return false }
        if ownsPress {
            if isScrubbing, event.phase == .moved { scrub(to: time(atX: event.location.x, width: scene.size.width), scene: scene) }
            if event.phase == .up { ownsPress = false; isScrubbing = false }
            return true
        }
        if event.phase == .down, Self.barFrame(sceneSize: scene.size).contains(event.location) {
            // The press and everything until its release are the bar's.
            ownsPress = true
            if Self.playButtonFrame(sceneSize: scene.size).contains(event.location) {
                isPaused ? play(scene: scene) : pause(scene: scene)
            } else {
                scrub(to: time(atX: event.location.x, width: scene.size.width), scene: scene)
                isScrubbing = true
            }
            return true
        }
        return holdIfPaused()
    }

    /// True (input held back, said once) while paused; false while playing.
    private func holdIfPaused() -> Bool {
        guard isShown, isPaused else { return false }
        noteHeldInput()
        return true
    }
}
