import Foundation
import ListKit
import ListKitTesting
import ListKitTestSupport
import XCTest

extension DiffableDataSourceTests {
    /// Rule: the data source's next turn is its `scheduler`'s. With the
    /// `ManualUpdateScheduler` the view has too, an apply asked for from the
    /// cell provider while a snapshot goes onto the view waits until the
    /// test moves the clock, and lands then, with no task to wait for.
    func testTheNextTurnIsTheSchedulers() async throws {
        try await MainActor.run {
            let scheduler = ManualUpdateScheduler()
            let view = HeadlessListView(visibleItemCount: 10, scheduler: scheduler)
            view.register(TitleCell.self, forCellWithReuseIdentifier: "title")
            let box = Box<DataSource?>(nil), log = Box<[String]>([])
            let dataSource = DataSource(view: view) { view, indexPath, item in
                if item == 99, let dataSource = box.value, !log.value.contains("asked") {
                    log.value.append("asked")
                    dataSource.apply(try! Self.snapshot([("s", [1, 2, 3])])) { log.value.append("inner") }
                }
                let cell = view.dequeueReusableCell(withReuseIdentifier: "title", for: indexPath) as? TitleCell
                cell?.title = "item \(item)"
                return cell
            }
            box.value = dataSource
            dataSource.scheduler = scheduler
            dataSource.apply(try Self.snapshot([("s", [99, 1, 2])])) { log.value.append("outer") }
            view.layoutIfNeeded()
            XCTAssertEqual(log.value, ["asked"])
            scheduler.advance(by: 0)
            XCTAssertEqual(log.value, ["asked", "outer", "inner"])
            XCTAssertEqual(Self.shown(view), ["item 1", "item 2", "item 3"])
            XCTAssertEqual(scheduler.pendingCount, 0)
            XCTAssertEqual(view.faults, [])
        }
    }
}
