import Foundation
import ListKitTesting

/// IGListKit's `MixedDataViewController`: texts, colour grids and users in
/// one list, each type with its own section controller
/// (``ExpandableSectionController``, ``GridSectionController``,
/// ``UserSectionController``), and a segmented control that shows all of
/// them or one type. Tiles move within their grid and users between users
/// (IGListKit's long-press reordering), the adapter's move delegate taking
/// the new order of users. The demo opens the list, scrolls, expands a text
/// with a tap, switches to the colours, drags a tile, switches to the users
/// and drags one.
@MainActor
final class MixedDataScreen: ListAdapterDataSource, ListAdapterMoveDelegate {
    /// The segmented control's segments: all objects, or those of one type.
    enum Segment: String {
        case all = "All", colors = "Colors", text = "Text", users = "Users"

        func shows(_ object: any ListDiffable) -> Bool {
            switch self {
            case .all: return true
            case .colors: return object is GridItem
            case .text: return object is Label
            case .users: return object is User
            }
        }
    }

    let stage = Stage(size: CGSize(width: 320, height: 400))
    var data: [any ListDiffable] = [
        Label(text: "Each object's type picks its section controller: a text, a grid, a user."),
        GridItem(color: "red", itemCount: 6),
        User(pk: 2, name: "Grace Hopper", handle: "@grace"),
        Label(text: "Grids wrap their tiles four to a row."),
        User(pk: 4, name: "Alan Turing", handle: "@alan"),
        GridItem(color: "blue", itemCount: 5),
        Label(text: "Tap a text to read all of it; tap again to fold it back to one line."),
        User(pk: 3, name: "Ada Lovelace", handle: "@ada"),
        GridItem(color: "green", itemCount: 3),
        User(pk: 1, name: "Edsger Dijkstra", handle: "@edsger"),
    ]
    var segment = Segment.all

    init() {
        stage.adapter.dataSource = self
        stage.adapter.moveDelegate = self
    }

    /// The user picks a segment.
    func select(_ segment: Segment) {
        self.segment = segment
        stage.adapter.performUpdates(animated: true)
    }

    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { data.filter(segment.shows) }

    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> SectionController? {
        switch object {
        case is Label: return ExpandableSectionController()
        case is GridItem: return GridSectionController(isReorderable: true)
        default: return UserSectionController(isReorderable: true)
        }
    }

    func emptyView(for listAdapter: ListAdapter) -> AnyObject? { nil }

    // MARK: ListAdapterMoveDelegate

    /// The objects shown take their places in the data in their new order;
    /// the objects the segment hides keep theirs. (IGListKit's example sets
    /// its data to the objects shown, which loses the hidden ones when a
    /// segment is on.)
    func listAdapter(
        _ listAdapter: ListAdapter, move object: any ListDiffable, from previousObjects: [any ListDiffable],
        to objects: [any ListDiffable]
    ) {
        var reordered = objects.makeIterator()
        data = data.map { segment.shows($0) ? reordered.next() ?? $0 : $0 }
        stage.note("moved \((object as? User)?.handle ?? "?"): users now \(data.compactMap { ($0 as? User)?.handle })")
    }

    static func demo() -> [String] {
        let screen = MixedDataScreen()
        let stage = screen.stage
        var lines = stage.step("opened: All") {}
        lines += stage.step("scrolled to 200") { stage.view.contentOffset = CGPoint(x: 0, y: 200) }
        lines += stage.step("tapped the text about grids: it expands") {
            if let section = stage.adapter.section(for: screen.data[3]) { stage.view.tapItem(at: [section, 0]) }
        }
        lines += stage.step("segment Colors") { screen.select(.colors) }
        lines += stage.step("dragged red tile 1 after tile 4") {
            stage.view.moveItemInteractively(from: [0, 0], to: [0, 3])
        }
        lines += stage.step("segment Users") { screen.select(.users) }
        lines += stage.step("dragged the first user onto the third") {
            stage.view.moveItemInteractively(from: [0, 0], to: [2, 1])
        }
        lines += stage.step("segment All: the users in their new order") { screen.select(.all) }
        return lines
    }
}
