@testable import LayerKitGraphics
import Testing

/// UIBezierPath (LayerKit's stand-in for UIKit's) and trimming paths by length. Oracles:
/// UIKit's documentation (clockwise in its y-down space; rounded corners only where asked)
/// and hand computation of lengths.
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

    @Test("length and trimming: a 3-4 polyline is 7 long; 0.25...0.75 keeps 1.75...5.25")
    func trimming() {
        let p = CGMutablePath()
        p.move(to: .zero); p.addLine(to: CGPoint(x: 3, y: 0)); p.addLine(to: CGPoint(x: 3, y: 4))
        #expect(abs(p.length() - 7) < 1e-9)
        let pieces = p.trimmed(from: 0.25, to: 0.75)
        #expect(pieces.count == 1)
        #expect(pieces.first?.points == [CGPoint(x: 1.75, y: 0), CGPoint(x: 3, y: 0), CGPoint(x: 3, y: 2.25)])
        #expect(pieces.first?.offset == 1.75)
        #expect(p.trimmed(from: 0.5, to: 0.5).isEmpty && p.trimmed(from: 0.9, to: 0.1).isEmpty)
    }

    @Test("a closed subpath kept whole stays closed; NaN points trim to nothing")
    func closedAndBad() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(square.trimmed(from: 0, to: 1).first?.closed == true)
        #expect(square.trimmed(from: 0, to: 0.5).first?.closed == false)
        let bad = CGMutablePath()
        bad.move(to: .zero); bad.addLine(to: CGPoint(x: CGFloat.nan, y: 1))
        #expect(bad.trimmed(from: 0, to: 1).isEmpty)
    }
}
