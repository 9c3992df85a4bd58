import Foundation
@testable import ListKit
import ListKitTesting

/// A data source that serves a plain list of sections (identities) to a
/// `HeadlessListView`, through the UIKit-shaped protocol: counts,
/// identities, and a registered cell dequeued per request that shows its
/// item's identity.
@MainActor
package protocol SectionsDataSource: HeadlessListViewDataSource {
    func sections(for view: HeadlessListView) -> [HeadlessListView.Section]
}

/// A cell that records what it shows.
package final class IdentityCell: HeadlessCell {
    package var shown: AnyHashable?
    package override func prepareForReuse() { shown = nil }
}

extension SectionsDataSource {
    package func numberOfSections(in view: HeadlessListView) -> Int { sections(for: view).count }

    package func headlessListView(_ view: HeadlessListView, numberOfItemsInSection section: Int) -> Int {
        sections(for: view)[section].items.count
    }

    package func headlessListView(_ view: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessCell {
        view.register(IdentityCell.self, forCellWithReuseIdentifier: "identity")
        let cell = view.dequeueReusableCell(withReuseIdentifier: "identity", for: indexPath) as! IdentityCell
        cell.shown = sections(for: view)[indexPath[0]].items[indexPath[1]]
        return cell
    }

    package func headlessListView(_ view: HeadlessListView, identifierOfSection section: Int) -> AnyHashable? {
        sections(for: view)[section].id
    }

    package func headlessListView(_ view: HeadlessListView, identifierOfItemAt indexPath: IndexPath) -> AnyHashable? {
        sections(for: view)[indexPath[0]].items[indexPath[1]]
    }
}

extension ListAdapter {
    /// The sections an adapter's view should show: one per object, with
    /// the items its controller names.
    package func sections(for view: HeadlessListView) -> [HeadlessListView.Section] {
        objects.enumerated().map { section, object in
            let controller = sectionController(forSection: section)!
            return HeadlessListView.Section(
                id: AnyHashable(SectionMap.ObjectKey(object)),
                items: (0..<controller.numberOfItems).map(controller.itemIdentifier(at:)))
        }
    }

    /// Plays a display event by hand, for a cell named `name` (one cell per
    /// name), on a view that shows nothing itself.
    package func play(willDisplay name: AnyHashable, at indexPath: IndexPath) {
        willDisplay(PlayedCells.cell(name), kind: nil, at: indexPath)
    }

    /// Plays the end of a display event by hand.
    package func play(didEndDisplaying name: AnyHashable, at indexPath: IndexPath) {
        didEndDisplaying(PlayedCells.cell(name), kind: nil, at: indexPath)
    }
}

@MainActor
package enum PlayedCells {
    private static var cells: [AnyHashable: HeadlessCell] = [:]
    package static func cell(_ name: AnyHashable) -> HeadlessCell {
        if let cell = cells[name] { return cell }
        let cell = HeadlessCell()
        cells[name] = cell
        return cell
    }
}
