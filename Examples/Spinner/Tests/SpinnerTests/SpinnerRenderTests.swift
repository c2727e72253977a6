import Foundation
import Spinner
import Testing
import UIKit

/// Renders the example headless at fixed times and reads pixels of the frames.
///
/// Oracles: Apple's documentation of `CAKeyframeAnimation` (linear interpolation between
/// `values` at `keyTimes`; `repeatCount`), of `needsDisplay(forKey:)` (the layer redraws with
/// the animated value each frame) and of `UIView.animate(withDuration:delay:options:...)`
/// (ease-in-out curve, `.repeat`, `.autoreverse`).
@Suite("The spinner example, rendered headless", .serialized)
struct SpinnerRenderTests {
    /// The demo shown and started (committed) at media time 0, rendered at `time` at one pixel per point.
    func frame(at time: CFTimeInterval) throws -> (CGImage, SpinnerDemoView) {
        let host = try HeadlessHost(size: CGSize(width: 300, height: 100))
        defer { host.finish() }
        let demo = SpinnerDemoView()
        host.show(demo)
        host.step()
        demo.startAnimations()
        CATransaction.flush()  // the animations begin at this commit: media time 0
        try host.run(until: time)
        return (host.image, demo)
    }

    /// Whether the pixel at (x, y) is mostly the colour (r, g, b) (0...255 each, within 40).
    func pixel(_ image: CGImage, _ x: Int, _ y: Int, is color: (Int, Int, Int)) -> Bool {
        let p = image.pixel(atX: x, y: y)
        return abs(Int(p.red) - color.0) < 40 && abs(Int(p.green) - color.1) < 40 && abs(Int(p.blue) - color.2) < 40
    }

    /// A point on the spinner's ring (centre (50, 50), radius 36) at `degrees` clockwise from 3 o'clock.
    func onSpinner(_ degrees: Double) -> (Int, Int) {
        let a = degrees * .pi / 180
        return (Int((50 + 36 * cos(a)).rounded()), Int((50 + 36 * sin(a)).rounded()))
    }

    @Test("the spinner's gap starts in the upper-right quarter and has turned a quarter at 0.25 s")
    func spinnerTurns() throws {
        let blue = (0, 0, 255), white = (255, 255, 255)
        let (start, _) = try frame(at: 0)
        let upperRight = onSpinner(-45), lowerRight = onSpinner(45)
        #expect(pixel(start, upperRight.0, upperRight.1, is: white))
        #expect(pixel(start, lowerRight.0, lowerRight.1, is: blue))
        let (quarter, demo) = try frame(at: 0.25)
        #expect(demo.spinner.isAnimating)
        #expect(pixel(quarter, upperRight.0, upperRight.1, is: blue))
        #expect(pixel(quarter, lowerRight.0, lowerRight.1, is: white))
        let (again, _) = try frame(at: 3.25)
        #expect(pixel(again, lowerRight.0, lowerRight.1, is: white), "repeats forever: the same at 3.25 s")
    }

    @Test("the progress ring is drawn from its animated custom property: half full at 1 s")
    func ringHalfFull() throws {
        let red = (255, 0, 0), white = (255, 255, 255)
        let (image, demo) = try frame(at: 1)
        // Ring centre (150, 50), radius 36: 3 o'clock is a quarter in, 9 o'clock three quarters.
        #expect(pixel(image, 186, 50, is: red))
        #expect(pixel(image, 114, 50, is: white))
        #expect(demo.ring.ringLayer.progress == 0, "the model value is untouched by the animation")
    }

    @Test("the badge fades in a UIView.animate block: alpha 0.6 at half a second (ease in-out), back at 2 s")
    func badgeFades() throws {
        let (half, demo) = try frame(at: 0.5)
        #expect(abs(demo.badge.alpha - 0.2) < 1e-6, "the block set the model value")
        let p = half.pixel(atX: 250, y: 50)
        // 0.6 of green (0, 204, 0) over white: red and blue 255 * 0.4 = 102, green 204 * 0.6 + 102 = 224.
        #expect(abs(Int(p.red) - 102) <= 3 && abs(Int(p.green) - 224) <= 3 && abs(Int(p.blue) - 102) <= 3,
                "\(p)")
        let (full, _) = try frame(at: 2)
        let q = full.pixel(atX: 250, y: 50)
        #expect(q.red <= 3 && abs(Int(q.green) - 204) <= 3, "autoreversed back to opaque after two halves")
    }
}
