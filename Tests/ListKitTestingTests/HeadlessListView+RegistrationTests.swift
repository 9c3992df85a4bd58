import Foundation
import ListKit
import ListKitTesting
import XCTest

/// Rules (UIKit, `UICollectionView.CellRegistration` and
/// `dequeueConfiguredReusableCell(using:for:item:)`, iOS 14): a
/// registration registers its class the first time it dequeues; the cell
/// comes from the reuse pool, configured by the handler with the index
/// path and the item; the same for supplementary registrations, of their
/// element kind.
final class HeadlessListViewRegistrationTests: XCTestCase {
    final class TitleCell: HeadlessCell {
        var title = ""
    }

    final class Header: HeadlessReusableView {
        var text = ""
    }

    /// Headers 20 points tall.
    @MainActor
    final class Layout: HeadlessListViewDelegate {
        func headlessListView(
            _ view: HeadlessListView, sizeForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> CGSize { kind == ListElementKind.sectionHeader ? CGSize(width: 320, height: 20) : .zero }
    }

    func testRegistrationsDequeueAndConfigureAsUIKits() async {
        await MainActor.run {
            let view = HeadlessListView(visibleItemCount: 5)
            var configured: [String] = []
            let titles = HeadlessListView.CellRegistration<TitleCell, String> { cell, indexPath, title in
                cell.title = title
                configured.append("\(indexPath[1]) \(title)")
            }
            let headers = HeadlessListView.SupplementaryRegistration<Header>(elementKind: ListElementKind.sectionHeader) {
                header, kind, indexPath in header.text = "\(kind == ListElementKind.sectionHeader ? "header" : kind) \(indexPath[0])"
            }
            let dataSource = DiffableDataSource<Int, String>(view: view, cellProvider: { view, indexPath, title in
                view.dequeueConfiguredReusableCell(using: titles, for: indexPath, item: title)
            }, supplementaryViewProvider: { view, _, indexPath in
                view.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
            })
            let layout = Layout()
            view.delegate = layout
            var snapshot = Snapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["a", "b"])
            dataSource.apply(snapshot, animatingDifferences: false)
            view.layoutIfNeeded()
            XCTAssertEqual((view.cellForItem(at: [0, 1]) as? TitleCell)?.title, "b")
            XCTAssertEqual(configured, ["0 a", "1 b"])
            XCTAssertEqual((view.supplementaryView(forElementKind: ListElementKind.sectionHeader, at: [0, 0]) as? Header)?.text,
                           "header 0")
            XCTAssertEqual(view.faults, [])
            // Outside a request: a new cell the view did not hand out, configured all the same.
            let stray = view.dequeueConfiguredReusableCell(using: titles, for: [0, 0], item: "x")
            XCTAssertEqual(stray.title, "x")
            withExtendedLifetime((dataSource, layout)) {}
        }
    }

    #if !canImport(UIKit)
    /// Rule (Apple, `supplementaryViewProvider`): the provider may be set
    /// after the data source is made; the views it makes show from then on.
    func testASupplementaryViewProviderSetLater() async {
        await MainActor.run {
            let view = HeadlessListView(visibleItemCount: 5)
            let layout = Layout()
            view.delegate = layout
            view.register(HeadlessCell.self, forCellWithReuseIdentifier: "c")
            view.register(Header.self, forSupplementaryViewOfKind: ListElementKind.sectionHeader, withReuseIdentifier: "h")
            let dataSource = DiffableDataSource<Int, String>(view: view) { view, indexPath, _ in
                view.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
            }
            XCTAssertNil(dataSource.supplementaryViewProvider)
            dataSource.supplementaryViewProvider = { view, kind, indexPath in
                let header = view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "h", for: indexPath) as? Header
                header?.text = "section \(indexPath[0])"
                return header
            }
            XCTAssertNotNil(dataSource.supplementaryViewProvider)
            var snapshot = Snapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["a"])
            dataSource.apply(snapshot, animatingDifferences: false)
            view.layoutIfNeeded()
            XCTAssertEqual((view.supplementaryView(forElementKind: ListElementKind.sectionHeader, at: [0, 0]) as? Header)?.text,
                           "section 0")
            dataSource.supplementaryViewProvider = nil
            XCTAssertNil(dataSource.supplementaryViewProvider)
            XCTAssertEqual(view.faults, [])
        }
    }
    #endif
}
