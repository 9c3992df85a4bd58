#if canImport(UIKit) && !os(watchOS)
import UIKit

extension UICollectionViewCompositionalLayout {
    /// UIKit's compositional layout of `layout`: each time UIKit asks for
    /// a section, `layout`'s section provider is asked, told UIKit's
    /// container (``ListLayoutEnvironment/init(_:)``), and the section it
    /// gives is converted (``ListLayoutSection/makeUIKitSection(in:)``).
    /// A section made by ``ListLayoutSection/list(using:layoutEnvironment:)``
    /// and left as it was becomes UIKit's own list section; a provider that
    /// gives none gives UIKit none.
    ///
    /// - Parameters:
    ///   - layout: The layout, built with the `List` names of UIKit's types.
    /// - Complexity: O(1); each section then costs one call to the
    ///   provider and O(its items, groups and boundary items) to convert.
    ///
    /// ```swift
    /// let layout = ListCompositionalLayout { index, environment in
    ///     adapter.sectionController(forSection: index).flatMap { controller in
    ///         (controller as? ComposableSection)?.layoutSection(in: environment)
    ///     }
    /// }
    /// let collectionView = UICollectionView(frame: .zero,
    ///                                       collectionViewLayout: UICollectionViewCompositionalLayout(layout))
    /// ```
    public convenience init(_ layout: ListCompositionalLayout) {
        self.init { index, environment in
            layout.sectionProvider(index, ListLayoutEnvironment(environment))?.makeUIKitSection(in: environment)
        }
    }
}

extension ListLayoutEnvironment {
    /// The environment of UIKit's `environment`: a container of its size
    /// and of its effective insets, so that ``ListLayoutContainer/effectiveContentSize``
    /// is UIKit's.
    ///
    /// - Parameters:
    ///   - environment: What UIKit's compositional layout told its section provider.
    /// - Complexity: O(1).
    ///
    /// ```swift
    /// let layout = UICollectionViewCompositionalLayout { index, environment in
    ///     gridSection(in: ListLayoutEnvironment(environment)).makeUIKitCounterpart()
    /// }
    /// ```
    @MainActor
    public init(_ environment: any NSCollectionLayoutEnvironment) {
        self.init(container: ListLayoutContainer(contentSize: environment.container.contentSize,
                                                 contentInsets: environment.container.effectiveContentInsets))
    }
}

/// A piece of a ``ListCompositionalLayout`` that UIKit's compositional
/// layout has too: each piece converts itself, and a piece made of others
/// (a section, a group, a size) converts them in turn, so one conversion
/// serves the whole layout.
///
/// ```swift
/// let size = ListLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
/// let uiKitSize: NSCollectionLayoutSize = size.makeUIKitCounterpart()
/// ```
@MainActor
public protocol ListLayoutUIKitConvertible {
    /// UIKit's type of the piece.
    associatedtype UIKitCounterpart

    /// A new UIKit piece that describes what this one describes.
    ///
    /// - Returns: UIKit's piece, made afresh at each call.
    /// - Complexity: O(1) for a value; O(the pieces it is made of) for a
    ///   section, group or size.
    ///
    /// ```swift
    /// let spacing: NSCollectionLayoutSpacing = ListLayoutSpacing.fixed(8).makeUIKitCounterpart()
    /// ```
    func makeUIKitCounterpart() -> UIKitCounterpart
}

// The two enumerations have UIKit's cases with UIKit's raw values.
extension ListLayoutUIKitConvertible
where Self: RawRepresentable<Int>, UIKitCounterpart: RawRepresentable<Int> {
    /// UIKit's case of the same raw value.
    ///
    /// - Returns: UIKit's case.
    /// - Complexity: O(1).
    ///
    /// ```swift
    /// let alignment: NSRectAlignment = ListRectAlignment.top.makeUIKitCounterpart()   // .top
    /// ```
    public func makeUIKitCounterpart() -> UIKitCounterpart {
        guard let counterpart = UIKitCounterpart(rawValue: rawValue) else {
            preconditionFailure("\(Self.self).\(self) has no case in \(UIKitCounterpart.self)")
        }
        return counterpart
    }
}

