import Foundation

/// A list of equal-height rows on a `ScrollView`, with `UITableView`'s cell reuse: only the rows
/// in view have a cell; a row scrolling out hands its cell back to a pool, and a row scrolling
/// in takes one from the pool (or has one made) and configures it. Cells are layers of the
/// scroll view's content, placed at `(0, row · rowHeight)` with the table's width.
public final class TableView {
    /// The scroll view the rows move in.
    public let scrollView: ScrollView
    /// How many rows the table has.
    public let rowCount: Int
    /// Every row's height, points.
    public let rowHeight: CGFloat
    /// The cells in view, by row.
    public private(set) var visibleCells: [Int: CALayer] = [:]
    /// How many cells were made (the rest of the configurations reused one).
    public private(set) var cellsMade = 0
    /// How many times a cell was configured for a row.
    public private(set) var configurations = 0

    private let makeCell: () -> CALayer
    private let configure: (CALayer, Int) -> Void
    private var pool: [CALayer] = []

    /// A table of `rowCount` rows of `rowHeight` points filling `frame` in `container`:
    /// `makeCell` makes a cell layer (`UITableView`'s dequeue when the pool is empty) and
    /// `configure` sets a cell up for a row (`tableView(_:cellForRowAt:)`).
    public init(frame: CGRect, rowCount: Int, rowHeight: CGFloat, in container: CALayer, environment: DemoEnvironment,
                makeCell: @escaping () -> CALayer, configure: @escaping (_ cell: CALayer, _ row: Int) -> Void) {
        precondition(rowHeight > 0 && rowHeight.isFinite, "TableView needs a positive row height")
        scrollView = ScrollView(frame: frame, environment: environment)
        self.rowCount = max(0, rowCount)
        self.rowHeight = rowHeight
        self.makeCell = makeCell
        self.configure = configure
        container.addSublayer(scrollView.layer)
        scrollView.contentSize = CGSize(width: frame.width, height: CGFloat(self.rowCount) * rowHeight)
        scrollView.didScroll = { [weak self] _ in self?.layoutRows() }
        layoutRows()
    }

    /// The rows at least partly in view.
    public var visibleRows: Range<Int> {
        let top = scrollView.contentOffset.y, height = scrollView.layer.bounds.height
        let first = max(0, Int((top / rowHeight).rounded(.down)))
        let end = min(rowCount, Int(((top + height) / rowHeight).rounded(.up)))
        return first..<max(first, end)
    }

    /// Gives the cells of rows that left the view back to the pool and gives the rows that
    /// came into view a cell.
    public func layoutRows() {
        let rows = visibleRows
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for (row, cell) in visibleCells where !rows.contains(row) {
            visibleCells[row] = nil
            cell.isHidden = true
            pool.append(cell)
        }
        for row in rows where visibleCells[row] == nil {
            let cell = dequeue()
            cell.frame = CGRect(x: 0, y: CGFloat(row) * rowHeight, width: scrollView.layer.bounds.width, height: rowHeight)
            configure(cell, row)
            configurations += 1
            cell.isHidden = false
            visibleCells[row] = cell
        }
        CATransaction.commit()
    }

    private func dequeue() -> CALayer {
        if let cell = pool.popLast() { return cell }
        let cell = makeCell()
        cellsMade += 1
        scrollView.layer.addSublayer(cell)
        return cell
    }
}
