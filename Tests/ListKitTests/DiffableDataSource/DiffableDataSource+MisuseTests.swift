import Foundation
@testable import ListKit
import ListKitTesting
import ListKitTestSupport
import ListTestSupport
import XCTest

/// How the data source meets an invalid snapshot: refused before `apply`
/// returns, whichever way it is checked, the data kept as it was.
extension DiffableDataSourceTests {
    /// A snapshot built fresh (its index never built) and applied while the
    /// data source is idle is checked by its diff, at the call: a repeated
    /// item is refused there as it would be by the index, and a valid one
    /// lands with no index built for it.
    func testAFreshSnapshotIsCheckedByItsDiffAtTheCall() async throws {
        try await MainActor.run {
            let (view, dataSource) = Self.make()
            var errors: [DiffableDataSourceError] = []
            dataSource.errorHandler = { errors.append($0) }
            let good = try Self.snapshot([("a", [1, 2]), ("b", [3])])
            dataSource.apply(good, animatingDifferences: false)
            var bad = Snapshot<String, Int>()
            bad.appendSections(["a", "b"])
            bad.appendItems([1, 2], toSection: "a")
            bad.appendItems([4, 2], toSection: "b")      // 2 stays in "a" and arrives in "b"
            dataSource.apply(bad)
            XCTAssertEqual(errors, [.invalidSnapshot(.duplicateItem("2"))])
            XCTAssertEqual(dataSource.snapshot(), good)
            XCTAssertEqual(view.sections, Self.sections(good))
            var fresh = Snapshot<String, Int>()
            fresh.appendSections(["b", "a"])
            fresh.appendItems([4, 2], toSection: "b")
            fresh.appendItems([1], toSection: "a")
            dataSource.apply(fresh)
            XCTAssertEqual(errors.count, 1)
            XCTAssertFalse(dataSource.snapshot().isMisuseKnown, "checked without building its index")
            XCTAssertEqual(view.sections, Self.sections(fresh))
        }
    }

    /// Rule (DiffableDataSource, apply): an invalid snapshot is refused
    /// through `errorHandler` with its misuse, the data and the view keep
    /// the last good snapshot, and the apply's completion still runs, in
    /// its turn. Apple's data source raises instead.
    func testInvalidSnapshotsAreRefusedAndTheDataSourceKeepsItsSnapshot() async throws {
        try await MainActor.run {
            let (view, dataSource) = Self.make()
            var errors: [DiffableDataSourceError] = []
            dataSource.errorHandler = { errors.append($0) }
            let good = try Self.snapshot([("a", [1, 2])])
            dataSource.apply(good)
            var completed: [String] = []
            var bad = dataSource.snapshot()
            bad.appendItems([3, 3], toSection: "a")     // found when the data source checks it
            dataSource.apply(bad) { completed.append("duplicate") }
            var unknown = dataSource.snapshot()
            unknown.deleteItems([9])                     // found at the call
            dataSource.apply(unknown) { completed.append("unknown") }
            var section = dataSource.snapshot()
            section.appendSections(["a"])
            dataSource.apply(section, animatingDifferences: false) { completed.append("section") }
            XCTAssertEqual(errors, [.invalidSnapshot(.duplicateItem("3")), .invalidSnapshot(.unknownItem("9")),
                                    .invalidSnapshot(.duplicateSection("a"))])
            XCTAssertEqual(errors.first?.description,
                           "DiffableDataSource: the snapshot was not applied: item 3 is already in the snapshot (item identifiers must be unique)")
            XCTAssertEqual(completed, ["duplicate", "unknown", "section"])
            XCTAssertEqual(dataSource.snapshot(), good)
            XCTAssertEqual(view.sections, Self.sections(good))
        }
    }
}
