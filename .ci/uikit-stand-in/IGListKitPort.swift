// IGListKit-shaped code that must compile unchanged against ListKit on Apple
// platforms (type-checked by .ci/run over the UIKit stand-in): a section
// controller's `inset` is a `UIEdgeInsets` there, and so is what the
// collection context reports; its context menu is a `UIContextMenuConfiguration`.
import ListKit
import UIKit

@MainActor
final class PortedController: SectionController {
    override init() {
        super.init()
        inset = UIEdgeInsets(top: 0, left: 0, bottom: 15, right: 0)
    }

    func contentInset() -> UIEdgeInsets {
        collectionContext?.containerInset ?? .zero
    }

    func clearInset() {
        inset = UIEdgeInsets()
    }

    override func contextMenuConfigurationForItem(at index: Int, point: CGPoint) -> UIContextMenuConfiguration? {
        nil
    }
}

// IGListKit's own layout, as IGListKit's examples make it: sticky headers,
// given to the collection view, the sticky offset following a navigation bar.
@MainActor
final class StickyHeadersViewController: UIViewController {
    private let layout = ListCollectionViewLayout(stickyHeaders: true, topContentInset: 0, stretchToEdge: false)
    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    private lazy var adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: self)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(collectionView)
        adapter.listView = collectionView
    }

    func navigationBarDidCollapse(to height: CGFloat) {
        layout.stickyHeaderYOffset = height
    }
}
