import Foundation
import ListDiff

// The types IGListKit makes diffable itself, with its `NSString` and
// `NSNumber` categories: each is its own identifier, and equal when
// `isEqual(_:)` says so. Swift's `String` and `Int` are not made diffable
// here: an app that conforms them to `Diffable` itself (as code written for
// the pure-Swift port of the diff does) would no longer compile. Write
// `NSString(string:)` and `NSNumber(value:)` where IGListKit code relies on
// bridging (`word as ListDiffable`), or a small value type of your own.

extension NSString: ListDiffable {
    /// The string itself (IGListKit's `NSString` category). O(1).
    public var diffIdentifier: AnyHashable { AnyHashable(self) }
}

extension NSNumber: ListDiffable {
    /// The number itself (IGListKit's `NSNumber` category). O(1).
    public var diffIdentifier: AnyHashable { AnyHashable(self) }
}
