@testable import LayerKitGraphics
import Testing

/// UIBezierPath (LayerKit's stand-in for UIKit's) and trimming paths by length. Oracles:
/// UIKit's documentation (clockwise in its y-down space; rounded corners only where asked)
/// and hand computation of lengths and dashes.
@Suite("UIBezierPath and trimming by length")
struct BezierPathAndTrimTests {
    @Test("a clockwise UIKit arc from 0 to π runs through the bottom of a y-down screen")
    func clockwiseArc() {
        let p = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(abs(p.currentPoint.x + 10) < 1e-9 && abs(p.currentPoint.y) < 1e-9)
        #expect(p.cgPath.boundingBoxOfPath.maxY > 9.99 && p.cgPath.boundingBoxOfPath.minY > -1e-9)
    }

    @Test("byRoundingCorners rounds only the corners named; the others stay square")
    func selectedCorners() {
        let p = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100),
                             byRoundingCorners: [.topRight, .bottomRight, .bottomLeft],
                             cornerRadii: CGSize(width: 20, height: 20)).cgPath
        #expect(p.contains(CGPoint(x: 1, y: 1)), "top-left is square")
        for corner in [CGPoint(x: 99, y: 1), CGPoint(x: 99, y: 99), CGPoint(x: 1, y: 99)] {
            #expect(!p.contains(corner), "\(corner) is cut by a 20-point rounding")
        }
        #expect(p.contains(CGPoint(x: 50, y: 50)))
    }

    @Test("length and stroke windows: a 3-4 polyline is 7 long; 0.25...0.75 keeps 1.75...5.25 of it")
    func trimming() {
        let p = CGMutablePath()
        p.move(to: .zero); p.addLine(to: CGPoint(x: 3, y: 0)); p.addLine(to: CGPoint(x: 3, y: 4))
        #expect(abs(p.length() - 7) < 1e-9)
        let windows = p.strokeWindows(from: 0.25, to: 0.75)
        #expect(windows.count == 1)
        #expect(windows.first.map { ($0.from, $0.to, $0.length) } ?? (0, 0, 0) == (1.75, 5.25, 7))
        #expect(windows.first?.path.elements == p.elements, "the subpath itself, not a polyline copy")
        #expect(p.strokeWindows(from: 0.5, to: 0.5).isEmpty && p.strokeWindows(from: 0.9, to: 0.1).isEmpty)
    }

    @Test("windows span subpaths by total length; a subpath after a close starts at the closed one's start")
    func windowsAcrossSubpaths() {
        // Two 10-long lines: 0.25...0.75 keeps 5...10 of the first and 0...5 of the second.
        let p = CGMutablePath()
        p.move(to: .zero); p.addLine(to: CGPoint(x: 10, y: 0))
        p.move(to: CGPoint(x: 0, y: 5)); p.addLine(to: CGPoint(x: 10, y: 5))
        let w = p.strokeWindows(from: 0.25, to: 0.75)
        #expect(w.map(\.from) == [5, 0] && w.map(\.to) == [10, 5])
        #expect(!w[0].isWhole && p.strokeWindows(from: 0, to: 1).allSatisfy(\.isWhole))
        // (CGMutablePath starts a new subpath at a line after a close; raw elements need not.)
        let after = CGPath(elements: [.move(CGPoint(x: 1, y: 1)), .line(CGPoint(x: 5, y: 1)), .close,
                                      .line(CGPoint(x: 1, y: 9))])
        let subs = after.subpaths()
        #expect(subs.count == 2 && subs[1].elements.first == .move(CGPoint(x: 1, y: 1)))
    }

    @Test("a window's stretches are the user's dashes cut to the window, each at its place along the subpath (hand computation)")
    func windowStretches() {
        // Window 3...17 of a 20-long subpath, dashes [4, 2] from phase 1: dashes at s = 0...3,
        // 5...9, 11...15, 17...21 (pattern position s + 1), cut to the window: 5...9, 11...15.
        let line = CGMutablePath()
        line.move(to: .zero); line.addLine(to: CGPoint(x: 20, y: 0))
        let sub = MeasuredSubpath(line)
        let w = StrokeWindow(subpath: sub, from: 3, to: 17)
        #expect(w.stretches(phase: 1, lengths: [4, 2]).map { [$0.from, $0.to] } == [[5, 9], [11, 15]])
        // Solid: the window itself.
        #expect(w.stretches(phase: 0, lengths: []).map { [$0.from, $0.to] } == [[3, 17]])
        // A window between two dashes shows nothing; a zero-length dash inside one is a dot.
        #expect(StrokeWindow(subpath: sub, from: 9.5, to: 10.5).stretches(phase: 1, lengths: [4, 2]).isEmpty)
        #expect(StrokeWindow(subpath: sub, from: 0, to: 20).stretches(phase: 0, lengths: [0, 8]).map(\.from) == [0, 8, 16])
    }

    @Test("a closed subpath kept whole is whole; NaN points give no windows")
    func closedAndBad() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(square.strokeWindows(from: 0, to: 1).first?.isWhole == true)
        #expect(square.strokeWindows(from: 0, to: 0.5).first?.isWhole == false)
        let bad = CGMutablePath()
        bad.move(to: .zero); bad.addLine(to: CGPoint(x: CGFloat.nan, y: 1))
        #expect(bad.strokeWindows(from: 0, to: 1).isEmpty)
    }
}
