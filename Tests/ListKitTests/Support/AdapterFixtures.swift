import Foundation
@testable import ListKit
import ListTestSupport
import XCTest

/// A section object: identity `id`, one item per element of `items`
/// (IGListKit's test `IGSectionObject`).
struct Row: SendableListDiffable, Equatable, CustomStringConvertible {
    var id: String
    var items: [Int]
    init(_ id: String, _ items: [Int] = []) {
        self.id = id
        self.items = items
    }
    var diffIdentifier: AnyHashable { id }
    var description: String { "\(id)\(items)" }
}

/// Another object type, to show that identity includes the type.
struct Banner: SendableListDiffable, Equatable {
    var id: String
    var text = ""
    var diffIdentifier: AnyHashable { id }
}

/// Shows a ``Row``'s items and records what happens to it, also in the
/// shared `journal` (as "id: event").
final class RowController: SectionController {
    static var journal: [String] = []
    private(set) var row: Row?
    var items: [Int] = []
    private(set) var updates: [Row] = []
    private(set) var events: [String] = [] {
        didSet { RowController.journal.append("\(row?.id ?? "?"): \(events.last ?? "")") }
    }
    override var numberOfItems: Int { items.count }
    override func itemIdentifier(at index: Int) -> AnyHashable { AnyHashable(items[index]) }
    override func didUpdate(to object: any ListDiffable) {
        row = object as? Row
        items = row?.items ?? []
        updates.append(row ?? Row("?"))
    }
    override func didSelectItem(at index: Int) { events.append("select \(index)") }
    override func willDisplaySection() { events.append("willDisplaySection") }
    override func didEndDisplayingSection() { events.append("didEndDisplayingSection") }
    override func willDisplayItem(at index: Int) { events.append("willDisplay \(index)") }
    override func didEndDisplayingItem(at index: Int) { events.append("didEndDisplaying \(index)") }
    override func didEnterWorkingRange() { events.append("enter") }
    override func didExitWorkingRange() { events.append("exit") }
}

/// A data source over a mutable list of objects: rows get a ``RowController``,
/// banners a ``SingleItemSectionController``, `"skip"` ids nothing.
final class FeedSource: ListAdapterDataSource {
    var objects: [any ListDiffable]
    var empty: AnyObject?
    private(set) var made: [String] = []
    var makeController: ((any ListDiffable) -> SectionController?)?

    init(_ objects: [any ListDiffable] = []) { self.objects = objects }

    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { objects }

    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> SectionController? {
        made.append("\(object.diffIdentifier)")
        if let makeController { return makeController(object) }
        if object.diffIdentifier == AnyHashable("skip") { return nil }
        return object is Banner ? SingleItemSectionController<Banner>() : RowController()
    }

    func emptyView(for listAdapter: ListAdapter) -> AnyObject? { empty }
}

/// A class object, as IGListKit's users write them: equal by contents,
/// mutated in place.
final class Article: ListDiffable {
    let id: String
    var comments: [String]
    init(_ id: String, comments: [String]) {
        self.id = id
        self.comments = comments
    }
    var diffIdentifier: AnyHashable { id }
    func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool {
        (object as? Article).map { $0.id == id && $0.comments == comments } ?? false
    }
}

/// One item per comment of its ``Article``; counts how often it was handed one.
final class ArticleController: SectionController {
    private(set) var article: Article?
    private(set) var updates = 0
    override var numberOfItems: Int { article?.comments.count ?? 0 }
    override func itemIdentifier(at index: Int) -> AnyHashable { AnyHashable(article!.comments[index]) }
    override func didUpdate(to object: any ListDiffable) {
        article = object as? Article
        updates += 1
    }
}

/// A data source of articles.
final class ArticleSource: ListAdapterDataSource {
    var articles: [Article]
    init(_ articles: [Article]) { self.articles = articles }
    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { articles }
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> SectionController? {
        ArticleController()
    }
    func emptyView(for listAdapter: ListAdapter) -> AnyObject? { nil }
}

