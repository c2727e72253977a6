import Foundation

/// A list of equal-height rows on a `ScrollView`, with `UITableView`'s cell reuse: only the rows
/// in view have a cell; a row scrolling out hands its cell back to a pool, and a row scrolling
/// in takes one from the pool (or has one made) and configures it. Cells are layers of the
/// scroll view's content, placed at `(0, row · rowHeight)` with the table's width; a
/// `.horizontal` table (a carousel, chapter 14) lays its rows out left to right instead, at
/// `(row · rowHeight, 0)` with the table's height, `rowHeight` being each row's width.
public final class TableView {
    /// Which way the rows follow each other.
    public enum Axis: Sendable {
        /// Top to bottom (`UITableView`).
        case vertical
        /// Left to right (a horizontal `UICollectionView` strip).
        case horizontal
    }

    /// Which way the rows follow each other.
    public let axis: Axis
    /// The scroll view the rows move in.
    public let scrollView: ScrollView
    /// How many rows the table has.
    public let rowCount: Int
    /// Every row's height (its width in a horizontal table), points.
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
    public init(frame: CGRect, rowCount: Int, rowHeight: CGFloat, axis: Axis = .vertical, in container: CALayer,
                environment: DemoEnvironment,
                makeCell: @escaping () -> CALayer, configure: @escaping (_ cell: CALayer, _ row: Int) -> Void) {
        precondition(rowHeight > 0 && rowHeight.isFinite, "TableView needs a positive row height")
        self.axis = axis
        scrollView = ScrollView(frame: frame, environment: environment)
        scrollView.scrollsVerticallyOnly = axis == .vertical
        self.rowCount = max(0, rowCount)
        self.rowHeight = rowHeight
        self.makeCell = makeCell
        self.configure = configure
        container.addSublayer(scrollView.layer)
        let length = CGFloat(self.rowCount) * rowHeight
        scrollView.contentSize = axis == .vertical ? CGSize(width: frame.width, height: length)
                                                   : CGSize(width: length, height: frame.height)
        scrollView.didScroll = { [weak self] _ in self?.layoutRows() }
        // Kept while the demo runs, as a window keeps its table views.
        environment.keep(self)
        layoutRows()
    }

    /// The rows at least partly in view.
    public var visibleRows: Range<Int> {
        let vertical = axis == .vertical
        let top = vertical ? scrollView.contentOffset.y : scrollView.contentOffset.x
        let height = vertical ? scrollView.layer.bounds.height : scrollView.layer.bounds.width
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
            cell.frame = frame(ofRow: row)
            configure(cell, row)
            configurations += 1
            cell.isHidden = false
            visibleCells[row] = cell
        }
        CATransaction.commit()
    }

    /// Where row `row`'s cell sits in the content, points.
    public func frame(ofRow row: Int) -> CGRect {
        let at = CGFloat(row) * rowHeight, b = scrollView.layer.bounds
        return axis == .vertical ? CGRect(x: 0, y: at, width: b.width, height: rowHeight)
                                 : CGRect(x: at, y: 0, width: rowHeight, height: b.height)
    }

    private func dequeue() -> CALayer {
        if let cell = pool.popLast() { return cell }
        let cell = makeCell()
        cellsMade += 1
        scrollView.layer.addSublayer(cell)
        return cell
    }
}
