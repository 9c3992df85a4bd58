import Foundation

#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import UIKit

/// What a long press on an item shows: UIKit's `UIContextMenuConfiguration`
/// on Apple platforms, so that IGListKit's `contextMenuConfigurationForItem(at:point:)`
/// compiles unchanged; elsewhere a stand-in of its own, for the list views
/// that run there.
public typealias ListContextMenuConfiguration = UIContextMenuConfiguration
#else
/// What a long press on an item shows: UIKit's `UIContextMenuConfiguration`
/// on Apple platforms, so that IGListKit's `contextMenuConfigurationForItem(at:point:)`
/// compiles unchanged; elsewhere this stand-in, for the list views that run
/// there. It carries an identifier, as UIKit's does.
///
/// ```swift
/// let menu = ListContextMenuConfiguration(identifier: "share")
/// print(menu.identifier == AnyHashable("share"))   // true
/// ```
public final class ListContextMenuConfiguration {
    /// What the app names this menu by; nil by default.
    public let identifier: AnyHashable?

    /// A configuration named `identifier`.
    ///
    /// - Parameter identifier: What the app names this menu by.
    /// - Complexity: O(1).
    public init(identifier: AnyHashable? = nil) {
        self.identifier = identifier
    }
}
#endif
