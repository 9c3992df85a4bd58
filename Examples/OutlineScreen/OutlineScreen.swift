import Foundation
import ListKitTesting

/// A sidebar as an app builds it with Apple's diffable data source, ported
/// by renaming the types: pinned places, a folder outline that expands and
/// collapses, and recent files, shown on a headless collection view. Each
/// step records what is on screen: one line per cell, its section, then the
/// row indented by its outline level, folders marked ▸ (collapsed) or ▾
/// (expanded).
@MainActor
final class OutlineScreen {
    enum Section: String, Hashable, Sendable { case pinned, folders, recent }

    /// A row of the sidebar: its name, and whether it is a folder.
    struct Row: Hashable, Sendable {
        var name: String
        var isFolder = false
    }

    /// A cell showing a row.
    final class RowCell: HeadlessCell {
        var text = ""
        override func prepareForReuse() { text = "" }
    }

    let view = HeadlessListView(size: CGSize(width: 320, height: 44 * 9), scheduleCompletion: { $0() })
    private(set) var dataSource: DiffableDataSource<Section, Row>!
    private(set) var log: [String] = []

    init() {
        view.register(RowCell.self, forCellWithReuseIdentifier: "row")
        dataSource = DiffableDataSource(view: view) { [unowned self] view, indexPath, row in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as? RowCell
            cell?.text = line(for: row, at: indexPath)
            return cell
        }
    }

    private func line(for row: Row, at indexPath: IndexPath) -> String {
        guard let section = dataSource.sectionIdentifier(for: indexPath[0]) else { return row.name }
        let outline = dataSource.snapshot(for: section)
        let indent = String(repeating: "    ", count: outline.level(of: row))
        let marker = row.isFolder ? (outline.isExpanded(row) ? "▾ " : "▸ ") : "  "
        return "\(section.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0))\(indent)\(marker)\(row.name)"
    }

    /// Runs `change`, then records the screen under `title`.
    func step(_ title: String, _ change: () throws -> Void) rethrows {
        try change()
        log.append("== \(title)")
        log += view.visibleCells.map { ($0 as? RowCell)?.text ?? "?" }
    }

    /// The demo: the sidebar opened, a folder expanded, a file added and a
    /// pinned place moved in one apply, a nested folder expanded, then the
    /// top folder collapsed.
    static func demo() throws -> [String] {
        let screen = OutlineScreen()
        let documents = Row(name: "Documents", isFolder: true), photos = Row(name: "Photos", isFolder: true)
        let taxes = Row(name: "Taxes", isFolder: true)
        try screen.step("opened") {
            var snapshot = Snapshot<Section, Row>()
            snapshot.appendSections([.pinned, .folders, .recent])
            snapshot.appendItems([Row(name: "Home"), Row(name: "Desktop")], toSection: .pinned)
            snapshot.appendItems([Row(name: "notes.txt")], toSection: .recent)
            screen.dataSource.apply(snapshot, animatingDifferences: false)
            var folders = SectionSnapshot<Row>()
            try folders.append([documents, photos])
            try folders.append([taxes, Row(name: "cv.pdf")], to: documents)
            try folders.append([Row(name: "2025.pdf"), Row(name: "2026.pdf")], to: taxes)
            try folders.append([Row(name: "cat.jpg")], to: photos)
            screen.dataSource.apply(folders, to: .folders, animatingDifferences: false)
        }
        try screen.step("Documents expanded") {
            var folders = screen.dataSource.snapshot(for: .folders)
            try folders.expand([documents])
            screen.dataSource.apply(folders, to: .folders)
        }
        screen.step("a recent file added, Desktop pinned first") {
            var snapshot = screen.dataSource.snapshot()
            snapshot.insertItems([Row(name: "plan.key")], beforeItem: Row(name: "notes.txt"))
            snapshot.moveItem(Row(name: "Desktop"), beforeItem: Row(name: "Home"))
            screen.dataSource.apply(snapshot)
        }
        try screen.step("Taxes expanded") {
            var folders = screen.dataSource.snapshot(for: .folders)
            try folders.expand([taxes])
            screen.dataSource.apply(folders, to: .folders)
        }
        try screen.step("Documents collapsed (Taxes stays expanded inside)") {
            var folders = screen.dataSource.snapshot(for: .folders)
            try folders.collapse([documents])
            screen.dataSource.apply(folders, to: .folders)
        }
        screen.log.append("   (batches: \(screen.view.batchUpdateCount), cells made: \(screen.view.createdViewCount), faults: \(screen.view.faults.count))")
        return screen.log
    }
}
