import Foundation
import LayerKitTestSupport
import Testing
@testable import DemoKit
@testable import LayerDemos

/// Every demo's stage is seen whole in the window. Oracle: a headless frame (the stage, what
/// the book's screen shows) must be what the window shows (issue 34: 6.13's 500-point burst
/// lost 12 points at top and bottom in the 476-point area, 6.12 2 points, and 6.1 and 6.1a
/// sat off-centre in a stage larger than their drawing).
extension HeadlessDemoTests {
    @Suite("Stages fit the window")
    struct StageFitTests {
        @Test("every demo's stage fits the content area of the default window, unscaled")
        func everyStageFits() {
            let area = DemoShell.contentArea(windowSize: DemoShell.defaultSize)
            for demo in LayerDemos.all {
                #expect(demo.contentSize.width <= area.width && demo.contentSize.height <= area.height,
                        "\(demo.id): \(demo.contentSize) in \(area.size)")
                #expect(DemoShell.stageScale(contentSize: demo.contentSize, windowSize: DemoShell.defaultSize) == 1)
            }
        }

        @Test("a stage larger than the area is scaled down whole and centred (a 500-point stage in a 250-point area: 0.5)")
        func scaledToFit() {
            let window = CGSize(width: 640, height: ShellChrome.headerHeight + 250 + ShellChrome.footerHeight)
            let k = DemoShell.stageScale(contentSize: CGSize(width: 500, height: 500), windowSize: window)
            #expect(k == 0.5)
            let f = DemoShell.containerFrame(contentSize: CGSize(width: 500, height: 500), windowSize: window)
            #expect(f == CGRect(x: 195, y: ShellChrome.headerHeight, width: 250, height: 250))
        }

        /// The centre of the pixels of `image` that are not the harness gray.
        static func inkCentre(_ image: Bitmap) -> CGPoint {
            var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
            for y in 0..<image.height {
                for x in 0..<image.width where image[x, y] != Pixel.harnessGray {
                    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                }
            }
            return CGPoint(x: CGFloat(minX + maxX + 1) / 2, y: CGFloat(minY + maxY + 1) / 2)
        }

        @Test("6.1 and 6.1a: the drawing sits in the middle of the stage (within 3 points)", arguments: ["6.1", "6.1a"])
        func drawingCentred(id: String) throws {
            let demo = try #require(LayerDemos.catalog.demo(id: id))
            let image = try DemoRun.with(demo) { try $0.frame(at: 0) }
            let c = Self.inkCentre(image)
            #expect(abs(c.x - demo.contentSize.width / 2) <= 3 && abs(c.y - demo.contentSize.height / 2) <= 3,
                    "\(id): the drawing's centre is \(c) on a \(demo.contentSize) stage")
        }
    }
}