extension ListRectAlignment: ListLayoutUIKitConvertible {
    /// UIKit's `NSRectAlignment`.
    public typealias UIKitCounterpart = NSRectAlignment
}

extension ListOrthogonalScrollingBehavior: ListLayoutUIKitConvertible {
    /// UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
    public typealias UIKitCounterpart = UICollectionLayoutSectionOrthogonalScrollingBehavior
}

extension ListLayoutDimension: ListLayoutUIKitConvertible {
    /// UIKit's dimension of the same kind and value.
    ///
    /// - Returns: `NSCollectionLayoutDimension`'s `fractionalWidth`,
    ///   `fractionalHeight`, `absolute` or `estimated` of ``dimension``.
    /// - Complexity: O(1).
    ///
    /// ```swift
    /// let height = ListLayoutDimension.estimated(44).makeUIKitCounterpart()   // .estimated(44)
    /// ```
    @MainActor
    public func makeUIKitCounterpart() -> NSCollectionLayoutDimension {
        switch kind {
        case .fractionalWidth: .fractionalWidth(dimension)
        case .fractionalHeight: .fractionalHeight(dimension)
        case .absolute: .absolute(dimension)
        case .estimated: .estimated(dimension)
        }
    }
}

extension ListLayoutSize: ListLayoutUIKitConvertible {
    /// UIKit's size of the two dimensions converted.
    ///
    /// - Returns: An `NSCollectionLayoutSize`.
    /// - Complexity: O(1).
    ///
    /// ```swift
    /// let size = ListLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
    ///     .makeUIKitCounterpart()
    /// ```
    @MainActor
    public func makeUIKitCounterpart() -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: widthDimension.makeUIKitCounterpart(),
                               heightDimension: heightDimension.makeUIKitCounterpart())
    }
}

extension ListLayoutSpacing: ListLayoutUIKitConvertible {
    /// UIKit's spacing, fixed or flexible, of ``spacing`` points.
    ///
    /// - Returns: An `NSCollectionLayoutSpacing`.
    /// - Complexity: O(1).
    ///
    /// ```swift
    /// group.interItemSpacing = ListLayoutSpacing.flexible(4).makeUIKitCounterpart()
    /// ```
    @MainActor
    public func makeUIKitCounterpart() -> NSCollectionLayoutSpacing {
        isFlexibleSpacing ? .flexible(spacing) : .fixed(spacing)
    }
}

extension ListLayoutItem: ListLayoutUIKitConvertible {
    /// UIKit's item of the same size and content insets; for a
    /// ``ListLayoutGroup``, UIKit's group (``ListLayoutGroup/makeUIKitGroup()``).
    ///
    /// - Returns: An `NSCollectionLayoutItem`, or an `NSCollectionLayoutGroup`.
    /// - Complexity: O(1) for an item; O(the subitems, nested) for a group.
    ///
    /// ```swift
    /// let item = ListLayoutItem(layoutSize: size)
    /// item.contentInsets = ListDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
    /// let uiKitItem = item.makeUIKitCounterpart()   // the same insets
    /// ```
    public func makeUIKitCounterpart() -> NSCollectionLayoutItem {
        if let group = self as? ListLayoutGroup { return group.makeUIKitGroup() }
        let item = NSCollectionLayoutItem(layoutSize: layoutSize.makeUIKitCounterpart())
        item.contentInsets = contentInsets
        return item
    }
}

extension ListLayoutGroup {
    /// UIKit's group of the same axis, size, content insets and spacing,
    /// of the subitems converted, nested groups included: `subitems`, or
    /// `count` repetitions of the one subitem for a group made with a
    /// count: `subitem:count:` for one that shares its length evenly, and
    /// `repeatingSubitem:count:` for one whose subitems keep their size
    /// (before iOS 16, which lacks it, `subitem:count:`, which resizes
    /// them).
    ///
    /// An item or group that appears more than once in the tree is
    /// converted once and shared, as UIKit's subitems may be.
    ///
    /// - Returns: An `NSCollectionLayoutGroup`.
    /// - Complexity: O(the distinct items and groups of the tree, and
    ///   their subitems).
    ///
    /// ```swift
    /// let row = ListLayoutGroup.horizontal(layoutSize: rowSize, repeatingSubitem: item, count: 3)
    /// let section = NSCollectionLayoutSection(group: row.makeUIKitGroup())
    /// ```
    public func makeUIKitGroup() -> NSCollectionLayoutGroup {
        var converted: [ObjectIdentifier: NSCollectionLayoutItem] = [:]
        return makeUIKitGroup(sharing: &converted)
    }

