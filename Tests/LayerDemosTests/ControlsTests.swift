import Testing
@testable import DemoKit
import LayerKitTestSupport

/// The layer-built controls driven through a scene's input routing, as in the window.
/// Oracles: UIKit's behaviour of UIButton (action on touch up inside), UISlider (value follows
/// the thumb along the track, clamped), UISwitch (a tap toggles) and UISegmentedControl (a
/// tap selects the segment under it), and hand computation of positions.
@Suite("Controls", .ownMediaClock)
struct ControlsTests {
    /// A committed 400 x 200 scene containing `control`.
    private func scene(with controls: [Control]) -> LayerScene {
        let scene = LayerScene(size: CGSize(width: 400, height: 200), scale: 1)!
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for c in controls { scene.rootLayer.addSublayer(c) }
        CATransaction.commit()
        CATransaction.flush()
        return scene
    }

    private func click(_ scene: LayerScene, _ p: CGPoint) {
        scene.send(PointerEvent(phase: .down, location: p, timestamp: 0))
        scene.send(PointerEvent(phase: .up, location: p, timestamp: 0.05))
    }

    @Test("a button calls its action on a click inside it, not outside, and not when disabled")
    func button() {
        var clicks = 0
        let b = Button(title: "Go", frame: CGRect(x: 10, y: 10, width: 100, height: 30)) { clicks += 1 }
        let s = scene(with: [b])
        click(s, CGPoint(x: 50, y: 25))   // on the title text: still the button
        click(s, CGPoint(x: 150, y: 25))
        #expect(clicks == 1)
        b.isEnabled = false
        CATransaction.flush()
        click(s, CGPoint(x: 50, y: 25))
        #expect(clicks == 1)
    }

    @Test("dragging the slider sets the value from the pointer's place on the track, clamped at the ends")
    func slider() {
        var values: [Float] = []
        // Track from x = 12 to 212 (thumb radius 12 inside 224 points): 0...100.
        let slider = Slider(frame: CGRect(x: 0, y: 50, width: 224, height: 30), value: 20, range: 0...100) { values.append($0) }
        let s = scene(with: [slider])
        s.send(PointerEvent(phase: .down, location: CGPoint(x: 52, y: 65), timestamp: 0))
        s.send(PointerEvent(phase: .moved, location: CGPoint(x: 112, y: 66), timestamp: 0.01))
        #expect(values.last == 50)
        s.send(PointerEvent(phase: .moved, location: CGPoint(x: 400, y: 66), timestamp: 0.02))
        s.send(PointerEvent(phase: .up, location: CGPoint(x: 400, y: 66), timestamp: 0.03))
        #expect(values.last == 100)
        click(s, CGPoint(x: 62, y: 65))
        #expect(slider.value == 25)
        slider.value = .nan
        slider.value = -5
        #expect(slider.value == 0)
    }

    @Test("a switch toggles on each click and reports the new state")
    func toggle() {
        var states: [Bool] = []
        let sw = Switch(origin: CGPoint(x: 20, y: 20)) { states.append($0) }
        let s = scene(with: [sw])
        click(s, CGPoint(x: 40, y: 35))
        click(s, CGPoint(x: 40, y: 35))
        #expect(states == [true, false])
        sw.setOn(true, animated: false)
        #expect(sw.isOn && states.count == 2)  // programmatic changes do not report
    }

    @Test("a segmented control selects the segment under a click")
    func segmented() {
        var picked: [Int] = []
        let seg = SegmentedControl(items: ["A", "B", "C"], frame: CGRect(x: 0, y: 0, width: 300, height: 30)) { picked.append($0) }
        let s = scene(with: [seg])
        click(s, CGPoint(x: 250, y: 15))
        click(s, CGPoint(x: 150, y: 15))
        click(s, CGPoint(x: 160, y: 15))  // already selected: no report
        #expect(picked == [2, 1])
        seg.selectedSegmentIndex = 7  // out of range: ignored
        #expect(seg.selectedSegmentIndex == 1)
        #expect(seg.segment(at: CGPoint(x: 99, y: 5)) == 0 && seg.segment(at: CGPoint(x: 301, y: 5)) == nil)
    }

    @Test("a label shows its text in a text layer at the control's text scale")
    func label() {
        let l = Label(text: "Hello", frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        l.textScale = 2
        let text = l.sublayers?.first as? CATextLayer
        #expect(text?.string as? String == "Hello" && text?.contentsScale == 2)
        l.text = "World"
        #expect(text?.string as? String == "World")
    }
}