/// Records the updater's steps as strings.
final class UpdaterLog: ListAdapterUpdaterDelegate {
    var steps: [String] = []
    var batches: [BatchUpdate] = []
    var diffs: [List.Result] = []
    var recoveries = 0
    func updaterWillDiff(from: [any ListDiffable], to: [any ListDiffable]) { steps.append("willDiff \(from.count)->\(to.count)") }
    func updaterDidDiff(_ diff: List.Result, onBackground: Bool) {
        diffs.append(diff)
        steps.append("didDiff\(onBackground ? " background" : "")")
    }
    func updaterWillPerformBatchUpdates(
        _ view: any ListView, from: [any ListDiffable], to: [any ListDiffable], diff: List.Result, animated: Bool
    ) { steps.append("willPerform\(animated ? "" : " unanimated")") }
    func updaterDidPerformBatchUpdates(_ batch: BatchUpdate, in view: any ListView) {
        batches.append(batch)
        steps.append("didPerform")
    }
    func updaterWillReloadData(_ view: any ListView, isFallbackReload: Bool) { steps.append("willReload\(isFallbackReload ? " fallback" : "")") }
    func updaterDidReloadData(_ view: any ListView, isFallbackReload: Bool) { steps.append("didReload") }
    func updaterDidFinishWithoutUpdates() { steps.append("withoutUpdates") }
    func updater(_ view: any ListView, didRecoverFrom error: any Error, rejecting batch: BatchUpdate) {
        recoveries += 1
        steps.append("recovered from \(error) in \(batch)")
    }
    func updater(_ view: any ListView, willApplyImmediately change: BatchUpdate) { steps.append("immediately \(change)") }
}

/// An adapter on a headless view, with time in the test's hands: every
/// turn, coalesced update and view completion runs on `advance()`.
@MainActor
final class AdapterHarness {
    let scheduler = ManualUpdateScheduler()
    let view: HeadlessListView
    let updater: ListAdapterUpdater
    let adapter: ListAdapter
    let source: FeedSource
    let log = UpdaterLog()
    var diagnostics: [ListAdapter.Diagnostic] = []

    init(_ objects: [any ListDiffable] = [], configuration: ListAdapterUpdater.Configuration = .init(),
         workingRangeSize: Int = 0, visibleItemCount: Int = 20, attach: Bool = true) {
        let scheduler = self.scheduler
        view = HeadlessListView(visibleItemCount: visibleItemCount, scheduleCompletion: { scheduler.schedule(after: 0, $0) })
        updater = ListAdapterUpdater(scheduler: scheduler, configuration: configuration)
        adapter = ListAdapter(updater: updater, workingRangeSize: workingRangeSize)
        source = FeedSource(objects)
        updater.delegate = log
        adapter.diagnosticHandler = { [unowned self] in self.diagnostics.append($0) }
        if attach {
            adapter.listView = view
            adapter.dataSource = source
        }
    }

    /// Runs everything that is due now, including work it schedules.
    func advance() { scheduler.advance(by: 0) }

    /// The sections the view should show for the data source's objects.
    var expected: [HeadlessListView.Section] {
        adapter.uniqueObjects(source.objects).compactMap { object in
            guard let controller = adapter.sectionController(for: object) else { return nil }
            return HeadlessListView.Section(
                id: AnyHashable(SectionMap.ObjectKey(object)),
                items: (0..<controller.numberOfItems).map(controller.itemIdentifier(at:)))
        }
    }

    /// The item counts the view shows, section by section.
    var counts: [Int] { view.sections.map(\.items.count) }

    func controller(_ id: String) -> RowController? {
        adapter.sectionController(for: Row(id)) as? RowController
    }
}

extension ListAdapterUpdater.Configuration {
    /// Every section diff off the main actor.
    static var backgroundDiffing: Self {
        var configuration = Self()
        configuration.backgroundDiffingThreshold = 1
        return configuration
    }
}
