/// Which moves a diff reports. Every strategy pairs the same elements and
/// reports the same deletes, inserts and updates; they differ only in which
/// kept elements count as moved.
///
/// ```swift
/// // [a, b, c, d, e, f] -> [f, a, b, c, d, e]
/// List.diffing(oldArray: old, newArray: new, identifiedBy: \.id).moves.count                   // 6
/// List.diffing(oldArray: old, newArray: new, identifiedBy: \.id, moves: .minimal).moves.count  // 1
/// ```
public enum MoveStrategy: Sendable, Hashable {
    /// IGListKit's rule (the default, byte for byte IGListDiff's output): a
    /// kept item moved when `old - deletesBefore(old) + insertsBefore(new) !=
    /// new`. A swap gives 2 moves; one item jumping across k others moves all
    /// of them.
    case heckel
    /// The fewest moves that explain the reordering: every kept item outside
    /// one longest increasing subsequence of old positions (in new order) is a
    /// move. A swap gives 1 move, a rotation 1. Costs O(k log k) for k kept
    /// items on top of the diff. Applying deletes, inserts and these moves to
    /// the old list still yields the new one.
    case minimal
}
