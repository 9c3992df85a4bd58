import Foundation
import ListKitTesting

/// IGListKit's `SearchViewController`: a search bar in a section of its
/// own, then one section per word containing the query. Typing in the bar
/// reaches the screen through the bar's section controller, which filters
/// the words and runs `performUpdates`; a drag of the list ends editing,
/// through the bar controller's `ListScrollDelegate`. The demo opens the
/// list, types a query, drags, taps a result, and types another query.
@MainActor
final class SearchScreen: ListAdapterDataSource, SearchSectionControllerDelegate {
    let stage = Stage(size: CGSize(width: 320, height: 300))
    let words = ["apple", "banana", "cherry", "grape", "lemon", "mango", "melon", "orange", "peach", "pear", "plum", "quince"]
    var filterString = ""

    init() { stage.adapter.dataSource = self }

    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] {
        let query = filterString.lowercased()
        let shown = query.isEmpty ? words : words.filter { $0.contains(query) }
        return [SearchToken()] + shown.map { Label(text: $0) }
    }

    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> SectionController? {
        if object is SearchToken {
            let controller = SearchSectionController()
            controller.delegate = self
            return controller
        }
        let controller = LabelSectionController()
        controller.onSelect = { [unowned stage] word in stage.note("picked \(word)") }
        return controller
    }

    func emptyView(for listAdapter: ListAdapter) -> AnyObject? { nil }

    func searchSectionController(_ sectionController: SearchSectionController, didChangeText text: String) {
        stage.note("query \"\(text)\"")
        filterString = text
        stage.adapter.performUpdates(animated: true)
    }

    /// Types `text` into the search bar on screen, as a user would.
    func type(_ text: String) {
        (stage.view.cellForItem(at: [0, 0]) as? SearchCell)?.type(text)
    }

    static func demo() -> [String] {
        let screen = SearchScreen()
        let stage = screen.stage
        var lines = stage.step("opened") {}
        lines += stage.step("typed \"e\"") { screen.type("e") }
        lines += stage.step("dragged to 30: editing ends") { stage.view.drag(to: CGPoint(x: 0, y: 30)) }
        lines += stage.step("tapped lemon") {
            if let section = stage.adapter.section(for: Label(text: "lemon")) { stage.view.tapItem(at: [section, 0]) }
        }
        // Three words left: the content is shorter than the view, so the
        // offset moves back to 0, which is a scroll, and editing ends.
        lines += stage.step("typed \"an\"") { screen.type("an") }
        return lines
    }
}

/// The search bar's object: one of a kind.
struct SearchToken: ListDiffable, Equatable {
    var diffIdentifier: AnyHashable { "search" }
}

/// Hears the query change (IGListKit's `SearchSectionControllerDelegate`).
@MainActor
protocol SearchSectionControllerDelegate: AnyObject {
    func searchSectionController(_ sectionController: SearchSectionController, didChangeText text: String)
}

/// The search bar, 44 points high (IGListKit's `SearchSectionController`).
/// It keeps the query, so a bar that scrolls away and back shows it, and
/// ends editing when the list scrolls, as IGListKit's resigns the bar's
/// first responder.
final class SearchSectionController: SectionController, ListScrollDelegate {
    weak var delegate: SearchSectionControllerDelegate?
    private var query = ""

    override init() {
        super.init()
        scrollDelegate = self
    }

    override func sizeForItem(at index: Int) -> CGSize {
        CGSize(width: collectionContext?.containerSize.width ?? 0, height: 44)
    }

    override func cellForItem(at index: Int) -> (any ListReusableView)? {
        let cell = collectionContext?.dequeueReusableCell(of: SearchCell.self, for: self, at: index)
        cell?.text = query
        cell?.onTextChange = { [weak self] text in
            guard let self else { return }
            self.query = text
            self.delegate?.searchSectionController(self, didChangeText: text)
        }
        return cell
    }

    // MARK: ListScrollDelegate

    func listAdapter(_ listAdapter: ListAdapter, didScroll sectionController: SectionController) {
        (collectionContext?.cellForItem(at: 0, sectionController: self) as? SearchCell)?.isEditing = false
    }

    func listAdapter(_ listAdapter: ListAdapter, willBeginDragging sectionController: SectionController) {}

    func listAdapter(
        _ listAdapter: ListAdapter, didEndDragging sectionController: SectionController, willDecelerate decelerate: Bool
    ) {}
}

/// A search bar (IGListKit's `SearchCell`, holding a `UISearchBar`): its
/// text, and a cursor while it is being edited.
final class SearchCell: HeadlessCell, Showing {
    var text = ""
    var isEditing = false
    /// Called with the text after each edit (the search bar's delegate).
    var onTextChange: ((String) -> Void)?

    var shown: String { "[search: \(text)\(isEditing ? "|" : "")]" }

    /// Plays a user typing `text` into the bar.
    func type(_ text: String) {
        isEditing = true
        self.text = text
        onTextChange?(text)
    }

    override func prepareForReuse() {
        (text, isEditing, onTextChange) = ("", false, nil)
    }
}
