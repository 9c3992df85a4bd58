import Foundation
#if canImport(UIKit) && !os(watchOS)
import UIKit   // ListDirectionalEdgeInsets is UIKit's NSDirectionalEdgeInsets there
#endif

/// A section of a compositional layout, as UIKit's
/// `NSCollectionLayoutSection`: its group, repeated until the section's
/// items run out, inside ``contentInsets``, with ``interGroupSpacing``
/// between the groups and headers and footers
/// (``boundarySupplementaryItems``).
///
/// Down the list, a section is its top boundary items (each extending the
/// boundary takes its height), its top inset, its groups one below the
/// other, its bottom inset and its bottom boundary items. With an
/// ``orthogonalScrollingBehavior`` other than `.none`, its groups sit side
/// by side from the leading inset instead, in one row as tall as the
/// tallest group.
///
/// ```swift
/// let section = ListLayoutSection(group: row)
/// section.contentInsets = ListDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
/// section.interGroupSpacing = 8
/// ```
@MainActor
public final class ListLayoutSection {
    /// The group the section repeats.
    public let group: ListLayoutGroup
    /// The space around the section's groups.
    public var contentInsets = ListDirectionalEdgeInsets.zero { didSet { edited() } }
    /// The space between two groups.
    public var interGroupSpacing: CGFloat = 0 { didSet { edited() } }
    /// Whether the groups follow one another down the list (`.none`, the
    /// default) or sit side by side in a row of their own.
    public var orthogonalScrollingBehavior = ListOrthogonalScrollingBehavior.none { didSet { edited() } }
    /// The section's headers and footers.
    public var boundarySupplementaryItems: [ListLayoutBoundarySupplementaryItem] = [] {
        didSet { edited() }
    }
    /// Whether headers and footers keep to the section's leading and
    /// trailing insets (true, the default) or span the list's width.
    public var supplementariesFollowContentInsets = true { didSet { edited() } }
    /// The configuration ``list(using:layoutEnvironment:)`` made the
    /// section of, while none of its properties has been set since: such a
    /// section can be laid out as a list of the platform's own.
    package private(set) var listConfiguration: ListLayoutListConfiguration?

    /// A property was set: the section is no longer the list it was made
    /// as, and layouts kept for it are stale (see `ListLayoutEdits`).
    private func edited() {
        listConfiguration = nil
        ListLayoutEdits.count &+= 1
    }

    /// A section that repeats `group`.
    ///
    /// - Parameter group: The group.
    /// - Complexity: O(1).
    public init(group: ListLayoutGroup) {
        self.group = group
    }

    /// A section laid out as a list of `configuration`'s appearance: rows
    /// as wide as the section, of an estimated height of 44 points (each
    /// cell gives its own), and the headers and footers its modes ask
    /// for, estimated at 28 points. The appearances' insets are fixed
    /// here (UIKit's follow the device's traits): none for `.plain` and
    /// `.sidebarPlain`; 16 points above and below for `.grouped` and
    /// `.sidebar`; and 20 on each side too for `.insetGrouped`. A plain
    /// list's headers pin to the top, as a plain table's do.
    ///
    /// - Parameters:
    ///   - configuration: The list's appearance and header and footer modes.
    ///   - layoutEnvironment: The environment the section provider got.
    /// - Returns: The section.
    /// - Complexity: O(1).
    public static func list(using configuration: ListLayoutListConfiguration,
                            layoutEnvironment: ListLayoutEnvironment) -> ListLayoutSection {
        let row = ListLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let section = ListLayoutSection(
            group: .horizontal(layoutSize: row, subitems: [ListLayoutItem(layoutSize: row)]))
        let plain = configuration.appearance == .plain || configuration.appearance == .sidebarPlain
        switch configuration.appearance {
        case .plain, .sidebarPlain: break
        case .grouped, .sidebar: section.contentInsets = ListDirectionalEdgeInsets(top: 16, leading: 0, bottom: 16, trailing: 0)
        case .insetGrouped: section.contentInsets = ListDirectionalEdgeInsets(top: 16, leading: 20, bottom: 16, trailing: 20)
        }
        let bar = ListLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(28))
        if configuration.headerMode == .supplementary {
            let header = ListLayoutBoundarySupplementaryItem(
                layoutSize: bar, elementKind: ListElementKind.sectionHeader, alignment: .top)
            header.pinToVisibleBounds = plain
            section.boundarySupplementaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(ListLayoutBoundarySupplementaryItem(
                layoutSize: bar, elementKind: ListElementKind.sectionFooter, alignment: .bottom))
        }
        section.listConfiguration = configuration
        return section
    }
}
