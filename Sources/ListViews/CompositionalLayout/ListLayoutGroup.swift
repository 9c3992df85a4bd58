import Foundation

/// A row or column of items (or of groups) in a compositional layout, as
/// UIKit's `NSCollectionLayoutGroup`. A section repeats its group until its
/// items run out, each group taking the next items.
///
/// A group made with `subitems` lays them out in turn along its axis,
/// starting over from the first, as long as the next one fits in its
/// length (at least one, so a group always takes an item); one made with
/// `repeatingSubitem:count:` holds exactly `count` at the subitem's own
/// size (the group must fit them, as Apple documents); one made with
/// `subitem:count:` holds exactly `count`, each as long as an even share of
/// the group's length. A group whose length along its axis is estimated
/// holds its subitems once each.
///
/// ```swift
/// let item = ListLayoutItem(layoutSize: ListLayoutSize(widthDimension: .fractionalWidth(1.0 / 3),
///                                                      heightDimension: .fractionalHeight(1)))
/// let row = ListLayoutGroup.horizontal(
///     layoutSize: ListLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
///     subitems: [item])   // three items a row
/// ```
@MainActor
public final class ListLayoutGroup: ListLayoutItem {
    /// The axis a group lays its subitems out along.
    package enum Axis: Sendable { case horizontal, vertical }
    package let axis: Axis
    /// The number of items a group made with a count holds.
    package let count: Int?
    /// Whether those items share the group's length evenly
    /// (`subitem:count:`), rather than keeping their own sizes.
    package let sharesLength: Bool
    /// The items and groups the group lays out, in order.
    public let subitems: [ListLayoutItem]
    /// The space between the subitems along the group's axis; none when nil.
    public var interItemSpacing: ListLayoutSpacing? { didSet { ListLayoutEdits.count &+= 1 } }

    private init(layoutSize: ListLayoutSize, axis: Axis, subitems: [ListLayoutItem], count: Int?, sharesLength: Bool = false) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        self.sharesLength = sharesLength
        super.init(layoutSize: layoutSize)
    }

    /// A row of `subitems`, repeated while they fit its width.
    ///
    /// - Parameters:
    ///   - layoutSize: The group's size.
    ///   - subitems: The items and groups, laid out in turn.
    /// - Complexity: O(1).
    public static func horizontal(layoutSize: ListLayoutSize, subitems: [ListLayoutItem]) -> ListLayoutGroup {
        ListLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, count: nil)
    }

    /// A column of `subitems`, repeated while they fit its height.
    ///
    /// - Parameters:
    ///   - layoutSize: The group's size.
    ///   - subitems: The items and groups, laid out in turn.
    /// - Complexity: O(1).
    public static func vertical(layoutSize: ListLayoutSize, subitems: [ListLayoutItem]) -> ListLayoutGroup {
        ListLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, count: nil)
    }

    /// A row of `count` copies of `repeatingSubitem`, each at its own size:
    /// the group's size should fit them.
    ///
    /// - Parameters:
    ///   - layoutSize: The group's size.
    ///   - repeatingSubitem: The item or group repeated.
    ///   - count: How many; less than 1 counts as 1.
    /// - Complexity: O(1).
    public static func horizontal(layoutSize: ListLayoutSize, repeatingSubitem: ListLayoutItem, count: Int) -> ListLayoutGroup {
        ListLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [repeatingSubitem], count: count)
    }

    /// A column of `count` copies of `repeatingSubitem`, each at its own
    /// size: the group's size should fit them.
    ///
    /// - Parameters:
    ///   - layoutSize: The group's size.
    ///   - repeatingSubitem: The item or group repeated.
    ///   - count: How many; less than 1 counts as 1.
    /// - Complexity: O(1).
    public static func vertical(layoutSize: ListLayoutSize, repeatingSubitem: ListLayoutItem, count: Int) -> ListLayoutGroup {
        ListLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [repeatingSubitem], count: count)
    }

    /// A row of `count` copies of `subitem`, each as wide as an even share
    /// of the group's width less the spacing (UIKit's form before iOS 16).
    ///
    /// - Parameters:
    ///   - layoutSize: The group's size.
    ///   - subitem: The item or group repeated.
    ///   - count: How many; less than 1 counts as 1.
    /// - Complexity: O(1).
    public static func horizontal(layoutSize: ListLayoutSize, subitem: ListLayoutItem, count: Int) -> ListLayoutGroup {
        ListLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: count, sharesLength: true)
    }

    /// A column of `count` copies of `subitem`, each as tall as an even
    /// share of the group's height less the spacing (UIKit's form before
    /// iOS 16).
    ///
    /// - Parameters:
    ///   - layoutSize: The group's size.
    ///   - subitem: The item or group repeated.
    ///   - count: How many; less than 1 counts as 1.
    /// - Complexity: O(1).
    public static func vertical(layoutSize: ListLayoutSize, subitem: ListLayoutItem, count: Int) -> ListLayoutGroup {
        ListLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: count, sharesLength: true)
    }
}
