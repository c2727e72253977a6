import DemoKit
import Foundation
import LayerKitTestSupport
import Testing

/// A 200 x 200 demo holding a table of 100 rows of 40 points (a 4,000-point list), each row
/// configured with its number in the cell's name; `table` is set when built.
private final class TableHolder {
    var table: TableView?
}

private func tableDemo(_ holder: TableHolder) -> BookDemo {
    BookDemo(id: "99.1", title: "table", hint: "", contentSize: CGSize(width: 200, height: 200)) { container, env in
        holder.table = TableView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), rowCount: 100, rowHeight: 40,
                                 in: container, environment: env,
                                 makeCell: { let c = CALayer(); c.backgroundColor = CGColor(gray: 1, alpha: 1); return c },
                                 configure: { cell, row in cell.name = "row \(row)" })
    }
}

/// Oracle: UIScrollView's deceleration as documented (the velocity is multiplied by
/// `decelerationRate`, 0.998, every millisecond), integrated by hand:
/// offset(t) = o₀ + v₀ (0.998^(1000 t) − 1) / (1000 ln 0.998); and UITableView's reuse (only rows
/// in view hold a cell; cells leaving the view are configured again for rows entering it).
@Suite("Scroll view and table on layers: drag, inertia by frame time, cell reuse", .ownMediaClock)
struct ScrollViewTests {
    @Test("the closed form: 1,000 points a second decelerate to 90.63 points after 0.1 s and stop short of 499.5")
    func closedForm() {
        let p = ScrollView.decelerated(from: .zero, velocity: CGPoint(x: 0, y: 1000), elapsed: 0.1, rate: 0.998)
        // 0.998^100 = e^(100 ln 0.998) = 0.818567; (1 − 0.818567) / 2.002003 = 0.090626.
        #expect(abs(p.y - 90.626) < 0.01)
        let far = ScrollView.decelerated(from: .zero, velocity: CGPoint(x: 0, y: 1000), elapsed: 100, rate: 0.998)
        #expect(abs(far.y - 1000 / (1000 * -log(0.998))) < 1e-6)
    }

    @Test("a drag moves the list with the pointer; after release it coasts on frame time and comes to rest")
    func dragAndInertia() throws {
        let holder = TableHolder()
        try DemoRun.with(tableDemo(holder)) { run in
            // 150 points up in 0.15 s: 1,000 points a second at release, offset 150.
            run.drag(from: CGPoint(x: 100, y: 180), to: CGPoint(x: 100, y: 30), from: 0.1, to: 0.25)
            try run.run(until: 0.25)
            let scroll = try #require(holder.table?.scrollView)
            #expect(scroll.contentOffset.y == 150)
            #expect(scroll.isDecelerating)
            for k in [6, 30, 60] {
                let t = 0.25 + Double(k) / 60
                try run.run(until: t)
                let want = ScrollView.decelerated(from: CGPoint(x: 0, y: 150), velocity: CGPoint(x: 0, y: 1000),
                                                  elapsed: Double(k) / 60, rate: 0.998).y
                #expect(abs(scroll.contentOffset.y - want) <= 1, "at \(t) s: \(scroll.contentOffset.y), want \(want)")
            }
            // Below 5 points a second after ln(5/1000) / (1000 ln 0.998) = 2.65 s.
            try run.run(until: 3.2)
            #expect(!scroll.isDecelerating)
            let rest = scroll.contentOffset.y
            #expect(abs(rest - (150 + 497.0)) <= 2)
            try run.run(until: 3.5)
            #expect(scroll.contentOffset.y == rest)
        }
    }

    @Test("only the rows in view hold cells, and cells are reused as rows scroll in")
    func reuse() throws {
        let holder = TableHolder()
        try DemoRun.with(tableDemo(holder)) { run in
            try run.run(until: 0)
            let table = try #require(holder.table)
            #expect(Set(table.visibleCells.keys) == Set(0..<5))
            for step in 1...40 {
                run.change { table.scrollView.setContentOffset(CGPoint(x: 0, y: CGFloat(step) * 37)) }
                let rows = table.visibleRows
                #expect(Set(table.visibleCells.keys) == Set(rows))
                #expect(table.visibleCells.allSatisfy { $0.value.name == "row \($0.key)" })
            }
            // 1,480 points scrolled: about 42 rows configured, but never more cells than fit at once.
            #expect(table.cellsMade <= 6)
            #expect(table.configurations >= 40)
        }
    }

    @Test("a wheel step over the list scrolls it four times the step's 10 points; outside it, nothing")
    func wheel() throws {
        let holder = TableHolder()
        try DemoRun.with(tableDemo(holder)) { run in
            let scroll = try #require(holder.table?.scrollView)
            run.host.post(PointerEvent(phase: .scroll, location: CGPoint(x: 100, y: 100), button: 0,
                                       scrollDelta: CGSize(width: 0, height: 10), timestamp: 0.1))
            try run.run(until: 0.2)
            #expect(scroll.contentOffset.y == 40)
            run.host.post(PointerEvent(phase: .scroll, location: CGPoint(x: 100, y: 250), button: 0,
                                       scrollDelta: CGSize(width: 0, height: 10), timestamp: 0.3))
            try run.run(until: 0.4)
            #expect(scroll.contentOffset.y == 40)
        }
    }

    @Test("the offset stays inside the content and on whole pixels")
    func clamping() throws {
        let holder = TableHolder()
        try DemoRun.with(tableDemo(holder)) { run in
            let scroll = try #require(holder.table?.scrollView)
            run.change { scroll.setContentOffset(CGPoint(x: 30, y: -50)) }
            #expect(scroll.contentOffset == .zero)
            run.change { scroll.setContentOffset(CGPoint(x: 0, y: 10_000)) }
            #expect(scroll.contentOffset.y == 3800)
            run.change { scroll.setContentOffset(CGPoint(x: 0, y: 12.4)) }
            #expect(scroll.contentOffset.y == 12)
        }
    }
}
