import LayerKitAnimation
import Testing
import LayerKitTestSupport

/// The process-wide media clock. Oracle: its documentation (unfreeze returns to the system's
/// monotonic clock, which on any machine reads far less than 10^8 s of uptime).
@Suite("Media clock", .ownMediaClock)
struct MediaClockTests {
    @Test("unfreeze after a thaw returns media time to the system clock, not to the thawed time's offset")
    func unfreezeAfterThaw() {
        MediaClock.freeze(at: 1e9)
        MediaClock.thaw()
        #expect(CACurrentMediaTime() >= 1e9, "thawed, the clock runs on from the time it showed")
        MediaClock.unfreeze()
        #expect(CACurrentMediaTime() < 1e8, "unfrozen, media time is the system's again")
    }

    @Test("freeze and advance move time only by the steps given")
    func freezeAndAdvance() {
        MediaClock.freeze(at: 3)
        defer { MediaClock.unfreeze() }
        MediaClock.advance(by: 0.5)
        #expect(CACurrentMediaTime() == 3.5)
        MediaClock.advance(by: .nan)
        #expect(CACurrentMediaTime() == 3.5)
    }
}