    /// `makeUIKitGroup()`, taking the items and groups already converted
    /// from `converted` and adding those it converts.
    private func makeUIKitGroup(sharing converted: inout [ObjectIdentifier: NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        let size = layoutSize.makeUIKitCounterpart()
        var subitems: [NSCollectionLayoutItem] = []
        for subitem in self.subitems {
            if let done = converted[ObjectIdentifier(subitem)] {
                subitems.append(done)
                continue
            }
            let made = (subitem as? ListLayoutGroup)?.makeUIKitGroup(sharing: &converted) ?? subitem.makeUIKitCounterpart()
            converted[ObjectIdentifier(subitem)] = made
            subitems.append(made)
        }
        let group: NSCollectionLayoutGroup
        if let count, let subitem = subitems.first {
            group = Self.repeating(subitem, count: max(count, 1), along: axis, size: size, sharing: sharesLength)
        } else {
            group = axis == .horizontal ? .horizontal(layoutSize: size, subitems: subitems)
                : .vertical(layoutSize: size, subitems: subitems)
        }
        group.contentInsets = contentInsets
        group.interItemSpacing = interItemSpacing?.makeUIKitCounterpart()
        return group
    }

    /// UIKit's group of `count` copies of `subitem` along `axis`, sharing
    /// its length evenly when `sharing`.
    private static func repeating(_ subitem: NSCollectionLayoutItem, count: Int, along axis: Axis,
                                  size: NSCollectionLayoutSize, sharing: Bool) -> NSCollectionLayoutGroup {
        if #available(iOS 16.0, tvOS 16.0, *), !sharing {
            return axis == .horizontal ? .horizontal(layoutSize: size, repeatingSubitem: subitem, count: count)
                : .vertical(layoutSize: size, repeatingSubitem: subitem, count: count)
        }
        return axis == .horizontal ? .horizontal(layoutSize: size, subitem: subitem, count: count)
            : .vertical(layoutSize: size, subitem: subitem, count: count)
    }
}

extension ListLayoutBoundarySupplementaryItem: ListLayoutUIKitConvertible {
    /// UIKit's header or footer of the same size, kind and alignment, pinned
    /// and extending the boundary as this one.
    ///
    /// - Returns: An `NSCollectionLayoutBoundarySupplementaryItem`.
    /// - Complexity: O(1).
    ///
    /// ```swift
    /// let header = ListLayoutBoundarySupplementaryItem(
    ///     layoutSize: size, elementKind: ListElementKind.sectionHeader, alignment: .top)
    /// let uiKitHeader = header.makeUIKitCounterpart()   // kind UICollectionView.elementKindSectionHeader
    /// ```
    public func makeUIKitCounterpart() -> NSCollectionLayoutBoundarySupplementaryItem {
        let item = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: layoutSize.makeUIKitCounterpart(), elementKind: elementKind,
            alignment: alignment.makeUIKitCounterpart())
        item.pinToVisibleBounds = pinToVisibleBounds
        item.extendsBoundary = extendsBoundary
        return item
    }
}

extension ListLayoutSection: ListLayoutUIKitConvertible {
    /// UIKit's section of the group converted, with the same insets,
    /// spacing, orthogonal scrolling, headers and footers, piece by piece,
    /// a list section too (``makeUIKitSection(in:)`` makes that UIKit's own
    /// list).
    ///
    /// - Returns: An `NSCollectionLayoutSection`.
    /// - Complexity: O(the group's subitems, nested, and the boundary items).
    ///
    /// ```swift
    /// let uiKitLayout = UICollectionViewCompositionalLayout(section: section.makeUIKitCounterpart())
    /// ```
    public func makeUIKitCounterpart() -> NSCollectionLayoutSection {
        let section = NSCollectionLayoutSection(group: group.makeUIKitGroup())
        section.contentInsets = contentInsets
        section.interGroupSpacing = interGroupSpacing
        section.orthogonalScrollingBehavior = orthogonalScrollingBehavior.makeUIKitCounterpart()
        section.boundarySupplementaryItems = boundarySupplementaryItems.map { $0.makeUIKitCounterpart() }
        section.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        return section
    }

