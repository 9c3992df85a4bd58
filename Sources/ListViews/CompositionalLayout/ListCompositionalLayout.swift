import Foundation

/// A layout of sections each made of items and groups, as UIKit's
/// `UICollectionViewCompositionalLayout`: every section alike, or each
/// given by a section provider, asked each time the section is laid out.
/// It scrolls vertically.
///
/// It describes the layout; a list view that takes it lays it out. A
/// `ListAdapter`'s section controllers can each give their own section
/// (``init(sectionProvider:)`` asking the adapter's controllers).
///
/// ```swift
/// let item = ListLayoutItem(layoutSize: ListLayoutSize(widthDimension: .fractionalWidth(1),
///                                                      heightDimension: .absolute(44)))
/// let group = ListLayoutGroup.horizontal(layoutSize: ListLayoutSize(widthDimension: .fractionalWidth(1),
///                                                                    heightDimension: .absolute(44)),
///                                        subitems: [item])
/// let layout = ListCompositionalLayout(section: ListLayoutSection(group: group))
/// ```
@MainActor
public final class ListCompositionalLayout {
    /// Gives the section at an index, told the list's environment; nil
    /// for none (the view then reports it and lays the section out as a
    /// plain list).
    public typealias SectionProvider = @MainActor (Int, ListLayoutEnvironment) -> ListLayoutSection?

    /// Gives each section's layout.
    package let sectionProvider: SectionProvider

    /// A layout whose every section is `section`.
    ///
    /// - Parameter section: The section.
    /// - Complexity: O(1).
    public init(section: ListLayoutSection) {
        sectionProvider = { _, _ in section }
    }

    /// A layout whose sections `sectionProvider` gives, asked each time a
    /// section is laid out.
    ///
    /// - Parameter sectionProvider: Gives the section at an index.
    /// - Complexity: O(1).
    public init(sectionProvider: @escaping SectionProvider) {
        self.sectionProvider = sectionProvider
    }

    /// A layout whose every section is a list of `configuration`.
    ///
    /// - Parameter configuration: The list's appearance and modes.
    /// - Returns: The layout.
    /// - Complexity: O(1).
    public static func list(using configuration: ListLayoutListConfiguration) -> ListCompositionalLayout {
        ListCompositionalLayout { _, environment in
            ListLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}
