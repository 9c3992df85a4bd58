import Foundation
import ListKitTesting

/// A `DiffableDataSource` on a `HeadlessListView` 20 rows tall,
/// applying two snapshots in turn (each apply: the two-level diff, the
/// batch checked and applied by the view, the sections it touches laid out
/// again, the cells that came on screen asked for).
@MainActor
public final class DiffableApplyBench {
    final class NumberCell: HeadlessCell {
        var number = 0
    }

    let view = HeadlessListView(visibleItemCount: 20, scheduleCompletion: { $0() })
    let dataSource: DiffableDataSource<Int, Int>
    let pair: (old: Snapshot<Int, Int>, new: Snapshot<Int, Int>)

    /// Shows `pair.old`.
    public init(pair: (old: Snapshot<Int, Int>, new: Snapshot<Int, Int>)) {
        self.pair = pair
        view.register(NumberCell.self, forCellWithReuseIdentifier: "n")
        dataSource = DiffableDataSource(view: view) { view, indexPath, item in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "n", for: indexPath) as? NumberCell
            cell?.number = item
            return cell
        }
        dataSource.apply(pair.old, animatingDifferences: false)
    }

    /// Applies the new snapshot, then the old one again; returns the
    /// batches the view took (2).
    public func applyBoth() -> Int {
        let before = view.batchUpdateCount
        dataSource.apply(pair.new)
        dataSource.apply(pair.old)
        return view.batchUpdateCount - before
    }
}
