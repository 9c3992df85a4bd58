import Foundation

#if !canImport(UIKit) && !canImport(AppKit)
/// `IndexPath(item:section:)`, `item` and `section`, as UIKit and AppKit
/// give them, where neither does (Linux): code written for a collection
/// view compiles unchanged on every platform.
///
/// ```swift
/// let indexPath = IndexPath(item: 2, section: 0)
/// print(indexPath.section, indexPath.item)   // 0 2
/// ```
extension IndexPath {
    /// The index path of `item` in `section`. O(1).
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index. Traps on an index path of fewer than
    /// two indexes, as UIKit's does. O(1).
    public var section: Int {
        get {
            precondition(count == 2, "IndexPath.section needs an index path of two indexes, got \(count)")
            return self[0]
        }
        set {
            precondition(count == 2, "IndexPath.section needs an index path of two indexes, got \(count)")
            self[0] = newValue
        }
    }

    /// The item: the second index. Traps on an index path of fewer than
    /// two indexes, as UIKit's does. O(1).
    public var item: Int {
        get {
            precondition(count == 2, "IndexPath.item needs an index path of two indexes, got \(count)")
            return self[1]
        }
        set {
            precondition(count == 2, "IndexPath.item needs an index path of two indexes, got \(count)")
            self[1] = newValue
        }
    }
}
#endif
