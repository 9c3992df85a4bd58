/// How a compositional layout lays a section out as a list, as UIKit's
/// `UICollectionLayoutListConfiguration`: its appearance, and whether its
/// sections have headers and footers. See
/// ``ListLayoutSection/list(using:layoutEnvironment:)`` for the layout.
///
/// ```swift
/// var configuration = ListLayoutListConfiguration(appearance: .insetGrouped)
/// configuration.headerMode = .supplementary
/// let layout = ListCompositionalLayout.list(using: configuration)
/// ```
public struct ListLayoutListConfiguration: Hashable, Sendable {
    /// The look of a list.
    public enum Appearance: Hashable, Sendable {
        /// Rows edge to edge, headers pinned.
        case plain
        /// Sections apart from one another.
        case grouped
        /// Sections apart, and inset from the sides.
        case insetGrouped
        /// A sidebar: grouped.
        case sidebar
        /// A plain sidebar: plain.
        case sidebarPlain
    }
    /// Whether a section has a header.
    public enum HeaderMode: Hashable, Sendable {
        /// No header.
        case none
        /// A supplementary view of kind `ListElementKind.sectionHeader`.
        case supplementary
        /// The section's first item is its header (a cell like the others).
        case firstItemInSection
    }
    /// Whether a section has a footer.
    public enum FooterMode: Hashable, Sendable {
        /// No footer.
        case none
        /// A supplementary view of kind `ListElementKind.sectionFooter`.
        case supplementary
    }

    /// The look of the list.
    public var appearance: Appearance
    /// Whether sections have headers; none by default.
    public var headerMode = HeaderMode.none
    /// Whether sections have footers; none by default.
    public var footerMode = FooterMode.none
    /// Whether rows are separated by lines; drawing only, so no part of
    /// the layout.
    public var showsSeparators = true

    /// A configuration of `appearance`.
    ///
    /// - Parameter appearance: The look of the list.
    /// - Complexity: O(1).
    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}
