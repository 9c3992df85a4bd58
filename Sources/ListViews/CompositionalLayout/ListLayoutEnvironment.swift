import Foundation
#if canImport(UIKit) && !os(watchOS)
import UIKit   // ListDirectionalEdgeInsets is UIKit's NSDirectionalEdgeInsets there
#endif

/// What a compositional layout's section provider is told about the list,
/// as UIKit's `NSCollectionLayoutEnvironment`: its container.
///
/// ```swift
/// let layout = ListCompositionalLayout { index, environment in
///     let columns = environment.container.effectiveContentSize.width > 500 ? 4 : 2
///     return gridSection(columns: columns)
/// }
/// ```
public struct ListLayoutEnvironment: Sendable {
    /// The list's size and insets.
    public var container: ListLayoutContainer

    /// An environment of `container`.
    ///
    /// - Parameter container: The list's size and insets.
    /// - Complexity: O(1).
    public init(container: ListLayoutContainer) {
        self.container = container
    }
}

/// The size of what a compositional layout lays out in, as UIKit's
/// `NSCollectionLayoutContainer`.
///
/// ```swift
/// let container = ListLayoutContainer(contentSize: CGSize(width: 320, height: 480))
/// print(container.effectiveContentSize)   // (320.0, 480.0)
/// ```
public struct ListLayoutContainer: Sendable {
    /// The size of the list.
    public var contentSize: CGSize
    /// The insets of the content from the list's edges.
    public var contentInsets: ListDirectionalEdgeInsets
    /// The insets as the layout applies them: ``contentInsets``.
    public var effectiveContentInsets: ListDirectionalEdgeInsets { contentInsets }
    /// The size inside the insets.
    public var effectiveContentSize: CGSize {
        CGSize(width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }

    /// A container of `contentSize` and `contentInsets`.
    ///
    /// - Parameters:
    ///   - contentSize: The size of the list.
    ///   - contentInsets: The insets of the content; none by default.
    /// - Complexity: O(1).
    public init(contentSize: CGSize, contentInsets: ListDirectionalEdgeInsets = .zero) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }
}
