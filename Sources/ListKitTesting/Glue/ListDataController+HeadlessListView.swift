import Foundation
import ListKit
import ListPipeline

/// The headless view takes a data controller as its data source and
/// delegate, and tells its range controller where the items are.
extension HeadlessListView: NodeHost {
    package func attach(_ controller: ListDataController) {
        register(HeadlessNodeCell.self, forCellWithReuseIdentifier: ListDataController.nodeReuseIdentifier)
        for kind in [ListElementKind.sectionHeader, ListElementKind.sectionFooter] {
            register(HeadlessNodeView.self, forSupplementaryViewOfKind: kind,
                     withReuseIdentifier: ListDataController.nodeReuseIdentifier)
        }
        controller.viewBridge = attach(controller.viewDriver, asDelegate: true)
    }

    package func detach(_ controller: ListDataController) {
        detach(controller.viewBridge)
        controller.viewBridge = nil
    }

    package var visibleBounds: CGRect { CGRect(origin: contentOffset, size: viewport) }

    package var scrollsHorizontally: Bool { scrollDirection == .horizontal }

    package func indexPathsForItems(in rect: CGRect) -> [IndexPath] {
        scrollDirection == .horizontal
            ? layout.visible(from: rect.minX, to: rect.maxX).items
            : layout.visible(from: rect.minY, to: rect.maxY).items
    }
}
