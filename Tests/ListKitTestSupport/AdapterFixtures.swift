import Foundation
@testable import ListKit
import ListKitTesting
import ListTestSupport
import XCTest

/// A section object: identity `id`, one item per element of `items`
/// (IGListKit's test `IGSectionObject`).
package struct Row: SendableListDiffable, Equatable, CustomStringConvertible {
    package var id: String
    package var items: [Int]
    package init(_ id: String, _ items: [Int] = []) {
        self.id = id
        self.items = items
    }
    package var diffIdentifier: AnyHashable { id }
    package var description: String { "\(id)\(items)" }
}

/// Another object type, to show that identity includes the type.
package struct Banner: SendableListDiffable, Equatable {
    package var id: String
    package var text = ""
    package init(id: String, text: String = "") {
        self.id = id
        self.text = text
    }
    package var diffIdentifier: AnyHashable { id }
}

/// Shows a ``Row``'s items and records what happens to it, also in the
/// shared `journal` (as "id: event").
package final class RowController: SectionController {
    package static var journal: [String] = []
    package private(set) var row: Row?
    package var items: [Int] = []
    package private(set) var updates: [Row] = []
    package private(set) var events: [String] = [] {
        didSet { RowController.journal.append("\(row?.id ?? "?"): \(events.last ?? "")") }
    }
    package override var numberOfItems: Int { items.count }
    package override func itemIdentifier(at index: Int) -> AnyHashable { AnyHashable(items[index]) }
    package override func didUpdate(to object: any ListDiffable) {
        row = object as? Row
        items = row?.items ?? []
        updates.append(row ?? Row("?"))
    }
    package override func didSelectItem(at index: Int) { events.append("select \(index)") }
    package override func willDisplaySection() { events.append("willDisplaySection") }
    package override func didEndDisplayingSection() { events.append("didEndDisplayingSection") }
    package override func willDisplayItem(at index: Int) { events.append("willDisplay \(index)") }
    package override func didEndDisplayingItem(at index: Int) { events.append("didEndDisplaying \(index)") }
    package override func didEnterWorkingRange() { events.append("enter") }
    package override func didExitWorkingRange() { events.append("exit") }
}

/// A data source over a mutable list of objects: rows get a ``RowController``,
/// banners a ``SingleItemSectionController``, `"skip"` ids nothing.
package final class FeedSource: ListAdapterDataSource {
    package var objects: [any ListDiffable]
    package var empty: AnyObject?
    package private(set) var made: [String] = []
    package var makeController: ((any ListDiffable) -> SectionController?)?

    package init(_ objects: [any ListDiffable] = []) { self.objects = objects }

    package func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { objects }

    package func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> SectionController? {
        made.append("\(object.diffIdentifier)")
        if let makeController { return makeController(object) }
        if object.diffIdentifier == AnyHashable("skip") { return nil }
        return object is Banner ? SingleItemSectionController<Banner>() : RowController()
    }

    package func emptyView(for listAdapter: ListAdapter) -> AnyObject? { empty }
}

/// A class object, as IGListKit's users write them: equal by contents,
/// mutated in place.
package final class Article: ListDiffable {
    package let id: String
    package var comments: [String]
    package init(_ id: String, comments: [String]) {
        self.id = id
        self.comments = comments
    }
    package var diffIdentifier: AnyHashable { id }
    package func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool {
        (object as? Article).map { $0.id == id && $0.comments == comments } ?? false
    }
}

/// One item per comment of its ``Article``; counts how often it was handed one.
package final class ArticleController: SectionController {
    package private(set) var article: Article?
    package private(set) var updates = 0
    package override var numberOfItems: Int { article?.comments.count ?? 0 }
    package override func itemIdentifier(at index: Int) -> AnyHashable { AnyHashable(article!.comments[index]) }
    package override func didUpdate(to object: any ListDiffable) {
        article = object as? Article
        updates += 1
    }
}

/// A data source of articles.
package final class ArticleSource: ListAdapterDataSource {
    package var articles: [Article]
    package init(_ articles: [Article]) { self.articles = articles }
    package func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { articles }
    package func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> SectionController? {
        ArticleController()
    }
    package func emptyView(for listAdapter: ListAdapter) -> AnyObject? { nil }
}

