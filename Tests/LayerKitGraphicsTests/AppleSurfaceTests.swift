import LayerKitGraphics
import Testing

/// CoreGraphics names ported code calls, checked against what Apple documents for them.
@Suite("Apple's CoreGraphics surface: equalTo and the C-shaped path copies")
struct AppleSurfaceTests {
    @Test("equalTo(_:) on CGPoint, CGSize and CGRect agrees with == (Apple's overlay defines == through CGPointEqualToPoint/CGSizeEqualToSize/CGRectEqualToRect)")
    func equalTo() {
        let r = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(r.equalTo(CGRect(x: 1, y: 2, width: 3, height: 4)))
        #expect(!r.equalTo(CGRect(x: 1, y: 2, width: 3, height: 5)))
        #expect(r.origin.equalTo(CGPoint(x: 1, y: 2)) && !r.origin.equalTo(CGPoint(x: 2, y: 1)))
        #expect(r.size.equalTo(CGSize(width: 3, height: 4)) && !r.size.equalTo(.zero))
    }

    @Test("CGPath(__byStroking:...) is CGPathCreateCopyByStrokingPath: the same outline as copy(strokingWithWidth:), a nil transform the identity")
    func byStroking() throws {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 10, y: 0))
        let outline = try #require(CGPath(__byStroking: line, transform: nil, lineWidth: 4,
                                          lineCap: .butt, lineJoin: .miter, miterLimit: 10))
        #expect(outline == line.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10))
        #expect(outline.contains(CGPoint(x: 5, y: 1.9)) && !outline.contains(CGPoint(x: 5, y: 2.1)))
        var shift = CGAffineTransform(translationX: 0, y: 100)
        let moved = try #require(CGPath(__byStroking: line, transform: &shift, lineWidth: 4,
                                        lineCap: .butt, lineJoin: .miter, miterLimit: 10))
        #expect(moved.contains(CGPoint(x: 5, y: 101)) && !moved.contains(CGPoint(x: 5, y: 1)))
    }

    @Test("CGPath(__byDashing:...) is CGPathCreateCopyByDashingPath: [3, 2] on a 12-long line paints 0-3, 5-8, 10-12")
    func byDashing() throws {
        let line = CGMutablePath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 12, y: 0))
        let lengths: [CGFloat] = [3, 2]
        let dashed = try #require(CGPath(__byDashing: line, transform: nil, phase: 0, lengths: lengths, count: 2))
        #expect(dashed == line.copy(dashingWithPhase: 0, lengths: [3, 2]))
        let undashed = try #require(CGPath(__byDashing: line, transform: nil, phase: 0, lengths: nil, count: 0))
        #expect(undashed == line)
    }
}
