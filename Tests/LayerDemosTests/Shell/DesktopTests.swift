import Foundation
import Testing
@testable import DemoKit
import LayerKitTestSupport

/// The window's scale and size from the desktop. Oracles: GTK and Qt take the scale of an X
/// desktop from the `Xft.dpi` resource (96 dpi is 1x); issue 34: `--scale 2` opened a window
/// taller than a 900-pixel screen, its footer off-screen.
@Suite("Desktop scale and window size", .ownMediaClock)
struct DesktopTests {
    @Test("Xft.dpi gives dpi / 96 to the nearest quarter, within 0.5...4; none without the line")
    func scaleFromResources() {
        #expect(Desktop.scale(fromResources: "Xft.antialias:\t1\nXft.dpi:\t192\nXft.hinting:\t1\n") == 2)
        #expect(Desktop.scale(fromResources: "Xft.dpi: 96") == 1)
        #expect(Desktop.scale(fromResources: "Xft.dpi:\t144\n") == 1.5)
        #expect(Desktop.scale(fromResources: "Xft.dpi:\t120") == 1.25)
        #expect(Desktop.scale(fromResources: "Xft.dpi:\t1000") == 4)
        #expect(Desktop.scale(fromResources: "Xft.dpi:\tlots") == nil)
        #expect(Desktop.scale(fromResources: "Xft.antialias:\t1\n") == nil)
        #expect(Desktop.scale(fromResources: "") == nil)
    }

    @Test("at 2x on a 1600 x 900 screen the window is cut to the screen's height; at 1x it is the default")
    func windowFitsScreen() {
        let screen = CGSize(width: 1600, height: 900)
        let two = Desktop.windowSize(scale: 2, screenSize: screen)
        #expect(two.height * 2 <= 900 && two.width == DemoShell.defaultSize.width)
        #expect(Desktop.windowSize(scale: 1, screenSize: screen) == DemoShell.defaultSize)
    }

    @Test("Z switches 1x to 2x and 2x (or more) to 1x")
    func otherScale() {
        #expect(DemoShell.otherScale(1) == 2 && DemoShell.otherScale(2) == 1 && DemoShell.otherScale(1.5) == 2)
    }
}
