/// How two elements with the same identifier are compared to decide whether
/// the item was updated (IGListKit's `IGListDiffOption`).
///
/// Available for class elements, where instance identity is meaningful:
///
/// ```swift
/// let result = List.diffing(oldArray: old, newArray: new, option: .pointerPersonality)
/// ```
public enum DiffOption: Sendable, Hashable {
    /// An item is updated when the old and new elements are different
    /// instances (`!==`), whatever their contents.
    case pointerPersonality
    /// An item is updated when the old and new elements are different
    /// instances and not `==`. The `==` check is skipped for the same instance.
    case equality
}
