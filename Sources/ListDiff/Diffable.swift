/// A value that can take part in a diff: it has an identity that survives
/// content changes.
///
/// This is the protocol of the pure-Swift port of IGListKit's diff, kept
/// verbatim so that existing conformances compile unchanged. Two elements with
/// equal `diffIdentifier`s are "the same item"; when they are also not `==`,
/// the item is reported as updated.
///
/// ```swift
/// struct Post: Diffable, Equatable {
///     let id: Int
///     var title: String
///     var diffIdentifier: AnyHashable { id }
/// }
/// let result = List.diffing(oldArray: oldPosts, newArray: newPosts)
/// ```
///
/// For identifiers that need no `AnyHashable` box (faster, and typed), use
/// `List.diffing(oldArray:newArray:identifiedBy:)` instead (a closure or a key path), which works with
/// any element type.
public protocol Diffable {
    /// The identity of this element across versions of a list.
    var diffIdentifier: AnyHashable { get }
}
