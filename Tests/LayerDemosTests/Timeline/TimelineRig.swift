import Foundation
@testable import DemoKit

/// The window's timeline and recording without X (a fake window host): a demo built in a
/// headless session at media time 0, then driven only by the timeline's ticks and the
/// window's input gate, as `LayerWindow` drives them, on an explicit frozen clock.
final class TimelineRig {
    let session: HeadlessSession
    let timeline = WindowTimeline()
    let recording = WindowRecording()
    /// What the timeline and the recording said (their standard-error lines).
    private(set) var notices: [String] = []
    /// The frames presented, oldest first (copies of the surfaces shown).
    private(set) var shown: [CGImage] = []
    /// Pointer events that reached the scene (got past the timeline).
    private(set) var delivered: [PointerEvent] = []

    var scene: LayerScene { session.host.scene }

    /// `demo` built and drawn at media time 0, then the timeline shown (playing at rate 1).
    init(_ demo: Demo) throws {
        session = try HeadlessSession(demo, scale: 1, inputs: [], log: { _ in })
        try session.run(until: 0)
        timeline.notices = { [unowned self] in notices.append($0) }
        recording.notices = { [unowned self] in notices.append($0) }
        timeline.show(scene: scene)
    }

    /// One window tick: the timeline's frame, taken by a running recording and kept as shown.
    func tick() {
        timeline.tick(scene: scene) { surface, _ in
            recording.capture(surface)
            shown.append(WindowRecording.image(of: surface))
        }
    }

    /// Ticks until the timeline's time reaches `t` (playing).
    func play(until t: CFTimeInterval) {
        while timeline.time < t - 1e-9 { tick() }
    }

    /// A key as the window routes it: recording, timeline, else the app.
    @discardableResult
    func press(_ key: KeyEvent.Key, _ text: String = "") -> Bool {
        let e = KeyEvent(key: key, characters: text)
        if recording.handle(e) || timeline.handle(e, scene: scene) { return true }
        scene.send(e)
        return false
    }

    /// A pointer event as the window routes it: the bar (or the pause) first, then the scene.
    func send(_ event: PointerEvent) {
        if timeline.handle(event, scene: scene) { return }
        delivered.append(event)
        scene.send(event)
    }

    func finish() {
        recording.stop()
        timeline.hide(scene: scene)
        session.finish()
    }
}

/// Whether two images hold the same pixels, byte for byte.
func samePixels(_ a: CGImage, _ b: CGImage) -> Bool {
    guard a.width == b.width, a.height == b.height else { return false }
    for y in 0..<a.height where memcmp(a.storage.pixels + y * a.storage.stride, b.storage.pixels + y * b.storage.stride, a.width * 4) != 0 {
        return false
    }
    return true
}