    /// UIKit's section for `environment`: for a section made by
    /// ``list(using:layoutEnvironment:)`` and none of whose properties has
    /// been set since, UIKit's own list section of the configuration
    /// converted (its insets follow the device's traits, and its rows get
    /// separators); for any other, ``makeUIKitCounterpart()``. A change
    /// made inside a list section's header (its `pinToVisibleBounds`, say)
    /// is not seen: set `boundarySupplementaryItems` again to keep it.
    ///
    /// - Parameters:
    ///   - environment: What UIKit's compositional layout told its section provider.
    /// - Returns: An `NSCollectionLayoutSection`.
    /// - Complexity: O(the group's subitems, nested, and the boundary items).
    ///
    /// ```swift
    /// let layout = UICollectionViewCompositionalLayout { index, environment in
    ///     ListLayoutSection.list(using: ListLayoutListConfiguration(appearance: .plain),
    ///                            layoutEnvironment: ListLayoutEnvironment(environment))
    ///         .makeUIKitSection(in: environment)   // UIKit's plain list section
    /// }
    /// ```
    public func makeUIKitSection(in environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        if #available(iOS 14.0, tvOS 14.0, *), let listConfiguration {
            return .list(using: listConfiguration.makeUIKitCounterpart(), layoutEnvironment: environment)
        }
        return makeUIKitCounterpart()
    }
}

@available(iOS 14.0, tvOS 14.0, *)
extension ListLayoutListConfiguration: ListLayoutUIKitConvertible {
    /// UIKit's list configuration of the same appearance, header and
    /// footer modes and separators. tvOS has no sidebar: there `.sidebar`
    /// becomes `.grouped` and `.sidebarPlain` `.plain`, the looks they
    /// take here.
    ///
    /// - Returns: A `UICollectionLayoutListConfiguration`.
    /// - Complexity: O(1).
    ///
    /// ```swift
    /// var configuration = ListLayoutListConfiguration(appearance: .insetGrouped)
    /// configuration.headerMode = .supplementary
    /// let section = NSCollectionLayoutSection.list(using: configuration.makeUIKitCounterpart(),
    ///                                              layoutEnvironment: environment)
    /// ```
    @MainActor
    public func makeUIKitCounterpart() -> UICollectionLayoutListConfiguration {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance.uiKit)
        configuration.headerMode = headerMode.uiKit
        configuration.footerMode = footerMode.uiKit
        configuration.showsSeparators = showsSeparators
        return configuration
    }
}

@available(iOS 14.0, tvOS 14.0, *)
extension ListLayoutListConfiguration.Appearance {
    /// UIKit's appearance of the same name (tvOS: the closest it has).
    var uiKit: UICollectionLayoutListConfiguration.Appearance {
        switch self {
        case .plain: .plain
        case .grouped: .grouped
        case .insetGrouped: .insetGrouped
        #if os(tvOS)
        case .sidebar: .grouped
        case .sidebarPlain: .plain
        #else
        case .sidebar: .sidebar
        case .sidebarPlain: .sidebarPlain
        #endif
        }
    }
}

@available(iOS 14.0, tvOS 14.0, *)
extension ListLayoutListConfiguration.HeaderMode {
    /// UIKit's header mode of the same name.
    var uiKit: UICollectionLayoutListConfiguration.HeaderMode {
        switch self {
        case .none: .none
        case .supplementary: .supplementary
        case .firstItemInSection: .firstItemInSection
        }
    }
}

@available(iOS 14.0, tvOS 14.0, *)
extension ListLayoutListConfiguration.FooterMode {
    /// UIKit's footer mode of the same name.
    var uiKit: UICollectionLayoutListConfiguration.FooterMode {
        self == .supplementary ? .supplementary : .none
    }
}
#endif