/// Records the updater's steps as strings.
package final class UpdaterLog: ListAdapterUpdaterDelegate {
    package var steps: [String] = []
    package var batches: [BatchUpdate] = []
    package var diffs: [List.Result] = []
    package var recoveries = 0
    package init() {}
    package func updaterWillDiff(from: [any ListDiffable], to: [any ListDiffable]) { steps.append("willDiff \(from.count)->\(to.count)") }
    package func updaterDidDiff(_ diff: List.Result, onBackground: Bool) {
        diffs.append(diff)
        steps.append("didDiff\(onBackground ? " background" : "")")
    }
    package func updaterWillPerformBatchUpdates(
        _ view: any ListView, from: [any ListDiffable], to: [any ListDiffable], diff: List.Result, animated: Bool
    ) { steps.append("willPerform\(animated ? "" : " unanimated")") }
    package func updaterDidPerformBatchUpdates(_ batch: BatchUpdate, in view: any ListView) {
        batches.append(batch)
        steps.append("didPerform")
    }
    package func updaterWillReloadData(_ view: any ListView, isFallbackReload: Bool) { steps.append("willReload\(isFallbackReload ? " fallback" : "")") }
    package func updaterDidReloadData(_ view: any ListView, isFallbackReload: Bool) { steps.append("didReload") }
    package func updaterDidFinishWithoutUpdates() { steps.append("withoutUpdates") }
    package func updater(_ view: any ListView, didRecoverFrom rejection: BatchRejection) {
        recoveries += 1
        steps.append("recovered from \(rejection.reason) in \(rejection.batch)")
    }
    package func updater(_ view: any ListView, willApplyImmediately change: BatchUpdate) { steps.append("immediately \(change)") }
}

/// An adapter on a headless view, with time in the test's hands: every
/// turn, coalesced update and view completion runs on `advance()`.
@MainActor
package final class AdapterHarness {
    package let scheduler = ManualUpdateScheduler()
    package let view: HeadlessListView
    package let updater: ListAdapterUpdater
    package let adapter: ListAdapter
    package let source: FeedSource
    package let log = UpdaterLog()
    package var diagnostics: [ListAdapter.Diagnostic] = []

    package init(_ objects: [any ListDiffable] = [], configuration: ListAdapterUpdater.Configuration = .init(),
         workingRangeSize: Int = 0, visibleItemCount: Int = 20, attach: Bool = true) {
        let scheduler = self.scheduler
        view = HeadlessListView(visibleItemCount: visibleItemCount, scheduler: scheduler)
        updater = ListAdapterUpdater(scheduler: scheduler, configuration: configuration)
        adapter = ListAdapter(updater: updater, workingRangeSize: workingRangeSize)
        source = FeedSource(objects)
        updater.delegate = log
        adapter.diagnosticHandler = { [unowned self] in self.diagnostics.append($0) }
        if attach {
            adapter.listView = view
            adapter.dataSource = source
            view.layoutIfNeeded()  // on screen: the first layout pass done, as after a run-loop turn
        }
    }

    /// Runs everything that is due now, including work it schedules.
    package func advance() { scheduler.advance(by: 0) }

    /// The sections the view should show for the data source's objects.
    package var expected: [HeadlessListView.Section] {
        adapter.uniqueObjects(source.objects).compactMap { object in
            guard let controller = adapter.sectionController(for: object) else { return nil }
            return HeadlessListView.Section(
                id: AnyHashable(SectionMap.ObjectKey(object)),
                items: (0..<controller.numberOfItems).map(controller.itemIdentifier(at:)))
        }
    }

    /// The item counts the view shows, section by section.
    package var counts: [Int] { view.sections.map(\.items.count) }

    package func controller(_ id: String) -> RowController? {
        adapter.sectionController(for: Row(id)) as? RowController
    }
}

extension ListAdapterUpdater.Configuration {
    /// Every section diff off the main actor.
    package static var backgroundDiffing: Self {
        var configuration = Self()
        configuration.backgroundDiffingThreshold = 1
        return configuration
    }
}
